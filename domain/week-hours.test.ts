import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { TZDate } from "@date-fns/tz";
import { openState, openingOnDate, weekHours, type ShopHours } from "./week-hours";
import type { DayOpening, OpeningHours } from "./types";

const PARIS = "Europe/Paris";
const at = (iso: string) => new Date(iso);
const day = (...ranges: [string, string][]): DayOpening => ({ status: "day", hours: ranges.map(([start, end]) => ({ start, end })) });
const pause = (...ranges: [string, string][]): DayOpening => ({ status: "pause", hours: ranges.map(([start, end]) => ({ start, end })) });
const closed: DayOpening = { status: "closed", hours: [] };

// The Paris spa: Monday 9–19 with lunch (a 'day': open through it), Tuesday and Wednesday with a
// real lunch break ('pause'), Thursday and Friday 10–19, Saturday 10–18, Sunday closed.
const hours: OpeningHours = {
  monday: day(["09:00", "12:00"], ["14:00", "19:00"]),
  tuesday: pause(["09:00", "12:00"], ["14:00", "19:00"]),
  wednesday: pause(["09:00", "12:00"], ["14:00", "19:00"]),
  thursday: day(["10:00", "19:00"]),
  friday: day(["10:00", "19:00"]),
  saturday: day(["10:00", "18:00"]),
  sunday: closed,
};
const spa: ShopHours = { timeZone: PARIS, openingHours: hours };

describe("week hours", () => {
  it("lists Monday to Sunday of the shop's week, today marked, a 'day' as one range", () => {
    const week = weekHours(spa, at("2026-04-15T10:00:00Z")); // Wednesday 15 April, 12:00 in Paris
    expect(week.map((d) => d.date)).toEqual(["2026-04-13", "2026-04-14", "2026-04-15", "2026-04-16", "2026-04-17", "2026-04-18", "2026-04-19"]);
    expect(week.map((d) => d.today)).toEqual([false, false, true, false, false, false, false]);
    expect(week[0]).toEqual({ date: "2026-04-13", weekday: "monday", status: "day", hours: [{ start: "09:00", end: "19:00" }], exception: null, today: false });
    expect(week[1]!.hours).toEqual([{ start: "09:00", end: "12:00" }, { start: "14:00", end: "19:00" }]);
    expect(week[6]).toMatchObject({ weekday: "sunday", status: "closed", hours: [] });
  });

  it("is the shop's week, not the server's: Sunday 23:30 UTC is already Monday in Paris", () => {
    expect(weekHours(spa, at("2026-04-19T22:30:00Z"))[0]).toMatchObject({ date: "2026-04-20", today: true });
  });

  it("applies closed days and open days", () => {
    const shop: ShopHours = { ...spa, closedDays: ["2026-04-14"], openDays: [{ date: "2026-04-19", hours: [{ start: "10:00", end: "13:00" }] }] };
    const week = weekHours(shop, at("2026-04-15T10:00:00Z"));
    expect(week[1]).toMatchObject({ status: "closed", hours: [], exception: "closed_day" });
    expect(week[6]).toMatchObject({ status: "pause", hours: [{ start: "10:00", end: "13:00" }], exception: "open_day" });
    // a closed day beats an open day on the same date
    expect(openingOnDate({ ...shop, closedDays: ["2026-04-19"] }, "2026-04-19", "sunday").status).toBe("closed");
  });

  it("keeps the wall-clock hours on the clock-change week", () => {
    const week = weekHours(spa, at("2026-03-28T12:00:00Z"));
    expect(week.map((d) => d.date)).toEqual(["2026-03-23", "2026-03-24", "2026-03-25", "2026-03-26", "2026-03-27", "2026-03-28", "2026-03-29"]);
    expect(week[5]!.hours).toEqual([{ start: "10:00", end: "18:00" }]);
  });
});

describe("open now", () => {
  it("open on a weekday: closes at 19:00", () => {
    expect(openState(spa, at("2026-04-16T12:00:00Z"))).toEqual({
      open: true,
      closes: { at: at("2026-04-16T17:00:00Z"), date: "2026-04-16", time: "19:00", weekday: "thursday", relative: "today" },
    });
  });

  it("a 'pause' day is closed over lunch and reopens at 14:00; a 'day' stays open through it", () => {
    const tuesdayLunch = openState(spa, at("2026-04-14T10:30:00Z")); // 12:30
    expect(tuesdayLunch).toEqual({ open: false, opens: { at: at("2026-04-14T12:00:00Z"), date: "2026-04-14", time: "14:00", weekday: "tuesday", relative: "today" } });
    expect(openState(spa, at("2026-04-14T09:00:00Z"))).toMatchObject({ open: true, closes: { time: "12:00" } });
    expect(openState(spa, at("2026-04-13T10:30:00Z"))).toMatchObject({ open: true, closes: { time: "19:00" } }); // Monday 12:30
  });

  it("after closing: opens tomorrow; just after midnight the same opening is today", () => {
    expect(openState(spa, at("2026-04-16T21:30:00Z"))).toMatchObject({ open: false, opens: { date: "2026-04-17", time: "10:00", relative: "tomorrow" } }); // Thursday 23:30
    expect(openState(spa, at("2026-04-16T22:30:00Z"))).toMatchObject({ open: false, opens: { date: "2026-04-17", time: "10:00", relative: "today" } }); // Friday 00:30
  });

  it("Saturday evening: opens Monday at 09:00", () => {
    expect(openState(spa, at("2026-04-18T17:00:00Z"))).toMatchObject({ open: false, opens: { weekday: "monday", time: "09:00", relative: "weekday", at: at("2026-04-20T07:00:00Z") } });
  });

  it("open through midnight: closes at the next day's time; a closing at midnight reads 24:00", () => {
    // Saturday is a 'pause' day so its night hours and its day hours stay apart
    const night: ShopHours = { timeZone: PARIS, openingHours: { ...hours, friday: day(["18:00", "24:00"]), saturday: pause(["00:00", "02:00"], ["10:00", "18:00"]) } };
    expect(openState(night, at("2026-04-17T21:30:00Z"))).toMatchObject({ open: true, closes: { date: "2026-04-18", time: "02:00", relative: "tomorrow" } }); // Friday 23:30
    expect(openState(night, at("2026-04-17T22:30:00Z"))).toMatchObject({ open: true, closes: { date: "2026-04-18", time: "02:00", relative: "today" } }); // Saturday 00:30
    const late: ShopHours = { timeZone: PARIS, openingHours: { ...hours, friday: day(["18:00", "24:00"]) } };
    expect(openState(late, at("2026-04-17T21:30:00Z"))).toMatchObject({ open: true, closes: { date: "2026-04-17", time: "24:00", relative: "today", at: at("2026-04-17T22:00:00Z") } });
  });

  it("spring forward, Sunday 29 March 2026: opening times are Paris summer time", () => {
    const sundays: ShopHours = { timeZone: PARIS, openingHours: { ...hours, sunday: day(["10:00", "18:00"]) } };
    // 09:30 summer time is 07:30 UTC; it opens at 10:00 = 08:00 UTC (a fixed +1 h would say 09:00 UTC)
    expect(openState(sundays, at("2026-03-29T07:30:00Z"))).toMatchObject({ open: false, opens: { at: at("2026-03-29T08:00:00Z"), time: "10:00", relative: "today" } });
    expect(openState(sundays, at("2026-03-29T15:30:00Z"))).toMatchObject({ open: true, closes: { at: at("2026-03-29T16:00:00Z"), time: "18:00" } });
    // Saturday 19:30 winter time, closed Sunday: Monday 09:00 summer time = 07:00 UTC
    expect(openState(spa, at("2026-03-28T18:30:00Z"))).toMatchObject({ open: false, opens: { at: at("2026-03-30T07:00:00Z"), weekday: "monday", time: "09:00" } });
  });

  it("spring forward through the night: open from Saturday 20:00 to Sunday 04:00 lasts 7 real hours", () => {
    const night: ShopHours = { timeZone: PARIS, openingHours: { ...hours, saturday: day(["20:00", "24:00"]), sunday: day(["00:00", "04:00"]) } };
    expect(openState(night, at("2026-03-28T23:30:00Z"))).toMatchObject({ open: true, closes: { at: at("2026-03-29T02:00:00Z"), date: "2026-03-29", time: "04:00" } });
    expect(openState(night, at("2026-03-29T02:00:00Z"))).toMatchObject({ open: false });
  });

  it("fall back, Sunday 25 October 2026: Saturday evening, opens Monday 09:00 winter time", () => {
    expect(openState(spa, at("2026-10-24T18:00:00Z"))).toMatchObject({ open: false, opens: { at: at("2026-10-26T08:00:00Z"), weekday: "monday", time: "09:00", relative: "weekday" } });
    const sundays: ShopHours = { timeZone: PARIS, openingHours: { ...hours, sunday: day(["01:00", "05:00"]) } };
    // 01:00–05:00 winter time on the 25-hour day is 5 real hours: 23:00 UTC on the 24th to 04:00 UTC
    expect(openState(sundays, at("2026-10-25T03:30:00Z"))).toMatchObject({ open: true, closes: { at: at("2026-10-25T04:00:00Z"), time: "05:00" } });
  });

  it("closed days and holidays: looks ahead for the next opening, or says none", () => {
    const holidays: ShopHours = { ...spa, closedDays: Array.from({ length: 10 }, (_, i) => `2026-08-${String(3 + i).padStart(2, "0")}`) };
    expect(openState(holidays, at("2026-08-01T17:00:00Z"))).toMatchObject({ open: false, opens: { date: "2026-08-13", relative: "date" } });
    const never: ShopHours = { timeZone: PARIS, openingHours: { monday: closed, tuesday: closed, wednesday: closed, thursday: closed, friday: closed, saturday: closed, sunday: closed } };
    expect(openState(never, at("2026-08-01T17:00:00Z"))).toEqual({ open: false, opens: null });
  });

  it("refuses an unknown zone and a bad `now`", () => {
    expect(() => openState({ ...spa, timeZone: "Mars/Olympus" }, at("2026-04-16T12:00:00Z"))).toThrow(/timeZone/);
    expect(() => weekHours(spa, new Date(Number.NaN))).toThrow(/now/);
  });

  it("property: 'open' agrees with the week's hours read minute by minute in the shop's zone", () => {
    const quarter = (q: number) => `${String(Math.floor(q / 4)).padStart(2, "0")}:${String((q % 4) * 15).padStart(2, "0")}`;
    const arbRange = fc.tuple(fc.integer({ min: 0, max: 96 }), fc.integer({ min: 0, max: 96 })).map(([a, b]) => ({ start: quarter(Math.min(a, b)), end: quarter(Math.max(a, b)) }));
    const arbOpening = fc.record({ status: fc.constantFrom("day" as const, "pause" as const, "closed" as const), hours: fc.array(arbRange, { maxLength: 3 }) });
    const arbHours = fc.tuple(...Array.from({ length: 7 }, () => arbOpening)).map(([monday, tuesday, wednesday, thursday, friday, saturday, sunday]) => ({ monday, tuesday, wednesday, thursday, friday, saturday, sunday }));
    fc.assert(
      fc.property(arbHours, fc.constantFrom(PARIS, "America/New_York", "UTC"), fc.integer({ min: 0, max: 4 * 24 * 7 - 1 }), fc.constantFrom("2026-03-23", "2026-10-19", "2026-06-08"), (openingHours, timeZone, q, monday) => {
        const [y, m, d] = monday.split("-").map(Number) as [number, number, number];
        const now = new TZDate(y, m - 1, d, 0, q * 15 + 7, timeZone);
        const state = openState({ timeZone, openingHours }, now);
        // naive model: the local wall time of `now` against the shown ranges of its local date
        const local = new TZDate(now.getTime(), timeZone);
        const minutes = local.getHours() * 60 + local.getMinutes();
        const today = weekHours({ timeZone, openingHours }, now).find((x) => x.today)!;
        const inside = today.hours.some((r) => {
          const [sh, sm] = r.start.split(":").map(Number) as [number, number];
          const [eh, em] = r.end.split(":").map(Number) as [number, number];
          return sh * 60 + sm <= minutes && minutes < eh * 60 + em;
        });
        // Away from a clock change (where wall times are skipped or repeated) open ⇔ inside.
        const offset = (ms: number) => new TZDate(ms, timeZone).getTimezoneOffset();
        if (offset(now.getTime() - 3 * 3_600_000) === offset(now.getTime() + 3 * 3_600_000)) expect(state.open).toBe(inside);
        if (state.open) expect(state.closes.at.getTime()).toBeGreaterThan(now.getTime());
        else if (state.opens) expect(state.opens.at.getTime()).toBeGreaterThan(now.getTime());
      }),
      { numRuns: 300 },
    );
  });
});
