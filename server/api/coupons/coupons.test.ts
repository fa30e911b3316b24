import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingOrders, couponUses, coupons, loyaltyRewards } from "../../db/schema";
import { companyId, nextWeekday, serviceId, signedInCustomer, wallTime } from "../../booking/test-support";
import { earnPoints } from "../../loyalty/cards";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";

const server = useTestServer();
const json = (body: unknown, headers: Record<string, string> = {}, lang = "fr") => ({ method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", curlang: lang, ...headers } });
type Me = Awaited<ReturnType<typeof signedInCustomer>>;

let spa: number;
let californien: number;
let n = 0;

/** A coupon of the spa, as the business would set it up; a unique code per test. */
async function coupon(fields: Partial<typeof coupons.$inferInsert> & { code: string }, company = SPA) {
  n += 1;
  const code = `${fields.code}${n}`;
  const [row] = await server.database.db
    .insert(coupons)
    .values({ reductionType: "percentage", amount: 15, ...fields, code, companyId: await companyId(server.database.db, company) })
    .returning();
  return row!;
}

/** Wednesday 10:00 in Paris, `weeks` weeks after the first one two weeks from now: the massage costs its week price, 79 €. */
const wednesday = (weeks = 0, time = "10:00") => wallTime(nextWeekday("wednesday", 14 + 7 * weeks), time);
const booking = (start: Date, more: Record<string, unknown> = {}) => ({ myAppointment: { shopId: "ab-1001", services: [californien], start: start.toISOString(), employeeId: null, ...more } });

beforeAll(async () => {
  const db = server.database.db;
  spa = await companyId(db, SPA);
  californien = await serviceId(db, SPA, "massage-californien");
  const company = (await server.companies.byTokenOrNull(SPA))!;
  const settings = structuredClone(company.settings) as Record<string, any>;
  settings.booker.loyalty = { active: true, pointsPerEuro: 1, tiers: [{ id: "bon-5", threshold: 100, reward: { type: "amount", amount: 500 }, name: { fr: "5 € offerts" } }] };
  expect((await server.companies.updateSettings(company.id, settings)).ok).toBe(true);
});

describe("POST /api/coupons/apply", () => {
  it("takes the percentage off the booking's price, whatever the case and spaces of the code; nothing is written", async () => {
    const c = await coupon({ code: "PRINTEMPS", listed: true });
    const res = await server.api("/api/coupons/apply", json({ code: ` ${c.code.toLowerCase().replace("PS", "ps ")} `, booking: booking(wednesday()).myAppointment }));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.coupon).toMatchObject({ code: c.code, reductionType: "percentage", amount: 15, automatic: false, personal: false });
    // 15 % of 79 € = 11.85 €
    expect(body.discounts).toEqual({ subtotal: 7900, coupon: { code: c.code, name: {}, automatic: false, discount: 1185 }, reward: null, vouchers: [], toPay: 6715, total: 6715 });
    const [row] = await server.database.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row!.usedCount).toBe(0);
  });

  it("says why a code does not apply, naming the field, in the visitor's language", async () => {
    const start = booking(wednesday()).myAppointment;
    const tryCode = async (code: string, lang = "fr", headers: Record<string, string> = {}) => {
      const res = await server.api("/api/coupons/apply", json({ code, booking: start }, headers, lang));
      return { status: res.status, error: (await res.json()).error };
    };
    expect(await tryCode("NOPE")).toMatchObject({ status: 400, error: { code: "coupon_unknown", fields: { code: "unknown" }, message: "Ce code promo n'existe pas. Vérifiez son orthographe." } });
    const expired = await coupon({ code: "ETE", validUntil: "2020-08-31" });
    expect(await tryCode(expired.code, "en")).toMatchObject({ status: 400, error: { code: "coupon_expired", message: "This promo code has expired." } });
    const big = await coupon({ code: "GRAND", reductionType: "amount", amount: 2000, minimumOrder: 15000 });
    expect(await tryCode(big.code)).toMatchObject({ status: 400, error: { code: "coupon_below_minimum", fields: { code: "15000" } } });
    const products = await coupon({ code: "BOUTIQUE", scope: "products" });
    expect(await tryCode(products.code)).toMatchObject({ status: 400, error: { code: "coupon_no_eligible_line" } });
    const off = await coupon({ code: "ANCIEN", active: false });
    expect(await tryCode(off.code)).toMatchObject({ status: 400, error: { code: "coupon_inactive" } });
    const once = await coupon({ code: "UNEFOIS", usageLimitPerCustomer: 1 });
    expect(await tryCode(once.code)).toMatchObject({ status: 400, error: { code: "coupon_sign_in_needed" } });
    // another business's code is unknown here; so is another customer's personal coupon
    const solo = await coupon({ code: "SOLO" }, SOLO);
    expect(await tryCode(solo.code)).toMatchObject({ status: 400, error: { code: "coupon_unknown" } });
    const someone = await signedInCustomer(server.database.db, SPA);
    const personal = await coupon({ code: "MERCI", customerId: someone.customer.id });
    const me = await signedInCustomer(server.database.db, SPA);
    expect(await tryCode(personal.code, "fr", me.auth)).toMatchObject({ status: 400, error: { code: "coupon_unknown" } });
    expect((await tryCode(personal.code, "fr", someone.auth)).status).toBe(200);
    // bad input: the field is named, never a 500
    for (const code of ["", "<script>", "x".repeat(41)]) expect(await tryCode(code)).toMatchObject({ status: 400, error: { fields: { code: expect.any(String) } } });
  });
});

describe("GET /api/coupons", () => {
  it("lists the listed coupons usable now and the customer's own, plus the automatic coupon; a guest sees no one's personal coupon", async () => {
    const listed = await coupon({ code: "LISTE", listed: true, name: { fr: "15 % sur les massages" } });
    const secret = await coupon({ code: "SECRET" });
    const me = await signedInCustomer(server.database.db, SPA);
    const mine = await coupon({ code: "ANNIV", customerId: me.customer.id, reductionType: "amount", amount: 1000 });
    const later = await coupon({ code: "NOEL", listed: true, validFrom: "2099-12-01" });
    const guest = await (await server.api("/api/coupons")).json();
    const codes = (list: { code: string }[]) => list.map((c) => c.code);
    expect(codes(guest.coupons)).toContain(listed.code);
    expect(codes(guest.coupons)).not.toContain(secret.code);
    expect(codes(guest.coupons)).not.toContain(mine.code);
    expect(codes(guest.coupons)).not.toContain(later.code);
    const signed = await (await server.api("/api/coupons", { headers: me.auth })).json();
    expect(signed.coupons.find((c: { code: string }) => c.code === mine.code)).toMatchObject({ personal: true, reductionType: "amount", amount: 1000 });
    expect((await (await server.api("/api/coupons", { company: SOLO })).json()).coupons).toEqual([]);
  });
});

describe("a coupon on a booking", () => {
  async function book(me: Me, start: Date, more: Record<string, unknown> = {}) {
    const res = await server.api("/api/appointments", json(booking(start, more), me.auth));
    return { status: res.status, body: await res.json() };
  }

  it("books at the discounted price, keeps the code on the order, and a once-per-customer code is refused the second time with nothing written", async () => {
    const c = await coupon({ code: "BIENVENUE", usageLimitPerCustomer: 1 });
    const me = await signedInCustomer(server.database.db, SPA);
    const first = await book(me, wednesday(1), { couponCode: c.code.toLowerCase() });
    expect(first.status).toBe(201);
    expect(first.body.order).toMatchObject({ amount: 6715, discounts: { coupon: { code: c.code, discount: 1185 }, reward: 0 } });
    const again = await book(me, wednesday(1, "14:00"), { couponCode: c.code });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: "coupon_already_used", fields: { "myAppointment.couponCode": expect.any(String) } });
    expect(await server.database.db.$count(bookingOrders, eq(bookingOrders.customerId, me.customer.id))).toBe(1);

    // cancelled, the order gives its coupon back: it can be used again
    const cancel = await server.api(`/api/appointments?orderId=${first.body.order.id}`, { method: "DELETE", headers: me.auth });
    expect(cancel.status).toBe(200);
    expect((await book(me, wednesday(1, "14:00"), { couponCode: c.code })).status).toBe(201);
    const [row] = await server.database.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row!.usedCount).toBe(1);
  });

  it("applies the automatic coupon without a code once its minimum is reached, and the slot check says so", async () => {
    const auto = await coupon({ code: "AUTO", automatic: true, reductionType: "amount", amount: 1000, minimumOrder: 7000, validUntil: "2099-01-01" });
    const me = await signedInCustomer(server.database.db, SPA);
    const check = await (await server.api("/api/appointments/check", json(booking(wednesday(2)), me.auth))).json();
    expect(check.check).toMatchObject({ amount: 6900, discounts: { subtotal: 7900, coupon: { code: auto.code, automatic: true, discount: 1000 }, total: 6900 } });
    const typed = await coupon({ code: "PETIT", reductionType: "amount", amount: 500 });
    const beaten = await server.api("/api/coupons/apply", json({ code: typed.code, booking: booking(wednesday(2)).myAppointment }, me.auth));
    expect(beaten.status).toBe(409);
    expect((await beaten.json()).error.code).toBe("coupon_automatic_better");
    // at the booking the better one is simply taken
    const booked = await book(me, wednesday(2), { couponCode: typed.code });
    expect(booked.body.order).toMatchObject({ amount: 6900, discounts: { coupon: { code: auto.code, discount: 1000 } } });
    await server.database.db.update(coupons).set({ active: false }).where(eq(coupons.id, auto.id));
  });

  it("holds its total limit under 50 bookings at once: exactly 3 get it, 47 are refused (409) and book nothing", async () => {
    const c = await coupon({ code: "FLASH", reductionType: "amount", amount: 1000, usageLimitTotal: 3 });
    const people = await Promise.all(Array.from({ length: 50 }, () => signedInCustomer(server.database.db, SPA)));
    const times = ["10:00", "11:30", "13:00", "14:30", "16:00"];
    const answers = await Promise.all(people.map((me, i) => book(me, wednesday(3 + Math.floor(i / 5), times[i % 5]), { couponCode: c.code })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(47);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error.code === "coupon_used_up")).toBe(true);
    const [row] = await server.database.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row!.usedCount).toBe(3);
    expect(await server.database.db.$count(couponUses, eq(couponUses.couponId, c.id))).toBe(3);
    const ids = people.map((p) => p.customer.id);
    const orders = (await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.companyId, spa))).filter((o) => ids.includes(o.customerId));
    expect(orders).toHaveLength(3);
    expect(orders.every((o) => o.amount === 6900 && o.couponCode === c.code)).toBe(true);
  });
});

describe("a loyalty reward on a booking", () => {
  async function rewardFor(me: Me) {
    await earnPoints({ db: server.database.db, companyId: spa, customerId: me.customer.id }, 100, new Date(), null);
    const res = await server.api("/api/loyalty/exchange", json({ palierId: "bon-5" }, me.auth));
    return (await res.json()).reward.id as number;
  }

  it("takes the reward's amount off, marks it used on the order, refuses it a second time and gives it back when the order is cancelled", async () => {
    const me = await signedInCustomer(server.database.db, SPA);
    const rewardId = await rewardFor(me);
    const check = await (await server.api("/api/appointments/check", json(booking(wednesday(14), { rewardId }), me.auth))).json();
    expect(check.check.discounts).toMatchObject({ reward: { id: rewardId, discount: 500 }, total: 7400 });
    const res = await server.api("/api/appointments", json(booking(wednesday(14), { rewardId }), me.auth));
    expect(res.status).toBe(201);
    const { order } = await res.json();
    expect(order).toMatchObject({ amount: 7400, discounts: { reward: 500 } });
    const [used] = await server.database.db.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, rewardId));
    expect(used).toMatchObject({ orderId: order.id });
    expect(used!.usedAt).not.toBeNull();
    const twice = await server.api("/api/appointments", json(booking(wednesday(14, "15:00"), { rewardId }), me.auth));
    expect(twice.status).toBe(409);
    expect((await twice.json()).error).toMatchObject({ code: "reward_used", fields: { "myAppointment.rewardId": "used" } });

    await server.api(`/api/appointments?orderId=${order.id}`, { method: "DELETE", headers: me.auth });
    const [back] = await server.database.db.select().from(loyaltyRewards).where(eq(loyaltyRewards.id, rewardId));
    expect(back!.usedAt).toBeNull();
  });

  it("is the customer's own: another customer's reward is unknown (404), and two bookings at once spend it once", async () => {
    const me = await signedInCustomer(server.database.db, SPA);
    const rewardId = await rewardFor(me);
    const other = await signedInCustomer(server.database.db, SPA);
    const theirs = await server.api("/api/appointments", json(booking(wednesday(15), { rewardId }), other.auth));
    expect(theirs.status).toBe(404);
    expect((await theirs.json()).error).toMatchObject({ code: "reward_unknown", fields: { "myAppointment.rewardId": "unknown" } });
    const both = await Promise.all(["10:00", "14:00"].map((t) => server.api("/api/appointments", json(booking(wednesday(15, t), { rewardId }), me.auth))));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await server.database.db.select().from(loyaltyRewards).where(and(eq(loyaltyRewards.id, rewardId)));
    expect(rows[0]!.usedAt).not.toBeNull();
  });
});
