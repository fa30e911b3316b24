// The booking cart's cookies: the cart itself in `booking_cart`, the chosen shop on its own in
// `forshop` (spec §4, §9), set when a shop is chosen, removed when none is, and read back.
import { describe, expect, it } from "vitest";
import { bookingCartReducer, EMPTY_BOOKING_CART } from "../../domain/booking-cart";
import { BOOKING_CART_COOKIE, cartCookies, cartFromCookies, SHOP_COOKIE } from "./booking-cart-store";

const jar = (cookies: Record<string, string | null>) => (name: string) => cookies[name] ?? null;

describe("the booking cart's cookies", () => {
  it("a cart at a chosen shop: the services in booking_cart, the shop in forshop, and both read back", () => {
    const cookies = cartCookies({ items: [{ id: 12 }, { id: 7 }], shopId: "ab-1001", cartId: null });
    expect(cookies).toEqual({ [BOOKING_CART_COOKIE]: JSON.stringify({ i: [12, 7], c: null }), [SHOP_COOKIE]: "ab-1001" });
    const back = cartFromCookies(jar(cookies));
    expect(back).toEqual({ items: [{ id: 12 }, { id: 7 }], shopId: "ab-1001", cartId: null });
    // the store restores it as it was
    expect(bookingCartReducer(EMPTY_BOOKING_CART, { type: "restore", ...back! })).toMatchObject({ items: [{ id: 12 }, { id: 7 }], shopId: "ab-1001" });
  });

  it("no shop chosen: forshop is removed; an emptied cart removes booking_cart too", () => {
    expect(cartCookies({ items: [{ id: 12 }], shopId: null, cartId: null })[SHOP_COOKIE]).toBeNull();
    expect(cartCookies({ items: [], shopId: null, cartId: null })).toEqual({ [BOOKING_CART_COOKIE]: null, [SHOP_COOKIE]: null });
    expect(cartFromCookies(jar({}))).toBeNull();
  });

  it("a cart saved before the shop had its own cookie keeps its shop; forshop wins when both exist", () => {
    const legacy = JSON.stringify({ i: [3], s: "ab-1002", c: "42" });
    expect(cartFromCookies(jar({ [BOOKING_CART_COOKIE]: legacy }))).toEqual({ items: [{ id: 3 }], shopId: "ab-1002", cartId: "42" });
    expect(cartFromCookies(jar({ [BOOKING_CART_COOKIE]: legacy, [SHOP_COOKIE]: "ab-1001" }))!.shopId).toBe("ab-1001");
  });

  it("what cannot be read is no cart: broken JSON, foreign ids, a planted shop value", () => {
    expect(cartFromCookies(jar({ [BOOKING_CART_COOKIE]: "{not json" }))).toBeNull();
    expect(cartFromCookies(jar({ [BOOKING_CART_COOKIE]: JSON.stringify({ i: [-1, "x", 2.5] }) }))).toBeNull();
    expect(cartFromCookies(jar({ [BOOKING_CART_COOKIE]: JSON.stringify({ i: [5] }), [SHOP_COOKIE]: "<script>" }))).toEqual({ items: [{ id: 5 }], shopId: null, cartId: null });
  });
});
