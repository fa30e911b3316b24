// The business's orders as the desk reads them (contract/orders.ts, decision 276): one row shape
// for a booking order, an e-shop order, a gift voucher bought online and a sale at the counter
// (counter-desk.ts). Every query filters on the company; a manager reaches their shops' orders
// only (a voucher has no shop: the business's).
import type { Tenant } from "../tenant";
import { and, count, desc, eq, gt, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { Forbidden, NotFound } from "../../domain/errors";
import { localise } from "../../domain/catalogue";
import { shopsReached, type Staffing } from "../../domain/roles";
import type { Lang } from "../../domain/types";
import type { Db } from "../db";
import { appointments, articles, bookingOrders, customers, eshopOrderLines, eshopOrders, giftVouchers, paymentRefunds, payments, shops } from "../db/schema";
import { companyTimeZone } from "../loyalty/cards";
import { eshopRef } from "../eshop/view";
import type { OrderKind } from "../../domain/order-kinds";
import { counterSaleDetail, listCounterSales } from "./counter-desk";
import { ORDERS_PER_PAGE, paidByCard, placedWithin, shopScope, who, type OrderFilter, type Paging } from "./desk-rows";

export { ORDERS_PER_PAGE, type OrderFilter } from "./desk-rows";

type Kind = OrderKind;
export async function listOrders({ db, companyId }: Tenant, reader: Staffing, f: OrderFilter) {
  const page = f.page ?? 1;
  const timeZone = await companyTimeZone({ db, companyId });
  return LISTS[f.kind ?? "booking"]({ db, companyId }, reader, f, { timeZone, page, offset: (page - 1) * ORDERS_PER_PAGE });
}

async function listBookings({ db, companyId }: Tenant, reader: Staffing, f: OrderFilter, { timeZone, page, offset }: Paging) {
  const where = and(
    eq(bookingOrders.companyId, companyId),
    ...shopScope(reader, bookingOrders.shopId, f.shopId),
    ...(f.state ? [sql`${bookingOrders.status} = ${f.state}`] : []),
    ...placedWithin(bookingOrders.createdAt, timeZone, f.from, f.to),
    ...(f.online === "yes" ? [gt(bookingOrders.paidOnline, 0)] : f.online === "no" ? [eq(bookingOrders.paidOnline, 0)] : []),
  );
  const [rows, [total]] = await Promise.all([
    db.select({ o: bookingOrders, shop: shops.name, c: customers }).from(bookingOrders)
      .innerJoin(shops, and(eq(shops.companyId, bookingOrders.companyId), eq(shops.id, bookingOrders.shopId)))
      .leftJoin(customers, and(eq(customers.companyId, bookingOrders.companyId), eq(customers.id, bookingOrders.customerId)))
      .where(where).orderBy(desc(bookingOrders.createdAt), desc(bookingOrders.id)).limit(ORDERS_PER_PAGE).offset(offset),
    db.select({ n: count() }).from(bookingOrders).where(where),
  ]);
  return { orders: rows.map((r) => bookingRow(r.o, r.shop, r.c)), total: total?.n ?? 0, page, perPage: ORDERS_PER_PAGE };
}

async function listEshopOrders({ db, companyId }: Tenant, reader: Staffing, f: OrderFilter, { timeZone, page, offset }: Paging) {
  const where = and(
    eq(eshopOrders.companyId, companyId),
    ...shopScope(reader, eshopOrders.shopId, f.shopId),
    ...(f.state ? [sql`${eshopOrders.status} = ${f.state}`] : []),
    ...placedWithin(eshopOrders.createdAt, timeZone, f.from, f.to),
    ...(f.online === "yes" ? [paidByCard("eshop_order_id", eshopOrders.id)] : f.online === "no" ? [sql`not ${paidByCard("eshop_order_id", eshopOrders.id)}`] : []),
  );
  const [rows, [total]] = await Promise.all([
    db.select({ o: eshopOrders, shop: shops.name, c: customers }).from(eshopOrders)
      .innerJoin(shops, and(eq(shops.companyId, eshopOrders.companyId), eq(shops.id, eshopOrders.shopId)))
      .leftJoin(customers, and(eq(customers.companyId, eshopOrders.companyId), eq(customers.id, eshopOrders.customerId)))
      .where(where).orderBy(desc(eshopOrders.createdAt), desc(eshopOrders.id)).limit(ORDERS_PER_PAGE).offset(offset),
    db.select({ n: count() }).from(eshopOrders).where(where),
  ]);
  const paid = await capturedOf(db, payments.eshopOrderId, rows.map((r) => r.o.id));
  return { orders: rows.map((r) => eshopRow(r.o, r.shop, r.c, paid.get(r.o.id)?.captured ?? 0)), total: total?.n ?? 0, page, perPage: ORDERS_PER_PAGE };
}

async function listVouchers({ db, companyId }: Tenant, _reader: Staffing, f: OrderFilter, { timeZone, page, offset }: Paging) {
  // vouchers bought online: those with a buyer (a voucher sold at the counter is no order here)
  if (f.shopId !== undefined) return { orders: [], total: 0, page, perPage: ORDERS_PER_PAGE };
  const where = and(
    eq(giftVouchers.companyId, companyId),
    isNotNull(giftVouchers.buyerId),
    isNull(giftVouchers.counterSaleId),
    ...(f.state ? [sql`${giftVouchers.state} = ${f.state}`] : []),
    ...placedWithin(giftVouchers.createdAt, timeZone, f.from, f.to),
    ...(f.online === "yes" ? [paidByCard("voucher_id", giftVouchers.id)] : f.online === "no" ? [sql`not ${paidByCard("voucher_id", giftVouchers.id)}`] : []),
  );
  const [rows, [total]] = await Promise.all([
    db.select({ v: giftVouchers, c: customers }).from(giftVouchers)
      .leftJoin(customers, and(eq(customers.companyId, giftVouchers.companyId), eq(customers.id, giftVouchers.buyerId)))
      .where(where).orderBy(desc(giftVouchers.createdAt), desc(giftVouchers.id)).limit(ORDERS_PER_PAGE).offset(offset),
    db.select({ n: count() }).from(giftVouchers).where(where),
  ]);
  const paid = await capturedOf(db, payments.voucherId, rows.map((r) => r.v.id));
  return { orders: rows.map((r) => voucherRow(r.v, r.c, paid.get(r.v.id) ?? { captured: 0, refunded: 0 })), total: total?.n ?? 0, page, perPage: ORDERS_PER_PAGE };
}

// one reader per kind of order, as the payments area keeps one module per kind
const LISTS = { booking: listBookings, eshop: listEshopOrders, voucher: listVouchers, counter: listCounterSales } satisfies Record<Kind, unknown>;

type Customer = typeof customers.$inferSelect | null;

function bookingRow(o: typeof bookingOrders.$inferSelect, shop: string, c: Customer) {
  return { kind: "booking" as const, source: o.source, id: o.id, reference: `#${o.id}`, state: o.status, shop: { id: o.shopId, name: shop }, customer: who(c), createdAt: o.createdAt.toISOString(), total: o.amount, paidOnline: o.paidOnline, refunded: o.refunded, fulfilment: null };
}
function eshopRow(o: typeof eshopOrders.$inferSelect, shop: string, c: Customer, paid: number) {
  return { kind: "eshop" as const, source: "online" as const, id: o.id, reference: eshopRef(o.id), state: o.status, shop: { id: o.shopId, name: shop }, customer: who(c), createdAt: o.createdAt.toISOString(), total: o.total, paidOnline: paid, refunded: o.refunded, fulfilment: o.fulfilment };
}
function voucherRow(v: typeof giftVouchers.$inferSelect, c: Customer, paid: { captured: number; refunded: number }) {
  return { kind: "voucher" as const, source: "online" as const, id: v.id, reference: v.code, state: v.state, shop: null, customer: who(c), createdAt: v.createdAt.toISOString(), total: v.value, paidOnline: paid.captured, refunded: paid.refunded, fulfilment: null };
}

/** What cards paid (and got back) for these e-shop orders or vouchers. */
async function capturedOf(db: Db, column: typeof payments.eshopOrderId | typeof payments.voucherId, ids: number[]) {
  const rows = ids.length ? await db.select({ id: column, captured: payments.captured, refunded: payments.refunded }).from(payments).where(and(inArray(column, ids), eq(payments.status, "paid"))) : [];
  return new Map(rows.map((r) => [r.id!, { captured: r.captured, refunded: r.refunded }]));
}

type PaidFor = (column: typeof payments.orderId | typeof payments.eshopOrderId | typeof payments.voucherId) => Promise<(typeof payments.$inferSelect)[]>;

export async function orderDetail({ db, companyId }: Tenant, reader: Staffing, kind: Kind, id: number, lang: Lang) {
  const reached = shopsReached(reader);
  const mayReach = (shopId: number) => {
    if (reached && !reached.includes(shopId)) throw new Forbidden({ shopId: "not one of your shops" });
  };
  const paidFor: PaidFor = (column) => db.select().from(payments).where(and(eq(payments.companyId, companyId), eq(column, id))).orderBy(payments.id);
  return DETAILS[kind]({ db, companyId }, id, lang, mayReach, paidFor);
}

async function bookingDetail({ db, companyId }: Tenant, id: number, lang: Lang, mayReach: (shopId: number) => void, paidFor: PaidFor) {
  const [r] = await db.select({ o: bookingOrders, shop: shops.name, c: customers }).from(bookingOrders)
    .innerJoin(shops, and(eq(shops.companyId, bookingOrders.companyId), eq(shops.id, bookingOrders.shopId)))
    .leftJoin(customers, and(eq(customers.companyId, bookingOrders.companyId), eq(customers.id, bookingOrders.customerId)))
    .where(and(eq(bookingOrders.companyId, companyId), eq(bookingOrders.id, id)));
  if (!r) throw new NotFound("not_found", { id: "unknown" });
  mayReach(r.o.shopId);
  const lines = await db.select({ a: appointments, name: articles.name }).from(appointments)
    .innerJoin(articles, and(eq(articles.companyId, appointments.companyId), eq(articles.id, appointments.articleId)))
    .where(and(eq(appointments.companyId, companyId), eq(appointments.orderId, id))).orderBy(appointments.startAt);
  const pays = await paidFor(payments.orderId);
  return { ...bookingRow(r.o, r.shop, r.c), lines: lines.map((l) => ({ label: localise(l.name, lang), detail: l.a.startAt.toISOString(), amount: l.a.price })), ...(await withRefunds({ db, companyId }, pays)) };
}

async function eshopDetail({ db, companyId }: Tenant, id: number, lang: Lang, mayReach: (shopId: number) => void, paidFor: PaidFor) {
  const [r] = await db.select({ o: eshopOrders, shop: shops.name, c: customers }).from(eshopOrders)
    .innerJoin(shops, and(eq(shops.companyId, eshopOrders.companyId), eq(shops.id, eshopOrders.shopId)))
    .leftJoin(customers, and(eq(customers.companyId, eshopOrders.companyId), eq(customers.id, eshopOrders.customerId)))
    .where(and(eq(eshopOrders.companyId, companyId), eq(eshopOrders.id, id)));
  if (!r) throw new NotFound("not_found", { id: "unknown" });
  mayReach(r.o.shopId);
  const lines = await db.select({ l: eshopOrderLines, name: articles.name }).from(eshopOrderLines)
    .innerJoin(articles, and(eq(articles.companyId, eshopOrderLines.companyId), eq(articles.id, eshopOrderLines.articleId)))
    .where(and(eq(eshopOrderLines.companyId, companyId), eq(eshopOrderLines.orderId, id))).orderBy(eshopOrderLines.id);
  const pays = await paidFor(payments.eshopOrderId);
  const captured = pays.filter((p) => p.status === "paid").reduce((s, p) => s + p.captured, 0);
  return { ...eshopRow(r.o, r.shop, r.c, captured), lines: lines.map((l) => ({ label: localise(l.name, lang), detail: `× ${l.l.quantity}`, amount: l.l.unitPrice * l.l.quantity })), ...(await withRefunds({ db, companyId }, pays)) };
}

async function voucherDetail({ db, companyId }: Tenant, id: number, _lang: Lang, _mayReach: (shopId: number) => void, paidFor: PaidFor) {
  const [r] = await db.select({ v: giftVouchers, c: customers }).from(giftVouchers)
    .leftJoin(customers, and(eq(customers.companyId, giftVouchers.companyId), eq(customers.id, giftVouchers.buyerId)))
    .where(and(eq(giftVouchers.companyId, companyId), eq(giftVouchers.id, id), isNotNull(giftVouchers.buyerId), isNull(giftVouchers.counterSaleId)));
  if (!r) throw new NotFound("not_found", { id: "unknown" });
  const pays = await paidFor(payments.voucherId);
  const paid = pays.filter((p) => p.status === "paid");
  return { ...voucherRow(r.v, r.c, { captured: paid.reduce((s, p) => s + p.captured, 0), refunded: paid.reduce((s, p) => s + p.refunded, 0) }), lines: [{ label: r.v.code, detail: r.v.recipientName, amount: r.v.value }], ...(await withRefunds({ db, companyId }, pays)) };
}

const DETAILS = { booking: bookingDetail, eshop: eshopDetail, voucher: voucherDetail, counter: ({ db, companyId }: Tenant, id: number, lang: Lang, mayReach: (shopId: number) => void) => counterSaleDetail({ db, companyId }, id, lang, mayReach) } satisfies Record<Kind, unknown>;

async function withRefunds({ db, companyId }: Tenant, pays: (typeof payments.$inferSelect)[]) {
  const refunds = pays.length ? await db.select().from(paymentRefunds).where(and(eq(paymentRefunds.companyId, companyId), inArray(paymentRefunds.paymentRowId, pays.map((p) => p.id)))).orderBy(paymentRefunds.id) : [];
  return {
    payments: pays.map((p) => ({ id: p.id, provider: p.provider, status: p.status, amount: p.amount, captured: p.captured, createdAt: p.createdAt.toISOString(), paidAt: p.paidAt?.toISOString() ?? null })),
    refunds: refunds.map((x) => ({ id: x.id, amount: x.amount, status: x.status, reason: x.reason, createdAt: x.createdAt.toISOString() })),
    counter: null,
  };
}
