// Why a payment was refused, in our own words: the providers' reasons (Stripe's 'Your card was
// declined.', PayZen's 'Do not honor', PayPal's INSTRUMENT_DECLINED, Monetico's 'Transaction refusée
// par la banque émettrice', Saferpay's payer message) come in their language and vocabulary; the
// customer reads one of a few reasons in the page's language. Unknown reasons are a refusal.

export type DeclineReason = "insufficientFunds" | "expiredCard" | "wrongCode" | "authentication" | "declined";

const RULES: [RegExp, DeclineReason][] = [
  [/insufficient|not enough|fonds|provision|solde/i, "insufficientFunds"],
  [/expir/i, "expiredCard"],
  [/cvc|cvv|cvx|security code|cryptogramme|incorrect_number|invalid.*(card )?number|numéro/i, "wrongCode"],
  [/3-?d|3ds|authenticat|authentif/i, "authentication"],
];

/** The reason a provider gave (a code or a sentence), as one of ours. */
export function declineReason(providerReason: string | null | undefined): DeclineReason {
  const text = providerReason ?? "";
  return RULES.find(([pattern]) => pattern.test(text))?.[1] ?? "declined";
}
