import { describe, expect, it } from "vitest";
import { addDays, daysBetween } from "./time";

describe("day stepping", () => {
  it("adds and takes away calendar days across months, years and leap days", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-25", 14)).toBe("2027-01-08");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    // A clock-change weekend is two calendar days like any other.
    expect(addDays("2026-03-28", 2)).toBe("2026-03-30");
  });

  it("counts the days between two dates, negative backwards", () => {
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetween("2026-01-01", "2026-01-01")).toBe(0);
    expect(daysBetween("2027-01-08", "2026-12-25")).toBe(-14);
  });

  it("refuses a date that is not on the calendar", () => {
    expect(() => addDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => daysBetween("2026-01-01", "tomorrow")).toThrow(RangeError);
  });
});
