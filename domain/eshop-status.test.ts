import { describe, expect, it } from "vitest";
import { nextSteps } from "./eshop-status";

describe("an e-shop order's steps", () => {
  it("takes a pickup from 'to prepare' to ready then collected (collected at once too), a delivery to shipped", () => {
    expect(nextSteps("pickup", "paid")).toEqual(["ready", "collected"]);
    expect(nextSteps("pickup", "ready")).toEqual(["collected"]);
    expect(nextSteps("delivery", "paid")).toEqual(["shipped"]);
  });

  it("moves nothing unpaid, finished, cancelled or refunded, nor a delivery to ready", () => {
    for (const status of ["pending", "collected", "cancelled", "expired", "refunded", "shipped"] as const) {
      expect(nextSteps("pickup", status)).toEqual([]);
      expect(nextSteps("delivery", status)).toEqual([]);
    }
    expect(nextSteps("delivery", "ready")).toEqual([]);
  });
});
