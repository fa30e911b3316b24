// The back-office's stock per shop: the tracked products of each shop the user reaches, a count set
// by hand that the storefront's e-shop sells at once, audited; refusals name the field and another
// business's shop is 404. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "../../audit";
import { companyId, serviceId, shopId } from "../../booking/test-support";
import { shops } from "../../db/schema";
import { companyUserToken } from "../../staff/test-support";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { companyUser } from "../provider-test-support";
import { json } from "../users/test-helpers";

const server = useTestServer();
let owner: string;
let box: number;
let salts: number;
let paris: number;
let lyon: number;
let soloShop: number;

beforeAll(async () => {
  const db = server.database.db;
  owner = (await companyUserToken(db, SPA)).token;
  box = await serviceId(db, SPA, "coffret-decouverte");
  salts = await serviceId(db, SPA, "sels-de-bain");
  paris = await shopId(db, SPA, "ab-1001");
  lyon = await shopId(db, SPA, "ab-1002");
  const solo = await companyId(db, SOLO);
  soloShop = (await db.select({ id: shops.id }).from(shops).where(eq(shops.companyId, solo)))[0]!.id;
});

const put = (shop: number, article: number | string, body: unknown, token = owner) => json(server, "PUT", `/api/eshop/stock-levels/${shop}/${article}`, body, { token });
const onSale = async (article: number) => (await (await json(server, "GET", `/api/eshop/stock/${article}/1?shopid=ab-1001`)).json()) as { stock: number };

describe("stock per shop in the back-office", () => {
  it("lists each shop's tracked products, sets a count the e-shop sells at once, and audits it", async () => {
    let res = await json(server, "GET", "/api/eshop/stock-levels", undefined, { token: owner });
    expect(res.status).toBe(200);
    const levels = await res.json();
    expect(levels.lowStockAt).toBe(5);
    expect(levels.shops.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([paris, lyon]));
    expect(levels.lines).toEqual(expect.arrayContaining([expect.objectContaining({ shopId: paris, articleId: box, stock: 2 }), expect.objectContaining({ shopId: lyon, articleId: box, stock: 8 })]));
    // untracked products are not listed
    expect(levels.lines.some((l: { articleId: number }) => l.articleId === salts)).toBe(false);

    res = await put(paris, box, { stock: 12 });
    expect(res.status).toBe(200);
    expect((await res.json()).line).toMatchObject({ shopId: paris, articleId: box, stock: 12 });
    expect((await onSale(box)).stock).toBe(12);
    const trail = await auditTrail({ db: server.database.db, companyId: await companyId(server.database.db, SPA) }, "shop_article", box);
    expect(trail.at(-1)).toMatchObject({ action: "update" });
    expect(JSON.stringify(trail.at(-1))).toContain('"stock":12');
  });

  it("refuses a count that is not one, naming it, and changes nothing", async () => {
    for (const body of [{ stock: -1 }, { stock: 2.5 }, { stock: "7" }, {}]) {
      const res = await put(paris, box, body);
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()).error.fields)).toContain("stock");
    }
    expect((await onSale(box)).stock).toBe(12);
  });

  it("answers 404 for another business's shop or a product whose stock is not tracked", async () => {
    let res = await put(soloShop, box, { stock: 3 });
    expect(res.status).toBe(404);
    expect((await res.json()).error.fields).toHaveProperty("shopId");
    res = await put(paris, salts, { stock: 3 });
    expect(res.status).toBe(404);
    expect((await res.json()).error.fields).toHaveProperty("articleId");
  });

  it("lets a manager set the stock of their own shop only, and list only it", async () => {
    const lyonManager = await companyUser(server, SPA, "manager", [lyon]);
    const res = await json(server, "GET", "/api/eshop/stock-levels", undefined, { token: lyonManager.token });
    expect((await res.json()).lines.every((l: { shopId: number }) => l.shopId === lyon)).toBe(true);
    expect((await put(lyon, box, { stock: 9 }, lyonManager.token)).status).toBe(200);
    expect((await put(paris, box, { stock: 1 }, lyonManager.token)).status).toBe(403);
    expect((await onSale(box)).stock).toBe(12);
    const staff = await companyUser(server, SPA, "staff", [paris]);
    expect((await json(server, "GET", "/api/eshop/stock-levels", undefined, { token: staff.token })).status).toBe(403);
  });
});
