// The coupons a visitor may see (GET coupons), and a code tried on a booking (POST coupons/apply).
import type { Tenant } from "../tenant";
import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { CouponAnswer } from "../../contract/coupons";
import { visibleCoupons } from "../../domain/coupons";
import { coupons } from "../db/schema";
import { withUsage, type CouponRow } from "./discounts";

export const couponAnswer = (row: CouponRow): CouponAnswer => ({
  code: row.code,
  name: row.name as Record<string, string>,
  reductionType: row.reductionType,
  amount: row.amount,
  scope: row.scope,
  minimumOrder: row.minimumOrder,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
  automatic: row.automatic,
  personal: row.customerId !== null,
});

/**
 * The listed coupons and the customer's own usable now (not used up, not used as often as
 * allowed, or usable once signed in), and the automatic coupon: of several, the one that ends soonest.
 */
export async function couponsFor({ db, companyId }: Tenant, customerId: number | null, ctx: { now: Date; timeZone: string }) {
  const mine = customerId === null ? isNull(coupons.customerId) : or(isNull(coupons.customerId), eq(coupons.customerId, customerId));
  const rows = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.companyId, companyId), eq(coupons.active, true), mine, or(eq(coupons.listed, true), eq(coupons.automatic, true), customerId === null ? undefined : eq(coupons.customerId, customerId))))
    .orderBy(asc(coupons.validUntil), asc(coupons.code));
  const candidates = await withUsage(db, rows, customerId);
  const usable = new Set(visibleCoupons(candidates, { ...ctx, customerId: customerId === null ? null : String(customerId) }));
  const shown = candidates.filter((c) => usable.has(c.coupon)).map((c) => c.row);
  const automatic = shown.find((r) => r.automatic) ?? null;
  return { coupons: shown.filter((r) => !r.automatic).map(couponAnswer), automatic: automatic ? couponAnswer(automatic) : null };
}
