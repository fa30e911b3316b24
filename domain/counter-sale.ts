// A sale at the counter (decision 278): gift vouchers and e-shop products sold by the front desk,
// paid at once through the counter's checkout (domain/counter-checkout.ts), and what the desk may
// give back of it. Pure: the server reads the rows and writes what these answer.
import { MONEY_METHODS, type CounterPayment, type MoneyMethod } from "./counter-checkout";
import { pointsEarned, type LoyaltyProgramme } from "./loyalty";
import type { LoyaltyReward } from "./order-totals-shape";

/** What the sale is made of, in cents: its products and the vouchers it sells. */
export interface SaleValue {
  products: number;
  vouchers: number;
}

/**
 * The cents the sale earns points on, by kind (the programme counts products and vouchers each
 * under its own switch): the money taken, never what a gift voucher or a loyalty reward paid —
 * those pay the products first.
 */
export function saleEarning(programme: LoyaltyProgramme, value: SaleValue, notMoney: number): number {
  const onProducts = Math.min(notMoney, value.products);
  const products = pointsEarned(programme, "eshop_order", value.products - onProducts).points;
  const vouchers = pointsEarned(programme, "voucher", Math.max(0, value.vouchers - (notMoney - onProducts))).points;
  return products + vouchers;
}

/**
 * What a loyalty reward pays on a sale at the counter: an amount reward up to what is due; a free
 * product one unit of that product when the sale sells it; a free service nothing (a sale books
 * no service: refused, as a free product is on a booking).
 */
export function rewardOnSale(reward: LoyaltyReward, products: readonly { articleId: number; unitPrice: number }[], due: number): { ok: true; amount: number } | { ok: false; reason: "reward_item_not_in_order" | "reward_nothing_to_discount" } {
  if (due <= 0) return { ok: false, reason: "reward_nothing_to_discount" };
  if (reward.type === "amount") return { ok: true, amount: Math.min(reward.amount, due) };
  const line = reward.type === "product" ? products.find((l) => l.articleId === reward.articleId) : undefined;
  if (!line) return { ok: false, reason: "reward_item_not_in_order" };
  return { ok: true, amount: Math.min(line.unitPrice, due) };
}

/** Money taken on a sale less what was given back, by method. */
export function refundableByMethod(taken: readonly CounterPayment[], refunds: readonly { method: MoneyMethod; amount: number }[]): Record<MoneyMethod, number> {
  const left = Object.fromEntries(MONEY_METHODS.map((m) => [m, 0])) as Record<MoneyMethod, number>;
  for (const p of taken) if ((MONEY_METHODS as readonly string[]).includes(p.method)) left[p.method as MoneyMethod] += p.amount;
  for (const r of refunds) left[r.method] -= r.amount;
  return left;
}

/**
 * A refund of `amount` on a sale that already gave back `refunded`: refused above what that
 * method took and was not given back yet (what a gift voucher paid stays spent); the part of it
 * beyond the products' value gives back vouchers the sale sold, so their balance goes down by
 * `fromVouchersSold`.
 */
export function counterRefundPlan(sale: { value: SaleValue; refunded: number; left: Record<MoneyMethod, number> }, ask: { method: MoneyMethod; amount: number }): { ok: true; fromVouchersSold: number } | { ok: false; left: number } {
  const left = sale.left[ask.method];
  if (ask.amount > left) return { ok: false, left: Math.max(0, left) };
  const beyond = (refunded: number) => Math.max(0, refunded - sale.value.products);
  return { ok: true, fromVouchersSold: beyond(sale.refunded + ask.amount) - beyond(sale.refunded) };
}

/**
 * Money lines taken against what is due, in the order given: each at most what is still due.
 * Answers what is left due, or the index of the first line above it.
 */
export function takeMoney(due: number, lines: readonly { amount: number }[]): { ok: true; due: number } | { ok: false; index: number } {
  let left = due;
  for (const [index, line] of lines.entries()) {
    if (line.amount > left) return { ok: false, index };
    left -= line.amount;
  }
  return { ok: true, due: left };
}
