// The gift voucher settings of the back-office (/admin/commerce/gifts): what was typed read into a
// merge patch of the company's settings (PUT /companies/{id}: booker.gift and booker.gifts.themes).
// Amounts are typed in euros ('30', '29,90') and turned into cents here, on the server; a value that
// is not one is named at its field before the API is asked, and the API's refusals at the same fields.
import type { CompanySettings } from "../../domain/company-settings";
import { GIFT_AMOUNTS_MAX } from "../../domain/gift-voucher";
import { LANGS } from "../../domain/types";
import { centsOf, one, type Typed } from "./admin-article-form.server";
import type { TKey } from "./use-t";

type GiftSettings = Pick<CompanySettings["booker"], "gift" | "gifts">;

const euros = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** The form's values of the stored settings; the theme after the stored ones is the blank one to add. */
export function giftTyped(booker: GiftSettings): Typed {
  const { gift, gifts } = booker;
  const typed: Typed = { validityMonths: String(gift.validityMonths), minAmount: euros(gift.minAmount), maxAmount: euros(gift.maxAmount) };
  if (gift.services) typed.services = "on";
  gift.amounts.forEach((a, i) => (typed[`amount.${i}`] = euros(a)));
  gifts.themes.forEach((th, i) => {
    typed[`theme.${i}.id`] = th.id;
    typed[`theme.${i}.image`] = th.image;
    if (th.active) typed[`theme.${i}.active`] = "on";
    for (const [l, v] of Object.entries(th.name)) typed[`theme.${i}.name.${l}`] = v ?? "";
  });
  typed[`theme.${gifts.themes.length}.active`] = "on";
  return typed;
}

/** A theme's id from its French name: lower case, dashes, unique among the others. */
function themeId(name: string, taken: Set<string>): string {
  const base =
    name
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "theme";
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** The patch from the typed values, and the fields refused before asking the API. */
export function giftPatch(typed: Typed, themeCount: number) {
  const fields: Record<string, TKey> = {};
  const cents = (key: string) => {
    const c = centsOf(one(typed, key));
    if (c === null || c < 100) fields[key] = "admin.gifts.err.euros";
    return c ?? 0;
  };
  const validityText = one(typed, "validityMonths");
  if (!/^\d{1,2}$/.test(validityText) || Number(validityText) < 1 || Number(validityText) > 60) fields.validityMonths = "admin.gifts.err.months";
  const amounts: number[] = [];
  for (let i = 0; i < GIFT_AMOUNTS_MAX; i += 1) if (one(typed, `amount.${i}`) !== "") amounts.push(cents(`amount.${i}`));
  const minAmount = cents("minAmount");
  const maxAmount = cents("maxAmount");
  if (!fields.minAmount && !fields.maxAmount && maxAmount < minAmount) fields.maxAmount = "admin.gifts.err.maxBelowMin";
  amounts.forEach((a, i) => {
    if (!fields[`amount.${i}`] && (a < minAmount || a > maxAmount)) fields[`amount.${i}`] = "admin.gifts.err.outside";
  });
  const taken = new Set<string>();
  const themes = [];
  // the stored themes, then the new one when it has a French name
  for (let i = 0; i <= themeCount; i += 1) {
    const name = Object.fromEntries(LANGS.map((l) => [l, one(typed, `theme.${i}.name.${l}`)]).filter(([, v]) => v !== ""));
    const image = one(typed, `theme.${i}.image`);
    const stored = i < themeCount;
    if (!stored && !name.fr && !image) continue;
    if (!name.fr) fields[`theme.${i}.name.fr`] = "admin.gifts.err.name";
    if (!image) fields[`theme.${i}.image`] = "admin.gifts.err.image";
    const id = stored ? one(typed, `theme.${i}.id`) : themeId(name.fr ?? "", taken);
    taken.add(id);
    themes.push({ id, name, image, active: one(typed, `theme.${i}.active`) === "on" });
  }
  const patch = {
    booker: {
      gift: { validityMonths: Number(validityText), amounts: [...new Set(amounts)].sort((a, b) => a - b), minAmount, maxAmount, services: one(typed, "services") === "on" },
      gifts: { themes },
    },
  };
  return { patch, fields };
}

/** An API refusal's field (a settings path) as the form's field and the words shown there. */
export function refusedGiftFields(apiFields: Record<string, string>): Record<string, TKey> {
  const out: Record<string, TKey> = {};
  for (const key of Object.keys(apiFields)) {
    const amount = /^settings\.booker\.gift\.amounts\.(\d+)/.exec(key);
    const theme = /^settings\.booker\.gifts\.themes\.(\d+)\.(name\.\w+|image)/.exec(key);
    const plain = /^settings\.booker\.gift\.(validityMonths|minAmount|maxAmount)/.exec(key);
    if (amount) out[`amount.${amount[1]}`] = "admin.gifts.err.euros";
    else if (theme) out[`theme.${theme[1]}.${theme[2]}`] = theme[2] === "image" ? "admin.gifts.err.image" : "admin.gifts.err.name";
    else if (plain) out[plain[1]!] = plain[1] === "validityMonths" ? "admin.gifts.err.months" : plain[1] === "maxAmount" ? "admin.gifts.err.maxBelowMin" : "admin.gifts.err.euros";
    else out.validityMonths = "admin.gifts.err.other";
  }
  return out;
}
