// The back-office agenda's layout of a shop's days: what is open, who works, who is away and where
// each booking sits, all in shop-local wall-clock minutes (0 = local midnight), so a booking at
// 10:00 sits at 600 on a 23 h or 25 h day too. Pure: the caller passes the instants and the zone.
import { orderBalance, type CounterPayment } from "./counter-checkout";
import { openingOnDate, type ShopHours } from "./week-hours";
import { localDateOf, localDays, localTimeOf, parseClockTime, type LocalDate, type LocalDay } from "./time";
import type { HourRange, Weekday } from "./types";

/** What a blocked time on the agenda is for. */
export const BLOCK_KINDS = ["break", "training", "meeting", "other"] as const;

export type AgendaView = "day" | "week";

/** A booking's state as the front desk reads it. */
export type BookingState = "held" | "paid" | "deposit" | "part_paid" | "at_shop" | "cancelled";

export interface MinuteRange {
  start: number;
  end: number;
}

export interface AgendaEmployee {
  id: number;
  name: string;
  /** weekday → shop-local ranges */
  workingHours: Partial<Record<Weekday, HourRange[]>>;
}

export interface AgendaAbsence {
  employeeId: number;
  start: Date;
  end: Date;
  reason: string | null;
}

export interface AgendaBookingInput {
  employeeId: number;
  start: Date;
  end: Date;
}

export interface AgendaDay {
  date: LocalDate;
  weekday: Weekday;
  /** closed all day (the weekday's hours, or a closed day) */
  closed: boolean;
  /** 'closed_day' or 'open_day' when the date is an exception */
  exception: "open_day" | "closed_day" | null;
  /** the opening ranges, merged and in order; the gaps between them are the shop's pauses */
  opening: MinuteRange[];
  /** per employee: their working ranges and their absences that day, clipped to the day */
  staff: { employeeId: number; working: MinuteRange[]; absences: (MinuteRange & { reason: string | null })[] }[];
}

const HOUR = 60;
/** the hours shown when nothing is open nor worked that day */
const DEFAULT_WINDOW: MinuteRange = { start: 9 * HOUR, end: 19 * HOUR };

/** Monday of the week holding `date`, then the days asked: one for 'day', seven for 'week'. */
export function agendaDates(date: LocalDate, view: AgendaView, timeZone: string): LocalDay[] {
  const [day] = localDays(date, date, timeZone, 1);
  if (view === "day") return [day!];
  const monday = addCalendarDays(date, -WEEKDAY_INDEX[day!.weekday]);
  return localDays(monday, addCalendarDays(monday, 6), timeZone, 7);
}

const WEEKDAY_INDEX: Record<Weekday, number> = { monday: 0, tuesday: 1, wednesday: 2, thursday: 3, friday: 4, saturday: 5, sunday: 6 };

function addCalendarDays(date: LocalDate, days: number): LocalDate {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The date `n` views away from `date` (a day or a week), for the previous and next links. */
export const shiftView = (date: LocalDate, view: AgendaView, n: number): LocalDate => addCalendarDays(date, n * (view === "day" ? 1 : 7));

const minutesOf = (r: HourRange): MinuteRange => ({ start: parseClockTime(r.start), end: parseClockTime(r.end) });

/** Wall-clock minutes of an instant within `day`: before the day 0, after it 1440 (clipped). */
export function wallMinutes(instant: Date, day: LocalDay, timeZone: string): number {
  const ms = instant.getTime();
  if (ms <= day.startMs) return 0;
  if (ms >= day.endMs) return 24 * HOUR;
  const [h, m] = localTimeOf(ms, timeZone).split(":").map(Number) as [number, number];
  return h * HOUR + m;
}

/** Where an event [start, end) sits on `day`, or null when it does not touch it. */
export function placeOnDay(event: { start: Date; end: Date }, day: LocalDay, timeZone: string): MinuteRange | null {
  if (event.end.getTime() <= day.startMs || event.start.getTime() >= day.endMs) return null;
  const start = wallMinutes(event.start, day, timeZone);
  // an event running to the day's end ends at 24:00, even on a 25 h day
  const end = Math.max(start + 1, wallMinutes(event.end, day, timeZone));
  return { start, end };
}

function merged(ranges: MinuteRange[]): MinuteRange[] {
  const sorted = ranges.filter((r) => r.end > r.start).sort((a, b) => a.start - b.start);
  const out: MinuteRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

/** The days of the agenda: opening, pauses (gaps), each employee's hours and absences. */
export function agendaDays(shop: ShopHours, days: readonly LocalDay[], staff: readonly AgendaEmployee[], absences: readonly AgendaAbsence[]): AgendaDay[] {
  return days.map((day) => {
    const opening = openingOnDate(shop, day.date, day.weekday);
    const ranges = opening.status === "closed" ? [] : merged(opening.hours.map(minutesOf));
    return {
      date: day.date,
      weekday: day.weekday,
      closed: ranges.length === 0,
      exception: opening.exception,
      opening: ranges,
      staff: staff.map((e) => ({
        employeeId: e.id,
        // a closed day is worked by no one
        working: ranges.length === 0 ? [] : merged((e.workingHours[day.weekday] ?? []).map(minutesOf)),
        absences: absences
          .filter((a) => a.employeeId === e.id)
          .flatMap((a) => {
            const placed = placeOnDay(a, day, shop.timeZone);
            return placed ? [{ ...placed, reason: a.reason }] : [];
          }),
      })),
    };
  });
}

/** The hours the grid shows: from the earliest opening, working hour or booking to the latest, by whole hours. */
export function agendaWindow(days: readonly AgendaDay[], bookings: readonly MinuteRange[]): MinuteRange {
  const ranges = [...days.flatMap((d) => [...d.opening, ...d.staff.flatMap((s) => s.working)]), ...bookings];
  if (ranges.length === 0) return DEFAULT_WINDOW;
  const start = Math.min(...ranges.map((r) => r.start));
  const end = Math.max(...ranges.map((r) => r.end));
  return { start: Math.floor(start / HOUR) * HOUR, end: Math.min(24 * HOUR, Math.ceil(end / HOUR) * HOUR) };
}

/** The minute of `now` on the shop's clock when `now` falls on one of `dates`, else null (no today's line). */
export function nowLine(now: Date, dates: readonly LocalDate[], timeZone: string): { date: LocalDate; minute: number } | null {
  const date = localDateOf(now, timeZone);
  if (!dates.includes(date)) return null;
  const [h, m] = localTimeOf(now, timeZone).split(":").map(Number) as [number, number];
  return { date, minute: h * HOUR + m };
}

/**
 * A booking's state: cancelled; held while the customer pays (until the hold runs out); paid once
 * nothing is left to pay (online, by voucher or at the counter: the order's balance); part paid
 * when the counter took some of it; a deposit when only what was paid in advance is in; or
 * everything to pay at the shop.
 */
export function bookingState(b: {
  status: "active" | "held" | "cancelled" | "released";
  orderStatus: string;
  amount: number;
  paidOnline: number;
  vouchersPaid: number;
  counter: readonly CounterPayment[];
}): BookingState {
  if (b.status === "cancelled" || b.status === "released" || b.orderStatus === "cancelled" || b.orderStatus === "expired") return "cancelled";
  if (b.status === "held") return "held";
  const balance = orderBalance(b);
  // a free booking nobody paid anything on stays one to settle at the shop, as before
  if (balance === 0 && b.amount - balance > 0) return "paid";
  if (b.counter.some((p) => p.amount > 0)) return "part_paid";
  if (b.paidOnline > 0 || b.vouchersPaid > 0) return "deposit";
  return "at_shop";
}
