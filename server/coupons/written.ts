// The business's coupons as it writes them (the back-office): every coupon with its limits and
// uses, and a coupon added or its terms replaced by the owner. A coupon is never deleted — orders
// name it and its uses count — it is deactivated (active: false).
import type { Tenant } from "../tenant";
import { and, asc, desc, eq, ne } from "drizzle-orm";
import type { z } from "zod";
import type { couponInput, WrittenCoupon } from "../../contract/coupons";
import { normaliseCouponCode } from "../../domain/coupons";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import { record, type Editor } from "../audit/editor";
import type { Db } from "../db";
import { coupons } from "../db/schema";
import { couponAnswer } from "./coupons";
import type { CouponRow } from "./discounts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Db, "select">;

const written = (row: CouponRow): WrittenCoupon => ({
  ...couponAnswer(row),
  id: row.id,
  usageLimitPerCustomer: row.usageLimitPerCustomer,
  usageLimitTotal: row.usageLimitTotal,
  usedCount: row.usedCount,
  listed: row.listed,
  active: row.active,
});

/** Every coupon of the company: the active first, then by code. */
export async function writtenCoupons({ db, companyId }: Tenant<Reader>): Promise<WrittenCoupon[]> {
  const rows = await db.select().from(coupons).where(eq(coupons.companyId, companyId)).orderBy(desc(coupons.active), asc(coupons.code));
  return rows.map(written);
}

/** Adds a coupon (no id) or replaces the terms of the company's coupon `id`; its use count stays. */
export async function saveCoupon({ db, companyId }: Tenant, input: z.output<typeof couponInput>, editor: Editor, id?: number): Promise<WrittenCoupon> {
  const code = normaliseCouponCode(input.code);
  const values = {
    code,
    name: input.name ?? {},
    reductionType: input.reductionType,
    amount: input.amount,
    scope: input.scope,
    minimumOrder: input.minimumOrder ?? 0,
    validFrom: input.validFrom ?? null,
    validUntil: input.validUntil ?? null,
    usageLimitPerCustomer: input.usageLimitPerCustomer ?? null,
    usageLimitTotal: input.usageLimitTotal ?? null,
    automatic: input.automatic ?? false,
    listed: input.listed ?? false,
    active: input.active ?? true,
  };
  const row = await db.transaction(async (tx: Tx) => {
    const [taken] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(eq(coupons.companyId, companyId), eq(coupons.code, code), id === undefined ? undefined : ne(coupons.id, id)));
    if (taken) throw new Conflict("reference_taken", { code: "another coupon has this code" });
    if (id === undefined) {
      const [created] = await tx.insert(coupons).values({ ...values, companyId }).returning();
      await record({ db: tx, companyId }, editor, { action: "create", entity: "coupon", id: created!.id, after: values });
      return created!;
    }
    // the row is locked: an order taking it now waits, so the count compared below is the committed one
    const [before] = await tx.select().from(coupons).where(and(eq(coupons.companyId, companyId), eq(coupons.id, id))).for("update");
    if (!before) throw new NotFound("not_found", { id: "unknown" });
    if (values.usageLimitTotal !== null && values.usageLimitTotal < before.usedCount) throw new Invalid({ usageLimitTotal: `already used ${before.usedCount} times` });
    const [after] = await tx.update(coupons).set(values).where(eq(coupons.id, before.id)).returning();
    await record({ db: tx, companyId }, editor, { action: "update", entity: "coupon", id, before, after: values });
    return after!;
  });
  return written(row);
}
