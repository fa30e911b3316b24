// What the home page's popups show (spec §2, §3; decision 164): the promo (its image, its HTML
// sanitised again, its call to action) and the coupon popup (the business's text and a word cloud
// of its own vocabulary). Whether a visitor sees one is the browser's call (its cookies); this
// only says what there is to show. The coupon popup asks for the coupons itself when it opens:
// most views of the home page show no popup, and they are not slowed for it.
import { localise } from "../../domain/catalogue";
import { promoHasContent, splitLeadingHeading, wordCloud, type CloudWord } from "../../domain/home-popups";
import { sanitiseRichText } from "../../domain/rich-text";
import type { CompanySettings } from "../../domain/company-settings";
import type { Category, Lang } from "../../domain/types";

export interface HomePopups {
  promo: { title: string | null; html: string; image: string | null; button: { text: string; url: string } | null } | null;
  coupon: { text: string; words: CloudWord[] } | null;
}

type PromoSettings = CompanySettings["booker"]["popupImg"];

// The promo as drawn, per settings object (the company's settings are kept while they do not
// change) and language: the sanitiser runs once, not on every view of the home page.
const drawn = new WeakMap<PromoSettings, Map<Lang, HomePopups["promo"]>>();

function promoOf(promoSettings: PromoSettings, lang: Lang): HomePopups["promo"] {
  const known = drawn.get(promoSettings)?.get(lang);
  if (known !== undefined) return known;
  const html = promoSettings.enabled ? sanitiseRichText(localise(promoSettings.html, lang)) : "";
  const { title, body } = splitLeadingHeading(html);
  const buttonText = localise(promoSettings.button.text, lang);
  const promo = promoHasContent({ enabled: promoSettings.enabled, image: promoSettings.image, html })
    ? { title, html: body, image: promoSettings.image || null, button: buttonText && promoSettings.button.url ? { text: buttonText, url: promoSettings.button.url } : null }
    : null;
  drawn.set(promoSettings, (drawn.get(promoSettings) ?? new Map()).set(lang, promo));
  return promo;
}

export function homePopups(
  settings: { booker: Pick<CompanySettings["booker"], "popupImg" | "couponsPopupHome" | "couponsPopupText"> },
  lang: Lang,
  categories: readonly Pick<Category, "name" | "articles">[],
): HomePopups {
  const promo = promoOf(settings.booker.popupImg, lang);
  if (!settings.booker.couponsPopupHome) return { promo, coupon: null };
  const terms = categories.flatMap((c) => [{ text: localise(c.name, lang), weight: c.articles.length + 1 }, ...c.articles.map((a) => ({ text: localise(a.name, lang), weight: 1 }))]);
  return { promo, coupon: { text: localise(settings.booker.couponsPopupText, lang), words: wordCloud(terms) } };
}
