// The back-office's 'test connection' (decision 286): the business's provider is called once with
// its stored keys, by a call that moves no money, and the answer says ok or what is wrong in
// words a page translates: a key missing (named), the keys refused, the provider unreachable.
// Neither the keys nor the provider's own text leave: only the provider's name and the kind.
import { missingKey } from "../../domain/payment-keys";
import type { Company } from "../tenancy/companies";
import { PaymentError, type PaymentProvider, type PaymentProviderName, type ProviderKeys } from "./provider";

export type ConnectionProblem = "missing_key" | "refused" | "unreachable";

export interface ConnectionCheck {
  provider: PaymentProviderName;
  ok: boolean;
  problem: ConnectionProblem | null;
  /** the key missing, for `missing_key` */
  key: string | null;
}

export async function checkConnection(providers: Record<PaymentProviderName, PaymentProvider>, company: Company): Promise<ConnectionCheck> {
  const { provider, keys } = company.settings.booker.payment;
  const missing = missingKey(provider, keys as ProviderKeys);
  if (missing) return { provider, ok: false, problem: "missing_key", key: missing };
  try {
    await providers[provider].check(keys as ProviderKeys);
    return { provider, ok: true, problem: null, key: null };
  } catch (e) {
    if (e instanceof PaymentError && e.code === "configuration") {
      const named = /payment\.keys\.(\w+) is not set/.exec(e.message)?.[1];
      return named ? { provider, ok: false, problem: "missing_key", key: named } : { provider, ok: false, problem: "refused", key: null };
    }
    return { provider, ok: false, problem: "unreachable", key: null };
  }
}
