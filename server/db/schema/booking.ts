// Bookings: an order per confirmed booking cart, its appointments (the database refuses two
// overlapping active ones of an employee or a cabin), and the customers' tracked carts.
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, instant, companyId, tenantKey, sameCompany, id, parent, customerOwned } from "./columns";
import { customers } from "./accounts";
import { articles, shops } from "./catalogue";
import { employees, resources } from "./staff";

/**
 * A booking order: what a customer confirmed in one go (the whole booking cart, one shop).
 * Payment 'free' means 'pay at the shop' (spec §1); card providers record theirs here too.
 */
export const bookingOrders = pgTable(
  "booking_orders",
  {
    id: id(),
    ...customerOwned(),
    shopId: parent("shop_id"),
    status: text("status", { enum: ["confirmed", "cancelled"] }).notNull().default("confirmed"),
    paymentProvider: text("payment_provider").notNull().default("free"),
    /** cents, what the customer pays (at the shop with 'free') */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("EUR"),
    /** the tracked cart this order ended, if any */
    cartId: integer("cart_id"),
    customMessage: text("custom_message"),
    lang: text("lang").notNull().default("fr"),
    createdAt: createdAt(),
    cancelledAt: instant("cancelled_at"),
  },
  (t) => [tenantKey("booking_orders", t), sameCompany(t.companyId, t.customerId, customers), sameCompany(t.companyId, t.shopId, shops), index("booking_orders_customer_idx").on(t.companyId, t.customerId)],
);

/**
 * One service of an order at its time, with its employee and (cabin mode) cabin. Instants are
 * UTC; `[start_at, end_at)` includes the service's pause. Exclusion constraints (migration
 * 0003_booking_exclusion) forbid two active appointments of one employee or one cabin to overlap.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: id(),
    companyId: companyId(),
    orderId: parent("order_id"),
    customerId: parent("customer_id"),
    shopId: parent("shop_id"),
    /** the service (or package) booked */
    articleId: parent("article_id"),
    employeeId: parent("employee_id"),
    cabinId: integer("cabin_id"),
    startAt: instant("start_at").notNull(),
    endAt: instant("end_at").notNull(),
    status: text("status", { enum: ["active", "cancelled"] }).notNull().default("active"),
    /** '1' staff only, '2' staff and cabin (spec §7 mode) */
    mode: text("mode", { enum: ["1", "2"] }).notNull().default("1"),
    /** cents, for all the customers the service requires */
    price: integer("price").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    sameCompany(t.companyId, t.orderId, bookingOrders),
    sameCompany(t.companyId, t.shopId, shops),
    sameCompany(t.companyId, t.articleId, articles),
    sameCompany(t.companyId, t.employeeId, employees),
    sameCompany(t.companyId, t.cabinId, resources),
    index("appointments_shop_time_idx").on(t.companyId, t.shopId, t.startAt),
    index("appointments_order_idx").on(t.orderId),
  ],
);

/** Spec §3 'Tracked cart': a signed-in customer's booking or product cart kept on the server. */
export const trackedCarts = pgTable(
  "tracked_carts",
  {
    id: id(),
    ...customerOwned(),
    type: text("type", { enum: ["booking", "products"] }).notNull(),
    /** the shop's artebeauteId, as the storefront names shops */
    shopId: text("shop_id"),
    items: jsonb("items").$type<{ id: number; [k: string]: unknown }[]>().notNull().default([]),
    status: text("status", { enum: ["pending", "success", "cancelled"] }).notNull().default("pending"),
    transactionId: text("transaction_id"),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [sameCompany(t.companyId, t.customerId, customers), index("tracked_carts_customer_idx").on(t.companyId, t.customerId, t.type, t.status)],
);
