import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, nextAttemptDelay } from "./retry";

describe("nextAttemptDelay", () => {
  it("doubles from 30 seconds up to an hour", () => {
    expect([1, 2, 3, 4, 7, 8, 11].map(nextAttemptDelay)).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000]);
  });
  it("gives up after the last attempt", () => {
    expect(nextAttemptDelay(MAX_ATTEMPTS - 1)).toBe(3_600_000);
    expect(nextAttemptDelay(MAX_ATTEMPTS)).toBeNull();
  });
});
