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
import type { BookingPlan } from "./booking-plan";
import { allocate, assertCents, hundredths, mulDivHalfUp, percentOf, vatPart } from "./cents";
import { balanceAfterSpend, voucherCover, type VoucherToSpend } from "./gift-voucher";
import type { Article } from "./types";
import { checkDepositRule, depositFor, type DepositRule } from "./deposit";

export * from "./deposit";
export type * from "./order-totals-shape";
import type { NotApplied, OrderInput, OrderLineInput, OrderTotals, ServiceLineInput, ProductLineInput, CouponDiscount, LoyaltyReward, TotalsLine, VatBreakdown, CouponScope } from "./order-totals-shape";

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
