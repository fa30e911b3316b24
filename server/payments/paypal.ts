// PayPal Orders v2 through its documented REST API with fetch (the official server SDK cannot be
// pointed at another host, see the decision record): OAuth2 client credentials, create an order
// with its payer-action link, capture on return or on the CHECKOUT.ORDER.APPROVED webhook (one
// PayPal-Request-Id per order, so two captures are one), webhooks verified by PayPal's
// verify-webhook-signature call, refunds of the capture.
import { createHash } from "node:crypto";
import { trimBase } from "./endpoints";
import { basicAuth, callProvider, type Fetch } from "./http";
import {
  centsToDecimal,
  checkRefundInput,
  checkStartInput,
  decimalToCents,
  PaymentError,
  queryOf,
  requireKeys,
  type ConfirmResult,
  type PaymentLanguage,
  type PaymentOutcome,
  type PaymentProvider,
  type ProviderKeys,
} from "./provider";

export interface PaypalOptions {
  /** https://api-m.paypal.com (sandbox: https://api-m.sandbox.paypal.com) */
  apiUrl: string;
  fetch?: Fetch;
  /** milliseconds, for the access token's lifetime */
  now?: () => number;
}

interface PaypalError {
  name?: string;
  message?: string;
  details?: { issue?: string; description?: string }[];
  error?: string;
}

interface Capture {
  id: string;
  status: "COMPLETED" | "DECLINED" | "PENDING" | "PARTIALLY_REFUNDED" | "REFUNDED" | "FAILED";
  amount: { currency_code: string; value: string };
  custom_id?: string;
  supplementary_data?: { related_ids?: { order_id?: string } };
}

interface Order {
  id: string;
  status: "CREATED" | "SAVED" | "APPROVED" | "VOIDED" | "COMPLETED" | "PAYER_ACTION_REQUIRED";
  links?: { href: string; rel: string }[];
  purchase_units?: { reference_id?: string; custom_id?: string; amount?: { currency_code: string; value: string }; payments?: { captures?: Capture[] } }[];
}

const LOCALES: Record<PaymentLanguage, string> = { fr: "fr-FR", de: "de-DE", en: "en-GB", es: "es-ES", it: "it-IT" };

/** The headers PayPal sends with a webhook, in the body of the verify-webhook-signature call. */
export function verifyWebhookRequest(headers: Readonly<Record<string, string>>, webhookId: string, rawBody: string) {
  return {
    auth_algo: headers["paypal-auth-algo"] ?? "",
    cert_url: headers["paypal-cert-url"] ?? "",
    transmission_id: headers["paypal-transmission-id"] ?? "",
    transmission_sig: headers["paypal-transmission-sig"] ?? "",
    transmission_time: headers["paypal-transmission-time"] ?? "",
    webhook_id: webhookId,
    webhook_event: JSON.parse(rawBody) as unknown,
  };
}

export function createPaypalProvider(opts: PaypalOptions): PaymentProvider {
  const fetchImpl = opts.fetch ?? fetch;
  const api = trimBase(opts.apiUrl);
  const now = opts.now ?? Date.now;
  const tokens = new Map<string, { token: string; expiresAt: number }>();

  async function accessToken(keys: ProviderKeys): Promise<string> {
    const k = requireKeys("paypal", keys, ["clientId", "secretKey"]);
    const cacheKey = createHash("sha256").update(`${k.clientId}:${k.secretKey}`).digest("hex");
    const cached = tokens.get(cacheKey);
    if (cached && cached.expiresAt > now()) return cached.token;
    const res = await callProvider<{ access_token?: string; expires_in?: number }>("paypal", fetchImpl, `${api}/v1/oauth2/token`, { headers: { authorization: basicAuth(k.clientId, k.secretKey) }, form: { grant_type: "client_credentials" } });
    if (res.status === 401 || res.status === 403) throw new PaymentError("paypal", "configuration", "PayPal refused the client id or secret");
    if (res.status !== 200 || !res.body.access_token) throw new PaymentError("paypal", "provider", `oauth2/token: HTTP ${res.status}`);
    // renew a minute before PayPal's expiry
    tokens.set(cacheKey, { token: res.body.access_token, expiresAt: now() + Math.max(0, (res.body.expires_in ?? 0) - 60) * 1000 });
    return res.body.access_token;
  }

  async function call<T>(keys: ProviderKeys, method: "GET" | "POST", path: string, body?: unknown, requestId?: string) {
    const headers: Record<string, string> = { authorization: `Bearer ${await accessToken(keys)}`, prefer: "return=representation" };
    if (requestId) headers["paypal-request-id"] = requestId;
    const res = await callProvider<T & PaypalError>("paypal", fetchImpl, `${api}${path}`, { method, headers, json: method === "POST" ? (body ?? {}) : undefined });
    if (res.status === 401 || res.status === 403) throw new PaymentError("paypal", "configuration", `${path}: PayPal refused the access token`);
    return res;
  }

  const refused = (path: string, status: number, e: PaypalError): never => {
    const detail = e.details?.[0];
    if (status === 400 || status === 422) throw new PaymentError("paypal", "validation", `${path}: ${detail?.issue ?? e.name ?? status}`, { providerMessage: detail?.description ?? e.message });
    throw new PaymentError("paypal", "provider", `${path}: ${e.name ?? `HTTP ${status}`}`);
  };

  const fromCapture = (orderId: string, orderRef: string | null, c: Capture, eventId: string): ConfirmResult => {
    const outcome: PaymentOutcome = c.status === "COMPLETED" || c.status === "PARTIALLY_REFUNDED" || c.status === "REFUNDED" ? "paid" : c.status === "PENDING" ? "pending" : "failed";
    return {
      paymentId: orderId,
      orderRef,
      outcome,
      amountCents: outcome === "paid" ? decimalToCents(c.amount.value) : 0,
      currency: c.amount.currency_code,
      eventId,
      refundHandle: outcome === "paid" ? c.id : undefined,
    };
  };

  /** Captures an approved order (or reads the capture already made); the same request id makes a second call the first one's answer. */
  async function capture(keys: ProviderKeys, orderId: string, eventId: (outcome: PaymentOutcome) => string): Promise<ConfirmResult> {
    const res = await call<Order>(keys, "POST", `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, {}, `capture-${orderId}`);
    let order: Order | undefined = res.status === 200 || res.status === 201 ? res.body : undefined;
    if (!order) {
      const issue = res.body.details?.[0]?.issue;
      if (issue === "ORDER_ALREADY_CAPTURED") order = (await call<Order>(keys, "GET", `/v2/checkout/orders/${encodeURIComponent(orderId)}`)).body;
      else if (issue === "INSTRUMENT_DECLINED" || issue === "PAYER_ACTION_REQUIRED" || issue === "TRANSACTION_REFUSED") {
        const o = (await call<Order>(keys, "GET", `/v2/checkout/orders/${encodeURIComponent(orderId)}`)).body;
        const unit = o.purchase_units?.[0];
        return {
          paymentId: orderId,
          orderRef: unit?.custom_id ?? unit?.reference_id ?? null,
          outcome: "failed",
          amountCents: 0,
          currency: unit?.amount?.currency_code ?? "",
          eventId: eventId("failed"),
          message: res.body.details?.[0]?.description ?? res.body.message,
        };
      } else return refused("capture", res.status, res.body);
    }
    const unit = order.purchase_units?.[0];
    const c = unit?.payments?.captures?.[0];
    if (!c) throw new PaymentError("paypal", "provider", "capture: no capture in the order");
    const result = fromCapture(orderId, unit?.custom_id ?? unit?.reference_id ?? null, c, "");
    return { ...result, eventId: eventId(result.outcome) };
  }

  return {
    name: "paypal",
    capabilities: { refund: true, partialRefund: true, script: false, postBack: false },

    async start(keys, input) {
      checkStartInput("paypal", input);
      const res = await call<Order>(
        keys,
        "POST",
        "/v2/checkout/orders",
        {
          intent: "CAPTURE",
          purchase_units: [{ reference_id: input.orderRef, custom_id: input.orderRef, description: input.description.slice(0, 127), amount: { currency_code: input.currency, value: centsToDecimal(input.amountCents) } }],
          payment_source: {
            paypal: {
              email_address: input.customer.email,
              experience_context: { return_url: input.returnUrls.success, cancel_url: input.returnUrls.cancel, locale: LOCALES[input.language], user_action: "PAY_NOW", shipping_preference: "NO_SHIPPING" },
            },
          },
        },
        input.idempotencyKey,
      );
      if (res.status !== 200 && res.status !== 201) return refused("create order", res.status, res.body);
      const link = res.body.links?.find((l) => l.rel === "payer-action" || l.rel === "approve");
      if (!link) throw new PaymentError("paypal", "provider", "create order: no payer-action link");
      return { paymentId: res.body.id, browser: { kind: "redirect", url: link.href } };
    },

    async confirm(keys, input) {
      if (input.source === "notification") {
        const { webhookId } = requireKeys("paypal", keys, ["webhookId"]);
        let body: ReturnType<typeof verifyWebhookRequest>;
        try {
          body = verifyWebhookRequest(input.request.headers, webhookId, input.request.body);
        } catch {
          throw new PaymentError("paypal", "signature", "the webhook body is not JSON");
        }
        if (!body.transmission_sig || !body.transmission_id) throw new PaymentError("paypal", "signature", "no PayPal transmission headers");
        const verified = await call<{ verification_status?: string }>(keys, "POST", "/v1/notifications/verify-webhook-signature", body);
        if (verified.status !== 200 || verified.body.verification_status !== "SUCCESS") throw new PaymentError("paypal", "signature", "PayPal did not verify the webhook signature");
        const event = body.webhook_event as { id: string; event_type: string; resource: Order & Capture };
        switch (event.event_type) {
          case "CHECKOUT.ORDER.APPROVED":
            // The payer approved but may never come back: capture now (the same request id as the return's).
            return capture(keys, event.resource.id, () => event.id);
          case "PAYMENT.CAPTURE.COMPLETED":
          case "PAYMENT.CAPTURE.PENDING":
          case "PAYMENT.CAPTURE.DENIED": {
            const c = event.resource;
            const orderId = c.supplementary_data?.related_ids?.order_id ?? "";
            return fromCapture(orderId, c.custom_id ?? null, c, event.id);
          }
          case "CHECKOUT.ORDER.VOIDED":
            return { paymentId: event.resource.id, orderRef: null, outcome: "cancelled", amountCents: 0, currency: "", eventId: event.id };
          default:
            throw new PaymentError("paypal", "unsupported", `event ${event.event_type} is not used`);
        }
      }

      // Browser return: PayPal adds ?token=<order id> to the return and the cancel addresses alike.
      const orderId = queryOf(input.request.url).get("token") ?? input.paymentId;
      if (!orderId || !/^[A-Z0-9]{1,36}$/.test(orderId)) throw new PaymentError("paypal", "signature", "no order token in the return address");
      const res = await call<Order>(keys, "GET", `/v2/checkout/orders/${encodeURIComponent(orderId)}`);
      if (res.status === 404) throw new PaymentError("paypal", "signature", "unknown order");
      if (res.status !== 200) return refused("read order", res.status, res.body);
      const order = res.body;
      const returnEvent = (outcome: PaymentOutcome) => `return:${orderId}:${outcome}`;
      if (order.status === "APPROVED" || order.status === "COMPLETED") return capture(keys, orderId, returnEvent);
      const unit = order.purchase_units?.[0];
      // Not approved: the order is still PayPal's to pay (the cancel link closes nothing there),
      // unless PayPal itself voided it.
      const outcome: PaymentOutcome = order.status === "VOIDED" ? "cancelled" : "pending";
      return { paymentId: orderId, orderRef: unit?.custom_id ?? null, outcome, amountCents: 0, currency: unit?.amount?.currency_code ?? "", eventId: returnEvent(outcome) };
    },

    async check(keys) {
      requireKeys("paypal", keys, ["webhookId"]);
      // the client-credentials token every call starts with: PayPal answers 401 to a wrong pair
      tokens.clear();
      await accessToken(keys);
    },

    async refund(keys, input) {
      checkRefundInput("paypal", input);
      const res = await call<{ id: string; status: string; amount?: { value: string } }>(
        keys,
        "POST",
        `/v2/payments/captures/${encodeURIComponent(input.refundHandle)}/refund`,
        { amount: { value: centsToDecimal(input.amountCents), currency_code: input.currency } },
        input.idempotencyKey,
      );
      if (res.status !== 200 && res.status !== 201) return refused("refund", res.status, res.body);
      if (res.body.status === "CANCELLED" || res.body.status === "FAILED") throw new PaymentError("paypal", "provider", `refund ${res.body.status}`);
      return { refundId: res.body.id, status: res.body.status === "COMPLETED" ? "succeeded" : "pending", amountCents: res.body.amount ? decimalToCents(res.body.amount.value) : input.amountCents };
    },
  };
}
