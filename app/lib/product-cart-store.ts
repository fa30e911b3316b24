// The visitor's product cart in the browser (spec §4 'Product cart', 'Persistence'): a tiny external
// store over the pure reducer of domain/product-cart.ts. It lives in local storage (`cart.items`,
// `cart.shopId`) and, for the server's pages, in the `cartProducts` cookie (ids and quantities
// only). A signed-in customer's is kept on the server as a tracked cart of type 'products' (saved
// by components/eshop/basket-sync.tsx), so it follows them to another device; once it is, the
// cookie goes (spec §4 'Persistence'), and signing out empties local storage too: nothing of it
// stays readable in the browser (decision 261).
import { useSyncExternalStore } from "react";
import { EMPTY_PRODUCT_CART, applyProductCartEvent, type ProductCartEvent, type ProductCartLine, type ProductCartOutcome, type ProductCartState } from "../../domain/product-cart";

export const PRODUCT_CART_COOKIE = "cartProducts";
const ITEMS_KEY = "cart.items";
const SHOP_KEY = "cart.shopId";
/** Spec §9: the cart cookies live 30 days. */
const COOKIE_SECONDS = 2_592_000;

let state: ProductCartState = EMPTY_PRODUCT_CART;
let restored = false;
/** The server holds the basket (a signed-in customer's): no cookie is written. */
let heldByServer = false;
const listeners = new Set<() => void>();

function persist(s: ProductCartState) {
  if (typeof window === "undefined") return;
  try {
    if (s.lines.length === 0) {
      localStorage.removeItem(ITEMS_KEY);
      localStorage.removeItem(SHOP_KEY);
    } else {
      localStorage.setItem(ITEMS_KEY, JSON.stringify(s.lines));
      localStorage.setItem(SHOP_KEY, s.shopId ?? "");
    }
  } catch {
    // private mode without storage: the cookie still carries the cart
  }
  const value = !heldByServer && s.lines.length ? JSON.stringify({ s: s.shopId, i: s.lines.map((l) => [l.id, l.quantity]) }) : null;
  document.cookie = value == null ? `${PRODUCT_CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax` : `${PRODUCT_CART_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${COOKIE_SECONDS}; SameSite=Lax`;
}

/** Reads local storage once, on the first use in the browser. */
function restore() {
  if (restored || typeof window === "undefined") return;
  restored = true;
  try {
    const lines = JSON.parse(localStorage.getItem(ITEMS_KEY) ?? "[]") as ProductCartLine[];
    const shopId = localStorage.getItem(SHOP_KEY);
    if (Array.isArray(lines) && lines.length) state = applyProductCartEvent(state, { type: "restore", lines, shopId }).state;
  } catch {
    state = EMPTY_PRODUCT_CART;
  }
}

export const productCart = {
  get: () => state,
  /** Applies an event; answers what to tell the customer (a refusal, a quantity limited by the stock). */
  dispatch(event: ProductCartEvent): ProductCartOutcome {
    restore();
    const step = applyProductCartEvent(state, event);
    if (step.state !== state) {
      state = step.state;
      persist(state);
      for (const l of listeners) l();
    }
    return step.outcome;
  },
  subscribe(listener: () => void) {
    restore();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The server now holds the signed-in customer's basket: the cookie goes. */
  holdOnServer() {
    restore();
    heldByServer = true;
    persist(state);
  },
  /** Signing out: the basket leaves this browser (memory, local storage, cookie). */
  forget() {
    restore();
    heldByServer = false;
    state = EMPTY_PRODUCT_CART;
    persist(state);
    for (const l of listeners) l();
  },
};

export function useProductCart(): ProductCartState {
  return useSyncExternalStore(productCart.subscribe, productCart.get, () => EMPTY_PRODUCT_CART);
}
