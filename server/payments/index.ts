// The adapters of every provider, built once with the addresses of the configuration (decision
// 047: server/app.ts puts them in the services). The booking code takes the one the company's
// settings name (`payment.provider`) and never knows which it got.
import type { PaymentEndpoints } from "./endpoints";
import { createFreeProvider } from "./free";
import { createMoneticoProvider } from "./monetico";
import { createPaypalProvider } from "./paypal";
import { createPayzenProvider } from "./payzen";
import type { PaymentProvider, PaymentProviderName } from "./provider";
import { createSaferpayProvider } from "./saferpay";
import { createStripeProvider } from "./stripe";

export * from "./provider";
export type { PaymentEndpoints } from "./endpoints";

export function createPaymentProviders(endpoints: PaymentEndpoints): Record<PaymentProviderName, PaymentProvider> {
  return {
    free: createFreeProvider(),
    stripe: createStripeProvider({ apiUrl: endpoints.stripeApi }),
    payzen: createPayzenProvider({ apiUrl: endpoints.payzenApi, staticUrl: endpoints.payzenStatic }),
    saferpay: createSaferpayProvider({ apiUrl: endpoints.saferpayApi }),
    paypal: createPaypalProvider({ apiUrl: endpoints.paypalApi }),
    monetico: createMoneticoProvider({ paymentUrl: endpoints.moneticoPayment, apiUrl: endpoints.moneticoApi }),
  };
}
