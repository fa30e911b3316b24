// Stripe through its official SDK, in Checkout Session hosted mode: the customer pays on Stripe's
// page (card data never reaches us), comes back to our success or cancel URL, and Stripe signs a
// webhook. Every POST carries an idempotency key; webhooks are verified by the SDK (300 s tolerance).
import Stripe from "stripe";
import { trimBase } from "./endpoints";
import {
  checkRefundInput,
  checkStartInput,
  PaymentError,
  queryOf,
  requireKeys,
  type ConfirmResult,
  type PaymentOutcome,
  type PaymentProvider,
  type ProviderKeys,
} from "./provider";

export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeOptions {
  /** API address: https://api.stripe.com, or a local fake */
  apiUrl: string;
  /** seconds since the epoch, for the webhook tolerance (tests inject it) */
  now?: () => number;
}

/** Adds `session_id={CHECKOUT_SESSION_ID}` verbatim: Stripe replaces the placeholder, so it must not be URL-encoded. */
function withSessionId(url: string): string {
  return `${url}${url.includes("?") ? "&" : "?"}session_id={CHECKOUT_SESSION_ID}`;
}

export function createStripeProvider(opts: StripeOptions): PaymentProvider {
  const api = new URL(trimBase(opts.apiUrl));
  const client = (keys: ProviderKeys) => {
    const { secretKey } = requireKeys("stripe", keys, ["secretKey"]);
    return new Stripe(secretKey, {
      host: api.hostname,
      port: api.port || (api.protocol === "https:" ? 443 : 80),
      protocol: api.protocol === "http:" ? "http" : "https",
      maxNetworkRetries: 2,
      timeout: 30_000,
      telemetry: false,
    });
  };

  // Turns an SDK error into ours: the card or validation message is Stripe's own, the rest generic.
  const fail = (e: unknown, what: string): never => {
    if (e instanceof PaymentError) throw e;
    if (e instanceof Stripe.errors.StripeCardError) throw new PaymentError("stripe", "card", `${what}: card refused (${e.code ?? "card_error"})`, { providerMessage: e.message });
    if (e instanceof Stripe.errors.StripeInvalidRequestError)
      throw new PaymentError("stripe", "validation", `${what}: invalid request (${e.code ?? e.param ?? "invalid"})`, { providerMessage: e.message });
    if (e instanceof Stripe.errors.StripeAuthenticationError || e instanceof Stripe.errors.StripePermissionError)
      throw new PaymentError("stripe", "configuration", `${what}: Stripe refused the secret key`);
    if (e instanceof Stripe.errors.StripeError) throw new PaymentError("stripe", "provider", `${what}: ${e.type} ${e.statusCode ?? ""}`.trim());
    throw new PaymentError("stripe", "provider", `${what}: unexpected failure`);
  };

  const sessionResult = (session: Stripe.Checkout.Session, eventId: string): ConfirmResult => {
    let outcome: PaymentOutcome;
    if (session.status === "complete") outcome = session.payment_status === "unpaid" ? "pending" : "paid";
    else if (session.status === "expired") outcome = "cancelled";
    else outcome = "pending";
    const paymentIntent = typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
    return {
      paymentId: session.id,
      orderRef: session.client_reference_id ?? session.metadata?.orderRef ?? null,
      outcome,
      amountCents: outcome === "paid" ? (session.amount_total ?? 0) : 0,
      currency: (session.currency ?? "eur").toUpperCase(),
      eventId,
      refundHandle: outcome === "paid" ? paymentIntent : undefined,
    };
  };

  return {
    name: "stripe",
    capabilities: { refund: true, partialRefund: true, script: false, postBack: false },

    async start(keys, input) {
      checkStartInput("stripe", input);
      const stripe = client(keys);
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: "payment",
            line_items: [{ quantity: 1, price_data: { currency: input.currency.toLowerCase(), unit_amount: input.amountCents, product_data: { name: input.description } } }],
            customer_email: input.customer.email,
            client_reference_id: input.orderRef,
            metadata: { orderRef: input.orderRef },
            payment_intent_data: { metadata: { orderRef: input.orderRef } },
            locale: input.language,
            success_url: withSessionId(input.returnUrls.success),
            cancel_url: withSessionId(input.returnUrls.cancel),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (!session.url) throw new PaymentError("stripe", "provider", "checkout session has no url");
        return { paymentId: session.id, browser: { kind: "redirect", url: session.url } };
      } catch (e) {
        return fail(e, "create checkout session");
      }
    },

    async confirm(keys, input) {
      const stripe = client(keys);
      if (input.source === "notification") {
        const { webhookSecret } = requireKeys("stripe", keys, ["webhookSecret"]);
        const header = input.request.headers["stripe-signature"];
        if (!header) throw new PaymentError("stripe", "signature", "no Stripe-Signature header");
        let event: Stripe.Event;
        try {
          // The SDK compares the HMAC-SHA-256 in constant time and refuses a timestamp older than the tolerance.
          event = stripe.webhooks.constructEvent(input.request.body, header, webhookSecret, STRIPE_WEBHOOK_TOLERANCE_SECONDS, undefined, opts.now ? opts.now() * 1000 : undefined);
        } catch {
          throw new PaymentError("stripe", "signature", "Stripe-Signature does not match");
        }
        switch (event.type) {
          case "checkout.session.completed":
          case "checkout.session.async_payment_succeeded":
          case "checkout.session.expired":
            return sessionResult(event.data.object, event.id);
          case "checkout.session.async_payment_failed":
            return { ...sessionResult(event.data.object, event.id), outcome: "failed", amountCents: 0, refundHandle: undefined };
          case "payment_intent.payment_failed": {
            // A declined card on Stripe's page: the customer may still try another one there.
            const intent = event.data.object;
            let sessionId = intent.id;
            try {
              const sessions = await stripe.checkout.sessions.list({ payment_intent: intent.id, limit: 1 });
              sessionId = sessions.data[0]?.id ?? intent.id;
            } catch (e) {
              fail(e, "find the checkout session of a payment intent");
            }
            return {
              paymentId: sessionId,
              orderRef: intent.metadata?.orderRef ?? null,
              outcome: "failed",
              amountCents: 0,
              currency: intent.currency.toUpperCase(),
              eventId: event.id,
              message: intent.last_payment_error?.message,
            };
          }
          default:
            throw new PaymentError("stripe", "unsupported", `event ${event.type} is not used`);
        }
      }

      // Browser return: the session id comes from Stripe's placeholder, the truth from Stripe's API
      // (read only: a session still open stays payable, whoever followed the address).
      const sessionId = queryOf(input.request.url).get("session_id") ?? input.paymentId;
      if (!sessionId || !/^cs_[A-Za-z0-9_]+$/.test(sessionId)) throw new PaymentError("stripe", "signature", "no checkout session in the return address");
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        return sessionResult(session, `return:${session.id}:${session.status}`);
      } catch (e) {
        return fail(e, "read checkout session");
      }
    },

    async abandon(keys, paymentId) {
      // A session already complete or expired cannot be expired: what it is, `confirm` reads next.
      try {
        await client(keys).checkout.sessions.expire(paymentId, {}, { idempotencyKey: `expire-${paymentId}` });
      } catch {
        // nothing to close
      }
    },

    async check(keys) {
      requireKeys("stripe", keys, ["publicKey", "webhookSecret"]);
      // a read of one Checkout Session: authenticated like every call, moves nothing
      await client(keys).checkout.sessions.list({ limit: 1 }).catch((e: unknown) => fail(e, "check"));
    },

    async refund(keys, input) {
      checkRefundInput("stripe", input);
      const stripe = client(keys);
      try {
        const refund = await stripe.refunds.create({ payment_intent: input.refundHandle, amount: input.amountCents }, { idempotencyKey: input.idempotencyKey });
        if (refund.status === "failed" || refund.status === "canceled") throw new PaymentError("stripe", "provider", `refund ${refund.status}`);
        return { refundId: refund.id, status: refund.status === "succeeded" ? "succeeded" : "pending", amountCents: refund.amount };
      } catch (e) {
        return fail(e, "refund");
      }
    },
  };
}
