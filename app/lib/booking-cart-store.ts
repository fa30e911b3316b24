// The visitor's booking cart in the browser: a tiny external store (useSyncExternalStore) over
// the pure reducer of domain/booking-cart.ts. A guest's cart lives in the `booking_cart` cookie
// (spec §6: 'the cart is held in a cookie'); a signed-in customer's is also saved on the server
// (tracked cart) through the booking orders action, see components/booking/cart.tsx.
import { useSyncExternalStore } from "react";
import { EMPTY_BOOKING_CART, bookingCartReducer, type BookingCartEvent, type BookingCartState } from "../../domain/booking-cart";
import type { Article, Shop } from "../../domain/types";
import type { ApiClient } from "./api";
import { readBrowserCookie } from "./cookies";

export const BOOKING_CART_COOKIE = "booking_cart";
/** Spec §9: the cart cookies live 30 days. */
const COOKIE_SECONDS = 2_592_000;

let state: BookingCartState = EMPTY_BOOKING_CART;
let restored = false;
const listeners = new Set<() => void>();

/** The cookie's value: only what identifies the cart, never prices or names. */
function encodeCart(s: Pick<BookingCartState, "items" | "shopId" | "cartId">): string {
  return encodeURIComponent(JSON.stringify({ i: s.items.map((x) => x.id), s: s.shopId, c: s.cartId }));
}

/** The cart read back from the cookie's (decoded) value; anything unreadable is no cart. */
function decodeCart(value: string | null | undefined): Pick<BookingCartState, "items" | "shopId" | "cartId"> | null {
  if (!value) return null;
  try {
    const raw = JSON.parse(value) as { i?: unknown; s?: unknown; c?: unknown };
    const ids = Array.isArray(raw.i) ? raw.i.filter((x): x is number => Number.isSafeInteger(x) && (x as number) > 0) : [];
    return {
      items: ids.slice(0, 50).map((id) => ({ id })),
      shopId: typeof raw.s === "string" ? raw.s : null,
      cartId: typeof raw.c === "string" ? raw.c : null,
    };
  } catch {
    return null;
  }
}

function persist(s: BookingCartState) {
  if (typeof document === "undefined") return;
  document.cookie =
    s.items.length === 0 && !s.cartId
      ? `${BOOKING_CART_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${BOOKING_CART_COOKIE}=${encodeCart(s)}; Path=/; Max-Age=${COOKIE_SECONDS}; SameSite=Lax`;
}

function emit() {
  for (const l of listeners) l();
}

/** Reads the cookie once, on the first subscriber in the browser. */
function restore() {
  if (restored || typeof document === "undefined") return;
  restored = true;
  const saved = decodeCart(readBrowserCookie(BOOKING_CART_COOKIE));
  if (saved) state = bookingCartReducer(state, { type: "restore", ...saved });
}

export const bookingCart = {
  get: () => state,
  dispatch(event: BookingCartEvent) {
    restore();
    const next = bookingCartReducer(state, event);
    if (next === state) return;
    state = next;
    persist(state);
    emit();
  },
  subscribe(listener: () => void) {
    restore();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useBookingCart(): BookingCartState {
  return useSyncExternalStore(bookingCart.subscribe, bookingCart.get, () => EMPTY_BOOKING_CART);
}

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
