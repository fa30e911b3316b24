// A booking order cancelled by the business (a company user: the shop closes that day, the
// therapist is ill): whatever the notice, its slots are freed, its coupon, reward and vouchers
// given back, the customer told by mail in their language, and what the card paid and kept given
// back through the order's provider (server/payments/refunds.ts, the one refund path) — all of
// it, a chosen part or none, as the front desk chooses.
import type { PaymentTenant } from "../payments/online";
import type { Tenant } from "../tenant";
import { and, desc, eq, inArray, like, sql, sum } from "drizzle-orm";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import { actorOf, assertShop, type TeamMember } from "../accounts/team";
import { audit } from "../audit";
import type { Lang } from "../../domain/types";
import type { Db } from "../db";
import { noteFreedTimes } from "../waitlist/freed";
import { appointments, auditLog, bookingOrders, customers, paymentRefunds, payments } from "../db/schema";
import { giveBackDiscounts } from "../coupons/discounts";
import { refundPayment, type RefundStatus } from "../payments/refunds";
import { queueCancellation } from "./confirmation-mail";
import { orderView } from "./orders";

/**
 * What the business gives back when it cancels: all that the card paid and was not given back yet
 * ('full', the default), a part of it in cents ('partial', never more), or nothing ('none');
 * `notify`: the customer is told by mail (default). `again`: a second cancel of a cancelled order
 * is refused ('refuse', the order desk), or answered with the first one ('same', the agenda's
 * button clicked twice).
 */
export interface CancelChoice {
  refund: "full" | "partial" | "none";
  amount?: number;
  notify?: boolean;
  again?: "refuse" | "same";
}

export async function cancelByBusiness({ db, payments: services, company }: PaymentTenant, by: TeamMember, orderId: number, now: Date, choice: CancelChoice = { refund: "full" }) {
  const done = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(bookingOrders)
      .where(and(eq(bookingOrders.companyId, company.id), eq(bookingOrders.id, orderId)))
      .for("update");
    if (!order) throw new NotFound("not_found", { id: "unknown" });
    assertShop(by, order.shopId);
    if (order.status === "cancelled" && choice.again === "same") return { again: true as const };
    if (order.status !== "confirmed") throw new Conflict("order_not_refundable", { id: order.status });
    // checked out at the counter (decision 277): what the counter took is not given back from here
    if (order.attendance === "done") throw new Conflict("order_closed", { id: "done" });
    // what the card paid and was not given back yet (nor is on its way)
    const [pay] = await tx.select().from(payments).where(and(eq(payments.companyId, company.id), eq(payments.orderId, orderId), eq(payments.status, "paid")));
    const [inFlight] = pay
      ? await tx.select({ amount: sum(paymentRefunds.amount).mapWith(Number) }).from(paymentRefunds).where(and(eq(paymentRefunds.paymentRowId, pay.id), inArray(paymentRefunds.status, ["asked", "failed"])))
      : [];
    const refundable = pay ? Math.max(0, order.paidOnline - order.refunded - (inFlight?.amount ?? 0)) : 0;
    let refund = refundable;
    if (choice.refund === "none") refund = 0;
    if (choice.refund === "partial") {
      if (choice.amount === undefined) throw new Invalid({ amount: "required for a partial refund" });
      if (choice.amount > refundable) throw new Invalid({ amount: `at most ${refundable}` }, "refund_too_large");
      refund = choice.amount;
    }
    const freed = await tx
      .update(appointments)
      .set({ status: "cancelled" })
      .where(and(eq(appointments.companyId, company.id), eq(appointments.orderId, orderId), inArray(appointments.status, ["active", "held"])))
      .returning({ id: appointments.id, companyId: appointments.companyId, shopId: appointments.shopId, startAt: appointments.startAt, endAt: appointments.endAt });
    // the calendar file that takes the event out carries a higher SEQUENCE than the one it replaces
    await tx.update(bookingOrders).set({ status: "cancelled", cancelledAt: now, icsSequence: sql`${bookingOrders.icsSequence} + 1` }).where(eq(bookingOrders.id, orderId));
    // the customers waiting for these times are told (a job, written with the cancellation)
    await noteFreedTimes(tx as unknown as Db, freed, now);
    await giveBackDiscounts(tx, [orderId]);
    const [customer] = await tx.select().from(customers).where(and(eq(customers.companyId, company.id), eq(customers.id, order.customerId)));
    const lang = order.lang as Lang;
    // an order with nothing left booked (written by hand, say) has no appointment to tell of
    const view = freed.length > 0 && choice.notify !== false ? await orderView({ db: tx, company }, order.customerId, orderId, lang, now) : null;
    if (view && customer) await queueCancellation({ db: tx, company }, customer, view, lang, pay ? { refunded: refund, kept: refundable - refund, by: "shop" } : undefined);
    await audit({ db: tx, company, actor: actorOf(by), now }, { action: "update", entity: "booking_order", id: orderId, before: { status: order.status }, after: { status: "cancelled", refund } });
    return { again: false as const, pay, refund, refunded: order.refunded };
  });
  if (done.again) return { id: orderId, status: "cancelled" as const, refund: await businessCancelRefund({ db, companyId: company.id }, orderId), again: true };
  let refund: { amount: number; status: RefundStatus } | null = null;
  if (done.pay && done.refund > 0) {
    const asked = await refundPayment({ db, payments: services, company }, done.pay.id, done.refund, "business", `${CANCEL_KEY}${orderId}-${done.refunded}`, now);
    refund = { amount: done.refund, status: asked.status };
  }
  const [after] = await db.select({ status: bookingOrders.status }).from(bookingOrders).where(eq(bookingOrders.id, orderId));
  return { id: orderId, status: after!.status, refund, again: false };
}

const CANCEL_KEY = "business-cancel-";

/** The refund the business's cancellation of an order asked, as it stands now (null: none asked). */
async function businessCancelRefund({ db, companyId }: Tenant, orderId: number): Promise<{ amount: number; status: RefundStatus } | null> {
  const [row] = await db
    .select({ amount: paymentRefunds.amount, status: paymentRefunds.status })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentRowId))
    .where(and(eq(payments.companyId, companyId), eq(payments.orderId, orderId), like(paymentRefunds.idempotencyKey, `${CANCEL_KEY}${orderId}-%`)));
  if (row) return { amount: row.amount, status: row.status === "asked" ? "pending" : (row.status as RefundStatus) };
  // cancelled a moment ago and the provider not asked yet: the amount the cancellation chose, on its way
  const [logged] = await db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.companyId, companyId), eq(auditLog.entity, "booking_order"), eq(auditLog.entityId, String(orderId)), eq(auditLog.action, "update")))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const chosen = (logged?.after as { refund?: number } | null)?.refund ?? 0;
  return chosen > 0 ? { amount: chosen, status: "pending" } : null;
}

/** What can still be given back on a booking order: what the card paid, or (paid at the shop) its amount, less what was and is being given back. */
export async function refundableOnBooking({ db, companyId }: Tenant, orderId: number): Promise<number | null> {
  const [order] = await db.select().from(bookingOrders).where(and(eq(bookingOrders.companyId, companyId), eq(bookingOrders.id, orderId)));
  if (!order) return null;
  if (order.paidOnline === 0) return Math.max(0, order.amount - order.refunded);
  const [inFlight] = await db
    .select({ amount: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)::int` })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentRowId))
    .where(and(eq(payments.companyId, companyId), eq(payments.orderId, orderId), inArray(paymentRefunds.status, ["asked", "failed"])));
  return Math.max(0, order.paidOnline - order.refunded - (inFlight?.amount ?? 0));
}
