// The deposit rule and policy as the settings document and a service's settings store them (zod).
import { z } from "zod";
import { depositRuleProblem, type DepositPolicy, type DepositRule } from "./deposit";

/** A deposit rule as the settings document and a service's settings store it. */
export const depositRuleSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("full") }),
  z.object({ type: z.literal("percentage"), percent: z.number().gt(0).max(100).refine((percent) => depositRuleProblem({ type: "percentage", percent }) === null, "at most two decimals") }),
  z.object({ type: z.literal("fixed"), amount: z.number().int().min(1) }),
  z.object({ type: z.literal("none") }),
]) satisfies z.ZodType<DepositRule>;

/** The company's deposit policy, with its defaults: the full price, from every customer. */
export const depositPolicySchema = z.object({
  rule: depositRuleSchema.default({ type: "full" }),
  newCustomersOnly: z.boolean().default(false),
}) satisfies z.ZodType<DepositPolicy>;
