// Stripe adapter against the local Stripe fake (the official SDK pointed at it): hosted checkout,
// webhooks signed as Stripe signs them, replays, a declined card, a bad signature, refunds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import Stripe from "stripe";
import { cancelOnHostedPage, openHostedPage, startNotificationSink, submitCard, testOrder, type Sink } from "../fakes/browser";
import { startStripeFake, stripeSignatureHeader } from "../fakes/stripe";
import { PaymentError, paymentErrorBody, type ConfirmResult } from "./provider";
import { createStripeProvider } from "./stripe";

const keys = { publicKey: "pk_test_vitrine", secretKey: "sk_test_vitrine_secret_4242", webhookSecret: "whsec_vitrine_test" };

describe("Stripe-Signature (Stripe's scheme: HMAC-SHA-256 of `t.payload`, hex, in v1)", () => {
  // Worked example: timestamp and payload of Stripe's documentation (the SDK's test-header doc),
  // the expected v1 computed independently with `openssl dgst -sha256 -hmac whsec_test_secret`.
  const payload = '{"id":"evt_test_webhook","object":"event"}';
  const header = "t=1492774577,v1=88a022085c6bdb887b02cb26ff76dd681234d9675c0f22844059f55552a8883a";

  it("the fake signs exactly as documented", () => {
    expect(stripeSignatureHeader(payload, "whsec_test_secret", 1492774577)).toBe(header);
  });

  it("the adapter accepts it within 300 s and refuses it after, or with another secret", async () => {
    const provider = createStripeProvider({ apiUrl: "http://127.0.0.1:9", now: () => 1492774577 + 300 });
    const request = { method: "POST", url: "http://shop/hook", headers: { "stripe-signature": header }, body: payload };
    const k = { ...keys, webhookSecret: "whsec_test_secret" };
    // a verified event of a type Vitrine does not use is 'unsupported', not a signature failure
    await expect(provider.confirm(k, { source: "notification", request })).rejects.toMatchObject({ code: "unsupported" });
    const late = createStripeProvider({ apiUrl: "http://127.0.0.1:9", now: () => 1492774577 + 301 });
    await expect(late.confirm(k, { source: "notification", request })).rejects.toMatchObject({ code: "signature" });
    await expect(provider.confirm({ ...k, webhookSecret: "whsec_other" }, { source: "notification", request })).rejects.toMatchObject({ code: "signature" });
    await expect(provider.confirm(k, { source: "notification", request: { ...request, body: payload.replace("evt_", "evt-") } })).rejects.toMatchObject({ code: "signature" });
  });
});

describe("Stripe adapter against the fake", () => {
  let fake: Awaited<ReturnType<typeof startStripeFake>>;
  let sink: Sink;
  let provider: ReturnType<typeof createStripeProvider>;
  let n = 0;

  beforeAll(async () => {
    fake = await startStripeFake({ secretKey: keys.secretKey, webhookSecret: keys.webhookSecret });
    provider = createStripeProvider({ apiUrl: fake.url });
    sink = await startNotificationSink((req) => provider.confirm(keys, { source: "notification", request: req }));
    fake.controls.webhookUrl = sink.url;
  });
  afterAll(async () => {
    await sink.close();
    await fake.close();
  });

  const input = (amountCents = 4500) => testOrder(`ST${++n}`, { amountCents });

  it("start → hosted page → paid, confirmed from the webhook and from the return alike; a retried start makes no second session", async () => {
    const order = input();
    const started = await provider.start(keys, order);
    const again = await provider.start(keys, order);
    expect(again.paymentId).toBe(started.paymentId);
    expect(started.browser.kind).toBe("redirect");
    const page = await openHostedPage(started.browser);
    expect(page.html).toContain("€45.00");
    const before = sink.results.length;
    const result = await submitCard(page, "4242 4242 4242 4242");
    expect(result.returned?.url).toBe(`https://spa.example/payments/rdvcheck?session_id=${started.paymentId}`);

    const fromHook = sink.results[before] as ConfirmResult;
    expect(fromHook).toMatchObject({ paymentId: started.paymentId, orderRef: order.orderRef, outcome: "paid", amountCents: 4500, currency: "EUR" });
    expect(fromHook.eventId).toMatch(/^evt_/);
    expect(fromHook.refundHandle).toMatch(/^pi_/);

    const fromReturn = await provider.confirm(keys, { source: "return", request: result.returned! });
    expect(fromReturn).toMatchObject({ paymentId: started.paymentId, outcome: "paid", amountCents: 4500, refundHandle: fromHook.refundHandle });
  });

  it("a declined card: Stripe's page shows its message, the webhook says failed with the same message", async () => {
    const started = await provider.start(keys, input());
    const page = await openHostedPage(started.browser);
    const before = sink.results.length;
    const result = await submitCard(page, "4000 0000 0000 0002");
    expect(result.page?.html).toContain("Your card was declined.");
    expect(sink.results[before]).toMatchObject({ paymentId: started.paymentId, outcome: "failed", amountCents: 0, message: "Your card was declined." });
  });

  it("cancel on Stripe's page → the return only reads: still pending and payable; abandon closes it → cancelled", async () => {
    const started = await provider.start(keys, input());
    const page = await openHostedPage(started.browser);
    const back = await cancelOnHostedPage(page);
    const read = await provider.confirm(keys, { source: "return", request: back.returned! });
    expect(read).toMatchObject({ paymentId: started.paymentId, outcome: "pending", amountCents: 0 });
    expect((await openHostedPage(started.browser)).status).toBe(200);
    await provider.abandon!(keys, started.paymentId);
    const confirmed = await provider.confirm(keys, { source: "return", request: back.returned! });
    expect(confirmed).toMatchObject({ paymentId: started.paymentId, outcome: "cancelled", amountCents: 0 });
    expect((await openHostedPage(started.browser)).status).toBe(410);
  });

  it("a webhook signed with another secret is refused", async () => {
    fake.controls.signWithWrongKey = true;
    try {
      const started = await provider.start(keys, input());
      const before = sink.results.length;
      await submitCard(await openHostedPage(started.browser), "4242424242424242");
      const refused = sink.results[before];
      expect(refused).toBeInstanceOf(PaymentError);
      expect((refused as PaymentError).code).toBe("signature");
      expect(fake.controls.outbox.delivered.at(-1)?.status).toBe(400);
    } finally {
      fake.controls.signWithWrongKey = false;
    }
  });

  it("replayed 10 times and delivered out of order, every copy of an event gives the same single result", async () => {
    const started = await provider.start(keys, input());
    const page = await openHostedPage(started.browser);
    fake.controls.outbox.hold();
    await submitCard(page, "4000 0000 0000 9995"); // declined first…
    await submitCard(page, "4242 4242 4242 4242"); // …then paid
    const before = sink.results.length;
    await fake.controls.outbox.flush({ reverse: true }); // paid arrives before the failure
    await fake.controls.outbox.replayLast(10);
    const got = sink.results.slice(before) as ConfirmResult[];
    expect(got.map((r) => r.outcome)).toEqual(["paid", "failed", ...Array(10).fill("failed")]);
    const byEvent = new Map<string, ConfirmResult>();
    for (const r of got) {
      const seen = byEvent.get(r.eventId);
      if (seen) expect(r).toEqual(seen);
      else byEvent.set(r.eventId, r);
    }
    // two distinct events, whatever the number of deliveries: one paid of 45 €, one failed attempt
    expect(byEvent.size).toBe(2);
    const paid = [...byEvent.values()].filter((r) => r.outcome === "paid");
    expect(paid).toHaveLength(1);
    expect(paid[0]!.amountCents).toBe(4500);
  });

  it("refunds part, then the rest; more than what is left is refused with Stripe's message", async () => {
    const started = await provider.start(keys, input(6000));
    const back = await submitCard(await openHostedPage(started.browser), "4242424242424242");
    const paid = await provider.confirm(keys, { source: "return", request: back.returned! });
    const handle = paid.refundHandle!;
    const part = await provider.refund(keys, { paymentId: paid.paymentId, refundHandle: handle, amountCents: 2000, currency: "EUR", idempotencyKey: "refund-1" });
    expect(part).toMatchObject({ status: "succeeded", amountCents: 2000 });
    // the same idempotency key again is the same refund, not a second one
    const replay = await provider.refund(keys, { paymentId: paid.paymentId, refundHandle: handle, amountCents: 2000, currency: "EUR", idempotencyKey: "refund-1" });
    expect(replay.refundId).toBe(part.refundId);
    const error = await provider.refund(keys, { paymentId: paid.paymentId, refundHandle: handle, amountCents: 4500, currency: "EUR", idempotencyKey: "refund-2" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentError);
    expect(paymentErrorBody(error)).toEqual({ error: true, customErrorMsg: "Refund amount (€45.00) is greater than unrefunded amount on charge (€40.00)" });
    const rest = await provider.refund(keys, { paymentId: paid.paymentId, refundHandle: handle, amountCents: 4000, currency: "EUR", idempotencyKey: "refund-3" });
    expect(rest).toMatchObject({ status: "succeeded", amountCents: 4000 });
  });

  it("a refused secret key gives the generic error and the key appears nowhere", async () => {
    const wrong = { ...keys, secretKey: "sk_test_this_is_secret_zz" };
    const error = (await provider.start(wrong, input()).catch((e: unknown) => e)) as PaymentError;
    expect(error.code).toBe("configuration");
    expect(paymentErrorBody(error)).toEqual({ error: true, customErrorMsg: "appointment.error.errorDuringPayment" });
    expect(JSON.stringify({ ...error, text: error.message, stack: error.stack })).not.toContain("this_is_secret");
  });

  it("uses the official SDK (the fake speaks the API the SDK expects)", () => {
    expect(Stripe.errors.StripeCardError).toBeDefined();
  });
});
