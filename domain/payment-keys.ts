// The keys each payment provider needs, in the order its back-office form asks for them: what the
// adapters read (server/payments/), so the settings page draws these fields and a connection test
// can name the one missing before calling anyone. Only `publicKey` is read back (domain/company-secrets.ts).
import type { PAYMENT_PROVIDERS } from "./company-settings";

export type ProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PROVIDER_KEYS: Record<ProviderName, readonly string[]> = {
  free: [],
  stripe: ["publicKey", "secretKey", "webhookSecret"],
  payzen: ["shopId", "publicKey", "secretKey", "hmacKey"],
  saferpay: ["customerId", "terminalId", "apiUser", "secretKey"],
  paypal: ["clientId", "secretKey", "webhookId"],
  monetico: ["tpe", "companyCode", "secretKey"],
};

/** The first key the provider needs and the stored ones lack (null when all are there). */
export function missingKey(provider: ProviderName, keys: Readonly<Record<string, string | undefined>>): string | null {
  return PROVIDER_KEYS[provider].find((k) => !keys[k]?.trim()) ?? null;
}

/** A provider's name as typed in a form; anything else is 'free' (paid on site). */
export const providerOf = (text: string): ProviderName => (Object.hasOwn(PROVIDER_KEYS, text) ? (text as ProviderName) : "free");

/** The providers in the order a form offers them (free, paid on site, first). */
export const PROVIDER_NAMES = Object.keys(PROVIDER_KEYS) as ProviderName[];
