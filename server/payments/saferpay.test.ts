// Saferpay adapter against the local Saferpay fake. Saferpay signs nothing: its notification is a
// bare GET and the payer's return carries no data, so a payment is believed only from
// PaymentPage/Assert, called with our credentials and the token stored at start.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cancelOnHostedPage, distinctEvents, openHostedPage, startNotificationSink, submitCard, testOrder, type Sink } from "../fakes/browser";
import { startSaferpayFake } from "../fakes/saferpay";
import { PaymentError, paymentErrorBody, type ConfirmResult } from "./provider";
import { createSaferpayProvider } from "./saferpay";

const keys = { customerId: "401860", terminalId: "17795278", apiUser: "API_401860_80003225", secretKey: "C-y*bv8346Ze5-T8" };

describe("Saferpay adapter against the fake", () => {
  let fake: Awaited<ReturnType<typeof startSaferpayFake>>;
  let sink: Sink;
  let provider: ReturnType<typeof createSaferpayProvider>;
  const tokens = new Map<string, string>();
  let n = 0;

  beforeAll(async () => {
    fake = await startSaferpayFake({ customerId: keys.customerId, terminalId: keys.terminalId, apiUser: keys.apiUser, password: keys.secretKey });
    provider = createSaferpayProvider({ apiUrl: fake.url });
    // The shop finds the token it stored from the order reference in its own notify URL.
    sink = await startNotificationSink((req) => provider.confirm(keys, { source: "notification", request: req, paymentId: tokens.get(new URL(req.url).searchParams.get("order") ?? "") }));
  });
  afterAll(async () => {
    await sink.close();
    await fake.close();
  });

  const start = async (amountCents = 8000) => {
    const ref = `SP${++n}`;
    const input = testOrder(ref, {
      amountCents,
      description: "Massage duo",
      language: "de",
      returnUrls: { success: `https://spa.example/payments/rdvcheck?order=${ref}`, failure: "https://spa.example/payments/fail", cancel: "https://spa.example/payments/fail" },
      notificationUrl: `${sink.url}/api/payment/callback/spa?order=${ref}`,
    });
    const started = await provider.start(keys, input);
    tokens.set(input.orderRef, started.paymentId);
    return { input, started, page: await openHostedPage(started.browser) };
  };

  it("start → payment page → paid (authorized, then captured), the same from the notification and from the return", async () => {
    const { input, started, page } = await start();
    expect(page.html).toContain("€80.00");
    const before = sink.results.length;
    const back = await submitCard(page, "9070 1000 5200 0001");
    expect(back.returned?.url).toBe(input.returnUrls.success);
    const fromNotification = sink.results[before] as ConfirmResult;
    expect(fromNotification).toMatchObject({ paymentId: started.paymentId, orderRef: input.orderRef, outcome: "paid", amountCents: 8000, currency: "EUR" });
    expect(fromNotification.refundHandle).toMatch(/_c$/);
    const fromReturn = await provider.confirm(keys, { source: "return", request: back.returned!, paymentId: started.paymentId });
    expect(fromReturn).toEqual(fromNotification);
  });

  it("a declined card: failed with Saferpay's message for the payer", async () => {
    const { started, page } = await start();
    const before = sink.results.length;
    await submitCard(page, "9030 1001 5200 0009");
    expect(sink.results[before]).toMatchObject({ paymentId: started.paymentId, outcome: "failed", amountCents: 0, message: "The card holder failed to authenticate" });
  });

  it("aborted on the page → cancelled; an expired token → cancelled", async () => {
    const { started, page } = await start();
    const back = await cancelOnHostedPage(page);
    await expect(provider.confirm(keys, { source: "return", request: back.returned!, paymentId: started.paymentId })).resolves.toMatchObject({ outcome: "cancelled" });
    const other = await start();
    fake.expire(other.started.paymentId);
    await expect(provider.confirm(keys, { source: "return", request: { method: "GET", url: other.input.returnUrls.success, headers: {}, body: "" }, paymentId: other.started.paymentId })).resolves.toMatchObject({ outcome: "cancelled" });
  });

  it("no signature to forge: a notification without a stored token, or with an unknown one, is refused; one for an unpaid page stays pending", async () => {
    const forged = { method: "GET", url: `${sink.url}/api/payment/callback/spa?order=NOPE`, headers: {}, body: "" };
    await expect(provider.confirm(keys, { source: "notification", request: forged })).rejects.toMatchObject({ code: "signature" });
    await expect(provider.confirm(keys, { source: "notification", request: forged, paymentId: "notarealtoken" })).rejects.toMatchObject({ code: "signature" });
    const { started } = await start();
    await expect(provider.confirm(keys, { source: "notification", request: forged, paymentId: started.paymentId })).resolves.toMatchObject({ outcome: "pending", amountCents: 0 });
  });

  it("notifications replayed 10 times and after the return: one capture, one result", async () => {
    const { started, page, input } = await start();
    fake.controls.outbox.hold();
    const back = await submitCard(page, "9070100052000001");
    const fromReturn = await provider.confirm(keys, { source: "return", request: back.returned!, paymentId: started.paymentId });
    const before = sink.results.length;
    await fake.controls.outbox.flush({ reverse: true });
    await fake.controls.outbox.replayLast(10);
    const events = distinctEvents([fromReturn, ...(sink.results.slice(before) as ConfirmResult[])]);
    expect(events).toEqual([fromReturn]);
    expect(fromReturn).toMatchObject({ orderRef: input.orderRef, outcome: "paid", amountCents: 8000 });
  });

  it("refunds part then the rest (each refund captured); more is refused with Saferpay's message", async () => {
    const { started, page } = await start(9000);
    const back = await submitCard(page, "9070100052000001");
    const paid = await provider.confirm(keys, { source: "return", request: back.returned!, paymentId: started.paymentId });
    const base = { paymentId: paid.paymentId, refundHandle: paid.refundHandle!, currency: "EUR" };
    await expect(provider.refund(keys, { ...base, amountCents: 3000, idempotencyKey: "sp-r1" })).resolves.toMatchObject({ status: "succeeded", amountCents: 3000 });
    const error = await provider.refund(keys, { ...base, amountCents: 7000, idempotencyKey: "sp-r2" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentError);
    expect(paymentErrorBody(error)).toEqual({ error: true, customErrorMsg: "The amount does not adhere to the restrictions for this action" });
    await expect(provider.refund(keys, { ...base, amountCents: 6000, idempotencyKey: "sp-r3" })).resolves.toMatchObject({ status: "succeeded", amountCents: 6000 });
  });

  it("an answer lost on the way is asked again with the same RequestId and RetryIndicator 1: one payment page, not two", async () => {
    const pagesBefore = fake.pages.size;
    fake.controls.loseAnswers = 1;
    const { started, page } = await start();
    expect(fake.pages.size).toBe(pagesBefore + 1);
    expect(page.status).toBe(200);
    expect(started.paymentId).toBe([...fake.pages.keys()].at(-1));
  });

  it("wrong credentials: a configuration error without the password", async () => {
    const error = (await provider.start({ ...keys, secretKey: "TopSecretPw123" }, testOrder("SPX")).catch((e: unknown) => e)) as PaymentError;
    expect(error.code).toBe("configuration");
    expect(JSON.stringify({ ...error, text: error.message, stack: error.stack })).not.toContain("TopSecretPw123");
  });
});
