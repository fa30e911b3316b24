// A statistics period: shop-local days `from`–`to`, included. Rows are picked by an instant range
// a day wider on each side (what the indexes answer), then by the exact local day in the shop's
// own time zone (decision 224).
import { sql, type SQL, type AnyColumn } from "drizzle-orm";
import { addDays } from "../../domain/time";

export interface Period {
  from: string;
  to: string;
}

/** The instant range every local day of the period falls within, whatever the zone (UTC−12 to UTC+14). */
export function widened(period: Period): { start: string; end: string } {
  return { start: `${addDays(period.from, -1)}T00:00:00Z`, end: `${addDays(period.to, 2)}T00:00:00Z` };
}

/** `instant`'s local day in `zone` falls in the period (with the index-friendly instant range first). */
export function inPeriod(instant: AnyColumn | SQL, zone: AnyColumn | SQL, period: Period): SQL {
  const { start, end } = widened(period);
  return sql`${instant} >= ${start}::timestamptz and ${instant} < ${end}::timestamptz and (${instant} at time zone ${zone})::date between ${period.from}::date and ${period.to}::date`;
}

/** A column of ids is one of the shops the user reaches (null: every shop). */
export const amongShops = (column: AnyColumn | SQL, shops: readonly number[] | null): SQL =>
  shops === null ? sql`true` : shops.length === 0 ? sql`false` : sql`${column} in (${sql.join(shops.map((s) => sql`${s}`), sql`, `)})`;
