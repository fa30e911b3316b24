import { describe, expect, it } from "vitest";
import { service, shop } from "./catalogue.fixtures";
import {
  bookingCartEvents as on,
  bookingCartReducer,
  canProceedToBooking,
  EMPTY_BOOKING_CART,
  isAddButtonDisabled,
  isCartButtonActive,
  parseCartAddQuery,
  parseReservedQuery,
  shopsForCart,
  shopsOfferingFrom,
  type BookingCartEvent,
  type BookingCartState,
} from "./booking-cart";

// Two shops; the services' shopIds carry a prefix on purpose ('ab-B1' is shop B1).
const paris = shop({ id: 1, slug: "paris", artebeauteId: "B1" });
const lyon = shop({ id: 2, slug: "lyon", artebeauteId: "B2" });
const massage = service({ id: 1, slug: "massage", shopIds: ["ab-B1", "B2"] });
const gommage = service({ id: 2, slug: "gommage", shopIds: ["B1"] });
const soin = service({ id: 3, slug: "soin-visage", shopIds: ["B2"] });
const hammam = service({ id: 4, slug: "hammam", shopIds: [] });
const services = [massage, gommage, soin, hammam];
const shopsOffering = shopsOfferingFrom([paris, lyon], services);

const multi = { shopCount: 2, shopsOffering };
// A fifth service offered at both shops, for adds from either shop's page.
const gommageDuo = service({ id: 5, slug: "gommage-duo", shopIds: ["B1", "B2"] });
const both = { shopCount: 2, shopsOffering: shopsOfferingFrom([paris, lyon], [...services, gommageDuo]) };
const single = { shopCount: 1, shopsOffering: shopsOfferingFrom([paris], services) };

function run(events: BookingCartEvent[], from: BookingCartState = EMPTY_BOOKING_CART): BookingCartState {
  return events.reduce(bookingCartReducer, from);
}

describe("shopsForCart (only shops offering every service in the cart)", () => {
  it("proposes the shops offering all the services", () => {
    expect(shopsForCart([1], [paris, lyon], services).map((s) => s.slug)).toEqual(["paris", "lyon"]);
    expect(shopsForCart([1, 2], [paris, lyon], services).map((s) => s.slug)).toEqual(["paris"]);
    expect(shopsForCart([2, 3], [paris, lyon], services)).toEqual([]);
  });
  it("proposes none for a service offered nowhere or unknown", () => {
    expect(shopsForCart([4], [paris, lyon], services)).toEqual([]);
    expect(shopsForCart([99], [paris, lyon], services)).toEqual([]);
  });
});

describe("toggle on a single-shop site", () => {
  it("adds a service, takes the one shop and opens the panel", () => {
    const state = run([on.toggle(1, single)]);
    expect(state).toEqual({ ...EMPTY_BOOKING_CART, items: [{ id: 1 }], shopId: "B1", panelOpen: true });
  });
  it("removes a service toggled again; becoming empty clears the shop and closes the panel", () => {
    const state = run([on.toggle(1, single), on.toggle(2, single), on.toggle(1, single)]);
    expect(state.items).toEqual([{ id: 2 }]);
    expect(state.shopId).toBe("B1");
    expect(run([on.toggle(2, single)], state)).toEqual({ ...EMPTY_BOOKING_CART });
  });
});

describe("toggle on a multi-shop site", () => {
  it("takes the shop from the route's shop slug", () => {
    const state = run([on.toggle(1, { ...multi, routeShopId: "B2" })]);
    expect(state).toMatchObject({ items: [{ id: 1 }], shopId: "B2", panelOpen: true, shopSelectorOpen: false });
  });
  it("opens the shop selector on the first add without a shop", () => {
    const state = run([on.toggle(1, multi)]);
    expect(state).toMatchObject({ items: [{ id: 1 }], shopId: null, shopSelectorOpen: true, panelOpen: false, pendingServiceId: 1 });
  });
  it("choosing a shop closes the selector and opens the cart", () => {
    const state = run([on.toggle(1, multi), on.chooseShop("B2")]);
    expect(state).toEqual({ ...EMPTY_BOOKING_CART, items: [{ id: 1 }], shopId: "B2", panelOpen: true });
  });
  it("choosing no shop clears the cart", () => {
    expect(run([on.toggle(1, multi), on.chooseShop(null)])).toEqual(EMPTY_BOOKING_CART);
  });
  it("clears the cart when no shop offers the service", () => {
    expect(run([on.toggle(4, multi)])).toEqual(EMPTY_BOOKING_CART);
  });
  it("ignores a route shop that does not offer the service and asks for a shop", () => {
    const state = run([on.toggle(3, { ...multi, routeShopId: "B1" })]);
    expect(state).toMatchObject({ shopId: null, shopSelectorOpen: true });
  });
  it("keeps the chosen shop while services are added", () => {
    const state = run([on.toggle(1, multi), on.chooseShop("B1"), on.toggle(2, { ...multi, routeShopId: "B2" })]);
    expect(state).toMatchObject({ items: [{ id: 1 }, { id: 2 }], shopId: "B1" });
  });
  it("a service added from another shop's page, both shops offering the whole cart: asks which shop, never joins silently", () => {
    const atLyon = run([on.toggle(1, { ...multi, routeShopId: "B2" })]);
    const asked = run([on.toggle(5, { ...both, routeShopId: "B1" })], atLyon);
    expect(asked).toMatchObject({ items: [{ id: 1 }, { id: 5 }], shopId: "B2", shopSelectorOpen: true, panelOpen: false, pendingServiceId: 5 });
    expect(run([on.chooseShop("B1", both.shopsOffering)], asked)).toMatchObject({ items: [{ id: 1 }, { id: 5 }], shopId: "B1", shopSelectorOpen: false, panelOpen: true });
    // 'None': the cart stays as it was, at its shop.
    expect(run([on.chooseShop(null)], asked)).toMatchObject({ items: [{ id: 1 }], shopId: "B2", shopSelectorOpen: false, panelOpen: true });
  });
  it("refuses a service the chosen shop does not offer (the add button is disabled)", () => {
    const before = run([on.toggle(1, multi), on.chooseShop("B1")]);
    expect(run([on.toggle(3, multi)], before)).toBe(before);
  });
  it("refuses a chosen shop that does not offer the whole cart", () => {
    const before = run([on.toggle(2, multi)]);
    expect(run([on.chooseShop("B2", shopsOffering)], before)).toBe(before);
  });
  it("clears the cart when an add leaves no shop offering every service", () => {
    const restored = run([on.restore([{ id: 2 }], null)]);
    expect(run([on.toggle(3, multi)], restored)).toEqual(EMPTY_BOOKING_CART);
  });
  it("becoming empty clears the shop, closes the panel and the selector", () => {
    const state = run([on.toggle(1, { ...multi, routeShopId: "B1" }), on.toggle(1, multi)]);
    expect(state).toEqual(EMPTY_BOOKING_CART);
    expect(run([on.toggle(1, multi), on.toggle(1, multi)])).toEqual(EMPTY_BOOKING_CART);
  });
});

describe("finish, clear, restore and the tracked cart id", () => {
  const booked = run([on.toggle(1, single), on.setCartId("cart-42")]);

  it("finishing a booking resets cart id, items and shop", () => {
    expect(run([on.finish()], booked)).toEqual(EMPTY_BOOKING_CART);
  });
  it("clearing empties the cart but keeps the tracked cart to update", () => {
    expect(run([on.clear()], booked)).toEqual({ ...EMPTY_BOOKING_CART, cartId: "cart-42" });
  });
  it("restoring removes duplicates by id, and an empty cart has no shop", () => {
    expect(run([on.restore([{ id: 1 }, { id: 2 }, { id: 1 }], "B1", "c1")])).toMatchObject({
      items: [{ id: 1 }, { id: 2 }],
      shopId: "B1",
      cartId: "c1",
    });
    expect(run([on.restore([], "B1")], booked)).toMatchObject({ items: [], shopId: null, cartId: "cart-42" });
  });
  it("opens and closes the panel", () => {
    expect(run([on.openPanel()]).panelOpen).toBe(true);
    expect(run([on.openPanel(), on.closePanel()]).panelOpen).toBe(false);
  });
});

describe("addBySlugs (the cartAdd query)", () => {
  it("adds the services named and opens the cart", () => {
    const state = run([on.addBySlugs("massage,gommage", services, single)]);
    expect(state).toMatchObject({ items: [{ id: 1 }, { id: 2 }], shopId: "B1", panelOpen: true });
  });
  it("ignores unknown slugs and services already in the cart", () => {
    const before = run([on.toggle(1, single)]);
    const state = run([on.addBySlugs("inconnu, massage ,gommage,gommage", services, single)], before);
    expect(state.items).toEqual([{ id: 1 }, { id: 2 }]);
  });
  it("changes nothing when every slug is unknown", () => {
    expect(run([on.addBySlugs("inconnu", services, multi)])).toBe(EMPTY_BOOKING_CART);
  });
  it("on a multi-shop site without a shop opens the shop selector", () => {
    const state = run([on.addBySlugs("massage,gommage", services, multi)]);
    expect(state).toMatchObject({ items: [{ id: 1 }, { id: 2 }], shopId: null, shopSelectorOpen: true });
    expect(shopsForCart(state.items.map((i) => i.id), [paris, lyon], services)).toEqual([paris]);
  });
  it("skips a service that no shop offers together with the others, never emptying the cart", () => {
    const state = run([on.addBySlugs("gommage,soin-visage,hammam", services, multi)]);
    expect(state.items).toEqual([{ id: 2 }]);
  });
  it("with a chosen shop adds only what it offers", () => {
    const before = run([on.toggle(1, { ...multi, routeShopId: "B2" })]);
    const state = run([on.addBySlugs("gommage,soin-visage", services, multi)], before);
    expect(state).toMatchObject({ items: [{ id: 1 }, { id: 3 }], shopId: "B2", panelOpen: true });
  });
});

describe("buttons (spec §5)", () => {
  it("the cart button is active only with the company cart on and the service bookable", () => {
    expect(isCartButtonActive(true, service({ booker: { active: true } }))).toBe(true);
    expect(isCartButtonActive(false, service({ booker: { active: true } }))).toBe(false);
    expect(isCartButtonActive(true, service({ booker: { active: false } }))).toBe(false);
  });

  it("the add button is disabled with items, several shops, and no shop or a shop without the service", () => {
    const base = { cartItemCount: 1, shopCount: 2, chosenShopId: "B1", serviceOfferedByChosenShop: true };
    expect(isAddButtonDisabled(base)).toBe(false);
    expect(isAddButtonDisabled({ ...base, chosenShopId: null })).toBe(true);
    expect(isAddButtonDisabled({ ...base, serviceOfferedByChosenShop: false })).toBe(true);
    expect(isAddButtonDisabled({ ...base, cartItemCount: 0, chosenShopId: null })).toBe(false);
    expect(isAddButtonDisabled({ ...base, shopCount: 1, serviceOfferedByChosenShop: false })).toBe(false);
  });

  it("booking proceeds on a multi-shop site only with a chosen shop that has a slug", () => {
    expect(canProceedToBooking({ cartItemCount: 1, shopCount: 2, chosenShopSlug: "paris" })).toBe(true);
    expect(canProceedToBooking({ cartItemCount: 1, shopCount: 2, chosenShopSlug: null })).toBe(false);
    expect(canProceedToBooking({ cartItemCount: 1, shopCount: 2, chosenShopSlug: "" })).toBe(false);
    expect(canProceedToBooking({ cartItemCount: 1, shopCount: 1, chosenShopSlug: null })).toBe(true);
    expect(canProceedToBooking({ cartItemCount: 0, shopCount: 1, chosenShopSlug: "paris" })).toBe(false);
  });
});

describe("query parameters (spec §2)", () => {
  it("page=reserved&cart=<ids> opens the booking step for those services", () => {
    expect(parseReservedQuery("?page=reserved&cart=12,7,12")).toEqual({ serviceIds: [12, 7] });
    expect(parseReservedQuery(new URLSearchParams({ page: "reserved", cart: " 3, x, -1, 0, 4.5,5" }))).toEqual({ serviceIds: [3, 5] });
  });
  it("page=reserved without cart books the page's service", () => {
    expect(parseReservedQuery("page=reserved")).toEqual({ serviceIds: [] });
  });
  it("anything else is not a booking link", () => {
    expect(parseReservedQuery("cart=1,2")).toBeNull();
    expect(parseReservedQuery("page=other&cart=1")).toBeNull();
  });
  it("reads the cartAdd slugs", () => {
    expect(parseCartAddQuery("?cartAdd=massage,%20gommage,,")).toEqual(["massage", "gommage"]);
    expect(parseCartAddQuery("?tab=2")).toEqual([]);
  });
});
