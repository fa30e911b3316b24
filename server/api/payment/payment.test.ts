// Bookings paid online, end to end through the API against the local Stripe fake (the official
// SDK pointed at it; its webhooks signed as Stripe signs them and delivered to our callback).
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { openHostedPage, submitCard, cancelOnHostedPage } from "../../fakes/browser";
import { companyId, employeeId, nextWeekday, serviceId, setBookingPayment, signedInCustomer, wallTime } from "../../booking/test-support";
import { releaseExpiredHolds } from "../../booking/holds";
import { appointments, bookingOrders, companies, coupons, giftVouchers, outbox, paymentRefunds, payments, trackedCarts } from "../../db/schema";
import { randomBytes } from "node:crypto";
import { generateVoucherCode } from "../../../domain/gift-voucher";
import { SPA } from "../../testing";
import { formatMoney } from "../../../domain/money";
import { useStripeTestServer } from "./stripe-test-server";

const { server, stripe, keys } = useStripeTestServer();

let californien: number;
let camille: number;
let spaId: number;

/** Sets the spa's online payment: Stripe, the demo keys, and the given deposit and cut-off. */
async function paymentSettings(payment: Record<string, unknown>) {
  expect(await setBookingPayment(server, spaId, { provider: "stripe", keys, active: true, rule: payment })).toBe(true);
}

beforeAll(async () => {
  const db = server.database.db;
  californien = await serviceId(db, SPA, "massage-californien");
  camille = await employeeId(db, SPA, "Camille");
  spaId = await companyId(db, SPA);
  await paymentSettings({ deposit: { rule: { type: "percentage", percent: 30 } } });
});


const json = (body: unknown, auth: Record<string, string>) => ({ method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", ...auth } });
let slotIndex = 0;
/** A fresh slot each time: 10:00, 12:00, 14:00, 16:00 (a massage and its pause take 75 minutes) on Tuesdays from three weeks on. */
function nextSlot() {
  const week = Math.floor(slotIndex / 4);
  const day = nextWeekday("tuesday", 21 + week * 7);
  const start = wallTime(day, `${String(10 + (slotIndex % 4) * 2).padStart(2, "0")}:00`);
  slotIndex += 1;
  return start;
}
const booking = (start: Date, more: Record<string, unknown> = {}) => ({ myAppointment: { shopId: "ab-1001", services: [californien], start: start.toISOString(), employeeId: camille }, ...more });

async function initialize(auth: Record<string, string>, start: Date, more: Record<string, unknown> = {}) {
  return server.api("/api/payment/initialize", json(booking(start, more), auth));
}

async function orderRow(id: number) {
  const [order] = await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.id, id));
  return order!;
}
async function appointmentsOf(orderId: number) {
  return server.database.db.select().from(appointments).where(eq(appointments.orderId, orderId));
}
async function mailsTo(email: string) {
  return server.database.db.select().from(outbox).where(eq(outbox.recipient, email));
}

/** Initialize, then pay on Stripe's page with `card`; returns the order id and the address Stripe sent the browser back to. */
async function payWith(card: string, start = nextSlot()) {
  const customer = await signedInCustomer(server.database.db, SPA);
  const res = await initialize(customer.auth, start);
  expect(res.status).toBe(201);
  const started = await res.json();
  const page = await openHostedPage(started.result.browser);
  const back = await submitCard(page, card);
  return { customer, started, page, back, orderId: started.cartId as number, start };
}

describe("a booking paid online with a 30 % deposit", () => {
  it("holds the slot, takes the deposit on Stripe's page, and confirms from the webhook; the return says paid", async () => {
    const db = server.database.db;
    const customer = await signedInCustomer(db, SPA);
    const [cart] = await db.insert(trackedCarts).values({ companyId: spaId, customerId: customer.customer.id, type: "booking", shopId: "ab-1001", items: [{ id: californien }] }).returning();
    const start = nextSlot();
    const res = await initialize(customer.auth, start, { prices: { cardNow: 2370 } });
    expect(res.status).toBe(201);
    const started = await res.json();
    // Tuesday: the week price 79 €, 30 % now, the rest at the shop
    expect(started.prices).toEqual({ total: 7900, deposit: 2370, cardNow: 2370, dueAtShop: 5530, currency: "EUR" });
    expect(started.result.token).toMatch(/^cs_test_/);
    expect(started.result.browser.kind).toBe("redirect");
    expect(started.order.status).toBe("pending");
    expect((await appointmentsOf(started.cartId)).map((a) => a.status)).toEqual(["held"]);

    // The slot is no longer offered to anyone while it is held.
    const day = start.toISOString().slice(0, 10);
    const avail = await (await server.api(`/api/appointments?shopid=ab-1001&serviceid=${californien}&start=${day}&end=${day}`)).json();
    const slot = avail.appointments.data[0].slots.find((s: { start: string }) => s.start === start.toISOString());
    expect(slot?.free.employees ?? []).not.toContain(String(camille));

    // The card pays; Stripe's webhook confirms before the browser is back.
    await db.update(bookingOrders).set({ cartId: cart!.id }).where(eq(bookingOrders.id, started.cartId));
    const page = await openHostedPage(started.result.browser);
    expect(page.html).toContain("€23.70");
    const back = await submitCard(page, "4242 4242 4242 4242");
    expect(stripe.fake.controls.outbox.delivered.at(-1)?.status).toBe(200);
    const order = await orderRow(started.cartId);
    expect(order).toMatchObject({ status: "confirmed", paidOnline: 2370, refunded: 0 });
    expect((await appointmentsOf(started.cartId)).map((a) => a.status)).toEqual(["active"]);
    const [tracked] = await db.select().from(trackedCarts).where(eq(trackedCarts.id, cart!.id));
    expect(tracked).toMatchObject({ status: "success", transactionId: started.result.token });

    const returned = await server.api("/api/payment/pay", json({ cartId: started.cartId, returnUrl: back.returned!.url }, customer.auth));
    expect(returned.status).toBe(200);
    const body = await returned.json();
    expect(body.outcome).toBe("paid");
    expect(body.order.payment).toMatchObject({ total: 7900, deposit: 2370, paid: 2370, refunded: 0, dueAtShop: 5530 });
    expect(body.order.reference).toMatch(/^[A-Z0-9]{6}$/);

    // One confirmation mail with its calendar file.
    const mails = await mailsTo(customer.customer.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.attachments[0]!.filename).toMatch(/\.ics$/);
    expect(mails[0]!.text).toContain("Réglé en ligne\u00a0: 23,70\u00a0€.");
    expect(mails[0]!.text).toContain("Reste à régler sur place\u00a0: 55,30\u00a0€.");
  });

  it("a webhook replayed 10 times and delivered out of order gives one paid order, one payment, one mail", async () => {
    const db = server.database.db;
    const customer = await signedInCustomer(db, SPA);
    const res = await initialize(customer.auth, nextSlot());
    const started = await res.json();
    const page = await openHostedPage(started.result.browser);
    stripe.fake.controls.outbox.hold();
    await submitCard(page, "4000 0000 0000 9995"); // declined…
    await submitCard(page, "4242 4242 4242 4242"); // …then paid
    await stripe.fake.controls.outbox.flush({ reverse: true }); // 'paid' arrives before the failure
    await stripe.fake.controls.outbox.replayLast(10);
    expect(stripe.fake.controls.outbox.delivered.slice(-12).every((d) => d.status === 200)).toBe(true);
    expect(await orderRow(started.cartId)).toMatchObject({ status: "confirmed", paidOnline: started.prices.cardNow });
    const rows = await db.select().from(payments).where(eq(payments.orderId, started.cartId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "paid", captured: started.prices.cardNow });
    expect(await mailsTo(customer.customer.email!)).toHaveLength(1);
  });

  it("a webhook with a bad signature is answered 400 and changes nothing", async () => {
    stripe.fake.controls.signWithWrongKey = true;
    try {
      const { orderId } = await payWith("4242 4242 4242 4242");
      expect(stripe.fake.controls.outbox.delivered.at(-1)?.status).toBe(400);
      expect(JSON.parse(stripe.fake.controls.outbox.delivered.at(-1)!.body).error.code).toBe("invalid_signature");
      expect(await orderRow(orderId)).toMatchObject({ status: "pending", paidOnline: 0 });
      expect((await appointmentsOf(orderId)).map((a) => a.status)).toEqual(["held"]);
    } finally {
      stripe.fake.controls.signWithWrongKey = false;
    }
  });

  it("a payment in progress: a post-back, another customer's return or cancel, or none without a session, changes nothing; Stripe's page stays payable", async () => {
    const customer = await signedInCustomer(server.database.db, SPA);
    const stranger = await signedInCustomer(server.database.db, SPA);
    const started = await (await initialize(customer.auth, nextSlot())).json();
    const page = await openHostedPage(started.result.browser);
    const back = await cancelOnHostedPage(page);
    const posted = await server.api("/api/payment/post-back", json({ cartId: started.cartId, body: "x=1" }, {}));
    expect(posted.status).toBe(400);
    for (const abandon of [false, true]) {
      expect((await server.api("/api/payment/pay", json({ cartId: started.cartId, returnUrl: back.returned!.url, abandon }, stranger.auth))).status).toBe(404);
      expect((await server.api("/api/payment/pay", json({ cartId: started.cartId, returnUrl: back.returned!.url, abandon }, {}))).status).toBe(401);
    }
    // the owner following the failure address only reads
    expect((await (await server.api("/api/payment/pay", json({ cartId: started.cartId, returnUrl: back.returned!.url }, customer.auth))).json()).order.status).toBe("pending");
    expect(await orderRow(started.cartId)).toMatchObject({ status: "pending" });
    expect((await appointmentsOf(started.cartId)).map((a) => a.status)).toEqual(["held"]);
    // the session was not closed: the customer can still pay
    const paid = await submitCard(await openHostedPage(started.result.browser), "4242 4242 4242 4242");
    expect(paid.returned).toBeDefined();
    expect(await orderRow(started.cartId)).toMatchObject({ status: "confirmed" });
  });

  it("a declined card, then back from Stripe's page: the hold stays until its owner gives it up, then is released and the reason told", async () => {
    const customer = await signedInCustomer(server.database.db, SPA);
    const start = nextSlot();
    const started = await (await initialize(customer.auth, start)).json();
    const page = await openHostedPage(started.result.browser);
    const declined = await submitCard(page, "4000 0000 0000 0002");
    expect(declined.page?.html).toContain("Your card was declined.");
    const back = await cancelOnHostedPage(page);
    // the failure address followed only asks Stripe: the session is open, the time still held
    const read = await (await server.api("/api/payment/pay", json({ cartId: started.cartId, returnUrl: back.returned!.url }, customer.auth))).json();
    expect(read.order.status).toBe("pending");
    expect((await appointmentsOf(started.cartId)).map((a) => a.status)).toEqual(["held"]);
    const res = await server.api("/api/payment/pay", json({ cartId: started.cartId, returnUrl: back.returned!.url, abandon: true }, customer.auth));
    const body = await res.json();
    expect(body).toMatchObject({ outcome: "cancelled", message: "Your card was declined." });
    expect(body.order.status).toBe("expired");
    expect((await appointmentsOf(started.cartId)).map((a) => a.status)).toEqual(["released"]);
    // the slot is bookable again at once
    const other = await signedInCustomer(server.database.db, SPA);
    expect((await initialize(other.auth, start)).status).toBe(201);
  });
});

describe("holds", () => {
  it("a hold that runs out frees the slot: the sweep releases it and another customer books it", async () => {
    const db = server.database.db;
    const first = await signedInCustomer(db, SPA);
    const start = nextSlot();
    const started = await (await initialize(first.auth, start)).json();
    const other = await signedInCustomer(db, SPA);
    expect((await initialize(other.auth, start)).status).toBe(409);
    // eleven minutes later (default hold: 10 minutes)
    const released = await releaseExpiredHolds(db, new Date(Date.now() + 11 * 60_000));
    expect(released).toBeGreaterThanOrEqual(1);
    expect(await orderRow(started.cartId)).toMatchObject({ status: "expired" });
    expect((await initialize(other.auth, start)).status).toBe(201);

    // The first customer pays late on the still-open Stripe page: the slot is gone, so the money goes back.
    const back = await submitCard(await openHostedPage(started.result.browser), "4242 4242 4242 4242");
    expect(back.returned).toBeDefined();
    const [pay] = await db.select().from(payments).where(eq(payments.orderId, started.cartId));
    expect(pay).toMatchObject({ status: "paid", refunded: started.prices.cardNow });
    expect(await orderRow(started.cartId)).toMatchObject({ status: "expired", refunded: started.prices.cardNow });
    const [refund] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentRowId, pay!.id));
    expect(refund).toMatchObject({ reason: "late_payment", status: "succeeded" });
  });

  it("a late payment whose slot is still free books it again", async () => {
    const db = server.database.db;
    const customer = await signedInCustomer(db, SPA);
    const started = await (await initialize(customer.auth, nextSlot())).json();
    await releaseExpiredHolds(db, new Date(Date.now() + 11 * 60_000));
    expect(await orderRow(started.cartId)).toMatchObject({ status: "expired" });
    await submitCard(await openHostedPage(started.result.browser), "4242 4242 4242 4242");
    expect(await orderRow(started.cartId)).toMatchObject({ status: "confirmed", paidOnline: started.prices.cardNow, refunded: 0 });
    expect((await appointmentsOf(started.cartId)).map((a) => a.status)).toEqual(["active"]);
  });

  it("a booking that needs a slot whose hold ran out releases it itself, before any sweep", async () => {
    const db = server.database.db;
    const start = nextSlot();
    const first = await signedInCustomer(db, SPA);
    const started = await (await initialize(first.auth, start)).json();
    // the hold ends now: no sweep has run
    await db.update(appointments).set({ heldUntil: new Date(Date.now() - 1000) }).where(eq(appointments.orderId, started.cartId));
    const other = await signedInCustomer(db, SPA);
    expect((await initialize(other.auth, start)).status).toBe(201);
    expect((await appointmentsOf(started.cartId)).map((a) => a.status)).toEqual(["released"]);
  });

  it("customers racing for one slot: exactly one hold, the others 409, one held appointment in the database", async () => {
    const db = server.database.db;
    const start = nextSlot();
    const racers = await Promise.all(Array.from({ length: 12 }, () => signedInCustomer(db, SPA)));
    const responses = await Promise.all(racers.map((r) => initialize(r.auth, start)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    const rows = await db.select().from(appointments).where(and(eq(appointments.employeeId, camille), eq(appointments.startAt, start)));
    expect(rows.filter((r) => r.status === "held")).toHaveLength(1);
  });
});

/** The cancellation mail written to the outbox for this address. */
async function cancellationMail(address: string) {
  const mails = await server.database.db.select().from(outbox).where(eq(outbox.recipient, address));
  const cancelled = mails.filter((m) => /annulé/.test(m.subject));
  expect(cancelled).toHaveLength(1);
  return cancelled[0]!;
}

describe("a coupon and a gift voucher on a booking paid online", () => {
  it("the coupon lowers the price, the voucher pays toward the deposit, the card the rest of it; cancelled, each gets its part back", async () => {
    const db = server.database.db;
    const [coupon] = await db.insert(coupons).values({ companyId: spaId, code: "DIXEUROS", reductionType: "amount", amount: 1000 }).returning();
    const code = generateVoucherCode((n) => randomBytes(n));
    const [voucher] = await db.insert(giftVouchers).values({ companyId: spaId, code, kind: "amount", value: 1500, balance: 1500, validUntil: "2099-12-31", deliverOn: "2026-11-01" }).returning();
    const customer = await signedInCustomer(db, SPA);
    // 79 € − 10 € = 69 €; 30 % = 20,70 € secured now, 15 € of it by the voucher, 5,70 € by card
    const start = nextSlot();
    const res = await initialize(customer.auth, start, { myAppointment: { ...booking(start).myAppointment, couponCode: "dixeuros", voucherCodes: [code] }, prices: { cardNow: 570 } });
    expect(res.status).toBe(201);
    const started = await res.json();
    expect(started.prices).toEqual({ total: 6900, deposit: 2070, cardNow: 570, dueAtShop: 4830, currency: "EUR" });
    const page = await openHostedPage(started.result.browser);
    expect(page.html).toContain("€5.70");
    await submitCard(page, "4242 4242 4242 4242");
    const view = await (await server.api(`/api/booking-orders/${started.cartId}`, { headers: customer.auth })).json();
    expect(view.order).toMatchObject({
      status: "confirmed",
      amount: 6900,
      discounts: { coupon: { code: "DIXEUROS", discount: 1000 }, vouchers: [{ paid: 1500 }] },
      payment: { total: 6900, paid: 570, dueAtShop: 4830 },
    });
    expect((await db.select().from(giftVouchers).where(eq(giftVouchers.id, voucher!.id)))[0]!.balance).toBe(0);

    const cancelled = await server.api(`/api/payment/refund?orderId=${started.cartId}`, { method: "POST", headers: customer.auth });
    expect(await cancelled.json()).toMatchObject({ refunded: 570, kept: 0 });
    expect((await db.select().from(giftVouchers).where(eq(giftVouchers.id, voucher!.id)))[0]!.balance).toBe(1500);
    expect((await db.select().from(coupons).where(eq(coupons.id, coupon!.id)))[0]!.usedCount).toBe(0);
  });
});

describe("cancelling a paid booking", () => {
  it("before the cut-off: the deposit comes back through Stripe, and the order says so", async () => {
    const { customer, orderId, started } = await payWith("4242 4242 4242 4242");
    const view = await (await server.api(`/api/booking-orders/${orderId}`, { headers: customer.auth })).json();
    expect(view.order.payment.ifCancelledNow).toMatchObject({ refund: started.prices.cardNow, kept: 0 });
    const res = await server.api(`/api/payment/refund?orderId=${orderId}`, { method: "POST", headers: customer.auth });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ refunded: started.prices.cardNow, kept: 0 });
    const after = await (await server.api(`/api/booking-orders/${orderId}`, { headers: customer.auth })).json();
    expect(after.order).toMatchObject({ status: "cancelled", payment: { paid: started.prices.cardNow, refunded: started.prices.cardNow, dueAtShop: 0 } });
    // The cancellation mail says the money comes back, and how much.
    const mail = await cancellationMail(customer.customer.email!);
    expect(mail.text).toContain(`Les ${formatMoney(started.prices.cardNow, "fr")} réglés en ligne vous sont remboursés sur votre carte`);
    expect(mail.text).not.toContain("conservés");
  });

  it("after the cut-off: the deposit is kept, nothing is refunded (the same through DELETE /appointments)", async () => {
    await paymentSettings({ deposit: { rule: { type: "percentage", percent: 30 } }, cancellationCutoffHours: 720 });
    try {
      // a Thursday within the next 30 days: inside a 720-hour cut-off
      const { customer, orderId, started } = await payWith("4242 4242 4242 4242", wallTime(nextWeekday("thursday", 3), "10:00"));
      const view = await (await server.api(`/api/booking-orders/${orderId}`, { headers: customer.auth })).json();
      expect(view.order.payment.ifCancelledNow).toMatchObject({ refund: 0, kept: started.prices.cardNow });
      const res = await server.api(`/api/appointments?orderId=${orderId}`, { method: "DELETE", headers: customer.auth });
      expect(res.status).toBe(200);
      expect(await orderRow(orderId)).toMatchObject({ status: "cancelled", paidOnline: started.prices.cardNow, refunded: 0 });
      expect(await server.database.db.select().from(paymentRefunds).innerJoin(payments, eq(payments.id, paymentRefunds.paymentRowId)).where(eq(payments.orderId, orderId))).toHaveLength(0);
      // The cancellation mail says the deposit is kept, and why.
      const mail = await cancellationMail(customer.customer.email!);
      expect(mail.text).toContain(`moins de 720 heures avant le rendez-vous : les ${formatMoney(started.prices.cardNow, "fr")} réglés en ligne sont conservés.`);
      expect(mail.text).not.toContain("remboursés");
    } finally {
      await paymentSettings({ deposit: { rule: { type: "percentage", percent: 30 } } });
    }
  });
});

describe("a refund the provider turns away", () => {
  async function refundsOf(orderId: number) {
    const rows = await server.database.db.select({ r: paymentRefunds }).from(paymentRefunds).innerJoin(payments, eq(payments.id, paymentRefunds.paymentRowId)).where(eq(payments.orderId, orderId));
    return rows.map((x) => x.r);
  }

  it("is asked again by the sweep with the same key when due: refunded once, and the order says it is on its way meanwhile", async () => {
    const { customer, orderId, started } = await payWith("4242 4242 4242 4242");
    const deposit = started.prices.cardNow as number;
    stripe.fake.controls.refundsRateLimited = 1;
    const res = await server.api(`/api/payment/refund?orderId=${orderId}`, { method: "POST", headers: customer.auth });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ refunded: 0 });
    const [failed] = await refundsOf(orderId);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, amount: deposit });
    const due = failed!.retryAt!;
    const view = await (await server.api(`/api/booking-orders/${orderId}`, { headers: customer.auth })).json();
    expect(view.order).toMatchObject({ status: "cancelled", payment: { paid: deposit, refunded: 0, refunding: deposit } });

    // not before it is due
    expect(await server.sweep(new Date(due.getTime() - 1000))).toMatchObject({ refundsAsked: 0 });
    // two sweeps at once when due: one asks, with the same key; the refund is made once
    const passes = await Promise.all([server.sweep(due), server.sweep(due)]);
    expect(passes.map((p) => p.refundsAsked).sort()).toEqual([0, 1]);
    const [made] = await refundsOf(orderId);
    expect(made).toMatchObject({ status: "succeeded", attempts: 2, retryAt: null, idempotencyKey: failed!.idempotencyKey });
    expect(await orderRow(orderId)).toMatchObject({ refunded: deposit });
    const after = await (await server.api(`/api/booking-orders/${orderId}`, { headers: customer.auth })).json();
    expect(after.order.payment).toMatchObject({ refunded: deposit, refunding: 0, dueAtShop: 0 });
    // a day later nothing is asked again
    expect(await server.sweep(new Date(due.getTime() + 86_400_000))).toMatchObject({ refundsAsked: 0 });
    expect(await orderRow(orderId)).toMatchObject({ refunded: deposit });
  });

  it("still turned away after the last wait: left to the business, never asked again", async () => {
    const { customer, orderId, started } = await payWith("4242 4242 4242 4242");
    stripe.fake.controls.refundsRateLimited = 1000;
    try {
      await server.api(`/api/payment/refund?orderId=${orderId}`, { method: "POST", headers: customer.auth });
      let [row] = await refundsOf(orderId);
      while (row!.retryAt) {
        await server.sweep(row!.retryAt);
        [row] = await refundsOf(orderId);
      }
      expect(row).toMatchObject({ status: "failed", attempts: 8, retryAt: null });
      expect(await server.sweep(new Date(Date.now() + 30 * 86_400_000))).toMatchObject({ refundsAsked: 0 });
      expect(await orderRow(orderId)).toMatchObject({ refunded: 0 });
      const view = await (await server.api(`/api/booking-orders/${orderId}`, { headers: customer.auth })).json();
      expect(view.order.payment).toMatchObject({ refunded: 0, refunding: started.prices.cardNow });
    } finally {
      stripe.fake.controls.refundsRateLimited = 0;
    }
  });
});

describe("what the client says is never believed", () => {
  it("an amount the page computed differently is refused and nothing is held", async () => {
    const customer = await signedInCustomer(server.database.db, SPA);
    const start = nextSlot();
    const res = await initialize(customer.auth, start, { prices: { cardNow: 100 } });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: "price_changed", fields: { "prices.cardNow": "2370" } });
    const rows = await server.database.db.select().from(appointments).where(and(eq(appointments.employeeId, camille), eq(appointments.startAt, start)));
    expect(rows).toHaveLength(0);
  });

  it("another customer's order, or a return address naming another payment, is refused and nothing is paid", async () => {
    const db = server.database.db;
    const mine = await signedInCustomer(db, SPA);
    const started = await (await initialize(mine.auth, nextSlot())).json();
    const paid = await payWith("4242 4242 4242 4242");
    // someone else's order id
    const stranger = await signedInCustomer(db, SPA);
    const res = await server.api("/api/payment/pay", json({ cartId: started.cartId, returnUrl: paid.back.returned!.url }, stranger.auth));
    expect(res.status).toBe(404);
    // my order, but the session id of another (paid) payment in the return address
    const tampered = await server.api("/api/payment/pay", json({ cartId: started.cartId, returnUrl: paid.back.returned!.url }, mine.auth));
    expect(tampered.status).toBe(400);
    expect((await tampered.json()).error.fields).toHaveProperty("returnUrl");
    expect(await orderRow(started.cartId)).toMatchObject({ status: "pending", paidOnline: 0 });
  });

  it("a callback for an unknown company is 404; a body that is not Stripe's is 400", async () => {
    expect((await server.api("/api/payment/callback/nobody", { method: "POST", body: "{}", company: null })).status).toBe(404);
    const res = await server.api(`/api/payment/callback/${SPA}`, { method: "POST", body: "{}", company: null, headers: { "stripe-signature": "t=1,v1=00" } });
    expect(res.status).toBe(400);
  });
});

describe("paid at the shop", () => {
  it("without online payment, initialize books at once with nothing to pay online", async () => {
    const db = server.database.db;
    const [row] = await db.select({ settings: companies.settings }).from(companies).where(eq(companies.id, spaId));
    const settings = structuredClone(row!.settings) as { booker: { appointment: { payment: { active: boolean } } } };
    settings.booker.appointment.payment.active = false;
    await server.companies.updateSettings(spaId, settings);
    try {
      const customer = await signedInCustomer(db, SPA);
      const res = await initialize(customer.auth, nextSlot());
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(body).toMatchObject({ result: { token: null, browser: { kind: "none" }, heldUntil: null }, prices: { cardNow: 0, dueAtShop: 7900 } });
      expect(body.order.status).toBe("confirmed");
    } finally {
      await paymentSettings({ deposit: { rule: { type: "percentage", percent: 30 } } });
    }
  });
});

describe("the customer's message to the business", () => {
  const withMessage = (start: Date, customMessage: string) => ({ myAppointment: { ...booking(start).myAppointment, customMessage } });

  it("travels in the booking, is kept with the order being paid and shown with it, through payment and confirmation", async () => {
    const customer = await signedInCustomer(server.database.db, SPA);
    const start = nextSlot();
    const started = await (await initialize(customer.auth, start, withMessage(start, "Allergique aux huiles essentielles.\nMerci !"))).json();
    expect(await orderRow(started.cartId)).toMatchObject({ status: "pending", customMessage: "Allergique aux huiles essentielles.\nMerci !" });
    await submitCard(await openHostedPage(started.result.browser), "4242 4242 4242 4242");
    const view = await (await server.api(`/api/booking-orders/${started.cartId}`, { headers: customer.auth })).json();
    expect(view.order).toMatchObject({ status: "confirmed", customMessage: "Allergique aux huiles essentielles.\nMerci !" });
  });

  it("a message too long refuses the booking naming it, and nothing is booked", async () => {
    const customer = await signedInCustomer(server.database.db, SPA);
    const start = nextSlot();
    const before = await server.database.db.select({ id: bookingOrders.id }).from(bookingOrders);
    const res = await initialize(customer.auth, start, withMessage(start, "x".repeat(1001)));
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields)).toEqual(["myAppointment.customMessage"]);
    expect(await server.database.db.select({ id: bookingOrders.id }).from(bookingOrders)).toEqual(before);
  });

  it("update-message names the bad field, hides another customer's order, and changes nothing", async () => {
    const mine = await signedInCustomer(server.database.db, SPA);
    const started = await (await initialize(mine.auth, nextSlot())).json();
    const tooLong = await server.api("/api/payment/update-message", json({ cartId: started.cartId, message: "x".repeat(1001) }, mine.auth));
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.fields).toHaveProperty("message");
    const noId = await server.api("/api/payment/update-message", json({ cartId: "abc", message: "bonjour" }, mine.auth));
    expect(noId.status).toBe(400);
    expect((await noId.json()).error.fields).toHaveProperty("cartId");
    const stranger = await signedInCustomer(server.database.db, SPA);
    expect((await server.api("/api/payment/update-message", json({ cartId: started.cartId, message: "à la place d'un autre" }, stranger.auth))).status).toBe(404);
    expect((await server.api("/api/payment/update-message", json({ cartId: started.cartId, message: "sans session" }, {}))).status).toBe(401);
    expect(await orderRow(started.cartId)).toMatchObject({ customMessage: null });
  });
});
