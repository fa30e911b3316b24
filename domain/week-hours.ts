// A shop's opening hours for the current week (spec §3 'weekHours (computed)') and whether it is
// open now: 'open now · closes at 19:00', 'opens tomorrow at 10:00', 'opens Monday at 9:00'.
// Pure: the caller passes `now` and the shop's time zone. Wall times become instants through
// time.ts (@date-fns/tz), so the clock-change days come out right.
//
// Read as availability.ts reads the same data: a closed day beats an open day; an open day
// replaces the weekday's hours and counts as 'pause'; 'day' is open from the first start to the
// last end, 'pause' only inside its ranges; touching ranges are one; a range ending by 24:00 that
// meets the next day's 00:00 runs on through midnight.
import { TZDate } from "@date-fns/tz";
import type { OpenDay } from "./availability";
import { mergeIntervals, type Interval } from "./availability/intervals";
import { assertTimeZone, localDateOf, localDay, localDays, localTimeOf, parseClockTime, parseLocalDate, type LocalDate, type LocalDay } from "./time";
import { WEEKDAYS, type ClockTime, type DayOpening, type HourRange, type OpeningHours, type Weekday } from "./types";

/** How far ahead the next opening is looked for (a shop closed for the holidays). */
export const NEXT_OPENING_LOOKAHEAD_DAYS = 45;

export interface ShopHours {
  /** IANA time zone of the shop */
  timeZone: string;
  openingHours: OpeningHours;
  openDays?: readonly OpenDay[];
  closedDays?: readonly LocalDate[];
}

export type DayException = "open_day" | "closed_day";

/** The opening of one date: closed days first, then open days, then the weekday's hours. */
export function openingOnDate(shop: Omit<ShopHours, "timeZone">, date: LocalDate, weekday: Weekday): DayOpening & { exception: DayException | null } {
  if (shop.closedDays?.includes(date)) return { status: "closed", hours: [], exception: "closed_day" };
  const open = shop.openDays?.filter((d) => d.date === date) ?? [];
  if (open.length > 0) return { status: "pause", hours: open.flatMap((d) => d.hours), exception: "open_day" };
  const regular = shop.openingHours[weekday] ?? { status: "closed", hours: [] };
  return { status: regular.status, hours: regular.hours, exception: null };
}

const pad = (n: number) => String(n).padStart(2, "0");
const clock = (minutes: number): ClockTime => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** The day's ranges in minutes, merged; empty or backwards ranges dropped. */
function rangesInMinutes(hours: readonly HourRange[], field: string): { start: number; end: number }[] {
  const ranges = hours.map((r, i) => ({ start: parseClockTime(r.start, `${field}[${i}].start`), end: parseClockTime(r.end, `${field}[${i}].end`) }));
  return mergeIntervals(ranges);
}

/** The ranges a visitor reads for a day: 'day' as one range from first start to last end. */
function shownRanges(opening: DayOpening, field: string): { start: number; end: number }[] {
  if (opening.status === "closed") return [];
  const ranges = rangesInMinutes(opening.hours, field);
  if (opening.status === "day" && ranges.length > 1) return [{ start: ranges[0]!.start, end: ranges[ranges.length - 1]!.end }];
  return ranges;
}

function openIntervals(shop: ShopHours, day: LocalDay): Interval[] {
  if (day.endMs <= day.startMs) return [];
  const opening = openingOnDate(shop, day.date, day.weekday);
  return shownRanges(opening, `openingHours.${day.date}`).map((r) => ({ start: day.at(r.start), end: day.at(r.end) }));
}

/** The shop-local date `days` after `date` (negative: before). */
function shiftDate(date: LocalDate, days: number, timeZone: string): LocalDate {
  const { year, month, day } = parseLocalDate(date);
  return localDateOf(new TZDate(year, month - 1, day + days, 12, 0, timeZone), timeZone);
}

function daysBetween(from: LocalDate, to: LocalDate): number {
  const a = parseLocalDate(from);
  const b = parseLocalDate(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

export interface WeekHoursDay {
  date: LocalDate;
  weekday: Weekday;
  status: DayOpening["status"];
  /** what to show, in order: one range on a 'day', the ranges on a 'pause', none when closed */
  hours: HourRange[];
  exception: DayException | null;
  today: boolean;
}

function checkNow(now: Date): void {
  if (!(now instanceof Date) || Number.isNaN(now.getTime())) throw new RangeError("now: expected a valid date");
}

/** The opening hours of the shop-local week (Monday to Sunday) holding `now`. */
export function weekHours(shop: ShopHours, now: Date): WeekHoursDay[] {
  assertTimeZone(shop.timeZone);
  checkNow(now);
  const today = localDateOf(now, shop.timeZone);
  const weekdayIndex = WEEKDAYS.indexOf(localDay(today, shop.timeZone).weekday);
  const monday = shiftDate(today, -weekdayIndex, shop.timeZone);
  return localDays(monday, shiftDate(monday, 6, shop.timeZone), shop.timeZone, 7).map((day) => {
    const opening = openingOnDate(shop, day.date, day.weekday);
    const ranges = shownRanges(opening, `openingHours.${day.date}`);
    return {
      date: day.date,
      weekday: day.weekday,
      status: ranges.length === 0 ? "closed" : opening.status,
      hours: ranges.map((r) => ({ start: clock(r.start), end: clock(r.end) })),
      exception: opening.exception,
      today: day.date === today,
    };
  });
}

/** Which words go with a moment: 'today', 'tomorrow', a weekday within the week ahead, else a date. */
export type Relative = "today" | "tomorrow" | "weekday" | "date";

export interface ShopMoment {
  at: Date;
  /** shop-local date and time; a closing at midnight reads as 24:00 of the day before */
  date: LocalDate;
  time: ClockTime;
  weekday: Weekday;
  relative: Relative;
}

export type OpenState =
  | { open: true; closes: ShopMoment }
  /** opens: null when no opening lies within the lookahead */
  | { open: false; opens: ShopMoment | null };

function moment(instant: number, today: LocalDate, timeZone: string, closing: boolean): ShopMoment {
  let date = localDateOf(instant, timeZone);
  let time = localTimeOf(instant, timeZone);
  if (closing && instant === localDay(date, timeZone).startMs) {
    date = shiftDate(date, -1, timeZone);
    time = "24:00";
  }
  const ahead = daysBetween(today, date);
  const relative: Relative = ahead === 0 ? "today" : ahead === 1 ? "tomorrow" : ahead < 7 ? "weekday" : "date";
  return { at: new Date(instant), date, time, weekday: localDay(date, timeZone).weekday, relative };
}

/** Whether the shop is open at `now`, and when it closes or next opens. */
export function openState(shop: ShopHours, now: Date): OpenState {
  assertTimeZone(shop.timeZone);
  checkNow(now);
  const t = now.getTime();
  const today = localDateOf(now, shop.timeZone);
  // From yesterday, whose opening may run on past midnight into today.
  const days = localDays(shiftDate(today, -1, shop.timeZone), shiftDate(today, NEXT_OPENING_LOOKAHEAD_DAYS, shop.timeZone), shop.timeZone, NEXT_OPENING_LOOKAHEAD_DAYS + 2);
  const intervals = mergeIntervals(days.flatMap((day) => openIntervals(shop, day)));
  const current = intervals.find((i) => i.start <= t && t < i.end);
  if (current) return { open: true, closes: moment(current.end, today, shop.timeZone, true) };
  const next = intervals.find((i) => i.start > t);
  return { open: false, opens: next ? moment(next.start, today, shop.timeZone, false) : null };
}
