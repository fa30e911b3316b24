// The hour that happens twice when clocks go back (02:00–03:00 on 2026-10-25 in Paris): a booking
// starting or ending in it is written so that a real calendar parser (Mozilla's ical.js, the one
// Thunderbird uses) reads the very instants booked, the end after the start.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { buildIcs, isRepeatedWallTime } from "./ics";

const base = { uid: "booking-7@spa.vitrine", timeZone: "Europe/Paris", summary: "Soin", stamp: new Date("2026-10-01T10:00:00Z") };

/** The event's start and end as ical.js reads the file, in epoch milliseconds. */
function parsed(ics: string) {
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent")!);
  const vtimezone = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vtimezone");
  if (vtimezone) ICAL.TimezoneService.register(new ICAL.Timezone(vtimezone));
  return { start: event.startDate.toJSDate().getTime(), end: event.endDate.toJSDate().getTime(), sequence: event.sequence };
}

describe("a booking in the repeated hour", () => {
  // 02:30 local the second time (UTC+1) = 01:30Z; the first 02:30 (UTC+2) = 00:30Z
  const cases = [
    { name: "starts in the first 02:xx and ends in the second", start: "2026-10-25T00:30:00Z", end: "2026-10-25T01:45:00Z" },
    { name: "starts and ends in the second 02:xx", start: "2026-10-25T01:30:00Z", end: "2026-10-25T01:45:00Z" },
    { name: "starts in the first 02:xx and ends at 02:45 the first time", start: "2026-10-25T00:30:00Z", end: "2026-10-25T00:45:00Z" },
    { name: "starts before and ends in the repeated hour", start: "2026-10-24T23:30:00Z", end: "2026-10-25T01:15:00Z" },
  ];
  for (const c of cases) {
    it(`${c.name}: ical.js reads the instants booked`, () => {
      const ics = buildIcs({ ...base, start: new Date(c.start), end: new Date(c.end), sequence: 3 });
      const read = parsed(ics);
      expect(new Date(read.start).toISOString()).toBe(new Date(c.start).toISOString());
      expect(new Date(read.end).toISOString()).toBe(new Date(c.end).toISOString());
      expect(read.end).toBeGreaterThan(read.start);
      expect(read.sequence).toBe(3);
    });
  }

  it("writes the repeated wall times in UTC and the others in the shop's zone", () => {
    const ics = buildIcs({ ...base, start: new Date("2026-10-25T00:30:00Z"), end: new Date("2026-10-25T01:45:00Z") }).replace(/\r\n /g, "");
    expect(ics).toContain("DTSTART:20261025T003000Z\r\n");
    expect(ics).toContain("DTEND:20261025T014500Z\r\n");
    const ordinary = buildIcs({ ...base, start: new Date("2026-10-25T09:00:00Z"), end: new Date("2026-10-25T10:00:00Z") }).replace(/\r\n /g, "");
    expect(ordinary).toContain("DTSTART;TZID=Europe/Paris:20261025T100000\r\n");
    expect(parsed(ordinary).start).toBe(Date.parse("2026-10-25T09:00:00Z"));
  });

  it("knows which wall times happen twice", () => {
    expect(isRepeatedWallTime(new Date("2026-10-25T00:30:00Z"), "Europe/Paris")).toBe(true);
    expect(isRepeatedWallTime(new Date("2026-10-25T01:30:00Z"), "Europe/Paris")).toBe(true);
    expect(isRepeatedWallTime(new Date("2026-10-25T02:00:00Z"), "Europe/Paris")).toBe(false); // 03:00
    expect(isRepeatedWallTime(new Date("2026-10-24T23:59:00Z"), "Europe/Paris")).toBe(false); // 01:59
    expect(isRepeatedWallTime(new Date("2026-03-29T01:30:00Z"), "Europe/Paris")).toBe(false); // spring: 03:30
    expect(isRepeatedWallTime(new Date("2026-10-25T01:30:00Z"), "Asia/Tokyo")).toBe(false);
  });
});
