// PayZen adapter against the local Lyra fake: formToken, embedded form, IPN and browser post-back
// each signed with its own key, a refused card, a bad signature, replays, refunds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distinctEvents, openHostedPage, startNotificationSink, submitCard, testOrder, type Sink } from "../fakes/browser";
import { payzenCardPageUrl, startPayzenFake } from "../fakes/payzen";
import { createPayzenProvider, payzenHash, PAYZEN_SCRIPT_PATH } from "./payzen";
import { PaymentError, paymentErrorBody, type BrowserStep, type ConfirmResult } from "./provider";

const keys = { shopId: "69876357", secretKey: "testpassword_DEMOPRIVATEKEY23G4475zXZQ2UA5x7M", publicKey: "69876357:testpublickey_DEMOPUBLICKEY95me92597fd28tGD4r5", hmacKey: "38453613e7f44dc58732bad3dca2bca3" };

describe("kr-hash (Lyra's scheme: HMAC-SHA-256 of kr-answer, hex; password for the IPN, HMAC key for the browser)", () => {
  // Worked example: the kr-answer of Lyra's 'browser return' page (shortened) with the demo keys of
  // its documentation; expected values computed independently with `openssl dgst -sha256 -hmac`.
  const krAnswer =
    '{"shopId":"69876357","orderCycle":"CLOSED","orderStatus":"PAID","serverDate":"2018-09-27T14:02:17+00:00","orderDetails":{"orderTotalAmount":990,"orderCurrency":"EUR","mode":"TEST","orderId":null,"_type":"V4/OrderDetails"},"_type":"V4/Payment"}';
  const ipnHash = "b3070bfd96838b3c1f5599a8752d14d5d0f22e654b32d975d8a962d832163670";
  const returnHash = "ca26dbdccaa68ed73d6bd0a0f51d3a8677d55f60f47db39277aaf50c1eb3f973";
  const provider = createPayzenProvider({ apiUrl: "http://127.0.0.1:9", staticUrl: "http://127.0.0.1:9" });
  const post = (fields: Record<string, string>) => ({ method: "POST", url: "https://spa.example/x", headers: {}, body: new URLSearchParams(fields).toString() });

  it("computes both documented hashes", () => {
    expect(payzenHash(krAnswer, keys.secretKey)).toBe(ipnHash);
    expect(payzenHash(krAnswer, keys.hmacKey)).toBe(returnHash);
  });

  it("accepts each with its own key only", async () => {
    const ipn = { "kr-hash": ipnHash, "kr-hash-algorithm": "sha256_hmac", "kr-hash-key": "password", "kr-answer-type": "V4/Payment", "kr-answer": krAnswer };
    await expect(provider.confirm(keys, { source: "notification", request: post(ipn) })).resolves.toMatchObject({ outcome: "paid", amountCents: 0, currency: "EUR" });
    const back = { ...ipn, "kr-hash": returnHash, "kr-hash-key": "sha256_hmac" };
    await expect(provider.confirm(keys, { source: "return", request: post(back) })).resolves.toMatchObject({ outcome: "paid" });
    // a browser could post an IPN-signed answer to the return URL, or the reverse: refused
    await expect(provider.confirm(keys, { source: "return", request: post(ipn) })).rejects.toMatchObject({ code: "signature" });
    await expect(provider.confirm(keys, { source: "notification", request: post({ ...ipn, "kr-answer": krAnswer.replace("990", "9") }) })).rejects.toMatchObject({ code: "signature" });
  });
});

describe("PayZen adapter against the fake", () => {
  let fake: Awaited<ReturnType<typeof startPayzenFake>>;
  let sink: Sink;
  let provider: ReturnType<typeof createPayzenProvider>;
  let n = 0;

  beforeAll(async () => {
    fake = await startPayzenFake({ shopId: keys.shopId, password: keys.secretKey, publicKey: keys.publicKey, hmacKey: keys.hmacKey });
    provider = createPayzenProvider({ apiUrl: fake.url, staticUrl: fake.url });
    sink = await startNotificationSink((req) => provider.confirm(keys, { source: "notification", request: req }));
  });
  afterAll(async () => {
    await sink.close();
    await fake.close();
  });

  const input = (amountCents = 3900) => testOrder(`PZ${++n}`, { amountCents, description: "Soin visage", notificationUrl: `${sink.url}/api/payment/callback/spa` });

  const cardPage = async (step: BrowserStep) => {
    if (step.kind !== "hosted-fields") throw new Error("expected hosted fields");
    return openHostedPage({ kind: "redirect", url: payzenCardPageUrl(fake.url, step) });
  };

  it("start gives the formToken, the public key and Lyra's script; paid is confirmed from the IPN and from the post-back alike", async () => {
    const order = input();
    const started = await provider.start(keys, order);
    expect(started.browser).toMatchObject({ kind: "hosted-fields", publicKey: keys.publicKey, scriptUrl: `${fake.url}${PAYZEN_SCRIPT_PATH}` });
    const script = await fetch((started.browser as { scriptUrl: string }).scriptUrl);
    expect(await script.text()).toContain("kr-form-token");
    const page = await cardPage(started.browser);
    expect(page.html).toContain("€39.00");
    const before = sink.results.length;
    const back = await submitCard(page, "4970 1000 0000 0055");
    expect(back.returned?.url).toBe("https://spa.example/payments/rdvcheck");
    const fromIpn = sink.results[before] as ConfirmResult;
    expect(fromIpn).toMatchObject({ paymentId: order.orderRef, orderRef: order.orderRef, outcome: "paid", amountCents: 3900, currency: "EUR" });
    const fromReturn = await provider.confirm(keys, { source: "return", request: back.returned! });
    expect(fromReturn).toEqual(fromIpn);
  });

  it("a refused card: failed, with Lyra's message, from both sides", async () => {
    const started = await provider.start(keys, input());
    const before = sink.results.length;
    const back = await submitCard(await cardPage(started.browser), "4970 1000 0000 0097");
    expect(back.returned?.url).toBe("https://spa.example/payments/fail");
    expect(sink.results[before]).toMatchObject({ outcome: "failed", amountCents: 0, message: "Do not honor" });
    await expect(provider.confirm(keys, { source: "return", request: back.returned! })).resolves.toMatchObject({ outcome: "failed", message: "Do not honor" });
  });

  it("an IPN and a post-back signed with the wrong key are refused", async () => {
    fake.controls.signWithWrongKey = true;
    try {
      const started = await provider.start(keys, input());
      const before = sink.results.length;
      const back = await submitCard(await cardPage(started.browser), "4970100000000055");
      expect((sink.results[before] as PaymentError).code).toBe("signature");
      await expect(provider.confirm(keys, { source: "return", request: back.returned! })).rejects.toMatchObject({ code: "signature" });
    } finally {
      fake.controls.signWithWrongKey = false;
    }
  });

  it("an abandoned payment is 'cancelled'; IPNs replayed and out of order keep one result per event", async () => {
    const started = await provider.start(keys, input());
    const token = (started.browser as { formToken: string }).formToken;
    const page = await cardPage(started.browser);
    fake.controls.outbox.hold();
    await submitCard(page, "4970100000000055");
    const before = sink.results.length;
    await fake.controls.outbox.flush({ reverse: true });
    await fake.controls.outbox.replayLast(10);
    const events = distinctEvents(sink.results.slice(before) as ConfirmResult[]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ outcome: "paid", amountCents: 3900 });
    await expect(fake.abandon(token)).rejects.toThrow();

    const other = await provider.start(keys, input());
    const at = sink.results.length;
    await fake.abandon((other.browser as { formToken: string }).formToken);
    expect(sink.results[at]).toMatchObject({ outcome: "cancelled", amountCents: 0 });
  });

  it("refunds part, then the rest; more is refused with Lyra's message", async () => {
    const started = await provider.start(keys, input(5000));
    const back = await submitCard(await cardPage(started.browser), "4970100000000055");
    const paid = await provider.confirm(keys, { source: "return", request: back.returned! });
    const base = { paymentId: paid.paymentId, refundHandle: paid.refundHandle!, currency: "EUR" };
    await expect(provider.refund(keys, { ...base, amountCents: 1500, idempotencyKey: "r1" })).resolves.toMatchObject({ status: "succeeded", amountCents: 1500 });
    const error = await provider.refund(keys, { ...base, amountCents: 4000, idempotencyKey: "r2" }).catch((e: unknown) => e);
    expect(paymentErrorBody(error)).toEqual({ error: true, customErrorMsg: "at most 3500" });
    await expect(provider.refund(keys, { ...base, amountCents: 3500, idempotencyKey: "r3" })).resolves.toMatchObject({ status: "succeeded", amountCents: 3500 });
  });

  it("a wrong password is a configuration error that never shows the password", async () => {
    const error = (await provider.start({ ...keys, secretKey: "testpassword_SECRETVALUE" }, input()).catch((e: unknown) => e)) as PaymentError;
    expect(error.code).toBe("configuration");
    expect(JSON.stringify({ ...error, text: error.message, stack: error.stack })).not.toContain("SECRETVALUE");
  });
});
