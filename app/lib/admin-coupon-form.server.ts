// The coupon form of the back-office (/admin/commerce/coupons/...): the typed values read into the
// API's body (contract/coupons.ts couponInput). A percentage is typed as a number ('15', '12,5'),
// an amount and the minimum order in euros ('10', '10,50') turned into cents here, on the server;
// a value that is not one is named at its field before the API is asked, and the API's own
// refusals are named at the same fields.
import type { WrittenCoupon } from "../../contract/coupons";
import { LANGS } from "../../domain/types";
import { centsOf, type Typed } from "./admin-article-form.server";
import type { TKey } from "./use-t";

const one = (typed: Typed, key: string) => {
  const v = typed[key];
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? "";
};

const euros = (cents: number) => (cents / 100).toFixed(2);

/** The form's values of a stored coupon (or of a new one: a percentage on everything, active). */
export function couponTyped(coupon: WrittenCoupon | null): Typed {
  if (!coupon) return { reductionType: "percentage", scope: "both", active: "on" };
  const typed: Typed = {
    code: coupon.code,
    reductionType: coupon.reductionType,
    amount: coupon.reductionType === "amount" ? euros(coupon.amount) : String(coupon.amount),
    scope: coupon.scope,
    minimumOrder: coupon.minimumOrder ? euros(coupon.minimumOrder) : "",
    validFrom: coupon.validFrom ?? "",
    validUntil: coupon.validUntil ?? "",
    usageLimitTotal: coupon.usageLimitTotal === null ? "" : String(coupon.usageLimitTotal),
    usageLimitPerCustomer: coupon.usageLimitPerCustomer === null ? "" : String(coupon.usageLimitPerCustomer),
  };
  for (const [l, v] of Object.entries(coupon.name)) typed[`name.${l}`] = v;
  for (const flag of ["automatic", "listed", "active"] as const) if (coupon[flag]) typed[flag] = "on";
  return typed;
}

/** The API's body from the typed values, and the fields refused before asking it. */
export function couponBody(typed: Typed) {
  const fields: Record<string, TKey> = {};
  const reductionType = one(typed, "reductionType") === "amount" ? ("amount" as const) : ("percentage" as const);
  const amountText = one(typed, "amount");
  let amount: number | null;
  if (reductionType === "amount") amount = centsOf(amountText);
  else amount = /^\d{1,3}([.,]\d{1,2})?$/.test(amountText) ? Number(amountText.replace(",", ".")) : null;
  if (amount === null || amount <= 0) fields.amount = reductionType === "amount" ? "admin.coupon.err.euros" : "admin.coupon.err.percent";
  const minimumText = one(typed, "minimumOrder");
  const minimumOrder = minimumText === "" ? 0 : centsOf(minimumText);
  if (minimumOrder === null) fields.minimumOrder = "admin.coupon.err.euros";
  const limit = (key: string) => {
    const text = one(typed, key);
    if (text === "") return null;
    if (!/^\d{1,7}$/.test(text) || Number(text) < 1) fields[key] = "admin.coupon.err.limit";
    return Number(text) || null;
  };
  const day = (key: string) => one(typed, key) || null;
  const typedScope = one(typed, "scope");
  const scope: "services" | "products" | "both" = typedScope === "services" || typedScope === "products" ? typedScope : "both";
  const body = {
    code: one(typed, "code"),
    name: Object.fromEntries(LANGS.map((l) => [l, one(typed, `name.${l}`)]).filter(([, v]) => v !== "")),
    reductionType,
    amount: amount ?? 0,
    scope,
    minimumOrder: minimumOrder ?? 0,
    validFrom: day("validFrom"),
    validUntil: day("validUntil"),
    usageLimitTotal: limit("usageLimitTotal"),
    usageLimitPerCustomer: limit("usageLimitPerCustomer"),
    automatic: one(typed, "automatic") === "on",
    listed: one(typed, "listed") === "on",
    active: one(typed, "active") === "on",
  };
  return { body, fields };
}

/** An API refusal's fields, as the form's fields and the words it shows there. */
export function refusedCouponFields(apiFields: Record<string, string>, code: string, reductionType: string): Record<string, TKey> {
  const out: Record<string, TKey> = {};
  for (const key of Object.keys(apiFields)) {
    if (key === "code") out.code = code === "reference_taken" ? "admin.coupon.err.codeTaken" : "admin.coupon.err.code";
    else if (key === "amount") out.amount = reductionType === "amount" ? "admin.coupon.err.euros" : "admin.coupon.err.percent";
    else if (key === "minimumOrder") out.minimumOrder = "admin.coupon.err.euros";
    else if (key === "validUntil") out.validUntil = "admin.coupon.err.until";
    else if (key === "validFrom") out.validFrom = "admin.coupon.err.day";
    else if (key === "usageLimitTotal") out.usageLimitTotal = code === "invalid_input" && /used/.test(apiFields[key] ?? "") ? "admin.coupon.err.belowUsed" : "admin.coupon.err.limit";
    else if (key === "usageLimitPerCustomer") out.usageLimitPerCustomer = "admin.coupon.err.limit";
    else out[key.startsWith("name.") ? key : "code"] = "admin.coupon.err.other";
  }
  return out;
}
