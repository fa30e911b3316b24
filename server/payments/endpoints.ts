// Where each provider's API lives. The real production hosts by default; a sandbox or the local
// fake (tests, demo) by override, so the same adapter code talks to all of them.
import type { Env } from "../env";

export interface PaymentEndpoints {
  /** Stripe API (the SDK's host, port and protocol are taken from it) */
  stripeApi: string;
  /** Lyra/PayZen REST API; `/api-payment/V4/...` is appended */
  payzenApi: string;
  /** where Lyra's JavaScript client is served (`/static/js/krypton-client/...`) */
  payzenStatic: string;
  /** Saferpay JSON API root; `/Payment/v1/...` is appended */
  saferpayApi: string;
  /** PayPal REST API */
  paypalApi: string;
  /** Monetico payment page root; `/paiement.cgi` is appended */
  moneticoPayment: string;
  /** Monetico server-to-server API root (refunds); `/recredit_paiement.cgi` is appended */
  moneticoApi: string;
}

export const PRODUCTION_ENDPOINTS: PaymentEndpoints = {
  stripeApi: "https://api.stripe.com",
  payzenApi: "https://api.payzen.eu",
  payzenStatic: "https://static.payzen.eu",
  saferpayApi: "https://www.saferpay.com/api",
  paypalApi: "https://api-m.paypal.com",
  moneticoPayment: "https://p.monetico-services.com",
  moneticoApi: "https://payment-api.e-i.com",
};

export function endpointsFromEnv(env: Pick<Env, "STRIPE_API_URL" | "PAYZEN_API_URL" | "PAYZEN_STATIC_URL" | "SAFERPAY_API_URL" | "PAYPAL_API_URL" | "MONETICO_PAYMENT_URL" | "MONETICO_API_URL">): PaymentEndpoints {
  return {
    stripeApi: env.STRIPE_API_URL,
    payzenApi: env.PAYZEN_API_URL,
    payzenStatic: env.PAYZEN_STATIC_URL,
    saferpayApi: env.SAFERPAY_API_URL,
    paypalApi: env.PAYPAL_API_URL,
    moneticoPayment: env.MONETICO_PAYMENT_URL,
    moneticoApi: env.MONETICO_API_URL,
  };
}

/** Removes a trailing slash so paths can be appended. */
export const trimBase = (url: string) => url.replace(/\/+$/, "");
