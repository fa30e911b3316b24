// Cancelling online: the customer's own active appointments (one, or a whole order), only while
// the business's notice allows (domain/cancellation.ts). An order left with no active appointment
// is cancelled as a whole, in the same transaction.
import type { TenantCompany } from "../tenant";
import { and, eq, inArray } from "drizzle-orm";
import { canCancel } from "../../domain/cancellation";
import { NotFound, TooLateToCancel } from "../../domain/errors";
import type { Lang } from "../../domain/types";
import type { Customer } from "../auth/sessions";
import type { Db } from "../db";
import { giveBackDiscounts } from "../coupons/discounts";
import { creditVouchersForCancelledPart } from "../gifts/vouchers";
import { queueCancellation } from "./confirmation-mail";
import { noteFreedTimes } from "../waitlist/freed";
import { appointments, bookingOrders, payments as paymentRows } from "../db/schema";
import { orderView, refundOfCancellation } from "./orders";
import type { PaymentTenant } from "../payments/online";
import { refundPayment } from "../payments/refunds";

export async function cancelAppointments({ db, company }: TenantCompany, customerId: number, which: { id?: number; orderId?: number }, now: Date): Promise<number[]> {
  const where = [eq(appointments.companyId, company.id), eq(appointments.status, "active")];
  if (which.id) where.push(eq(appointments.id, which.id));
  if (which.orderId) where.push(eq(appointments.orderId, which.orderId));
  const rows = await db.select().from(appointments).where(and(...where));
  // Someone else's booking is answered like a missing one: its existence is not revealed.
  if (rows.length === 0 || rows.some((r) => r.customerId !== customerId)) throw new NotFound("appointment_not_found");
  const earliest = new Date(Math.min(...rows.map((r) => r.startAt.getTime())));
  if (!canCancel(earliest, now, company.settings.booker.appointment.minNoticeMinutes)) throw new TooLateToCancel();
  const ids = rows.map((r) => r.id);
  await db.transaction(async (tx) => {
    await tx.update(appointments).set({ status: "cancelled" }).where(and(eq(appointments.companyId, company.id), inArray(appointments.id, ids)));
    // the customers waiting for these times are told (a job, written with the cancellation)
    await noteFreedTimes(tx as unknown as Db, rows, now);
    for (const orderId of new Set(rows.map((r) => r.orderId))) {
      const left = await tx
        .select({ id: appointments.id, price: appointments.price })
        .from(appointments)
        .where(and(eq(appointments.companyId, company.id), eq(appointments.orderId, orderId), eq(appointments.status, "active")));
      if (left.length === 0) {
        await tx.update(bookingOrders).set({ status: "cancelled", cancelledAt: now }).where(and(eq(bookingOrders.companyId, company.id), eq(bookingOrders.id, orderId)));
        // a whole order cancelled: its coupon use and loyalty reward are the customer's again
        await giveBackDiscounts(tx, [orderId]);
      } else {
        // part of it: what gift vouchers paid for the services cancelled goes back on them
        const [order] = await tx.select().from(bookingOrders).where(and(eq(bookingOrders.companyId, company.id), eq(bookingOrders.id, orderId)));
        const stillDue = Math.max(0, left.reduce((sum, a) => sum + a.price, 0) - order!.couponDiscount - order!.rewardDiscount);
        await creditVouchersForCancelledPart(tx, order!, ids, stillDue);
      }
    }
  });
  return ids;
}

/** The orders the given appointments belong to (to tell the customer of each). */
export async function ordersOfAppointments({ db, company }: TenantCompany, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectDistinct({ orderId: appointments.orderId }).from(appointments).where(and(eq(appointments.companyId, company.id), inArray(appointments.id, ids)));
  return rows.map((r) => r.orderId);
}

/**
 * Cancels, and tells the customer by e-mail in the same transaction (the outbox sends it): one
 * mail per order touched, with the calendar file that takes the event out. An order paid online
 * gets back through its provider what the cancellation rule gives (domain/cancellation-refund.ts:
 * everything before the company's cut-off, the deposit kept after it); the refund is written in
 * the same transaction and asked of the provider once it commits, with an idempotency key.
 */
export async function cancelAndTell(
  { db, company, payments }: PaymentTenant,
  customer: Customer,
  which: { id?: number; orderId?: number },
  lang: Lang,
  now: Date,
): Promise<{ cancelled: number[]; refunded: number; kept: number }> {
  const { ids, refunds } = await db.transaction(async (tx) => {
    const ids = await cancelAppointments({ db: tx, company }, customer.id, which, now);
    const refunds: { paymentRow: number; amount: number; key: string; kept: number }[] = [];
    for (const orderId of await ordersOfAppointments({ db: tx, company }, ids)) {
      const [order] = await tx.select().from(bookingOrders).where(and(eq(bookingOrders.companyId, company.id), eq(bookingOrders.id, orderId)));
      const refund = order ? refundOfCancellation(order, ids, now, company.settings.booker.appointment.payment.cancellationCutoffHours) : null;
      const [pay] = refund ? await tx.select().from(paymentRows).where(and(eq(paymentRows.companyId, company.id), eq(paymentRows.orderId, orderId), eq(paymentRows.status, "paid"))) : [];
      if (refund && pay) refunds.push({ paymentRow: pay.id, amount: refund.card, key: `cancel-${orderId}-${[...ids].sort((a, b) => a - b).join("-")}`, kept: refund.kept });
      const view = await orderView({ db: tx, company }, customer.id, orderId, lang, now);
      // The mail says what the card gets back and what is kept, for an order paid online.
      if (view) await queueCancellation({ db: tx, company }, customer, view, lang, refund && pay ? { refunded: refund.card, kept: refund.kept } : undefined);
    }
    return { ids, refunds };
  });
  let refunded = 0;
  for (const r of refunds) {
    if (r.amount > 0) {
      const done = await refundPayment({ db, payments, company }, r.paymentRow, r.amount, "cancelled", r.key, now);
      if (done.status !== "failed") refunded += r.amount;
    }
  }
  return { cancelled: ids, refunded, kept: refunds.reduce((sum, r) => sum + r.kept, 0) };
}
