// The visitor's product cart in the browser (spec §4 'Product cart', 'Persistence'): a tiny external
// store over the pure reducer of domain/product-cart.ts. It lives in local storage (`cart.items`,
// `cart.shopId`) and, for the server's pages, in the `cartProducts` cookie (ids and quantities
// only). A signed-in customer's is kept on the server as a tracked cart of type 'products' (saved
// by components/eshop/basket-sync.tsx), so it follows them to another device; once it is, the
// cookie goes (spec §4 'Persistence'), and signing out empties local storage too: nothing of it
// stays readable in the browser (decision 261).
import { EMPTY_PRODUCT_CART, applyProductCartEvent, type ProductCartEvent, type ProductCartLine, type ProductCartOutcome, type ProductCartState } from "../../domain/product-cart";
import { cartStore } from "./cart-store";

export const PRODUCT_CART_COOKIE = "cartProducts";
const ITEMS_KEY = "cart.items";
const SHOP_KEY = "cart.shopId";
/** Spec §9: the cart cookies live 30 days. */
const COOKIE_SECONDS = 2_592_000;

function persist(s: ProductCartState, heldByServer: boolean) {
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

/** The basket read back from local storage; anything unreadable is none. */
function restore(): ProductCartState | null {
  try {
    const lines = JSON.parse(localStorage.getItem(ITEMS_KEY) ?? "[]") as ProductCartLine[];
    const shopId = localStorage.getItem(SHOP_KEY);
    return Array.isArray(lines) && lines.length ? applyProductCartEvent(EMPTY_PRODUCT_CART, { type: "restore", lines, shopId }).state : null;
  } catch {
    return null;
  }
}

const products = cartStore<ProductCartState, ProductCartEvent, ProductCartOutcome>({
  empty: EMPTY_PRODUCT_CART,
  apply: applyProductCartEvent,
  persist,
  restore,
  forgotten: () => EMPTY_PRODUCT_CART,
});

/** Applies an event and answers what to tell the customer (a refusal, a quantity limited by the stock). */
export const productCart = products.store;
export const useProductCart = products.use;
