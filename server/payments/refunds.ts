// Refunds through the payment's provider. A refund is written before the provider is asked, with
// its idempotency key, so asking again (same key) is the same refund at the provider, never a
// second. One the provider could not make is asked again by the payment sweep at growing waits
// (domain/refund-retry.ts) until it is made, then the order says so (its kind records it); the amounts of the order
// and of the payment grow once per refund, whoever records its answer first.
import type { PaymentTenant } from "./online";
import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { nextRefundAttempt } from "../../domain/refund-retry";
import type { Db } from "../db";
import { paymentRefunds, payments } from "../db/schema";
import type { PaymentProviderName, ProviderKeys } from "./provider";
import type { CompanyDirectory } from "../tenancy/companies";
import { PAYMENT_KINDS } from "./kinds";
import type { PaymentServices } from "./online";

/** How long a provider call may stay unanswered before it is taken for lost and asked again. */
const LEASE_MINUTES = 10;
const lease = (now: Date) => new Date(now.getTime() + LEASE_MINUTES * 60_000);

export type RefundStatus = "succeeded" | "pending" | "failed";
type RefundRow = typeof paymentRefunds.$inferSelect;

/** Refunds `amount` of a paid payment through its provider, once per `key`. */
export async function refundPayment(
  { db, payments: services, company }: PaymentTenant,
  paymentRow: number,
  amount: number,
  reason: "cancelled" | "late_payment" | "business",
  key: string,
  now: Date,
): Promise<{ status: RefundStatus }> {
  const [pay] = await db.select().from(payments).where(and(eq(payments.companyId, company.id), eq(payments.id, paymentRow)));
  if (!pay || amount <= 0 || !pay.refundHandle || !pay.paymentId) return { status: "failed" };
  const [asked] = await db
    .insert(paymentRefunds)
    .values({ companyId: company.id, paymentRowId: pay.id, amount, idempotencyKey: key, reason, attempts: 1, retryAt: lease(now) })
    .onConflictDoNothing()
    .returning();
  if (!asked) {
    // Asked before under this key: what became of it is the answer (the sweep asks again).
    const [seen] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, key));
    return { status: seen!.status === "asked" ? "pending" : seen!.status };
  }
  return askProvider({ db, payments: services, company }, pay, asked, now);
}

async function askProvider({ db, payments: services, company }: PaymentTenant, pay: typeof payments.$inferSelect, refund: RefundRow, now: Date): Promise<{ status: RefundStatus }> {
  const provider = services.providers[pay.provider as PaymentProviderName];
  try {
    const done = await provider.refund(company.settings.booker.payment.keys as ProviderKeys, {
      paymentId: pay.paymentId!,
      refundHandle: pay.refundHandle!,
      amountCents: refund.amount,
      currency: pay.currency,
      idempotencyKey: refund.idempotencyKey,
    });
    await db.transaction(async (tx) => {
      const [recorded] = await tx
        .update(paymentRefunds)
        .set({ status: done.status, refundId: done.refundId, retryAt: null })
        .where(and(eq(paymentRefunds.id, refund.id), inArray(paymentRefunds.status, ["asked", "failed"])))
        .returning({ id: paymentRefunds.id });
      if (!recorded) return; // another call of the same refund recorded it first
      await tx.update(payments).set({ refunded: sql`${payments.refunded} + ${refund.amount}` }).where(eq(payments.id, pay.id));
      await PAYMENT_KINDS[pay.kind].refunded({ db: tx, company }, pay, refund.amount, now);
    });
    return { status: done.status };
  } catch (err) {
    const retryAt = nextRefundAttempt(refund.attempts, now);
    await db
      .update(paymentRefunds)
      .set({ status: "failed", retryAt })
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, "asked")));
    const details = { provider: pay.provider, orderId: pay.orderId, refundId: refund.id, attempt: refund.attempts, reason: err instanceof Error ? err.message : "unknown" };
    if (retryAt) services.log.warn({ ...details, retryAt: retryAt.toISOString() }, "refund failed: it will be asked again");
    else services.log.error(details, "refund failed for good: the business must make it by hand");
    return { status: "failed" };
  }
}

/**
 * Asks the providers again for the refunds that failed (or whose call never came back) and are
 * due at `now`, a few at a time. Each is claimed first, so two sweeps never ask for the same one
 * at once. Returns how many were asked.
 */
export async function retryDueRefunds(db: Db, services: PaymentServices, companies: CompanyDirectory, now: Date, batch = 20): Promise<number> {
  const due = db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(isNotNull(paymentRefunds.retryAt), lte(paymentRefunds.retryAt, now), inArray(paymentRefunds.status, ["asked", "failed"])))
    .orderBy(paymentRefunds.retryAt)
    .limit(batch);
  const claimed = await db
    .update(paymentRefunds)
    .set({ status: "asked", attempts: sql`${paymentRefunds.attempts} + 1`, retryAt: lease(now) })
    .where(and(inArray(paymentRefunds.id, due), lte(paymentRefunds.retryAt, now)))
    .returning();
  for (const refund of claimed) {
    const [pay] = await db.select().from(payments).where(eq(payments.id, refund.paymentRowId));
    const company = pay ? await companies.byId(pay.companyId) : null;
    if (!pay || !company) continue;
    await askProvider({ db, payments: services, company }, pay, refund, now);
  }
  return claimed.length;
}

