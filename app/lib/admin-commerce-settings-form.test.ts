// The gift voucher and loyalty forms of the back-office: euros typed the French or the English way
// become cents on the server, a bad value is named at its field before the API is asked, a new
// theme or tier is added only when something was typed in it, and the API's refusals (settings
// paths) come back at the form's fields.
import { describe, expect, it } from "vitest";
import { LOYALTY_OFF } from "../../domain/loyalty";
import { parseSettings } from "../../domain/company-settings";
import { giftPatch, giftTyped, refusedGiftFields } from "./admin-gift-form.server";
import { loyaltyPatch, loyaltyTyped, refusedLoyaltyFields } from "./admin-loyalty-form.server";

describe("the gift voucher form", () => {
  const booker = parseSettings({ booker: { gift: { amounts: [3000, 4990] }, gifts: { themes: [{ id: "zen", name: { fr: "Zen" }, image: "/zen.jpg" }] } } }).booker;

  it("reads back what is stored, in euros, with a blank theme to add", () => {
    const typed = giftTyped(booker);
    expect(typed).toMatchObject({ "amount.0": "30", "amount.1": "49.90", minAmount: "20", maxAmount: "500", "theme.0.id": "zen", "theme.0.active": "on", "theme.1.active": "on" });
  });

  it("turns euros into cents, sorted, and adds the new theme under an id made from its French name", () => {
    const typed = { ...giftTyped(booker), "amount.0": "29,90", "amount.1": "100", "amount.2": "", "theme.1.name.fr": "Fête des mères", "theme.1.image": "/media/mothers.webp" };
    const { patch, fields } = giftPatch(typed, 1);
    expect(fields).toEqual({});
    expect(patch.booker.gift.amounts).toEqual([2990, 10000]);
    expect(patch.booker.gifts.themes).toEqual([
      { id: "zen", name: { fr: "Zen" }, image: "/zen.jpg", active: true },
      { id: "fete-des-meres", name: { fr: "Fête des mères" }, image: "/media/mothers.webp", active: true },
    ]);
  });

  it("names what is not an amount, an amount outside the bounds, a maximum below the minimum, and a new theme without its image", () => {
    const { fields } = giftPatch({ ...giftTyped(booker), "amount.0": "trente", "amount.1": "600", "theme.1.name.fr": "Noël" }, 1);
    expect(fields).toEqual({ "amount.0": "admin.gifts.err.euros", "amount.1": "admin.gifts.err.outside", "theme.1.image": "admin.gifts.err.image" });
    expect(giftPatch({ ...giftTyped(booker), minAmount: "80", maxAmount: "50" }, 1).fields).toMatchObject({ maxAmount: "admin.gifts.err.maxBelowMin" });
    expect(refusedGiftFields({ "settings.booker.gifts.themes.0.image": "bad", "settings.booker.gift.validityMonths": "too big" })).toEqual({ "theme.0.image": "admin.gifts.err.image", validityMonths: "admin.gifts.err.months" });
  });
});

describe("the loyalty form", () => {
  const programme = { ...LOYALTY_OFF, active: true, tiers: [{ id: "bon-5", threshold: 100, reward: { type: "amount" as const, amount: 500 }, name: { fr: "5 €" } }] };

  it("reads the points per euro in the page's language and a tier's amount in euros", () => {
    expect(loyaltyTyped({ ...programme, pointsPerEuro: 1.5 }, "fr")).toMatchObject({ pointsPerEuro: "1,5", "tier.0.amount": "5", "tier.0.reward": "amount", active: "on" });
  });

  it("writes a new rate and a new tier offering a service; a tier ticked for removal goes", () => {
    const typed = { ...loyaltyTyped(programme, "fr"), pointsPerEuro: "2,5", "tier.0.remove": "on", "tier.1.threshold": "300", "tier.1.reward": "service:42", "tier.1.name.fr": "Un soin offert" };
    const { patch, fields, places } = loyaltyPatch(typed, 1);
    expect(fields).toEqual({});
    expect(patch.booker.loyalty).toMatchObject({ active: true, pointsPerEuro: 2.5, tiers: [{ id: "palier-2", threshold: 300, reward: { type: "service", articleId: 42 }, name: { fr: "Un soin offert" } }] });
    expect(places).toEqual([1]);
    expect(refusedLoyaltyFields({ "settings.booker.loyalty.tiers.0.reward.articleId": "not one of the business's services" }, places)).toEqual({ "tier.1.reward": "admin.loyalty.err.reward" });
  });

  it("names a rate with three decimals, a threshold that is not whole, and an amount that is not euros", () => {
    const typed = { ...loyaltyTyped(programme, "en"), pointsPerEuro: "1.234", "tier.0.threshold": "10.5", "tier.0.amount": "cinq" };
    expect(loyaltyPatch(typed, 1).fields).toEqual({ pointsPerEuro: "admin.loyalty.err.rate", "tier.0.threshold": "admin.loyalty.err.points", "tier.0.amount": "admin.loyalty.err.euros" });
  });
});
