// A local Stripe for the calls Vitrine makes: Checkout Sessions (create, retrieve, list by payment
// intent, expire), refunds, idempotency keys, Bearer authentication, Stripe's error shape, the
// hosted checkout page (/c/pay/:id) and webhooks signed as Stripe signs them (Stripe-Signature).
import { createHmac, randomUUID } from "node:crypto";
import { Hono } from "hono";
import { cardDigits, cardPage, formatAmount, listen, Outbox, randomId, type TestCard } from "./shared";

export const STRIPE_TEST_CARDS: (TestCard & { decline?: { code: string; decline_code: string; message: string } })[] = [
  { number: "4242 4242 4242 4242", label: "succeeds" },
  { number: "4000 0000 0000 0002", label: "declined", decline: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." } },
  { number: "4000 0000 0000 9995", label: "insufficient funds", decline: { code: "card_declined", decline_code: "insufficient_funds", message: "Your card has insufficient funds." } },
];

export interface StripeFakeOptions {
  secretKey: string;
  webhookSecret: string;
  /** the webhook endpoint configured in the dashboard */
  webhookUrl?: string;
  /** seconds since the epoch */
  now?: () => number;
}

type Json = Record<string, unknown>;

/** Stripe's form encoding: `a[b][0][c]=v` → {a:{b:[{c:'v'}]}}. */
export function parseStripeForm(body: string): Json {
  const out: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, "").split("[");
    let node: Record<string, unknown> | unknown[] = out;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]!);
      const k = /^\d+$/.test(part) && Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[k] = value;
      else {
        container[k] ??= nextIsIndex ? [] : {};
        node = container[k] as Record<string, unknown>;
      }
    });
  }
  return out;
}

/** The Stripe-Signature header for a payload, as Stripe computes it. */
export function stripeSignatureHeader(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${v1}`;
}

export function createStripeFake(opts: StripeFakeOptions) {
  const now = opts.now ?? (() => Math.floor(Date.now() / 1000));
  const sessions = new Map<string, Json>();
  const intents = new Map<string, Json & { refunded: number }>();
  const refunds = new Map<string, Json>();
  const idempotent = new Map<string, { params: string; status: number; body: Json }>();
  const outbox = new Outbox();
  const controls = {
    outbox,
    signWithWrongKey: false,
    webhookUrl: opts.webhookUrl,
    /** the next n refund requests are refused as Stripe refuses too many requests (429, nothing kept under the key) */
    refundsRateLimited: 0,
  };
  const app = new Hono();

  const error = (status: number, type: string, message: string, extra: Json = {}) => ({ status, body: { error: { type, message, ...extra } } });

  const sendEvent = async (type: string, object: Json) => {
    if (!controls.webhookUrl) return;
    const event = { id: randomId("evt_"), object: "event", api_version: "2026-10-28.endive", created: now(), type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object } };
    const payload = JSON.stringify(event);
    const secret = controls.signWithWrongKey ? "whsec_not_the_right_one" : opts.webhookSecret;
    await outbox.send({ url: controls.webhookUrl, method: "POST", headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": stripeSignatureHeader(payload, secret, now()) }, body: payload });
  };

  const fillPlaceholder = (url: string, id: string) => url.replace("{CHECKOUT_SESSION_ID}", id);

  // Authentication and idempotency, as Stripe does them for every API call.
  app.use("/v1/*", async (c, next) => {
    const auth = c.req.header("authorization") ?? "";
    if (auth !== `Bearer ${opts.secretKey}`) {
      const e = error(401, "invalid_request_error", `Invalid API Key provided: ${auth.slice(7, 15)}****`);
      return c.json(e.body, 401);
    }
    await next();
  });

  const idempotentPost = (path: string, handler: (params: Json, id: string) => { status: number; body: Json } | Promise<{ status: number; body: Json }>) =>
    app.post(path, async (c) => {
      const raw = await c.req.text();
      const key = c.req.header("idempotency-key");
      const cacheKey = key ? `${c.req.path}|${key}` : undefined;
      if (cacheKey) {
        const seen = idempotent.get(cacheKey);
        if (seen) {
          if (seen.params !== raw)
            return c.json(error(400, "idempotency_error", `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`).body, 400);
          c.header("idempotent-replayed", "true");
          return c.json(seen.body, seen.status as 200);
        }
      }
      const result = await handler(parseStripeForm(raw), c.req.param("id") ?? "");
      if (cacheKey && result.status < 500) idempotent.set(cacheKey, { params: raw, ...result });
      return c.json(result.body, result.status as 200);
    });

  idempotentPost("/v1/checkout/sessions", (p) => {
    const item = (p.line_items as Json[] | undefined)?.[0];
    const price = item?.price_data as Json | undefined;
    const amount = Number(price?.unit_amount) * Number(item?.quantity ?? 1);
    if (!Number.isInteger(amount) || amount <= 0) return error(400, "invalid_request_error", "Invalid integer: line_items[0][price_data][unit_amount]", { param: "line_items[0][price_data][unit_amount]" });
    if (!p.success_url) return error(400, "invalid_request_error", "Missing required param: success_url.", { code: "parameter_missing", param: "success_url" });
    const id = randomId("cs_test_", 40);
    const session: Json = {
      id,
      object: "checkout.session",
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: p.cancel_url ?? null,
      client_reference_id: p.client_reference_id ?? null,
      created: now(),
      currency: String(price?.currency ?? "eur"),
      customer_email: p.customer_email ?? null,
      expires_at: now() + 24 * 3600,
      livemode: false,
      locale: p.locale ?? null,
      metadata: (p.metadata as Json) ?? {},
      mode: p.mode ?? "payment",
      payment_intent: null,
      payment_status: "unpaid",
      status: "open",
      success_url: p.success_url,
      url: `${baseUrl}/c/pay/${id}`,
      // kept for the page, not part of Stripe's object
      _description: (price?.product_data as Json | undefined)?.name ?? "",
      _intentMetadata: ((p.payment_intent_data as Json | undefined)?.metadata as Json) ?? {},
    };
    sessions.set(id, session);
    return { status: 200, body: publicSession(session) };
  });

  const publicSession = (s: Json): Json => Object.fromEntries(Object.entries(s).filter(([k]) => !k.startsWith("_")));

  app.get("/v1/checkout/sessions/:id", (c) => {
    const s = sessions.get(c.req.param("id"));
    if (!s) return c.json(error(404, "invalid_request_error", `No such checkout.session: '${c.req.param("id")}'`, { code: "resource_missing", param: "session" }).body, 404);
    return c.json(publicSession(s));
  });

  app.get("/v1/checkout/sessions", (c) => {
    const pi = c.req.query("payment_intent");
    const data = [...sessions.values()].filter((s) => !pi || s.payment_intent === pi || s._lastIntent === pi).map(publicSession);
    return c.json({ object: "list", data, has_more: false, url: "/v1/checkout/sessions" });
  });

  idempotentPost("/v1/checkout/sessions/:id/expire", async (_p, id) => {
    const s = sessions.get(id);
    if (!s) return error(404, "invalid_request_error", `No such checkout.session: '${id}'`, { code: "resource_missing" });
    if (s.status !== "open") return error(400, "invalid_request_error", 'Only Checkout Sessions with a status in ["open"] can be expired.');
    s.status = "expired";
    await sendEvent("checkout.session.expired", publicSession(s));
    return { status: 200, body: publicSession(s) };
  });

  app.post("/v1/refunds", async (c, next) => {
    if (controls.refundsRateLimited <= 0) return next();
    controls.refundsRateLimited -= 1;
    // Turned away before the endpoint runs: Stripe keeps no result under the idempotency key.
    return c.json(error(429, "invalid_request_error", "Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.", { code: "rate_limit" }).body, 429);
  });
  idempotentPost("/v1/refunds", (p) => {
    const intent = intents.get(String(p.payment_intent ?? ""));
    if (!intent) return error(404, "invalid_request_error", `No such payment_intent: '${String(p.payment_intent)}'`, { code: "resource_missing", param: "payment_intent" });
    const left = (intent.amount as number) - intent.refunded;
    const amount = p.amount === undefined ? left : Number(p.amount);
    if (left <= 0) return error(400, "invalid_request_error", `Charge ${String(intent.latest_charge)} has already been refunded.`, { code: "charge_already_refunded" });
    if (!Number.isInteger(amount) || amount <= 0 || amount > left)
      return error(400, "invalid_request_error", `Refund amount (${formatAmount(amount, String(intent.currency).toUpperCase())}) is greater than unrefunded amount on charge (${formatAmount(left, String(intent.currency).toUpperCase())})`, { param: "amount" });
    intent.refunded += amount;
    const refund = { id: randomId("re_"), object: "refund", amount, currency: intent.currency, payment_intent: intent.id, charge: intent.latest_charge, status: "succeeded", created: now() };
    refunds.set(refund.id, refund);
    return { status: 200, body: refund };
  });

  // The hosted checkout page.
  app.get("/c/pay/:id", (c) => {
    const s = sessions.get(c.req.param("id"));
    if (!s) return c.html("<h1>Something went wrong</h1><p>The page you were looking for could not be found.</p>", 404);
    if (s.status !== "open") return c.html(`<h1>This Checkout Session is no longer active</h1>`, 410);
    return c.html(page(s));
  });

  const page = (s: Json, errorMessage?: string) =>
    cardPage({
      provider: "Stripe",
      title: String(s._description || "Payment"),
      amount: formatAmount(s.amount_total as number, String(s.currency).toUpperCase()),
      action: String(s.id),
      cards: STRIPE_TEST_CARDS,
      cancelUrl: s.cancel_url ? fillPlaceholder(String(s.cancel_url), String(s.id)) : undefined,
      error: errorMessage,
      accent: "#635bff",
    });

  app.post("/c/pay/:id", async (c) => {
    const s = sessions.get(c.req.param("id"));
    if (!s || s.status !== "open") return c.html(`<h1>This Checkout Session is no longer active</h1>`, 410);
    const form = await c.req.parseBody();
    const number = cardDigits(String(form.card ?? ""));
    const card = STRIPE_TEST_CARDS.find((t) => cardDigits(t.number) === number);
    const intentId = randomId("pi_");
    const intent = {
      id: intentId,
      object: "payment_intent",
      amount: s.amount_total as number,
      amount_received: 0,
      currency: s.currency,
      metadata: s._intentMetadata as Json,
      latest_charge: randomId("ch_"),
      refunded: 0,
      status: "requires_payment_method",
      last_payment_error: null as Json | null,
      created: now(),
    };
    if (!card || card.decline) {
      const decline = card?.decline ?? { code: "incorrect_number", decline_code: "", message: "Your card number is incorrect." };
      intent.last_payment_error = { type: "card_error", code: decline.code, decline_code: decline.decline_code || undefined, message: decline.message };
      intents.set(intentId, intent);
      s._lastIntent = intentId;
      const { refunded: _r, ...publicIntent } = intent;
      await sendEvent("payment_intent.payment_failed", publicIntent);
      return c.html(page(s, decline.message), 402);
    }
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    intents.set(intentId, intent);
    Object.assign(s, { status: "complete", payment_status: "paid", payment_intent: intentId, url: null });
    await sendEvent("checkout.session.completed", publicSession(s));
    return c.redirect(fillPlaceholder(String(s.success_url), String(s.id)), 303);
  });

  let baseUrl = "";
  return {
    app,
    controls,
    sessions,
    /** the address the hosted page links use; set when served */
    setBaseUrl(url: string) {
      baseUrl = url;
    },
    /** Test control: the session times out (Stripe sends checkout.session.expired). */
    async expire(sessionId: string) {
      const s = sessions.get(sessionId);
      if (!s || s.status !== "open") throw new Error(`session ${sessionId} is not open`);
      s.status = "expired";
      await sendEvent("checkout.session.expired", publicSession(s));
    },
    newIdempotencyKey: () => randomUUID(),
  };
}

export type StripeFake = ReturnType<typeof createStripeFake>;

export async function startStripeFake(opts: StripeFakeOptions) {
  const fake = createStripeFake(opts);
  const running = await listen(fake.app);
  fake.setBaseUrl(running.url);
  return { ...fake, ...running };
}
