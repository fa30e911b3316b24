// A finder card's first free times (spec §3 Shop 'appointments': keyed by date YYYYMMDD then service
// id) and the one line a card shows from them ('next free: tomorrow 10:30'). The slots come from the
// availability rules (domain/availability.ts); this only picks the first open ones.
import type { AvailabilityDay } from "./availability";
import { addDays, localTimeOf, type LocalDate } from "./time";

/** How many days ahead a card looks for a free time, and how many times it keeps. */
export const FIRST_FREE_DAYS = 7;
export const FIRST_FREE_TIMES = 3;

/** date YYYYMMDD → service id → shop-local times HH:mm */
export type FirstFreeTimes = Record<string, Record<string, string[]>>;

export const compactDate = (date: LocalDate) => date.replaceAll("-", "");

/** The first day with an open slot and its first few times (shop-local), for one service. */
export function firstFreeOf(days: readonly AvailabilityDay[], timeZone: string): { date: LocalDate; times: string[] } | null {
  for (const day of days) {
    const open = day.slots.filter((s) => s.shopStatus === "open");
    if (open.length > 0) return { date: day.date, times: open.slice(0, FIRST_FREE_TIMES).map((s) => localTimeOf(s.start, timeZone)) };
  }
  return null;
}

/** Adds one service's first free times to the shop's `appointments`. */
export function addFirstFree(into: FirstFreeTimes, serviceId: number, found: { date: LocalDate; times: string[] } | null): FirstFreeTimes {
  if (!found) return into;
  const key = compactDate(found.date);
  into[key] = { ...into[key], [String(serviceId)]: found.times };
  return into;
}

/**
 * The earliest free time of all the shop's services, as a card says it: the day relative to the
 * visitor's today ('today', 'tomorrow', else the date) and the time.
 */
export function nextFree(appointments: FirstFreeTimes | undefined, today: LocalDate): { day: "today" | "tomorrow" | LocalDate; time: string } | null {
  if (!appointments) return null;
  const first = Object.keys(appointments).sort()[0];
  if (!first) return null;
  const times = Object.values(appointments[first]!).flat().sort();
  if (times.length === 0) return null;
  const date = `${first.slice(0, 4)}-${first.slice(4, 6)}-${first.slice(6, 8)}`;
  const day = date === today ? "today" : date === addDays(today, 1) ? "tomorrow" : date;
  return { day, time: times[0]! };
}
