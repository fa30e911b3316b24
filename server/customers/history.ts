// A customer's history and what they still owe and hold, as their business reads it (spec §7
// 'remaining amount and history'): their bookings with each appointment, their e-shop orders, the
// gift vouchers they bought. Every query filters on the company and the customer.
import type { Tenant } from "../tenant";
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { leftToCollect } from "../../domain/customer-balance";
import { isVoucherExpired } from "../../domain/gift-voucher";
import { appointments, articles, bookingOrders, employees, eshopOrders, giftVouchers, loyaltyCards, loyaltyLedger, loyaltyRewards, shops, voucherSpends } from "../db/schema";
import { companyTimeZone } from "../loyalty/cards";
import { customerCard, customerOf, type Reader } from "./cards";

/** The newest this many of each kind. */
const HISTORY_SIZE = 100;

export async function customerHistory({ db, companyId }: Tenant, customerId: number, reader: Reader) {
  const customer = await customerOf({ db, companyId }, customerId, reader);
  const mine = (t: typeof bookingOrders | typeof eshopOrders) => and(eq(t.companyId, companyId), eq(t.customerId, customerId));
  const orders = await db
    .select({ order: bookingOrders, shopName: shops.name })
    .from(bookingOrders)
    .innerJoin(shops, and(eq(shops.companyId, bookingOrders.companyId), eq(shops.id, bookingOrders.shopId)))
    .where(mine(bookingOrders))
    .orderBy(desc(bookingOrders.createdAt), desc(bookingOrders.id))
    .limit(HISTORY_SIZE);
  const ids = orders.map((o) => o.order.id);
  const lines = ids.length
    ? await db
        .select({ a: appointments, serviceName: articles.name, employeeName: employees.displayName })
        .from(appointments)
        .innerJoin(articles, and(eq(articles.companyId, appointments.companyId), eq(articles.id, appointments.articleId)))
        .innerJoin(employees, and(eq(employees.companyId, appointments.companyId), eq(employees.id, appointments.employeeId)))
        .where(and(eq(appointments.companyId, companyId), inArray(appointments.orderId, ids)))
        .orderBy(asc(appointments.startAt), asc(appointments.id))
    : [];
  const eshop = await db.select().from(eshopOrders).where(mine(eshopOrders)).orderBy(desc(eshopOrders.createdAt), desc(eshopOrders.id)).limit(HISTORY_SIZE);
  const vouchers = await db
    .select()
    .from(giftVouchers)
    .where(and(eq(giftVouchers.companyId, companyId), eq(giftVouchers.buyerId, customerId)))
    .orderBy(desc(giftVouchers.createdAt), desc(giftVouchers.id))
    .limit(HISTORY_SIZE);
  return {
    customer: customerCard(customer, reader),
    loyalty: await loyaltyOf({ db, companyId }, customerId),
    bookings: orders.map(({ order, shopName }) => ({
      id: order.id,
      status: order.status,
      shop: { id: order.shopId, name: shopName },
      createdAt: order.createdAt.toISOString(),
      amount: order.amount,
      paidOnline: order.paidOnline,
      refunded: order.refunded,
      appointments: lines
        .filter((l) => l.a.orderId === order.id)
        .map((l) => ({
          id: l.a.id,
          start: l.a.startAt.toISOString(),
          end: l.a.endAt.toISOString(),
          status: l.a.status,
          service: { id: l.a.articleId, name: l.serviceName },
          employee: { id: l.a.employeeId, displayName: l.employeeName },
          price: l.a.price,
        })),
    })),
    eshopOrders: eshop.map((o) => ({ id: o.id, status: o.status, shopId: o.shopId, fulfilment: o.fulfilment, total: o.total, refunded: o.refunded, createdAt: o.createdAt.toISOString() })),
    vouchers: vouchers.map((v) => ({ id: v.id, code: v.code, kind: v.kind, value: v.value, balance: v.balance, validUntil: v.validUntil, state: v.state, createdAt: v.createdAt.toISOString() })),
  };
}

/** The customer's card as the desk reads it: its points, the rewards waiting, its latest change. */
async function loyaltyOf({ db, companyId }: Tenant, customerId: number) {
  const [card] = await db.select().from(loyaltyCards).where(and(eq(loyaltyCards.companyId, companyId), eq(loyaltyCards.customerId, customerId)));
  if (!card) return null;
  const held = await db
    .select({ id: loyaltyRewards.id, reward: loyaltyRewards.reward })
    .from(loyaltyRewards)
    .where(and(eq(loyaltyRewards.companyId, companyId), eq(loyaltyRewards.cardId, card.id), isNull(loyaltyRewards.usedAt)))
    .orderBy(asc(loyaltyRewards.id));
  const [last] = await db.select({ at: sql<Date | null>`max(${loyaltyLedger.at})`.mapWith((v: string | Date | null) => (v ? new Date(v) : null)) }).from(loyaltyLedger).where(and(eq(loyaltyLedger.companyId, companyId), eq(loyaltyLedger.cardId, card.id)));
  return { balance: card.balance, rewardsHeld: held.length, rewards: held, lastChange: last?.at ? last.at.toISOString() : null };
}

/**
 * What a customer still has to pay at the shop for their coming bookings (confirmed, with an
 * appointment still booked from `now` on; what was due on a past visit was settled at the
 * counter, which this system does not see: decision 223), and what the vouchers they bought hold
 * that can still be spent.
 */
export async function remainingAmount({ db, companyId }: Tenant, customerId: number, reader: Reader, now: Date) {
  await customerOf({ db, companyId }, customerId, reader);
  const coming = await db
    .select({
      order: bookingOrders,
      start: sql<Date>`min(${appointments.startAt})`.mapWith((v: string | Date) => new Date(v)),
      prices: sql<number[]>`array_agg(${appointments.price})`,
    })
    .from(bookingOrders)
    .innerJoin(appointments, and(eq(appointments.companyId, bookingOrders.companyId), eq(appointments.orderId, bookingOrders.id), eq(appointments.status, "active")))
    .where(and(eq(bookingOrders.companyId, companyId), eq(bookingOrders.customerId, customerId), eq(bookingOrders.status, "confirmed")))
    .groupBy(bookingOrders.id)
    .having(sql`max(${appointments.startAt}) >= ${now.toISOString()}::timestamptz`)
    .orderBy(sql`min(${appointments.startAt})`);
  const spent = coming.length
    ? await db
        .select({ orderId: voucherSpends.bookingOrderId, paid: sql<number>`sum(${voucherSpends.amount})::int` })
        .from(voucherSpends)
        .where(and(eq(voucherSpends.companyId, companyId), inArray(voucherSpends.bookingOrderId, coming.map((c) => c.order.id))))
        .groupBy(voucherSpends.bookingOrderId)
    : [];
  const bookings = coming.map(({ order, start, prices }) => ({
    orderId: order.id,
    start: start.toISOString(),
    toPay: leftToCollect({ activePrices: prices.map(Number), couponDiscount: order.couponDiscount, rewardDiscount: order.rewardDiscount, vouchersPaid: spent.find((s) => s.orderId === order.id)?.paid ?? 0, paidOnline: order.paidOnline, refunded: order.refunded }),
  }));
  const timeZone = await companyTimeZone({ db, companyId });
  const held = await db
    .select()
    .from(giftVouchers)
    .where(and(eq(giftVouchers.companyId, companyId), eq(giftVouchers.buyerId, customerId), eq(giftVouchers.state, "active"), gt(giftVouchers.balance, 0)))
    .orderBy(asc(giftVouchers.validUntil), asc(giftVouchers.id));
  const vouchers = held.filter((v) => !isVoucherExpired(v.validUntil, now, timeZone)).map((v) => ({ id: v.id, code: v.code, balance: v.balance, validUntil: v.validUntil }));
  return {
    toPayAtShop: bookings.reduce((sum, b) => sum + b.toPay, 0),
    voucherCredit: vouchers.reduce((sum, v) => sum + v.balance, 0),
    bookings,
    vouchers,
  };
}
