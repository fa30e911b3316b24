// The provider a company's settings name (`payment.provider`), with the addresses from the
// environment. The booking code asks for `paymentProvider(name)` and never knows which it got.
import { readEnv } from "../env";
import { endpointsFromEnv, type PaymentEndpoints } from "./endpoints";
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

let fromEnv: Record<PaymentProviderName, PaymentProvider> | undefined;

/** The adapter of a provider, its addresses read once from the environment. */
export function paymentProvider(name: PaymentProviderName): PaymentProvider {
  fromEnv ??= createPaymentProviders(endpointsFromEnv(readEnv()));
  return fromEnv[name];
}
