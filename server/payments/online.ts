// What every kind of order paid online shares: the services a payment needs, where the browser
// and the provider come back, the refusal of a payment, and the company's provider.
import type { Logger } from "pino";
import { Upstream } from "../../domain/errors";
import { paymentEnabled } from "../../domain/modules";
import type { Db } from "../db";
import type { TenantCompany } from "../tenant";
import type { Company } from "../tenancy/companies";
import { paymentErrorBody, type PaymentProvider, type PaymentProviderName, type ProviderKeys } from "./provider";

export interface PaymentServices {
  providers: Record<PaymentProviderName, PaymentProvider>;
  log: Logger;
}

/** What provider-facing work takes first: the business with its settings, and the payment adapters. */
export interface PaymentTenant<D = Db> extends TenantCompany<D> {
  /** the payment adapters, and the log their calls are written to */
  payments: PaymentServices;
}

/** Where the browser and the provider come back for an order. */
export interface ReturnAddresses {
  success: string;
  failure: string;
  cancel: string;
  notification: string;
}

/** A refusal of the payment itself: spec §8's body ({error: true, customErrorMsg}) beside ours. */
export class PaymentRefused extends Upstream {
  constructor(cause: unknown) {
    super("payment_failed");
    Object.assign(this, { extra: paymentErrorBody(cause) });
  }
}

/** The company's payment provider, or null when it takes no payment online (spec §5: what gift vouchers need). */
export function onlinePayment(company: Company) {
  const booker = company.settings.booker;
  if (booker.payment.provider === "free" || !paymentEnabled(booker.payment)) return null;
  return { provider: booker.payment.provider as Exclude<PaymentProviderName, "free">, keys: booker.payment.keys as ProviderKeys, currency: booker.mCurrency.code };
}
