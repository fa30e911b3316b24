// The same calls, whatever the provider: every adapter through the combined demo fake (one port,
// the demo keys), chosen by name as a company's `payment.provider` would choose it. And the rules
// every adapter shares: amounts in integer cents, the order reference, the spec's error body.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openHostedPage, startNotificationSink, submitCard, testOrder, type Sink } from "../fakes/browser";
import { DEMO_PAYMENT_KEYS, startPaymentFakes, type PaymentFakes } from "../fakes/payments";
import { payzenCardPageUrl } from "../fakes/payzen";
import { createPaymentProviders } from "./index";
import { centsToDecimal, checkStartInput, decimalToCents, GENERIC_PAYMENT_ERROR, PaymentError, paymentErrorBody, type ConfirmResult, type PaymentProviderName } from "./provider";

const SUCCESS_CARDS = { stripe: "4242424242424242", payzen: "4970100000000055", saferpay: "9070100052000001", paypal: "4111111111111111", monetico: "4970100000000014" } as const;

const order = (orderRef: string, notificationUrl: string) => testOrder(orderRef, { amountCents: 12345, description: "Journée spa", language: "en", notificationUrl });

describe("every provider through the combined demo fake", () => {
  let fakes: PaymentFakes;
  let sink: Sink;
  let providers: ReturnType<typeof createPaymentProviders>;
  const started = new Map<string, { name: PaymentProviderName; paymentId: string }>();

  beforeAll(async () => {
    // The shop's callback route: /callback/<provider>?order=<ref>, as the integration will mount it.
    sink = await startNotificationSink(async (req) => {
      const url = new URL(req.url);
      const name = url.pathname.split("/").pop() as PaymentProviderName;
      const stored = started.get(url.searchParams.get("order") ?? "");
      return providers[name].confirm(DEMO_PAYMENT_KEYS[name as keyof typeof DEMO_PAYMENT_KEYS], { source: "notification", request: req, paymentId: stored?.paymentId });
    });
    fakes = await startPaymentFakes({ notifications: { stripe: `${sink.url}/callback/stripe`, paypal: `${sink.url}/callback/paypal`, monetico: `${sink.url}/callback/monetico` } });
    providers = createPaymentProviders(fakes.endpoints);
  });
  afterAll(async () => {
    await fakes.close();
    await sink.close();
  });

  for (const name of ["stripe", "payzen", "saferpay", "paypal", "monetico"] as const) {
    it(`${name}: start, pay on the hosted page, confirmed paid by the notification`, async () => {
      const provider = providers[name];
      const keys = DEMO_PAYMENT_KEYS[name];
      const ref = `ALL${name.slice(0, 3).toUpperCase()}`;
      const input = order(ref, `${sink.url}/callback/${name}?order=${ref}`);
      const result = await provider.start(keys, input);
      started.set(ref, { name, paymentId: result.paymentId });
      const page = result.browser.kind === "hosted-fields" ? await openHostedPage({ kind: "redirect", url: payzenCardPageUrl(fakes.endpoints.payzenStatic, result.browser) }) : await openHostedPage(result.browser);
      expect(page.status).toBe(200);
      expect(page.html).toContain("€123.45");
      const before = sink.results.length;
      const back = await submitCard(page, SUCCESS_CARDS[name]);
      expect(back.returned).toBeDefined();
      const notified = sink.results.slice(before).filter((r): r is ConfirmResult => !(r instanceof Error));
      expect(notified.length).toBeGreaterThan(0);
      for (const r of notified) expect(r).toMatchObject({ orderRef: ref, outcome: "paid", amountCents: 12345, currency: "EUR" });
    });
  }

  it("free: confirmed at once, nothing taken, no browser step, nothing to refund", async () => {
    const result = await providers.free.start({}, order("ALLFREE", "https://spa.example/n"));
    expect(result.browser).toEqual({ kind: "none" });
    expect(result.confirmed).toMatchObject({ orderRef: "ALLFREE", outcome: "paid", amountCents: 0 });
    await expect(providers.free.confirm({}, { source: "return", request: { method: "GET", url: "https://spa.example/", headers: {}, body: "" }, paymentId: result.paymentId })).resolves.toEqual(result.confirmed);
    await expect(providers.free.refund({}, { paymentId: result.paymentId, refundHandle: "x", amountCents: 100, currency: "EUR", idempotencyKey: "k" })).rejects.toMatchObject({ code: "unsupported" });
  });

  it("a provider without its keys names the missing key, never a value", async () => {
    const error = (await providers.saferpay.start({ customerId: "1", secretKey: "s3cr3t" }, order("NOKEYS", "https://spa.example/n")).catch((e: unknown) => e)) as PaymentError;
    expect(error.code).toBe("configuration");
    expect(error.message).toContain("payment.keys.terminalId");
    expect(error.message).not.toContain("s3cr3t");
  });
});

describe("rules every adapter shares", () => {
  it("takes integer cents only, and a 1–12 character letters-and-digits order reference", () => {
    const ok = order("AB12", "https://spa.example/n");
    expect(() => checkStartInput("stripe", ok)).not.toThrow();
    for (const amountCents of [0, -100, 12.5, Number.NaN]) expect(() => checkStartInput("stripe", { ...ok, amountCents })).toThrow(PaymentError);
    for (const orderRef of ["", "A-1", "ABCDEFGHIJKLM", "é1"]) expect(() => checkStartInput("stripe", { ...ok, orderRef })).toThrow(PaymentError);
    expect(() => checkStartInput("stripe", { ...ok, currency: "eur" })).toThrow(PaymentError);
  });

  it("converts cents and decimal strings exactly", () => {
    expect(centsToDecimal(12345)).toBe("123.45");
    expect(centsToDecimal(5)).toBe("0.05");
    expect(decimalToCents("123.45")).toBe(12345);
    expect(decimalToCents("0.1")).toBe(10);
    expect(decimalToCents("19.99")).toBe(1999);
  });

  it("spec §8: the provider's message for card and validation errors, the generic key for anything else", () => {
    expect(paymentErrorBody(new PaymentError("stripe", "card", "x", { providerMessage: "Your card was declined." }))).toEqual({ error: true, customErrorMsg: "Your card was declined." });
    expect(paymentErrorBody(new PaymentError("payzen", "validation", "x", { providerMessage: "invalid amount" }))).toEqual({ error: true, customErrorMsg: "invalid amount" });
    expect(paymentErrorBody(new PaymentError("paypal", "provider", "x"))).toEqual({ error: true, customErrorMsg: GENERIC_PAYMENT_ERROR });
    expect(paymentErrorBody(new PaymentError("paypal", "card", "x"))).toEqual({ error: true, customErrorMsg: GENERIC_PAYMENT_ERROR });
    expect(paymentErrorBody(new Error("boom"))).toEqual({ error: true, customErrorMsg: "appointment.error.errorDuringPayment" });
  });
});
