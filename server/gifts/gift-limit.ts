// The gift limit's count (decision 215): the bookings paid with a gift voucher that start on each
// shop-local day at a shop — orders with a voucher spend whose appointments are still active or
// held, each counted once on the day of its first appointment.
import type { Tenant } from "../tenant";
import { sql } from "drizzle-orm";
import { giftLimitAllows } from "../../domain/gift-limit";
import { Conflict } from "../../domain/errors";
import { localDateOf, localDay, type LocalDate } from "../../domain/time";
import type { Db } from "../db";
import { appointments, voucherSpends } from "../db/schema";

type Reader = Pick<Db, "execute">;

export async function giftBookingsByDay({ db, companyId }: Tenant<Reader>, shop: { id: number; timeZone: string }, from: LocalDate, to: LocalDate): Promise<Map<LocalDate, number>> {
  const start = new Date(localDay(from, shop.timeZone).startMs).toISOString();
  const end = new Date(localDay(to, shop.timeZone).endMs).toISOString();
  const result = await db.execute(sql`
    select min(a.start_at) as first from ${appointments} a
    where a.company_id = ${companyId} and a.shop_id = ${shop.id} and a.status in ('active', 'held')
      and a.start_at >= ${start}::timestamptz and a.start_at < ${end}::timestamptz
      and exists (select 1 from ${voucherSpends} v where v.company_id = ${companyId} and v.booking_order_id = a.order_id)
    group by a.order_id`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { first: string | Date }[];
  const byDay = new Map<LocalDate, number>();
  for (const r of rows) {
    const day = localDateOf(new Date(r.first), shop.timeZone);
    byDay.set(day, (byDay.get(day) ?? 0) + 1);
  }
  return byDay;
}

/** The lock that bookings paid with a voucher at one shop take turns on, so two at once never pass the last place. */
const GIFT_LIMIT_LOCK = 7_240_316;

/**
 * In a booking's transaction: refuses (409 naming `field`) a booking paid with a voucher on a day
 * that reached the limit. Takes the shop's turn first, so of two such bookings for the last place
 * the second counts the first.
 */
export async function assertGiftLimit({ db: tx, companyId }: Tenant<Reader>, shop: { id: number; timeZone: string }, limit: number | null, day: LocalDate, field: string): Promise<void> {
  if (limit === null) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${GIFT_LIMIT_LOCK}::int, ${shop.id}::int)`);
  const booked = (await giftBookingsByDay({ db: tx, companyId }, shop, day, day)).get(day) ?? 0;
  if (!giftLimitAllows(limit, booked)) throw new Conflict("gift_limit_reached", { [field]: "the shop takes no more bookings paid with a gift voucher that day" });
}
