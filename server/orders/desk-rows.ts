// What the desk's order lists share, kind by kind (desk.ts, counter-desk.ts): the filter, the
// page, the days an order was placed in the business's zone, the shops a reader reaches.
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import { Forbidden } from "../../domain/errors";
import { shopsReached, type Staffing } from "../../domain/roles";
import type { OrderKind } from "../../domain/order-kinds";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { customers } from "../db/schema";

export const ORDERS_PER_PAGE = 20;
export interface OrderFilter {
  kind?: OrderKind;
  state?: string;
  shopId?: number;
  from?: string;
  to?: string;
  online?: "yes" | "no";
  page?: number;
}

export const nameOf = (c: { firstname: string; lastname: string } | null) => (c ? `${c.firstname} ${c.lastname}`.trim() : "");
/** Paid online: a card payment confirmed for it. */
export const paidByCard = (column: "order_id" | "eshop_order_id" | "voucher_id", id: SQL | unknown) =>
  sql`exists (select 1 from payments p where p.${sql.raw(column)} = ${id} and p.status = 'paid' and p.captured > 0)`;

/** The day an order was placed, in the business's zone, within the filter's days. */
export function placedWithin(createdAt: unknown, timeZone: string, from?: string, to?: string): SQL[] {
  const day = sql`(${createdAt} at time zone ${timeZone})::date`;
  return [...(from ? [sql`${day} >= ${from}::date`] : []), ...(to ? [sql`${day} <= ${to}::date`] : [])];
}

export function shopScope(reader: Staffing, column: AnyPgColumn, shopId?: number): SQL[] {
  const reached = shopsReached(reader);
  if (shopId !== undefined && reached && !reached.includes(shopId)) throw new Forbidden({ shopId: "not one of your shops" });
  return [...(shopId !== undefined ? [eq(column, shopId)] : []), ...(reached && shopId === undefined ? [reached.length ? inArray(column, [...reached]) : sql`false`] : [])];
}

export interface Paging { timeZone: string; page: number; offset: number }

type Customer = typeof customers.$inferSelect | null;
export const who = (c: Customer) => (c ? { id: c.id, name: nameOf(c) } : null);
