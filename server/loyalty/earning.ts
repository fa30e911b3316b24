// Points for honoured bookings (decision 056): a confirmed booking whose appointments have all
// ended earns on what its customer paid with money (its services' totals less what vouchers paid
// and what was refunded), plus the online-booking bonus. One checked out at the counter earns on
// the money taken (decision 277), a no-show on nothing. Each order is judged once: marking it and
// writing its points are one transaction, so two sweeps at once cannot award it twice.
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { counterEarningBase, type CounterPayment } from "../../domain/counter-checkout";
import { earningBase, pointsEarned, type LoyaltyProgramme } from "../../domain/loyalty";
import type { Db } from "../db";
import { bookingOrders, counterPayments } from "../db/schema";
import type { CompanyDirectory } from "../tenancy/companies";
import { voucherPaymentsOf } from "../gifts/vouchers";
import { earnPoints } from "./cards";

/** Orders judged per pass: a backlog is worked through over the next passes. */
const BATCH = 200;

/**
 * Judges one booking order, once (in the caller's transaction): marked judged, and the points of
 * `base` cents written when the programme gives some. Answers whether points were earned.
 */
export async function awardBooking(tx: Db, order: { id: number; companyId: number; customerId: number }, programme: LoyaltyProgramme | undefined, base: number, now: Date): Promise<boolean> {
  // Every booking judged here was made online or at the desk for one: the bonus applies when the programme has one.
  const earning = programme ? pointsEarned(programme, "booking", base, true) : { points: 0, base, bonus: 0 };
  const [marked] = await tx
    .update(bookingOrders)
    .set({ loyaltyAwardedAt: now })
    .where(and(eq(bookingOrders.id, order.id), isNull(bookingOrders.loyaltyAwardedAt)))
    .returning({ id: bookingOrders.id });
  if (!marked || earning.points <= 0) return false;
  await earnPoints({ db: tx, companyId: order.companyId, customerId: order.customerId }, earning.points, now, order.id, { base: earning.base, bonus: earning.bonus });
  return true;
}

/** What the counter took on each of these orders. */
export async function counterPaymentsOf(db: Db, orderIds: number[]): Promise<Map<number, CounterPayment[]>> {
  const out = new Map<number, CounterPayment[]>();
  if (orderIds.length === 0) return out;
  const rows = await db.select({ orderId: counterPayments.orderId, method: counterPayments.method, amount: counterPayments.amount }).from(counterPayments).where(inArray(counterPayments.orderId, orderIds));
  for (const r of rows) if (r.orderId !== null) out.set(r.orderId, [...(out.get(r.orderId) ?? []), { method: r.method, amount: r.amount }]);
  return out;
}

/** Awards the bookings honoured by `now`; answers how many orders earned points. */
export async function awardHonouredBookings(db: Db, companies: CompanyDirectory, now: Date): Promise<number> {
  const due = await db
    .select({ id: bookingOrders.id, companyId: bookingOrders.companyId, customerId: bookingOrders.customerId, amount: bookingOrders.amount, paidOnline: bookingOrders.paidOnline, refunded: bookingOrders.refunded, totals: bookingOrders.totals, attendance: bookingOrders.attendance })
    .from(bookingOrders)
    .where(
      and(
        eq(bookingOrders.status, "confirmed"),
        isNull(bookingOrders.loyaltyAwardedAt),
        // spelt out: inside a subquery a bare "id" would be the appointment's
        sql`exists (select 1 from appointments a where a.order_id = booking_orders.id and a.status = 'active')`,
        sql`not exists (select 1 from appointments a where a.order_id = booking_orders.id and a.status = 'active' and a.end_at > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(bookingOrders.id))
    .limit(BATCH);

  // Orders paid at the shop keep no totals: what gift vouchers paid on them is in voucher_spends.
  const vouchers = await voucherPaymentsOf(db, due.filter((o) => !o.totals).map((o) => o.id));
  const counter = await counterPaymentsOf(db, due.map((o) => o.id));
  let earned = 0;
  for (const order of due) {
    const programme = (await companies.byId(order.companyId))?.settings.booker.loyalty;
    const taken = counter.get(order.id);
    const lines = order.totals?.lines.map((l) => ({ kind: "service" as const, total: l.total, voucherPaid: l.vouchers.reduce((sum, v) => sum + v.paid, 0) })) ?? [{ kind: "service" as const, total: order.amount, voucherPaid: (vouchers.get(order.id) ?? []).reduce((sum, v) => sum + v.paid, 0) }];
    const base = taken ? counterEarningBase({ paidOnline: order.paidOnline, refunded: order.refunded, counter: taken }) : Math.max(0, earningBase(lines, "booking") - order.refunded);
    // a no-show is judged too (never looked at again), and earns nothing, not even the bonus
    if (await db.transaction((tx) => awardBooking(tx, order, order.attendance === "no_show" ? undefined : programme, base, now))) earned++;
  }
  return earned;
}
