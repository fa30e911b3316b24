// Gift vouchers in the database (decisions 057, 165): a typed code read and looked up (a wrong
// code tells nothing about the codes that exist), spent by a booking in its transaction (one
// conditional update per voucher: never below zero, never twice), and credited back when the
// booking is cancelled or expires unpaid.
import type { Tenant } from "../tenant";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import { readVoucherCode, voucherRefusal, voucherStatus, type VoucherStatus, type VoucherToSpend } from "../../domain/gift-voucher";
import type { Db } from "../db";
import { giftVouchers, voucherSpends } from "../db/schema";
import { naming, ORDER_LINKS, type OrderLink } from "../orders/links";

export type VoucherRow = typeof giftVouchers.$inferSelect;
/** Which kind of order a voucher pays (decision 169): a booking order or an e-shop order. */

export const voucherToSpend = (row: VoucherRow): VoucherToSpend => ({ code: row.code, kind: row.kind, articleId: row.articleId, balance: row.balance });

/** A code as a customer may see it on an order: its last group only (a voucher is paid with by its code). */
export const maskedVoucherCode = (code: string) => `•••• ${code.slice(-4)}`;

/** The voucher of a typed code, or why not: 400 for what cannot be a code, 404 for a code unknown here. */
export async function voucherByCode({ db, companyId }: Tenant, typed: string, field: string): Promise<VoucherRow> {
  const read = readVoucherCode(typed);
  if (!read.ok) throw new Invalid({ [field]: read.characters ? `${read.reason}: ${read.characters.join(" ")}` : read.reason }, read.reason);
  const [row] = await db.select().from(giftVouchers).where(and(eq(giftVouchers.companyId, companyId), eq(giftVouchers.code, read.code)));
  // one bought online is not a voucher until its payment arrives
  if (!row || row.state !== "active") throw new NotFound("voucher_unknown", { [field]: "unknown" });
  return row;
}

/** The vouchers typed for an order, each known here, different and still spendable now. */
export async function vouchersToSpend({ db, companyId }: Tenant, typed: readonly string[], field: string, ctx: { now: Date; timeZone: string }): Promise<VoucherRow[]> {
  const rows: VoucherRow[] = [];
  for (const [i, code] of typed.entries()) {
    const row = await voucherByCode({ db, companyId }, code, `${field}.${i}`);
    if (rows.some((r) => r.id === row.id)) throw new Invalid({ [`${field}.${i}`]: "voucher_already_applied" }, "voucher_already_applied");
    const refusal = voucherRefusal(row, ctx.now, ctx.timeZone);
    if (refusal) throw refusal === "voucher_used" ? new Conflict(refusal, { [`${field}.${i}`]: refusal }) : new Invalid({ [`${field}.${i}`]: refusal }, refusal);
    rows.push(row);
  }
  return rows;
}

/** The status a voucher is in now, as gifts/check answers it. */
export const statusOf = (row: VoucherRow, now: Date, timeZone: string): VoucherStatus | "awaiting_payment" => (row.state === "awaiting_payment" ? "awaiting_payment" : voucherStatus(row, now, timeZone));

/**
 * Spends what the order's totals say each voucher pays, in the order's transaction: an amount
 * voucher only while its balance covers it, a service voucher only while unspent. A lost race
 * refuses the order (409 voucher_used), nothing written.
 */
export async function spendVouchers({ db: tx, companyId }: Tenant, orderId: number, spends: { row: VoucherRow; paid: number }[], field: string, now: Date, link: Pick<OrderLink, "voucherSpend"> = ORDER_LINKS.booking): Promise<void> {
  for (const [i, { row, paid }] of spends.entries()) {
    if (paid <= 0) continue;
    const [spent] = await tx
      .update(giftVouchers)
      .set({ balance: row.kind === "service" ? 0 : sql`${giftVouchers.balance} - ${paid}` })
      .where(and(eq(giftVouchers.id, row.id), row.kind === "service" ? sql`${giftVouchers.balance} > 0` : sql`${giftVouchers.balance} >= ${paid}`))
      .returning({ id: giftVouchers.id });
    if (!spent) throw new Conflict("voucher_used", { [`${field}.${i}`]: "voucher_used" });
    await tx.insert(voucherSpends).values({ companyId, voucherId: row.id, ...naming(link.voucherSpend, orderId), amount: paid, at: now });
  }
}

/** Money given back on a voucher (domain balanceAfterCredit): never above its value; a service voucher is whole again. */
async function creditVoucher(tx: Db, voucherId: number, amount: number): Promise<void> {
  await tx
    .update(giftVouchers)
    .set({ balance: sql`case when ${giftVouchers.kind} = 'service' then ${giftVouchers.value} else least(${giftVouchers.value}, ${giftVouchers.balance} + ${amount}) end` })
    .where(eq(giftVouchers.id, voucherId));
}

/** Orders cancelled or expired unpaid: what their vouchers paid goes back on them (never above their value). */
export async function creditVouchersBack(tx: Db, orderIds: number[], link: OrderLink = ORDER_LINKS.booking): Promise<void> {
  if (orderIds.length === 0) return;
  const spends = await tx
    .delete(voucherSpends)
    .where(inArray(voucherSpends[link.voucherSpend], orderIds))
    .returning();
  for (const s of spends) await creditVoucher(tx, s.voucherId, s.amount);
}

/**
 * Part of an order cancelled: the vouchers get back what they paid for the cancelled services.
 * Paid online, the order's totals say it line by line; paid at the shop, vouchers paid what was
 * left in the order, so they keep at most what the services still booked cost (`stillDue`), the
 * last voucher applied giving back first.
 */
export async function creditVouchersForCancelledPart(
  tx: Db,
  order: { id: number; totals: { lines: { appointmentId?: number; vouchers: { code: string; paid: number }[] }[] } | null },
  cancelledAppointmentIds: number[],
  stillDue: number,
): Promise<void> {
  const spends = await tx
    .select({ spend: voucherSpends, code: giftVouchers.code })
    .from(voucherSpends)
    .innerJoin(giftVouchers, eq(giftVouchers.id, voucherSpends.voucherId))
    .where(eq(voucherSpends.bookingOrderId, order.id))
    .orderBy(desc(voucherSpends.id));
  if (spends.length === 0) return;
  const back = new Map<number, number>();
  if (order.totals) {
    for (const line of order.totals.lines.filter((l) => l.appointmentId !== undefined && cancelledAppointmentIds.includes(l.appointmentId))) {
      for (const v of line.vouchers) {
        const s = spends.find((x) => x.code === v.code);
        if (s) back.set(s.spend.id, Math.min(s.spend.amount, (back.get(s.spend.id) ?? 0) + v.paid));
      }
    }
  } else {
    let excess = spends.reduce((sum, s) => sum + s.spend.amount, 0) - stillDue;
    for (const s of spends) {
      if (excess <= 0) break;
      const amount = Math.min(excess, s.spend.amount);
      back.set(s.spend.id, amount);
      excess -= amount;
    }
  }
  for (const s of spends) {
    const amount = back.get(s.spend.id) ?? 0;
    if (amount <= 0) continue;
    if (amount === s.spend.amount) await tx.delete(voucherSpends).where(eq(voucherSpends.id, s.spend.id));
    else await tx.update(voucherSpends).set({ amount: s.spend.amount - amount }).where(eq(voucherSpends.id, s.spend.id));
    await creditVoucher(tx, s.spend.voucherId, amount);
  }
}

/** What vouchers paid on each of these orders. */
export async function voucherPaymentsOf(db: Db, bookingOrderIds: number[]) {
  if (bookingOrderIds.length === 0) return new Map<number, { code: string; paid: number }[]>();
  const rows = await db
    .select({ orderId: voucherSpends.bookingOrderId, code: giftVouchers.code, paid: voucherSpends.amount })
    .from(voucherSpends)
    .innerJoin(giftVouchers, eq(giftVouchers.id, voucherSpends.voucherId))
    .where(inArray(voucherSpends.bookingOrderId, bookingOrderIds));
  const out = new Map<number, { code: string; paid: number }[]>();
  for (const r of rows) if (r.orderId !== null) out.set(r.orderId, [...(out.get(r.orderId) ?? []), { code: maskedVoucherCode(r.code), paid: r.paid }]);
  return out;
}
