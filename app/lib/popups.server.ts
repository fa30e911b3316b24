// What the home page's popups show (spec §2, §3; decision 164): the promo (its image, its HTML
// sanitised again, its call to action) and the coupon popup (the business's text, a word cloud of
// its own vocabulary, the coupons any visitor may use). Whether a visitor sees one is the
// browser's call (its cookies); this only says what there is to show.
import { localise } from "../../domain/catalogue";
import { promoHasContent, splitLeadingHeading, wordCloud, type CloudWord } from "../../domain/home-popups";
import { sanitiseRichText } from "../../domain/rich-text";
import type { CompanySettings } from "../../domain/company-settings";
import type { Category, Lang } from "../../domain/types";
import type { CouponAnswer } from "../../contract/coupons";
import { loggedEmpty } from "./content.server";
import type { ApiClient } from "./api";

export interface HomePopups {
  promo: { title: string | null; html: string; image: string | null; button: { text: string; url: string } | null } | null;
  coupon: { text: string; words: CloudWord[]; coupons: { code: string; name: string; validUntil: string | null; automatic: boolean }[] } | null;
}

export async function homePopups(api: ApiClient, settings: { booker: Pick<CompanySettings["booker"], "popupImg" | "couponsPopupHome" | "couponsPopupText"> }, lang: Lang, categories: readonly Pick<Category, "name" | "articles">[]): Promise<HomePopups> {
  const promoSettings = settings.booker.popupImg;
  const html = sanitiseRichText(localise(promoSettings.html, lang));
  const { title, body } = splitLeadingHeading(html);
  const buttonText = localise(promoSettings.button.text, lang);
  const promo = promoHasContent({ enabled: promoSettings.enabled, image: promoSettings.image, html })
    ? { title, html: body, image: promoSettings.image || null, button: buttonText && promoSettings.button.url ? { text: buttonText, url: promoSettings.button.url } : null }
    : null;

  let coupon: HomePopups["coupon"] = null;
  if (settings.booker.couponsPopupHome) {
    const listed = await api.get("/coupons").then((r) => [...r.coupons, ...(r.automatic ? [r.automatic] : [])], loggedEmpty<CouponAnswer[]>("coupons", []));
    const text = localise(settings.booker.couponsPopupText, lang);
    const terms = categories.flatMap((c) => [{ text: localise(c.name, lang), weight: c.articles.length + 1 }, ...c.articles.map((a) => ({ text: localise(a.name, lang), weight: 1 }))]);
    const coupons = listed.filter((c) => !c.personal).slice(0, 2).map((c) => ({ code: c.code, name: localise(c.name, lang), validUntil: c.validUntil, automatic: c.automatic }));
    if (text || coupons.length) coupon = { text, words: wordCloud(terms), coupons };
  }
  return { promo, coupon };
}
