// An e-shop order's life once written (decision 169), and the e-shop order as a kind of paid order
// (server/payments/kind.ts): paid, it is marked so and mailed; a payment refused, abandoned, or
// none before `held_until` (the sweep) gives its stock back; one paid after that takes the stock
// again if the shop still has it, else it is refunded.
import type { Tenant, TenantCompany } from "../tenant";
import { and, eq, lte, sql } from "drizzle-orm";
import { Conflict } from "../../domain/errors";
import { pointsEarned } from "../../domain/loyalty";
import type { Db } from "../db";
import { customers, eshopOrders, payments, trackedCarts } from "../db/schema";
import type { OrderKind } from "../payments/kind";
import { ORDER_LINKS } from "../orders/links";
import { giveBackDiscounts, retakeDiscounts } from "../coupons/discounts";
import { earnPoints, takeBackForRefund } from "../loyalty/cards";
import { queueEshopConfirmation } from "./mail";
import { eshopOrderView, eshopRef, linesOf, type EshopOrderRow } from "./view";
import { giveStockBack, takeStock } from "./stock";

/** A pending order given up (payment refused, abandoned or expired): its stock goes back to the shop. */
export async function releaseEshopOrder({ db: tx, companyId }: Tenant, orderId: number, status: "cancelled" | "expired"): Promise<boolean> {
  const [released] = await tx
    .update(eshopOrders)
    .set({ status, heldUntil: null })
    .where(and(eq(eshopOrders.companyId, companyId), eq(eshopOrders.id, orderId), eq(eshopOrders.status, "pending")))
    .returning();
  if (!released) return false;
  await giveStockBack({ db: tx, companyId }, released.shopId, await linesOf(tx, [orderId]));
  await giveBackDiscounts(tx, [orderId], ORDER_LINKS.eshop);
  return true;
}

/** The sweep's part: pending orders past their hold are expired and their stock given back. */
export async function expireUnpaidEshopOrders(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: eshopOrders.id, companyId: eshopOrders.companyId })
    .from(eshopOrders)
    .where(and(eq(eshopOrders.status, "pending"), lte(eshopOrders.heldUntil, now)))
    .limit(500);
  let expired = 0;
  for (const o of due) if (await db.transaction((tx) => releaseEshopOrder({ db: tx, companyId: o.companyId }, o.id, "expired"))) expired++;
  return expired;
}

/** Paid after its stock went back: taken again if the shop still has it (a savepoint: a refusal leaves the rest intact). */
async function retakeStock(tx: Db, order: EshopOrderRow): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => takeStock({ db: sp, companyId: order.companyId }, order.shopId, await linesOf(sp, [order.id]), () => "lines"));
    return true;
  } catch (err) {
    if (err instanceof Conflict) return false;
    throw err;
  }
}

/**
 * A paid order: the tracked basket ends with it, its customer gets the confirmation mail and, with
 * the loyalty programme, the points of what they paid for the products (not delivery, not vouchers).
 */
export async function markPaid({ db: tx, company }: TenantCompany, order: EshopOrderRow, now: Date, paymentId: string | null) {
  const [paid] = await tx.update(eshopOrders).set({ status: "paid", paidAt: now, heldUntil: null }).where(eq(eshopOrders.id, order.id)).returning();
  if (paid!.cartId != null) {
    await tx
      .update(trackedCarts)
      .set({ status: "success", transactionId: paymentId ?? eshopRef(order.id), updatedAt: now })
      .where(and(eq(trackedCarts.id, paid!.cartId), eq(trackedCarts.companyId, company.id), eq(trackedCarts.customerId, paid!.customerId)));
  }
  const owner = { companyId: company.id, customerId: paid!.customerId };
  const base = Math.max(0, paid!.subtotal - paid!.couponDiscount - paid!.rewardDiscount - paid!.vouchers.reduce((sum, v) => sum + v.paid, 0));
  const earning = pointsEarned(company.settings.booker.loyalty, "eshop_order", base);
  if (earning.points > 0) await earnPoints({ db: tx, ...owner }, earning.points, now, null, { base: earning.base, bonus: earning.bonus }, { eshopOrderId: order.id });
  const [customer] = await tx.select().from(customers).where(eq(customers.id, paid!.customerId));
  if (customer?.email) await queueEshopConfirmation({ db: tx, company }, customer, await eshopOrderView({ db: tx, company }, paid!), paid!.lang);
  return paid;
}


export const eshopPayments: OrderKind = {
  name: "eshop",
  field: "id",
  page: { path: "/boutique/commande", param: "order" },
  ref: eshopRef,
  paymentColumns: (eshopOrderId) => ({ kind: "eshop", eshopOrderId }),
  orderOf: (pay) => pay.eshopOrderId!,
  async owner({ db, companyId }, orderId) {
    const [row] = await db
      .select({ pay: payments, customerId: eshopOrders.customerId })
      .from(payments)
      .innerJoin(eshopOrders, eq(eshopOrders.id, payments.eshopOrderId))
      .where(and(eq(payments.companyId, companyId), eq(payments.eshopOrderId, orderId)));
    return row;
  },
  async confirm({ db: tx, company }, pay, result, now) {
    const orderId = pay.eshopOrderId!;
    const [order] = await tx.select().from(eshopOrders).where(and(eq(eshopOrders.companyId, company.id), eq(eshopOrders.id, orderId))).for("update");
    if (order!.status !== "pending") {
      if (!(await retakeStock(tx, order!))) return { outcome: "refunded", orderId, refund: { paymentRow: pay.id, amount: result.amountCents } };
      // paid at the price it was ordered at: its coupon, reward and vouchers taken again where still free
      await retakeDiscounts(tx, { ...order!, totals: { lines: [{ vouchers: order!.vouchers }] } }, now, ORDER_LINKS.eshop);
    }
    await markPaid({ db: tx, company }, order!, now, result.paymentId);
    return { outcome: "paid", orderId };
  },
  async release(tenant, orderId) {
    await releaseEshopOrder(tenant, orderId, "cancelled");
  },
  async refunded({ db: tx, company }, pay, amount, now) {
    // refunded in full once the card got back all it paid; its points go with the money
    const [order] = await tx
      .update(eshopOrders)
      .set({ refunded: sql`${eshopOrders.refunded} + ${amount}`, status: sql`case when ${eshopOrders.refunded} + ${amount} >= ${pay.captured} and ${eshopOrders.status} <> 'cancelled' then 'refunded' else ${eshopOrders.status} end` })
      .where(eq(eshopOrders.id, pay.eshopOrderId!))
      .returning({ customerId: eshopOrders.customerId, refunded: eshopOrders.refunded });
    await takeBackForRefund({ db: tx, companyId: company.id, customerId: order!.customerId }, pay.eshopOrderId!, order!.refunded, now, ORDER_LINKS.eshop);
  },
  expire: expireUnpaidEshopOrders,
};
