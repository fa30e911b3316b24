// The totals of an order: one pure function that the booking step, the order page, the e-mail and
// the payment provider call all read, so they can never disagree (after Medusa's totals module).
// Prices are VAT included (TTC), in integer cents. Decision 055 records the choices below.
//
// How an order is reduced, in this order:
//   1. a service voucher claims the first line of its service: that line is paid by the voucher
//      whatever the service costs now, and takes no coupon or reward (nothing to gain there);
//   2. the coupon (one per order): a percentage or an amount off the lines in its scope, once the
//      minimum order is reached, never more than those lines;
//   3. the loyalty reward (one per order): an amount off, or one service or one product unit free;
//   4. amount vouchers pay what is left (delivery included, a voucher being bought excluded);
//   5. bookings: the deposit rule says how much of each service is secured online now; the
//      vouchers count toward it, the card pays the rest of it, and the shop is paid the remainder.
//      Products, delivery and vouchers being bought are paid in full online.
// Coupon and reward are discounts: they lower the price, so the VAT. Vouchers are a way to pay:
// the VAT is the same whoever pays.
import { z } from "zod";
import type { BookingPlan } from "./booking-plan";
import { allocate, assertCents, hundredths, mulDivHalfUp, percentOf, vatPart } from "./cents";
import { balanceAfterSpend, voucherCover, type VoucherToSpend } from "./gift-voucher";
import type { Article } from "./types";

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

/** How much of a booked service is paid online: all of it, a percentage, a fixed amount, or nothing. */
export type DepositRule =
  | { type: "full" }
  | { type: "percentage"; percent: number }
  /** cents per booked service (a duo is one service) */
  | { type: "fixed"; amount: number }
  | { type: "none" };

/** The company's deposit policy for bookings paid online. */
export interface DepositPolicy {
  rule: DepositRule;
  /** ask it only of customers who have never had a booking honoured */
  newCustomersOnly: boolean;
}

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

// ─── Building lines ──────────────────────────────────────────────────────────────────────────

/**
 * The service lines of a planned booking: keys 'service-1', 'service-2'… in order, the VAT rate
 * from each service's booker.vat, and a service's own deposit rule when `depositOf` gives one.
 */
export function serviceLinesFromPlan(
  plan: Pick<BookingPlan, "lines">,
  services: ReadonlyMap<number, Pick<Article, "id" | "booker">>,
  depositOf?: (articleId: number) => DepositRule | null | undefined,
): ServiceLineInput[] {
  return plan.lines.map((line, i) => {
    const service = services.get(line.articleId);
    if (!service) throw new RangeError(`lines[${i}].articleId: unknown service ${line.articleId}`);
    return {
      kind: "service",
      key: `service-${i + 1}`,
      articleId: line.articleId,
      price: line.price,
      vatRate: service.booker.vat,
      start: line.start,
      end: line.end,
      deposit: depositOf?.(line.articleId) ?? null,
    };
  });
}

/** The product lines of a product cart: keys 'product-<id>'. */
export function productLinesFromCart(lines: readonly { id: number; price: number; quantity: number; vat: number }[]): ProductLineInput[] {
  return lines.map((line) => ({ kind: "product", key: `product-${line.id}`, articleId: line.id, unitPrice: line.price, quantity: line.quantity, vatRate: line.vat }));
}

// ─── The computation ─────────────────────────────────────────────────────────────────────────

interface Work {
  input: OrderLineInput;
  articleId: number | null;
  quantity: number;
  unitPrice: number;
  subtotal: number;
  coupon: number;
  reward: number;
  /** the service voucher that claimed this line */
  claimedBy: VoucherToSpend | null;
  vouchers: Map<string, number>;
}

const remaining = (w: Work) => w.subtotal - w.coupon - w.reward;
const voucherPaid = (w: Work) => [...w.vouchers.values()].reduce((sum, v) => sum + v, 0);

function checkLines(lines: readonly OrderLineInput[]): Work[] {
  const keys = new Set<string>();
  return lines.map((line, i) => {
    const field = `lines[${i}]`;
    if (typeof line.key !== "string" || line.key === "") throw new RangeError(`${field}.key: expected a non-empty key`);
    if (keys.has(line.key)) throw new RangeError(`${field}.key: '${line.key}' is used twice`);
    keys.add(line.key);
    hundredths(line.vatRate, `${field}.vatRate`);
    let unitPrice: number;
    let quantity = 1;
    let articleId: number | null = null;
    switch (line.kind) {
      case "service":
        assertCents(line.price, `${field}.price`);
        unitPrice = line.price;
        articleId = line.articleId;
        if (line.deposit) checkDepositRule(line.deposit, `${field}.deposit`);
        break;
      case "product":
        assertCents(line.unitPrice, `${field}.unitPrice`);
        if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new RangeError(`${field}.quantity: expected a whole number >= 1, got ${String(line.quantity)}`);
        unitPrice = line.unitPrice;
        quantity = line.quantity;
        articleId = line.articleId;
        break;
      case "delivery":
        assertCents(line.price, `${field}.price`);
        unitPrice = line.price;
        break;
      case "voucher":
        assertCents(line.price, `${field}.price`);
        unitPrice = line.price;
        articleId = line.articleId;
        break;
      default:
        throw new RangeError(`${field}.kind: expected 'service', 'product', 'delivery' or 'voucher'`);
    }
    return { input: line, articleId, quantity, unitPrice, subtotal: unitPrice * quantity, coupon: 0, reward: 0, claimedBy: null, vouchers: new Map() };
  });
}

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** A deposit rule as the settings document and a service's settings store it. */
export const depositRuleSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("full") }),
  z.object({ type: z.literal("percentage"), percent: z.number().gt(0).max(100).refine(twoDecimals, "at most two decimals") }),
  z.object({ type: z.literal("fixed"), amount: z.number().int().min(1) }),
  z.object({ type: z.literal("none") }),
]) satisfies z.ZodType<DepositRule>;

/** The company's deposit policy, with its defaults: the full price, from every customer. */
export const depositPolicySchema = z.object({
  rule: depositRuleSchema.default({ type: "full" }),
  newCustomersOnly: z.boolean().default(false),
}) satisfies z.ZodType<DepositPolicy>;

/** Throws a RangeError naming `field` (and the bad part of it) unless the rule is well formed. */
export function checkDepositRule(rule: DepositRule, field = "deposit"): void {
  const parsed = depositRuleSchema.safeParse(rule);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new RangeError(`${[field, ...issue.path].join(".")}: ${issue.message}`);
  }
}

function inScope(w: Work, scope: CouponScope): boolean {
  const kind = w.input.kind;
  return (kind === "service" && scope !== "products") || (kind === "product" && scope !== "services");
}

/**
 * The coupon discount on these lines: a percentage of the lines in scope (rounded half up, on
 * their sum) or an amount off, never more than those lines; nothing below the minimum order.
 * Lines a service voucher claimed are left out of the scope and of the minimum.
 */
function applyCoupon(work: Work[], coupon: CouponDiscount, notApplied: NotApplied[]): number {
  const eligible = work.filter((w) => inScope(w, coupon.scope) && !w.claimedBy && w.subtotal > 0);
  const base = eligible.reduce((sum, w) => sum + w.subtotal, 0);
  if (base === 0) {
    notApplied.push({ what: "coupon", code: coupon.code, reason: "coupon_no_eligible_line" });
    return 0;
  }
  if (base < coupon.minimumOrder) {
    notApplied.push({ what: "coupon", code: coupon.code, reason: "coupon_below_minimum", minimumOrder: coupon.minimumOrder });
    return 0;
  }
  const discount = coupon.reductionType === "percentage" ? percentOf(base, coupon.amount) : Math.min(coupon.amount, base);
  allocate(discount, eligible.map((w) => w.subtotal)).forEach((share, i) => (eligible[i]!.coupon = share));
  return discount;
}

function applyReward(work: Work[], reward: LoyaltyReward, notApplied: NotApplied[]): number {
  const open = work.filter((w) => !w.claimedBy && (w.input.kind === "service" || w.input.kind === "product") && remaining(w) > 0);
  if (reward.type === "amount") {
    const base = open.reduce((sum, w) => sum + remaining(w), 0);
    if (base === 0) {
      notApplied.push({ what: "reward", reason: "reward_nothing_to_discount" });
      return 0;
    }
    const discount = Math.min(reward.amount, base);
    allocate(discount, open.map(remaining)).forEach((share, i) => (open[i]!.reward = share));
    return discount;
  }
  const line = open.find((w) => w.input.kind === reward.type && w.articleId === reward.articleId);
  if (!line) {
    notApplied.push({ what: "reward", reason: "reward_item_not_in_order" });
    return 0;
  }
  // One unit free: what is left of the line less what is left of the other units.
  const left = remaining(line);
  line.reward = left - mulDivHalfUp(left, line.quantity - 1, line.quantity);
  return line.reward;
}

function payWithVouchers(work: Work[], vouchers: readonly VoucherToSpend[], notApplied: NotApplied[]): OrderTotals["vouchers"] {
  const used = new Set<string>();
  const paid: OrderTotals["vouchers"] = [];
  const service = vouchers.filter((v) => v.kind === "service");
  const amount = vouchers.filter((v) => v.kind !== "service");
  for (const voucher of [...service, ...amount]) {
    if (used.has(voucher.code)) {
      notApplied.push({ what: "voucher", code: voucher.code, reason: "voucher_already_applied" });
      continue;
    }
    used.add(voucher.code);
    if (voucher.balance === 0) {
      notApplied.push({ what: "voucher", code: voucher.code, reason: "voucher_used" });
      continue;
    }
    let spent: number;
    if (voucher.kind === "service") {
      const line = work.find((w) => w.claimedBy === voucher);
      if (!line) {
        notApplied.push({ what: "voucher", code: voucher.code, reason: "voucher_service_not_in_order" });
        continue;
      }
      spent = voucherCover(voucher, remaining(line), line.articleId);
      if (spent === 0) {
        notApplied.push({ what: "voucher", code: voucher.code, reason: "voucher_nothing_to_pay" });
        continue;
      }
      line.vouchers.set(voucher.code, spent);
    } else {
      // Everything but a voucher being bought: vouchers never buy vouchers.
      const open = work.filter((w) => w.input.kind !== "voucher" && remaining(w) - voucherPaid(w) > 0);
      const due = open.reduce((sum, w) => sum + remaining(w) - voucherPaid(w), 0);
      spent = voucherCover(voucher, due);
      if (spent === 0) {
        notApplied.push({ what: "voucher", code: voucher.code, reason: "voucher_nothing_to_pay" });
        continue;
      }
      allocate(spent, open.map((w) => remaining(w) - voucherPaid(w))).forEach((share, i) => {
        if (share > 0) open[i]!.vouchers.set(voucher.code, share);
      });
    }
    paid.push({ code: voucher.code, paid: spent, balanceAfter: balanceAfterSpend(voucher, spent) });
  }
  return paid;
}

/** What the deposit rule secures online for a booked service costing `total`; never more than the total. */
export function depositFor(rule: DepositRule, total: number): number {
  switch (rule.type) {
    case "full":
      return total;
    case "percentage":
      return Math.min(total, percentOf(total, rule.percent));
    case "fixed":
      return Math.min(total, rule.amount);
    case "none":
      return 0;
  }
}

function claimServiceLines(work: Work[], vouchers: readonly VoucherToSpend[]): void {
  for (const voucher of vouchers) {
    if (voucher.kind !== "service" || voucher.balance === 0) continue;
    if (work.some((w) => w.claimedBy?.code === voucher.code)) continue;
    const line = work.find((w) => w.input.kind === "service" && !w.claimedBy && w.articleId === voucher.articleId);
    if (line) line.claimedBy = voucher;
  }
}

/**
 * The totals of an order. Throws a RangeError naming the field on malformed input (negative or
 * fractional cents, a quantity below 1, a rate outside 0–100, a key used twice).
 */
export function orderTotals(order: OrderInput): OrderTotals {
  const work = checkLines(order.lines);
  const vouchers = order.vouchers ?? [];
  vouchers.forEach((v, i) => {
    assertCents(v.balance, `vouchers[${i}].balance`);
    if (v.kind === "service" && !Number.isInteger(v.articleId)) throw new RangeError(`vouchers[${i}].articleId: a service voucher names its service`);
  });
  if (order.coupon) {
    const c = order.coupon;
    if (c.reductionType === "percentage") hundredths(c.amount, "coupon.amount");
    else if (c.reductionType === "amount") assertCents(c.amount, "coupon.amount");
    else throw new RangeError("coupon.reductionType: expected 'percentage' or 'amount'");
    assertCents(c.minimumOrder, "coupon.minimumOrder");
    if (c.scope !== "services" && c.scope !== "products" && c.scope !== "both") throw new RangeError("coupon.scope: expected 'services', 'products' or 'both'");
  }
  if (order.reward?.type === "amount") assertCents(order.reward.amount, "reward.amount");
  if (order.deposit) checkDepositRule(order.deposit.rule, "deposit.rule");

  const notApplied: NotApplied[] = [];
  claimServiceLines(work, vouchers);
  const couponDiscount = order.coupon ? applyCoupon(work, order.coupon, notApplied) : 0;
  const rewardDiscount = order.reward ? applyReward(work, order.reward, notApplied) : 0;
  const paidVouchers = payWithVouchers(work, vouchers, notApplied);

  const depositApplies = Boolean(order.deposit) && (!order.deposit!.newCustomersOnly || order.newCustomer === true);
  const lines: TotalsLine[] = work.map((w) => {
    const total = remaining(w);
    const byVouchers = voucherPaid(w);
    let deposit: number;
    if (w.input.kind === "service") {
      const rule = w.input.deposit ?? order.deposit?.rule;
      deposit = depositApplies && rule ? depositFor(rule, total) : 0;
    } else deposit = total;
    // Voucher money counts toward the deposit; the card pays only what the vouchers did not.
    const cardNow = Math.max(0, Math.min(deposit, total) - byVouchers);
    const vat = vatPart(total, w.input.vatRate);
    const line: TotalsLine = {
      key: w.input.key,
      kind: w.input.kind,
      articleId: w.articleId,
      quantity: w.quantity,
      unitPrice: w.unitPrice,
      subtotal: w.subtotal,
      couponDiscount: w.coupon,
      rewardDiscount: w.reward,
      total,
      vatRate: w.input.vatRate,
      vat,
      net: total - vat,
      vouchers: [...w.vouchers].map(([code, paid]) => ({ code, paid })),
      voucherPaid: byVouchers,
      deposit,
      cardNow,
      paidOnline: byVouchers + cardNow,
      dueAtShop: total - byVouchers - cardNow,
    };
    if (w.input.kind === "service") {
      if (w.input.start) line.start = w.input.start;
      if (w.input.end) line.end = w.input.end;
    }
    return line;
  });

  const sum = (pick: (l: TotalsLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  const byRate = new Map<number, VatBreakdown>();
  for (const line of lines) {
    const entry = byRate.get(line.vatRate) ?? { rate: line.vatRate, net: 0, vat: 0, total: 0 };
    entry.net += line.net;
    entry.vat += line.vat;
    entry.total += line.total;
    byRate.set(line.vatRate, entry);
  }
  const subtotal = sum((l) => l.subtotal);
  const total = sum((l) => l.total);
  const voucherTotal = sum((l) => l.voucherPaid);
  const cardNow = sum((l) => l.cardNow);
  return {
    lines,
    subtotal,
    couponDiscount,
    rewardDiscount,
    discount: couponDiscount + rewardDiscount,
    total,
    delivery: sum((l) => (l.kind === "delivery" ? l.total : 0)),
    vat: sum((l) => l.vat),
    net: sum((l) => l.net),
    vatByRate: [...byRate.values()].sort((a, b) => a.rate - b.rate),
    voucherPaid: voucherTotal,
    deposit: sum((l) => l.deposit),
    cardNow,
    paidOnline: voucherTotal + cardNow,
    dueAtShop: sum((l) => l.dueAtShop),
    coupon: order.coupon && couponDiscount > 0 ? { code: order.coupon.code, discount: couponDiscount } : null,
    reward: order.reward && rewardDiscount > 0 ? { reward: order.reward, discount: rewardDiscount } : null,
    vouchers: paidVouchers,
    notApplied,
  };
}

/**
 * What a booked order leaves to pay at the shop, as the customer is told it (the confirmation,
 * the order's page, the mail): after a payment online, what the server counted as due; without
 * one, the total less what gift vouchers paid; null when nothing but the total needs saying (no
 * voucher, nothing paid online).
 */
export function leftToPayAtShop(order: { amount: number; discounts: { vouchers: readonly { paid: number }[] }; payment: { paid: number; dueAtShop: number } | null }): number | null {
  if (order.payment && order.payment.paid > 0) return order.payment.dueAtShop;
  if (order.discounts.vouchers.length === 0) return null;
  return order.amount - order.discounts.vouchers.reduce((sum, v) => sum + v.paid, 0);
}
