// Property tests: random shops, staff, cabins and busy events, in time zones with unusual clock
// changes, around their change dates. The checks use a naive model (every wall time through
// TZDate, every event scanned, minute by minute) so they do not share the code under test.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { TZDate } from "@date-fns/tz";
import { computeAvailability, recheckSlot, slotAt, type AvailabilityInput, type BusyEvent, type TimeSlot } from "./availability";
import { localDateOf } from "./time";
import { WEEKDAYS, type DayOpening, type HourRange, type OpeningHours } from "./types";

const MINUTE = 60_000;

// Zones with a 1 h change, a 30 min change (Lord Howe), a change at midnight (Santiago),
// an odd offset (Chatham, +12:45/+13:45) and none at all.
const ZONES = ["Europe/Paris", "America/New_York", "Australia/Lord_Howe", "America/Santiago", "Pacific/Chatham", "Asia/Kolkata", "UTC"];
// Starting dates just before 2026's clock changes in those zones, and an ordinary week.
const FROM_DATES = ["2026-03-27", "2026-10-23", "2026-03-06", "2026-10-30", "2026-04-03", "2026-09-04", "2026-09-25", "2026-01-12"];

const pad = (n: number) => String(n).padStart(2, "0");
const clock = (quarter: number) => `${pad(Math.floor(quarter / 4))}:${pad((quarter % 4) * 15)}`;
const arbRange: fc.Arbitrary<HourRange> = fc
  .tuple(fc.integer({ min: 0, max: 96 }), fc.integer({ min: 0, max: 96 }))
  .map(([a, b]) => ({ start: clock(Math.min(a, b)), end: clock(Math.max(a, b)) }));
const arbRanges = fc.array(arbRange, { maxLength: 3 });
const arbOpening: fc.Arbitrary<DayOpening> = fc.record({ status: fc.constantFrom("day", "pause", "closed"), hours: arbRanges });

function addDays(date: string, n: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const arbInput: fc.Arbitrary<AvailabilityInput> = fc
  .record({ timeZone: fc.constantFrom(...ZONES), from: fc.constantFrom(...FROM_DATES), span: fc.integer({ min: 0, max: 4 }) })
  .chain(({ timeZone, from, span }) => {
    const dates = Array.from({ length: span + 1 }, (_, i) => addDays(from, i));
    // Busy events and `now` fall anywhere from half a day before the first date to after the last.
    const base = Date.parse(`${from}T00:00:00Z`) - 15 * 60 * MINUTE;
    const window = (span + 3) * 24 * 60;
    const arbEvent: fc.Arbitrary<BusyEvent> = fc
      .tuple(fc.integer({ min: 0, max: window }), fc.integer({ min: 1, max: 300 }))
      .map(([at, length]) => ({ start: new Date(base + at * MINUTE), end: new Date(base + (at + length) * MINUTE) }));
    const arbEvents = fc.array(arbEvent, { maxLength: 10 });
    const arbWorkingHours = fc
      .array(fc.option(arbRanges, { nil: undefined }), { minLength: dates.length, maxLength: dates.length })
      .map((perDate) => Object.fromEntries(perDate.flatMap((ranges, i) => (ranges ? [[dates[i], ranges]] : []))));
    return fc.record({
      timeZone: fc.constant(timeZone),
      from: fc.constant(from),
      to: fc.constant(dates[dates.length - 1]),
      now: fc.integer({ min: 0, max: window }).map((at) => new Date(base + at * MINUTE)),
      minNoticeMinutes: fc.integer({ min: 0, max: 600 }),
      cuttingMinutes: fc.constantFrom(10, 15, 20, 30, 45, 60),
      openingHours: fc.record(Object.fromEntries(WEEKDAYS.map((w) => [w, arbOpening])) as Record<keyof OpeningHours, fc.Arbitrary<DayOpening>>),
      openDays: fc.subarray(dates).chain((picked) => fc.tuple(...picked.map((date) => arbRanges.map((hours) => ({ date, hours }))))),
      closedDays: fc.subarray(dates),
      services: fc.array(
        fc.record({ id: fc.integer({ min: 1, max: 3 }), duration: fc.integer({ min: 1, max: 24 }).map((q) => q * 5), pause: fc.constantFrom(0, 5, 10, 15) }),
        { minLength: 1, maxLength: 3 },
      ),
      employees: fc.uniqueArray(fc.constantFrom("e1", "e2", "e3", "e4"), { maxLength: 4 }).chain((ids) =>
        fc.tuple(
          ...ids.map((id) =>
            fc.record({ id: fc.constant(id), serviceIds: fc.subarray([1, 2, 3]), workingHours: arbWorkingHours, events: arbEvents }),
          ),
        ),
      ),
      cabins: fc.uniqueArray(fc.constantFrom("c1", "c2", "c3"), { maxLength: 3 }).chain((ids) =>
        fc.tuple(...ids.map((id) => fc.record({ id: fc.constant(id), events: arbEvents }))),
      ),
      useCabins: fc.boolean(),
    });
  });

// ---- the naive model ----

function wallInstant(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  return new TZDate(y, m - 1, d, h, mi, timeZone).getTime();
}

type Span = [number, number];
const spans = (date: string, hours: HourRange[], timeZone: string): Span[] =>
  hours.map((r): Span => [wallInstant(date, r.start, timeZone), wallInstant(date, r.end, timeZone)]).filter(([s, e]) => e > s);
const inAny = (ranges: Span[], t: number) => ranges.some(([s, e]) => s <= t && t < e);
/** Every minute of [start, end) is inside some range. */
const covered = (ranges: Span[], start: number, end: number) => {
  for (let t = start; t < end; t += MINUTE) if (!inAny(ranges, t)) return false;
  return true;
};
/** Busy at some minute of [start, end). Events are whole minutes long, so minutes are enough. */
const busyDuring = (events: BusyEvent[], start: number, end: number) => {
  for (let t = start; t < end; t += MINUTE) if (events.some((e) => e.start.getTime() <= t && t < e.end.getTime())) return true;
  return false;
};

/**
 * The day's opening per spec §5: the ranges a slot must lie in, and the grid's span. A slot lies
 * in the opening when every minute of it is in some range, so touching or overlapping ranges
 * count as one (the shop never shuts in between).
 */
function modelOpening(input: AvailabilityInput, date: string): { open: Span[]; first: number; last: number } | null {
  const weekday = WEEKDAYS[(new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7];
  const openDayHours = (input.openDays ?? []).filter((o) => o.date === date).flatMap((o) => o.hours);
  const opening: DayOpening = (input.closedDays ?? []).includes(date)
    ? { status: "closed", hours: [] }
    : openDayHours.length > 0 || (input.openDays ?? []).some((o) => o.date === date)
      ? { status: "pause", hours: openDayHours }
      : input.openingHours[weekday];
  if (opening.status === "closed") return null;
  const ranges = spans(date, opening.hours, input.timeZone);
  if (ranges.length === 0) return null;
  const first = Math.min(...ranges.map(([s]) => s));
  const last = Math.max(...ranges.map(([, e]) => e));
  return { open: opening.status === "day" ? [[first, last]] : ranges, first, last };
}

const slotLength = (input: AvailabilityInput) => input.services.reduce((sum, s) => sum + s.duration + s.pause, 0) * MINUTE;
const performsAll = (input: AvailabilityInput, serviceIds: number[]) => input.services.every((s) => serviceIds.includes(s.id));

/** The whole day's blocks as the spec describes them, the slow way. */
function modelDay(input: AvailabilityInput, date: string): TimeSlot[] {
  const opening = modelOpening(input, date);
  if (!opening) return [];
  const length = slotLength(input);
  const cut = (input.cuttingMinutes ?? 30) * MINUTE;
  const earliest = input.now.getTime() + (input.minNoticeMinutes ?? 0) * MINUTE;
  const slots: TimeSlot[] = [];
  for (let start = opening.first; start + length <= opening.last; start += cut) {
    const end = start + length;
    const free: string[] = [];
    const busy: string[] = [];
    for (const e of input.employees) {
      if (!performsAll(input, e.serviceIds)) continue;
      const shifts = spans(date, e.workingHours[date] ?? [], input.timeZone);
      if (!inAny(shifts, start) || !covered(shifts, start, end)) continue;
      (busyDuring(e.events, start, end) ? busy : free).push(e.id);
    }
    const cabins = input.useCabins ? (input.cabins ?? []) : [];
    const freeCabins = cabins.filter((c) => !busyDuring(c.events, start, end)).map((c) => c.id);
    const busyCabins = cabins.filter((c) => busyDuring(c.events, start, end)).map((c) => c.id);
    const offered =
      start >= earliest &&
      covered(opening.open, start, end) &&
      free.length > 0 &&
      (!input.useCabins || freeCabins.length > 0);
    slots.push({
      start: new Date(start),
      end: new Date(end),
      day: date,
      shopStatus: offered ? "open" : "close",
      free: offered ? { employees: free, cabins: freeCabins } : { employees: [], cabins: [] },
      busy: { employees: busy, cabins: busyCabins },
      selected: offered ? { employee: free[0], cabin: freeCabins[0] ?? null } : { employee: null, cabin: null },
      // The naive model asks for no equipment (domain/availability-equipment.test.ts covers them).
      equipment: { selected: [], busy: [] },
    });
  }
  return slots;
}

const offered = (input: AvailabilityInput) =>
  computeAvailability(input).flatMap((d) => d.slots.filter((s) => s.shopStatus === "open"));

// Hundreds of generated shops per property: give a loaded machine time (they take ~1 s when idle).
describe("computeAvailability properties", { timeout: 60_000 }, () => {
  it("no offered slot gives an employee or cabin that is busy at any minute of it", () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        for (const slot of offered(input)) {
          const [start, end] = [slot.start.getTime(), slot.end.getTime()];
          expect(slot.free.employees.length).toBeGreaterThan(0);
          for (const id of slot.free.employees) {
            const e = input.employees.find((x) => x.id === id)!;
            expect(busyDuring(e.events, start, end)).toBe(false);
            expect(performsAll(input, e.serviceIds)).toBe(true);
            expect(covered(spans(slot.day, e.workingHours[slot.day] ?? [], input.timeZone), start, end)).toBe(true);
          }
          if (input.useCabins) expect(slot.free.cabins.length).toBeGreaterThan(0);
          for (const id of slot.free.cabins) {
            expect(busyDuring(input.cabins!.find((x) => x.id === id)!.events, start, end)).toBe(false);
          }
          expect(slot.selected).toEqual({ employee: slot.free.employees[0], cabin: slot.free.cabins[0] ?? null });
        }
      }),
      { numRuns: 200 },
    );
  });

  it("every offered slot lies within the opening hours of its day", () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        for (const slot of offered(input)) {
          expect(localDateOf(slot.start, input.timeZone)).toBe(slot.day);
          const opening = modelOpening(input, slot.day);
          expect(opening).not.toBeNull();
          expect(covered(opening!.open, slot.start.getTime(), slot.end.getTime())).toBe(true);
          expect(slot.end.getTime() - slot.start.getTime()).toBe(slotLength(input));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("no offered slot starts before now + notice", () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const earliest = input.now.getTime() + (input.minNoticeMinutes ?? 0) * MINUTE;
        for (const slot of offered(input)) expect(slot.start.getTime()).toBeGreaterThanOrEqual(earliest);
      }),
      { numRuns: 200 },
    );
  });

  it("gives exactly the blocks, statuses and lists of the naive model", () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const days = computeAvailability(input);
        expect(days.map((d) => d.date)).toEqual(Array.from({ length: days.length }, (_, i) => addDays(input.from, i)));
        expect(days.at(-1)?.date).toBe(input.to);
        for (const day of days) {
          expect(day.slots).toEqual(modelDay(input, day.date));
          expect(day.shopStatus).toBe(modelOpening(input, day.date) ? "open" : "close");
        }
      }),
      { numRuns: 200 },
    );
  });

  it("the booking re-check agrees with the listing, and refuses starts off the grid", () => {
    fc.assert(
      fc.property(arbInput, fc.integer({ min: 1, max: 9 }), (input, nudge) => {
        for (const slot of computeAvailability(input).flatMap((d) => d.slots)) {
          expect(slotAt(input, slot.start)).toEqual(slot);
          expect(recheckSlot(input, { start: slot.start }).ok).toBe(slot.shopStatus === "open");
          // A nudge smaller than the cutting length is off the grid (unless it crosses into the next day).
          const nudged = new Date(slot.start.getTime() + nudge * MINUTE);
          if (localDateOf(nudged, input.timeZone) === slot.day) expect(recheckSlot(input, { start: nudged }).ok).toBe(false);
        }
      }),
      { numRuns: 100 },
    );
  });
});
