// The loyalty programme of the back-office (/admin/commerce/loyalty): what was typed read into a
// merge patch of the company's settings (PUT /companies/{id}: booker.loyalty). The points per euro
// are typed as a number ('1', '1,5'), a reward's amount in euros ('5', '7,50') turned into cents
// here, on the server. Changing the rules changes what is earned from then on only: points already
// earned are in the card's ledger, and a reward already granted keeps what it gave (decision 056).
import type { LoyaltyProgramme } from "../../domain/loyalty";
import { LANGS } from "../../domain/types";
import { centsOf, one, type Typed } from "./admin-article-form.server";
import type { TKey } from "./use-t";

const euros = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** The form's values of the stored programme; the tier after the stored ones is the blank one to add. */
export function loyaltyTyped(p: LoyaltyProgramme, lang: string): Typed {
  const typed: Typed = {
    pointsPerEuro: p.pointsPerEuro.toLocaleString(lang, { maximumFractionDigits: 2, useGrouping: false }),
    onlineBookingBonus: String(p.onlineBookingBonus),
    expiryMonths: p.expiryMonthsWithoutActivity === null ? "" : String(p.expiryMonthsWithoutActivity),
  };
  if (p.active) typed.active = "on";
  for (const k of ["bookings", "eshopOrders", "vouchers"] as const) if (p.earnOn[k]) typed[`earnOn.${k}`] = "on";
  p.tiers.forEach((tier, i) => {
    typed[`tier.${i}.id`] = tier.id;
    typed[`tier.${i}.threshold`] = String(tier.threshold);
    typed[`tier.${i}.reward`] = tier.reward.type === "amount" ? "amount" : `${tier.reward.type}:${tier.reward.articleId}`;
    if (tier.reward.type === "amount") typed[`tier.${i}.amount`] = euros(tier.reward.amount);
    for (const [l, v] of Object.entries(tier.name)) typed[`tier.${i}.name.${l}`] = v ?? "";
  });
  typed[`tier.${p.tiers.length}.reward`] = "amount";
  return typed;
}

const whole = (text: string, max: number) => (/^\d{1,7}$/.test(text) && Number(text) <= max ? Number(text) : null);

/** The patch from the typed values, and the fields refused before asking the API. */
export function loyaltyPatch(typed: Typed, tierCount: number) {
  const fields: Record<string, TKey> = {};
  const rateText = one(typed, "pointsPerEuro").replace(",", ".");
  const pointsPerEuro = /^\d{1,3}(\.\d{1,2})?$/.test(rateText) && Number(rateText) <= 100 ? Number(rateText) : null;
  if (pointsPerEuro === null) fields.pointsPerEuro = "admin.loyalty.err.rate";
  const bonus = whole(one(typed, "onlineBookingBonus") || "0", 100_000);
  if (bonus === null) fields.onlineBookingBonus = "admin.loyalty.err.points";
  const expiryText = one(typed, "expiryMonths");
  const expiry = expiryText === "" ? null : whole(expiryText, 120);
  if (expiryText !== "" && (expiry === null || expiry < 1)) fields.expiryMonths = "admin.loyalty.err.months";
  const ids = new Set<string>();
  for (let i = 0; i < tierCount; i += 1) ids.add(one(typed, `tier.${i}.id`));
  const tiers = [];
  /** each written tier's place in the form, to name the API's refusals at the right fields */
  const places: number[] = [];
  for (let i = 0; i <= tierCount; i += 1) {
    const stored = i < tierCount;
    if (stored && one(typed, `tier.${i}.remove`) === "on") continue;
    const name = Object.fromEntries(LANGS.map((l) => [l, one(typed, `tier.${i}.name.${l}`)]).filter(([, v]) => v !== ""));
    const thresholdText = one(typed, `tier.${i}.threshold`);
    if (!stored && !thresholdText && !name.fr) continue;
    const threshold = whole(thresholdText, 10_000_000);
    if (threshold === null || threshold < 1) fields[`tier.${i}.threshold`] = "admin.loyalty.err.points";
    if (!name.fr) fields[`tier.${i}.name.fr`] = "admin.loyalty.err.name";
    const chosen = one(typed, `tier.${i}.reward`);
    const article = /^(service|product):(\d{1,10})$/.exec(chosen);
    let reward: { type: "amount"; amount: number } | { type: "service" | "product"; articleId: number };
    if (article) reward = { type: article[1] as "service" | "product", articleId: Number(article[2]) };
    else {
      const amount = centsOf(one(typed, `tier.${i}.amount`));
      if (amount === null || amount < 1) fields[`tier.${i}.amount`] = "admin.loyalty.err.euros";
      reward = { type: "amount", amount: amount ?? 0 };
    }
    let id = stored ? one(typed, `tier.${i}.id`) : "";
    for (let n = tierCount + 1; !id || (!stored && ids.has(id)); n += 1) id = `palier-${n}`;
    ids.add(id);
    tiers.push({ id, threshold: threshold ?? 0, reward, name });
    places.push(i);
  }
  const patch = {
    booker: {
      loyalty: {
        active: one(typed, "active") === "on",
        pointsPerEuro: pointsPerEuro ?? 0,
        onlineBookingBonus: bonus ?? 0,
        expiryMonthsWithoutActivity: expiry,
        earnOn: { bookings: one(typed, "earnOn.bookings") === "on", eshopOrders: one(typed, "earnOn.eshopOrders") === "on", vouchers: one(typed, "earnOn.vouchers") === "on" },
        tiers,
      },
    },
  };
  return { patch, fields, places };
}

/** An API refusal's field (a settings path) as the form's field and the words shown there. */
export function refusedLoyaltyFields(apiFields: Record<string, string>, places: number[]): Record<string, TKey> {
  const out: Record<string, TKey> = {};
  for (const key of Object.keys(apiFields)) {
    const tier = /^settings\.booker\.loyalty\.tiers\.(\d+)\.(threshold|reward|name)/.exec(key);
    if (tier) out[`tier.${places[Number(tier[1])] ?? tier[1]}.${tier[2]}`] = tier[2] === "threshold" ? "admin.loyalty.err.points" : tier[2] === "reward" ? "admin.loyalty.err.reward" : "admin.loyalty.err.name";
    else if (/pointsPerEuro/.test(key)) out.pointsPerEuro = "admin.loyalty.err.rate";
    else if (/onlineBookingBonus/.test(key)) out.onlineBookingBonus = "admin.loyalty.err.points";
    else if (/expiryMonths/.test(key)) out.expiryMonths = "admin.loyalty.err.months";
    else out.pointsPerEuro = "admin.loyalty.err.other";
  }
  return out;
}
