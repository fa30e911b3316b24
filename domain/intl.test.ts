import { afterEach, describe, expect, it } from "vitest";
import { formatMoney } from "./money";
import { dateTimeFormat, intlFormatter, recordFormatsWith, remembered, resetKnownFormats } from "./intl";

afterEach(() => {
  recordFormatsWith(() => undefined);
  delete (globalThis as { __vtFormats?: unknown }).__vtFormats;
  resetKnownFormats();
});

describe("texts remembered from the server", () => {
  it("the server lists each text it made while rendering an answer, once per key", () => {
    const list = new Map<string, string>();
    recordFormatsWith(() => list);
    let made = 0;
    expect(remembered("k|1", () => `text ${++made}`)).toBe("text 1");
    expect(remembered("k|1", () => `text ${++made}`)).toBe("text 1");
    expect(formatMoney(4500, "fr")).toBe("45\u00a0€");
    expect(Object.fromEntries(list)).toEqual({ "k|1": "text 1", "money|fr|4500|EUR|€|2|#!": "45\u00a0€" });
  });

  it("outside an answer nothing is listed", () => {
    const list = new Map<string, string>();
    recordFormatsWith(() => undefined);
    expect(formatMoney(4500, "en")).toBe("€45");
    expect(list.size).toBe(0);
  });

  it("the browser takes the page's text, and makes those the page lacks", () => {
    (globalThis as { __vtFormats?: unknown }).__vtFormats = { "money|fr|4500|EUR|€|2|#!": "45 € (server)" };
    expect(formatMoney(4500, "fr")).toBe("45 € (server)");
    expect(formatMoney(4550, "fr")).toBe("45,50\u00a0€");
    // another currency, symbol or format is another text
    expect(formatMoney(4500, "fr", { code: "CHF", symbol: "CHF", precision: 2, format: "#!" })).toBe("45\u00a0CHF");
  });
});

describe("Intl formatters", () => {
  it("are made once per key, then used again", () => {
    let made = 0;
    const make = () => {
      made++;
      return new Intl.NumberFormat("fr-FR");
    };
    const first = intlFormatter("test|fr", make);
    expect(intlFormatter("test|fr", make)).toBe(first);
    expect(made).toBe(1);
    expect(intlFormatter("test|de", () => new Intl.NumberFormat("de-DE"))).not.toBe(first);
  });

  it("a date formatter is made once per locale and options, and each writes its own zone", () => {
    const paris = dateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" });
    expect(dateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" })).toBe(paris);
    const newYork = dateTimeFormat("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: "America/New_York" });
    expect(newYork).not.toBe(paris);
    const noon = new Date(Date.UTC(2026, 11, 2, 12));
    expect(paris.format(noon)).toBe("13:00");
    expect(newYork.format(noon)).toBe("07:00");
    expect(dateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" })).not.toBe(paris);
  });
});
