// The shape of an order given to domain/order-totals.ts and of the totals it answers (types only).
import type { DepositPolicy, DepositRule } from "./deposit";
import type { VoucherToSpend } from "./gift-voucher";

// ─── Input ───────────────────────────────────────────────────────────────────────────────────

/** A booked service: one line of planBooking, priced for its day and all its customers. */
export interface ServiceLineInput {
  kind: "service";
  /** unique in the order; refunds name lines by it */
  key: string;
  articleId: number;
  /** cents, VAT included */
  price: number;
  /** percent, e.g. 20 or 5.5 (the service's booker.vat) */
  vatRate: number;
  start?: Date;
  end?: Date;
  /** the service's own deposit rule, replacing the company's; undefined or null: the company's */
  deposit?: DepositRule | null;
}

/** A product of the e-shop. */
export interface ProductLineInput {
  kind: "product";
  key: string;
  articleId: number;
  /** cents, VAT included */
  unitPrice: number;
  quantity: number;
  vatRate: number;
}

/** Delivery of an e-shop order. */
export interface DeliveryLineInput {
  kind: "delivery";
  key: string;
  price: number;
  vatRate: number;
}

/** A gift voucher being bought (0 % VAT for an amount voucher, the service's rate for a service voucher). */
export interface VoucherSaleLineInput {
  kind: "voucher";
  key: string;
  /** the service a service voucher is for, else null */
  articleId: number | null;
  price: number;
  vatRate: number;
}

export type OrderLineInput = ServiceLineInput | ProductLineInput | DeliveryLineInput | VoucherSaleLineInput;
export type LineKind = OrderLineInput["kind"];

export type CouponScope = "services" | "products" | "both";
export type ReductionType = "percentage" | "amount";

/** What totals need of a coupon (its validity and usage are coupons.ts's business). */
export interface CouponDiscount {
  code: string;
  /** spec §3: 'percentage', or an amount off */
  reductionType: ReductionType;
  /** the percentage (e.g. 15 or 12.5) or the cents off */
  amount: number;
  scope: CouponScope;
  /** cents the lines in scope must reach before the coupon counts; 0 for none */
  minimumOrder: number;
}

/** A loyalty reward taken for points: an amount off, or one service or product free. */
export type LoyaltyReward =
  | { type: "amount"; amount: number }
  | { type: "service"; articleId: number }
  | { type: "product"; articleId: number };

export interface OrderInput {
  lines: readonly OrderLineInput[];
  coupon?: CouponDiscount | null;
  reward?: LoyaltyReward | null;
  /** the gift vouchers the customer applies, in the order given; each is checked valid beforehand */
  vouchers?: readonly VoucherToSpend[];
  /** bookings paid online: the deposit policy; null or absent: bookings are paid at the shop */
  deposit?: DepositPolicy | null;
  /** whether the customer is new (no booking honoured yet); counts only for newCustomersOnly */
  newCustomer?: boolean;
}

// ─── Output ──────────────────────────────────────────────────────────────────────────────────

export interface TotalsLine {
  key: string;
  kind: LineKind;
  articleId: number | null;
  quantity: number;
  /** cents, VAT included */
  unitPrice: number;
  /** unitPrice × quantity */
  subtotal: number;
  couponDiscount: number;
  rewardDiscount: number;
  /** subtotal − couponDiscount − rewardDiscount: what the line costs, VAT included */
  total: number;
  vatRate: number;
  /** the VAT part of total */
  vat: number;
  /** total − vat */
  net: number;
  /** paid by gift vouchers, per voucher code */
  vouchers: { code: string; paid: number }[];
  voucherPaid: number;
  /** what must be secured online for this line (the deposit; the total for products) */
  deposit: number;
  /** paid by card now, through the provider */
  cardNow: number;
  /** voucherPaid + cardNow */
  paidOnline: number;
  /** total − paidOnline */
  dueAtShop: number;
  start?: Date;
  end?: Date;
}

export interface VatBreakdown {
  rate: number;
  /** VAT excluded */
  net: number;
  vat: number;
  /** VAT included */
  total: number;
}

/** Why a coupon, reward or voucher given to totals took nothing off; keys a page translates. */
export type NotAppliedReason =
  | "coupon_no_eligible_line"
  | "coupon_below_minimum"
  | "reward_item_not_in_order"
  | "reward_nothing_to_discount"
  | "voucher_used"
  | "voucher_already_applied"
  | "voucher_service_not_in_order"
  | "voucher_nothing_to_pay";

export interface NotApplied {
  what: "coupon" | "reward" | "voucher";
  code?: string;
  reason: NotAppliedReason;
  /** for coupon_below_minimum: the minimum, in cents */
  minimumOrder?: number;
}

export interface OrderTotals {
  lines: TotalsLine[];
  /** Σ line subtotals, before any discount */
  subtotal: number;
  couponDiscount: number;
  rewardDiscount: number;
  /** couponDiscount + rewardDiscount */
  discount: number;
  /** subtotal − discount: what the order costs, VAT included */
  total: number;
  /** the delivery lines' total, part of total */
  delivery: number;
  vat: number;
  net: number;
  /** per VAT rate, lowest rate first; each rate's VAT is the sum of its lines' */
  vatByRate: VatBreakdown[];
  voucherPaid: number;
  deposit: number;
  /** the amount for the payment provider */
  cardNow: number;
  /** voucherPaid + cardNow */
  paidOnline: number;
  dueAtShop: number;
  coupon: { code: string; discount: number } | null;
  reward: { reward: LoyaltyReward; discount: number } | null;
  /** each voucher that paid something: how much, and its balance afterwards */
  vouchers: { code: string; paid: number; balanceAfter: number }[];
  notApplied: NotApplied[];
}
