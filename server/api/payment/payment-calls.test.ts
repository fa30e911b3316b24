// Spec §7's remaining payment calls, through the API against the local Stripe fake: the scenario
// the booking step follows for a basket and a shop's provider connection; the token of the
// payment in progress and the success acknowledgement of an order.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyId, employeeId, nextWeekday, serviceId, setBookingPayment, signedInCustomer, wallTime } from "../../booking/test-support";
import { openHostedPage, submitCard } from "../../fakes/browser";
import { bookingOrders, outbox, payments } from "../../db/schema";
import { SPA } from "../../testing";
import { useStripeTestServer } from "./stripe-test-server";

const { server, stripe, keys } = useStripeTestServer();
const db = () => server.database.db;

let californien: number;
let camille: number;
let spaId: number;
const now = new Date();

/** Sets the spa's online payment for bookings (Stripe, the demo keys) and, optionally, its Stripe Connect. */
async function paymentSettings(payment: Record<string, unknown> | null, more: Record<string, unknown> = {}) {
  const provider = payment ? { provider: "stripe", keys } : { provider: "free", keys: { publicKey: "", secretKey: "" } };
  expect(await setBookingPayment(server, spaId, { ...provider, active: payment !== null, rule: payment ?? {} }, more)).toBe(true);
}

beforeAll(async () => {
  const db = server.database.db;
  californien = await serviceId(db, SPA, "massage-californien");
  camille = await employeeId(db, SPA, "Camille");
  spaId = await companyId(db, SPA);
  server.setNow(now);
  await paymentSettings({ deposit: { rule: { type: "percentage", percent: 30 } }, holdMinutes: 15 });
});

const json = (body: unknown, auth: Record<string, string> = {}) => ({ method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", ...auth } });
let slotIndex = 0;
/** A fresh slot each time: 10:00, 12:00, 14:00, 16:00 on Tuesdays from five weeks on (79 € for the massage on a Tuesday). */
function nextSlot() {
  const day = nextWeekday("tuesday", 35 + Math.floor(slotIndex / 4) * 7);
  const start = wallTime(day, `${String(10 + (slotIndex % 4) * 2).padStart(2, "0")}:00`);
  slotIndex += 1;
  return start;
}
const booking = (start: Date) => ({ myAppointment: { shopId: "ab-1001", services: [californien], start: start.toISOString(), employeeId: camille } });

describe("payment/get-scenario", () => {
  it("a deposit: what the card pays now, the rest at the shop, the hold initialize sets; the slot check says the same", async () => {
    const start = nextSlot();
    const res = await server.api("/api/payment/get-scenario", json(booking(start)));
    expect(res.status).toBe(200);
    const { scenario } = await res.json();
    expect(scenario).toEqual({
      payment: "deposit",
      amount: 2370,
      holdMinutes: 15,
      provider: "stripe",
      prices: { total: 7900, deposit: 2370, cardNow: 2370, dueAtShop: 5530, currency: "EUR" },
    });
    const check = await (await server.api("/api/appointments/check", json(booking(start)))).json();
    expect(check.check.scenario).toEqual(scenario);

    // initialize holds the slot for that long and charges that amount
    const customer = await signedInCustomer(server.database.db, SPA);
    const started = await (await server.api("/api/payment/initialize", json({ ...booking(start), prices: { cardNow: scenario.amount } }, customer.auth))).json();
    expect(started.prices).toEqual(scenario.prices);
    expect(new Date(started.result.heldUntil).getTime() - now.getTime()).toBe(15 * 60_000);
  });

  it("full payment, and none when bookings are paid at the shop", async () => {
    await paymentSettings({ deposit: { rule: { type: "full" } }, holdMinutes: 15 });
    const full = (await (await server.api("/api/payment/get-scenario", json(booking(nextSlot())))).json()).scenario;
    expect(full).toMatchObject({ payment: "full", amount: 7900, holdMinutes: 15, prices: { cardNow: 7900, dueAtShop: 0 } });
    await paymentSettings(null);
    const none = (await (await server.api("/api/payment/get-scenario", json(booking(nextSlot())))).json()).scenario;
    expect(none).toEqual({ payment: "none", amount: 0, holdMinutes: null, provider: null, prices: null });
    await paymentSettings({ deposit: { rule: { type: "percentage", percent: 30 } }, holdMinutes: 15 });
  });

  it("a bad basket names its field and an unknown shop is 404", async () => {
    const bad = await server.api("/api/payment/get-scenario", json({ myAppointment: { ...booking(nextSlot()).myAppointment, services: [] } }));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty("myAppointment.services");
    const unknown = await server.api("/api/payment/get-scenario", json({ myAppointment: { ...booking(nextSlot()).myAppointment, shopId: "ab-9999" } }));
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.fields).toHaveProperty("myAppointment.shopId");
  });
});

describe("payment/connect", () => {
  it("says the provider, whether it is set up and whether Stripe Connect is linked, never a key or the account id", async () => {
    const res = await server.api("/api/payment/connect?shopId=ab-1001");
    expect(res.status).toBe(200);
    expect((await res.json()).connect).toEqual({ shopId: "ab-1001", provider: "stripe", connected: true, stripeConnect: { enabled: false, linked: false } });

    await paymentSettings({ deposit: { rule: { type: "percentage", percent: 30 } }, holdMinutes: 15 }, { stripeConnectEnabled: true, stripeConnectId: "acct_1VitrineSecretish" });
    const linked = await server.api("/api/payment/connect?shopId=ab-1001");
    const text = await linked.text();
    expect(JSON.parse(text).connect.stripeConnect).toEqual({ enabled: true, linked: true });
    for (const secret of [keys.secretKey, keys.webhookSecret, "acct_1VitrineSecretish"]) expect(text).not.toContain(secret);
    await paymentSettings({ deposit: { rule: { type: "percentage", percent: 30 } }, holdMinutes: 15 }, { stripeConnectEnabled: false, stripeConnectId: "" });
  });

  it("an unknown shop is 404 and a missing one 400, each naming shopId", async () => {
    const unknown = await server.api("/api/payment/connect?shopId=ab-9999");
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.fields).toHaveProperty("shopId");
    const missing = await server.api("/api/payment/connect");
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.fields).toHaveProperty("shopId");
  });
});

async function initialize(auth: Record<string, string>, start = nextSlot()) {
  const res = await server.api("/api/payment/initialize", json(booking(start), auth));
  expect(res.status).toBe(201);
  return res.json();
}

describe("payment/token", () => {
  it("gives the owner the payment in progress as initialize started it, the same each time, and starts nothing", async () => {
    const customer = await signedInCustomer(server.database.db, SPA);
    const started = await initialize(customer.auth);
    const first = await server.api("/api/payment/token", json({ cartId: started.cartId }, customer.auth));
    expect(first.status).toBe(200);
    const token = await first.json();
    expect(token).toEqual({ token: started.result.token, provider: "stripe", browser: started.result.browser, amount: 2370, currency: "EUR" });
    const again = await (await server.api("/api/payment/token", json({ cartId: started.cartId }, customer.auth))).json();
    expect(again).toEqual(token);
    expect(await db().select().from(payments).where(eq(payments.orderId, started.cartId))).toHaveLength(1);
  });

  it("another customer's order is 404, no session 401, a bad id names cartId, a paid payment 409", async () => {
    const customer = await signedInCustomer(server.database.db, SPA);
    const started = await initialize(customer.auth);
    const stranger = await signedInCustomer(server.database.db, SPA);
    expect((await server.api("/api/payment/token", json({ cartId: started.cartId }, stranger.auth))).status).toBe(404);
    expect((await server.api("/api/payment/token", json({ cartId: started.cartId }))).status).toBe(401);
    const bad = await server.api("/api/payment/token", json({ cartId: "seven" }, customer.auth));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty("cartId");

    await submitCard(await openHostedPage(started.result.browser), "4242 4242 4242 4242");
    const paid = await server.api("/api/payment/token", json({ cartId: started.cartId }, customer.auth));
    expect(paid.status).toBe(409);
    expect((await paid.json()).error).toMatchObject({ code: "payment_not_open", fields: { cartId: "paid" } });
  });
});

describe("payment/success/{id}", () => {
  it("asks the provider, applies its word once: two acknowledgements at once give one confirmation and one mail", async () => {
    const customer = await signedInCustomer(server.database.db, SPA);
    const started = await initialize(customer.auth);
    // the webhook is late: only the acknowledgement can tell us it was paid
    stripe.fake.controls.outbox.hold();
    try {
      await submitCard(await openHostedPage(started.result.browser), "4242 4242 4242 4242");
      expect((await db().select().from(bookingOrders).where(eq(bookingOrders.id, started.cartId)))[0]!.status).toBe("pending");
      const [a, b] = await Promise.all([1, 2].map(() => server.api(`/api/payment/success/${started.cartId}`, json({}, customer.auth))));
      for (const res of [a!, b!]) {
        expect(res.status).toBe(200);
        const body = await res.json();
        expect(body.outcome).toBe("paid");
        expect(body.order).toMatchObject({ id: started.cartId, status: "confirmed" });
      }
    } finally {
      await stripe.fake.controls.outbox.flush();
    }
    const [order] = await db().select().from(bookingOrders).where(eq(bookingOrders.id, started.cartId));
    expect(order).toMatchObject({ status: "confirmed", paidOnline: 2370 });
    expect(await db().select().from(outbox).where(eq(outbox.recipient, customer.customer.email!))).toHaveLength(1);
  });

  it("an unpaid payment stays pending; nothing the caller says is believed", async () => {
    const customer = await signedInCustomer(server.database.db, SPA);
    const started = await initialize(customer.auth);
    const res = await server.api(`/api/payment/success/${started.cartId}`, json({ outcome: "paid" }, customer.auth));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: "pending", order: { status: "pending" } });
    expect((await db().select().from(bookingOrders).where(eq(bookingOrders.id, started.cartId)))[0]!.paidOnline).toBe(0);
  });

  it("another customer's order is 404, no session 401, a bad id names id", async () => {
    const customer = await signedInCustomer(server.database.db, SPA);
    const started = await initialize(customer.auth);
    const stranger = await signedInCustomer(server.database.db, SPA);
    const other = await server.api(`/api/payment/success/${started.cartId}`, json({}, stranger.auth));
    expect(other.status).toBe(404);
    expect((await other.json()).error.fields).toHaveProperty("id");
    expect((await server.api(`/api/payment/success/${started.cartId}`, json({}))).status).toBe(401);
    const bad = await server.api("/api/payment/success/abc", json({}, customer.auth));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty("id");
  });
});
