// A manager adds a service at their own shop (decision 240): listed in a category and bookable on
// the storefront at once, at their shop's price; another shop, or none, is refused naming the
// field and nothing is written; the back-office reads the catalogue as written, drafts included.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyId, employeeId, nextWeekday } from "../../booking/test-support";
import { categories, shops } from "../../db/schema";
import { SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { asUser, companyUser } from "../provider-test-support";
import { json } from "../users/test-helpers";

const server = useTestServer();
let paris: number;
let lyon: number;
let lea: number;
let category: number;
type Who = Awaited<ReturnType<typeof companyUser>>;
let lyonManager: Who;
let staff: Who;

const service = (over: Record<string, unknown> = {}) => ({
  type: "1",
  slug: "rituel-lyonnais",
  name: { fr: "Rituel lyonnais", en: "Lyon ritual" },
  price: 8000,
  booker: { active: true, duration: 60, pause: 10 },
  shops: [{ shopId: lyon, price: 7500 }],
  employeeIds: [lea],
  categoryIds: [category],
  ...over,
});

const counts = async () => JSON.stringify(await server.database.db.execute(sql`select (select count(*) from articles) a, (select count(*) from category_articles) c, (select count(*) from shop_articles) s`));

beforeAll(async () => {
  const db = server.database.db;
  const spa = await companyId(db, SPA);
  const shopOf = async (ref: string) => (await db.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, spa), eq(shops.externalId, ref))))[0]!.id;
  paris = await shopOf("ab-1001");
  lyon = await shopOf("ab-1002");
  lea = await employeeId(db, SPA, "Léa");
  category = (await db.select({ id: categories.id }).from(categories).where(and(eq(categories.companyId, spa), eq(categories.kind, "services"))).limit(1))[0]!.id;
  lyonManager = await companyUser(server, SPA, "manager", [lyon]);
  staff = await companyUser(server, SPA, "staff", [lyon]);
});

describe("a manager's new service", () => {
  it("refuses another shop (403) and no shop (400 naming shops); nothing is written", async () => {
    const before = await counts();
    expect((await asUser(server, lyonManager, "POST", "/api/articles", service({ shops: [{ shopId: paris, price: 7500 }] }))).status).toBe(403);
    const none = await asUser(server, lyonManager, "POST", "/api/articles", service({ shops: undefined }));
    expect(none.status).toBe(400);
    expect((await none.json()).error.fields).toHaveProperty("shops");
    const unknown = await asUser(server, lyonManager, "POST", "/api/articles", service({ categoryIds: [999999] }));
    expect((await unknown.json()).error.fields).toHaveProperty("categoryIds");
    expect((await asUser(server, staff, "POST", "/api/articles", service())).status).toBe(403);
    expect(await counts()).toBe(before);
  });

  it("is listed in its category, at Lyon's price, and bookable there at once", async () => {
    const res = await asUser(server, lyonManager, "POST", "/api/articles", service());
    expect(res.status).toBe(201);
    const { article } = await res.json();
    expect(article).toMatchObject({ categoryIds: [category], shopIds: ["ab-1002"], employeeIds: [lea], booker: { pricesByShops: [{ boutiqueId: "ab-1002", pvTtc: 7500 }] } });
    const listed = (await (await json(server, "GET", "/api/categories")).json()).categories.find((c: { id: number }) => c.id === category);
    expect(listed.articles.at(-1).slug).toBe("rituel-lyonnais");
    const tuesday = nextWeekday("tuesday");
    const slots = await json(server, "GET", `/api/appointments?shopid=ab-1002&serviceid=${article.id}&start=${tuesday}&end=${tuesday}`);
    expect(slots.status).toBe(200);
    const day = (await slots.json()).appointments.data[0];
    expect(day.slots.some((s: { free: { employees: string[] } }) => s.free.employees.length > 0)).toBe(true);
  });

  it("the back-office reads the catalogue as written: drafts, every category with its articles in order", async () => {
    const owner = await companyUser(server, SPA, "owner");
    const draft = await asUser(server, owner, "POST", "/api/articles", service({ slug: "brouillon-lyonnais", draft: true, shops: [{ shopId: lyon }] }));
    expect(draft.status).toBe(201);
    const draftId = (await draft.json()).article.id;
    const res = await asUser(server, lyonManager, "GET", "/api/articles/written");
    expect(res.status).toBe(200);
    const written = await res.json();
    const mine = written.categories.find((c: { id: number }) => c.id === category);
    expect(mine.articleIds.at(-1)).toBe(draftId);
    expect(written.articles.find((a: { id: number }) => a.id === draftId)).toMatchObject({ draft: true, employeeIds: [lea] });
    expect(written.categories.some((c: { kind: string }) => c.kind === "eshop")).toBe(true);
    expect(written.yourShops).toEqual([lyon]);
    expect((await asUser(server, staff, "GET", "/api/articles/written")).status).toBe(403);
  });
});
