// The deposit rule: how much of a booked service is secured online (decision 055). Its own file so
// the entities' schemas can read it without importing the whole totals computation.
import { z } from "zod";
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

/** A deposit rule as the settings document and a service's settings store it. */
export const depositRuleSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("full") }),
  z.object({ type: z.literal("percentage"), percent: z.number().gt(0).max(100).refine(twoDecimals, "at most two decimals") }),
  z.object({ type: z.literal("fixed"), amount: z.number().int().min(1) }),
  z.object({ type: z.literal("none") }),
]) satisfies z.ZodType<DepositRule>;

/** The company's deposit policy, with its defaults: the full price, from every customer. */
export const depositPolicySchema = z.object({
  rule: depositRuleSchema.default({ type: "full" }),
  newCustomersOnly: z.boolean().default(false),
}) satisfies z.ZodType<DepositPolicy>;

/** Throws a RangeError naming `field` (and the bad part of it) unless the rule is well formed. */
export function checkDepositRule(rule: DepositRule, field = "deposit"): void {
  const parsed = depositRuleSchema.safeParse(rule);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new RangeError(`${[field, ...issue.path].join(".")}: ${issue.message}`);
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
