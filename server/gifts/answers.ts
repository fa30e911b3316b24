// A gift voucher as the API answers it: to whoever checks its code, and to the customer who bought
// it. Its status is read in the company's time zone at the request's `now`.
import type { Tenant } from "../tenant";
import { and, eq, inArray } from "drizzle-orm";
import type { BoughtVoucher } from "../../contract/gifts";
import { articles } from "../db/schema";
import { companyTimeZone } from "../loyalty/cards";
import { MAX_RESENDS } from "./purchase";
import { statusOf, type VoucherRow } from "./vouchers";

type ServiceOf = Map<number, { id: number; name: Record<string, string>; slug: string | null }>;

/** The services the vouchers are for, this company's only. */
async function servicesOf({ db, companyId }: Tenant, rows: readonly VoucherRow[]): Promise<ServiceOf> {
  const ids = [...new Set(rows.map((r) => r.articleId).filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const found = await db.select({ id: articles.id, name: articles.name, slug: articles.slug }).from(articles).where(and(eq(articles.companyId, companyId), inArray(articles.id, ids)));
  return new Map(found.map((s) => [s.id, { id: s.id, name: s.name as Record<string, string>, slug: s.slug }]));
}

function checked(row: VoucherRow, services: ServiceOf, now: Date, timeZone: string) {
  const service = row.articleId === null ? null : (services.get(row.articleId) ?? null);
  return { code: row.code, kind: row.kind, value: row.value, balance: row.balance, validUntil: row.validUntil, service, status: statusOf(row, now, timeZone) };
}

/** A voucher as gifts/check answers it. */
export async function checkedVoucher({ db, companyId }: Tenant, row: VoucherRow, now: Date) {
  const [services, timeZone] = await Promise.all([servicesOf({ db, companyId }, [row]), companyTimeZone({ db, companyId })]);
  return checked(row, services, now, timeZone);
}

/** Vouchers as their buyer sees them. */
export async function boughtVouchers({ db, companyId }: Tenant, rows: readonly VoucherRow[], now: Date): Promise<BoughtVoucher[]> {
  const [services, timeZone] = await Promise.all([servicesOf({ db, companyId }, rows), companyTimeZone({ db, companyId })]);
  return rows.map((row) => ({
    ...checked(row, services, now, timeZone),
    id: row.id,
    themeId: row.themeId,
    recipient: { name: row.recipientName, email: row.recipientEmail },
    message: row.message,
    deliverOn: row.deliverOn,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    resendsLeft: Math.max(0, MAX_RESENDS - row.resent),
  }));
}

/** One voucher as its buyer sees it. */
export const boughtVoucherAnswer = async ({ db, companyId }: Tenant, row: VoucherRow, now: Date): Promise<BoughtVoucher> => (await boughtVouchers({ db, companyId }, [row], now))[0]!;
