// Valid requests of the coupons' company-user operations, for the walk over the access table (server/api/access.test.ts).
import { coupons } from "../../db/schema";
import type { AccessExamples, WalkFixture } from "../access-walk";

let n = 0;
const body = () => ({ code: `WALK${++n}`, reductionType: "percentage", amount: 10, scope: "both" });

/** A fresh coupon of the spa for each knock. */
async function freshCoupon(fx: WalkFixture) {
  const [row] = await fx.db.insert(coupons).values({ companyId: fx.companyId, code: `WALKED${++n}`, reductionType: "amount", amount: 500 }).returning({ id: coupons.id });
  return row!.id;
}

export const examples: AccessExamples = {
  writtenCoupons: { request: async () => ({}) },
  createCoupon: { request: async () => ({ body: body() }) },
  updateCoupon: { request: async (fx) => ({ params: { id: await freshCoupon(fx) }, body: body() }) },
};
