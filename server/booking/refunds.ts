// Money given back on a booking by the business (the refund itself: server/payments/refunds.ts).
import type { PaymentTenant } from "../payments/online";
import { actorOf, assertShop, type TeamMember } from "../accounts/team";
import { audit } from "../audit";
import { and, eq, inArray, lte, sql, sum } from "drizzle-orm";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import { bookingOrders, paymentRefunds, payments } from "../db/schema";
import { takeBackForRefund } from "../loyalty/cards";
import { refundPayment, type RefundStatus } from "../payments/refunds";
import type { BusinessRefund } from "../payments/kind";
import { refundableOnBooking } from "./business-cancel";

/**
 * Money given back on a booking by the business (a company user: after a visit that went wrong,
 * a gesture): what was paid online goes back through the provider, once per (order, refunded so
 * far, amount); an order paid at the shop records what the shop gave back. Never more than what
 * is left to give back, counting refunds asked and not made yet. The loyalty points of what is
 * refunded are taken back with it.
 */
export async function refundByBusiness({ db, payments: services, company }: PaymentTenant, by: TeamMember, orderId: number, amount: number, now: Date): Promise<{ status: RefundStatus; refunded: number }> {
  const [order] = await db.select().from(bookingOrders).where(and(eq(bookingOrders.companyId, company.id), eq(bookingOrders.id, orderId)));
  if (!order) throw new NotFound("not_found", { id: "unknown" });
  assertShop(by, order.shopId);
  const done = await refundBooking({ db, payments: services, company }, order, amount, now);
  await audit({ db, company, actor: actorOf(by), now }, { action: "refund", entity: "booking_order", id: orderId, before: { refunded: order.refunded }, after: { ...done, amount } });
  return done;
}

async function refundBooking({ db, payments: services, company }: PaymentTenant, order: typeof bookingOrders.$inferSelect, amount: number, now: Date): Promise<{ status: RefundStatus; refunded: number }> {
  const orderId = order.id;
  if (order.status !== "confirmed") throw new Conflict("order_not_refundable", { id: order.status });
  if (order.paidOnline > 0) {
    const [pay] = await db.select().from(payments).where(and(eq(payments.companyId, company.id), eq(payments.orderId, orderId), eq(payments.status, "paid")));
    const [inFlight] = pay
      ? await db.select({ amount: sum(paymentRefunds.amount).mapWith(Number) }).from(paymentRefunds).where(and(eq(paymentRefunds.paymentRowId, pay.id), inArray(paymentRefunds.status, ["asked", "failed"])))
      : [];
    const left = order.paidOnline - order.refunded - (inFlight?.amount ?? 0);
    if (!pay || amount > left) throw new Invalid({ amount: `at most ${Math.max(0, left)}` }, "refund_too_large");
    const done = await refundPayment({ db, payments: services, company }, pay.id, amount, "business", `business-${orderId}-${order.refunded}-${amount}`, now);
    const [after] = await db.select({ refunded: bookingOrders.refunded }).from(bookingOrders).where(eq(bookingOrders.id, orderId));
    return { status: done.status, refunded: after!.refunded };
  }
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(bookingOrders)
      .set({ refunded: sql`${bookingOrders.refunded} + ${amount}` })
      .where(and(eq(bookingOrders.id, orderId), eq(bookingOrders.status, "confirmed"), lte(sql`${bookingOrders.refunded} + ${amount}`, bookingOrders.amount)))
      .returning({ refunded: bookingOrders.refunded, customerId: bookingOrders.customerId });
    if (!done) throw new Invalid({ amount: `at most ${Math.max(0, order.amount - order.refunded)}` }, "refund_too_large");
    await takeBackForRefund({ db: tx, companyId: company.id, customerId: done.customerId }, orderId, done.refunded, now);
    return { status: "succeeded" as const, refunded: done.refunded };
  });
}

/** A booking order as the business's desk refunds it (server/payments/business-refunds.ts). */
export const bookingRefunds: BusinessRefund = {
  async shopOf({ db, companyId }, orderId) {
    const [order] = await db.select({ shopId: bookingOrders.shopId }).from(bookingOrders).where(and(eq(bookingOrders.companyId, companyId), eq(bookingOrders.id, orderId)));
    return order?.shopId;
  },
  left: async ({ db, companyId }, orderId) => (await refundableOnBooking({ db, companyId }, orderId)) ?? 0,
  refund: refundByBusiness,
};
