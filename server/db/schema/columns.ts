// Column helpers the tables share: the company a row belongs to and the (company_id, id) links to
// its parents, instants, orders and localised texts. Written once so every table says the same.
import { foreignKey, integer, jsonb, serial, timestamp, unique, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Image, Localised } from "../../../domain/types";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** An instant (timestamptz). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

export const id = () => serial("id").primaryKey();

/** The id of a row this one belongs to (checked by sameCompany). */
export const parent = (name: string) => integer(name).notNull();

/** The company of a row whose parents (of the same company) it references through sameCompany. */
export const companyId = () => integer("company_id").notNull();

/** The key a child row references: (company_id, id). */
export const tenantKey = (table: string, t: { companyId: AnyPgColumn; id: AnyPgColumn }) => unique(`${table}_company_id_id`).on(t.companyId, t.id);

/**
 * A link to a parent row of the same company: (company_id, parent_id) → parent (company_id, id),
 * so no row can point at another business's. Deleted with its parent unless `keep`.
 */
export function sameCompany(companyColumn: AnyPgColumn, column: AnyPgColumn, parent: { companyId: AnyPgColumn; id: AnyPgColumn }, keep = false) {
  const key = foreignKey({ columns: [companyColumn, column], foreignColumns: [parent.companyId, parent.id] });
  return keep ? key : key.onDelete("cascade");
}

/** A customer's own row: their company and their id (link it with sameCompany to customers). */
export const customerOwned = () => ({ companyId: companyId(), customerId: parent("customer_id") });

export const sortOrder = () => integer("sort_order").notNull().default(0);
export const localisedText = (name: string) => jsonb(name).$type<Localised>().notNull().default({});
export const images = () => jsonb("images").$type<Image[]>().notNull().default([]);
