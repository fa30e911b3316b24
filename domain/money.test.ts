import { describe, expect, it } from "vitest";
import type { Lang } from "./types";
import { currencyFromSettings, DEFAULT_CURRENCY, formatMoney, type Currency } from "./money";

const NBSP = "\u00a0";
const NNBSP = "\u202f"; // French thousands separator in Intl

const euroSpaced: Currency = { ...DEFAULT_CURRENCY, format: "# !" };

/** Each [cents, language, text] as formatMoney writes it with the default currency. */
function shows(cases: [number, Lang, string][]) {
  for (const [cents, lang, text] of cases) expect(formatMoney(cents, lang), `${cents} in ${lang}`).toBe(text);
}

describe("formatMoney with the default currency (EUR, €, precision 2, '#!')", () => {
  it("drops the decimals of a whole amount", () => shows([[4500, "fr", "45€"], [0, "fr", "0€"]]));
  it("keeps both decimals otherwise, with the language's decimal sign", () =>
    shows([[4550, "fr", "45,50€"], [4550, "de", "45,50€"], [4550, "en", "45.50€"], [4505, "it", "45,05€"]]));
  it("groups thousands as the language does", () =>
    shows([[123450, "fr", `1${NNBSP}234,50€`], [123450, "de", "1.234,50€"], [123450, "en", "1,234.50€"], [1234500, "es", "12.345€"]]));
  it("puts a minus before a negative amount (a discount)", () => shows([[-500, "fr", "-5€"], [-0, "fr", "0€"]]));
});

describe("formatMoney follows the company's format ('#' number, '!' symbol)", () => {
  it("'# !' separates with a no-break space", () => {
    expect(formatMoney(4500, "fr", euroSpaced)).toBe(`45${NBSP}€`);
    expect(formatMoney(4550, "fr", euroSpaced)).toBe(`45,50${NBSP}€`);
  });
  it("'!#' puts the symbol first", () => {
    expect(formatMoney(4550, "en", { code: "GBP", symbol: "£", precision: 2, format: "!#" })).toBe("£45.50");
  });
  it("keeps other characters of the format", () => {
    expect(formatMoney(4500, "de", { code: "CHF", symbol: "CHF", precision: 2, format: "! #.-" })).toBe(`CHF${NBSP}45.-`);
  });
  it("respects a currency without minor units", () => {
    expect(formatMoney(4500, "fr", { code: "XPF", symbol: "F", precision: 0, format: "# !" })).toBe(`4${NNBSP}500${NBSP}F`);
  });
  it("falls back to '#!' for a format without exactly one '#'", () => {
    expect(formatMoney(4500, "fr", { ...DEFAULT_CURRENCY, format: "!" })).toBe("45€");
  });
});

describe("currencyFromSettings (mCurrency and mCurrencyFormat)", () => {
  it("defaults to EUR, €, '#!'", () => {
    expect(currencyFromSettings(undefined)).toEqual(DEFAULT_CURRENCY);
    expect(currencyFromSettings({ mCurrency: null, mCurrencyFormat: "" })).toEqual(DEFAULT_CURRENCY);
  });
  it("takes the company's symbol, code and format", () => {
    const chf = currencyFromSettings({ mCurrency: { symbol: "CHF", code: "CHF" }, mCurrencyFormat: "! #" });
    expect(chf).toEqual({ code: "CHF", symbol: "CHF", precision: 2, format: "! #" });
    expect(formatMoney(4550, "de", chf)).toBe(`CHF${NBSP}45,50`);
  });
  it("prints the code when another currency has no symbol", () => {
    expect(currencyFromSettings({ mCurrency: { code: "USD" } }).symbol).toBe("USD");
  });
});
