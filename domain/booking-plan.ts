// How a confirmed booking cart becomes appointments: the services run back to back
// from the chosen start with one employee (and one cabin), a package as its services in order,
// and each line is priced for the day it falls on (spec §5: weekday price 'SEM', weekend 'WE').
import type { ServiceBlock } from "./availability";
import { bookablePrices, customersRequired } from "./price";
import { parseLocalDate, type LocalDate } from "./time";
import type { Article } from "./types";

/** Saturday and Sunday take the base (weekend) price. */
export function isWeekend(date: LocalDate): boolean {
  const { year, month, day } = parseLocalDate(date);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/**
 * The price of one booked service on a given day, for all the customers it requires: the
 * shop's own price when it has one, else the week price on a weekday, else the base price.
 */
export function priceOn(article: Article, shopId: string, date: LocalDate): number {
  const { weekday, weekend } = bookablePrices(article, shopId);
  const unit = isWeekend(date) ? weekend : weekday;
  return unit * customersRequired(article);
}

/**
 * The blocks a cart item occupies: a package (type '4' with packageServiceIds) is its services in
 * order, each with its own duration and pause; anything else is itself. Throws a RangeError when
 * a package names a service that is not given.
 */
export function serviceBlocks(article: Article, byId: ReadonlyMap<number, Article>): ServiceBlock[] {
  const parts = article.type === "4" ? (article.booker.packageServiceIds ?? []) : [];
  if (parts.length === 0) return [{ id: article.id, duration: article.booker.duration, pause: article.booker.pause }];
  return parts.map((id) => {
    const part = byId.get(id);
    if (!part) throw new RangeError(`services: package ${article.id} names unknown service ${id}`);
    return { id: part.id, duration: part.booker.duration, pause: part.booker.pause };
  });
}

export interface PlannedLine {
  articleId: number;
  start: Date;
  end: Date;
  /** cents */
  price: number;
}

export interface BookingPlan {
  /** every block of the cart, in order: what availability is computed for */
  blocks: ServiceBlock[];
  lines: PlannedLine[];
  end: Date;
  /** cents */
  total: number;
}

/** Lays the cart's items back to back from `start` (an instant on the shop-local `date`). */
export function planBooking(items: readonly Article[], byId: ReadonlyMap<number, Article>, shopId: string, start: Date, date: LocalDate): BookingPlan {
  const blocks: ServiceBlock[] = [];
  const lines: PlannedLine[] = [];
  let cursor = start.getTime();
  let total = 0;
  for (const item of items) {
    const own = serviceBlocks(item, byId);
    const minutes = own.reduce((sum, b) => sum + b.duration + b.pause, 0);
    const lineStart = cursor;
    cursor += minutes * 60_000;
    const price = priceOn(item, shopId, date);
    total += price;
    blocks.push(...own);
    lines.push({ articleId: item.id, start: new Date(lineStart), end: new Date(cursor), price });
  }
  return { blocks, lines, end: new Date(cursor), total };
}

/**
 * The minutes a customer is told a visit lasts: every service's own duration, and the pauses
 * between two of them (the customer waits), but not the pause after the last one, which is the
 * shop's time (cleaning, setting up) and not the customer's (decision 073).
 */
export function customerMinutes(items: readonly { duration: number; pause: number }[]): number {
  const blocked = items.reduce((sum, b) => sum + b.duration + b.pause, 0);
  return blocked - (items[items.length - 1]?.pause ?? 0);
}

/** When an appointment ends for the customer: its start plus the service's duration, never past the time it blocks. */
export function customerEnd(start: Date, blockedEnd: Date, durationMinutes: number): Date {
  if (!(durationMinutes > 0)) return blockedEnd;
  return new Date(Math.min(start.getTime() + durationMinutes * 60_000, blockedEnd.getTime()));
}
