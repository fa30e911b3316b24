// Slots held for customers who are paying online (decision 100): a held appointment blocks its
// slot through the same exclusion constraints as a booking, until `held_until`. Past it, the hold
// is released here, by the payment sweep (sweep.ts) and by any booking that needs the slot, whichever
// comes first; its order becomes 'expired'. `now` is always given (tests inject it).
import type { Tenant } from "../tenant";
import { and, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "../db";
import { appointments, bookingOrders } from "../db/schema";
import { giveBackDiscounts } from "../coupons/discounts";
import { noteFreedTimes } from "../waitlist/freed";

/**
 * Releases the holds that ran out at `now` (of one shop, or everywhere) and expires their orders.
 * Returns how many appointments were released.
 */
export async function releaseExpiredHolds(db: Db, now: Date, scope?: { companyId: number; shopId: number }): Promise<number> {
  const where = [eq(appointments.status, "held"), lte(appointments.heldUntil, now)];
  if (scope) where.push(eq(appointments.companyId, scope.companyId), eq(appointments.shopId, scope.shopId));
  const released = await db
    .update(appointments)
    .set({ status: "released" })
    .where(and(...where))
    .returning({ orderId: appointments.orderId, companyId: appointments.companyId, shopId: appointments.shopId, startAt: appointments.startAt, endAt: appointments.endAt });
  if (released.length === 0) return 0;
  // the customers waiting for these times are told (a job)
  await noteFreedTimes(db, released, now);
  const orderIds = [...new Set(released.map((r) => r.orderId))];
  await expireOrders(db, orderIds);
  return released.length;
}

/**
 * Releases the hold of one order at once (its payment failed or was abandoned on the provider's
 * page, at `now`): the times it held are told to the customers waiting for them, as a run-out hold's.
 */
export async function releaseHold({ db, companyId }: Tenant, orderId: number, now: Date): Promise<void> {
  const released = await db
    .update(appointments)
    .set({ status: "released" })
    .where(and(eq(appointments.companyId, companyId), eq(appointments.orderId, orderId), eq(appointments.status, "held")))
    .returning({ companyId: appointments.companyId, shopId: appointments.shopId, startAt: appointments.startAt, endAt: appointments.endAt });
  await noteFreedTimes(db, released, now);
  await expireOrders(db, [orderId]);
}

/** Pending orders left with nothing held or booked become 'expired'. */
async function expireOrders(db: Db, orderIds: number[]): Promise<void> {
  for (let i = 0; i < orderIds.length; i += 1000) {
    const chunk = orderIds.slice(i, i + 1000);
    // Two index lookups per chunk (a correlated NOT EXISTS costs a scan per order on PGlite).
    const busy = await db
      .selectDistinct({ orderId: appointments.orderId })
      .from(appointments)
      .where(and(inArray(appointments.orderId, chunk), inArray(appointments.status, ["held", "active"])));
    const taken = new Set(busy.map((r) => r.orderId));
    const free = chunk.filter((id) => !taken.has(id));
    if (free.length) {
      const expired = await db.update(bookingOrders).set({ status: "expired" }).where(and(inArray(bookingOrders.id, free), eq(bookingOrders.status, "pending"))).returning({ id: bookingOrders.id });
      await giveBackDiscounts(db, expired.map((o) => o.id));
    }
  }
}
