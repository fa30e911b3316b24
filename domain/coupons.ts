// Coupons (decision 056): whether a coupon can be used now, by whom, on which order, what it takes
// off (order totals computes it, so the discount shown is the discount charged), and which coupon
// an order gets when several apply. Every refusal is a key a page translates.
//
// One coupon per order. It combines with a loyalty reward and with gift vouchers (see
// order-totals.ts for the order they apply in). The automatic choice is the coupon that leaves
// the customer the least to pay; on a tie an automatic coupon wins over a typed one (the
// customer keeps their code), then the one ending sooner, then the code in alphabetical order.
import { orderTotals, type CouponDiscount, type OrderInput, type OrderTotals } from "./order-totals";
import { localDateOf, parseLocalDate, type LocalDate } from "./time";

export interface Coupon extends CouponDiscount {
  active: boolean;
  /** first and last shop-local days it can be used, inclusive; null: no bound */
  validFrom: LocalDate | null;
  validUntil: LocalDate | null;
  /** uses allowed per customer; null: no limit */
  usageLimitPerCustomer: number | null;
  /** uses allowed in all; null: no limit */
  usageLimitTotal: number | null;
  /** applied without a code when it is the best one */
  automatic: boolean;
  /** a coupon meant for one customer only; null: for anyone */
  customerId: string | null;
}

/** How often it was used already (orders paid or booked with it). */
export interface CouponUsage {
  total: number;
  byCustomer: number;
}

export interface CouponContext {
  now: Date;
  /** the shop's zone, in which the validity days are read */
  timeZone: string;
  /** the signed-in customer, or null */
  customerId: string | null;
}

export type CouponRefusal =
  | "coupon_unknown"
  | "coupon_inactive"
  | "coupon_not_started"
  | "coupon_expired"
  /** its total usage limit is reached */
  | "coupon_used_up"
  /** this customer used it as often as allowed */
  | "coupon_already_used"
  /** it is limited per customer, or personal, and nobody is signed in */
  | "coupon_sign_in_needed"
  /** someone else's personal coupon */
  | "coupon_not_yours"
  | "coupon_no_eligible_line"
  | "coupon_below_minimum"
  /** it applies, but the automatic coupon takes off more */
  | "coupon_automatic_better";

/** A code as typed, made comparable: spaces dropped, capitals. ' printemps 15 ' → 'PRINTEMPS15'. */
export function normaliseCouponCode(typed: string): string {
  return String(typed).normalize("NFKC").replace(/\s+/g, "").toUpperCase();
}

function assertLimit(value: number | null, field: string): void {
  if (value !== null && (!Number.isSafeInteger(value) || value < 0)) throw new RangeError(`${field}: expected a whole number >= 0 or null`);
}

/**
 * Whether the coupon can be used now by this customer, before looking at the order: active,
 * theirs, within its days (shop-local, both ends included), and under its usage limits.
 */
export function couponValidity(coupon: Coupon, usage: CouponUsage, ctx: CouponContext): CouponRefusal | null {
  assertLimit(coupon.usageLimitPerCustomer, "usageLimitPerCustomer");
  assertLimit(coupon.usageLimitTotal, "usageLimitTotal");
  if (!coupon.active) return "coupon_inactive";
  if (coupon.customerId !== null) {
    if (ctx.customerId === null) return "coupon_sign_in_needed";
    if (coupon.customerId !== ctx.customerId) return "coupon_not_yours";
  }
  if (coupon.validFrom !== null) parseLocalDate(coupon.validFrom, "validFrom");
  if (coupon.validUntil !== null) parseLocalDate(coupon.validUntil, "validUntil");
  const today = localDateOf(ctx.now, ctx.timeZone);
  // 'YYYY-MM-DD' strings compare as dates.
  if (coupon.validFrom !== null && today < coupon.validFrom) return "coupon_not_started";
  if (coupon.validUntil !== null && today > coupon.validUntil) return "coupon_expired";
  if (coupon.usageLimitTotal !== null && usage.total >= coupon.usageLimitTotal) return "coupon_used_up";
  if (coupon.usageLimitPerCustomer !== null) {
    if (ctx.customerId === null) return "coupon_sign_in_needed";
    if (usage.byCustomer >= coupon.usageLimitPerCustomer) return "coupon_already_used";
  }
  return null;
}

export type CouponCheck =
  | { ok: true; discount: number; totals: OrderTotals }
  | { ok: false; reason: CouponRefusal; /** coupon_below_minimum: the minimum, in cents */ minimumOrder?: number };

/** The coupon on this order: refused with its reason, or its discount and the order's totals with it. */
export function checkCoupon(coupon: Coupon, usage: CouponUsage, order: OrderInput, ctx: CouponContext): CouponCheck {
  const refusal = couponValidity(coupon, usage, ctx);
  if (refusal) return { ok: false, reason: refusal };
  const totals = orderTotals({ ...order, coupon });
  const missed = totals.notApplied.find((n) => n.what === "coupon");
  if (missed) {
    const reason = missed.reason === "coupon_below_minimum" ? "coupon_below_minimum" : "coupon_no_eligible_line";
    return missed.minimumOrder !== undefined ? { ok: false, reason, minimumOrder: missed.minimumOrder } : { ok: false, reason };
  }
  return { ok: true, discount: totals.couponDiscount, totals };
}

export interface CouponCandidate {
  coupon: Coupon;
  usage: CouponUsage;
}

export interface CouponChoice {
  /** the coupon the order gets, with the order's totals; null when none applies */
  chosen: { coupon: Coupon; discount: number; totals: OrderTotals } | null;
  /** why the typed coupon is not used; and automatic coupons only a minimum away (to say 'add X to get…') */
  refusals: { code: string; reason: CouponRefusal; minimumOrder?: number; automatic: boolean }[];
}

/**
 * The coupon for an order, among the automatic coupons and the one the customer typed (if any):
 * the one that leaves the least to pay. A typed code that applies but is beaten is refused with
 * 'coupon_automatic_better'; a typed code that does not apply says why.
 */
export function chooseCoupon(input: { typed?: CouponCandidate | null; automatic: readonly CouponCandidate[]; order: OrderInput; ctx: CouponContext }): CouponChoice {
  const refusals: CouponChoice["refusals"] = [];
  const applicable: { coupon: Coupon; discount: number; totals: OrderTotals; automatic: boolean }[] = [];
  const candidates = [...input.automatic.map((c) => ({ ...c, automatic: true })), ...(input.typed ? [{ ...input.typed, automatic: false }] : [])];
  for (const candidate of candidates) {
    const check = checkCoupon(candidate.coupon, candidate.usage, input.order, input.ctx);
    if (check.ok) applicable.push({ coupon: candidate.coupon, discount: check.discount, totals: check.totals, automatic: candidate.automatic });
    else if (!candidate.automatic || check.reason === "coupon_below_minimum") {
      refusals.push({ code: candidate.coupon.code, reason: check.reason, ...(check.minimumOrder !== undefined ? { minimumOrder: check.minimumOrder } : {}), automatic: candidate.automatic });
    }
  }
  applicable.sort(
    (a, b) =>
      a.totals.total - b.totals.total ||
      Number(b.automatic) - Number(a.automatic) ||
      (a.coupon.validUntil ?? "9999-12-31").localeCompare(b.coupon.validUntil ?? "9999-12-31") ||
      a.coupon.code.localeCompare(b.coupon.code),
  );
  const best = applicable[0] ?? null;
  const typed = applicable.find((a) => !a.automatic);
  if (typed && best && typed !== best) refusals.push({ code: typed.coupon.code, reason: "coupon_automatic_better", automatic: false });
  return { chosen: best ? { coupon: best.coupon, discount: best.discount, totals: best.totals } : null, refusals };
}

/**
 * The coupons a visitor may see (GET coupons): those usable now by them, whatever the order, and
 * those they could use once signed in (a visitor hears of a coupon before making an account).
 */
export function visibleCoupons(candidates: readonly CouponCandidate[], ctx: CouponContext): Coupon[] {
  return candidates.filter((c) => [null, "coupon_sign_in_needed"].includes(couponValidity(c.coupon, c.usage, ctx))).map((c) => c.coupon);
}
