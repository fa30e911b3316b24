import { describe, expect, it } from "vitest";
import type { AvailabilityDay, TimeSlot } from "./availability";
import { closeDaysAtGiftLimit, giftLimitAllows } from "./gift-limit";

const slot = (day: string): TimeSlot => ({
  start: new Date(`${day}T09:00:00Z`),
  end: new Date(`${day}T10:00:00Z`),
  day,
  shopStatus: "open",
  free: { employees: ["1"], cabins: [] },
  busy: { employees: [], cabins: [] },
  selected: { employee: "1", cabin: null },
  equipment: { selected: [], busy: [] },
});
const days: AvailabilityDay[] = ["2031-03-04", "2031-03-05"].map((date) => ({ date, shopStatus: "open", slots: [slot(date)] }));

describe("the gift limit", () => {
  it("allows a booking below the limit, none at it, always without one; a limit of 0 takes none", () => {
    expect(giftLimitAllows(2, 1)).toBe(true);
    expect(giftLimitAllows(2, 2)).toBe(false);
    expect(giftLimitAllows(0, 0)).toBe(false);
    expect(giftLimitAllows(null, 500)).toBe(true);
  });

  it("closes every block of a day that reached it, and only that day", () => {
    const closed = closeDaysAtGiftLimit(days, 1, new Map([["2031-03-05", 1]]));
    expect(closed[0]).toEqual(days[0]);
    expect(closed[1]!.slots[0]).toMatchObject({ shopStatus: "close", free: { employees: [], cabins: [] }, selected: { employee: null, cabin: null } });
    expect(closeDaysAtGiftLimit(days, null, new Map([["2031-03-05", 9]]))).toBe(days);
  });
});
