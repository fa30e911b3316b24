// Coupons (spec §7 'Coupons', §3 'Coupon'): the coupons a visitor may see — the listed ones, the
// signed-in customer's own, and the automatic coupon — and a code tried on a booking before it is
// confirmed. The rules are domain/coupons.ts's; decision 056 says where the spec is silent.
import { z } from "zod";
import { discountsSchema } from "./appointments";
import { operations } from "./operation";
import { MANAGERS, OWNERS } from "../domain/roles";
import { cents, localisedLine } from "./business-words";
import { couponCode, id, idText, instant, localDate, shopRef } from "./vocabulary";

const { get, post, put } = operations("coupons");

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

// ─── The business's coupons (the back-office): owners and managers read, the owner writes ──────

const reader = { access: "provider", allow: MANAGERS } as const;
const owner = { access: "provider", allow: OWNERS } as const;
const limit = z.number().int("must be a whole number").min(1, "must be at least 1").max(1_000_000, "is too large").nullable();

/** A coupon as the business writes it; `amount` is a percentage (0–100] or cents off. */
export const couponInput = z
  .object({
    code: couponCode,
    name: localisedLine(120).optional(),
    reductionType: z.enum(["percentage", "amount"]),
    amount: z.number().positive("must be more than 0"),
    scope: z.enum(["services", "products", "both"]),
    minimumOrder: cents.optional(),
    validFrom: localDate.nullable().optional(),
    validUntil: localDate.nullable().optional(),
    usageLimitPerCustomer: limit.optional(),
    usageLimitTotal: limit.optional(),
    automatic: z.boolean().optional(),
    listed: z.boolean().optional(),
    active: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.reductionType === "percentage" && v.amount > 100) ctx.addIssue({ code: "custom", path: ["amount"], message: "a percentage is at most 100" });
    if (v.reductionType === "amount" && (!Number.isInteger(v.amount) || v.amount > 100_000_000)) ctx.addIssue({ code: "custom", path: ["amount"], message: "must be whole cents, at most 1,000,000.00" });
    if (v.validFrom && v.validUntil && v.validUntil < v.validFrom) ctx.addIssue({ code: "custom", path: ["validUntil"], message: "must not be before validFrom" });
  });

/** `personal`: one customer's own coupon, given by the business's loyalty or support, not written here. */
export const writtenCouponSchema = couponSchema.extend({
  id: z.number(),
  usageLimitPerCustomer: z.number().nullable(),
  usageLimitTotal: z.number().nullable(),
  /** orders holding it now */
  usedCount: z.number(),
  listed: z.boolean(),
  active: z.boolean(),
});
export type WrittenCoupon = z.infer<typeof writtenCouponSchema>;

export const writtenCoupons = get("/coupons/written", "Every coupon of the business, active or not, with its limits and uses (owner, manager)", {
  ...reader,
  response: z.object({ coupons: z.array(writtenCouponSchema) }),
  errors: [401],
});
export const createCoupon = post("/coupons/written", "Adds a coupon or an automatic offer (owner)", {
  ...owner,
  body: couponInput,
  status: 201,
  response: z.object({ coupon: writtenCouponSchema }),
  errors: [400, 401, 409],
});
export const updateCoupon = put("/coupons/written/{id}", "Replaces a coupon's terms, or deactivates it (active: false); its uses stay counted (owner)", {
  ...owner,
  params: z.object({ id: idText }),
  body: couponInput,
  response: z.object({ coupon: writtenCouponSchema }),
  errors: [400, 401, 404, 409],
});
