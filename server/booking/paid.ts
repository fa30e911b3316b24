// A booking order as a kind of paid order (server/payments/kind.ts): its held slots are confirmed
// when paid, released when the payment will not come; one paid after its hold ran out books its
// slots again if nobody took them, else it is refunded.
import type { TenantCompany } from "../tenant";
import { and, eq, sql } from "drizzle-orm";
import type { Lang } from "../../domain/types";
import { appointments, bookingOrders, customers, payments, trackedCarts } from "../db/schema";
import type { OrderKind } from "../payments/kind";
import { retakeDiscounts } from "../coupons/discounts";
import { takeBackForRefund } from "../loyalty/cards";
import { isOverlapRefusal } from "./book";
import { queueConfirmation } from "./confirmation-mail";
import { releaseExpiredHolds, releaseHold } from "./holds";
import { orderView } from "./orders";

/** Our reference of an order's payment, given to the provider and in our notification address. */
export const orderRef = (orderId: number) => `VB${orderId}`;

/** Held → active and the order confirmed; the tracked cart ends with the payment as its transaction (spec §4). */
export async function confirmOrder({ db: tx, company }: TenantCompany, orderId: number, now: Date, paymentId: string | null) {
  await tx
    .update(appointments)
    .set({ status: "active", heldUntil: null })
    .where(and(eq(appointments.companyId, company.id), eq(appointments.orderId, orderId), eq(appointments.status, "held")));
  const [order] = await tx.update(bookingOrders).set({ status: "confirmed" }).where(and(eq(bookingOrders.companyId, company.id), eq(bookingOrders.id, orderId))).returning();
  if (order?.cartId != null) {
    await tx
      .update(trackedCarts)
      .set({ status: "success", transactionId: paymentId ?? String(orderId), updatedAt: now })
      .where(and(eq(trackedCarts.id, order.cartId), eq(trackedCarts.companyId, company.id), eq(trackedCarts.customerId, order.customerId)));
  }
}

/** Brings back the released slots of a late payment if nobody took them meanwhile (a savepoint: a clash leaves the rest intact). */
async function rebook({ db: tx, company }: TenantCompany, orderId: number): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      await sp
        .update(appointments)
        .set({ status: "active", heldUntil: null })
        .where(and(eq(appointments.companyId, company.id), eq(appointments.orderId, orderId), eq(appointments.status, "released")));
    });
    return true;
  } catch (err) {
    if (isOverlapRefusal(err)) return false;
    throw err;
  }
}

export const bookingPayments: OrderKind = {
  name: "booking",
  field: "cartId",
  page: { path: "/payments/rdvcheck", param: "cartId", failurePath: "/payments/fail" },
  ref: orderRef,
  paymentColumns: (orderId) => ({ kind: "booking", orderId }),
  orderOf: (pay) => pay.orderId!,
  async owner({ db, companyId }, orderId) {
    const [row] = await db
      .select({ pay: payments, customerId: bookingOrders.customerId })
      .from(payments)
      .innerJoin(bookingOrders, eq(bookingOrders.id, payments.orderId))
      .where(and(eq(payments.companyId, companyId), eq(payments.orderId, orderId)));
    return row;
  },
  async confirm({ db: tx, company }, pay, result, now) {
    const orderId = pay.orderId!;
    const [order] = await tx.select().from(bookingOrders).where(and(eq(bookingOrders.companyId, company.id), eq(bookingOrders.id, orderId)));
    if (order!.status === "expired") {
      if (!(await rebook({ db: tx, company }, orderId))) return { outcome: "refunded", orderId, refund: { paymentRow: pay.id, amount: result.amountCents } };
      await retakeDiscounts(tx, order!, now);
    }
    await confirmOrder({ db: tx, company }, orderId, now, result.paymentId);
    await tx.update(bookingOrders).set({ paidOnline: result.amountCents }).where(eq(bookingOrders.id, orderId));
    const [customer] = await tx.select().from(customers).where(and(eq(customers.companyId, company.id), eq(customers.id, order!.customerId)));
    const view = await orderView({ db: tx, company }, order!.customerId, orderId, order!.lang as Lang, now);
    if (customer && view) await queueConfirmation({ db: tx, company }, customer, view, order!.lang as Lang);
    return { outcome: "paid", orderId };
  },
  release: releaseHold,
  async refunded({ db: tx, company }, pay, amount, now) {
    const [order] = await tx
      .update(bookingOrders)
      .set({ refunded: sql`${bookingOrders.refunded} + ${amount}` })
      .where(eq(bookingOrders.id, pay.orderId!))
      .returning({ customerId: bookingOrders.customerId, refunded: bookingOrders.refunded });
    // points already earned on what is given back leave the card with it
    await takeBackForRefund({ db: tx, companyId: company.id, customerId: order!.customerId }, pay.orderId!, order!.refunded, now);
  },
  expire: (db, now) => releaseExpiredHolds(db, now),
};
