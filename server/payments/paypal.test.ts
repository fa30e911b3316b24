// PayPal adapter against the local PayPal fake: OAuth2, Orders v2, capture on return or on the
// approval webhook, webhooks signed with PayPal's CRC32-based scheme and checked by PayPal's
// verify-webhook-signature call, a declined instrument, replays, refunds of the capture.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelOnHostedPage, distinctEvents, openHostedPage, startNotificationSink, submitCard, testOrder, type Sink } from "../fakes/browser";
import { paypalSignedMessage, startPaypalFake } from "../fakes/paypal";
import { createPaypalProvider, verifyWebhookRequest } from "./paypal";
import { PaymentError, paymentErrorBody, type ConfirmResult } from "./provider";

const keys = { clientId: "AYSq3RDGsmBLJE-otTkBtM-jBRd1TCQwFf9RGfwddNXWz0uFU9ztymylOhRS", secretKey: "EGnHDxD_qRPdaLdZz8iCr8N7_MzF-YHPTkjs6NKYQvQSBngp4PTTVWkPZRbL", webhookId: "8PT597110X687430LKGECATA" };

describe("PayPal webhook signature (SHA256withRSA over id|time|webhookId|CRC32 of the body), checked by verify-webhook-signature", () => {
  // Worked example: the event and headers of PayPal's webhook documentation; the CRC32 computed
  // independently (Python's zlib.crc32 of the same bytes: 2415788301).
  const body = '{"id":"WH-7Y7254563A4550640-11V2185806837105M","event_version":"1.0","create_time":"2015-02-17T18:51:33Z","resource_type":"capture","event_type":"PAYMENT.CAPTURE.COMPLETED"}';

  it("signs the documented string", () => {
    expect(paypalSignedMessage("69cd13f0-d67a-11e5-baa3-778b53f4ae55", "2016-02-18T20:01:35Z", "1JE4291016473214C", body)).toBe("69cd13f0-d67a-11e5-baa3-778b53f4ae55|2016-02-18T20:01:35Z|1JE4291016473214C|2415788301");
  });

  it("sends PayPal every field its verify call documents, the event as received", () => {
    const headers = {
      "paypal-auth-algo": "SHA256withRSA",
      "paypal-cert-url": "https://api.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270",
      "paypal-transmission-id": "69cd13f0-d67a-11e5-baa3-778b53f4ae55",
      "paypal-transmission-sig": "lmI95Jx3Y9nhR5SJWlHVIWpg4AgFk7n9bCHSRxbrd8A9zrhdu2rMyFrmz+Zjh3s3boXB07VXCXUZy/UFzUlnGJn0wDugt7FlSvdKeIJenLRemUxYCPVoEZzg9VFNqOa48gMkvF+XTpxBeUx/kWy6B5cp7GkT2+pOowfRK7OaynuxUoKW3JcMWw272VKjLTtTAShncla7tGF+55rxyt2KNZIIqxNMJ48RDZheGU5w1npu9dZHnPgTXB9iomeVRoD8O/jhRpnKsGrDschyNdkeh81BJJMH4Ctc6lnCCquoP/GzCzz33MMsNdid7vL/NIWaCsekQpW26FpWPi/tfj8nLA==",
      "paypal-transmission-time": "2016-02-18T20:01:35Z",
    };
    expect(verifyWebhookRequest(headers, "1JE4291016473214C", body)).toEqual({
      auth_algo: "SHA256withRSA",
      cert_url: headers["paypal-cert-url"],
      transmission_id: headers["paypal-transmission-id"],
      transmission_sig: headers["paypal-transmission-sig"],
      transmission_time: "2016-02-18T20:01:35Z",
      webhook_id: "1JE4291016473214C",
      webhook_event: JSON.parse(body),
    });
  });
});

describe("PayPal adapter against the fake", () => {
  let fake: Awaited<ReturnType<typeof startPaypalFake>>;
  let sink: Sink;
  let provider: ReturnType<typeof createPaypalProvider>;
  let n = 0;

  beforeAll(async () => {
    fake = await startPaypalFake({ clientId: keys.clientId, clientSecret: keys.secretKey, webhookId: keys.webhookId });
    provider = createPaypalProvider({ apiUrl: fake.url });
    sink = await startNotificationSink((req) => provider.confirm(keys, { source: "notification", request: req }));
    fake.controls.webhookUrl = sink.url;
  });
  afterAll(async () => {
    await sink.close();
    await fake.close();
  });

  const start = async (amountCents = 6500) => {
    const input = testOrder(`PP${++n}`, { amountCents, description: "Rituel hammam", language: "it" });
    const started = await provider.start(keys, input);
    return { input, started, page: await openHostedPage(started.browser) };
  };

  it("start → approval page → paid: captured once, whether the webhook or the return comes first; a retried start is the same order", async () => {
    const { input, started, page } = await start();
    await expect(provider.start(keys, input)).resolves.toEqual(started);
    expect(page.html).toContain("€65.00");
    const before = sink.results.length;
    const back = await submitCard(page, "4111 1111 1111 1111");
    expect(back.returned?.url).toMatch(/^https:\/\/spa\.example\/payments\/rdvcheck\?token=[A-Z0-9]+&PayerID=/);
    const fromWebhooks = sink.results.slice(before) as ConfirmResult[];
    // the approval webhook captured the order, which sent PAYMENT.CAPTURE.COMPLETED: two events, one capture
    expect(fromWebhooks).toHaveLength(2);
    for (const r of fromWebhooks) expect(r).toMatchObject({ paymentId: started.paymentId, orderRef: input.orderRef, outcome: "paid", amountCents: 6500, currency: "EUR", refundHandle: fromWebhooks[0]!.refundHandle });
    const fromReturn = await provider.confirm(keys, { source: "return", request: back.returned! });
    expect(fromReturn).toMatchObject({ paymentId: started.paymentId, outcome: "paid", amountCents: 6500, refundHandle: fromWebhooks[0]!.refundHandle });
  });

  it("a declined instrument: failed with PayPal's message", async () => {
    const { started, page } = await start();
    fake.controls.outbox.hold();
    const back = await submitCard(page, "4000 0000 0000 0002");
    const fromReturn = await provider.confirm(keys, { source: "return", request: back.returned! });
    expect(fromReturn).toMatchObject({ paymentId: started.paymentId, outcome: "failed", amountCents: 0, message: "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment." });
    const before = sink.results.length;
    await fake.controls.outbox.flush();
    expect(sink.results[before]).toMatchObject({ outcome: "failed", message: fromReturn.message });
  });

  it("cancel on PayPal's page → still pending (PayPal closes nothing); a voided order → cancelled", async () => {
    const { started, page } = await start();
    const back = await cancelOnHostedPage(page);
    await expect(provider.confirm(keys, { source: "return", request: back.returned! })).resolves.toMatchObject({ paymentId: started.paymentId, outcome: "pending" });
    const before = sink.results.length;
    await fake.void(started.paymentId);
    expect(sink.results[before]).toMatchObject({ paymentId: started.paymentId, outcome: "cancelled" });
  });

  it("a webhook signed with another key is refused by PayPal's verification", async () => {
    fake.controls.signWithWrongKey = true;
    try {
      const { page } = await start();
      const before = sink.results.length;
      await submitCard(page, "4111111111111111");
      expect((sink.results[before] as PaymentError).code).toBe("signature");
    } finally {
      fake.controls.signWithWrongKey = false;
    }
  });

  it("webhooks replayed 10 times and out of order: identical results per event, one capture", async () => {
    const { page } = await start();
    fake.controls.outbox.hold();
    const back = await submitCard(page, "4111111111111111");
    const fromReturn = await provider.confirm(keys, { source: "return", request: back.returned! }); // captures; its webhook is held too
    const before = sink.results.length;
    await fake.controls.outbox.flush({ reverse: true });
    await fake.controls.outbox.replayLast(10);
    const events = distinctEvents(sink.results.slice(before) as ConfirmResult[]);
    expect(events).toHaveLength(2);
    expect(new Set([fromReturn, ...events].map((e) => `${e.paymentId}|${e.outcome}|${e.amountCents}|${e.refundHandle}`)).size).toBe(1);
  });

  it("refunds part of the capture, then the rest; more is refused with PayPal's message", async () => {
    const { page } = await start(10000);
    const back = await submitCard(page, "4111111111111111");
    const paid = await provider.confirm(keys, { source: "return", request: back.returned! });
    const base = { paymentId: paid.paymentId, refundHandle: paid.refundHandle!, currency: "EUR" };
    const part = await provider.refund(keys, { ...base, amountCents: 2550, idempotencyKey: "pp-r1" });
    expect(part).toMatchObject({ status: "succeeded", amountCents: 2550 });
    await expect(provider.refund(keys, { ...base, amountCents: 2550, idempotencyKey: "pp-r1" })).resolves.toEqual(part);
    const error = await provider.refund(keys, { ...base, amountCents: 8000, idempotencyKey: "pp-r2" }).catch((e: unknown) => e);
    expect(paymentErrorBody(error)).toEqual({ error: true, customErrorMsg: "The refund amount must be less than or equal to the capture amount that has not yet been refunded." });
    await expect(provider.refund(keys, { ...base, amountCents: 7450, idempotencyKey: "pp-r3" })).resolves.toMatchObject({ status: "succeeded", amountCents: 7450 });
  });

  it("a wrong secret: configuration error, the secret appears nowhere", async () => {
    const other = createPaypalProvider({ apiUrl: fake.url });
    const error = (await other.start({ ...keys, secretKey: "SUPERSECRETVALUE" }, (await start()).input).catch((e: unknown) => e)) as PaymentError;
    expect(error.code).toBe("configuration");
    expect(JSON.stringify({ ...error, text: error.message, stack: error.stack })).not.toContain("SUPERSECRETVALUE");
  });
});
