// The deposit rule's schemas, for the settings document and the services' settings (read on the
// server): apart from domain/deposit.ts, so the order totals the pages compute carry no zod.
import { z } from "zod";
import type { DepositPolicy, DepositRule } from "./deposit";

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
