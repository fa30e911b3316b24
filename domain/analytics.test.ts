import { describe, expect, it } from "vitest";
import { analyticsTag, purchaseEvent } from "./analytics";

const settings = { ganalytics: "G-TEST1234", gaConversionId: "AW-123456789", gaConversionLabel: "abcDEF" };

describe("analyticsTag", () => {
  it("only with the business's id and the visitor's yes to measurement", () => {
    expect(analyticsTag(settings, { connexion: true, analytics: true })).toEqual({ measurementId: "G-TEST1234", conversion: "AW-123456789/abcDEF" });
    expect(analyticsTag(settings, { connexion: true, analytics: false })).toBeNull();
    expect(analyticsTag(settings, null)).toBeNull();
    expect(analyticsTag({ ...settings, ganalytics: "" }, { connexion: true, analytics: true })).toBeNull();
    expect(analyticsTag({ ...settings, gaConversionLabel: "" }, { connexion: true, analytics: true })!.conversion).toBeNull();
  });
});

describe("purchaseEvent", () => {
  it("in euros, tax and shipping 0, the lines without anyone's name", () => {
    expect(purchaseEvent({ reference: "VE12", total: 8850, lines: [{ id: 4, name: "Bougie", price: 2950, quantity: 3 }] })).toEqual({
      transaction_id: "VE12",
      value: 88.5,
      currency: "EUR",
      tax: 0,
      shipping: 0,
      items: [{ item_id: "4", item_name: "Bougie", price: 29.5, quantity: 3 }],
    });
  });
});
