import { describe, expect, it } from "vitest";
import { nextRefundAttempt, REFUND_RETRY_MINUTES } from "./refund-retry";

describe("a failed refund is asked again", () => {
  const at = new Date("2026-12-01T10:00:00Z");
  it("after a minute, then waits that grow", () => {
    expect(nextRefundAttempt(1, at)).toEqual(new Date("2026-12-01T10:01:00Z"));
    expect(nextRefundAttempt(2, at)).toEqual(new Date("2026-12-01T10:05:00Z"));
    expect(nextRefundAttempt(4, at)).toEqual(new Date("2026-12-01T12:00:00Z"));
  });
  it("the last attempt comes more than 24 hours after the first, then it is given up", () => {
    const total = REFUND_RETRY_MINUTES.reduce((sum, m) => sum + m, 0);
    expect(total).toBeGreaterThan(24 * 60);
    expect(nextRefundAttempt(REFUND_RETRY_MINUTES.length, at)).toEqual(new Date(at.getTime() + 2880 * 60_000));
    expect(nextRefundAttempt(REFUND_RETRY_MINUTES.length + 1, at)).toBeNull();
  });
});
