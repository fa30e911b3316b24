// The payments of every kind of order (decision 166), their provider events and refunds: beside
// the orders they pay for, so no order's table needs another's.
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { BrowserStep } from "../../payments/provider";
import { sql } from "drizzle-orm";
import { companyId, createdAt, id, instant, parent, sameCompany, tenantKey } from "./columns";
import { bookingOrders } from "./booking";
import { eshopOrders } from "./eshop";
import { giftVouchers } from "./gifts";
import { counterSales } from "./counter";

/**
 * One online payment of an order through its provider: what `start` returned, what the provider
 * confirmed, what was refunded. `paymentId` is the provider's id, unique per provider.
 */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    companyId: companyId(),
    /** what is paid (decision 166): a booking order, a gift voucher bought online or an e-shop order; exactly one of the ids is set */
    kind: text("kind", { enum: ["booking", "voucher", "eshop"] }).notNull().default("booking"),
    /** the booking order (kind 'booking') */
    orderId: integer("order_id"),
    /** the gift voucher bought (kind 'voucher') */
    voucherId: integer("voucher_id"),
    /** the e-shop order (kind 'eshop') */
    eshopOrderId: integer("eshop_order_id"),
    provider: text("provider").notNull(),
    paymentId: text("payment_id"),
    /** what the browser does to pay (the provider's page, its signed form or its fields), as start gave it: payment/token hands it again */
    browser: jsonb("browser").$type<BrowserStep>(),
    /** our order reference given to the provider (1–12 letters or digits) */
    orderRef: text("order_ref").notNull(),
    status: text("status", { enum: ["started", "paid", "failed", "cancelled"] }).notNull().default("started"),
    /** cents asked of the card (computed on the server from the order) */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull(),
    /** cents the provider really captured */
    captured: integer("captured").notNull().default(0),
    refundHandle: text("refund_handle"),
    refunded: integer("refunded").notNull().default(0),
    /** the provider's message of the last failure (a declined card), shown to the customer */
    failure: text("failure"),
    createdAt: createdAt(),
    paidAt: instant("paid_at"),
  },
  (t) => [
    tenantKey("payments", t),
    sameCompany(t.companyId, t.orderId, bookingOrders),
    sameCompany(t.companyId, t.voucherId, giftVouchers),
    sameCompany(t.companyId, t.eshopOrderId, eshopOrders),
    check(
      "payments_one_order",
      sql`(${t.kind} = 'booking' and ${t.orderId} is not null and ${t.voucherId} is null and ${t.eshopOrderId} is null) or (${t.kind} = 'voucher' and ${t.voucherId} is not null and ${t.orderId} is null and ${t.eshopOrderId} is null) or (${t.kind} = 'eshop' and ${t.eshopOrderId} is not null and ${t.orderId} is null and ${t.voucherId} is null)`,
    ),
    uniqueIndex("payments_provider_payment_idx").on(t.provider, t.paymentId),
    uniqueIndex("payments_order_ref_idx").on(t.orderRef),
    index("payments_order_idx").on(t.orderId),
    index("payments_voucher_idx").on(t.voucherId),
    index("payments_eshop_order_idx").on(t.eshopOrderId),
    // the shops' payments over a period (statistics)
    index("payments_company_paid_idx").on(t.companyId, t.paidAt),
  ],
);

/** Every provider event applied, once: a replay finds its id here and changes nothing. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: id(),
    companyId: companyId(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    paymentId: text("payment_id"),
    outcome: text("outcome").notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex("payment_events_company_event_idx").on(t.companyId, t.provider, t.eventId)],
);

/** A refund asked of the provider for an order: kept before the call, so a retry never refunds twice. */
export const paymentRefunds = pgTable(
  "payment_refunds",
  {
    id: id(),
    companyId: companyId(),
    paymentRowId: parent("payment_row_id"),
    amount: integer("amount").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    status: text("status", { enum: ["asked", "succeeded", "pending", "failed"] }).notNull().default("asked"),
    refundId: text("refund_id"),
    /** cancelled by the customer, paid after its hold ran out, or given back by the business */
    reason: text("reason", { enum: ["cancelled", "late_payment", "business"] }).notNull(),
    /** the provider calls made for it; a failed one is asked again, with the same key, at `retry_at` */
    attempts: integer("attempts").notNull().default(0),
    /** when it is asked again: after a failure, or when a call never came back (a lease); null once answered, or given up */
    retryAt: instant("retry_at"),
    createdAt: createdAt(),
  },
  (t) => [
    sameCompany(t.companyId, t.paymentRowId, payments),
    uniqueIndex("payment_refunds_key_idx").on(t.idempotencyKey),
    index("payment_refunds_company_created_idx").on(t.companyId, t.createdAt),
    index("payment_refunds_retry_idx").on(t.retryAt).where(sql`${t.retryAt} is not null`),
  ],
);

/**
 * What the front desk took for an order at the counter (decision 277): cash, the shop's card
 * terminal, a gift voucher (its spend is in voucher_spends, the voucher's own ledger) or a loyalty
 * reward. Not a provider's payment: nothing to confirm, notify or sweep. An order's balance is its
 * amount less what was paid online, by vouchers and here (domain/counter-checkout.ts).
 */
export const counterPayments = pgTable(
  "counter_payments",
  {
    id: id(),
    companyId: companyId(),
    /** what it pays: a booking order, or a sale at the counter (decision 278); exactly one */
    orderId: integer("order_id"),
    saleId: integer("sale_id"),
    method: text("method", { enum: ["cash", "card_terminal", "voucher", "loyalty"] }).notNull(),
    /** cents */
    amount: integer("amount").notNull(),
    /** method 'voucher': the voucher spent; method 'loyalty': the reward used */
    voucherId: integer("voucher_id"),
    rewardId: integer("reward_id"),
    /** the company user who took it */
    takenBy: integer("taken_by"),
    at: instant("at").notNull(),
  },
  (t) => [
    sameCompany(t.companyId, t.orderId, bookingOrders),
    sameCompany(t.companyId, t.saleId, counterSales),
    check("counter_payments_one_order", sql`(${t.orderId} is null) <> (${t.saleId} is null)`),
    sameCompany(t.companyId, t.voucherId, giftVouchers, true),
    // a reward pays once
    uniqueIndex("counter_payments_reward_idx").on(t.rewardId),
    check("counter_payments_amount_positive", sql`${t.amount} > 0`),
    check("counter_payments_means_named", sql`(${t.method} = 'voucher') = (${t.voucherId} is not null) and (${t.method} = 'loyalty') = (${t.rewardId} is not null)`),
    index("counter_payments_order_idx").on(t.orderId),
    index("counter_payments_sale_idx").on(t.saleId),
  ],
);
