// The commerce settings' forms (/admin/commerce/payment, /rules, /stock): what was typed read into
// the company's settings patch (PUT companies/{id}) or a stock count. Money is typed in euros
// ('20', '19,50') and turned into cents here, on the server; a value that is not one is named at its
// field before the API is asked, and the API's refusals are named at the same fields.
import type { TeamCompany } from "../../contract/companies";
import { PROVIDER_KEYS, providerOf } from "../../domain/payment-keys";
import { centsOf } from "./admin-article-form.server";
import type { Typed } from "../components/admin/article-form";
import type { TKey } from "./use-t";

type Settings = TeamCompany["settings"];

const one = (typed: Typed, key: string) => {
  const v = typed[key];
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? "";
};
const euros = (cents: number) => (cents / 100).toFixed(2).replace(/\.00$/, "");

/** The payment form as stored: the provider and the public key (every other key is never read back). */
export function paymentTyped(settings: Settings): Typed {
  return { provider: settings.booker.payment.provider, "key.publicKey": settings.booker.payment.keys.publicKey ?? "" };
}

/**
 * The settings patch of the payment form: the provider and the keys typed (a blank one keeps what is
 * stored). A key the provider needs, neither typed nor stored, is refused here: a provider saved
 * without it would be offered to customers and fail at their payment.
 */
export function paymentPatch(typed: Typed, company: TeamCompany) {
  const provider = providerOf(one(typed, "provider"));
  const fields: Record<string, TKey> = {};
  const keys: Record<string, string> = {};
  for (const name of PROVIDER_KEYS[provider]) {
    const value = one(typed, `key.${name}`);
    if (value) keys[name] = value;
    const stored = name === "publicKey" ? Boolean(company.settings.booker.payment.keys.publicKey) : company.secretsSet.includes(`booker.payment.keys.${name}`);
    if (!value && !stored) fields[`key.${name}`] = "admin.pay.err.required";
  }
  return { patch: { booker: { payment: { provider, keys } } }, fields };
}

/** The deposits and delivery form as stored, money in euros. */
export function rulesTyped(settings: Settings): Typed {
  const pay = settings.booker.appointment.payment;
  const rule = pay.deposit.rule;
  const delivery = settings.booker.products.delivery;
  const typed: Typed = {
    rule: rule.type,
    percent: rule.type === "percentage" ? String(rule.percent) : "",
    amount: rule.type === "fixed" ? euros(rule.amount) : "",
    deliveryPrice: euros(delivery.price),
    freeFrom: delivery.freeFrom === null ? "" : euros(delivery.freeFrom),
  };
  if (pay.active) typed.online = "on";
  if (pay.deposit.newCustomersOnly) typed.newCustomersOnly = "on";
  if (delivery.active) typed.deliveryActive = "on";
  return typed;
}

/** The settings patch of the deposits and delivery form, and the fields refused before asking the API. */
export function rulesPatch(typed: Typed) {
  const fields: Record<string, TKey> = {};
  const type = one(typed, "rule");
  let rule: { type: "full" | "none" } | { type: "percentage"; percent: number } | { type: "fixed"; amount: number };
  if (type === "percentage") {
    const text = one(typed, "percent").replace(",", ".");
    const percent = /^\d{1,3}(\.\d{1,2})?$/.test(text) ? Number(text) : NaN;
    if (!(percent > 0 && percent <= 100)) fields.percent = "admin.coupon.err.percent";
    rule = { type, percent: percent || 0 };
  } else if (type === "fixed") {
    const amount = centsOf(one(typed, "amount"));
    if (!amount) fields.amount = "admin.coupon.err.euros";
    rule = { type, amount: amount ?? 0 };
  } else rule = { type: type === "none" ? "none" : "full" };
  const price = centsOf(one(typed, "deliveryPrice") || "0");
  if (price === null || price > 100_000) fields.deliveryPrice = "admin.coupon.err.euros";
  const freeText = one(typed, "freeFrom");
  const freeFrom = freeText === "" ? null : centsOf(freeText);
  if (freeText !== "" && freeFrom === null) fields.freeFrom = "admin.coupon.err.euros";
  const patch = {
    booker: {
      appointment: { payment: { active: one(typed, "online") === "on", deposit: { rule, newCustomersOnly: one(typed, "newCustomersOnly") === "on" } } },
      products: { delivery: { active: one(typed, "deliveryActive") === "on", price: price ?? 0, freeFrom } },
    },
  };
  return { patch, fields };
}

/** The form's field of an API refusal's path ('settings.booker.products.delivery.price' → deliveryPrice). */
export function rulesField(path: string): string {
  if (path.includes("delivery.price")) return "deliveryPrice";
  if (path.includes("freeFrom")) return "freeFrom";
  if (path.includes("percent")) return "percent";
  if (path.includes("amount")) return "amount";
  return "rule";
}

/** A stock count typed: a whole number from 0, else null. */
export const countOf = (text: string): number | null => (/^\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null);
