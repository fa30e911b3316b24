// Bookings: an order per confirmed booking cart, its appointments (the database refuses two
// overlapping active ones of an employee or a cabin), and the customers' tracked carts.
import { foreignKey, index, integer, jsonb, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { customers } from "./accounts";
import { articles, shops } from "./catalogue";
import { createdAt } from "./columns";
import { employees, resources } from "./staff";

/**
 * A booking order: what a customer confirmed in one go (the whole booking cart, one shop).
 * Payment 'free' means 'pay at the shop' (spec §1); card providers record theirs here too.
 */
export const bookingOrders = pgTable(
  "booking_orders",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    customerId: integer("customer_id").notNull(),
    shopId: integer("shop_id").notNull(),
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
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    unique("booking_orders_company_id_id").on(t.companyId, t.id),
    foreignKey({ columns: [t.companyId, t.customerId], foreignColumns: [customers.companyId, customers.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.shopId], foreignColumns: [shops.companyId, shops.id] }).onDelete("cascade"),
    index("booking_orders_customer_idx").on(t.companyId, t.customerId),
  ],
);

/**
 * One service of an order at its time, with its employee and (cabin mode) cabin. Instants are
 * UTC; `[start_at, end_at)` includes the service's pause. Exclusion constraints (migration
 * 0003_booking_exclusion) forbid two active appointments of one employee or one cabin to overlap.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    orderId: integer("order_id").notNull(),
    customerId: integer("customer_id").notNull(),
    shopId: integer("shop_id").notNull(),
    /** the service (or package) booked */
    articleId: integer("article_id").notNull(),
    employeeId: integer("employee_id").notNull(),
    cabinId: integer("cabin_id"),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["active", "cancelled"] }).notNull().default("active"),
    /** '1' staff only, '2' staff and cabin (spec §7 mode) */
    mode: text("mode", { enum: ["1", "2"] }).notNull().default("1"),
    /** cents, for all the customers the service requires */
    price: integer("price").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [bookingOrders.companyId, bookingOrders.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.shopId], foreignColumns: [shops.companyId, shops.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.articleId], foreignColumns: [articles.companyId, articles.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.employeeId], foreignColumns: [employees.companyId, employees.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.cabinId], foreignColumns: [resources.companyId, resources.id] }).onDelete("cascade"),
    index("appointments_shop_time_idx").on(t.companyId, t.shopId, t.startAt),
    index("appointments_order_idx").on(t.orderId),
  ],
);

/** Spec §3 'Tracked cart': a signed-in customer's booking or product cart kept on the server. */
export const trackedCarts = pgTable(
  "tracked_carts",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    customerId: integer("customer_id").notNull(),
    type: text("type", { enum: ["booking", "products"] }).notNull(),
    /** the shop's artebeauteId, as the storefront names shops */
    shopId: text("shop_id"),
    items: jsonb("items").$type<{ id: number; [k: string]: unknown }[]>().notNull().default([]),
    status: text("status", { enum: ["pending", "success", "cancelled"] }).notNull().default("pending"),
    transactionId: text("transaction_id"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.customerId], foreignColumns: [customers.companyId, customers.id] }).onDelete("cascade"),
    index("tracked_carts_customer_idx").on(t.companyId, t.customerId, t.type, t.status),
  ],
);
