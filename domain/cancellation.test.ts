import { describe, expect, it } from "vitest";
import { canCancel } from "./cancellation";

describe("canCancel", () => {
  const now = new Date("2026-05-04T08:00:00Z");
  it("allows cancelling up to the notice before the start, not after", () => {
    expect(canCancel(new Date("2026-05-04T10:00:00Z"), now, 120)).toBe(true);
    expect(canCancel(new Date("2026-05-04T09:59:59Z"), now, 120)).toBe(false);
    expect(canCancel(new Date("2026-05-04T08:00:00Z"), now, 0)).toBe(true);
    expect(canCancel(new Date("2026-05-04T07:00:00Z"), now, 0)).toBe(false);
  });
});
