// What the booking step follows for a basket, read from its totals (domain/order-totals.ts): the
// card pays all that is left, a deposit, or nothing online. One rule for the scenario call, the
// slot check and the step.
export type ScenarioPayment = "full" | "deposit" | "none";

/** `prices` null: bookings are paid at the shop. */
export function scenarioPayment(prices: { cardNow: number; dueAtShop: number } | null): ScenarioPayment {
  if (!prices || prices.cardNow <= 0) return "none";
  return prices.dueAtShop > 0 ? "deposit" : "full";
}
