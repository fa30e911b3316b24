// The article form of the back-office (/admin/catalogue/...): the typed values read into the
// API's body (contract/articles.ts articleInput), amounts typed in euros ('85', '85,50') turned
// into cents here, on the server; a value that is not an amount or a number of minutes is named
// at its field before the API is asked. The API's own refusals are named at the same fields.
import { LANGS } from "../../domain/types";
import type { TKey } from "./use-t";

/** What was typed, by field name: several values for the check-box lists. */
export type Typed = Record<string, string | string[]>;

export async function typedForm(form: FormData): Promise<Typed> {
  const typed: Typed = {};
  for (const [k, v] of form) {
    if (typeof v !== "string") continue;
    const had = typed[k];
    typed[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
  }
  return typed;
}

export const one = (typed: Typed, key: string) => {
  const v = typed[key];
  return (Array.isArray(v) ? v[0] : v)?.trim() ?? "";
};
export const many = (typed: Typed, key: string) => {
  const v = typed[key];
  return (v === undefined ? [] : Array.isArray(v) ? v : [v]).filter((x) => /^\d{1,10}$/.test(x)).map(Number);
};

/** '85', '85,5', '85.50', '1 250,00' → cents; anything else null. */
export function centsOf(text: string): number | null {
  const t = text.replace(/[\s\u00a0\u202f€]/g, "").replace(",", ".");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(t)) return null;
  const [whole, part = ""] = t.split(".");
  return Number(whole) * 100 + Number(part.padEnd(2, "0"));
}

const minutesOf = (text: string) => (/^\d{1,4}$/.test(text) ? Number(text) : null);

/** The API's body from the typed values, and the fields refused before asking it. */
export function articleBody(typed: Typed, type: "1" | "2" | "4", shopIds: number[]) {
  const fields: Record<string, TKey> = {};
  const texts = (prefix: string) => Object.fromEntries(LANGS.map((l) => [l, one(typed, `${prefix}.${l}`)]).filter(([, v]) => v !== ""));
  const amount = (key: string, optional: boolean) => {
    const text = one(typed, key);
    if (text === "" && optional) return null;
    const c = centsOf(text);
    if (c === null) fields[key] = "admin.art.err.amount";
    return c ?? 0;
  };
  const minutes = (key: string, optional: boolean) => {
    const text = one(typed, key);
    if (text === "" && optional) return 0;
    const m = minutesOf(text);
    if (m === null) fields[key] = "admin.art.err.minutes";
    return m ?? 0;
  };
  const service = type !== "2";
  const shops = shopIds.filter((id) => one(typed, `shop.${id}`) === "on").map((shopId) => ({ shopId, price: amount(`shopPrice.${shopId}`, true) }));
  const stockText = one(typed, "stock");
  if (!service && stockText !== "" && !/^\d{1,7}$/.test(stockText)) fields.stock = "admin.art.err.other";
  const body = {
    type,
    slug: one(typed, "slug") || null,
    name: texts("name"),
    description: texts("description"),
    draft: one(typed, "draft") === "on",
    price: amount("price", false) ?? 0,
    weekPrice: amount("weekPrice", true),
    booker: {
      active: one(typed, "active") === "on",
      duration: service ? minutes("booker.duration", false) : 0,
      pause: service ? minutes("booker.pause", true) : 0,
      upsellOnly: one(typed, "upsellOnly") === "on",
      ...(type === "4" ? { packageServiceIds: many(typed, "packageServiceIds") } : {}),
    },
    shops,
    categoryIds: many(typed, "categoryIds"),
    ...(service ? { employeeIds: many(typed, "employeeIds"), equipmentIds: many(typed, "equipmentIds") } : { stock: stockText === "" ? null : Number(stockText) }),
  };
  return { body, fields };
}

/** An API refusal's fields, as the form's fields and the words it shows there. */
export function refusedFields(apiFields: Record<string, string>, code: string): Record<string, TKey> {
  const out: Record<string, TKey> = {};
  for (const key of Object.keys(apiFields)) {
    const shop = /^shops\.(\d+)\.price$/.exec(key);
    if (key === "name.fr" || key === "name") out["name.fr"] = "admin.art.err.required";
    else if (key === "slug") out.slug = code === "slug_taken" ? "admin.art.err.slugTaken" : "admin.art.err.slug";
    else if (key === "price" || key === "weekPrice") out[key] = "admin.art.err.amount";
    else if (shop) out.shops = "admin.art.err.amount";
    else if (key === "booker.duration" || key === "booker.pause") out[key] = "admin.art.err.minutes";
    else if (key === "shops" || key === "shopId") out.shops = "admin.art.err.shops";
    else if (key === "booker.packageServiceIds") out.packageServiceIds = "admin.art.err.package";
    else out[key] = "admin.art.err.other";
  }
  return out;
}
