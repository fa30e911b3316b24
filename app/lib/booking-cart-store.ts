// The visitor's booking cart in the browser: a tiny external store (useSyncExternalStore) over
// the pure reducer of domain/booking-cart.ts. A guest's cart lives in the `booking_cart` cookie
// (spec §6: 'the cart is held in a cookie'); a signed-in customer's is held by the server (tracked
// cart, saved through routes/booking-cart.ts, see components/booking/cart.tsx), and once it is the
// cookie is removed (spec §4 'Persistence'): the page keeps it in local storage until the customer
// signs out, which empties both, so no cart stays readable in the browser (decision 261).
import { useSyncExternalStore } from "react";
import { EMPTY_BOOKING_CART, bookingCartReducer, type BookingCartEvent, type BookingCartState } from "../../domain/booking-cart";
import type { Article, Shop } from "../../domain/types";
import type { ApiClient } from "./api";
import { cartStore } from "./cart-store";
import { readBrowserCookie } from "./cookies";

export const BOOKING_CART_COOKIE = "booking_cart";
/** Where a signed-in customer's cart waits between two pages, instead of the cookie. */
const STORAGE_KEY = "booking.cart";
/** Spec §4, §9: the shop the visitor chose, kept 30 days on its own and read back on the next visit. */
export const SHOP_COOKIE = "forshop";
/** Spec §9: the cart cookies live 30 days. */
const COOKIE_SECONDS = 2_592_000;

type SavedCart = Pick<BookingCartState, "items" | "shopId" | "cartId">;

/**
 * The two cookies of a cart state: the cart (only what identifies it, never prices or names) and
 * the chosen shop; null removes a cookie (no items and no saved cart; no shop chosen).
 */
export function cartCookies(s: SavedCart): { [BOOKING_CART_COOKIE]: string | null; [SHOP_COOKIE]: string | null } {
  return {
    [BOOKING_CART_COOKIE]: s.items.length === 0 && !s.cartId ? null : JSON.stringify({ i: s.items.map((x) => x.id), c: s.cartId }),
    [SHOP_COOKIE]: s.shopId,
  };
}

/** The cart read back from the cookies (decoded values); anything unreadable is no cart. */
export function cartFromCookies(read: (name: string) => string | null): SavedCart | null {
  const shop = read(SHOP_COOKIE);
  const value = read(BOOKING_CART_COOKIE);
  let raw: { i?: unknown; s?: unknown; c?: unknown } = {};
  try {
    raw = value ? (JSON.parse(value) as typeof raw) : {};
  } catch {
    raw = {};
  }
  const ids = Array.isArray(raw.i) ? raw.i.filter((x): x is number => Number.isSafeInteger(x) && (x as number) > 0) : [];
  // a cart saved before the shop had its own cookie carried it inside ('s')
  const shopId = shop && /^[\w-]{1,64}$/.test(shop) ? shop : typeof raw.s === "string" ? raw.s : null;
  if (ids.length === 0 && typeof raw.c !== "string" && !shopId) return null;
  return { items: ids.slice(0, 50).map((id) => ({ id })), shopId, cartId: typeof raw.c === "string" ? raw.c : null };
}

function persist(s: BookingCartState, heldByServer: boolean) {
  const cookies = cartCookies(s);
  try {
    if (heldByServer && cookies[BOOKING_CART_COOKIE]) localStorage.setItem(STORAGE_KEY, cookies[BOOKING_CART_COOKIE]);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // storage refused (private mode): the server's copy is read again on the next page
  }
  if (heldByServer) cookies[BOOKING_CART_COOKIE] = null;
  for (const [name, value] of Object.entries(cookies)) {
    document.cookie = value == null ? `${name}=; Path=/; Max-Age=0; SameSite=Lax` : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${COOKIE_SECONDS}; SameSite=Lax`;
  }
}

function storedCart(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

const booking = cartStore<BookingCartState, BookingCartEvent, void>({
  empty: EMPTY_BOOKING_CART,
  apply: (s, event) => ({ state: bookingCartReducer(s, event), outcome: undefined }),
  persist,
  // the cookie, or local storage once the server holds the cart
  restore() {
    const saved = cartFromCookies((name) => (name === BOOKING_CART_COOKIE ? (readBrowserCookie(name) ?? storedCart()) : readBrowserCookie(name)));
    return saved ? bookingCartReducer(EMPTY_BOOKING_CART, { type: "restore", ...saved }) : null;
  },
  // the chosen shop stays
  forgotten: (s) => ({ ...EMPTY_BOOKING_CART, shopId: s.shopId }),
});

export const bookingCart = booking.store;
export const useBookingCart = booking.use;

/** The services and shops the cart and the booking step show, loaded once per page. */
export interface BookingCatalogue {
  services: Article[];
  shops: Shop[];
}

let catalogue: BookingCatalogue | null = null;
let loading: Promise<BookingCatalogue> | null = null;
const catalogueListeners = new Set<() => void>();

export function loadBookingCatalogue(api: ApiClient): Promise<BookingCatalogue> {
  loading ??= Promise.all([api.get("/articles"), api.get("/shops")]).then(([a, s]) => {
    catalogue = { services: a.articles.filter((x) => x.type !== "2"), shops: s.shops.filter((shop) => shop.booker.active) };
    for (const l of catalogueListeners) l();
    return catalogue;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export function useBookingCatalogue(): BookingCatalogue | null {
  return useSyncExternalStore(
    (l) => {
      catalogueListeners.add(l);
      return () => catalogueListeners.delete(l);
    },
    () => catalogue,
    () => null,
  );
}
