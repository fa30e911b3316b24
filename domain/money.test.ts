import { describe, expect, it } from "vitest";
import { currencyFromSettings, DEFAULT_CURRENCY, formatMoney, type Currency } from "./money";

const NBSP = "\u00a0";
const NNBSP = "\u202f"; // French thousands separator in Intl

const euroSpaced: Currency = { ...DEFAULT_CURRENCY, format: "# !" };

describe("formatMoney with the default currency (EUR, €, precision 2, '#!'): the language's own way", () => {
  it("drops the decimals of a whole amount, the symbol where each language puts it", () => {
    expect(formatMoney(7900, "fr")).toBe(`79${NBSP}€`);
    expect(formatMoney(7900, "de")).toBe(`79${NBSP}€`);
    expect(formatMoney(7900, "es")).toBe(`79${NBSP}€`);
    expect(formatMoney(7900, "it")).toBe(`79${NBSP}€`);
    expect(formatMoney(7900, "en")).toBe("€79");
    expect(formatMoney(0, "fr")).toBe(`0${NBSP}€`);
  });
  it("keeps both decimals otherwise, with the language's decimal sign", () => {
    expect(formatMoney(4550, "fr")).toBe(`45,50${NBSP}€`);
    expect(formatMoney(4550, "de")).toBe(`45,50${NBSP}€`);
    expect(formatMoney(4550, "en")).toBe("€45.50");
    expect(formatMoney(4505, "it")).toBe(`45,05${NBSP}€`);
  });
  it("groups thousands as the language does", () => {
    expect(formatMoney(123450, "fr")).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatMoney(123450, "de")).toBe(`1.234,50${NBSP}€`);
    expect(formatMoney(123450, "en")).toBe("€1,234.50");
    expect(formatMoney(1234500, "es")).toBe(`12.345${NBSP}€`);
  });
  it("puts a minus before a negative amount (a discount)", () => {
    expect(formatMoney(-500, "fr")).toBe(`-5${NBSP}€`);
    expect(formatMoney(-500, "en")).toBe("-€5");
    expect(formatMoney(-0, "fr")).toBe(`0${NBSP}€`);
  });
  it("prints the company's symbol, even for a currency Intl spells otherwise", () => {
    expect(formatMoney(4500, "fr", { code: "CHF", symbol: "Fr.", precision: 2, format: "#!" })).toBe(`45${NBSP}Fr.`);
    expect(formatMoney(4500, "en", { code: "GBP", symbol: "£", precision: 2, format: "#!" })).toBe("£45");
  });
  it("falls back to the literal format for a code Intl refuses", () => {
    expect(formatMoney(4500, "fr", { code: "€€", symbol: "€", precision: 2, format: "#!" })).toBe("45€");
  });
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
  it("falls back to the language's way for a format without exactly one '#'", () => {
    expect(formatMoney(4500, "fr", { ...DEFAULT_CURRENCY, format: "!" })).toBe(`45${NBSP}€`);
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
