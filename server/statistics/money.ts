// The money side of the statistics (spec §7 'refunds', 'gift order history', 'booking and gift
// shop payments by start and end'): read by the database from the payments area's own rows, over
// the business's local days (its first shop's zone). Refunds are made by the order's own refund
// (server/booking/refunds.ts, server/eshop/orders.ts → server/payments/refunds.ts), never here.
import type { Tenant } from "../tenant";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { bookingOrders, customers, eshopOrders, giftVouchers, paymentRefunds, payments, shops } from "../db/schema";
import { amongShops, inPeriod, type Period } from "./period";

/** The shop a payment's order was at (null for a gift voucher). */
const shopOfPayment = sql<number | null>`coalesce(${bookingOrders.shopId}, ${eshopOrders.shopId})`;


export async function refundHistory({ db, companyId }: Tenant, query: Period & { shopId?: number }, timeZone: string, shopsReached: readonly number[] | null) {
  const where: SQL[] = [eq(paymentRefunds.companyId, companyId), inPeriod(paymentRefunds.createdAt, sql`${timeZone}`, query)];
  if (shopsReached !== null) where.push(amongShops(shopOfPayment, shopsReached));
  if (query.shopId) where.push(sql`${shopOfPayment} = ${query.shopId}`);
  const rows = await db
    .select({ r: paymentRefunds, kind: payments.kind, orderId: sql<number>`coalesce(${payments.orderId}, ${payments.voucherId}, ${payments.eshopOrderId})`, shopId: shopOfPayment })
    .from(paymentRefunds)
    .innerJoin(payments, and(eq(payments.companyId, paymentRefunds.companyId), eq(payments.id, paymentRefunds.paymentRowId)))
    .leftJoin(bookingOrders, and(eq(bookingOrders.companyId, payments.companyId), eq(bookingOrders.id, payments.orderId)))
    .leftJoin(eshopOrders, and(eq(eshopOrders.companyId, payments.companyId), eq(eshopOrders.id, payments.eshopOrderId)))
    .where(and(...where))
    .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id));
  return rows.map(({ r, kind, orderId, shopId }) => ({ id: r.id, kind, orderId: Number(orderId), shopId: shopId === null ? null : Number(shopId), amount: r.amount, status: r.status, reason: r.reason, createdAt: r.createdAt.toISOString() }));
}

export async function giftOrderHistory({ db, companyId }: Tenant, query: Period & { page?: number; perPage?: number }, timeZone: string) {
  const page = query.page ?? 1;
  const perPage = query.perPage ?? 50;
  // bought online: the ones with a buyer (a voucher sold at the counter has none)
  const where = and(eq(giftVouchers.companyId, companyId), sql`${giftVouchers.buyerId} is not null`, inPeriod(giftVouchers.createdAt, sql`${timeZone}`, query));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ v: giftVouchers, firstname: customers.firstname, lastname: customers.lastname, pay: payments })
      .from(giftVouchers)
      .leftJoin(customers, and(eq(customers.companyId, giftVouchers.companyId), eq(customers.id, giftVouchers.buyerId)))
      .leftJoin(payments, and(eq(payments.companyId, giftVouchers.companyId), eq(payments.voucherId, giftVouchers.id), sql`${payments.status} = 'paid'`))
      .where(where)
      .orderBy(desc(giftVouchers.createdAt), desc(giftVouchers.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(giftVouchers).where(where),
  ]);
  return {
    orders: rows.map(({ v, firstname, lastname, pay }) => ({
      id: v.id,
      code: v.code,
      kind: v.kind,
      value: v.value,
      balance: v.balance,
      state: v.state,
      buyer: v.buyerId !== null && firstname !== null ? { id: v.buyerId, firstname, lastname: lastname ?? "" } : null,
      recipientName: v.recipientName,
      createdAt: v.createdAt.toISOString(),
      paidAt: v.paidAt?.toISOString() ?? null,
      payment: pay ? { provider: pay.provider, captured: pay.captured, refunded: pay.refunded } : null,
    })),
    total: counted?.total ?? 0,
    page,
    perPage,
  };
}

/** Per kind and shop, the payments confirmed in the period: how many, what was captured and refunded. Gift vouchers (no shop) for those who reach every shop. */
export async function shopPayments({ db, companyId }: Tenant, query: Period & { shopId?: number }, timeZone: string, shopsReached: readonly number[] | null) {
  const where: SQL[] = [eq(payments.companyId, companyId), eq(payments.status, "paid"), inPeriod(payments.paidAt, sql`${timeZone}`, query)];
  if (shopsReached !== null) where.push(amongShops(shopOfPayment, shopsReached));
  if (query.shopId) where.push(sql`${shopOfPayment} = ${query.shopId}`);
  const rows = await db
    .select({
      kind: payments.kind,
      shopId: sql<number | null>`${shopOfPayment}`,
      shopName: sql<string | null>`min(${shops.name})`,
      count: sql<number>`count(*)::int`,
      captured: sql<number>`coalesce(sum(${payments.captured}), 0)::int`,
      refunded: sql<number>`coalesce(sum(${payments.refunded}), 0)::int`,
    })
    .from(payments)
    .leftJoin(bookingOrders, and(eq(bookingOrders.companyId, payments.companyId), eq(bookingOrders.id, payments.orderId)))
    .leftJoin(eshopOrders, and(eq(eshopOrders.companyId, payments.companyId), eq(eshopOrders.id, payments.eshopOrderId)))
    .leftJoin(shops, and(eq(shops.companyId, payments.companyId), sql`${shops.id} = ${shopOfPayment}`))
    .where(and(...where))
    .groupBy(payments.kind, shopOfPayment)
    .orderBy(payments.kind, shopOfPayment);
  return rows.map((r) => ({
    kind: r.kind,
    shop: r.shopId === null ? null : { id: Number(r.shopId), name: r.shopName ?? "" },
    count: Number(r.count),
    captured: Number(r.captured),
    refunded: Number(r.refunded),
  }));
}
