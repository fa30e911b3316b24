import { describe, expect, it } from "vitest";
import { parseSettings } from "./company-settings";
import { modules, paymentEnabled } from "./modules";

const company = (booker: Record<string, unknown>, version = 1) => ({ version, settings: parseSettings({ booker }) });
const theme = { id: "t1", name: { fr: "Noël" }, image: "/g.webp" };

describe("payment enabled (spec §5)", () => {
  it("stripe and payzen need a public key", () => {
    expect(paymentEnabled({ provider: "stripe", keys: { publicKey: "" } })).toBe(false);
    expect(paymentEnabled({ provider: "stripe", keys: { publicKey: "  " } })).toBe(false);
    expect(paymentEnabled({ provider: "stripe", keys: { publicKey: "pk_live_1" } })).toBe(true);
    expect(paymentEnabled({ provider: "payzen", keys: { publicKey: "" } })).toBe(false);
    expect(paymentEnabled({ provider: "payzen", keys: { publicKey: "k" } })).toBe(true);
  });
  it("saferpay, monetico and paypal need none; free takes no online payment", () => {
    for (const provider of ["saferpay", "monetico", "paypal"] as const) expect(paymentEnabled({ provider, keys: { publicKey: "" } })).toBe(true);
    expect(paymentEnabled({ provider: "free", keys: { publicKey: "x" } })).toBe(false);
  });
  it("a company with default settings has no optional paid module", () => {
    expect(modules(company({}))).toEqual({ payment: false, gift: false, shop: false, eshop: false, loyalty: true });
  });
});

describe("gift vouchers need gift on, a theme and payment", () => {
  const paid = { payment: { provider: "saferpay" } };
  it("all three → on", () => expect(modules(company({ ...paid, gift: { active: true }, gifts: { themes: [theme] } })).gift).toBe(true));
  it("no theme → off", () => expect(modules(company({ ...paid, gift: { active: true } })).gift).toBe(false));
  it("gift off → off", () => expect(modules(company({ ...paid, gift: { active: false }, gifts: { themes: [theme] } })).gift).toBe(false));
  it("no payment → off", () => expect(modules(company({ gift: { active: true }, gifts: { themes: [theme] } })).gift).toBe(false));
});

describe("shop and e-shop", () => {
  it("shop needs payment, a provider other than monetico and the e-shop flag", () => {
    expect(modules(company({ payment: { provider: "paypal" }, eshopEnabled: true })).shop).toBe(true);
    expect(modules(company({ payment: { provider: "monetico" }, eshopEnabled: true })).shop).toBe(false);
    expect(modules(company({ payment: { provider: "paypal" }, eshopEnabled: false })).shop).toBe(false);
    expect(modules(company({ payment: { provider: "stripe" }, eshopEnabled: true })).shop).toBe(false);
  });
  it("the e-shop pages also need products.active", () => {
    expect(modules(company({ payment: { provider: "paypal" }, eshopEnabled: true, products: { active: true } })).eshop).toBe(true);
    expect(modules(company({ payment: { provider: "paypal" }, eshopEnabled: true, products: { active: false } })).eshop).toBe(false);
    expect(modules(company({ eshopEnabled: true, products: { active: true } })).eshop).toBe(false);
  });
  it("a version below the required level turns a module off", () => {
    const below = { version: -1, settings: parseSettings({ booker: { payment: { provider: "paypal" }, eshopEnabled: true, products: { active: true } } }) };
    expect(modules(below)).toMatchObject({ shop: false, eshop: false, loyalty: false, payment: true });
  });
});
