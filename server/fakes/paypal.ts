// A local PayPal for the calls Vitrine makes: OAuth2 client credentials, Orders v2 (create with a
// payer-action link, get, capture), captures' refunds, PayPal-Request-Id idempotency, PayPal's
// error shape, the approval page, and webhooks signed as PayPal signs them (SHA256withRSA over
// `transmissionId|transmissionTime|webhookId|crc32(body)`), checked by verify-webhook-signature.
import { createSign, createVerify, generateKeyPairSync, randomBytes, randomUUID, type KeyObject } from "node:crypto";
import { crc32 } from "node:zlib";
import { Hono, type Context } from "hono";
import { cardDigits, cardPage, formatAmount, listen, Outbox, type TestCard } from "./shared";

export interface PaypalFakeOptions {
  clientId: string;
  clientSecret: string;
  /** the webhook's id in the developer dashboard, and where it points */
  webhookId: string;
  webhookUrl?: string;
}

export const PAYPAL_TEST_CARDS: (TestCard & { declined?: boolean })[] = [
  { number: "4111 1111 1111 1111", label: "approved and captured" },
  { number: "4000 0000 0000 0002", label: "approved, then declined at capture (INSTRUMENT_DECLINED)", declined: true },
];

const INSTRUMENT_DECLINED = "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.";

/** The string PayPal signs for a webhook: transmission id, time, webhook id and the CRC32 (decimal) of the raw body. */
export function paypalSignedMessage(transmissionId: string, transmissionTime: string, webhookId: string, rawBody: string): string {
  return `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(Buffer.from(rawBody, "utf8"))}`;
}

type Json = Record<string, any>;

const paypalId = (n = 17) => {
  const alphabet = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  return [...randomBytes(n)].map((b) => alphabet[b % alphabet.length]).join("");
};

export function createPaypalFake(opts: PaypalFakeOptions) {
  const signing = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const wrong = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const orders = new Map<string, Json & { _declined?: boolean; _returnUrl?: string; _cancelUrl?: string }>();
  const captures = new Map<string, Json & { _refunded: number }>();
  const tokens = new Set<string>();
  const answered = new Map<string, { status: number; body: Json }>();
  const outbox = new Outbox();
  const controls = { outbox, signWithWrongKey: false, webhookUrl: opts.webhookUrl };
  const app = new Hono();
  let baseUrl = "";

  const error = (status: number, name: string, message: string, issue?: string, description?: string) => ({
    status,
    body: { name, message, debug_id: randomBytes(7).toString("hex"), details: issue ? [{ issue, description }] : [], links: [] },
  });

  const certUrl = () => `${baseUrl}/v1/notifications/certs/CERT-360caa42-fca2a594-fake`;

  const sendWebhook = async (eventType: string, resourceType: string, resource: Json) => {
    if (!controls.webhookUrl) return;
    const event = { id: `WH-${paypalId(17)}-${paypalId(17)}`, event_version: "1.0", create_time: new Date().toISOString(), resource_type: resourceType, event_type: eventType, summary: eventType, resource, links: [] };
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    const key: KeyObject = controls.signWithWrongKey ? wrong.privateKey : signing.privateKey;
    const sig = createSign("RSA-SHA256").update(paypalSignedMessage(transmissionId, time, opts.webhookId, body)).sign(key, "base64");
    await outbox.send({
      url: controls.webhookUrl,
      method: "POST",
      headers: {
        "content-type": "application/json",
        "paypal-auth-algo": "SHA256withRSA",
        "paypal-cert-url": certUrl(),
        "paypal-transmission-id": transmissionId,
        "paypal-transmission-sig": sig,
        "paypal-transmission-time": time,
      },
      body,
    });
  };

  app.post("/v1/oauth2/token", async (c) => {
    const form = await c.req.parseBody();
    if (c.req.header("authorization") !== `Basic ${Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString("base64")}`)
      return c.json({ error: "invalid_client", error_description: "Client Authentication failed" }, 401);
    if (form.grant_type !== "client_credentials") return c.json({ error: "unsupported_grant_type", error_description: "Grant Type is NULL" }, 400);
    const token = `A21AA${randomBytes(40).toString("base64url")}`;
    tokens.add(token);
    return c.json({ scope: "https://uri.paypal.com/services/payments/payment", access_token: token, token_type: "Bearer", app_id: "APP-80W284485P519543T", expires_in: 32400, nonce: `${new Date().toISOString()}${randomBytes(8).toString("hex")}` });
  });

  // Bearer token, and PayPal-Request-Id: the same id gets the first answer again.
  const api = new Hono();
  const bearer = async (c: Context, next: () => Promise<void>) => {
    const auth = c.req.header("authorization") ?? "";
    if (!auth.startsWith("Bearer ") || !tokens.has(auth.slice(7))) {
      const e = error(401, "AUTHENTICATION_FAILURE", "Authentication failed due to invalid authentication credentials or a missing Authorization header.");
      return c.json(e.body, 401);
    }
    await next();
  };
  api.use("/v2/*", bearer);
  api.use("/v1/notifications/verify-webhook-signature", bearer);
  const post = (path: string, handler: (c: Context, body: Json) => Promise<{ status: number; body: Json }> | { status: number; body: Json }) =>
    api.post(path, async (c) => {
      const requestId = c.req.header("paypal-request-id");
      const key = requestId ? `${c.req.path}|${requestId}` : undefined;
      const seen = key ? answered.get(key) : undefined;
      if (seen) return c.json(seen.body, seen.status as 200);
      const result = await handler(c, ((await c.req.json().catch(() => ({}))) as Json) ?? {});
      if (key && result.status < 500) answered.set(key, result);
      return c.json(result.body, result.status as 200);
    });

  const publicOrder = (o: Json) => Object.fromEntries(Object.entries(o).filter(([k]) => !k.startsWith("_")));
  const publicCapture = (c: Json) => Object.fromEntries(Object.entries(c).filter(([k]) => !k.startsWith("_")));

  post("/v2/checkout/orders", (_c, body) => {
    const unit = body.purchase_units?.[0];
    const value = String(unit?.amount?.value ?? "");
    if (body.intent !== "CAPTURE" && body.intent !== "AUTHORIZE") return error(400, "INVALID_REQUEST", "Request is not well-formed, syntactically incorrect, or violates schema.", "INVALID_PARAMETER_VALUE", "The value of a field is invalid.");
    if (!/^\d+(\.\d{2})?$/.test(value) || Number(value) <= 0) return error(422, "UNPROCESSABLE_ENTITY", "The requested action could not be performed, semantically incorrect, or failed business validation.", "AMOUNT_NOT_POSITIVE", "Amount must be greater than zero.");
    const ctx = body.payment_source?.paypal?.experience_context ?? {};
    const id = paypalId(17);
    const order = {
      id,
      intent: body.intent,
      status: "PAYER_ACTION_REQUIRED",
      payment_source: { paypal: {} },
      purchase_units: [{ reference_id: unit.reference_id ?? "default", custom_id: unit.custom_id, description: unit.description, amount: unit.amount, payee: { merchant_id: "FAKEMERCHANT1" } }],
      create_time: new Date().toISOString(),
      links: [
        { href: `${baseUrl}/v2/checkout/orders/${id}`, rel: "self", method: "GET" },
        { href: `${baseUrl}/checkoutnow?token=${id}`, rel: "payer-action", method: "GET" },
      ],
      _returnUrl: ctx.return_url,
      _cancelUrl: ctx.cancel_url,
    };
    orders.set(id, order);
    return { status: 200, body: publicOrder(order) };
  });

  api.get("/v2/checkout/orders/:id", (c) => {
    const o = orders.get(c.req.param("id"));
    if (!o) {
      const e = error(404, "RESOURCE_NOT_FOUND", "The specified resource does not exist.", "INVALID_RESOURCE_ID", "Specified resource ID does not exist. Please check the resource ID and try again.");
      return c.json(e.body, 404);
    }
    return c.json(publicOrder(o));
  });

  post("/v2/checkout/orders/:id/capture", async (c) => {
    const o = orders.get(c.req.param("id") ?? "");
    if (!o) return error(404, "RESOURCE_NOT_FOUND", "The specified resource does not exist.", "INVALID_RESOURCE_ID", "Specified resource ID does not exist. Please check the resource ID and try again.");
    const unprocessable = "The requested action could not be performed, semantically incorrect, or failed business validation.";
    if (o.status === "COMPLETED") return error(422, "UNPROCESSABLE_ENTITY", unprocessable, "ORDER_ALREADY_CAPTURED", "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.");
    if (o.status !== "APPROVED") return error(422, "UNPROCESSABLE_ENTITY", unprocessable, "ORDER_NOT_APPROVED", "Payer has not yet approved the Order for payment.");
    if (o._declined) return error(422, "UNPROCESSABLE_ENTITY", unprocessable, "INSTRUMENT_DECLINED", INSTRUMENT_DECLINED);
    const unit = o.purchase_units[0];
    const capture = {
      id: paypalId(17),
      status: "COMPLETED",
      amount: unit.amount,
      final_capture: true,
      custom_id: unit.custom_id,
      seller_protection: { status: "ELIGIBLE" },
      supplementary_data: { related_ids: { order_id: o.id } },
      create_time: new Date().toISOString(),
      _refunded: 0,
    };
    captures.set(capture.id, capture);
    o.status = "COMPLETED";
    unit.payments = { captures: [publicCapture(capture)] };
    await sendWebhook("PAYMENT.CAPTURE.COMPLETED", "capture", publicCapture(capture));
    return { status: 201, body: publicOrder(o) };
  });

  post("/v2/payments/captures/:id/refund", (c, body) => {
    const capture = captures.get(c.req.param("id") ?? "");
    if (!capture) return error(404, "RESOURCE_NOT_FOUND", "The specified resource does not exist.", "INVALID_RESOURCE_ID", "Specified resource ID does not exist. Please check the resource ID and try again.");
    const total = Math.round(Number(capture.amount.value) * 100);
    const cents = body.amount ? Math.round(Number(body.amount.value) * 100) : total - capture._refunded;
    if (!(cents > 0) || cents > total - capture._refunded)
      return error(422, "UNPROCESSABLE_ENTITY", "The requested action could not be performed, semantically incorrect, or failed business validation.", "REFUND_AMOUNT_EXCEEDED", "The refund amount must be less than or equal to the capture amount that has not yet been refunded.");
    capture._refunded += cents;
    capture.status = capture._refunded === total ? "REFUNDED" : "PARTIALLY_REFUNDED";
    return { status: 201, body: { id: paypalId(17), status: "COMPLETED", amount: { value: (cents / 100).toFixed(2), currency_code: capture.amount.currency_code } } };
  });

  post("/v1/notifications/verify-webhook-signature", (_c, body) => {
    const required = ["auth_algo", "cert_url", "transmission_id", "transmission_sig", "transmission_time", "webhook_id", "webhook_event"];
    const missing = required.find((k) => !body[k]);
    if (missing) return error(400, "VALIDATION_ERROR", "Invalid request - see details", "MISSING_REQUIRED_PARAMETER", `${missing} is required`);
    let ok = body.webhook_id === opts.webhookId && body.cert_url === certUrl() && body.auth_algo === "SHA256withRSA";
    if (ok) {
      const message = paypalSignedMessage(body.transmission_id, body.transmission_time, body.webhook_id, JSON.stringify(body.webhook_event));
      ok = createVerify("RSA-SHA256").update(message).verify(signing.publicKey, body.transmission_sig, "base64");
    }
    return { status: 200, body: { verification_status: ok ? "SUCCESS" : "FAILURE" } };
  });

  app.route("/", api);
  app.get("/v1/notifications/certs/:name", (c) => c.body(signing.publicKey.export({ type: "spki", format: "pem" }) as string, 200, { "content-type": "application/x-pem-file" }));

  // The approval page (the payer pays as a guest with a card).
  const render = (o: Json) =>
    cardPage({
      provider: "PayPal",
      title: o.purchase_units[0].description ?? "Pay with PayPal",
      amount: formatAmount(Math.round(Number(o.purchase_units[0].amount.value) * 100), o.purchase_units[0].amount.currency_code),
      action: `checkoutnow?token=${o.id}`,
      cards: PAYPAL_TEST_CARDS,
      cancelUrl: o._cancelUrl ? withToken(o._cancelUrl, o.id) : undefined,
      accent: "#003087",
    });
  const withToken = (url: string, token: string, extra: Record<string, string> = {}) => {
    const u = new URL(url);
    u.searchParams.set("token", token);
    for (const [k, v] of Object.entries(extra)) u.searchParams.set(k, v);
    return u.toString();
  };

  app.get("/checkoutnow", (c) => {
    const o = orders.get(c.req.query("token") ?? "");
    if (!o || o.status !== "PAYER_ACTION_REQUIRED") return c.html("<h1>This checkout session has expired.</h1>", 410);
    return c.html(render(o));
  });

  app.post("/checkoutnow", async (c) => {
    const o = orders.get(c.req.query("token") ?? "");
    if (!o || o.status !== "PAYER_ACTION_REQUIRED") return c.html("<h1>This checkout session has expired.</h1>", 410);
    const form = await c.req.parseBody();
    const card = PAYPAL_TEST_CARDS.find((t) => cardDigits(t.number) === cardDigits(String(form.card ?? "")));
    if (!card) return c.html(render(o).replace("<form", `<p class="error" role="alert">Check your card number.</p><form`), 400);
    o.status = "APPROVED";
    o._declined = Boolean(card.declined);
    o.payer = { payer_id: paypalId(13), email_address: "buyer@example.com" };
    await sendWebhook("CHECKOUT.ORDER.APPROVED", "checkout-order", publicOrder(o));
    return c.redirect(withToken(o._returnUrl ?? "", o.id, { PayerID: o.payer.payer_id }), 303);
  });

  return {
    app,
    controls,
    orders,
    setBaseUrl(url: string) {
      baseUrl = url;
    },
    /** Test control: the payer never comes back; PayPal voids the order. */
    async void(orderId: string) {
      const o = orders.get(orderId);
      if (!o || o.status === "COMPLETED") throw new Error("not a voidable order");
      o.status = "VOIDED";
      await sendWebhook("CHECKOUT.ORDER.VOIDED", "checkout-order", publicOrder(o));
    },
  };
}

export async function startPaypalFake(opts: PaypalFakeOptions) {
  const fake = createPaypalFake(opts);
  const running = await listen(fake.app);
  fake.setBaseUrl(running.url);
  return { ...fake, ...running };
}
