// The checkout at the counter (decision 277): what a booking order still owes, how what the front
// desk takes is split between a loyalty reward, a gift voucher and money, and what the points are
// earned on once it is paid. Pure: the server reads the rows and writes what these answer.
import type { LoyaltyReward } from "./order-totals-shape";

export const ATTENDANCE = ["arrived", "done", "no_show"] as const;
export type Attendance = (typeof ATTENDANCE)[number];

export const COUNTER_METHODS = ["cash", "card_terminal", "voucher", "loyalty"] as const;
export type CounterMethod = (typeof COUNTER_METHODS)[number];
/** what is paid with money at the counter (the rest, a voucher or a reward, earns no points) */
export const MONEY_METHODS = ["cash", "card_terminal"] as const;
export type MoneyMethod = (typeof MONEY_METHODS)[number];

export interface CounterPayment {
  method: CounterMethod;
  amount: number;
}

/**
 * What is left to pay on an order (cents): its amount (after coupon and reward), less what the
 * card paid online, what gift vouchers paid (`vouchersPaid`: every spend on the order, when it was
 * booked and at the counter, the voucher's own ledger) and what the counter took in money or
 * rewards (a voucher taken at the counter is in `vouchersPaid` already). Never below zero.
 */
export function orderBalance(order: { amount: number; paidOnline: number; vouchersPaid: number; counter: readonly CounterPayment[] }): number {
  const atCounter = order.counter.reduce((sum, p) => (p.method === "voucher" ? sum : sum + p.amount), 0);
  return Math.max(0, order.amount - order.paidOnline - order.vouchersPaid - atCounter);
}

/**
 * What a loyalty reward pays on a booking at the counter: an amount reward up to what is due; a
 * free service the price of that service when the order books it; a free product pays nothing on
 * a booking (refused, as when booking).
 */
export function rewardAtCounter(reward: LoyaltyReward, lines: readonly { articleId: number; price: number }[], due: number): { ok: true; amount: number } | { ok: false; reason: "reward_item_not_in_order" | "reward_nothing_to_discount" } {
  if (due <= 0) return { ok: false, reason: "reward_nothing_to_discount" };
  if (reward.type === "amount") return { ok: true, amount: Math.min(reward.amount, due) };
  const line = reward.type === "service" ? lines.find((l) => l.articleId === reward.articleId) : undefined;
  if (!line) return { ok: false, reason: "reward_item_not_in_order" };
  return { ok: true, amount: Math.min(line.price, due) };
}

/**
 * What a gift voucher pays at the counter: an amount voucher what is asked (all that is due when
 * nothing is asked), never more than its balance nor than is due; a service voucher the price of
 * its service when the order books it.
 */
export function voucherAtCounter(
  voucher: { kind: "amount" | "service"; articleId: number | null; balance: number },
  lines: readonly { articleId: number; price: number }[],
  due: number,
  asked: number | null,
): { ok: true; amount: number } | { ok: false; reason: "voucher_service_not_in_order" | "voucher_nothing_to_pay" | "more_than_due" } {
  if (due <= 0) return { ok: false, reason: "voucher_nothing_to_pay" };
  if (asked !== null && asked > due) return { ok: false, reason: "more_than_due" };
  if (voucher.kind === "service") {
    const line = lines.find((l) => l.articleId === voucher.articleId);
    if (!line) return { ok: false, reason: "voucher_service_not_in_order" };
    return { ok: true, amount: Math.min(line.price, due) };
  }
  return { ok: true, amount: Math.min(voucher.balance, asked ?? due) };
}

/**
 * The cents an order paid at the counter earns points on: what its card paid online (less what
 * was given back) and the money the counter took; never what a voucher or a reward paid.
 */
export function counterEarningBase(order: { paidOnline: number; refunded: number; counter: readonly CounterPayment[] }): number {
  const money = order.counter.reduce((sum, p) => ((MONEY_METHODS as readonly string[]).includes(p.method) ? sum + p.amount : sum), 0);
  return Math.max(0, order.paidOnline - order.refunded + money);
}

/**
 * May the desk mark an order so? Never a cancelled or expired one; 'done' only once nothing is
 * left to pay; a done order stays done (its points may be earned), and a no-show that paid
 * something at the counter is no no-show.
 */
export function attendanceRefusal(order: { status: string; attendance: Attendance | null; balance: number; counterPaid: number }, next: Attendance): "order_closed" | "balance_due" | null {
  if (order.status !== "confirmed" || order.attendance === "done") return "order_closed";
  if (next === "done" && order.balance > 0) return "balance_due";
  if (next === "no_show" && order.counterPaid > 0) return "order_closed";
  return null;
}
