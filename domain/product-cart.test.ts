import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { service } from "./catalogue.fixtures";
import {
  EMPTY_PRODUCT_CART,
  UNLIMITED_STOCK,
  addableQuantity,
  applyProductCartEvent,
  availableStock,
  productCartCount,
  productCartEvents as ev,
  productCartReducer,
  productCartTotal,
  stockDisplay,
  type ProductCartEvent,
  type ProductCartState,
  type ProductForCart,
} from "./product-cart";

const product = (id: number, price: number, shop = "ab-1"): ProductForCart => ({ id, name: { fr: `Produit ${id}` }, abId: `P${id}`, abIdShop: shop, price, vat: 20, images: [] });
const oil = product(11, 2490);
const cream = product(12, 1250);
const otherShopsCream = product(13, 1250, "ab-2");
const run = (events: ProductCartEvent[], from: ProductCartState = EMPTY_PRODUCT_CART) => events.reduce(productCartReducer, from);

describe("product cart", () => {
  it("appends a new product and takes the product's shop", () => {
    const state = run([ev.add(oil, 1, 10), ev.add(cream, 2, 10)]);
    expect(state.shopId).toBe("ab-1");
    expect(state.lines.map((l) => [l.id, l.quantity])).toEqual([[11, 1], [12, 2]]);
  });

  it("changes an existing line by the amount given; a negative amount removes the line", () => {
    const state = run([ev.add(oil, 1, 10), ev.add(oil, 2, 10), ev.add(cream, 1, 10)]);
    expect(state.lines[0]!.quantity).toBe(3);
    expect(run([ev.add(oil, -1, 10)], state).lines.map((l) => l.id)).toEqual([12]);
    expect(run([ev.add(oil, -1, 10), ev.add(cream, -5, 10)], state)).toEqual(EMPTY_PRODUCT_CART);
  });

  it("removal lowers the quantity, removing the line at 0 or below; a negative amount removes it whatever its quantity", () => {
    const state = run([ev.add(oil, 3, 10), ev.add(cream, 1, 10)]);
    expect(run([ev.remove(11, 1)], state).lines[0]!.quantity).toBe(2);
    expect(run([ev.remove(11, 3)], state).lines.map((l) => l.id)).toEqual([12]);
    expect(run([ev.remove(11, 5)], state).lines.map((l) => l.id)).toEqual([12]);
    expect(run([ev.remove(11, -1)], state).lines.map((l) => l.id)).toEqual([12]);
  });

  it("a quantity of 0 removes the line; the cart emptied has no shop", () => {
    const state = run([ev.add(oil, 2, 10), ev.setQuantity(11, 5, 10)]);
    expect(state.lines[0]!.quantity).toBe(5);
    expect(run([ev.setQuantity(11, 0, 10)], state)).toEqual({ lines: [], shopId: null });
  });

  it("refuses another shop's product, saying which shop the cart belongs to", () => {
    const state = run([ev.add(oil, 1, 10)]);
    const step = applyProductCartEvent(state, ev.add(otherShopsCream, 1, 10));
    expect(step.outcome).toEqual({ ok: false, reason: "other_shop", cartShopId: "ab-1" });
    expect(step.state).toBe(state);
    // the same shop written with another prefix is the same shop
    expect(applyProductCartEvent(state, ev.add(product(14, 900, "xy-1"), 1, 10)).outcome.ok).toBe(true);
    // once emptied, the other shop's product is welcome
    expect(run([ev.clear(), ev.add(otherShopsCream, 1, 10)], state).shopId).toBe("ab-2");
  });

  it("the total is Σ price × quantity and the badge counts units", () => {
    const state = run([ev.add(oil, 2, 10), ev.add(cream, 3, 10)]);
    expect(productCartTotal(state)).toBe(2 * 2490 + 3 * 1250);
    expect(productCartCount(state)).toBe(5);
  });

  it("stops at the stock, says so, and refuses when nothing is left", () => {
    const step = applyProductCartEvent(EMPTY_PRODUCT_CART, ev.add(oil, 5, 3));
    expect(step.outcome).toEqual({ ok: true, limitedTo: 3 });
    expect(step.state.lines[0]!.quantity).toBe(3);
    expect(applyProductCartEvent(step.state, ev.add(oil, 1, 3)).outcome).toEqual({ ok: false, reason: "no_more_stock" });
    expect(applyProductCartEvent(EMPTY_PRODUCT_CART, ev.add(oil, 1, 0)).outcome).toEqual({ ok: false, reason: "sold_out" });
    expect(applyProductCartEvent(step.state, ev.setQuantity(11, 9, 4)).outcome).toEqual({ ok: true, limitedTo: 4 });
    // lowering is never held back by the stock, even sold out since
    expect(run([ev.remove(11, 1)], step.state).lines[0]!.quantity).toBe(2);
    expect(run([ev.add(oil, 50, UNLIMITED_STOCK)]).lines[0]!.quantity).toBe(50);
  });

  it("refuses amounts that are not whole numbers, and lines not in the cart", () => {
    const state = run([ev.add(oil, 1, 10)]);
    for (const amount of [0, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(applyProductCartEvent(state, ev.add(oil, amount, 10)).outcome).toEqual({ ok: false, reason: "invalid_amount" });
    }
    expect(applyProductCartEvent(state, ev.add(cream, -1, 10)).outcome).toEqual({ ok: false, reason: "not_in_cart" });
    expect(applyProductCartEvent(state, ev.setQuantity(11, -2, 10)).outcome).toEqual({ ok: false, reason: "invalid_amount" });
    expect(applyProductCartEvent(state, ev.remove(12, 1)).outcome).toEqual({ ok: false, reason: "not_in_cart" });
  });

  it("no shop chosen empties the cart; another shop is refused while the cart holds products", () => {
    const state = run([ev.add(oil, 1, 10)]);
    expect(run([ev.chooseShop(null)], state)).toEqual(EMPTY_PRODUCT_CART);
    expect(applyProductCartEvent(state, ev.chooseShop("ab-2")).outcome).toEqual({ ok: false, reason: "cart_has_other_shop", cartShopId: "ab-1" });
    expect(run([ev.chooseShop("1")], state)).toBe(state);
  });

  it("restores a stored cart made whole: merged, bad quantities and other shops dropped", () => {
    const stored = [
      { ...oil, quantity: 1 },
      { ...oil, quantity: 2 },
      { ...cream, quantity: 0 },
      { ...cream, quantity: 1.5 },
      { ...otherShopsCream, quantity: 1 },
    ];
    expect(run([ev.restore(stored, "ab-1")])).toEqual({ lines: [{ ...oil, quantity: 3 }], shopId: "ab-1" });
    expect(run([ev.restore(stored, null)])).toEqual(EMPTY_PRODUCT_CART);
    expect(run([ev.restore([{ ...cream, quantity: 0 }], "ab-1")])).toEqual(EMPTY_PRODUCT_CART);
  });

  it("property: any sequence of events keeps one shop, whole quantities >= 1, and no shop when empty", () => {
    const products = [oil, cream, otherShopsCream, product(15, 990, "ab-1")];
    const arbEvent: fc.Arbitrary<ProductCartEvent> = fc.oneof(
      fc.record({ p: fc.constantFrom(...products), amount: fc.integer({ min: -5, max: 5 }), stock: fc.integer({ min: 0, max: 8 }) }).map(({ p, amount, stock }) => ev.add(p, amount, stock)),
      fc.record({ id: fc.constantFrom(11, 12, 13, 15), amount: fc.integer({ min: -2, max: 4 }) }).map(({ id, amount }) => ev.remove(id, amount)),
      fc.record({ id: fc.constantFrom(11, 12, 13, 15), q: fc.integer({ min: -1, max: 9 }), stock: fc.integer({ min: 0, max: 8 }) }).map(({ id, q, stock }) => ev.setQuantity(id, q, stock)),
      fc.constantFrom(ev.chooseShop(null), ev.chooseShop("ab-1"), ev.chooseShop("ab-2"), ev.clear()),
    );
    fc.assert(
      fc.property(fc.array(arbEvent, { maxLength: 25 }), (events) => {
        const state = run(events);
        expect(state.shopId === null).toBe(state.lines.length === 0);
        expect(new Set(state.lines.map((l) => l.id)).size).toBe(state.lines.length);
        for (const line of state.lines) {
          expect(Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= 8).toBe(true);
          expect(line.abIdShop).toBe(state.shopId);
        }
        expect(productCartTotal(state)).toBe(state.lines.reduce((s, l) => s + l.price * l.quantity, 0));
      }),
    );
  });
});

describe("stock", () => {
  it("is unlimited when not tracked, 0 when the product is not found", () => {
    expect(availableStock(service({ type: "2", booker: { enableStock: false }, stock: 3 }))).toBe(UNLIMITED_STOCK);
    expect(availableStock(service({ type: "2", booker: { enableStock: true }, stock: 3 }))).toBe(3);
    expect(availableStock(service({ type: "2", booker: { enableStock: true }, stock: -2 }))).toBe(0);
    expect(availableStock(service({ type: "2", booker: { enableStock: true }, stock: null }))).toBe(0);
    expect(availableStock(null)).toBe(0);
  });

  it("says 'in stock', 'only N left' from 5 down, 'sold out'", () => {
    expect(stockDisplay(UNLIMITED_STOCK)).toEqual({ state: "in_stock" });
    expect(stockDisplay(6)).toEqual({ state: "in_stock" });
    expect(stockDisplay(5)).toEqual({ state: "low", left: 5 });
    expect(stockDisplay(2)).toEqual({ state: "low", left: 2 });
    expect(stockDisplay(0)).toEqual({ state: "sold_out" });
    expect(stockDisplay(2, 1)).toEqual({ state: "in_stock" });
  });

  it("bounds the quantity picker by the stock less what the cart holds", () => {
    const state = run([ev.add(oil, 2, 5)]);
    expect(addableQuantity(state, 11, 5)).toBe(3);
    expect(addableQuantity(state, 12, 5)).toBe(5);
    expect(addableQuantity(state, 11, 1)).toBe(0);
  });
});
