// A percent written as each language writes it, for every page that shows one.
import { intlFormatter } from "../../domain/intl";
import { LOCALE_OF_LANG } from "../../domain/money";
import type { Lang } from "../../domain/types";

/** A percent as the language writes it: '12,5 %' (narrow no-break space) in French, '12,5 %' in German, '12.5%' in English. */
export function percentText(percent: number, lang: string): string {
  const locale = LOCALE_OF_LANG[lang as Lang] ?? lang;
  const text = intlFormatter(`percent|${locale}`, () => new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 })).format(percent / 100);
  // French typography's narrow space before '%', whatever space this ICU's data gives (the
  // server's and the browser's may differ, and the page must read the same after hydration)
  return lang === "fr" ? text.replace(/[\s\u00a0\u202f]%/, "\u202f%") : text;
}
