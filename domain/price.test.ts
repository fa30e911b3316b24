import { describe, expect, it } from "vitest";
import { service } from "./catalogue.fixtures";
import {
  cartTotals,
  customersRequired,
  displayPrice,
  displayPriceAcrossShops,
  hasSeveralPrices,
  loadCartService,
  shopPrice,
} from "./price";

describe("shopPrice (spec §5: shop pvTtc, else week price, else base price)", () => {
  const massage = service({
    prices: 9000,
    weekprices: 8000,
    booker: { pricesByShops: [{ boutiqueId: "ab-12", pvTtc: 8500 }] },
  });

  it("uses the shop's own pvTtc, matching ids after the dash on both sides", () => {
    expect(shopPrice(massage, "ab-12")).toBe(8500);
    expect(shopPrice(massage, "12")).toBe(8500);
    expect(shopPrice(massage, "zz-12")).toBe(8500);
  });
  it("falls back to the week price at a shop without its own price", () => {
    expect(shopPrice(massage, "13")).toBe(8000);
    expect(shopPrice(massage)).toBe(8000);
  });
  it("falls back to the base price when there is no week price", () => {
    expect(shopPrice(service({ prices: 9000, weekprices: null }), "13")).toBe(9000);
  });
  it("takes a shop price of 0 (offered) as a real price", () => {
    const offered = service({ prices: 9000, booker: { pricesByShops: [{ boutiqueId: "12", pvTtc: 0 }] } });
    expect(shopPrice(offered, "12")).toBe(0);
  });
});

describe("loadCartService (spec §5: on load the price takes the week price; the old one is kept as weekprices)", () => {
  it("takes the week price and keeps the weekend price", () => {
    const line = loadCartService(service({ id: 7, prices: 9000, weekprices: 8000 }));
    expect(line).toMatchObject({ id: 7, price: 8000, weekprices: 9000, nbCustomers: 1 });
  });
  it("keeps one price for both when there is no week price", () => {
    expect(loadCartService(service({ prices: 9000 }))).toMatchObject({ price: 9000, weekprices: 9000 });
  });
  it("uses the shop's own price for weekdays and weekends", () => {
    const s = service({ prices: 9000, weekprices: 8000, booker: { pricesByShops: [{ boutiqueId: "ab-12", pvTtc: 8500 }] } });
    expect(loadCartService(s, "12")).toMatchObject({ price: 8500, weekprices: 8500 });
  });
  it("multiplies by the customers required (a duo massage for two)", () => {
    const duo = service({ prices: 15000, weekprices: 14000, booker: { appointment: { nbCustomerRequired: 2 } } });
    expect(loadCartService(duo)).toMatchObject({ price: 28000, weekprices: 30000, nbCustomers: 2 });
  });
  it("counts the duration plus the pause, in minutes", () => {
    expect(loadCartService(service({ booker: { duration: 60, pause: 15 } })).duration).toBe(75);
  });
});

describe("customersRequired", () => {
  it("defaults to 1 when missing or invalid", () => {
    expect(customersRequired(service({ booker: { appointment: { nbCustomerRequired: 0 } } }))).toBe(1);
    expect(customersRequired(service({ booker: { appointment: undefined as never } }))).toBe(1);
    expect(customersRequired(service({ booker: { appointment: { nbCustomerRequired: 3 } } }))).toBe(3);
  });
});

describe("hasSeveralPrices ('from' shown when several prices)", () => {
  it("ignores prices per duration: the booking step never charges them", () => {
    for (const active of [true, false]) {
      const s = service({ booker: { priceTime: { active, prices: [{ duration: 30, value: 5000 }, { duration: 60, value: 8000 }] } } });
      expect(hasSeveralPrices(s)).toBe(false);
    }
  });
  it("is true when weekday and weekend prices differ", () => {
    expect(hasSeveralPrices(service({ prices: 9000, weekprices: 8000 }))).toBe(true);
    expect(hasSeveralPrices(service({ prices: 9000, weekprices: 9000 }))).toBe(false);
    expect(hasSeveralPrices(service({ prices: 9000, weekprices: null }))).toBe(false);
  });
  it("is false at a shop with its own single price", () => {
    const s = service({ prices: 9000, weekprices: 8000, booker: { pricesByShops: [{ boutiqueId: "12", pvTtc: 8500 }] } });
    expect(hasSeveralPrices(s, "ab-12")).toBe(false);
  });
});

describe("cartTotals (SEM and WE when they differ)", () => {
  it("shows one total when weekday and weekend are equal", () => {
    const lines = [loadCartService(service({ prices: 5000 })), loadCartService(service({ prices: 3000 }))];
    expect(cartTotals(lines)).toEqual({ weekday: 8000, weekend: 8000, differ: false });
  });
  it("shows both totals when a service costs more at the weekend", () => {
    const lines = [loadCartService(service({ prices: 9000, weekprices: 8000 })), loadCartService(service({ prices: 3000 }))];
    expect(cartTotals(lines)).toEqual({ weekday: 11000, weekend: 12000, differ: true });
  });
  it("is zero for an empty cart", () => {
    expect(cartTotals([])).toEqual({ weekday: 0, weekend: 0, differ: false });
  });
});

describe("displayPrice (price display mode first, lowest or none)", () => {
  const byDuration = service({
    prices: 9000,
    booker: { priceTime: { active: true, prices: [{ duration: 60, value: 8000 }, { duration: 30, value: 5000 }, { duration: 90, value: 11000 }] } },
  });

  it("shows what the booking step charges, never a price per duration it does not offer (the Balinese massage: 110 € on weekdays, not 90 € for 60 minutes)", () => {
    expect(displayPrice(byDuration, "first")).toMatchObject({ amount: 9000, from: false, nbCustomers: 1 });
    expect(displayPrice(byDuration, "lowest")).toMatchObject({ amount: 9000, from: false, nbCustomers: 1 });
    const balinese = service({ prices: 12000, weekprices: 11000, booker: { priceTime: { active: true, prices: [{ duration: 60, value: 9000 }, { duration: 90, value: 12000 }] } } });
    expect(displayPrice(balinese, "lowest")).toMatchObject({ amount: 11000, from: true });
    expect(displayPrice(balinese, "first")).toMatchObject({ amount: 11000, from: true });
  });
  it("'lowest' shows the lowest of the weekday and weekend prices", () => {
    expect(displayPrice(service({ prices: 9000, weekprices: 8000 }), "lowest")).toMatchObject({ amount: 8000, from: true, nbCustomers: 1 });
  });
  it("'none' shows no price", () => {
    expect(displayPrice(byDuration, "none")).toBeNull();
  });
  it("without prices per duration shows the shop price, without 'from' for a single price", () => {
    const s = service({ prices: 9000, booker: { pricesByShops: [{ boutiqueId: "ab-12", pvTtc: 8500 }] } });
    expect(displayPrice(s, "first")).toMatchObject({ amount: 9000, from: false, nbCustomers: 1 });
    expect(displayPrice(s, "first", "12")).toMatchObject({ amount: 8500, from: false, nbCustomers: 1 });
    expect(displayPrice(s, "lowest", "12")).toMatchObject({ amount: 8500, from: false, nbCustomers: 1 });
  });
  it("is multiplied by the customers required, like the cart (the demo duo: 80 € per person shows 160 €)", () => {
    const duo = service({ prices: 8000, booker: { appointment: { nbCustomerRequired: 2 } } });
    expect(displayPrice(duo, "first")).toEqual({ amount: 16000, from: false, nbCustomers: 2, perPerson: 8000 });
    expect(displayPrice(duo, "lowest")).toEqual({ amount: 16000, from: false, nbCustomers: 2, perPerson: 8000 });
    expect(displayPrice(duo, "lowest")!.amount).toBe(loadCartService(duo).price);
  });
  it("multiplies a shop's own price, and leaves the prices per duration out", () => {
    const duo = service({
      prices: 8000,
      booker: {
        appointment: { nbCustomerRequired: 2 },
        pricesByShops: [{ boutiqueId: "ab-12", pvTtc: 7000 }],
        priceTime: { active: true, prices: [{ duration: 60, value: 6000 }, { duration: 90, value: 9000 }] },
      },
    });
    expect(displayPrice(duo, "first", "xy-12")).toEqual({ amount: 14000, from: false, nbCustomers: 2, perPerson: 7000 });
    expect(displayPrice(service({ booker: { appointment: { nbCustomerRequired: 2 }, pricesByShops: [{ boutiqueId: "ab-12", pvTtc: 7000 }] } }), "lowest", "12")!.amount).toBe(14000);
  });
});

describe("displayPriceAcrossShops (a list before the shop is chosen)", () => {
  const massage = service({ prices: 8500, weekprices: 7900, booker: { pricesByShops: [{ boutiqueId: "ab-1001", pvTtc: 7500 }] } });
  it("shows the lowest shop price, with 'from' when the shops differ", () => {
    expect(displayPriceAcrossShops(massage, "lowest", ["ab-1001", "ab-1002"])).toMatchObject({ amount: 7500, from: true });
  });
  it("a single offering shop shows its own price, without 'from'", () => {
    expect(displayPriceAcrossShops(massage, "lowest", ["1001"])).toMatchObject({ amount: 7500, from: false });
  });
  it("the same price everywhere keeps the service's own 'from' (weekday against weekend)", () => {
    const plain = service({ prices: 8500, weekprices: 7900 });
    expect(displayPriceAcrossShops(plain, "lowest", ["ab-1001", "ab-1002"])).toMatchObject({ amount: 7900, from: true });
    expect(displayPriceAcrossShops(service({ prices: 9000 }), "first", ["a-1", "a-2"])).toMatchObject({ amount: 9000, from: false });
  });
  it("multiplies by the customers required, and 'none' shows nothing", () => {
    const duo = service({ prices: 8000, booker: { appointment: { nbCustomerRequired: 2 } } });
    expect(displayPriceAcrossShops(duo, "lowest", ["1", "2"])).toMatchObject({ amount: 16000, nbCustomers: 2 });
    expect(displayPriceAcrossShops(duo, "none", ["1"])).toBeNull();
    expect(displayPriceAcrossShops(duo, "lowest", [])).toMatchObject({ amount: 16000 });
  });
});
