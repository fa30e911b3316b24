// What the front desk takes at the counter (decision 277): cash, the shop's card terminal, a gift
// voucher or a loyalty reward, recorded as the order's counter payments. No provider is asked, so
// nothing here goes through the kinds' table (kinds.ts): the counter only writes what was taken,
// in the order's transaction, and reads it back for the order's balance (domain/counter-checkout.ts).
import type { Tenant } from "../tenant";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { CounterMethod, CounterPayment } from "../../domain/counter-checkout";
import type { LoyaltyReward } from "../../domain/order-totals-shape";
import { counterPayments, giftVouchers, loyaltyCards, loyaltyRewards, voucherSpends } from "../db/schema";
import { maskedVoucherCode } from "../gifts/vouchers";

/** What counter payments pay: a booking order, or a sale at the counter (decision 278). */
export type CounterFor = { orderId: number } | { saleId: number };
const paysFor = (of: CounterFor) => ("saleId" in of ? eq(counterPayments.saleId, of.saleId) : eq(counterPayments.orderId, of.orderId));

/** The counter's payments of a booking order or a sale, oldest first, a voucher named by its last group. */
export async function counterLines({ db, companyId }: Tenant, of: CounterFor) {
  const rows = await db
    .select({ id: counterPayments.id, method: counterPayments.method, amount: counterPayments.amount, at: counterPayments.at, code: giftVouchers.code })
    .from(counterPayments)
    .leftJoin(giftVouchers, and(eq(giftVouchers.companyId, counterPayments.companyId), eq(giftVouchers.id, counterPayments.voucherId)))
    .where(and(eq(counterPayments.companyId, companyId), paysFor(of)))
    .orderBy(asc(counterPayments.id));
  return rows.map((r) => ({ id: r.id, method: r.method, amount: r.amount, at: r.at.toISOString(), voucher: r.code ? maskedVoucherCode(r.code) : null }));
}

/** Cents every gift voucher paid on a booking order: when it was booked and at the counter. */
export async function vouchersPaidOn({ db, companyId }: Tenant, orderId: number): Promise<number> {
  return (await vouchersPaidOnOrders({ db, companyId }, [orderId])).get(orderId) ?? 0;
}

/** The same for many orders at once (the agenda's), by order; an order no voucher paid on is absent. */
export async function vouchersPaidOnOrders({ db, companyId }: Tenant, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: voucherSpends.bookingOrderId, paid: sql<string>`coalesce(sum(${voucherSpends.amount}), 0)` })
    .from(voucherSpends)
    .where(and(eq(voucherSpends.companyId, companyId), inArray(voucherSpends.bookingOrderId, [...orderIds])))
    .groupBy(voucherSpends.bookingOrderId);
  return new Map(rows.flatMap((r) => (r.orderId === null ? [] : [[r.orderId, Number(r.paid)] as const])));
}

/** The customer's rewards not used yet, which the counter can take as a payment. */
export async function unusedRewards({ db, companyId }: Tenant, customerId: number): Promise<{ id: number; reward: LoyaltyReward }[]> {
  return db
    .select({ id: loyaltyRewards.id, reward: loyaltyRewards.reward })
    .from(loyaltyRewards)
    .innerJoin(loyaltyCards, eq(loyaltyCards.id, loyaltyRewards.cardId))
    .where(and(eq(loyaltyCards.companyId, companyId), eq(loyaltyCards.customerId, customerId), isNull(loyaltyRewards.usedAt)))
    .orderBy(asc(loyaltyRewards.id));
}

/** One of the customer's unused rewards, or nothing (not theirs, unknown, or used). */
export async function unusedReward({ db, companyId }: Tenant, customerId: number, rewardId: number) {
  return (await unusedRewards({ db, companyId }, customerId)).find((r) => r.id === rewardId);
}

/**
 * Uses a reward on a booking order (or a sale at the counter: null, its counter payment names the
 * sale), in its transaction: only while it is still unused, so two desks taking it at once use it
 * once. Answers false when it was used meanwhile.
 */
export async function useReward({ db: tx, companyId }: Tenant, rewardId: number, orderId: number | null, now: Date): Promise<boolean> {
  const [used] = await tx
    .update(loyaltyRewards)
    .set({ usedAt: now, orderId })
    .where(and(eq(loyaltyRewards.id, rewardId), eq(loyaltyRewards.companyId, companyId), isNull(loyaltyRewards.usedAt)))
    .returning({ id: loyaltyRewards.id });
  return Boolean(used);
}

/** Records what the counter took, in the order's (or the sale's) transaction. */
export async function recordCounterPayments(
  { db: tx, companyId }: Tenant,
  of: CounterFor,
  taken: readonly (CounterPayment & { method: CounterMethod; voucherId?: number; rewardId?: number })[],
  by: number | null,
  now: Date,
): Promise<void> {
  if (taken.length === 0) return;
  await tx.insert(counterPayments).values(taken.map((p) => ({ companyId, ...of, method: p.method, amount: p.amount, voucherId: p.voucherId ?? null, rewardId: p.rewardId ?? null, takenBy: by, at: now })));
}
