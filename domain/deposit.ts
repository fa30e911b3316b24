// The deposit rule: how much of a booked service is secured online (decision 055). No zod here:
// the pages import the totals, and zod's compiler probes eval, which their policy refuses (its
// schemas are in deposit-schema.ts, for the settings and the entities).
import { percentOf } from "./cents";

/** How much of a booked service is paid online: all of it, a percentage, a fixed amount, or nothing. */
export type DepositRule =
  | { type: "full" }
  | { type: "percentage"; percent: number }
  /** cents per booked service (a duo is one service) */
  | { type: "fixed"; amount: number }
  | { type: "none" };

/** The company's deposit policy for bookings paid online. */
export interface DepositPolicy {
  rule: DepositRule;
  /** ask it only of customers who have never had a booking honoured */
  newCustomersOnly: boolean;
}

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** Why a rule is not well formed: its bad part and what is wrong, or null (domain/deposit-schema.ts says the same to zod). */
export function depositRuleProblem(rule: DepositRule): { path: string; message: string } | null {
  switch (rule?.type) {
    case "full":
    case "none":
      return null;
    case "percentage":
      if (typeof rule.percent !== "number" || !(rule.percent > 0) || rule.percent > 100) return { path: "percent", message: "must be above 0 and at most 100" };
      return twoDecimals(rule.percent) ? null : { path: "percent", message: "at most two decimals" };
    case "fixed":
      return Number.isInteger(rule.amount) && rule.amount >= 1 ? null : { path: "amount", message: "must be whole cents, at least 1" };
    default:
      return { path: "type", message: "full, percentage, fixed or none" };
  }
}

/** Throws a RangeError naming `field` (and the bad part of it) unless the rule is well formed. */
export function checkDepositRule(rule: DepositRule, field = "deposit"): void {
  const problem = depositRuleProblem(rule);
  if (problem) throw new RangeError(`${field}.${problem.path}: ${problem.message}`);
}

/** What the deposit rule secures online for a booked service costing `total`; never more than the total. */
export function depositFor(rule: DepositRule, total: number): number {
  switch (rule.type) {
    case "full":
      return total;
    case "percentage":
      return Math.min(total, percentOf(total, rule.percent));
    case "fixed":
      return Math.min(total, rule.amount);
    case "none":
      return 0;
  }
}
