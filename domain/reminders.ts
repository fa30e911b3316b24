// When a booking's reminder is sent (decision 253): `leadHours` before the appointment, in the
// shop's time zone, never at night. Messages leave between 08:00 and 21:00 local: a reminder due
// in the night waits for 08:00, or, when 08:00 would be too close to the appointment (less than
// an hour before), leaves at 20:00 the evening before.
import { addDays, localDateOf, localDay, localTimeOf, parseClockTime } from "./time";

export const DEFAULT_REMINDER_HOURS = 24;
/** local minutes of the day from which, and until which, a message may leave */
export const DAY_STARTS = 8 * 60;
export const NIGHT_STARTS = 21 * 60;
const EVENING = 20 * 60;
const HOUR_MS = 3_600_000;

/** True when `at` falls in the shop's night (21:00–08:00 local). */
export function isNight(at: Date, timeZone: string): boolean {
  const minutes = parseClockTime(localTimeOf(at, timeZone));
  return minutes < DAY_STARTS || minutes >= NIGHT_STARTS;
}

/**
 * The first instant from `at` on when a message may leave: `at` itself by day, else the next
 * 08:00 local.
 */
export function nextDaytime(at: Date, timeZone: string): Date {
  if (!isNight(at, timeZone)) return at;
  const minutes = parseClockTime(localTimeOf(at, timeZone));
  const date = localDateOf(at, timeZone);
  const day = minutes < DAY_STARTS ? date : addDays(date, 1);
  return new Date(localDay(day, timeZone).at(DAY_STARTS));
}

/**
 * When the reminder of an appointment starting at `start` leaves, or null when no moment suits
 * (the appointment is too close to remind of by day).
 */
export function reminderTime(start: Date, leadHours: number, timeZone: string): Date | null {
  const nominal = new Date(start.getTime() - leadHours * HOUR_MS);
  const morning = nextDaytime(nominal, timeZone);
  if (morning.getTime() <= start.getTime() - HOUR_MS) return morning;
  // too late in the morning: the evening before the night it fell in
  const date = localDateOf(nominal, timeZone);
  const evening = new Date(localDay(parseClockTime(localTimeOf(nominal, timeZone)) < DAY_STARTS ? addDays(date, -1) : date, timeZone).at(EVENING));
  return evening.getTime() < start.getTime() - HOUR_MS ? evening : null;
}

/**
 * When a reminder due at `due` is sent if asked at `now`: at once by day, at the next 08:00 by
 * night; null once the appointment (at `start`) is less than an hour away (too late to remind).
 */
export function sendingTime(due: Date, now: Date, start: Date, timeZone: string): Date | null {
  const at = nextDaytime(new Date(Math.max(due.getTime(), now.getTime())), timeZone);
  return at.getTime() <= start.getTime() - HOUR_MS ? at : null;
}
