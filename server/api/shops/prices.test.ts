// A manager changes a price at their shop: the storefront's catalogue shows it at the very next
// request (the company's version moved with the write), and the change is audited.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "../../audit";
import { companyUserShops, shops } from "../../db/schema";
import { serviceId } from "../../booking/test-support";
import { companyUserToken } from "../../staff/test-support";
import { SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
let lyonManager: string;
let staff: string;
let lyon: number;
let paris: number;
let californien: number;
let companyId: number;

const pricesOf = async () => (await (await json(server, "GET", `/api/articles/${californien}`)).json()).article.booker.pricesByShops as { boutiqueId: string; pvTtc: number }[];

beforeAll(async () => {
  const db = server.database.db;
  const manager = await companyUserToken(db, SPA, "manager");
  companyId = manager.companyId;
  lyon = (await db.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, companyId), eq(shops.externalId, "ab-1002"))))[0]!.id;
  paris = (await db.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, companyId), eq(shops.externalId, "ab-1001"))))[0]!.id;
  await db.insert(companyUserShops).values({ companyId, companyUserId: manager.userId, shopId: lyon });
  lyonManager = manager.token;
  const member = await companyUserToken(db, SPA, "staff");
  await db.insert(companyUserShops).values({ companyId, companyUserId: member.userId, shopId: lyon });
  staff = member.token;
  californien = await serviceId(db, SPA, "massage-californien");
});

describe("a manager changes a Lyon price", () => {
  it("the catalogue answers the new price at once, the write is audited, and Paris is not theirs", async () => {
    // The storefront has read (and kept) the catalogue before the change.
    expect((await pricesOf()).find((p) => p.boutiqueId === "ab-1002")?.pvTtc).not.toBe(8450);
    const res = await json(server, "POST", `/api/shops/link/article/${californien}`, { shopId: lyon, price: 8450 }, { token: lyonManager });
    expect(res.status).toBe(204);
    expect((await pricesOf()).find((p) => p.boutiqueId === "ab-1002")?.pvTtc).toBe(8450);
    const [entry] = await auditTrail({ db: server.database.db, companyId }, "shop_article", `${lyon}:${californien}`);
    expect(entry).toMatchObject({ action: "link", actorKind: "company_user", after: { price: 8450 } });

    // Paris is not their shop (403), staff only read (403): nothing changes.
    const before = await pricesOf();
    const refused = await json(server, "POST", `/api/shops/link/article/${californien}`, { shopId: paris, price: 100 }, { token: lyonManager });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.fields).toEqual({ shopId: "not one of your shops" });
    expect((await json(server, "POST", `/api/shops/link/article/${californien}`, { shopId: lyon, price: 100 }, { token: staff })).status).toBe(403);
    expect(await pricesOf()).toEqual(before);
  });
});
