import { describe, expect, it } from "vitest";
import { checkDepositRule } from "./deposit";
import { depositRuleSchema } from "./deposit-schema";

describe("checking a deposit rule", () => {
  it("accepts what the schema accepts and refuses what it refuses, naming the bad part", () => {
    const rules = [
      { type: "full" },
      { type: "none" },
      { type: "percentage", percent: 30 },
      { type: "percentage", percent: 12.5 },
      { type: "percentage", percent: 100 },
      { type: "percentage", percent: 0 },
      { type: "percentage", percent: 101 },
      { type: "percentage", percent: 1.234 },
      { type: "fixed", amount: 2000 },
      { type: "fixed", amount: 0 },
      { type: "fixed", amount: 10.5 },
      { type: "weekly" },
    ];
    for (const rule of rules) {
      const valid = depositRuleSchema.safeParse(rule).success;
      if (valid) expect(() => checkDepositRule(rule as never)).not.toThrow();
      else expect(() => checkDepositRule(rule as never, "deposit.rule")).toThrow(/^deposit\.rule\.(percent|amount|type): /);
    }
  });

  it("the totals' module carries no validation library to the pages", async () => {
    const { readFile } = await import("node:fs/promises");
    for (const file of ["deposit.ts", "order-totals.ts", "order-totals-shape.ts"]) expect(await readFile(new URL(`./${file}`, import.meta.url), "utf8")).not.toMatch(/from "zod"/);
  });
});
