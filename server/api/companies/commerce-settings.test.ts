// The commerce settings the back-office writes through companies/{id} (decision 288): the gift
// vouchers' amounts and themes reach /gift at once, a theme switched off is no longer sold; the
// loyalty programme's new rules apply to what is earned next, never to points already earned nor to
// a reward already granted; a reward names the business's own articles only; the e-shop's shelves
// come in their new order at once. The owner writes, a manager reads, every write is audited.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "../../audit";
import { employeeId, nextWeekday, serviceId, signedInCustomer, wallTime } from "../../booking/test-support";
import { articles, companies, loyaltyRewards } from "../../db/schema";
import { pricedVoucher } from "../../gifts/purchase";
import { earnPoints } from "../../loyalty/cards";
import { companyUserToken } from "../../staff/test-support";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
let owner: string, manager: string, spaId: number, soloId: number;
const put = (settings: unknown, token = owner, id = spaId) => json(server, "PUT", `/api/companies/${id}`, { settings }, { token });
const version = async () => (await server.database.db.select({ v: companies.version }).from(companies).where(eq(companies.id, spaId)))[0]!.v;

beforeAll(async () => {
  const db = server.database.db;
  const o = await companyUserToken(db, SPA, "owner");
  owner = o.token;
  spaId = o.companyId;
  manager = (await companyUserToken(db, SPA, "manager")).token;
  soloId = (await companyUserToken(db, SOLO, "owner")).companyId;
});

describe("gift vouchers: amounts and themes", () => {
  it("shows new amounts and a new theme on /gift at once; a theme switched off is not offered nor sold, and stays for the vouchers that carry it", async () => {
    const before = await version();
    const themes = [
      { id: "douceur", name: { fr: "Douceur", en: "Gentle" }, image: "/images/demo/gift-douceur.jpg", active: false },
      { id: "printemps", name: { fr: "Printemps", en: "Spring" }, image: "/images/demo/gift-zen.jpg", active: true },
    ];
    const res = await put({ booker: { gift: { amounts: [2500, 6000], minAmount: 2000, maxAmount: 30000, validityMonths: 6 }, gifts: { themes } } });
    expect(res.status).toBe(200);
    expect(await version()).toBeGreaterThan(before);
    const offer = await (await json(server, "GET", "/api/gifts")).json();
    expect(offer).toMatchObject({ amounts: [2500, 6000], minAmount: 2000, maxAmount: 30000, validityMonths: 6 });
    expect(offer.themes.map((t: { id: string }) => t.id)).toEqual(["printemps"]);
    // kept in the settings, inactive: the vouchers already drawn with it still find it
    const { company } = await (await json(server, "GET", `/api/companies/${spaId}`, undefined, { token: manager })).json();
    expect(company.settings.booker.gifts.themes[0]).toMatchObject({ id: "douceur", active: false });
    const spa = (await server.companies.byTokenOrNull(SPA))!;
    await expect(pricedVoucher({ db: server.database.db, company: spa }, { themeId: "douceur", amount: 5000, serviceId: null })).rejects.toMatchObject({ fields: { themeId: "unknown theme" } });
    await expect(pricedVoucher({ db: server.database.db, company: spa }, { themeId: "printemps", amount: 5000, serviceId: null })).resolves.toMatchObject({ value: 5000 });
    const trail = await auditTrail({ db: server.database.db, companyId: spaId }, "company", spaId);
    expect(trail[0]).toMatchObject({ action: "update", after: { settings: { booker: { gift: { amounts: [2500, 6000] } } } } });
  });

  it("refuses a maximum below the minimum, and two themes of one id, naming the field and changing nothing", async () => {
    const stored = async () => (await server.database.db.select().from(companies).where(eq(companies.id, spaId)))[0]!.settings;
    const kept = JSON.stringify(await stored());
    const bounds = await put({ booker: { gift: { minAmount: 5000, maxAmount: 4000 } } });
    expect(bounds.status).toBe(400);
    expect((await bounds.json()).error.fields).toHaveProperty(["settings.booker.gift.maxAmount"]);
    const twice = await put({ booker: { gifts: { themes: [{ id: "a", name: { fr: "A" }, image: "/a.jpg" }, { id: "a", name: { fr: "B" }, image: "/b.jpg" }] } } });
    expect(twice.status).toBe(400);
    expect(Object.keys((await twice.json()).error.fields)[0]).toMatch(/^settings\.booker\.gifts\.themes/);
    expect(JSON.stringify(await stored())).toBe(kept);
  });

  it("is the owner's to write: a manager reads and is refused the write (403), another business's id is unknown (404)", async () => {
    expect((await put({ booker: { gift: { validityMonths: 3 } } }, manager)).status).toBe(403);
    expect((await put({ booker: { gift: { validityMonths: 3 } } }, owner, soloId)).status).toBe(404);
    expect((await json(server, "GET", `/api/companies/${spaId}`, undefined, { token: manager })).status).toBe(200);
  });
});

describe("the loyalty programme", () => {
  const rule = (pointsPerEuro: number, amount: number) => ({ booker: { loyalty: { active: true, pointsPerEuro, onlineBookingBonus: 0, tiers: [{ id: "bon", threshold: 50, reward: { type: "amount", amount }, name: { fr: "Bon" } }] } } });
  const post = (path: string, body: unknown, headers: Record<string, string>) => server.api(path, { method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", ...headers } });

  it("a new rule applies to the next booking only: points already earned and a reward already granted stay as they were", async () => {
    const db = server.database.db;
    expect((await put(rule(1, 500))).status).toBe(200);
    const me = await signedInCustomer(db, SPA);
    await earnPoints({ db, companyId: me.customer.companyId, customerId: me.customer.id }, 120, new Date("2026-11-20T10:00:00Z"), 41);
    expect((await post("/api/loyalty/exchange", { palierId: "bon" }, me.auth)).status).toBe(200);

    // three points a euro, and the reward now worth 9 €
    expect((await put(rule(3, 900))).status).toBe(200);
    const card = async () => (await (await server.api("/api/loyalty/current", { headers: me.auth })).json()).card;
    expect((await card()).balance).toBe(70);
    const [granted] = await db.select().from(loyaltyRewards).where(eq(loyaltyRewards.companyId, spaId));
    expect(granted!.reward).toEqual({ type: "amount", amount: 500 });
    expect((await card()).rewards).toMatchObject([{ tierId: "bon", reward: { type: "amount", amount: 500 } }]);

    // a booking honoured afterwards earns at the new rate: the 79 € massage, 3 points a euro
    const start = wallTime(nextWeekday("tuesday"), "11:00");
    const res = await post("/api/appointments", { myAppointment: { shopId: "ab-1001", services: [await serviceId(db, SPA, "massage-californien")], start: start.toISOString(), employeeId: await employeeId(db, SPA, "Camille") } }, me.auth);
    expect(res.status).toBe(201);
    const { order } = await res.json();
    await server.sweep(new Date(new Date(order.end).getTime() + 16 * 60_000));
    expect((await card()).balance).toBe(70 + 3 * 79);
  });

  it("a reward names the business's own service or product: another's id, or a product given as a service, is refused at the field", async () => {
    const db = server.database.db;
    const [solo] = await db.select({ id: articles.id }).from(articles).where(eq(articles.companyId, soloId)).limit(1);
    const [product] = await db.select({ id: articles.id }).from(articles).where(and(eq(articles.companyId, spaId), eq(articles.type, "2"))).limit(1);
    const tier = (reward: unknown) => ({ booker: { loyalty: { tiers: [{ id: "x", threshold: 10, reward, name: { fr: "X" } }] } } });
    for (const reward of [{ type: "service", articleId: solo!.id }, { type: "service", articleId: product!.id }]) {
      const res = await put(tier(reward));
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toHaveProperty(["settings.booker.loyalty.tiers.0.reward.articleId"]);
    }
    expect((await put(tier({ type: "product", articleId: product!.id }))).status).toBe(200);
    const massage = await serviceId(db, SPA, "massage-californien");
    expect((await put(tier({ type: "service", articleId: massage }))).status).toBe(200);
  });

  it("refuses points per euro with more than two decimals, naming the field", async () => {
    const res = await put({ booker: { loyalty: { pointsPerEuro: 1.234 } } });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty(["settings.booker.loyalty.pointsPerEuro"]);
  });
});

describe("the e-shop's shelves", () => {
  it("come in their new order on the storefront at once, and each move is audited", async () => {
    const { categories } = await (await json(server, "GET", "/api/articles/written", undefined, { token: owner })).json();
    const shelves = categories.filter((c: { kind: string }) => c.kind === "eshop");
    expect(shelves.length).toBeGreaterThan(1);
    const order = async () => (await (await json(server, "GET", "/api/eshopcategories?shopid=ab-1001")).json()).categories.map((c: { id: number }) => c.id);
    const first = (await order())[0];
    const last = shelves.at(-1);
    const res = await json(server, "PUT", `/api/categories/${last.id}`, { slug: last.slug, name: last.name, order: 0, kind: "eshop" }, { token: owner });
    expect(res.status).toBe(200);
    // the moved shelf shares place 0 with the first: moved before it once the first takes place 1
    const moved = shelves.find((c: { id: number }) => c.id === first);
    await json(server, "PUT", `/api/categories/${moved.id}`, { slug: moved.slug, name: moved.name, order: 1, kind: "eshop" }, { token: owner });
    expect((await order())[0]).toBe(last.id);
    const trail = await auditTrail({ db: server.database.db, companyId: spaId }, "category", last.id);
    expect(trail[0]).toMatchObject({ action: "update" });
    expect((await json(server, "PUT", `/api/categories/${last.id}`, { slug: last.slug, name: last.name, order: 3, kind: "eshop" }, { token: manager })).status).toBe(403);
  });
});
