// The waitlist (spec §7 'Appointments', 'prévenez-moi'): a customer waits for a time at a shop,
// for a service, on one of the days of a range. When a time frees up, the waiting customers whose
// wish it satisfies are told, in the order they joined; no one gets more than a few of these
// messages in a shop-local day, and none leaves at night (the reminders' daytime rule). Telling is
// not reserving: the first to book gets the time, the ordinary booking rules decide.
import { nextDaytime } from "./reminders";
import { daysBetween, localDateOf, localDay, type LocalDate } from "./time";

/** At most this many waitlist messages per customer and shop-local day. */
export const WAITLIST_MESSAGES_PER_DAY = 3;
/** A wish covers at most this many days (a quarter): beyond, a customer books or asks again. */
export const WAITLIST_MAX_DAYS = 92;
/** At most this many live entries per customer and business. */
export const WAITLIST_MAX_ENTRIES = 10;

export interface WaitlistWish {
  id: number;
  customerId: number;
  shopId: number;
  serviceIds: readonly number[];
  from: LocalDate;
  to: LocalDate;
  createdAt: Date;
  leftAt: Date | null;
}

/** A freed time of a shop, and the services it may now be booked for (checked against the shop's availability). */
export interface FreedTime {
  shopId: number;
  /** shop-local day of the time */
  date: LocalDate;
  /** the services bookable then, by id */
  bookable: ReadonlySet<number>;
}

/** What is wrong with a wish's range asked `today` (shop-local), by field, or null when it suits. */
export function rangeFault(from: LocalDate, to: LocalDate, today: LocalDate): { field: "from" | "to"; reason: string } | null {
  if (from < today) return { field: "from", reason: "must be today or later" };
  if (to < from) return { field: "to", reason: "must be on or after 'from'" };
  if (daysBetween(from, to) >= WAITLIST_MAX_DAYS) return { field: "to", reason: `at most ${WAITLIST_MAX_DAYS} days after 'from'` };
  return null;
}

/** True when the freed time satisfies the wish: same shop, a wished service bookable then, on a day of the range, not left. */
export function wishMatches(wish: WaitlistWish, freed: FreedTime): boolean {
  return wish.leftAt === null && wish.shopId === freed.shopId && freed.date >= wish.from && freed.date <= wish.to && wish.serviceIds.some((s) => freed.bookable.has(s));
}

/** The wishes in the order their customers joined (then by id: two joined in the same instant). */
export function inOrderOfJoining<W extends Pick<WaitlistWish, "createdAt" | "id">>(wishes: readonly W[]): W[] {
  return [...wishes].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
}

/**
 * Who is told of a freed time: the matching wishes in order of joining, one message per customer
 * (the first of their matching wishes), leaving out a customer already told `WAITLIST_MESSAGES_PER_DAY`
 * times that day (`toldToday` counts them).
 */
export function whoIsTold<W extends WaitlistWish>(wishes: readonly W[], freed: FreedTime, toldToday: ReadonlyMap<number, number>): W[] {
  const told = new Set<number>();
  const chosen: W[] = [];
  for (const wish of inOrderOfJoining(wishes)) {
    if (!wishMatches(wish, freed) || told.has(wish.customerId)) continue;
    if ((toldToday.get(wish.customerId) ?? 0) >= WAITLIST_MESSAGES_PER_DAY) continue;
    told.add(wish.customerId);
    chosen.push(wish);
  }
  return chosen;
}

/** When the messages of a time freed at `at` leave: at once by day, at 08:00 shop-local when freed at night. */
export function waitlistSendingTime(at: Date, timeZone: string): Date {
  return nextDaytime(at, timeZone);
}

/** The instants bounding the shop-local day of `at` (the day the daily limit counts in), DST days included. */
export function localDayBounds(at: Date, timeZone: string): { start: Date; end: Date } {
  const day = localDay(localDateOf(at, timeZone), timeZone);
  return { start: new Date(day.startMs), end: new Date(day.endMs) };
}
