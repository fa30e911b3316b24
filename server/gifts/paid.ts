// A gift voucher bought online as a kind of paid order (server/payments/kind.ts): paid, it becomes
// spendable and its mails are written (the recipient's once its day has come); a payment that will
// not come voids it. Nothing is held while paying, so a late payment always activates it.
import type { Tenant, TenantCompany } from "../tenant";
import { and, eq, sql } from "drizzle-orm";
import { localDateOf } from "../../domain/time";
import { customers, giftVouchers, payments } from "../db/schema";
import type { OrderKind } from "../payments/kind";
import { companyTimeZone } from "../loyalty/cards";
import { queueVoucherMail } from "./mail";

export type VoucherRow = typeof giftVouchers.$inferSelect;

/** An unpaid voucher is voided after this long (a payment arriving later still activates it). */
export const UNPAID_VOUCHER_MINUTES = 120;

/** Our reference of a voucher's payment, given to the provider. */
export const voucherRef = (voucherId: number) => `VG${voucherId}`;

/** A voucher whose payment failed or was abandoned: never spendable (a late payment makes it active again). */
export async function voidUnpaidVoucher({ db: tx, companyId }: Tenant, voucherId: number): Promise<void> {
  await tx
    .update(giftVouchers)
    .set({ state: "void" })
    .where(and(eq(giftVouchers.companyId, companyId), eq(giftVouchers.id, voucherId), eq(giftVouchers.state, "awaiting_payment")));
}

/** Mails the recipient's voucher if its delivery day has begun and it has not gone yet (the caller holds the row). */
export async function deliverIfDue({ db: tx, company }: TenantCompany, voucher: VoucherRow, now: Date): Promise<boolean> {
  if (voucher.state !== "active" || voucher.sentAt || !voucher.recipientEmail) return false;
  const timeZone = await companyTimeZone({ db: tx, companyId: company.id });
  if (voucher.deliverOn > localDateOf(now, timeZone)) return false;
  await queueVoucherMail({ db: tx, company }, voucher, { to: voucher.recipientEmail, name: voucher.recipientName ?? "", role: "recipient" });
  await tx.update(giftVouchers).set({ sentAt: now }).where(eq(giftVouchers.id, voucher.id));
  return true;
}

export const voucherPayments: OrderKind = {
  name: "voucher",
  field: "voucherId",
  page: { path: "/gift/merci", param: "voucher" },
  ref: voucherRef,
  paymentColumns: (voucherId) => ({ kind: "voucher", voucherId }),
  orderOf: (pay) => pay.voucherId!,
  async owner({ db, companyId }, voucherId) {
    const [row] = await db
      .select({ pay: payments, customerId: giftVouchers.buyerId })
      .from(payments)
      .innerJoin(giftVouchers, eq(giftVouchers.id, payments.voucherId))
      .where(and(eq(payments.companyId, companyId), eq(payments.voucherId, voucherId)));
    return row;
  },
  async confirm({ db: tx, company }, pay, _result, now) {
    const voucherId = pay.voucherId!;
    const [voucher] = await tx.update(giftVouchers).set({ state: "active", paidAt: now }).where(and(eq(giftVouchers.companyId, company.id), eq(giftVouchers.id, voucherId))).returning();
    // the recipient's first when its day has come, so the buyer's copy can say it has gone
    const sent = await deliverIfDue({ db: tx, company }, voucher!, now);
    const [buyer] = voucher!.buyerId == null ? [] : await tx.select().from(customers).where(eq(customers.id, voucher!.buyerId));
    if (buyer?.email) await queueVoucherMail({ db: tx, company }, { ...voucher!, sentAt: sent ? now : voucher!.sentAt }, { to: buyer.email, name: [buyer.firstname, buyer.lastname].filter(Boolean).join(" "), role: "buyer" });
    return { outcome: "paid", orderId: voucherId };
  },
  release: voidUnpaidVoucher,
  // a voucher's payment given back: the voucher was never made spendable, nothing else to record
  refunded: async () => {},
  async expire(db, now) {
    const stale = new Date(now.getTime() - UNPAID_VOUCHER_MINUTES * 60_000);
    const voided = await db
      .update(giftVouchers)
      .set({ state: "void" })
      .where(and(eq(giftVouchers.state, "awaiting_payment"), sql`${giftVouchers.createdAt} < ${stale.toISOString()}::timestamptz`))
      .returning({ id: giftVouchers.id });
    return voided.length;
  },
};
