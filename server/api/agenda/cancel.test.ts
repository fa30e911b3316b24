// The front desk cancels a booking from the agenda: whatever the notice, with the refund it
// chooses — all the card paid, a part in cents (never more than is left) or nothing — through the
// order's provider (the local Stripe fake), the customer told with the calendar file that takes
// the event out (METHOD:CANCEL, same UID, higher SEQUENCE). Clicked twice: one cancellation, one
// refund. Another business's booking is 404, another shop's manager and staff 403, nothing changed.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { openHostedPage, submitCard } from "../../fakes/browser";
import { companyId, employeeId, nextWeekday, serviceId, setBookingPayment, signedInCustomer, wallTime } from "../../booking/test-support";
import { appointments, bookingOrders, outbox, paymentRefunds, payments, shops } from "../../db/schema";
import { SOLO, SPA } from "../../testing";
import { useStripeTestServer } from "../payment/stripe-test-server";
import { asUser, companyUser } from "../provider-test-support";

const { server, keys } = useStripeTestServer();
const id: Record<string, number> = {};
let manager: Awaited<ReturnType<typeof companyUser>>;

beforeAll(async () => {
  const db = server.database.db;
  id.spa = await companyId(db, SPA);
  id.service = await serviceId(db, SPA, "massage-californien");
  id.camille = await employeeId(db, SPA, "Camille");
  id.paris = (await db.select().from(shops).where(and(eq(shops.companyId, id.spa), eq(shops.externalId, "ab-1001"))))[0]!.id;
  id.lyon = (await db.select().from(shops).where(and(eq(shops.companyId, id.spa), eq(shops.externalId, "ab-1002"))))[0]!.id;
  // a 30 % deposit by card: 23,70 € of the Thursday's 79 €
  expect(await setBookingPayment(server, id.spa, { provider: "stripe", keys, active: true, rule: { deposit: { rule: { type: "percentage", percent: 30 } } } })).toBe(true);
  manager = await companyUser(server, SPA, "manager", [id.paris!]);
});

let slot = 0;
/** A booking paid online (the deposit), each on its own Thursday hour from three weeks on. */
async function paidBooking() {
  const day = nextWeekday("thursday", 21 + 7 * Math.floor(slot / 4));
  const start = wallTime(day, `${String(10 + (slot++ % 4) * 2).padStart(2, "0")}:00`);
  const customer = await signedInCustomer(server.database.db, SPA);
  const body = JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [id.service], start: start.toISOString(), employeeId: id.camille } });
  const res = await server.api("/api/payment/initialize", { method: "POST", body, headers: { "content-type": "application/json", ...customer.auth } });
  expect(res.status).toBe(201);
  const started = await res.json();
  await submitCard(await openHostedPage(started.result.browser), "4242 4242 4242 4242");
  const orderId = started.cartId as number;
  expect(await order(orderId)).toMatchObject({ status: "confirmed", paidOnline: 2370 });
  return { orderId, email: customer.customer.email!, start };
}

const order = async (orderId: number) => (await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId)))[0]!;
const statuses = async (orderId: number) => (await server.database.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.orderId, orderId))).map((r) => r.status);
const refundsOf = async (orderId: number) =>
  server.database.db.select({ amount: paymentRefunds.amount, status: paymentRefunds.status }).from(paymentRefunds).innerJoin(payments, eq(payments.id, paymentRefunds.paymentRowId)).where(eq(payments.orderId, orderId));
const mailsTo = (email: string) => server.database.db.select().from(outbox).where(eq(outbox.recipient, email));
const cancel = (who: typeof manager, orderId: number, body: unknown) => asUser(server, who, "POST", `/api/agenda/bookings/${orderId}/cancel`, body);

describe("the front desk cancels a booking paid online", () => {
  it("refunds all the card paid, tells the customer with METHOD:CANCEL, same UID, SEQUENCE up; clicked twice it is done once", async () => {
    const { orderId, email } = await paidBooking();
    const details = await asUser(server, manager, "GET", `/api/agenda/bookings/${orderId}`);
    expect(details.status).toBe(200);
    expect((await details.json()).booking).toMatchObject({ id: orderId, state: "deposit", source: "online", payment: { paidOnline: 2370, refunded: 0, refundable: 2370, currency: "EUR" }, notice: { inside: false, ruleRefund: 2370, ruleKept: 0 } });

    const [one, two] = await Promise.all([cancel(manager, orderId, { refund: "full" }), cancel(manager, orderId, { refund: "full" })]);
    const answers = [await one!.json(), await two!.json()];
    expect([one!.status, two!.status]).toEqual([200, 200]);
    expect(answers.map((a) => a.order.again).sort()).toEqual([false, true]);
    // the second click may answer while the first is still asking the provider: the same refund, on its way or made
    for (const a of answers) expect(a.order).toMatchObject({ id: orderId, status: "cancelled", refund: { amount: 2370 } });
    expect(await order(orderId)).toMatchObject({ status: "cancelled", refunded: 2370, icsSequence: 1 });
    expect(await statuses(orderId)).toEqual(["cancelled"]);
    expect(await refundsOf(orderId)).toEqual([{ amount: 2370, status: "succeeded" }]);
    const cancelled = (await mailsTo(email)).filter((m) => /annulé/.test(m.subject));
    expect(cancelled).toHaveLength(1);
    const ics = cancelled[0]!.attachments[0]!.content;
    expect(ics).toContain("METHOD:CANCEL\r\n");
    expect(ics).toContain(`UID:booking-${orderId}@`);
    expect(ics).toContain("SEQUENCE:1\r\n");
    // a third time, later: still the first answer
    const again = await cancel(manager, orderId, { refund: "partial", amount: 100 });
    expect((await again.json()).order).toMatchObject({ again: true, refund: { amount: 2370 } });
    expect(await refundsOf(orderId)).toHaveLength(1);
  });

  it("refunds a part in cents; more than the card paid is refused naming the amount, nothing changed", async () => {
    const { orderId, email } = await paidBooking();
    const mailsBefore = (await mailsTo(email)).length;
    for (const body of [{ refund: "partial", amount: 2371 }, { refund: "partial" }, { refund: "partial", amount: 12.5 }, { refund: "some" }]) {
      const refused = await cancel(manager, orderId, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      const error = (await refused.json()).error;
      expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toEqual([body.refund === "some" ? "refund" : "amount"]);
    }
    expect(await order(orderId)).toMatchObject({ status: "confirmed", refunded: 0, icsSequence: 0 });
    expect(await statuses(orderId)).toEqual(["active"]);
    expect(await refundsOf(orderId)).toEqual([]);
    expect(await mailsTo(email)).toHaveLength(mailsBefore);

    const res = await cancel(manager, orderId, { refund: "partial", amount: 1000 });
    expect(res.status).toBe(200);
    expect((await res.json()).order).toEqual({ id: orderId, status: "cancelled", refund: { amount: 1000, status: "succeeded" }, again: false });
    expect(await order(orderId)).toMatchObject({ status: "cancelled", refunded: 1000 });
    expect(await refundsOf(orderId)).toEqual([{ amount: 1000, status: "succeeded" }]);
    const mail = (await mailsTo(email)).find((m) => /annulé/.test(m.subject))!;
    expect(mail.text).toMatch(/Les 10\s€ réglés en ligne vous sont remboursés/);
    expect(mail.text).toMatch(/13,70\s€ réglés en ligne restent acquis/);
  });

  it("refunds nothing, and without 'notify' the customer is not written to", async () => {
    const { orderId, email } = await paidBooking();
    const mailsBefore = (await mailsTo(email)).length;
    const res = await cancel(manager, orderId, { refund: "none", notify: false });
    expect((await res.json()).order).toEqual({ id: orderId, status: "cancelled", refund: null, again: false });
    expect(await order(orderId)).toMatchObject({ status: "cancelled", refunded: 0, paidOnline: 2370 });
    expect(await refundsOf(orderId)).toEqual([]);
    expect(await mailsTo(email)).toHaveLength(mailsBefore);
    // the freed time is bookable again
    const times = (await (await asUser(server, manager, "GET", `/api/agenda/free-times?shopId=${id.paris}&serviceIds=${id.service}&date=${(await order(orderId)).createdAt.toISOString().slice(0, 10)}`)).json()).times;
    expect(Array.isArray(times)).toBe(true);
  });

  it("inside the notice the desk sees what the customer's own cancellation would keep", async () => {
    const { orderId, start } = await paidBooking();
    server.setNow(new Date(start.getTime() - 3 * 3_600_000));
    try {
      const details = (await (await asUser(server, manager, "GET", `/api/agenda/bookings/${orderId}`)).json()).booking;
      expect(details.notice).toMatchObject({ cutoffHours: 24, inside: true, ruleRefund: 0, ruleKept: 2370, cutoffAt: new Date(start.getTime() - 24 * 3_600_000).toISOString() });
      expect(details.payment.refundable).toBe(2370);
    } finally {
      server.setNow(null);
    }
  });

  it("another business's booking is 404, another shop's manager and staff 403; nothing changed", async () => {
    const { orderId, email } = await paidBooking();
    const mailsBefore = (await mailsTo(email)).length;
    const solo = await companyUser(server, SOLO, "owner");
    const lyon = await companyUser(server, SPA, "manager", [id.lyon!]);
    const staff = await companyUser(server, SPA, "staff", [id.paris!]);
    expect((await cancel(solo, orderId, { refund: "full" })).status).toBe(404);
    expect((await asUser(server, solo, "GET", `/api/agenda/bookings/${orderId}`)).status).toBe(404);
    expect((await cancel(lyon, orderId, { refund: "full" })).status).toBe(403);
    expect((await asUser(server, lyon, "GET", `/api/agenda/bookings/${orderId}`)).status).toBe(403);
    expect((await cancel(staff, orderId, { refund: "none" })).status).toBe(403);
    expect(await order(orderId)).toMatchObject({ status: "confirmed", refunded: 0, icsSequence: 0 });
    expect(await statuses(orderId)).toEqual(["active"]);
    expect(await refundsOf(orderId)).toEqual([]);
    expect(await mailsTo(email)).toHaveLength(mailsBefore);
  });
});
