// Shop-local calendar and wall-clock maths. Every wall time → instant conversion goes through
// @date-fns/tz (TZDate), so days of 23 or 25 hours come out right; nothing here adds offsets by hand.
import { TZDate } from "@date-fns/tz";
import { keptByKey } from "./kept";
import { WEEKDAYS, type ClockTime, type Weekday } from "./types";

/** A shop-local calendar date, 'YYYY-MM-DD'. */
export type LocalDate = string;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// '24:00' is allowed so a range can run to the end of the day.
const CLOCK_TIME = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;

/** Throws a RangeError unless the runtime knows the time zone. */
export function assertTimeZone(timeZone: string): void {
  if (typeof timeZone !== "string" || timeZone === "" || Number.isNaN(new TZDate(2000, 0, 1, timeZone).getTime())) {
    throw new RangeError(`timeZone: unknown time zone '${String(timeZone)}'`);
  }
}

/** The calendar parts of a 'YYYY-MM-DD' date; throws a RangeError naming `field` when malformed. */
export function parseLocalDate(value: string, field = "date"): { year: number; month: number; day: number } {
  const match = typeof value === "string" ? LOCAL_DATE.exec(value) : null;
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    // Calendar check only (is 2026-02-30 a date?), so UTC is the right neutral calendar here.
    const probe = new Date(Date.UTC(year, month - 1, day));
    if (probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day) {
      return { year, month, day };
    }
  }
  throw new RangeError(`${field}: expected a date 'YYYY-MM-DD', got '${String(value)}'`);
}

/** Minutes since local midnight of an 'HH:mm' time (0..1440); throws a RangeError naming `field`. */
export function parseClockTime(value: ClockTime, field = "time"): number {
  const match = typeof value === "string" ? CLOCK_TIME.exec(value) : null;
  if (!match) throw new RangeError(`${field}: expected a time 'HH:mm', got '${String(value)}'`);
  return match[3] ? 24 * 60 : Number(match[1]) * 60 + Number(match[2]);
}

/** One shop-local day: its calendar date, weekday, and a converter from wall-clock minutes to instants. */
export interface LocalDay {
  date: LocalDate;
  weekday: Weekday;
  /** the day's first instant (local midnight, or the first instant after it when midnight is skipped) */
  startMs: number;
  /** the next day's first instant */
  endMs: number;
  /** the instant (epoch ms) of a wall-clock time given in minutes since midnight (1440 = next midnight) */
  at(minutes: number): number;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

function makeDay(year: number, month: number, day: number, timeZone: string, startMs: number, endMs: number): LocalDay {
  const calendar = new Date(Date.UTC(year, month - 1, day));
  const date = `${pad(calendar.getUTCFullYear(), 4)}-${pad(calendar.getUTCMonth() + 1)}-${pad(calendar.getUTCDate())}`;
  const weekday = WEEKDAYS[(calendar.getUTCDay() + 6) % 7];
  const y = calendar.getUTCFullYear();
  const m = calendar.getUTCMonth();
  const d = calendar.getUTCDate();
  let at: (minutes: number) => number;
  if (endMs - startMs === DAY_MS) {
    // No clock change on this day (local midnights exactly 24 h apart): wall minutes are elapsed
    // minutes since the day's start, which spares a TZDate per conversion (the 5 ms budget).
    at = (minutes) => startMs + minutes * MINUTE_MS;
  } else {
    // A 23 h / 25 h day: ask the library for every wall time (gaps move forward, repeated times
    // take the library's choice), memoised since shops reuse a handful of times.
    const memo = new Map<number, number>();
    at = (minutes) => {
      let ms = memo.get(minutes);
      if (ms === undefined) {
        ms = new TZDate(y, m, d, Math.floor(minutes / 60), minutes % 60, timeZone).getTime();
        memo.set(minutes, ms);
      }
      return ms;
    };
  }
  return { date, weekday, startMs, endMs, at };
}

// The instants of local midnights, kept: a zone's rules do not change while a process runs, and
// the same days are asked for again and again (availability, week hours).
const midnights = keptByKey<number>(100_000);

/** The first instant of a local day (`day` may run past the month's end: calendar arithmetic). */
function localMidnight(year: number, monthIndex: number, day: number, timeZone: string): number {
  return midnights(`${timeZone} ${Date.UTC(year, monthIndex, day)}`, () => new TZDate(year, monthIndex, day, timeZone).getTime());
}

/** The shop-local day holding `date`. */
export function localDay(date: LocalDate, timeZone: string): LocalDay {
  const { year, month, day } = parseLocalDate(date);
  const startMs = localMidnight(year, month - 1, day, timeZone);
  const endMs = localMidnight(year, month - 1, day + 1, timeZone);
  return makeDay(year, month, day, timeZone, startMs, endMs);
}

/**
 * Every shop-local day from `from` to `to` inclusive. Throws a RangeError when `from` is after `to`
 * or the span exceeds `maxDays`.
 */
export function localDays(from: LocalDate, to: LocalDate, timeZone: string, maxDays: number): LocalDay[] {
  const start = parseLocalDate(from, "from");
  const count = daysBetween(from, to) + 1;
  if (count < 1) throw new RangeError(`from: '${from}' is after to '${to}'`);
  if (count > maxDays) throw new RangeError(`to: at most ${maxDays} days may be asked at once`);
  const days: LocalDay[] = [];
  // Each day's end is the next day's start.
  let startMs = localMidnight(start.year, start.month - 1, start.day, timeZone);
  for (let i = 0; i < count; i++) {
    const endMs = localMidnight(start.year, start.month - 1, start.day + i + 1, timeZone);
    days.push(makeDay(start.year, start.month, start.day + i, timeZone, startMs, endMs));
    startMs = endMs;
  }
  return days;
}

/** The calendar date `days` after (or before, when negative) `date`. */
export function addDays(date: LocalDate, days: number): LocalDate {
  const { year, month, day } = parseLocalDate(date);
  // Calendar arithmetic only, so UTC is the neutral calendar.
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
}

/** How many calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  const a = parseLocalDate(from, "from");
  const b = parseLocalDate(to, "to");
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** The shop-local calendar date of an instant. */
export function localDateOf(instant: Date | number, timeZone: string): LocalDate {
  const local = new TZDate(typeof instant === "number" ? instant : instant.getTime(), timeZone);
  return `${pad(local.getFullYear(), 4)}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/** The shop-local wall-clock time 'HH:mm' of an instant. */
export function localTimeOf(instant: Date | number, timeZone: string): ClockTime {
  const local = new TZDate(typeof instant === "number" ? instant : instant.getTime(), timeZone);
  return `${pad(local.getHours())}:${pad(local.getMinutes())}`;
}
