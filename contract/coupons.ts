// Coupons (spec §7 'Coupons', §3 'Coupon'): the coupons a visitor may see — the listed ones, the
// signed-in customer's own, and the automatic coupon — and a code tried on a booking before it is
// confirmed. The rules are domain/coupons.ts's; decision 056 says where the spec is silent.
import { z } from "zod";
import { discountsSchema } from "./appointments";
import { operations } from "./operation";
import { couponCode, id, instant, shopRef } from "./vocabulary";

const { get, post } = operations("coupons");

export const couponSchema = z.object({
  code: z.string(),
  /** what the customer reads beside the code, per language */
  name: z.record(z.string(), z.string()),
  /** spec §3: 'percentage', or 'amount' (cents off) */
  reductionType: z.enum(["percentage", "amount"]),
  amount: z.number(),
  scope: z.enum(["services", "products", "both"]),
  /** cents the order must reach; 0 for none */
  minimumOrder: z.number(),
  /** shop-local days, both included; null: no bound */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** applied without a code when it is the best for the order */
  automatic: z.boolean(),
  /** the signed-in customer's own coupon */
  personal: z.boolean(),
});
export type CouponAnswer = z.infer<typeof couponSchema>;

export const listCoupons = get("/coupons", "The coupons usable now by the visitor: listed ones and the signed-in customer's own, plus the automatic coupon", {
  access: "company",
  response: z.object({ coupons: z.array(couponSchema), automatic: couponSchema.nullable() }),
  errors: [],
});

export const applyCoupon = post("/coupons/apply", "Tries a promo code on a booking before it is confirmed: what it takes off, or why it does not apply; nothing is written", {
  access: "company",
  body: z.object({
    code: couponCode,
    booking: z.object({ shopId: shopRef, services: z.array(id).min(1, "at least one service").max(20, "at most 20 services"), start: instant }),
  }),
  response: z.object({ coupon: couponSchema, discounts: discountsSchema }),
  errors: [400, 404, 409],
});
