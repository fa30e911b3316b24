// What an order takes off (decision 056): the coupon — the one typed, or the business's automatic
// coupon when it leaves less to pay — and a loyalty reward of the customer's card, priced by
// domain/order-totals.ts. The order's transaction then holds them: the coupon's count moves by
// one conditional update (its total limit and the per-customer limit are judged under that row's
// lock), the reward is marked used only if it is still unused. An order that is cancelled or
// expires unpaid gives both back.
import type { Tenant } from "../tenant";
import { and, count, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { chooseCoupon, normaliseCouponCode, type Coupon, type CouponCandidate, type CouponRefusal } from "../../domain/coupons";
import { Conflict, Invalid, NotFound, type DomainError } from "../../domain/errors";
import { orderTotals, type LoyaltyReward, type OrderLineInput, type OrderTotals } from "../../domain/order-totals";
import type { Db } from "../db";
import { couponUses, coupons, giftVouchers, loyaltyCards, loyaltyRewards } from "../db/schema";
import { creditVouchersBack, spendVouchers, voucherToSpend, vouchersToSpend, type VoucherRow } from "../gifts/vouchers";
import { naming, ORDER_LINKS, type OrderLink } from "../orders/links";

export type CouponRow = typeof coupons.$inferSelect;

export const couponOf = (row: CouponRow): Coupon => ({
  code: row.code,
  reductionType: row.reductionType,
  amount: row.amount,
  scope: row.scope,
  minimumOrder: row.minimumOrder,
  active: row.active,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
  usageLimitPerCustomer: row.usageLimitPerCustomer,
  usageLimitTotal: row.usageLimitTotal,
  automatic: row.automatic,
  customerId: row.customerId === null ? null : String(row.customerId),
});

/** The coupons with how often they are held: in all, and by this customer. */
export async function withUsage(db: Db, rows: CouponRow[], customerId: number | null): Promise<(CouponCandidate & { row: CouponRow })[]> {
  const mine =
    customerId === null || rows.length === 0
      ? new Map<number, number>()
      : new Map(
          (
            await db
              .select({ couponId: couponUses.couponId, n: count() })
              .from(couponUses)
              .where(and(eq(couponUses.customerId, customerId), inArray(couponUses.couponId, rows.map((r) => r.id))))
              .groupBy(couponUses.couponId)
          ).map((r) => [r.couponId, r.n]),
        );
  return rows.map((row) => ({ row, coupon: couponOf(row), usage: { total: row.usedCount, byCustomer: mine.get(row.id) ?? 0 } }));
}

/** What the customer asks to take off or pay with, and the fields that asked it (a refusal names them). */
export interface AskedDiscounts {
  couponCode?: string | null;
  rewardId?: number | null;
  /** gift vouchers that pay what is left, in this order */
  voucherCodes?: readonly string[] | null;
  fields: { coupon: string; reward: string; vouchers?: string };
}

export interface PricedDiscounts {
  totals: OrderTotals;
  coupon: { row: CouponRow; discount: number } | null;
  reward: { id: number; reward: LoyaltyReward; discount: number } | null;
  /** each voucher that pays something, what it pays and what it keeps */
  vouchers: { row: VoucherRow; paid: number; balanceAfter: number }[];
}

const conflicts: readonly CouponRefusal[] = ["coupon_used_up", "coupon_already_used", "coupon_automatic_better"];

function couponRefusal(reason: CouponRefusal, field: string, minimumOrder?: number): DomainError {
  // someone else's personal coupon is answered like a code that does not exist here
  if (reason === "coupon_not_yours" || reason === "coupon_unknown") return new Invalid({ [field]: "unknown" }, "coupon_unknown");
  const detail = minimumOrder !== undefined ? String(minimumOrder) : reason;
  return conflicts.includes(reason) ? new Conflict(reason, { [field]: detail }) : new Invalid({ [field]: detail }, reason);
}

/** The customer's reward, unused; refused when it is not theirs (404) or was used (409). */
async function rewardOf({ db, companyId }: Tenant, customerId: number | null, rewardId: number, field: string) {
  const [row] =
    customerId === null
      ? []
      : await db
          .select({ id: loyaltyRewards.id, reward: loyaltyRewards.reward, usedAt: loyaltyRewards.usedAt })
          .from(loyaltyRewards)
          .innerJoin(loyaltyCards, eq(loyaltyCards.id, loyaltyRewards.cardId))
          .where(and(eq(loyaltyRewards.id, rewardId), eq(loyaltyCards.companyId, companyId), eq(loyaltyCards.customerId, customerId)));
  if (!row) throw new NotFound("reward_unknown", { [field]: "unknown" });
  if (row.usedAt) throw new Conflict("reward_used", { [field]: "used" });
  return row;
}

/**
 * The order's lines with its discounts: the typed coupon (refused with its reason), or the best
 * automatic coupon, and the reward asked for. `strict`: a typed code beaten by the automatic
 * coupon is refused (coupons/apply says so); at the booking the better one is simply used.
 */
export async function priceDiscounts(
  db: Db,
  company: { id: number },
  customerId: number | null,
  lines: readonly OrderLineInput[],
  asked: AskedDiscounts,
  ctx: { now: Date; timeZone: string },
  strict = false,
): Promise<PricedDiscounts> {
  const code = asked.couponCode ? normaliseCouponCode(asked.couponCode) : "";
  const reward = asked.rewardId != null ? await rewardOf({ db, companyId: company.id }, customerId, asked.rewardId, asked.fields.reward) : null;
  const voucherField = asked.fields.vouchers ?? "voucherCodes";
  const voucherRows = await vouchersToSpend({ db, companyId: company.id }, asked.voucherCodes ?? [], voucherField, ctx);
  const vouchers = voucherRows.map(voucherToSpend);
  const rows = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.companyId, company.id), eq(coupons.active, true), or(eq(coupons.automatic, true), code ? eq(coupons.code, code) : sql`false`)));
  if (code && !rows.some((r) => r.code === code)) {
    const [inactive] = await db.select({ id: coupons.id }).from(coupons).where(and(eq(coupons.companyId, company.id), eq(coupons.code, code)));
    throw couponRefusal(inactive ? "coupon_inactive" : "coupon_unknown", asked.fields.coupon);
  }
  const candidates = await withUsage(db, rows, customerId);
  const typed = code ? (candidates.find((c) => c.row.code === code) ?? null) : null;
  const choice = chooseCoupon({
    typed,
    automatic: candidates.filter((c) => c.row.automatic && c !== typed),
    order: { lines, reward: reward?.reward ?? null, vouchers },
    ctx: { now: ctx.now, timeZone: ctx.timeZone, customerId: customerId === null ? null : String(customerId) },
  });
  const refused = choice.refusals.find((r) => !r.automatic && (strict || r.reason !== "coupon_automatic_better"));
  if (refused) throw couponRefusal(refused.reason, asked.fields.coupon, refused.minimumOrder);
  const totals = choice.chosen?.totals ?? orderTotals({ lines, reward: reward?.reward ?? null, vouchers });
  const missed = totals.notApplied.find((n) => n.what === "reward");
  if (reward && missed) throw new Invalid({ [asked.fields.reward]: missed.reason }, missed.reason === "reward_item_not_in_order" ? "reward_item_not_in_order" : "reward_nothing_to_discount");
  const idle = totals.notApplied.find((n) => n.what === "voucher");
  if (idle) {
    const at = `${voucherField}.${Math.max(0, voucherRows.findIndex((r) => r.code === idle.code))}`;
    throw idle.reason === "voucher_used" ? new Conflict("voucher_used", { [at]: idle.reason }) : new Invalid({ [at]: idle.reason }, idle.reason as "voucher_service_not_in_order" | "voucher_nothing_to_pay" | "voucher_already_applied");
  }
  const chosenRow = choice.chosen ? candidates.find((c) => c.coupon === choice.chosen!.coupon)!.row : null;
  return {
    totals,
    coupon: chosenRow ? { row: chosenRow, discount: totals.couponDiscount } : null,
    reward: reward ? { id: reward.id, reward: reward.reward, discount: totals.rewardDiscount } : null,
    vouchers: totals.vouchers.map((v) => ({ row: voucherRows.find((r) => r.code === v.code)!, paid: v.paid, balanceAfter: v.balanceAfter })),
  };
}

/** The discounts as the API answers them (contract/appointments.ts discountsSchema). */
export const discountsAnswer = (priced: PricedDiscounts) => ({
  subtotal: priced.totals.subtotal,
  coupon: priced.coupon ? { code: priced.coupon.row.code, name: priced.coupon.row.name as Record<string, string>, automatic: priced.coupon.row.automatic, discount: priced.coupon.discount } : null,
  reward: priced.reward ? { id: priced.reward.id, discount: priced.reward.discount } : null,
  vouchers: priced.vouchers.map((v) => ({ code: v.row.code, paid: v.paid, balanceAfter: v.balanceAfter })),
  /** what is left to pay once the vouchers have paid their part */
  toPay: priced.totals.total - priced.totals.voucherPaid,
  total: priced.totals.total,
});

/**
 * Holds the order's coupon and reward, in the order's transaction: the coupon's count goes up
 * only while under its total limit (that update locks the coupon, so the per-customer count read
 * next is the committed one), the reward is marked only while unused. A lost race refuses the
 * order (409), nothing written.
 */
export async function holdDiscounts({ db: tx, companyId }: Tenant, customerId: number, orderId: number, priced: PricedDiscounts, asked: AskedDiscounts, now: Date, link: OrderLink = ORDER_LINKS.booking): Promise<void> {
  const order = naming(link.couponUse, orderId);
  if (priced.coupon) {
    const { row, discount } = priced.coupon;
    const [taken] = await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(and(eq(coupons.id, row.id), eq(coupons.active, true), or(isNull(coupons.usageLimitTotal), lt(coupons.usedCount, coupons.usageLimitTotal))))
      .returning({ id: coupons.id });
    if (!taken) throw couponRefusal("coupon_used_up", asked.fields.coupon);
    if (row.usageLimitPerCustomer !== null) {
      const [mine] = await tx.select({ n: count() }).from(couponUses).where(and(eq(couponUses.couponId, row.id), eq(couponUses.customerId, customerId)));
      if ((mine?.n ?? 0) >= row.usageLimitPerCustomer) throw couponRefusal("coupon_already_used", asked.fields.coupon);
    }
    await tx.insert(couponUses).values({ companyId, couponId: row.id, customerId, ...order, discount, at: now });
  }
  if (priced.reward) {
    const [used] = await tx
      .update(loyaltyRewards)
      .set({ usedAt: now, ...naming(link.reward, orderId) })
      .where(and(eq(loyaltyRewards.id, priced.reward.id), eq(loyaltyRewards.companyId, companyId), isNull(loyaltyRewards.usedAt)))
      .returning({ id: loyaltyRewards.id });
    if (!used) throw new Conflict("reward_used", { [asked.fields.reward]: "used" });
  }
  await spendVouchers({ db: tx, companyId }, orderId, priced.vouchers, asked.fields.vouchers ?? "voucherCodes", now, link);
}

/** Orders cancelled or expired unpaid: their coupon uses and rewards are the customer's again. */
export async function giveBackDiscounts(tx: Db, orderIds: number[], link: OrderLink = ORDER_LINKS.booking): Promise<void> {
  if (orderIds.length === 0) return;
  const released = await tx
    .delete(couponUses)
    .where(inArray(couponUses[link.couponUse], orderIds))
    .returning({ couponId: couponUses.couponId });
  for (const use of released) await tx.update(coupons).set({ usedCount: sql`${coupons.usedCount} - 1` }).where(eq(coupons.id, use.couponId));
  await creditVouchersBack(tx, orderIds, link);
  // the reward keeps the order's id: a late payment of that order can take it again (retakeDiscounts)
  await tx
    .update(loyaltyRewards)
    .set({ usedAt: null })
    .where(and(inArray(loyaltyRewards[link.reward], orderIds), isNotNull(loyaltyRewards.usedAt)));
}

/**
 * An expired order paid late and booked again keeps the price it was paid at; it takes back its
 * coupon use and reward where they are still free. Where they are not (the coupon used up, the
 * reward spent on another order meanwhile), the paid order stands all the same.
 */
export async function retakeDiscounts(
  tx: Db,
  order: { id: number; companyId: number; customerId: number; couponCode: string | null; couponDiscount: number; totals: { lines: { vouchers: { code: string; paid: number }[] }[] } | null },
  now: Date,
  link: OrderLink = ORDER_LINKS.booking,
): Promise<void> {
  const paidBy = new Map<string, number>();
  for (const line of order.totals?.lines ?? []) for (const v of line.vouchers) paidBy.set(v.code, (paidBy.get(v.code) ?? 0) + v.paid);
  for (const [code, paid] of paidBy) {
    const [row] = await tx.select().from(giftVouchers).where(and(eq(giftVouchers.companyId, order.companyId), eq(giftVouchers.code, code)));
    if (!row) continue;
    try {
      await tx.transaction((sp) => spendVouchers({ db: sp, companyId: order.companyId }, order.id, [{ row, paid }], "voucherCodes", now, link));
    } catch (err) {
      if (!(err instanceof Conflict)) throw err;
    }
  }
  if (order.couponCode) {
    const [taken] = await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(and(eq(coupons.companyId, order.companyId), eq(coupons.code, order.couponCode), or(isNull(coupons.usageLimitTotal), lt(coupons.usedCount, coupons.usageLimitTotal))))
      .returning({ id: coupons.id });
    if (taken) {
      const ofOrder = naming(link.couponUse, order.id);
      await tx.insert(couponUses).values({ companyId: order.companyId, couponId: taken.id, customerId: order.customerId, ...ofOrder, discount: order.couponDiscount, at: now });
    }
  }
  await tx
    .update(loyaltyRewards)
    .set({ usedAt: now })
    .where(and(eq(loyaltyRewards.companyId, order.companyId), eq(loyaltyRewards[link.reward], order.id), isNull(loyaltyRewards.usedAt)));
}
