// Gift vouchers bought online (decision 166): the voucher is written 'awaiting_payment' with its
// payment, in one transaction; the provider's confirmation makes it spendable and mails it (the
// buyer's copy at once, the recipient's on the delivery day, by the sweep); a payment that fails
// or is abandoned voids it. Nothing is held while paying, so a late payment always activates it.
// The price is the server's: the amount chosen within the business's bounds, or the service's.
import type { PaymentTenant } from "../payments/online";
import type { Tenant, TenantCompany } from "../tenant";
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { Conflict, Invalid, NotFound, TooMany } from "../../domain/errors";
import { generateVoucherCode, voucherValidUntil } from "../../domain/gift-voucher";
import { localDateOf } from "../../domain/time";
import type { Lang } from "../../domain/types";
import type { Customer } from "../auth/sessions";
import type { Db } from "../db";
import { articles, giftVouchers, voucherSpends } from "../db/schema";
import type { BrowserStep } from "../payments/provider";
import { onlinePayment, type ReturnAddresses } from "../payments/online";
import { insertPayment, startPayment } from "../payments/start";
import { companyTimeZone } from "../loyalty/cards";
import type { CompanyDirectory } from "../tenancy/companies";
import { queueVoucherMail } from "./mail";
import { deliverIfDue, voucherPayments, type VoucherRow } from "./paid";

export { voucherRef, type VoucherRow } from "./paid";

/** How far ahead a buyer may schedule the recipient's e-mail. */
export const MAX_DELIVERY_DAYS = 365;
/** Times a buyer may have one voucher sent again. */
export const MAX_RESENDS = 5;
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
async function giftableServices({ db, companyId }: Tenant, ids?: number[]) {
  const where = [eq(articles.companyId, companyId), inArray(articles.type, ["1", "4"]), eq(articles.draft, false), sql`${articles.price} > 0`];
  if (ids) where.push(inArray(articles.id, ids));
  return db.select({ id: articles.id, name: articles.name, slug: articles.slug, price: articles.price }).from(articles).where(and(...where)).orderBy(asc(articles.sortOrder), asc(articles.id));
}

/** What can be bought on /gift: themes, amounts and their bounds, the services a voucher can name, how long it is valid. */
export async function giftOffer({ db, company }: TenantCompany, now: Date) {
  const gift = company.settings.booker.gift;
  const today = localDateOf(now, await companyTimeZone({ db, companyId: company.id }));
  return {
    today,
    lastDeliveryDay: lastDeliveryDay(today),
    themes: company.settings.booker.gifts.themes.filter((t) => t.active),
    amounts: gift.amounts.filter((a) => a >= gift.minAmount && a <= gift.maxAmount),
    minAmount: gift.minAmount,
    maxAmount: gift.maxAmount,
    validityMonths: gift.validityMonths,
    services: gift.services ? (await giftableServices({ db, companyId: company.id })).map((s) => ({ id: s.id, name: s.name as Record<string, string>, slug: s.slug, price: s.price })) : [],
    currency: company.settings.booker.mCurrency.code,
  };
}

/** The voucher's kind, article and price, from what the buyer chose; a 400 naming the field (under `at`) otherwise. */
export async function pricedVoucher({ db, company }: TenantCompany, p: Pick<VoucherPurchase, "themeId" | "amount" | "serviceId">, at = "") {
  try {
    return await priced({ db, company }, p);
  } catch (err) {
    if (err instanceof Invalid && at) throw new Invalid(Object.fromEntries(Object.entries(err.fields ?? {}).map(([k, v]) => [`${at}${k}`, v])), err.code);
    throw err;
  }
}

async function priced({ db, company }: TenantCompany, p: Pick<VoucherPurchase, "themeId" | "amount" | "serviceId">) {
  const gift = company.settings.booker.gift;
  if (!company.settings.booker.gifts.themes.some((t) => t.id === p.themeId && t.active)) throw new Invalid({ themeId: "unknown theme" });
  if ((p.amount == null) === (p.serviceId == null)) throw new Invalid({ amount: "give an amount or a service, not both" });
  if (p.amount != null) {
    if (p.amount < gift.minAmount || p.amount > gift.maxAmount) throw new Invalid({ amount: `between ${gift.minAmount} and ${gift.maxAmount} cents` }, "gift_amount_out_of_bounds");
    return { kind: "amount" as const, articleId: null, value: p.amount };
  }
  if (!gift.services) throw new Invalid({ serviceId: "this business sells amount vouchers only" });
  const [service] = await giftableServices({ db, companyId: company.id }, [p.serviceId!]);
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
  { db, payments: services, company }: PaymentTenant,
  buyer: Customer,
  p: VoucherPurchase,
  now: Date,
  returns: (voucherId: number) => ReturnAddresses,
): Promise<StartedVoucher> {
  const online = onlinePayment(company);
  if (!online || !company.settings.booker.gift.active) throw new Conflict("gift_unavailable", { gift: "gift vouchers cannot be bought online here" });
  const price = await priced({ db, company }, p);
  const timeZone = await companyTimeZone({ db, companyId: company.id });
  const today = localDateOf(now, timeZone);
  const deliverOn = deliveryDay(p, today);
  const currency = online.currency;
  const voucherId = await db.transaction(async (tx) => {
    const row = await insertVoucher(tx, {
          companyId: company.id,
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
    });
    await insertPayment({ db: tx, company }, online, voucherPayments, row.id, price.value);
    return row.id;
  });
  const description = `${company.settings.identity.displayName} — ${VOUCHER_WORD[p.lang]}`;
  const started = await startPayment({ db, payments: services, company }, online, { kind: voucherPayments, orderId: voucherId, amount: price.value, description, customer: buyer, lang: p.lang, returns: returns(voucherId), now });
  return { voucherId, amount: price.value, currency, ...started };
}

/** Writes a voucher under a freshly drawn code. */
export async function insertVoucher(tx: Db, values: Omit<typeof giftVouchers.$inferInsert, "code">): Promise<VoucherRow> {
  for (let attempt = 0; ; attempt++) {
    const [row] = await tx.insert(giftVouchers).values({ ...values, code: generateVoucherCode((n) => randomBytes(n)) }).onConflictDoNothing().returning();
    if (row) return row;
    // 94 bits of chance: a clash is all but impossible, and a second draw settles it
    if (attempt >= 3) throw new Error("could not draw a free voucher code");
  }
}

const VOUCHER_WORD: Record<Lang, string> = { fr: "bon cadeau", de: "Gutschein", en: "gift voucher", es: "tarjeta regalo", it: "buono regalo" };

/**
 * The sweep's part: recipients whose delivery day has begun get their voucher, once (the row is
 * taken under a lock that other processes skip).
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
      if (voucher && (await deliverIfDue({ db: tx, company }, voucher, now))) sent++;
    });
  }
  return sent;
}

/** A buyer's voucher, or 404 (another customer's is unknown to them). */
export async function boughtVoucher({ db, companyId }: Tenant, buyerId: number, voucherId: number): Promise<VoucherRow> {
  const [row] = await db.select().from(giftVouchers).where(and(eq(giftVouchers.companyId, companyId), eq(giftVouchers.id, voucherId), eq(giftVouchers.buyerId, buyerId)));
  if (!row || row.state === "void") throw new NotFound("not_found", { id: "unknown" });
  return row;
}

/** The vouchers a customer bought online, newest first (failed purchases left out). */
export async function giftHistory({ db, companyId }: Tenant, buyerId: number, page: number, perPage: number) {
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
export async function resendVoucher({ db, company }: TenantCompany, buyerId: number, voucherId: number, to: { name: string; email: string }, now: Date): Promise<VoucherRow> {
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
    await queueVoucherMail({ db: tx, company }, updated!, { to: to.email, name: to.name, role: "recipient" });
    return updated!;
  });
}

/** How many vouchers paid for something between two shop-local days, and how much they paid (spec §7 gifts/nbused). */
export async function vouchersUsed({ db, companyId }: Tenant, from: string, to: string) {
  const timeZone = await companyTimeZone({ db, companyId });
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

