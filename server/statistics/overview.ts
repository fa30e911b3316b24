// The statistics page's figures over a period, read by the database (decision 246): bookings and
// takings per day, week or month and per shop, service and employee (the aggregates of
// appointments.ts), where bookings were made, staff occupancy, gift vouchers sold and spent,
// coupons used, e-shop sales and new against returning customers. Appointments count on their
// shop's local day, money rows on the business's (decision 224). A manager reads their own shops;
// vouchers sold have no shop, so only who reads every shop, unfiltered, sees them.
import type { Tenant } from "../tenant";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Lang } from "../../domain/types";
import { perBucket, type Bucket } from "../../domain/statistics";
import { appointments, bookingOrders, couponUses, eshopOrders, giftVouchers, shops, voucherSpends } from "../db/schema";
import { aggregate } from "./appointments";
import { staffOccupancy } from "./occupancy";
import { amongShops, inPeriod, type Period } from "./period";

type Query = Period & { shopId?: number; bucket: Bucket };

/** Kept appointments of the period at the shops read, and the filter on their shop. */
function appointmentWhere(companyId: number, query: Query, shopsReached: readonly number[] | null): SQL[] {
  const where: SQL[] = [eq(appointments.companyId, companyId), eq(appointments.status, "active"), inPeriod(appointments.startAt, shops.timeZone, query), amongShops(appointments.shopId, shopsReached)];
  if (query.shopId) where.push(eq(appointments.shopId, query.shopId));
  return where;
}

const withShop = and(eq(shops.companyId, appointments.companyId), eq(shops.id, appointments.shopId));

/** Online, phone or counter: the kept appointments and their takings, and the orders holding them. */
async function sources({ db, companyId }: Tenant, query: Query, shopsReached: readonly number[] | null) {
  const rows = await db
    .select({ source: bookingOrders.source, orders: sql<number>`count(distinct ${bookingOrders.id})::int`, appointments: sql<number>`count(*)::int`, revenue: sql<number>`coalesce(sum(${appointments.price}), 0)::int` })
    .from(appointments)
    .innerJoin(shops, withShop)
    .innerJoin(bookingOrders, and(eq(bookingOrders.companyId, appointments.companyId), eq(bookingOrders.id, appointments.orderId)))
    .where(and(...appointmentWhere(companyId, query, shopsReached)))
    .groupBy(bookingOrders.source);
  return (["online", "phone", "counter"] as const).map((source) => {
    const r = rows.find((x) => x.source === source);
    return { source, orders: Number(r?.orders ?? 0), appointments: Number(r?.appointments ?? 0), revenue: Number(r?.revenue ?? 0) };
  });
}

/** Customers seen in the period; a new one's first kept appointment ever is in it. */
async function customerMix({ db, companyId }: Tenant, query: Query, shopsReached: readonly number[] | null) {
  const seen = await db
    .select({ customerId: appointments.customerId, first: sql<string>`min(${appointments.startAt})::text` })
    .from(appointments)
    .innerJoin(shops, withShop)
    .where(and(...appointmentWhere(companyId, query, shopsReached)))
    .groupBy(appointments.customerId);
  if (seen.length === 0) return { new: 0, returning: 0 };
  const ever = await db
    .select({ customerId: appointments.customerId, first: sql<string>`min(${appointments.startAt})::text` })
    .from(appointments)
    .where(and(eq(appointments.companyId, companyId), eq(appointments.status, "active"), inArray(appointments.customerId, seen.map((c) => c.customerId))))
    .groupBy(appointments.customerId);
  const firstEver = new Map(ever.map((e) => [e.customerId, e.first]));
  const fresh = seen.filter((c) => firstEver.get(c.customerId) === c.first).length;
  return { new: fresh, returning: seen.length - fresh };
}

/** The shop of a voucher spend or coupon use: its booking order's or its e-shop order's. */
const orderShop = sql<number>`coalesce(${bookingOrders.shopId}, ${eshopOrders.shopId})`;
const shopFilter = (query: Query, shopsReached: readonly number[] | null): SQL[] => [amongShops(orderShop, shopsReached), ...(query.shopId ? [sql`${orderShop} = ${query.shopId}`] : [])];

async function vouchers({ db, companyId }: Tenant, query: Query, timeZone: string, shopsReached: readonly number[] | null) {
  // sold: a voucher bought online counts on the day it was paid, one sold at the counter on the day it was made; never a voided one
  const soldAt = sql`coalesce(${giftVouchers.paidAt}, ${giftVouchers.createdAt})`;
  const sold =
    shopsReached === null && !query.shopId
      ? (
          await db
            .select({ count: sql<number>`count(*)::int`, value: sql<number>`coalesce(sum(${giftVouchers.value}), 0)::int` })
            .from(giftVouchers)
            .where(and(eq(giftVouchers.companyId, companyId), eq(giftVouchers.state, "active"), inPeriod(soldAt, sql`${timeZone}`, query)))
        ).map((r) => ({ count: Number(r.count), value: Number(r.value) }))[0]!
      : null;
  const [spent] = await db
    .select({ count: sql<number>`count(*)::int`, amount: sql<number>`coalesce(sum(${voucherSpends.amount}), 0)::int` })
    .from(voucherSpends)
    .leftJoin(bookingOrders, and(eq(bookingOrders.companyId, voucherSpends.companyId), eq(bookingOrders.id, voucherSpends.bookingOrderId)))
    .leftJoin(eshopOrders, and(eq(eshopOrders.companyId, voucherSpends.companyId), eq(eshopOrders.id, voucherSpends.eshopOrderId)))
    .where(and(eq(voucherSpends.companyId, companyId), inPeriod(voucherSpends.at, sql`${timeZone}`, query), ...shopFilter(query, shopsReached)));
  return { sold, redeemed: { count: Number(spent?.count ?? 0), amount: Number(spent?.amount ?? 0) } };
}

/** Per code, the orders that used a coupon in the period and what it took off. */
async function coupons({ db, companyId }: Tenant, query: Query, timeZone: string, shopsReached: readonly number[] | null) {
  const code = sql<string>`coalesce(${bookingOrders.couponCode}, ${eshopOrders.couponCode}, '')`;
  const rows = await db
    .select({ code, uses: sql<number>`count(*)::int`, discount: sql<number>`coalesce(sum(${couponUses.discount}), 0)::int` })
    .from(couponUses)
    .leftJoin(bookingOrders, and(eq(bookingOrders.companyId, couponUses.companyId), eq(bookingOrders.id, couponUses.bookingOrderId)))
    .leftJoin(eshopOrders, and(eq(eshopOrders.companyId, couponUses.companyId), eq(eshopOrders.id, couponUses.eshopOrderId)))
    .where(and(eq(couponUses.companyId, companyId), inPeriod(couponUses.at, sql`${timeZone}`, query), ...shopFilter(query, shopsReached)))
    .groupBy(code)
    .orderBy(code);
  return rows.map((r) => ({ code: r.code, uses: Number(r.uses), discount: Number(r.discount) }));
}

/** E-shop orders paid in the period (those refunded since included, with what went back). */
async function eshopSales({ db, companyId }: Tenant, query: Query, timeZone: string, shopsReached: readonly number[] | null) {
  const where: SQL[] = [eq(eshopOrders.companyId, companyId), inArray(eshopOrders.status, ["paid", "ready", "shipped", "collected", "refunded"]), inPeriod(eshopOrders.paidAt, sql`${timeZone}`, query), amongShops(eshopOrders.shopId, shopsReached)];
  if (query.shopId) where.push(eq(eshopOrders.shopId, query.shopId));
  const [row] = await db
    .select({ orders: sql<number>`count(*)::int`, total: sql<number>`coalesce(sum(${eshopOrders.total}), 0)::int`, refunded: sql<number>`coalesce(sum(${eshopOrders.refunded}), 0)::int` })
    .from(eshopOrders)
    .where(and(...where));
  return { orders: Number(row?.orders ?? 0), total: Number(row?.total ?? 0), refunded: Number(row?.refunded ?? 0) };
}

export async function statisticsOverview({ db, companyId }: Tenant, query: Query, lang: Lang, timeZone: string, shopsReached: readonly number[] | null) {
  const by = (groupBy: "day" | "shop" | "service" | "employee") => aggregate({ db, companyId }, { ...query, groupBy }, lang, shopsReached);
  const [days, perShop, perService, perEmployee, bySource, occupancy, customers, gift, couponRows, eshop] = await Promise.all([
    by("day"),
    by("shop"),
    by("service"),
    by("employee"),
    sources({ db, companyId }, query, shopsReached),
    staffOccupancy({ db, companyId }, query, shopsReached),
    customerMix({ db, companyId }, query, shopsReached),
    vouchers({ db, companyId }, query, timeZone, shopsReached),
    coupons({ db, companyId }, query, timeZone, shopsReached),
    eshopSales({ db, companyId }, query, timeZone, shopsReached),
  ]);
  return {
    period: { from: query.from, to: query.to, bucket: query.bucket },
    series: perBucket(days, query.bucket),
    perShop,
    perService,
    perEmployee,
    sources: bySource,
    occupancy,
    customers,
    vouchers: gift,
    coupons: couponRows,
    eshop,
  };
}
