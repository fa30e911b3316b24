// All five payment fakes on one port, for the demo (`npm start` in demo mode) and for journeys:
// Stripe at the root (its SDK takes a host and a port, not a path), the others under a prefix.
// Each account is the demo business's; each notification goes to the address given here.
import { Hono } from "hono";
import type { PaymentEndpoints } from "../payments/endpoints";
import { createMoneticoFake } from "./monetico";
import { createPaypalFake } from "./paypal";
import { createPayzenFake } from "./payzen";
import { createSaferpayFake } from "./saferpay";
import { listen } from "./shared";
import { createStripeFake } from "./stripe";
import { DEMO_PAYMENT_KEYS } from "./demo-keys";

export { DEMO_PAYMENT_KEYS } from "./demo-keys";


/** The test cards of each fake, as the demo's README gives them: the first pays, the second is declined. */
export const DEMO_CARDS = {
  stripe: ["4242 4242 4242 4242", "4000 0000 0000 0002"],
  payzen: ["4970 1000 0000 0055", "4970 1000 0000 0097"],
  saferpay: ["9070 1000 5200 0001", "9030 1001 5200 0009"],
  paypal: ["4111 1111 1111 1111", "4000 0000 0000 0002"],
  monetico: ["4970 1000 0000 0014", "4970 1000 0000 0022"],
} as const;

export interface PaymentFakesOptions {
  /** 0 for a free port */
  port?: number;
  /**
   * Where each provider sends its account-level notifications (Stripe and PayPal webhooks,
   * Monetico's CGI2). PayZen and Saferpay use the address each payment gives.
   */
  notifications?: { stripe?: string; paypal?: string; monetico?: string };
}

export async function startPaymentFakes(opts: PaymentFakesOptions = {}) {
  const k = DEMO_PAYMENT_KEYS;
  const stripe = createStripeFake({ secretKey: k.stripe.secretKey, webhookSecret: k.stripe.webhookSecret, webhookUrl: opts.notifications?.stripe });
  const payzen = createPayzenFake({ shopId: k.payzen.shopId, password: k.payzen.secretKey, publicKey: k.payzen.publicKey, hmacKey: k.payzen.hmacKey });
  const saferpay = createSaferpayFake({ customerId: k.saferpay.customerId, terminalId: k.saferpay.terminalId, apiUser: k.saferpay.apiUser, password: k.saferpay.secretKey });
  const paypal = createPaypalFake({ clientId: k.paypal.clientId, clientSecret: k.paypal.secretKey, webhookId: k.paypal.webhookId, webhookUrl: opts.notifications?.paypal });
  const monetico = createMoneticoFake({ tpe: k.monetico.tpe, companyCode: k.monetico.companyCode, key: k.monetico.secretKey, cgi2Url: opts.notifications?.monetico });

  const app = new Hono();
  app.get("/", (c) =>
    c.html(`<!doctype html><meta charset="utf-8"><title>Vitrine payment fakes</title><h1>Local payment providers</h1>
<p>Stripe at <code>/</code>, PayZen at <code>/payzen</code>, Saferpay at <code>/saferpay</code>, PayPal at <code>/paypal</code>, Monetico at <code>/monetico</code>.</p>`),
  );
  app.route("/payzen", payzen.app);
  app.route("/saferpay", saferpay.app);
  app.route("/paypal", paypal.app);
  app.route("/monetico", monetico.app);
  app.route("/", stripe.app);

  const running = await listen(app, opts.port ?? 0);
  stripe.setBaseUrl(running.url);
  saferpay.setBaseUrl(`${running.url}/saferpay`);
  paypal.setBaseUrl(`${running.url}/paypal`);

  /** The addresses to give the adapters (the server's *_URL variables). */
  const endpoints: PaymentEndpoints = {
    stripeApi: running.url,
    payzenApi: `${running.url}/payzen`,
    payzenStatic: `${running.url}/payzen`,
    saferpayApi: `${running.url}/saferpay`,
    paypalApi: `${running.url}/paypal`,
    moneticoPayment: `${running.url}/monetico`,
    moneticoApi: `${running.url}/monetico`,
  };
  const env = {
    STRIPE_API_URL: endpoints.stripeApi,
    PAYZEN_API_URL: endpoints.payzenApi,
    PAYZEN_STATIC_URL: endpoints.payzenStatic,
    SAFERPAY_API_URL: endpoints.saferpayApi,
    PAYPAL_API_URL: endpoints.paypalApi,
    MONETICO_PAYMENT_URL: endpoints.moneticoPayment,
    MONETICO_API_URL: endpoints.moneticoApi,
  };
  return { url: running.url, endpoints, env, close: running.close, stripe, payzen, saferpay, paypal, monetico };
}

export type PaymentFakes = Awaited<ReturnType<typeof startPaymentFakes>>;
