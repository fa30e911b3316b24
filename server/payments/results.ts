// What a provider says about a payment, for every kind of order (decisions 050, 055, 100–104, 166):
// its notification (webhook, IPN, CGI2), the browser's return and the signed post-back are each
// verified by the provider's adapter, then applied once per event (payment_events). A paid payment
// is final and counted once; its order is confirmed, released or refunded by its kind (kinds.ts).
import type { PaymentTenant } from "./online";
import type { TenantCompany } from "../tenant";
import { and, eq } from "drizzle-orm";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import { paymentEvents, payments } from "../db/schema";
import type { Applied, OrderKind, PaidOrder, Settled } from "./kind";
import { PAYMENT_KINDS } from "./kinds";
import { PaymentRefused } from "./online";
import { PaymentError, type BrowserStep, type ConfirmResult, type IncomingRequest, type PaymentProviderName, type ProviderKeys } from "./provider";
import { refundPayment } from "./refunds";

/**
 * Applies what a provider said about a payment, once per event id. `paid` is final: a later
 * failure or expiry of the same payment changes nothing; money is counted once per payment.
 */
export async function applyPaymentResult({ db, payments: services, company }: PaymentTenant, provider: PaymentProviderName, result: ConfirmResult, now: Date): Promise<Applied> {
  const applied = await db.transaction(async (tx): Promise<Settled> => {
    const [pay] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.companyId, company.id), eq(payments.provider, provider), eq(payments.paymentId, result.paymentId)))
      .for("update");
    // Another shop's payment on a shared provider account, or a payment we never started: acknowledged, nothing changes.
    if (!pay) return { outcome: "ignored", orderId: null };
    if (result.orderRef != null && result.orderRef !== pay.orderRef) return { outcome: "ignored", orderId: null };
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ companyId: company.id, provider, eventId: result.eventId, paymentId: result.paymentId, outcome: result.outcome })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    // the same for every kind of order: an event seen before, a payment already final, a declined card, no news yet
    const orderId = PAYMENT_KINDS[pay.kind].orderOf(pay);
    if (!fresh) return { outcome: "duplicate", orderId };
    if (pay.status === "paid") return { outcome: "paid", orderId };
    if (result.outcome === "failed") {
      // A declined card: the customer may still pay with another one on the provider's page; the hold runs on.
      await tx.update(payments).set({ failure: result.message ?? null }).where(eq(payments.id, pay.id));
      return { outcome: "failed", orderId, message: result.message };
    }
    if (result.outcome === "pending") return { outcome: "pending", orderId };
    const kind = PAYMENT_KINDS[pay.kind];
    if (result.outcome === "paid") {
      await tx.update(payments).set({ status: "paid", captured: result.amountCents, refundHandle: result.refundHandle ?? null, paidAt: now, failure: null }).where(eq(payments.id, pay.id));
      if (result.amountCents !== pay.amount || result.currency.toUpperCase() !== pay.currency.toUpperCase()) {
        // Not what the order asks: never confirm it. Whatever was taken goes back.
        services.log.error({ provider, kind: pay.kind, orderId, expected: pay.amount, got: result.amountCents }, "payment amount differs from the order");
        await kind.release({ db: tx, companyId: company.id }, orderId, now);
        return { outcome: "refunded", orderId, refund: { paymentRow: pay.id, amount: result.amountCents } };
      }
      return kind.confirm({ db: tx, payments: services, company }, pay, result, now);
    }
    await tx.update(payments).set({ status: "cancelled" }).where(eq(payments.id, pay.id));
    await kind.release({ db: tx, companyId: company.id }, orderId, now);
    return { outcome: "cancelled", orderId, message: pay.failure ?? undefined };
  });
  if ("refund" in applied && applied.refund) {
    await refundPayment({ db, payments: services, company }, applied.refund.paymentRow, applied.refund.amount, "late_payment", `late-${applied.refund.paymentRow}`, now);
    const { refund: _r, ...rest } = applied;
    return rest;
  }
  return applied;
}

/** A provider's notification (webhook, IPN, CGI2), verified by its adapter, then applied once. */
export async function notificationFromProvider({ db, payments: services, company }: PaymentTenant, request: IncomingRequest, now: Date, orderRef?: string) {
  const providerName = company.settings.booker.payment.provider;
  const provider = services.providers[providerName];
  // The order reference of our notification address finds the stored payment id (Saferpay's call carries nothing).
  let paymentId: string | undefined;
  if (orderRef) {
    const [row] = await db.select({ paymentId: payments.paymentId }).from(payments).where(and(eq(payments.companyId, company.id), eq(payments.orderRef, orderRef)));
    paymentId = row?.paymentId ?? undefined;
  }
  let result: ConfirmResult;
  try {
    result = await provider.confirm(company.settings.booker.payment.keys as ProviderKeys, { source: "notification", request, paymentId });
  } catch (err) {
    if (err instanceof PaymentError && err.code === "unsupported") return { applied: { outcome: "ignored", orderId: null } as Applied, reply: undefined };
    if (err instanceof PaymentError && err.code === "signature") throw Object.assign(new Invalid({ signature: "does not match" }, "invalid_signature"), { reply: err.reply });
    throw err;
  }
  const applied = await applyPaymentResult({ db, payments: services, company }, providerName, result, now);
  return { applied, reply: result.reply };
}

/**
 * The browser came back to the order's return page (or its failure page) with what the provider put
 * in the address: the provider is asked what became of the payment and what it says is applied,
 * nothing else. Only the customer's own order, and the payment stored for it, is looked at: an
 * address naming another payment is refused. `abandon`: the owner cancels the attempt (a post
 * from their own page, with their session): the provider closes it where it can, and unless it
 * was paid meanwhile what it held goes back at once (a payment the provider still completes later
 * takes the late-payment path).
 */
export async function returnFromProvider(
  { db, payments: services, company }: PaymentTenant,
  customerId: number,
  paid: PaidOrder,
  returnUrl: string,
  now: Date,
  abandon = false,
): Promise<Applied & { message?: string }> {
  const orderId = paid.id;
  const kind = PAYMENT_KINDS[paid.kind];
  const row = await kind.owner({ db, companyId: company.id }, paid.id);
  if (!row || row.customerId !== customerId || !row.pay.paymentId) throw new NotFound("not_found", { [kind.field]: "unknown" });
  if (row.pay.status === "paid") return { outcome: "paid", orderId };
  const provider = services.providers[row.pay.provider as PaymentProviderName];
  const keys = company.settings.booker.payment.keys as ProviderKeys;
  if (abandon && row.pay.status !== "cancelled") await provider.abandon?.(keys, row.pay.paymentId);
  let result: ConfirmResult;
  try {
    result = await provider.confirm(keys, { source: "return", request: { method: "GET", url: returnUrl, headers: {}, body: "" }, paymentId: row.pay.paymentId });
  } catch (err) {
    if (err instanceof PaymentError && err.code === "signature") throw new Invalid({ returnUrl: "not this order's payment" });
    throw new PaymentRefused(err);
  }
  if (result.paymentId !== row.pay.paymentId) throw new Invalid({ returnUrl: "not this order's payment" });
  const applied = await applyPaymentResult({ db, payments: services, company }, row.pay.provider as PaymentProviderName, result, now);
  if (applied.outcome === "paid" || applied.outcome === "refunded") return applied;
  if (abandon) await endAttempt({ db, company }, row.pay.id, kind, paid.id, now);
  // What the verified notifications and post-backs have said so far decides (a return may carry nothing).
  const [stored] = await db.select().from(payments).where(eq(payments.id, row.pay.id));
  const message = stored!.failure ?? (applied.outcome === "failed" || applied.outcome === "cancelled" ? applied.message : undefined);
  if (stored!.status === "paid") return { outcome: "paid", orderId };
  if (stored!.status === "cancelled") return { outcome: "cancelled", orderId, message };
  return { outcome: applied.outcome === "failed" ? "failed" : "pending", orderId, message };
}

/** What the customer is told: an event seen before, or one of no order of ours, leaves the payment pending for them. */
export function customerOutcome(applied: Applied) {
  return applied.outcome === "duplicate" || applied.outcome === "ignored" ? ("pending" as const) : applied.outcome;
}

/** The owner gave up the attempt: the unpaid payment is closed and what it held released. */
async function endAttempt({ db, company }: TenantCompany, paymentRow: number, kind: OrderKind, orderId: number, now: Date) {
  await db.transaction(async (tx) => {
    const [pay] = await tx.select().from(payments).where(eq(payments.id, paymentRow)).for("update");
    if (!pay || pay.status === "paid" || pay.status === "cancelled") return;
    await tx.update(payments).set({ status: "cancelled" }).where(eq(payments.id, paymentRow));
    await kind.release({ db: tx, companyId: company.id }, orderId, now);
  });
}

/**
 * A provider's signed result posted through the browser (Lyra's post-back to kr-post-url-success or
 * -refused). It arrives cross-site, without the customer's session: its signature, checked as the
 * provider signs it, is the only proof, and it must be the stored payment of that order. A provider
 * that posts nothing back signs nothing: such a post is refused, whatever it carries.
 */
export async function postBackFromProvider({ db, payments: services, company }: PaymentTenant, paid: PaidOrder, body: string, now: Date): Promise<Applied> {
  const kind = PAYMENT_KINDS[paid.kind];
  const pay = (await kind.owner({ db, companyId: company.id }, paid.id))?.pay;
  if (!pay || !pay.paymentId) throw new NotFound("not_found", { [kind.field]: "unknown" });
  const provider = services.providers[pay.provider as PaymentProviderName];
  if (!provider.capabilities.postBack) throw new Invalid({ fields: "not signed by the provider" }, "invalid_signature");
  let result: ConfirmResult;
  try {
    // no payment id given: the signed answer must name its payment itself, or nothing is believed
    result = await provider.confirm(company.settings.booker.payment.keys as ProviderKeys, { source: "return", request: { method: "POST", url: "", headers: { "content-type": "application/x-www-form-urlencoded" }, body } });
  } catch (err) {
    if (err instanceof PaymentError && (err.code === "signature" || err.code === "unsupported")) throw new Invalid({ fields: "not signed by the provider" }, "invalid_signature");
    throw new PaymentRefused(err);
  }
  if (result.paymentId !== pay.paymentId) throw new Invalid({ fields: "not this order's payment" });
  return applyPaymentResult({ db, payments: services, company }, pay.provider as PaymentProviderName, result, now);
}

/**
 * The payment in progress of the customer's own order (spec §7 payment/token): the provider's id
 * and what the browser does to pay, as start gave them. Only read: asking again never starts a
 * second payment. Another customer's order, or one with no payment, is 404; a payment no longer
 * open (paid, cancelled, refused at start) is 409.
 */
export async function paymentInProgress({ db, company }: TenantCompany, customerId: number, paid: PaidOrder) {
  const kind = PAYMENT_KINDS[paid.kind];
  const row = await kind.owner({ db, companyId: company.id }, paid.id);
  if (!row || row.customerId !== customerId || !row.pay.paymentId) throw new NotFound("not_found", { [kind.field]: "unknown" });
  const { pay } = row;
  if (pay.status !== "started" || !pay.browser) throw new Conflict("payment_not_open", { [kind.field]: pay.status });
  return { token: pay.paymentId!, provider: pay.provider, browser: pay.browser as BrowserStep, amount: pay.amount, currency: pay.currency };
}

/**
 * The success acknowledgement of the customer's own order (spec §7 payment/success/{id}): the
 * caller's word is not believed (decision 182); the provider is asked about the payment stored for
 * the order and what it says is applied once, as a browser return carrying nothing.
 */
export function acknowledgeSuccess({ db, payments: services, company }: PaymentTenant, customerId: number, paid: PaidOrder, now: Date) {
  return returnFromProvider({ db, payments: services, company }, customerId, paid, "", now);
}
