// A repeat booking's dates (decision 235): the same shop-local wall-clock time every N weeks from
// the first booking until a date (inclusive), so a 10:00 booking stays at 10:00 across a change of
// clocks. Pure: the caller gives the first instant and the shop's zone.
import { addDays, localDateOf, localDay, localTimeOf, parseClockTime, type LocalDate } from "./time";

/** at most this many bookings in one series (a year of weekly visits) */
export const MAX_SERIES = 52;

export function seriesStarts(first: Date, everyWeeks: number, until: LocalDate, timeZone: string): Date[] {
  const date = localDateOf(first, timeZone);
  const minutes = parseClockTime(localTimeOf(first, timeZone));
  const starts: Date[] = [];
  for (let k = 0; starts.length < MAX_SERIES; k++) {
    const day = addDays(date, k * 7 * everyWeeks);
    if (day > until) break;
    starts.push(new Date(localDay(day, timeZone).at(minutes)));
  }
  return starts;
}
