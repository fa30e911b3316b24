// The same booking paid online through each of the other providers, with nothing but the spa's
// `payment.provider` and keys changed: PayZen (embedded form, IPN and the browser's signed
// post-back), Saferpay (payment page, assert and capture, notification carrying nothing), PayPal
// (Orders v2, approve and capture, verified webhooks) and Monetico (signed form, CGI2). Each fake
// speaks its provider's protocol and calls our real addresses (PUBLIC_URL points at a local
// relay into the test server). Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { beforeAll, afterAll, describe, expect, it } from "vitest";
import { openHostedPage, submitCard, type PageResult } from "../../fakes/browser";
import { DEMO_CARDS, DEMO_PAYMENT_KEYS, startPaymentFakes, type PaymentFakes } from "../../fakes/payments";
import { payzenCardPageUrl } from "../../fakes/payzen";
import { listen, type RunningFake } from "../../fakes/shared";
import { companyId, employeeId, nextWeekday, serviceId, setBookingPayment, signedInCustomer, wallTime } from "../../booking/test-support";
import { appointments, bookingOrders, outbox, paymentEvents, payments } from "../../db/schema";
import { SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";

type Name = "payzen" | "saferpay" | "paypal" | "monetico";

let fakes: PaymentFakes;
let relay: RunningFake;

const server = useTestServer(async () => {
  fakes = await startPaymentFakes();
  // The spa's public address: what the providers call back and send the browser to.
  relay = await listen(
    new Hono().all("*", async (c) => {
      const url = new URL(c.req.url);
      const body = c.req.method === "GET" || c.req.method === "HEAD" ? undefined : await c.req.text();
      return server.app.request(`${url.pathname}${url.search}`, { method: c.req.method, headers: c.req.raw.headers, body });
    }),
  );
  return { env: { ...fakes.env, PUBLIC_URL: relay.url } };
});

/** The demo cards (the first pays, the second is declined) and the reason each provider gives for the second. */
const CARDS: Record<Name, { paid: string; declined: string; message: string }> = {
  payzen: { paid: DEMO_CARDS.payzen[0], declined: DEMO_CARDS.payzen[1], message: "Do not honor" },
  saferpay: { paid: DEMO_CARDS.saferpay[0], declined: DEMO_CARDS.saferpay[1], message: "The card holder failed to authenticate" },
  paypal: { paid: DEMO_CARDS.paypal[0], declined: DEMO_CARDS.paypal[1], message: "" },
  monetico: { paid: DEMO_CARDS.monetico[0], declined: DEMO_CARDS.monetico[1], message: "Transaction refusée par la banque émettrice" },
};

let californien: number;
let camille: number;
let spaId: number;

/** The spa takes a 30 % deposit through `name`, with the demo keys: the only thing that changes between providers. */
async function useProvider(name: Name) {
  const rule = { deposit: { rule: { type: "percentage", percent: 30 } } };
  expect(await setBookingPayment(server, spaId, { provider: name, keys: DEMO_PAYMENT_KEYS[name], active: true, rule })).toBe(true);
}

beforeAll(async () => {
  const db = server.database.db;
  californien = await serviceId(db, SPA, "massage-californien");
  camille = await employeeId(db, SPA, "Camille");
  spaId = await companyId(db, SPA);
  // The account-level notification addresses, as set in each provider's back office.
  const callback = `${relay.url}/api/payment/callback/${SPA}`;
  fakes.paypal.controls.webhookUrl = callback;
  fakes.monetico.controls.cgi2Url = callback;
});

afterAll(async () => {
  await relay?.close();
  await fakes?.close();
});

const json = (body: unknown, auth: Record<string, string> = {}) => ({ method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", ...auth } });
let slotIndex = 0;
/** A fresh Tuesday slot each time (79 €: 23.70 € deposit), from three weeks on. */
function nextSlot() {
  const day = nextWeekday("tuesday", 21 + Math.floor(slotIndex / 4) * 7);
  const start = wallTime(day, `${String(10 + (slotIndex % 4) * 2).padStart(2, "0")}:00`);
  slotIndex += 1;
  return start;
}

async function statusOf(orderId: number) {
  const db = server.database.db;
  const [order] = await db.select().from(bookingOrders).where(eq(bookingOrders.id, orderId));
  const held = await db.select({ status: appointments.status }).from(appointments).where(eq(appointments.orderId, orderId));
  return { order: order!, appointments: held.map((a) => a.status) };
}

/** Starts the booking and opens the provider's page: a redirect, a posted form, or the embedded form's frame. */
async function startAndOpen() {
  const customer = await signedInCustomer(server.database.db, SPA);
  const res = await server.api("/api/payment/initialize", json({ myAppointment: { shopId: "ab-1001", services: [californien], start: nextSlot().toISOString(), employeeId: camille } }, customer.auth));
  expect(res.status).toBe(201);
  const started = await res.json();
  expect(started.prices).toMatchObject({ total: 7900, cardNow: 2370, dueAtShop: 5530 });
  const step = started.result.browser;
  const page = step.kind === "hosted-fields" ? await openHostedPage({ kind: "redirect", url: payzenCardPageUrl(fakes.endpoints.payzenStatic, step) }) : await openHostedPage(step);
  expect(page.html).toContain("23.70");
  return { customer, orderId: started.cartId as number, step, page };
}

/** The browser back at the shop: a signed post-back is handed to the API as the page server does, then the page asks `pay`. */
async function comeBack(orderId: number, back: PageResult, auth: Record<string, string>, abandon = false) {
  const returned = back.returned!;
  expect(returned.url.startsWith(relay.url)).toBe(true);
  if (returned.method === "POST") {
    const posted = await server.api("/api/payment/post-back", json({ cartId: orderId, body: returned.body }));
    expect(posted.status).toBe(200);
  }
  const res = await server.api("/api/payment/pay", json({ cartId: orderId, returnUrl: returned.url, ...(abandon ? { abandon } : {}) }, auth));
  expect(res.status).toBe(200);
  return res.json() as Promise<{ outcome: string; message: string | null; order: { status: string; payment: Record<string, number> } }>;
}

const outboxOf = (name: Name) => fakes[name].controls.outbox;

for (const name of ["payzen", "saferpay", "paypal", "monetico"] as const) {
  describe(`${name}: a booking with a 30 % deposit`, () => {
    beforeAll(() => useProvider(name));

    it("is paid on the provider's page, confirmed once, mailed once, and shown paid on the way back", async () => {
      const { customer, orderId, page } = await startAndOpen();
      expect((await statusOf(orderId)).appointments).toEqual(["held"]);
      const back = await submitCard(page, CARDS[name].paid);
      const answer = await comeBack(orderId, back, customer.auth);
      expect(answer.outcome).toBe("paid");
      expect(answer.order.payment).toMatchObject({ paid: 2370, dueAtShop: 5530 });
      const now = await statusOf(orderId);
      expect(now.order).toMatchObject({ status: "confirmed", paidOnline: 2370 });
      expect(now.appointments).toEqual(["active"]);
      const mails = await server.database.db.select().from(outbox).where(eq(outbox.recipient, customer.customer.email!));
      expect(mails).toHaveLength(1);
      // the provider's notification reached us too (PayZen's IPN, Saferpay's notify, PayPal's webhook, Monetico's CGI2)
      expect(outboxOf(name).delivered.length).toBeGreaterThan(0);
      expect(outboxOf(name).delivered.every((d) => d.status === 200)).toBe(true);
    });

    it("notifications held, then delivered newest first and replayed five times: one paid order, money counted once", async () => {
      const { customer, orderId, page } = await startAndOpen();
      outboxOf(name).hold();
      const back = await submitCard(page, CARDS[name].paid);
      const flushed = await outboxOf(name).flush({ reverse: true });
      expect(flushed.length).toBeGreaterThan(0);
      const replays = await outboxOf(name).replayLast(5);
      expect(replays.every((r) => r.status === 200)).toBe(true);
      const answer = await comeBack(orderId, back, customer.auth);
      expect(answer.outcome).toBe("paid");
      expect((await statusOf(orderId)).order).toMatchObject({ status: "confirmed", paidOnline: 2370 });
      const [pay] = await server.database.db.select().from(payments).where(eq(payments.orderId, orderId));
      expect(pay).toMatchObject({ status: "paid", captured: 2370 });
      const mails = await server.database.db.select().from(outbox).where(eq(outbox.recipient, customer.customer.email!));
      expect(mails).toHaveLength(1);
    });

    it("a notification that does not prove itself is refused and changes nothing", async () => {
      const { orderId } = await startAndOpen();
      const callback = `/api/payment/callback/${SPA}`;
      const forged: Record<Name, () => Response | Promise<Response>> = {
        // an IPN signed with another key
        payzen: () => server.app.request(callback, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ "kr-answer": JSON.stringify({ orderStatus: "PAID", orderDetails: { orderTotalAmount: 2370, orderCurrency: "EUR", orderId: `VB${orderId}` }, transactions: [] }), "kr-hash": "0".repeat(64), "kr-hash-algorithm": "sha256_hmac", "kr-hash-key": "password", "kr-answer-type": "V4/Payment" }).toString() }),
        // Saferpay's call carries nothing: we ask Saferpay, which says nothing was paid yet
        saferpay: () => server.app.request(`${callback}?payId=VB${orderId}`),
        // a webhook whose signature PayPal does not confirm
        paypal: () => server.app.request(callback, { method: "POST", headers: { "content-type": "application/json", "paypal-transmission-id": "forged", "paypal-transmission-time": new Date().toISOString(), "paypal-transmission-sig": "Zm9yZ2Vk", "paypal-cert-url": "https://api.paypal.com/cert.pem", "paypal-auth-algo": "SHA256withRSA" }, body: JSON.stringify({ id: "WH-FORGED", event_type: "PAYMENT.CAPTURE.COMPLETED", resource: { id: "X", amount: { value: "23.70", currency_code: "EUR" }, custom_id: `VB${orderId}` } }) }),
        // a CGI2 call with a wrong MAC
        monetico: () => server.app.request(callback, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ TPE: DEMO_PAYMENT_KEYS.monetico.tpe, date: "01/12/2026_a_10:00:00", montant: "23.70EUR", reference: `VB${orderId}`, "code-retour": "payetest", numauto: "123456", MAC: "0".repeat(40) }).toString() }),
      };
      const res = await forged[name]();
      if (name === "monetico") {
        // the bank reads its answer: cdr=1 says the MAC was wrong
        expect(await res.text()).toBe("version=2\ncdr=1\n");
      } else if (name === "saferpay") {
        expect(res.status).toBe(200);
      } else {
        expect(res.status).toBe(400);
      }
      expect(await statusOf(orderId)).toMatchObject({ order: { status: "pending", paidOnline: 0 }, appointments: ["held"] });
      const events = await server.database.db.select().from(paymentEvents).where(and(eq(paymentEvents.companyId, spaId), eq(paymentEvents.paymentId, `VB${orderId}`)));
      expect(events.filter((e) => e.outcome === "paid")).toHaveLength(0);
    });

    it("a declined card: back at the failure page with the provider's reason, the slot free again", async () => {
      const { customer, orderId, page } = await startAndOpen();
      const back = await submitCard(page, CARDS[name].declined);
      const first = await comeBack(orderId, back, customer.auth);
      // one return address for every outcome (Saferpay, PayPal): the page sends the visitor on to the failure page
      if (first.outcome !== "cancelled") expect(["failed", "pending"]).toContain(first.outcome);
      // the failure address followed only asks the provider; its owner gives the attempt up
      const fail = await comeBack(orderId, { returned: { method: "GET", headers: {}, body: "", url: `${relay.url}/payments/fail?cartId=${orderId}` } }, customer.auth, true);
      expect(fail.outcome).toBe("cancelled");
      if (CARDS[name].message) expect(fail.message).toBe(CARDS[name].message);
      else expect(fail.message).toBeTruthy();
      expect(await statusOf(orderId)).toMatchObject({ order: { status: "expired", paidOnline: 0 }, appointments: ["released"] });
    });

    it("a payment in progress: a post-back, a return or a failure link of someone else, or without a session, changes nothing", async () => {
      const { orderId } = await startAndOpen();
      const [started] = await server.database.db.select().from(payments).where(eq(payments.orderId, orderId));
      const stranger = await signedInCustomer(server.database.db, SPA);
      const fail = `${relay.url}/payments/fail?cartId=${orderId}&cancel=1`;
      // a post-back that the provider did not sign (PayZen's unsigned, any other provider's at all)
      const posted = await server.api("/api/payment/post-back", json({ cartId: orderId, body: "x=1" }));
      expect(posted.status).toBe(400);
      expect((await posted.json()).error.code).toBe("invalid_signature");
      // another customer's return, and their cancel, are not found; without a session, 401
      for (const abandon of [false, true]) {
        expect((await server.api("/api/payment/pay", json({ cartId: orderId, returnUrl: fail, abandon }, stranger.auth))).status).toBe(404);
        expect((await server.api("/api/payment/pay", json({ cartId: orderId, returnUrl: fail, abandon }))).status).toBe(401);
      }
      expect(await statusOf(orderId)).toMatchObject({ order: { status: "pending", paidOnline: 0 }, appointments: ["held"] });
      const [pay] = await server.database.db.select().from(payments).where(eq(payments.orderId, orderId));
      expect(pay).toEqual(started);
    });

    it("cancelled before the cut-off: the deposit goes back through the provider", async () => {
      const { customer, orderId, page } = await startAndOpen();
      const back = await submitCard(page, CARDS[name].paid);
      expect((await comeBack(orderId, back, customer.auth)).outcome).toBe("paid");
      // spec §7's PayZen refund is the same cancellation, only for a business on PayZen
      const refundPath = name === "payzen" ? "/api/payment/payzen/refund" : "/api/payment/refund";
      if (name !== "payzen") {
        const refused = await server.api(`/api/payment/payzen/refund?orderId=${orderId}`, { method: "POST", headers: customer.auth });
        expect(refused.status).toBe(409);
        expect((await statusOf(orderId)).order.status).toBe("confirmed");
      }
      const res = await server.api(`${refundPath}?orderId=${orderId}`, { method: "POST", headers: customer.auth });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ refunded: 2370, kept: 0 });
      expect((await statusOf(orderId)).order).toMatchObject({ status: "cancelled", refunded: 2370 });
      const [pay] = await server.database.db.select().from(payments).where(eq(payments.orderId, orderId));
      expect(pay).toMatchObject({ refunded: 2370 });
    });
  });
}
