// E-shop orders (spec §2 /profile/eshoporders, §7 'E-shop'; decision 169): a customer's products
// from one shop, collected there or delivered, paid online through the business's provider. The
// stock is taken in the transaction that writes the order (server/eshop/stock.ts) and given back
// if its payment fails or never comes before `held_until`.
import { sql } from "drizzle-orm";
import { check, doublePrecision, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { Localised } from "../../../domain/types";
import { customers } from "./accounts";
import { articles, shops } from "./catalogue";
import { createdAt, customerOwned, id, instant, parent, sameCompany, tenantKey, companyId } from "./columns";

export interface DeliveryAddress {
  name: string;
  address: string;
  zipcode: string;
  city: string;
  country: string;
  phone: string | null;
}

export const eshopOrders = pgTable(
  "eshop_orders",
  {
    id: id(),
    ...customerOwned(),
    shopId: parent("shop_id"),
    /** pending (paying) → paid → ready (for pickup) or shipped → collected; cancelled, expired (never paid), refunded */
    status: text("status", { enum: ["pending", "paid", "ready", "shipped", "collected", "cancelled", "expired", "refunded"] }).notNull().default("pending"),
    fulfilment: text("fulfilment", { enum: ["pickup", "delivery"] }).notNull(),
    /** where it is delivered (fulfilment 'delivery') */
    address: jsonb("address").$type<DeliveryAddress>(),
    /** cents: the products, the delivery, what the card pays */
    subtotal: integer("subtotal").notNull(),
    deliveryPrice: integer("delivery_price").notNull().default(0),
    total: integer("total").notNull(),
    /** the coupon it got (the code as it was then) and what it took off; the loyalty reward's part */
    couponCode: text("coupon_code"),
    couponDiscount: integer("coupon_discount").notNull().default(0),
    rewardDiscount: integer("reward_discount").notNull().default(0),
    /** what gift vouchers paid of the total, each (what a late payment takes again) */
    vouchers: jsonb("vouchers").$type<{ code: string; paid: number }[]>().notNull().default([]),
    currency: text("currency").notNull().default("EUR"),
    lang: text("lang").notNull().default("fr"),
    /** the tracked product cart this order ended, if any */
    cartId: integer("cart_id"),
    /** the stock is held until then while the customer pays */
    heldUntil: instant("held_until"),
    paidAt: instant("paid_at"),
    /** cents given back to the card */
    refunded: integer("refunded").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    tenantKey("eshop_orders", t),
    sameCompany(t.companyId, t.customerId, customers),
    sameCompany(t.companyId, t.shopId, shops),
    index("eshop_orders_customer_idx").on(t.companyId, t.customerId),
    index("eshop_orders_held_idx").on(t.heldUntil).where(sql`status = 'pending'`),
    check("eshop_orders_delivery_address", sql`${t.fulfilment} = 'pickup' or ${t.address} is not null`),
    check("eshop_orders_total", sql`${t.subtotal} >= 0 and ${t.deliveryPrice} >= 0 and ${t.total} >= 0 and ${t.total} = ${t.subtotal} + ${t.deliveryPrice} - ${t.couponDiscount} - ${t.rewardDiscount}`),
  ],
);

/** One product of an order, as it was sold: its name, price and VAT then. */
export const eshopOrderLines = pgTable(
  "eshop_order_lines",
  {
    id: id(),
    companyId: companyId(),
    orderId: parent("order_id"),
    articleId: parent("article_id"),
    name: jsonb("name").$type<Localised>().notNull(),
    /** cents, VAT included, for one */
    unitPrice: integer("unit_price").notNull(),
    quantity: integer("quantity").notNull(),
    /** percent */
    vat: doublePrecision("vat").notNull().default(0),
  },
  (t) => [
    sameCompany(t.companyId, t.orderId, eshopOrders),
    sameCompany(t.companyId, t.articleId, articles, true),
    index("eshop_order_lines_order_idx").on(t.orderId),
    check("eshop_order_lines_quantity", sql`${t.quantity} > 0 and ${t.unitPrice} >= 0`),
  ],
);
