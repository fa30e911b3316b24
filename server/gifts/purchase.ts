// Gift vouchers bought online (decision 166): the voucher is written 'awaiting_payment' with its
// payment, in one transaction; the provider's confirmation makes it spendable and mails it (the
// buyer's copy at once, the recipient's on the delivery day, by the sweep); a payment that fails
// or is abandoned voids it. Nothing is held while paying, so a late payment always activates it.
// The price is the server's: the amount chosen within the business's bounds, or the service's.
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { Conflict, Invalid, NotFound, TooMany } from "../../domain/errors";
import { generateVoucherCode, voucherValidUntil } from "../../domain/gift-voucher";
import { localDateOf } from "../../domain/time";
import type { Lang } from "../../domain/types";
import type { Customer } from "../auth/sessions";
import type { Db } from "../db";
import { articles, customers, giftVouchers, payments, voucherSpends } from "../db/schema";
import { paymentErrorBody, PaymentError, type BrowserStep, type ConfirmResult } from "../payments";
import type { Applied, PaymentServices, ReturnAddresses } from "../booking/payment";
import { onlinePayment, PaymentRefused } from "../booking/payment";
import { companyTimeZone } from "../loyalty/cards";
import type { CompanyDirectory, Company } from "../tenancy/companies";
import { queueVoucherMail } from "./mail";

export type VoucherRow = typeof giftVouchers.$inferSelect;

/** How far ahead a buyer may schedule the recipient's e-mail. */
export const MAX_DELIVERY_DAYS = 365;
/** Times a buyer may have one voucher sent again. */
export const MAX_RESENDS = 5;
/** An unpaid voucher is voided after this long (a payment arriving later still activates it). */
export const UNPAID_VOUCHER_MINUTES = 120;

/** Our reference of a voucher's payment, given to the provider. */
export const voucherRef = (voucherId: number) => `VG${voucherId}`;

export interface VoucherPurchase {
  themeId: string;
  /** cents, for an amount voucher */
  amount: number | null;
  /** the service a service voucher is for */
  serviceId: number | null;
  recipientName: string;
  recipientEmail: string;
  message: string | null;
  /** the shop-local day the recipient gets it; today when null */
  deliverOn: string | null;
  lang: Lang;
}

/** Services a voucher can name: bookable ones (not drafts, with a price). */
async function giftableServices(db: Db, companyId: number, ids?: number[]) {
  const where = [eq(articles.companyId, companyId), inArray(articles.type, ["1", "4"]), eq(articles.draft, false), sql`${articles.price} > 0`];
  if (ids) where.push(inArray(articles.id, ids));
  return db.select({ id: articles.id, name: articles.name, slug: articles.slug, price: articles.price }).from(articles).where(and(...where)).orderBy(asc(articles.sortOrder), asc(articles.id));
}

/** What can be bought on /gift: themes, amounts and their bounds, the services a voucher can name, how long it is valid. */
export async function giftOffer(db: Db, company: Company, now: Date) {
  const gift = company.settings.booker.gift;
  const today = localDateOf(now, await companyTimeZone(db, company.id));
  return {
    today,
    lastDeliveryDay: lastDeliveryDay(today),
    themes: company.settings.booker.gifts.themes,
    amounts: gift.amounts.filter((a) => a >= gift.minAmount && a <= gift.maxAmount),
    minAmount: gift.minAmount,
    maxAmount: gift.maxAmount,
    validityMonths: gift.validityMonths,
    services: gift.services ? (await giftableServices(db, company.id)).map((s) => ({ id: s.id, name: s.name as Record<string, string>, slug: s.slug, price: s.price })) : [],
    currency: company.settings.booker.mCurrency.code,
  };
}

/** The voucher's kind, article and price, from what the buyer chose; a 400 naming the field otherwise. */
async function priced(db: Db, company: Company, p: VoucherPurchase) {
  const gift = company.settings.booker.gift;
  if (!company.settings.booker.gifts.themes.some((t) => t.id === p.themeId)) throw new Invalid({ themeId: "unknown theme" });
  if ((p.amount == null) === (p.serviceId == null)) throw new Invalid({ amount: "give an amount or a service, not both" });
  if (p.amount != null) {
    if (p.amount < gift.minAmount || p.amount > gift.maxAmount) throw new Invalid({ amount: `between ${gift.minAmount} and ${gift.maxAmount} cents` }, "gift_amount_out_of_bounds");
    return { kind: "amount" as const, articleId: null, value: p.amount };
  }
  if (!gift.services) throw new Invalid({ serviceId: "this business sells amount vouchers only" });
  const [service] = await giftableServices(db, company.id, [p.serviceId!]);
  if (!service) throw new Invalid({ serviceId: "unknown service" });
  return { kind: "service" as const, articleId: service.id, value: service.price };
}

const lastDeliveryDay = (today: string) => localDateOf(new Date(Date.parse(`${today}T12:00:00Z`) + MAX_DELIVERY_DAYS * 86_400_000), "UTC");

function deliveryDay(p: VoucherPurchase, today: string): string {
  if (!p.deliverOn) return today;
  const last = lastDeliveryDay(today);
  if (p.deliverOn < today) throw new Invalid({ deliverOn: "in the past" }, "gift_delivery_past");
  if (p.deliverOn > last) throw new Invalid({ deliverOn: `at most ${MAX_DELIVERY_DAYS} days ahead` });
  return p.deliverOn;
}

export interface StartedVoucher {
  voucherId: number;
  amount: number;
  currency: string;
  token: string;
  browser: BrowserStep;
}

/**
 * /gift's pay button: the voucher (awaiting its payment) and its payment in one transaction, then
 * the provider's payment started for what the server priced. The provider refusing voids it at once.
 */
export async function startVoucherPurchase(
  db: Db,
  services: PaymentServices,
  company: Company,
  buyer: Customer,
  p: VoucherPurchase,
  now: Date,
  returns: (voucherId: number) => ReturnAddresses,
): Promise<StartedVoucher> {
  const online = onlinePayment(company);
  if (!online || !company.settings.booker.gift.active) throw new Conflict("gift_unavailable", { gift: "gift vouchers cannot be bought online here" });
  const price = await priced(db, company, p);
  const timeZone = await companyTimeZone(db, company.id);
  const today = localDateOf(now, timeZone);
  const deliverOn = deliveryDay(p, today);
  const currency = online.currency;
  const voucherId = await db.transaction(async (tx) => {
    for (let attempt = 0; ; attempt++) {
      const code = generateVoucherCode((n) => randomBytes(n));
      const [row] = await tx
        .insert(giftVouchers)
        .values({
          companyId: company.id,
          code,
          ...price,
          balance: price.value,
          validUntil: voucherValidUntil(now, company.settings.booker.gift.validityMonths, timeZone),
          deliverOn,
          recipientName: p.recipientName,
          recipientEmail: p.recipientEmail,
          message: p.message,
          themeId: p.themeId,
          lang: p.lang,
          buyerId: buyer.id,
          state: "awaiting_payment",
        })
        .onConflictDoNothing()
        .returning({ id: giftVouchers.id });
      // 94 bits of chance: a clash is all but impossible, and a second draw settles it
      if (!row) {
        if (attempt < 3) continue;
        throw new Error("could not draw a free voucher code");
      }
      await tx.insert(payments).values({ companyId: company.id, kind: "voucher", voucherId: row.id, provider: online.provider, orderRef: voucherRef(row.id), amount: price.value, currency });
      return row.id;
    }
  });
  const urls = returns(voucherId);
  try {
    const started = await services.providers[online.provider].start(online.keys, {
      orderRef: voucherRef(voucherId),
      amountCents: price.value,
      currency,
      description: `${company.settings.identity.displayName} — ${VOUCHER_WORD[p.lang]}`.slice(0, 200),
      customer: { email: buyer.email ?? `customer-${buyer.id}@invalid.example`, name: [buyer.firstname, buyer.lastname].filter(Boolean).join(" ") || undefined },
      language: p.lang,
      returnUrls: { success: urls.success, failure: urls.failure, cancel: urls.cancel },
      notificationUrl: urls.notification,
      idempotencyKey: `voucher-${voucherId}`,
    });
    await db.update(payments).set({ paymentId: started.paymentId }).where(and(eq(payments.companyId, company.id), eq(payments.voucherId, voucherId)));
    return { voucherId, amount: price.value, currency, token: started.paymentId, browser: started.browser };
  } catch (err) {
    await db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ status: "failed", failure: err instanceof PaymentError ? (err.providerMessage ?? null) : null })
        .where(and(eq(payments.companyId, company.id), eq(payments.voucherId, voucherId)));
      await voidUnpaidVoucher(tx, company.id, voucherId);
    });
    services.log.warn({ provider: online.provider, voucherId, reason: err instanceof Error ? err.message : "unknown", body: paymentErrorBody(err) }, "voucher payment start failed");
    throw new PaymentRefused(err);
  }
}

const VOUCHER_WORD: Record<Lang, string> = { fr: "bon cadeau", de: "Gutschein", en: "gift voucher", es: "tarjeta regalo", it: "buono regalo" };

/** A voucher whose payment failed or was abandoned: never spendable (a late payment makes it active again). */
export async function voidUnpaidVoucher(tx: Db, companyId: number, voucherId: number): Promise<void> {
  await tx
    .update(giftVouchers)
    .set({ state: "void" })
    .where(and(eq(giftVouchers.companyId, companyId), eq(giftVouchers.id, voucherId), eq(giftVouchers.state, "awaiting_payment")));
}

/**
 * A voucher's payment paid or cancelled, inside applyPaymentResult's transaction (the payment row
 * locked, the event recorded once). Paid with the right amount: the voucher becomes spendable and
 * its mails are written; the wrong amount: it stays void and the money goes back.
 */
export async function voucherPaymentResult(tx: Db, services: PaymentServices, company: Company, pay: typeof payments.$inferSelect, result: ConfirmResult, now: Date): Promise<Applied & { refund?: { paymentRow: number; amount: number } }> {
  const voucherId = pay.voucherId!;
  if (result.outcome === "paid") {
    const matches = result.amountCents === pay.amount && result.currency.toUpperCase() === pay.currency.toUpperCase();
    await tx.update(payments).set({ status: "paid", captured: result.amountCents, refundHandle: result.refundHandle ?? null, paidAt: now, failure: null }).where(eq(payments.id, pay.id));
    if (!matches) {
      services.log.error({ provider: pay.provider, voucherId, expected: pay.amount, got: result.amountCents }, "voucher payment amount differs");
      await tx.update(giftVouchers).set({ state: "void" }).where(and(eq(giftVouchers.id, voucherId), eq(giftVouchers.state, "awaiting_payment")));
      return { outcome: "refunded", orderId: voucherId, refund: { paymentRow: pay.id, amount: result.amountCents } };
    }
    const [voucher] = await tx.update(giftVouchers).set({ state: "active", paidAt: now }).where(and(eq(giftVouchers.companyId, company.id), eq(giftVouchers.id, voucherId))).returning();
    // the recipient's first when its day has come, so the buyer's copy can say it has gone
    const sent = await deliverIfDue(tx, company, voucher!, now);
    const [buyer] = voucher!.buyerId == null ? [] : await tx.select().from(customers).where(eq(customers.id, voucher!.buyerId));
    if (buyer?.email) await queueVoucherMail(tx, company, { ...voucher!, sentAt: sent ? now : voucher!.sentAt }, { to: buyer.email, name: [buyer.firstname, buyer.lastname].filter(Boolean).join(" "), role: "buyer" });
    return { outcome: "paid", orderId: voucherId };
  }
  await tx.update(payments).set({ status: "cancelled" }).where(eq(payments.id, pay.id));
  await voidUnpaidVoucher(tx, company.id, voucherId);
  return { outcome: "cancelled", orderId: voucherId, message: pay.failure ?? undefined };
}

/** Mails the recipient's voucher if its delivery day has begun and it has not gone yet (the caller holds the row). */
async function deliverIfDue(tx: Db, company: Company, voucher: VoucherRow, now: Date): Promise<boolean> {
  if (voucher.state !== "active" || voucher.sentAt || !voucher.recipientEmail) return false;
  const timeZone = await companyTimeZone(tx, company.id);
  if (voucher.deliverOn > localDateOf(now, timeZone)) return false;
  await queueVoucherMail(tx, company, voucher, { to: voucher.recipientEmail, name: voucher.recipientName ?? "", role: "recipient" });
  await tx.update(giftVouchers).set({ sentAt: now }).where(eq(giftVouchers.id, voucher.id));
  return true;
}

/**
 * The sweep's part: recipients whose delivery day has begun get their voucher, once (the row is
 * taken under a lock that other processes skip), and vouchers never paid are voided.
 */
export async function deliverDueVouchers(db: Db, companies: CompanyDirectory, now: Date): Promise<number> {
  // a day ahead of UTC covers every time zone; each voucher is then checked in its business's
  const horizon = localDateOf(new Date(now.getTime() + 86_400_000), "UTC");
  const due = await db
    .select({ id: giftVouchers.id, companyId: giftVouchers.companyId })
    .from(giftVouchers)
    .where(and(eq(giftVouchers.state, "active"), sql`${giftVouchers.sentAt} is null`, lte(giftVouchers.deliverOn, horizon)))
    .limit(500);
  let sent = 0;
  for (const { id, companyId } of due) {
    const company = await companies.byId(companyId);
    if (!company) continue;
    await db.transaction(async (tx) => {
      const [voucher] = await tx.select().from(giftVouchers).where(and(eq(giftVouchers.id, id), sql`${giftVouchers.sentAt} is null`)).for("update", { skipLocked: true });
      if (voucher && (await deliverIfDue(tx, company, voucher, now))) sent++;
    });
  }
  const stale = new Date(now.getTime() - UNPAID_VOUCHER_MINUTES * 60_000);
  await db
    .update(giftVouchers)
    .set({ state: "void" })
    .where(and(eq(giftVouchers.state, "awaiting_payment"), sql`${giftVouchers.createdAt} < ${stale.toISOString()}::timestamptz`));
  return sent;
}

/** A buyer's voucher, or 404 (another customer's is unknown to them). */
export async function boughtVoucher(db: Db, companyId: number, buyerId: number, voucherId: number): Promise<VoucherRow> {
  const [row] = await db.select().from(giftVouchers).where(and(eq(giftVouchers.companyId, companyId), eq(giftVouchers.id, voucherId), eq(giftVouchers.buyerId, buyerId)));
  if (!row || row.state === "void") throw new NotFound("not_found", { id: "unknown" });
  return row;
}

/** The vouchers a customer bought online, newest first (failed purchases left out). */
export async function giftHistory(db: Db, companyId: number, buyerId: number, page: number, perPage: number) {
  const where = and(eq(giftVouchers.companyId, companyId), eq(giftVouchers.buyerId, buyerId), inArray(giftVouchers.state, ["awaiting_payment", "active"]));
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(giftVouchers).where(where)) as [{ total: number }];
  const rows = await db
    .select()
    .from(giftVouchers)
    .where(where)
    .orderBy(desc(giftVouchers.createdAt), desc(giftVouchers.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { rows, total };
}

/**
 * Sends a paid voucher again, at once, to the recipient or to a new address (which becomes its
 * recipient's): a typo in the address, a lost mail. Limited per voucher.
 */
export async function resendVoucher(db: Db, company: Company, buyerId: number, voucherId: number, to: { name: string; email: string }, now: Date): Promise<VoucherRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(giftVouchers)
      .where(and(eq(giftVouchers.companyId, company.id), eq(giftVouchers.id, voucherId), eq(giftVouchers.buyerId, buyerId)))
      .for("update");
    if (!row || row.state === "void") throw new NotFound("not_found", { id: "unknown" });
    if (row.state !== "active") throw new Conflict("gift_not_paid", { id: "its payment has not arrived yet" });
    if (row.resent >= MAX_RESENDS) throw new TooMany("too_many_requests", { id: `sent again ${MAX_RESENDS} times already` });
    const [updated] = await tx
      .update(giftVouchers)
      .set({ recipientName: to.name, recipientEmail: to.email, sentAt: row.sentAt ?? now, resent: sql`${giftVouchers.resent} + 1` })
      .where(eq(giftVouchers.id, row.id))
      .returning();
    await queueVoucherMail(tx, company, updated!, { to: to.email, name: to.name, role: "recipient" });
    return updated!;
  });
}

/** How many vouchers paid for something between two shop-local days, and how much they paid (spec §7 gifts/nbused). */
export async function vouchersUsed(db: Db, companyId: number, from: string, to: string) {
  const timeZone = await companyTimeZone(db, companyId);
  const [row] = await db
    .select({ vouchers: sql<number>`count(distinct ${voucherSpends.voucherId})::int`, spends: sql<number>`count(*)::int`, amount: sql<number>`coalesce(sum(${voucherSpends.amount}), 0)::int` })
    .from(voucherSpends)
    .where(
      and(
        eq(voucherSpends.companyId, companyId),
        sql`(${voucherSpends.at} at time zone ${timeZone})::date >= ${from}::date`,
        sql`(${voucherSpends.at} at time zone ${timeZone})::date <= ${to}::date`,
      ),
    );
  return row!;
}

