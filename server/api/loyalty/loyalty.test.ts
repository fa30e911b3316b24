import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingOrders, companyUsers, loyaltyCards, loyaltyLedger, loyaltyRewards } from "../../db/schema";
import { hashPassword } from "../../auth/passwords";
import { employeeId, nextWeekday, serviceId, signedInCustomer, wallTime } from "../../booking/test-support";
import { earnPoints } from "../../loyalty/cards";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";

const server = useTestServer();

const post = (body: unknown, headers: Record<string, string>, lang = "fr") => ({ method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", curlang: lang, ...headers } });
const PALIERS = [
  { id: "soin-offert", threshold: 100, reward: { type: "service", articleId: 1 }, name: { fr: "Un soin express offert" } },
  { id: "bon-20", threshold: 200, reward: { type: "amount", amount: 2000 }, name: { fr: "20 € offerts" } },
];

beforeAll(async () => {
  const company = (await server.companies.byTokenOrNull(SPA))!;
  const settings = structuredClone(company.settings) as Record<string, any>;
  settings.booker.loyalty = { active: true, pointsPerEuro: 1, onlineBookingBonus: 10, tiers: PALIERS };
  expect((await server.companies.updateSettings(company.id, settings)).ok).toBe(true);
});

async function customerWith(points: number) {
  const me = await signedInCustomer(server.database.db, SPA);
  if (points > 0) await earnPoints({ db: server.database.db, companyId: me.customer.companyId, customerId: me.customer.id }, points, new Date("2026-11-20T10:00:00Z"), 41);
  return me;
}

describe("GET /api/loyalty/current", () => {
  it("no card before the first points; then the balance, the palier reached, the next one, the progress and the history", async () => {
    const me = await customerWith(0);
    const none = await (await server.api("/api/loyalty/current", { headers: me.auth })).json();
    expect(none).toMatchObject({ active: true, pointsPerEuro: 1, card: null });
    expect(none.tiers.map((t: { id: string }) => t.id)).toEqual(["soin-offert", "bon-20"]);

    await earnPoints({ db: server.database.db, companyId: me.customer.companyId, customerId: me.customer.id }, 120, new Date("2026-11-20T10:00:00Z"), 41);
    const { card } = await (await server.api("/api/loyalty/current", { headers: me.auth })).json();
    expect(card).toMatchObject({ balance: 120, currentTier: { id: "soin-offert" }, nextTier: { id: "bon-20" }, progress: { missing: 80, percent: 60 }, expiresAt: null, rewards: [] });
    expect(card.exchangeable.map((t: { id: string }) => t.id)).toEqual(["soin-offert"]);
    expect(card.history).toEqual([{ type: "earn", points: 120, at: "2026-11-20T10:00:00.000Z", tierId: null, orderId: "41" }]);
  });

  it("is the signed-in customer's own: a guest is asked to sign in, another business's session is no one here", async () => {
    expect((await server.api("/api/loyalty/current")).status).toBe(401);
    const me = await customerWith(50);
    expect((await server.api("/api/loyalty/current", { company: SOLO, headers: me.auth })).status).toBe(401);
  });
});

describe("POST /api/loyalty/exchange", () => {
  it("spends the palier's points for a reward kept in the account; short points are refused with what is missing, nothing changed", async () => {
    const me = await customerWith(150);
    const res = await server.api("/api/loyalty/exchange", post({ palierId: "soin-offert" }, me.auth));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.reward).toMatchObject({ tierId: "soin-offert", reward: { type: "service", articleId: 1 }, usedAt: null });
    expect(body.card).toMatchObject({ balance: 50, currentTier: null, nextTier: { id: "soin-offert" }, progress: { missing: 50, percent: 50 } });
    expect(body.card.history[0]).toMatchObject({ type: "spend", points: 100, tierId: "soin-offert" });
    expect(body.card.rewards).toHaveLength(1);

    const short = await server.api("/api/loyalty/exchange", post({ palierId: "soin-offert" }, me.auth, "en"));
    expect(short.status).toBe(400);
    const refused = await short.json();
    expect(refused.error).toMatchObject({ code: "not_enough_points", fields: { palierId: "50 points missing" } });
    expect(refused.error.message).toBe("You do not have enough points for this reward yet.");
    const { card } = await (await server.api("/api/loyalty/current", { headers: me.auth })).json();
    expect(card.balance).toBe(50);
    expect(card.rewards).toHaveLength(1);
  });

  it("refuses an unknown palier (400, the field named), a customer without a card (400: no points), and a business without the programme (404)", async () => {
    const me = await customerWith(500);
    const unknown = await server.api("/api/loyalty/exchange", post({ palierId: "nope" }, me.auth));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error).toMatchObject({ code: "unknown_tier", fields: { palierId: "unknown" } });
    const empty = await server.api("/api/loyalty/exchange", post({}, me.auth));
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.fields).toHaveProperty("palierId");
    const newcomer = await customerWith(0);
    expect((await server.api("/api/loyalty/exchange", post({ palierId: "soin-offert" }, newcomer.auth))).status).toBe(400);
    const solo = await signedInCustomer(server.database.db, SOLO);
    const off = await server.api("/api/loyalty/exchange", { ...post({ palierId: "soin-offert" }, solo.auth), company: SOLO });
    expect(off.status).toBe(404);
    expect((await off.json()).error.code).toBe("loyalty_off");
    expect((await server.api("/api/loyalty/exchange", post({ palierId: "soin-offert" }, {}))).status).toBe(401);
  });

  it("never spends the same points twice: 20 exchanges at once of a 100-point palier with 250 points give 2 rewards and 18 refusals (400, points short)", async () => {
    const me = await customerWith(250);
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.api("/api/loyalty/exchange", post({ palierId: "soin-offert" }, me.auth))));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 400)).toHaveLength(18);
    const [card] = await server.database.db.select().from(loyaltyCards).where(eq(loyaltyCards.customerId, me.customer.id));
    expect(card!.balance).toBe(50);
    // the ledger explains the balance, and there is one reward per spend
    const [sum] = await server.database.db
      .select({ total: sql<number>`sum(case when ${loyaltyLedger.type} = 'earn' then ${loyaltyLedger.points} else -${loyaltyLedger.points} end)::int` })
      .from(loyaltyLedger)
      .where(eq(loyaltyLedger.cardId, card!.id));
    expect(sum!.total).toBe(50);
    expect(await server.database.db.$count(loyaltyRewards, eq(loyaltyRewards.cardId, card!.id))).toBe(2);
  });
});

describe("POST /api/loyalty/join", () => {
  it("gives a customer without a card an empty one (hasLoyaltyCard then true); joining again keeps the points; refused where the programme is off", async () => {
    const me = await customerWith(0);
    expect((await (await server.api("/api/users/me", { headers: me.auth })).json()).user.hasLoyaltyCard).toBe(false);
    const joined = await server.api("/api/loyalty/join", post({}, me.auth));
    expect(joined.status).toBe(200);
    expect((await joined.json()).card).toMatchObject({ balance: 0, currentTier: null, nextTier: { id: "soin-offert" }, history: [], rewards: [] });
    expect((await (await server.api("/api/users/me", { headers: me.auth })).json()).user.hasLoyaltyCard).toBe(true);
    await earnPoints({ db: server.database.db, companyId: me.customer.companyId, customerId: me.customer.id }, 30, new Date("2026-11-20T10:00:00Z"), 41);
    const again = await (await server.api("/api/loyalty/join", post({}, me.auth))).json();
    expect(again.card.balance).toBe(30);
    expect(await server.database.db.$count(loyaltyCards, eq(loyaltyCards.customerId, me.customer.id))).toBe(1);

    const solo = await signedInCustomer(server.database.db, SOLO);
    const off = await server.api("/api/loyalty/join", { ...post({}, solo.auth), company: SOLO });
    expect(off.status).toBe(404);
    expect((await off.json()).error.code).toBe("loyalty_off");
    expect(await server.database.db.$count(loyaltyCards, eq(loyaltyCards.customerId, solo.customer.id))).toBe(0);
    expect((await server.api("/api/loyalty/join", post({}, {}))).status).toBe(401);
  });
});

describe("points for honoured bookings (the sweep)", () => {
  const sweep = (now: Date) => server.sweep(now);
  const json = (body: unknown, headers: Record<string, string>) => ({ method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", ...headers } });
  async function book(me: Awaited<ReturnType<typeof signedInCustomer>>, day: string, time: string) {
    const db = server.database.db;
    const [californien, camille] = [await serviceId(db, SPA, "massage-californien"), await employeeId(db, SPA, "Camille")];
    const start = wallTime(day, time);
    const res = await server.api("/api/appointments", json({ myAppointment: { shopId: "ab-1001", services: [californien], start: start.toISOString(), employeeId: camille } }, me.auth));
    expect(res.status).toBe(201);
    const { order } = await res.json();
    return { order, start, end: new Date(order.end) };
  }
  const balance = async (me: Awaited<ReturnType<typeof signedInCustomer>>) => (await (await server.api("/api/loyalty/current", { headers: me.auth })).json()).card?.balance ?? null;

  it("earns 1 point per euro paid plus the online bonus once the appointment has ended, once however often the sweep runs", async () => {
    const me = await customerWith(0);
    const { order, start, end } = await book(me, nextWeekday("wednesday"), "10:00");
    await sweep(new Date(start.getTime() - 3600_000));
    expect(await balance(me)).toBeNull();
    // during the appointment: not yet honoured
    await sweep(new Date(end.getTime() - 60_000));
    expect(await balance(me)).toBeNull();
    // the appointment's own end, the shop's 15-minute pause after the massage included
    const after = new Date(end.getTime() + 16 * 60_000);
    expect((await sweep(after)).pointsAwarded).toBe(1);
    expect(await balance(me)).toBe(79 + 10);
    await sweep(new Date(after.getTime() + 3600_000));
    expect(await balance(me)).toBe(89);
    const { card } = await (await server.api("/api/loyalty/current", { headers: me.auth })).json();
    expect(card.history).toEqual([{ type: "earn", points: 89, at: after.toISOString(), tierId: null, orderId: String(order.id) }]);
  });

  it("a cancelled booking earns nothing; two sweeps at once award a booking once", async () => {
    const me = await customerWith(0);
    const day = nextWeekday("thursday");
    const cancelled = await book(me, day, "10:00");
    const cancel = await server.api(`/api/appointments?orderId=${cancelled.order.id}`, { method: "DELETE", headers: me.auth });
    expect(cancel.status).toBeLessThan(300);
    const kept = await book(me, day, "14:00");
    const later = new Date(kept.end.getTime() + 16 * 60_000);
    const passes = await Promise.all([sweep(later), sweep(later), sweep(later)]);
    expect(passes.reduce((n, p) => n + p.pointsAwarded, 0)).toBe(1);
    expect(await balance(me)).toBe(89);
  });
});

describe("points taken back when the business refunds a visit", () => {
  async function companyUser(company: string, email: string) {
    const c = (await server.companies.byTokenOrNull(company))!;
    await server.database.db.insert(companyUsers).values({ companyId: c.id, email, firstname: "Inès", role: "owner", passwordHash: await hashPassword("un-mot-de-passe-long"), activatedAt: new Date() });
    const res = await server.api("/api/cmpusers/login", { ...post({ email, password: "un-mot-de-passe-long" }, {}), company });
    return { authorization: `Bearer ${(await res.json()).token as string}` };
  }
  const refund = (orderId: number, amount: unknown, auth: Record<string, string>, company = SPA) => server.api(`/api/booking-orders/${orderId}/refund`, { ...post({ amount }, auth, "en"), company });

  it("half refunded: the points of that half go (the bonus stays); the rest refunded: all of them; never more than is left", async () => {
    const editor = await companyUser(SPA, `refunds-${Date.now()}@lumiere.example`);
    const me = await customerWith(0);
    const db = server.database.db;
    const [californien, camille] = [await serviceId(db, SPA, "massage-californien"), await employeeId(db, SPA, "Camille")];
    const start = wallTime(nextWeekday("wednesday", 21), "16:00");
    const booked = await server.api("/api/appointments", { method: "POST", body: JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [californien], start: start.toISOString(), employeeId: camille } }), headers: { "content-type": "application/json", ...me.auth } });
    const { order } = await booked.json();
    await server.sweep(new Date(new Date(order.end).getTime() + 16 * 60_000));
    const balance = async () => (await (await server.api("/api/loyalty/current", { headers: me.auth })).json()).card.balance;
    expect(await balance()).toBe(79 + 10);

    // 39,50 € given back at the shop: the order keeps 39 points of what it still paid, and its bonus
    const half = await refund(order.id, 3950, editor);
    expect(half.status).toBe(200);
    expect(await half.json()).toEqual({ status: "succeeded", refunded: 3950 });
    expect(await balance()).toBe(39 + 10);
    const too = await refund(order.id, 3951, editor);
    expect(too.status).toBe(400);
    expect((await too.json()).error).toMatchObject({ code: "refund_too_large", fields: { amount: "at most 3950" }, message: "This amount is more than is left to refund on this booking." });
    expect((await refund(order.id, 3950, editor)).status).toBe(200);
    expect(await balance()).toBe(0);
    const { card } = await (await server.api("/api/loyalty/current", { headers: me.auth })).json();
    // (the sweep's time is injected, later than the refunds' real one: compared in no order)
    expect(card.history.map((h: { type: string; points: number }) => `${h.type} ${h.points}`).sort()).toEqual(["earn 89", "take_back 40", "take_back 49"]);
  });

  it("is the business's: a customer's session is no one here, another business's order is unknown, bad amounts are named", async () => {
    const editor = await companyUser(SPA, `refunds-b-${Date.now()}@lumiere.example`);
    const soloEditor = await companyUser(SOLO, `refunds-c-${Date.now()}@clara.example`);
    const me = await customerWith(0);
    const db = server.database.db;
    const start = wallTime(nextWeekday("saturday"), "11:00");
    const booked = await server.api("/api/appointments", { method: "POST", body: JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [await serviceId(db, SPA, "massage-californien")], start: start.toISOString() } }), headers: { "content-type": "application/json", ...me.auth } });
    const { order } = await booked.json();
    expect((await refund(order.id, 100, me.auth)).status).toBe(401);
    expect((await refund(order.id, 100, soloEditor, SOLO)).status).toBe(404);
    for (const amount of [0, -5, 1.5, "abc", 1e12]) {
      const res = await refund(order.id, amount, editor);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toHaveProperty("amount");
    }
    expect((await db.select().from(bookingOrders).where(eq(bookingOrders.id, order.id)))[0]!.refunded).toBe(0);
  });
});

describe("points that expire (the sweep)", () => {
  it("a card quiet for the business's months loses its balance in one 'expire' entry; a card that spent since keeps it", async () => {
    const company = (await server.companies.byTokenOrNull(SPA))!;
    const settings = structuredClone(company.settings) as Record<string, any>;
    settings.booker.loyalty = { ...settings.booker.loyalty, expiryMonthsWithoutActivity: 6 };
    expect((await server.companies.updateSettings(company.id, settings)).ok).toBe(true);
    try {
      const owner = (me: Awaited<ReturnType<typeof signedInCustomer>>) => ({ companyId: me.customer.companyId, customerId: me.customer.id });
      const quiet = await signedInCustomer(server.database.db, SPA);
      await earnPoints({ db: server.database.db, ...owner(quiet) }, 120, new Date("2026-01-10T10:00:00Z"), 7);
      const active = await signedInCustomer(server.database.db, SPA);
      await earnPoints({ db: server.database.db, ...owner(active) }, 300, new Date("2026-01-10T10:00:00Z"), 8);

      // the active customer exchanges points (now): their six months start again from it
      const exchanged = await (await server.api("/api/loyalty/exchange", post({ palierId: "soin-offert" }, active.auth))).json();
      expect(exchanged.card.expiresAt).not.toBeNull();
      const { card: quietCard } = await (await server.api("/api/loyalty/current", { headers: quiet.auth })).json();
      // six months in Paris: 11:00 in winter is 11:00 in summer, 09:00 UTC
      expect(quietCard.expiresAt).toBe("2026-07-10T09:00:00.000Z");

      expect((await server.sweep(new Date("2026-07-10T08:59:00Z"))).cardsExpired).toBe(0);
      expect((await server.sweep(new Date("2026-07-10T09:01:00Z"))).cardsExpired).toBe(1);
      expect((await server.sweep(new Date("2026-07-11T10:00:00Z"))).cardsExpired).toBe(0);
      const { card } = await (await server.api("/api/loyalty/current", { headers: quiet.auth })).json();
      expect(card.balance).toBe(0);
      expect(card.history[0]).toEqual({ type: "expire", points: 120, at: "2026-07-10T09:00:00.000Z", tierId: null, orderId: null });
      const { card: kept } = await (await server.api("/api/loyalty/current", { headers: active.auth })).json();
      expect(kept.balance).toBe(200);
    } finally {
      settings.booker.loyalty = { ...settings.booker.loyalty, expiryMonthsWithoutActivity: null };
      await server.companies.updateSettings(company.id, settings);
    }
  });
});
