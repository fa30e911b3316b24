// Coupons (spec §3 'Coupon'; decision 056): a business's codes, percentage or amount off, with
// their scope, minimum, validity days and usage limits; and each use by an order. `used_count`
// is moved by one conditional update in the order's transaction, and its CHECK is the last guard:
// a coupon's total limit can never be passed, however many orders take it at once.
import { sql } from "drizzle-orm";
import { boolean, check, date, doublePrecision, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { customers } from "./accounts";
import { bookingOrders } from "./booking";
import { eshopOrders } from "./eshop";
import { companyId, createdAt, id, instant, localisedText, parent, sameCompany, tenantKey } from "./columns";

export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    companyId: companyId(),
    /** as customers type it once normalised: no spaces, capitals */
    code: text("code").notNull(),
    /** what the customer reads beside the code, per language */
    name: localisedText("name"),
    reductionType: text("reduction_type", { enum: ["percentage", "amount"] }).notNull(),
    /** the percentage (e.g. 15 or 12.5), or the cents off */
    amount: doublePrecision("amount").notNull(),
    scope: text("scope", { enum: ["services", "products", "both"] }).notNull().default("both"),
    /** cents the lines in scope must reach; 0 for none */
    minimumOrder: integer("minimum_order").notNull().default(0),
    /** first and last shop-local days it can be used, both included; null: no bound */
    validFrom: date("valid_from", { mode: "string" }),
    validUntil: date("valid_until", { mode: "string" }),
    usageLimitPerCustomer: integer("usage_limit_per_customer"),
    usageLimitTotal: integer("usage_limit_total"),
    /** orders that hold it now (a use given back by a cancellation no longer counts) */
    usedCount: integer("used_count").notNull().default(0),
    /** applied without a code when it is the best for the order */
    automatic: boolean("automatic").notNull().default(false),
    /** listed to every visitor (GET coupons, the coupon popup); otherwise known only to whoever has the code */
    listed: boolean("listed").notNull().default(false),
    /** one customer's own coupon; null: anyone's */
    customerId: integer("customer_id"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    unique("coupons_code").on(t.companyId, t.code),
    tenantKey("coupons", t),
    sameCompany(t.companyId, t.customerId, customers),
    check("coupons_amount_positive", sql`${t.amount} > 0 and (${t.reductionType} = 'amount' or ${t.amount} <= 100)`),
    check("coupons_used_within_limit", sql`${t.usedCount} >= 0 and (${t.usageLimitTotal} is null or ${t.usedCount} <= ${t.usageLimitTotal})`),
  ],
);

/** A coupon held by an order; deleted (and the count given back) when the order is cancelled or expires unpaid. */
export const couponUses = pgTable(
  "coupon_uses",
  {
    id: id(),
    companyId: companyId(),
    couponId: parent("coupon_id"),
    customerId: parent("customer_id"),
    bookingOrderId: integer("booking_order_id"),
    /** or the e-shop order (decision 169) */
    eshopOrderId: integer("eshop_order_id"),
    /** cents it took off */
    discount: integer("discount").notNull(),
    at: instant("at").notNull(),
  },
  (t) => [
    sameCompany(t.companyId, t.couponId, coupons),
    sameCompany(t.companyId, t.customerId, customers),
    sameCompany(t.companyId, t.bookingOrderId, bookingOrders),
    unique("coupon_uses_booking_order").on(t.bookingOrderId),
    sameCompany(t.companyId, t.eshopOrderId, eshopOrders),
    unique("coupon_uses_eshop_order").on(t.eshopOrderId),
    index("coupon_uses_coupon_customer_idx").on(t.couponId, t.customerId),
  ],
);
