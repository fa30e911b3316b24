import { describe, expect, it } from "vitest";
import { scenarioPayment } from "./payment-scenario";

describe("scenarioPayment", () => {
  it("is none when paid at the shop or when the card pays nothing now", () => {
    expect(scenarioPayment(null)).toBe("none");
    expect(scenarioPayment({ cardNow: 0, dueAtShop: 7900 })).toBe("none");
  });
  it("is a deposit when something is left for the shop, full when nothing is", () => {
    expect(scenarioPayment({ cardNow: 2370, dueAtShop: 5530 })).toBe("deposit");
    expect(scenarioPayment({ cardNow: 7900, dueAtShop: 0 })).toBe("full");
  });
});
