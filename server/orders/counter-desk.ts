// Sales at the counter as the desk's orders read them (decision 278): the fourth kind of the
// orders' table (desk.ts), in the same row shape, with the counter's payments and refunds on the
// order's page. A walk-in has no customer; a manager reaches their shops' sales only.
import type { Tenant } from "../tenant";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { NotFound } from "../../domain/errors";
import { localise } from "../../domain/catalogue";
import type { Staffing } from "../../domain/roles";
import type { Lang } from "../../domain/types";
import type { Db } from "../db";
import { counterSaleLines, counterSales, customers, shops } from "../db/schema";
import { saleRefundable } from "../counter/refund";
import { maskedVoucherCode } from "../gifts/vouchers";
import { counterLines } from "../payments/counter";
import { ORDERS_PER_PAGE, placedWithin, shopScope, who, type OrderFilter, type Paging } from "./desk-rows";

/** The reference a counter sale is read by on the desk and its receipts. */
export const saleRef = (id: number) => `C${String(id).padStart(6, "0")}`;

const stateOf = (s: { total: number; refunded: number }) => (s.refunded >= s.total ? ("refunded" as const) : ("paid" as const));

function saleRow(s: typeof counterSales.$inferSelect, shop: string, c: typeof customers.$inferSelect | null) {
  return { kind: "counter" as const, source: "counter" as const, id: s.id, reference: saleRef(s.id), state: stateOf(s), shop: { id: s.shopId, name: shop }, customer: who(c), createdAt: s.createdAt.toISOString(), total: s.total, paidOnline: 0, refunded: s.refunded, fulfilment: null };
}

const joined = (db: Db) =>
  db.select({ s: counterSales, shop: shops.name, c: customers }).from(counterSales)
    .innerJoin(shops, and(eq(shops.companyId, counterSales.companyId), eq(shops.id, counterSales.shopId)))
    .leftJoin(customers, and(eq(customers.companyId, counterSales.companyId), eq(customers.id, counterSales.customerId)));

export async function listCounterSales({ db, companyId }: Tenant, reader: Staffing, f: OrderFilter, { timeZone, page, offset }: Paging) {
  // nothing of a sale is paid online: asked for orders paid online, there are none
  const state = f.state === "refunded" ? sql`${counterSales.refunded} >= ${counterSales.total}` : f.state === "paid" ? sql`${counterSales.refunded} < ${counterSales.total}` : f.state ? sql`false` : undefined;
  const where = and(
    eq(counterSales.companyId, companyId),
    ...shopScope(reader, counterSales.shopId, f.shopId),
    ...(state ? [state] : []),
    ...placedWithin(counterSales.createdAt, timeZone, f.from, f.to),
    ...(f.online === "yes" ? [sql`false`] : []),
  );
  const [rows, [total]] = await Promise.all([
    joined(db).where(where).orderBy(desc(counterSales.createdAt), desc(counterSales.id)).limit(ORDERS_PER_PAGE).offset(offset),
    db.select({ n: count() }).from(counterSales).where(where),
  ]);
  return { orders: rows.map((r) => saleRow(r.s, r.shop, r.c)), total: total?.n ?? 0, page, perPage: ORDERS_PER_PAGE };
}

export async function counterSaleDetail({ db, companyId }: Tenant, id: number, lang: Lang, mayReach: (shopId: number) => void) {
  const [r] = await joined(db).where(and(eq(counterSales.companyId, companyId), eq(counterSales.id, id)));
  if (!r) throw new NotFound("not_found", { id: "unknown" });
  mayReach(r.s.shopId);
  const [lines, refundable, payments] = await Promise.all([
    db.select().from(counterSaleLines).where(and(eq(counterSaleLines.companyId, companyId), eq(counterSaleLines.saleId, id))).orderBy(counterSaleLines.id),
    saleRefundable({ db, companyId }, id),
    counterLines({ db, companyId }, { saleId: id }),
  ]);
  const vouchers = refundable.vouchers;
  return {
    ...saleRow(r.s, r.shop, r.c),
    lines: [
      ...lines.map((l) => ({ label: localise(l.name, lang), detail: `× ${l.quantity}`, amount: l.unitPrice * l.quantity })),
      ...vouchers.map((v) => ({ label: maskedVoucherCode(v.code), detail: v.recipientName, amount: v.value })),
    ],
    payments: [],
    refunds: [],
    counter: {
      payments,
      refunds: refundable.refunds.map((x) => ({ id: x.id, method: x.method, amount: x.amount, at: x.at.toISOString() })),
      refundable: refundable.left,
    },
  };
}
