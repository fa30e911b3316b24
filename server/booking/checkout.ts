// The checkout of a booking at the counter (decision 277): the desk marks the customer arrived,
// done or a no-show, and takes what is left to pay — a loyalty reward, a gift voucher (the
// vouchers' own spend: never below zero, never twice), then cash or the card terminal — so the
// order's balance is zero. The order's row is locked first: two desks checking out one order at
// once take its balance one after the other. Done and paid, its points are earned at once.
import type { Tenant, TenantCompany } from "../tenant";
import { and, eq } from "drizzle-orm";
import { attendanceRefusal, counterEarningBase, orderBalance, rewardAtCounter, voucherAtCounter, type Attendance, type MoneyMethod } from "../../domain/counter-checkout";
import { takeMoney } from "../../domain/counter-sale";
import { Conflict, Forbidden, Invalid, NotFound } from "../../domain/errors";
import { voucherRefusal } from "../../domain/gift-voucher";
import { assertShop, actorOf, type TeamMember } from "../accounts/team";
import { audit } from "../audit";
import type { Db } from "../db";
import { appointments, bookingOrders, voucherSpends } from "../db/schema";
import { spendVouchers, voucherByCode } from "../gifts/vouchers";
import { companyTimeZone } from "../loyalty/cards";
import { awardBooking, counterPaymentsOf } from "../loyalty/earning";
import { counterLines, recordCounterPayments, unusedReward, unusedRewards, useReward, vouchersPaidOn } from "../payments/counter";

export interface CheckoutAsk {
  /** money taken, in the order given */
  payments?: { method: MoneyMethod; amount: number }[];
  /** a gift voucher typed at the desk; `amount` absent: all it can pay */
  voucher?: { code: string; amount?: number };
  /** one of the customer's unused loyalty rewards */
  rewardId?: number;
  /** the customer leaves: mark the booking done (refused while something is due) */
  done?: boolean;
}

/** The order, locked for this transaction, with what it owes now. */
async function lockedOrder({ db: tx, company }: TenantCompany, user: TeamMember, orderId: number) {
  const [order] = await tx.select().from(bookingOrders).where(and(eq(bookingOrders.companyId, company.id), eq(bookingOrders.id, orderId))).for("update");
  if (!order) throw new NotFound("not_found", { id: "unknown" });
  assertShop(user, order.shopId);
  const counter = (await counterPaymentsOf(tx, [orderId])).get(orderId) ?? [];
  const vouchersPaid = await vouchersPaidOn({ db: tx, companyId: company.id }, orderId);
  const balance = orderBalance({ amount: order.amount, paidOnline: order.paidOnline, vouchersPaid, counter });
  return { order, counter, balance };
}

/** The order's checkout as the desk reads it: its attendance, its balance, what the counter took, the rewards the customer can use. */
export async function checkoutOf({ db, companyId }: Tenant, order: { id: number; customerId: number; amount: number; paidOnline: number; attendance: Attendance | null }) {
  const counter = (await counterPaymentsOf(db, [order.id])).get(order.id) ?? [];
  const vouchersPaid = await vouchersPaidOn({ db, companyId }, order.id);
  return {
    attendance: order.attendance,
    balance: orderBalance({ amount: order.amount, paidOnline: order.paidOnline, vouchersPaid, counter }),
    vouchersPaid,
    payments: await counterLines({ db, companyId }, { orderId: order.id }),
    rewards: await unusedRewards({ db, companyId }, order.customerId),
  };
}

/** Marks the order done and earns its points, in the order's transaction (once: awardBooking judges it once). */
async function close({ db: tx, company }: TenantCompany, order: typeof bookingOrders.$inferSelect, now: Date) {
  await tx.update(bookingOrders).set({ attendance: "done", attendanceAt: now }).where(eq(bookingOrders.id, order.id));
  const counter = (await counterPaymentsOf(tx, [order.id])).get(order.id) ?? [];
  await awardBooking(tx, order, company.settings.booker.loyalty, counterEarningBase({ paidOnline: order.paidOnline, refunded: order.refunded, counter }), now);
}

/** Takes what the desk asks at the counter, in one transaction: all of it, or nothing (a refusal names the field). */
export async function checkoutAtCounter({ db, company }: TenantCompany, user: TeamMember, orderId: number, ask: CheckoutAsk, now: Date) {
  const timeZone = await companyTimeZone({ db, companyId: company.id });
  await db.transaction(async (tx) => {
    const { order, counter, balance } = await lockedOrder({ db: tx, company }, user, orderId);
    // a cancelled order, or one already closed (done, or a no-show), takes nothing more
    if (order.status !== "confirmed" || order.attendance === "done" || order.attendance === "no_show") throw new Conflict("order_closed", { id: "order_closed" });
    const lines = await tx.select({ articleId: appointments.articleId, price: appointments.price }).from(appointments).where(and(eq(appointments.orderId, orderId), eq(appointments.status, "active")));
    let due = balance;
    const taken: Parameters<typeof recordCounterPayments>[2][number][] = [];
    if (ask.rewardId !== undefined) {
      const reward = await unusedReward({ db: tx, companyId: company.id }, order.customerId, ask.rewardId);
      if (!reward) throw new NotFound("reward_unknown", { rewardId: "unknown" });
      const priced = rewardAtCounter(reward.reward, lines, due);
      if (!priced.ok) throw new Invalid({ rewardId: priced.reason }, priced.reason);
      if (!(await useReward({ db: tx, companyId: company.id }, reward.id, orderId, now))) throw new Conflict("reward_used", { rewardId: "used" });
      taken.push({ method: "loyalty", amount: priced.amount, rewardId: reward.id });
      due -= priced.amount;
    }
    if (ask.voucher) {
      const row = await voucherByCode({ db: tx, companyId: company.id }, ask.voucher.code, "voucher.code");
      const refusal = voucherRefusal(row, now, timeZone);
      if (refusal) throw refusal === "voucher_used" ? new Conflict(refusal, { "voucher.code": refusal }) : new Invalid({ "voucher.code": refusal }, refusal);
      const [again] = await tx.select({ id: voucherSpends.id }).from(voucherSpends).where(and(eq(voucherSpends.voucherId, row.id), eq(voucherSpends.bookingOrderId, orderId)));
      if (again) throw new Invalid({ "voucher.code": "voucher_already_applied" }, "voucher_already_applied");
      const priced = voucherAtCounter(row, lines, due, ask.voucher.amount ?? null);
      if (!priced.ok) throw new Invalid({ [priced.reason === "more_than_due" ? "voucher.amount" : "voucher.code"]: priced.reason }, priced.reason);
      // the vouchers' one spend: a balance spent meanwhile refuses the whole checkout (409 voucher_used)
      await spendVouchers({ db: tx, companyId: company.id }, orderId, [{ row, paid: priced.amount }], "voucher.code", now);
      taken.push({ method: "voucher", amount: priced.amount, voucherId: row.id });
      due -= priced.amount;
    }
    const money = takeMoney(due, ask.payments ?? []);
    if (!money.ok) throw new Invalid({ [`payments.${money.index}.amount`]: "more_than_due" }, "more_than_due");
    taken.push(...(ask.payments ?? []).map((p) => ({ method: p.method, amount: p.amount })));
    due = money.due;
    if (taken.length === 0 && !ask.done) throw new Invalid({ payments: "required" }, "invalid_input");
    if (ask.done && due > 0) throw new Conflict("balance_due", { done: "balance_due" });
    await recordCounterPayments({ db: tx, companyId: company.id }, { orderId }, taken, user.id, now);
    if (ask.done) await close({ db: tx, company }, order, now);
    else if (!order.attendance) await tx.update(bookingOrders).set({ attendance: "arrived", attendanceAt: now }).where(eq(bookingOrders.id, orderId));
    const paid = taken.reduce((sum, p) => sum + p.amount, 0);
    await audit({ db: tx, company, actor: actorOf(user), now }, { action: "update", entity: "booking_order", id: orderId, before: { balance, attendance: order.attendance, counter }, after: { balance: balance - paid, taken: taken.map((p) => ({ method: p.method, amount: p.amount })), done: Boolean(ask.done) } });
  });
  return afterCheckout({ db, company }, orderId);
}

/**
 * A staff member acts on the customers of their own column only (decision 214): an order with a
 * booking of their employee; a colleague's, or any when their account is linked to no one, is 403.
 */
async function assertOwnColumn(tx: Db, user: TeamMember, orderId: number) {
  const mine = user.employeeId == null ? [] : await tx.select({ id: appointments.id }).from(appointments).where(and(eq(appointments.orderId, orderId), eq(appointments.employeeId, user.employeeId))).limit(1);
  if (mine.length === 0) throw new Forbidden({ id: "not in your column" });
}

/** Marks the customer arrived, done (nothing left to pay) or a no-show. */
export async function markAttendance({ db, company }: TenantCompany, user: TeamMember, orderId: number, attendance: Attendance, now: Date) {
  await db.transaction(async (tx) => {
    const { order, counter, balance } = await lockedOrder({ db: tx, company }, user, orderId);
    if (user.role === "staff") await assertOwnColumn(tx, user, orderId);
    const refusal = attendanceRefusal({ status: order.status, attendance: order.attendance, balance, counterPaid: counter.reduce((s, p) => s + p.amount, 0) }, attendance);
    if (refusal) throw new Conflict(refusal, { attendance: refusal });
    if (attendance === "done") await close({ db: tx, company }, order, now);
    else await tx.update(bookingOrders).set({ attendance, attendanceAt: now }).where(eq(bookingOrders.id, orderId));
    await audit({ db: tx, company, actor: actorOf(user), now }, { action: "update", entity: "booking_order", id: orderId, before: { attendance: order.attendance }, after: { attendance } });
  });
  return afterCheckout({ db, company }, orderId);
}

async function afterCheckout({ db, company }: TenantCompany, orderId: number) {
  const [order] = await db.select().from(bookingOrders).where(and(eq(bookingOrders.companyId, company.id), eq(bookingOrders.id, orderId)));
  return { id: orderId, ...(await checkoutOf({ db, companyId: company.id }, order!)) };
}
