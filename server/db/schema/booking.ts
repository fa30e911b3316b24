// Bookings: an order per confirmed booking cart, its appointments (the database refuses two
// overlapping active ones of an employee or a cabin), and the customers' tracked carts.
import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { createdAt, instant, companyId, tenantKey, sameCompany, id, parent, customerOwned } from "./columns";
import { customers } from "./accounts";
import { articles, shops } from "./catalogue";
import { employees, resources } from "./staff";

/**
 * A booking order: what a customer confirmed in one go (the whole booking cart, one shop).
 * Payment 'free' means 'pay at the shop' (spec §1). Paid online, the order waits in 'pending'
 * while its slots are held, becomes 'confirmed' once paid, or 'expired' when the hold ran out
 * unpaid (or the payment failed).
 */
export const bookingOrders = pgTable(
  "booking_orders",
  {
    id: id(),
    ...customerOwned(),
    shopId: parent("shop_id"),
    status: text("status", { enum: ["pending", "confirmed", "cancelled", "expired"] }).notNull().default("confirmed"),
    paymentProvider: text("payment_provider").notNull().default("free"),
    /** cents, what the customer pays (at the shop with 'free'), after the coupon and the reward */
    amount: integer("amount").notNull(),
    /** the coupon the order got (the code as it was then) and the cents it took off */
    couponCode: text("coupon_code"),
    couponDiscount: integer("coupon_discount").notNull().default(0),
    /** the loyalty reward spent on it (loyalty_rewards.order_id says which) and the cents it took off */
    rewardDiscount: integer("reward_discount").notNull().default(0),
    currency: text("currency").notNull().default("EUR"),
    /** the tracked cart this order ended, if any */
    cartId: integer("cart_id"),
    customMessage: text("custom_message"),
    lang: text("lang").notNull().default("fr"),
    /** where it was made: the storefront ('online'), the back-office for a caller ('phone'), the counter */
    source: text("source", { enum: ["online", "phone", "counter"] }).notNull().default("online"),
    /** the order's lines as domain/order-totals.ts computed them when it was placed (what a refund reads) */
    totals: jsonb("totals").$type<StoredTotals>(),
    /** cents paid online by card (0 until the payment is confirmed) */
    paidOnline: integer("paid_online").notNull().default(0),
    /** cents given back to the card */
    refunded: integer("refunded").notNull().default(0),
    createdAt: createdAt(),
    cancelledAt: instant("cancelled_at"),
    /** when the loyalty sweep judged the honoured booking (points earned, or none to earn) */
    loyaltyAwardedAt: instant("loyalty_awarded_at"),
    /** the calendar file's SEQUENCE: raised by each move, so calendars update the event (same UID) instead of adding one */
    icsSequence: integer("ics_sequence").notNull().default(0),
    /** the key the customer's 'manage my booking' link is signed with (decision 250); never shown */
    manageKey: uuid("manage_key").notNull().defaultRandom(),
    /** what the front desk marked (decision 277): the customer arrived, the service was done, or they never came */
    attendance: text("attendance", { enum: ["arrived", "done", "no_show"] }),
    attendanceAt: instant("attendance_at"),
  },
  (t) => [
    tenantKey("booking_orders", t),
    sameCompany(t.companyId, t.customerId, customers),
    sameCompany(t.companyId, t.shopId, shops),
    index("booking_orders_customer_idx").on(t.companyId, t.customerId),
    index("booking_orders_loyalty_due_idx").on(t.id).where(sql`status = 'confirmed' and loyalty_awarded_at is null`),
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
    id: id(),
    companyId: companyId(),
    orderId: parent("order_id"),
    customerId: parent("customer_id"),
    shopId: parent("shop_id"),
    /** the service (or package) booked */
    articleId: parent("article_id"),
    employeeId: parent("employee_id"),
    cabinId: integer("cabin_id"),
    /** the equipment the service takes (decision 217), when the company checks equipments */
    equipmentId: integer("equipment_id"),
    startAt: instant("start_at").notNull(),
    endAt: instant("end_at").notNull(),
    /**
     * 'held': kept for a customer who is paying, until `heldUntil`; the exclusion constraints count
     * it like an active one, so a hold can never become a double booking. 'released': a hold that
     * ran out or whose payment failed.
     */
    status: text("status", { enum: ["active", "held", "cancelled", "released"] }).notNull().default("active"),
    heldUntil: instant("held_until"),
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
    sameCompany(t.companyId, t.equipmentId, resources),
    index("appointments_shop_time_idx").on(t.companyId, t.shopId, t.startAt),
    // the statistics over a period, every shop at once
    index("appointments_company_time_idx").on(t.companyId, t.startAt),
    index("appointments_order_idx").on(t.orderId),
    index("appointments_held_idx").on(t.heldUntil).where(sql`status = 'held'`),
  ],
);

/** What an order keeps of its totals: per line, what a later refund is computed from. */
export interface StoredTotals {
  total: number;
  deposit: number;
  cardNow: number;
  dueAtShop: number;
  lines: { key: string; articleId: number | null; total: number; deposit: number; cardNow: number; dueAtShop: number; vouchers: { code: string; paid: number }[]; start?: string; appointmentId?: number }[];
}

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
