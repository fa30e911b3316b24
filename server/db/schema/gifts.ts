// Gift vouchers (spec §3 'gift (code, orders)'; decisions 057, 165): a code that pays for
// bookings, whole or in part, until its balance is spent or its validity is over; and each spend
// by an order. The balance moves by one conditional update in the order's transaction, and its
// CHECK is the last guard: a voucher can never go below zero, however many orders spend it at once.
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { customers } from "./accounts";
import { bookingOrders } from "./booking";
import { eshopOrders } from "./eshop";
import { counterSales } from "./counter";
import { articles } from "./catalogue";
import { companyId, createdAt, id, instant, parent, sameCompany, tenantKey } from "./columns";

export const giftVouchers = pgTable(
  "gift_vouchers",
  {
    id: id(),
    companyId: companyId(),
    /** printed form, 'XXXX-XXXX-XXXX-XXXX-XXXX' (domain/gift-voucher.ts) */
    code: text("code").notNull(),
    kind: text("kind", { enum: ["amount", "service"] }).notNull(),
    /** the service a service voucher is for */
    articleId: integer("article_id"),
    /** cents: the amount, or what the service cost when the voucher was bought */
    value: integer("value").notNull(),
    /** cents left (a service voucher: its value until spent on its service, then 0) */
    balance: integer("balance").notNull(),
    /** the last shop-local day it can be spent */
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    /** the shop-local day it is e-mailed to its recipient */
    deliverOn: date("deliver_on", { mode: "string" }).notNull(),
    sentAt: instant("sent_at"),
    recipientName: text("recipient_name"),
    /** the customer who bought it, when bought online */
    buyerId: integer("buyer_id"),
    /** bought online: 'awaiting_payment' until its payment is confirmed, 'void' if that never comes; a voucher sold at the counter is 'active' */
    state: text("state", { enum: ["awaiting_payment", "active", "void"] }).notNull().default("active"),
    /** the gift theme (company settings gifts.themes) its voucher is drawn with */
    themeId: text("theme_id"),
    recipientEmail: text("recipient_email"),
    /** the buyer's words to the recipient, printed on the voucher */
    message: text("message"),
    /** the language of its mails and PDF (the buyer's when bought) */
    lang: text("lang").notNull().default("fr"),
    /** times the buyer had it sent again (limited, so a buyer cannot use it to flood an address) */
    resent: integer("resent").notNull().default(0),
    paidAt: instant("paid_at"),
    /** the sale at the counter it was sold in (decision 278) */
    counterSaleId: integer("counter_sale_id"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("gift_vouchers_code").on(t.companyId, t.code),
    tenantKey("gift_vouchers", t),
    sameCompany(t.companyId, t.articleId, articles, true),
    sameCompany(t.companyId, t.buyerId, customers, true),
    sameCompany(t.companyId, t.counterSaleId, counterSales, true),
    index("gift_vouchers_counter_sale_idx").on(t.counterSaleId),
    check("gift_vouchers_balance_within_value", sql`${t.value} > 0 and ${t.balance} >= 0 and ${t.balance} <= ${t.value}`),
    check("gift_vouchers_service_named", sql`${t.kind} = 'amount' or ${t.articleId} is not null`),
    index("gift_vouchers_buyer_idx").on(t.companyId, t.buyerId),
    // the gift orders' history over a period (statistics)
    index("gift_vouchers_company_created_idx").on(t.companyId, t.createdAt),
    index("gift_vouchers_due_idx").on(t.deliverOn).where(sql`${t.sentAt} is null and ${t.state} = 'active'`),
  ],
);

/** What a voucher paid on a booking; deleted (the balance credited back) when the booking is cancelled or expires unpaid. */
export const voucherSpends = pgTable(
  "voucher_spends",
  {
    id: id(),
    companyId: companyId(),
    voucherId: parent("voucher_id"),
    /** the order it paid: a booking order, or an e-shop order (decision 169) */
    bookingOrderId: integer("booking_order_id"),
    eshopOrderId: integer("eshop_order_id"),
    /** or a sale at the counter (decision 278) */
    counterSaleId: integer("counter_sale_id"),
    /** cents paid by the voucher */
    amount: integer("amount").notNull(),
    at: instant("at").notNull(),
  },
  (t) => [
    sameCompany(t.companyId, t.voucherId, giftVouchers),
    sameCompany(t.companyId, t.bookingOrderId, bookingOrders),
    unique("voucher_spends_voucher_order").on(t.voucherId, t.bookingOrderId),
    sameCompany(t.companyId, t.eshopOrderId, eshopOrders),
    unique("voucher_spends_voucher_eshop_order").on(t.voucherId, t.eshopOrderId),
    index("voucher_spends_eshop_order_idx").on(t.eshopOrderId),
    sameCompany(t.companyId, t.counterSaleId, counterSales),
    unique("voucher_spends_voucher_counter_sale").on(t.voucherId, t.counterSaleId),
    check("voucher_spends_one_order", sql`num_nonnulls(${t.bookingOrderId}, ${t.eshopOrderId}, ${t.counterSaleId}) = 1`),
    index("voucher_spends_order_idx").on(t.bookingOrderId),
    check("voucher_spends_amount_positive", sql`${t.amount} > 0`),
  ],
);
