// The checkout at the counter (decision 277): the desk takes what is left on a booking — a loyalty
// reward, a gift voucher, cash, the card terminal — until its balance is zero, marks it done and
// the points follow on the money taken; a no-show earns nothing. Refusals name the field and
// change nothing; a voucher spent at the counter by several desks at once never goes below zero
// nor pays twice. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { generateVoucherCode } from "../../../domain/gift-voucher";
import { companyId, employeeId, serviceId, shopId, signedInCustomer } from "../../booking/test-support";
import { appointments, bookingOrders, counterPayments, giftVouchers, loyaltyCards, loyaltyLedger, loyaltyRewards, voucherSpends } from "../../db/schema";
import { awardHonouredBookings } from "../../loyalty/earning";
import { SOLO } from "../../testing";
import { ownBusiness } from "../../test-business";
import { useTestServer } from "../../use-test-server";
import { asUser, companyUser } from "../provider-test-support";

const server = useTestServer();
const db = () => server.database.db;

/** A business of its own, its Paris shop, its massage (79 €) and Camille, a manager of Paris and a customer. */
async function desk() {
  const token = await ownBusiness(db());
  const company = await companyId(db(), token);
  const paris = await shopId(db(), token, "ab-1001");
  const lyon = await shopId(db(), token, "ab-1002");
  return { token, company, paris, lyon, service: await serviceId(db(), token, "massage-californien"), camille: await employeeId(db(), token, "Camille"), manager: await companyUser(server, token, "manager", [paris]) };
}
type Desk = Awaited<ReturnType<typeof desk>>;

let hour = 0;
/** A booking to pay at the shop (79 €), at its own far-off hour, ended an hour later. */
async function booking(d: Desk, customerId?: number) {
  const customer = customerId ?? (await signedInCustomer(db(), d.token)).customer.id;
  const start = new Date(Date.UTC(2031, 5, 2, 7 + (hour++ % 10)));
  const [order] = await db().insert(bookingOrders).values({ companyId: d.company, customerId: customer, shopId: d.paris, amount: 7900, source: "phone" }).returning();
  await db().insert(appointments).values({ companyId: d.company, orderId: order!.id, customerId: customer, shopId: d.paris, articleId: d.service, employeeId: d.camille, startAt: start, endAt: new Date(start.getTime() + 3_600_000), price: 7900 });
  return { orderId: order!.id, customerId: customer };
}

async function voucher(d: Desk, value = 5000) {
  const [row] = await db().insert(giftVouchers).values({ companyId: d.company, code: generateVoucherCode((n) => randomBytes(n)), kind: "amount", value, balance: value, validUntil: "2099-12-31", deliverOn: "2026-11-01" }).returning();
  return row!;
}
const balanceOf = async (voucherId: number) => (await db().select().from(giftVouchers).where(eq(giftVouchers.id, voucherId)))[0]!.balance;
const checkout = (d: Desk, orderId: number, body: unknown, who: { token: string; company: string } = d.manager) => asUser(server, who, "POST", `/api/agenda/bookings/${orderId}/checkout`, body);
const details = async (d: Desk, orderId: number) => (await (await asUser(server, d.manager, "GET", `/api/agenda/bookings/${orderId}`)).json()).booking;
const pointsOf = async (customerId: number) => (await db().select().from(loyaltyCards).where(eq(loyaltyCards.customerId, customerId)))[0]?.balance ?? 0;

describe("the checkout at the counter", () => {
  it("takes a voucher and cash to a zero balance, marks the booking done, and the points follow on the cash", async () => {
    const d = await desk();
    const { orderId, customerId } = await booking(d);
    const v = await voucher(d);
    expect(await details(d, orderId)).toMatchObject({ state: "at_shop", checkout: { attendance: null, balance: 7900, vouchersPaid: 0, payments: [], rewards: [] } });

    const arrived = await asUser(server, d.manager, "POST", `/api/agenda/bookings/${orderId}/attendance`, { attendance: "arrived" });
    expect(arrived.status).toBe(200);
    expect((await arrived.json()).checkout).toMatchObject({ attendance: "arrived", balance: 7900 });

    const res = await checkout(d, orderId, { voucher: { code: v.code.toLowerCase() }, payments: [{ method: "cash", amount: 2900 }], done: true });
    expect(res.status, await res.clone().text()).toBe(200);
    const body = (await res.json()).checkout;
    expect(body).toMatchObject({ id: orderId, attendance: "done", balance: 0, vouchersPaid: 5000 });
    expect(body.payments.map((p: { method: string; amount: number; voucher: string | null }) => [p.method, p.amount, p.voucher])).toEqual([
      ["voucher", 5000, `•••• ${v.code.slice(-4)}`],
      ["cash", 2900, null],
    ]);
    expect(await balanceOf(v.id)).toBe(0);
    // 1 point per euro of the 29 € cash, and the programme's 10-point bonus; never on the voucher
    expect(await pointsOf(customerId)).toBe(39);
    expect((await db().select().from(bookingOrders).where(eq(bookingOrders.id, orderId)))[0]!.loyaltyAwardedAt).not.toBeNull();
    // the agenda's card says it
    const agenda = await (await asUser(server, d.manager, "GET", `/api/agenda?shopId=${d.paris}&date=2031-06-02`)).json();
    // …and reads paid, as the panel does: the counter's payments count, not only the card's
    expect(agenda.agenda.bookings.find((b: { orderId: number }) => b.orderId === orderId)).toMatchObject({ attendance: "done", state: "paid" });
    expect((await details(d, orderId)).state).toBe("paid");
    // closed: nothing more taken, the sweep awards nothing twice
    const again = await checkout(d, orderId, { payments: [{ method: "cash", amount: 100 }] });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("order_closed");
    await awardHonouredBookings(db(), server.companies, new Date("2031-07-01T00:00:00Z"));
    expect(await pointsOf(customerId)).toBe(39);
    // nor is it cancelled from the agenda: the counter's money would not come back
    const cancel = await asUser(server, d.manager, "POST", `/api/agenda/bookings/${orderId}/cancel`, { refund: "none" });
    expect(cancel.status).toBe(409);
    expect((await cancel.json()).error.code).toBe("order_closed");
  });

  it("takes a loyalty reward and the card terminal; a reward pays once", async () => {
    const d = await desk();
    const { orderId, customerId } = await booking(d);
    const [card] = await db().insert(loyaltyCards).values({ companyId: d.company, customerId, balance: 0 }).returning();
    const [ledger] = await db().insert(loyaltyLedger).values({ companyId: d.company, cardId: card!.id, type: "spend", points: 100, at: new Date(), tierId: "bon-5" }).returning();
    const [reward] = await db().insert(loyaltyRewards).values({ companyId: d.company, cardId: card!.id, ledgerId: ledger!.id, tierId: "bon-5", reward: { type: "amount", amount: 500 } }).returning();
    expect((await details(d, orderId)).checkout.rewards).toEqual([{ id: reward!.id, reward: { type: "amount", amount: 500 } }]);

    // part taken first: the booking reads part paid, on the panel and on the agenda's card
    const part = await checkout(d, orderId, { rewardId: reward!.id, payments: [{ method: "cash", amount: 1000 }] });
    expect(part.status, await part.clone().text()).toBe(200);
    expect((await part.json()).checkout).toMatchObject({ balance: 6400 });
    expect((await details(d, orderId)).state).toBe("part_paid");
    const stateOnAgenda = async () => (await (await asUser(server, d.manager, "GET", `/api/agenda?shopId=${d.paris}&date=2031-06-02`)).json()).agenda.bookings.find((b: { orderId: number }) => b.orderId === orderId).state;
    expect(await stateOnAgenda()).toBe("part_paid");

    const res = await checkout(d, orderId, { payments: [{ method: "card_terminal", amount: 6400 }] });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await res.json()).checkout).toMatchObject({
      balance: 0,
      attendance: "arrived",
      rewards: [],
      payments: [
        { method: "loyalty", amount: 500 },
        { method: "cash", amount: 1000 },
        { method: "card_terminal", amount: 6400 },
      ],
    });
    expect(await stateOnAgenda()).toBe("paid");
    const other = await booking(d, customerId);
    const twice = await checkout(d, other.orderId, { rewardId: reward!.id });
    expect(twice.status).toBe(404);
    expect((await twice.json()).error.fields).toEqual({ rewardId: "unknown" });
    // done with nothing left: the points of the 74 € taken in cash and at the terminal, and the bonus
    const done = await asUser(server, d.manager, "POST", `/api/agenda/bookings/${orderId}/attendance`, { attendance: "done" });
    expect((await done.json()).checkout).toMatchObject({ attendance: "done", balance: 0 });
    expect(await pointsOf(customerId)).toBe(84);
  });

  it("refuses, naming the field and changing nothing: more than due, done while due, a wrong voucher, another shop, another business", async () => {
    const d = await desk();
    const { orderId } = await booking(d);
    const v = await voucher(d);
    const rows = async () => [await db().select().from(counterPayments).where(eq(counterPayments.orderId, orderId)), await balanceOf(v.id)];
    const before = await rows();
    const tooMuch = await checkout(d, orderId, { voucher: { code: v.code }, payments: [{ method: "cash", amount: 3000 }] });
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json()).error).toMatchObject({ code: "more_than_due", fields: { "payments.0.amount": "more_than_due" } });
    const due = await checkout(d, orderId, { payments: [{ method: "cash", amount: 1000 }], done: true });
    expect(due.status).toBe(409);
    expect((await due.json()).error).toMatchObject({ code: "balance_due", fields: { done: "balance_due" } });
    const unknown = await checkout(d, orderId, { voucher: { code: generateVoucherCode((n) => randomBytes(n)) } });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.fields).toEqual({ "voucher.code": "unknown" });
    for (const bad of [{ payments: [{ method: "cheque", amount: 100 }] }, { payments: [{ method: "cash", amount: 0 }] }, { payments: [{ method: "cash", amount: 10.5 }] }, {}]) {
      const r = await checkout(d, orderId, bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys((await r.json()).error.fields ?? {})[0]).toMatch(/^payments/);
    }
    const lyon = await companyUser(server, d.token, "manager", [d.lyon]);
    expect((await checkout(d, orderId, { payments: [{ method: "cash", amount: 100 }] }, lyon)).status).toBe(403);
    const staff = await companyUser(server, d.token, "staff", [d.paris], d.camille);
    expect((await checkout(d, orderId, { payments: [{ method: "cash", amount: 100 }] }, staff)).status).toBe(403);
    const solo = await companyUser(server, SOLO, "owner");
    expect((await checkout(d, orderId, { payments: [{ method: "cash", amount: 100 }] }, solo)).status).toBe(404);
    expect(await rows()).toEqual(before);
  });

  it("marks a no-show, which earns nothing and takes nothing", async () => {
    const d = await desk();
    const { orderId, customerId } = await booking(d);
    const res = await asUser(server, d.manager, "POST", `/api/agenda/bookings/${orderId}/attendance`, { attendance: "no_show" });
    expect((await res.json()).checkout).toMatchObject({ attendance: "no_show", balance: 7900 });
    expect((await checkout(d, orderId, { payments: [{ method: "cash", amount: 100 }] })).status).toBe(409);
    await awardHonouredBookings(db(), server.companies, new Date("2031-07-01T00:00:00Z"));
    expect(await pointsOf(customerId)).toBe(0);
    expect((await db().select().from(bookingOrders).where(eq(bookingOrders.id, orderId)))[0]!.loyaltyAwardedAt).not.toBeNull();
  });

  it("lets a staff member mark the customers of their own column, never a colleague's, and take no money", async () => {
    const d = await desk();
    const ines = await employeeId(db(), d.token, "Inès");
    const own = await booking(d);
    const colleague = await booking(d);
    await db().update(appointments).set({ employeeId: ines }).where(eq(appointments.orderId, colleague.orderId));
    const staff = await companyUser(server, d.token, "staff", [d.paris], d.camille);
    const mark = (orderId: number, attendance: string, who: { token: string; company: string } = staff) => asUser(server, who, "POST", `/api/agenda/bookings/${orderId}/attendance`, { attendance });
    const attendanceOf = async (orderId: number) => (await db().select().from(bookingOrders).where(eq(bookingOrders.id, orderId)))[0]!.attendance;

    const arrived = await mark(own.orderId, "arrived");
    expect(arrived.status, await arrived.clone().text()).toBe(200);
    expect((await arrived.json()).checkout).toMatchObject({ attendance: "arrived", balance: 7900 });
    // done is refused while the customer owes something; the desk takes the money, then staff close it
    const early = await mark(own.orderId, "done");
    expect(early.status).toBe(409);
    expect((await early.json()).error.code).toBe("balance_due");
    expect((await checkout(d, own.orderId, { payments: [{ method: "cash", amount: 7900 }] }, staff)).status).toBe(403);
    expect((await checkout(d, own.orderId, { payments: [{ method: "cash", amount: 7900 }] })).status).toBe(200);
    expect((await (await mark(own.orderId, "done")).json()).checkout).toMatchObject({ attendance: "done", balance: 0 });

    // a colleague's booking at the same shop: refused, nothing written
    const refused = await mark(colleague.orderId, "arrived");
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("forbidden");
    expect(await attendanceOf(colleague.orderId)).toBeNull();
    // a staff account linked to no one marks no one; Inès's own account marks hers
    const unlinked = await companyUser(server, d.token, "staff", [d.paris]);
    expect((await mark(colleague.orderId, "no_show", unlinked)).status).toBe(403);
    const inesUser = await companyUser(server, d.token, "staff", [d.paris], ines);
    expect((await mark(colleague.orderId, "no_show", inesUser)).status).toBe(200);
    expect(await attendanceOf(colleague.orderId)).toBe("no_show");
    // their column at another business: not found
    const solo = await companyUser(server, SOLO, "staff");
    expect((await mark(own.orderId, "arrived", solo)).status).toBe(404);
  });

  it("never goes below zero, never pays twice: one 80 € voucher spent at the counter by 8 desks at once, twice on one order", async () => {
    const d = await desk();
    const v = await voucher(d, 8000);
    const orders = await Promise.all(Array.from({ length: 8 }, () => booking(d)));
    const answers = await Promise.all([...orders, orders[0]!].map((o) => checkout(d, o.orderId, { voucher: { code: v.code } })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409 || s === 400)).toBe(true);
    const spends = await db().select().from(voucherSpends).where(eq(voucherSpends.voucherId, v.id));
    const balance = await balanceOf(v.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(spends.reduce((sum, s) => sum + s.amount, 0) + balance).toBe(8000);
    // one spend per order at most, each matched by its counter payment
    expect(new Set(spends.map((s) => s.bookingOrderId)).size).toBe(spends.length);
    const taken = await db().select().from(counterPayments).where(eq(counterPayments.voucherId, v.id));
    expect(taken.map((t) => [t.orderId, t.amount]).sort()).toEqual(spends.map((s) => [s.bookingOrderId, s.amount]).sort());
    expect(statuses.filter((s) => s === 200)).toHaveLength(spends.length);
  });
});
