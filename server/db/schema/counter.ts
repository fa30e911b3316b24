// Sales at the counter (decision 278): a gift voucher or e-shop products sold by the front desk to
// a known customer or a walk-in, paid at once through the counter's checkout (counter_payments
// name the sale), and what the desk gave back of it, once per key.
import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { Localised } from "../../../domain/types";
import { customers } from "./accounts";
import { articles, shops } from "./catalogue";
import { companyId, createdAt, id, instant, parent, sameCompany, tenantKey } from "./columns";

export const counterSales = pgTable(
  "counter_sales",
  {
    id: id(),
    companyId: companyId(),
    shopId: parent("shop_id"),
    /** null: a walk-in nobody knows */
    customerId: integer("customer_id"),
    /** cents: the products and the vouchers sold */
    total: integer("total").notNull(),
    /** cents given back by the desk */
    refunded: integer("refunded").notNull().default(0),
    currency: text("currency").notNull().default("EUR"),
    /** the company user who sold it */
    soldBy: integer("sold_by"),
    /** the key the desk's form sent: a second submit of the same sale answers the first */
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey("counter_sales", t),
    sameCompany(t.companyId, t.shopId, shops),
    sameCompany(t.companyId, t.customerId, customers, true),
    uniqueIndex("counter_sales_key_idx").on(t.companyId, t.key),
    index("counter_sales_company_created_idx").on(t.companyId, t.createdAt),
    check("counter_sales_amounts", sql`${t.total} > 0 and ${t.refunded} >= 0 and ${t.refunded} <= ${t.total}`),
  ],
);

/** One product sold at the counter, as it was sold (the vouchers sold name the sale themselves). */
export const counterSaleLines = pgTable(
  "counter_sale_lines",
  {
    id: id(),
    companyId: companyId(),
    saleId: parent("sale_id"),
    articleId: integer("article_id").notNull(),
    name: jsonb("name").$type<Localised>().notNull(),
    /** cents, VAT included, for one */
    unitPrice: integer("unit_price").notNull(),
    quantity: integer("quantity").notNull(),
    vat: doublePrecision("vat").notNull().default(0),
  },
  (t) => [
    sameCompany(t.companyId, t.saleId, counterSales),
    sameCompany(t.companyId, t.articleId, articles, true),
    index("counter_sale_lines_sale_idx").on(t.saleId),
    check("counter_sale_lines_quantity", sql`${t.quantity} > 0 and ${t.unitPrice} >= 0`),
  ],
);

/** Money the desk gave back on a sale, in cash or on the card terminal; `key` makes a double submit one refund. */
export const counterRefunds = pgTable(
  "counter_refunds",
  {
    id: id(),
    companyId: companyId(),
    saleId: parent("sale_id"),
    method: text("method", { enum: ["cash", "card_terminal"] }).notNull(),
    amount: integer("amount").notNull(),
    key: text("key").notNull(),
    refundedBy: integer("refunded_by"),
    at: instant("at").notNull(),
  },
  (t) => [
    sameCompany(t.companyId, t.saleId, counterSales),
    uniqueIndex("counter_refunds_key_idx").on(t.companyId, t.key),
    index("counter_refunds_sale_idx").on(t.saleId),
    check("counter_refunds_amount_positive", sql`${t.amount} > 0`),
  ],
);
