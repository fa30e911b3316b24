import { describe, expect, it } from "vitest";
import type { AvailabilityDay, TimeSlot } from "./availability";
import { addFirstFree, compactDate, FIRST_FREE_TIMES, firstFreeOf, nextFree, type FirstFreeTimes } from "./first-free-times";

const PARIS = "Europe/Paris";

/** A 30-minute slot starting at the UTC instant `iso`, open or closed. */
const slot = (iso: string, open = true): TimeSlot => {
  const start = new Date(iso);
  return {
    start,
    end: new Date(start.getTime() + 30 * 60_000),
    day: iso.slice(0, 10),
    shopStatus: open ? "open" : "close",
    free: { employees: open ? ["1"] : [], cabins: [] },
    busy: { employees: [], cabins: [] },
    selected: { employee: open ? "1" : null, cabin: null },
    equipment: { selected: [], busy: [] },
  };
};
const day = (date: string, slots: TimeSlot[]): AvailabilityDay => ({ date, shopStatus: slots.length ? "open" : "close", slots });

describe("a shop's first free times (spec §3 'appointments')", () => {
  it("writes a date as YYYYMMDD", () => {
    expect(compactDate("2026-12-01")).toBe("20261201");
  });

  it("takes the first day with an open slot, skipping closed days and closed blocks, in the shop's own time", () => {
    const days = [
      day("2026-11-30", []),
      day("2026-12-01", [slot("2026-12-01T08:30:00Z", false), slot("2026-12-01T09:00:00Z"), slot("2026-12-01T09:30:00Z", false), slot("2026-12-01T10:00:00Z")]),
      day("2026-12-02", [slot("2026-12-02T08:00:00Z")]),
    ];
    // Paris is UTC+1 in December
    expect(firstFreeOf(days, PARIS)).toEqual({ date: "2026-12-01", times: ["10:00", "11:00"] });
  });

  it("keeps only the first few times of that day", () => {
    const many = Array.from({ length: 8 }, (_, i) => slot(`2026-07-01T0${7 + Math.floor(i / 2)}:${i % 2 ? "30" : "00"}:00Z`));
    const found = firstFreeOf([day("2026-07-01", many)], PARIS);
    expect(found?.times).toHaveLength(FIRST_FREE_TIMES);
    // summer time: UTC+2
    expect(found?.times).toEqual(["09:00", "09:30", "10:00"]);
  });

  it("finds nothing when no day has an open slot", () => {
    expect(firstFreeOf([day("2026-12-01", [slot("2026-12-01T09:00:00Z", false)]), day("2026-12-02", [])], PARIS)).toBeNull();
    expect(firstFreeOf([], PARIS)).toBeNull();
  });

  it("keys the times by date then service id, two services on one day side by side, nothing added when none was found", () => {
    let appointments: FirstFreeTimes = {};
    appointments = addFirstFree(appointments, 12, { date: "2026-12-01", times: ["10:00", "10:30"] });
    appointments = addFirstFree(appointments, 15, { date: "2026-12-01", times: ["09:30"] });
    appointments = addFirstFree(appointments, 18, { date: "2026-12-03", times: ["14:00"] });
    appointments = addFirstFree(appointments, 21, null);
    expect(appointments).toEqual({ "20261201": { "12": ["10:00", "10:30"], "15": ["09:30"] }, "20261203": { "18": ["14:00"] } });
  });
});

describe("the card's 'next free' line", () => {
  const appointments: FirstFreeTimes = { "20261203": { "4": ["09:00"] }, "20261202": { "12": ["10:30", "11:00"], "15": ["10:00"] } };

  it("is the earliest time of the earliest day, whichever service it is for", () => {
    expect(nextFree(appointments, "2026-11-28")).toEqual({ day: "2026-12-02", time: "10:00" });
  });

  it("says today and tomorrow relative to the visitor's day, across a month's end", () => {
    expect(nextFree(appointments, "2026-12-02")).toEqual({ day: "today", time: "10:00" });
    expect(nextFree(appointments, "2026-12-01")).toEqual({ day: "tomorrow", time: "10:00" });
    expect(nextFree({ "20261201": { "1": ["18:30"] } }, "2026-11-30")).toEqual({ day: "tomorrow", time: "18:30" });
  });

  it("is nothing without times", () => {
    expect(nextFree(undefined, "2026-12-01")).toBeNull();
    expect(nextFree({}, "2026-12-01")).toBeNull();
    expect(nextFree({ "20261201": {} }, "2026-12-01")).toBeNull();
  });
});
