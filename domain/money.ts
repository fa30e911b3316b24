// Showing money (spec §3 Company mCurrency / mCurrencyFormat, §9 Currency).
// Amounts are integer minor units (cents with precision 2). Digits, grouping, the decimal sign and,
// with the default format, where the symbol goes follow the visitor's language through
// Intl.NumberFormat ('79 €' in French, '€79' in English); a format the company chose is kept.

import type { Lang } from "./types";
import { intlFormatter, remembered } from "./intl";

export interface Currency {
  /** ISO 4217 code, e.g. 'EUR' */
  code: string;
  /** what is printed, e.g. '€' */
  symbol: string;
  /** digits after the decimal sign; minor units per unit = 10^precision */
  precision: number;
  /** '#' is the number, '!' the symbol; other characters are printed as they are (a space as a no-break space) */
  format: string;
}

/** Spec §9: default EUR, symbol €, precision 2, format '#!'. */
export const DEFAULT_CURRENCY: Currency = { code: "EUR", symbol: "€", precision: 2, format: "#!" };

/** The number format locale of each language (spec §3 Languages). */
export const LOCALE_OF_LANG: Record<Lang, string> = {
  fr: "fr-FR",
  de: "de-DE",
  en: "en-GB",
  es: "es-ES",
  it: "it-IT",
};

/** The company settings that shape prices (booker settings mCurrency and mCurrencyFormat). */
export interface CurrencySettings {
  mCurrency?: { symbol?: string | null; code?: string | null } | null;
  mCurrencyFormat?: string | null;
}

/** The company's currency, each missing setting taking its default. */
export function currencyFromSettings(settings: CurrencySettings | null | undefined): Currency {
  const code = settings?.mCurrency?.code?.trim() || DEFAULT_CURRENCY.code;
  const symbol =
    settings?.mCurrency?.symbol?.trim() ||
    (code === DEFAULT_CURRENCY.code ? DEFAULT_CURRENCY.symbol : code);
  const format = isValidFormat(settings?.mCurrencyFormat) ? settings!.mCurrencyFormat! : DEFAULT_CURRENCY.format;
  return { code, symbol, precision: DEFAULT_CURRENCY.precision, format };
}

function isValidFormat(format: string | null | undefined): format is string {
  return typeof format === "string" && format.split("#").length === 2;
}

const NO_BREAK_SPACE = "\u00a0";
function numberFormat(locale: string, fractionDigits: number, precision: number): Intl.NumberFormat {
  return intlFormatter(`number|${locale}|${fractionDigits}|${precision}`, () => new Intl.NumberFormat(locale, { minimumFractionDigits: fractionDigits, maximumFractionDigits: precision }));
}

/**
 * A price as the visitor reads it. Whole amounts drop their decimals (spec §9: prices shown as
 * whole numbers), as a spa's price list reads '45 €' rather than '45,00 €'; other amounts keep all
 * of them ('45,50 €', never '45,5 €').
 * With the default format '#!' the language places the symbol, as its readers expect (Intl):
 * 4500 → fr '45 €', de '45 €', en '€45'; 123450 → fr '1 234,50 €', en '€1,234.50'.
 * A format the business chose ('# !', '!#', '! #') is taken literally: '#' the number, '!' the
 * symbol, a space a no-break space so a price never wraps between the two.
 * A negative amount (a discount) takes a leading minus: '-5 €'.
 */
export function formatMoney(cents: number, lang: Lang, currency: Currency = DEFAULT_CURRENCY): string {
  return remembered(`money|${lang}|${cents}|${currency.code}|${currency.symbol}|${currency.precision}|${currency.format}`, () => moneyText(cents, lang, currency));
}

function moneyText(cents: number, lang: Lang, currency: Currency): string {
  const precision = Number.isInteger(currency.precision) && currency.precision >= 0 ? currency.precision : 2;
  const minor = Math.round(Math.abs(cents));
  const perUnit = 10 ** precision;
  const whole = minor % perUnit === 0;
  const locale = LOCALE_OF_LANG[lang] ?? LOCALE_OF_LANG.fr;
  const digits = whole ? 0 : precision;
  const format = isValidFormat(currency.format) ? currency.format : DEFAULT_CURRENCY.format;
  const sign = cents < 0 && minor !== 0 ? "-" : "";
  if (format === DEFAULT_CURRENCY.format) {
    const native = languageFormat(locale, currency, digits, minor / perUnit);
    if (native) return sign + native;
  }
  const number = numberFormat(locale, digits, precision).format(minor / perUnit);
  let out = "";
  for (const ch of format) {
    if (ch === "#") out += number;
    else if (ch === "!") out += currency.symbol;
    else if (ch === " ") out += NO_BREAK_SPACE;
    else out += ch;
  }
  return sign + out;
}

const currencyFormatters = new Map<string, Intl.NumberFormat | null>();

/** The amount as the language writes its currency, with the company's own symbol; null for a code Intl refuses. */
function languageFormat(locale: string, currency: Currency, digits: number, value: number): string | null {
  const key = `${locale}|${currency.code}|${digits}`;
  if (!currencyFormatters.has(key)) {
    try {
      currencyFormatters.set(key, new Intl.NumberFormat(locale, { style: "currency", currency: currency.code, currencyDisplay: "narrowSymbol", minimumFractionDigits: digits, maximumFractionDigits: digits }));
    } catch {
      currencyFormatters.set(key, null);
    }
  }
  const nf = currencyFormatters.get(key);
  if (!nf) return null;
  return nf
    .formatToParts(value)
    .map((p) => (p.type === "currency" ? currency.symbol : p.type === "literal" && p.value.trim() === "" ? NO_BREAK_SPACE : p.value))
    .join("");
}
