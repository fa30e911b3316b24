// The deposit rule: how much of a booked service is secured online (decision 055). Its own file so
// the entities' schemas can read it without importing the whole totals computation; its schemas
// are in domain/deposit-schema.ts.
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

/**
 * Throws a RangeError naming `field` (and the bad part of it) unless the rule is well formed. Written
 * out rather than through the schema (domain/deposit-schema.ts): the totals run in the browser too,
 * which should carry no validation library, nor meet its code generation under the page's policy.
 */
export function checkDepositRule(rule: DepositRule, field = "deposit"): void {
  const fail = (part: string, message: string): never => {
    throw new RangeError(`${field}.${part}: ${message}`);
  };
  switch (rule?.type) {
    case "full":
    case "none":
      return;
    case "percentage":
      if (typeof rule.percent !== "number" || !(rule.percent > 0) || rule.percent > 100) fail("percent", "above 0 and at most 100");
      if (!twoDecimals(rule.percent)) fail("percent", "at most two decimals");
      return;
    case "fixed":
      if (!Number.isInteger(rule.amount) || rule.amount < 1) fail("amount", "whole cents, at least 1");
      return;
    default:
      fail("type", "full, percentage, fixed or none");
  }
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
