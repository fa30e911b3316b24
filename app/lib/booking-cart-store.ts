// The visitor's booking cart in the browser: a tiny external store (useSyncExternalStore) over
// the pure reducer of domain/booking-cart.ts. The booking issue persists it (cookie / server).
import { useSyncExternalStore } from "react";
import { EMPTY_BOOKING_CART, bookingCartReducer, type BookingCartEvent, type BookingCartState } from "../../domain/booking-cart";

let state: BookingCartState = EMPTY_BOOKING_CART;
const listeners = new Set<() => void>();

export const bookingCart = {
  get: () => state,
  dispatch(event: BookingCartEvent) {
    const next = bookingCartReducer(state, event);
    if (next === state) return;
    state = next;
    for (const l of listeners) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useBookingCart(): BookingCartState {
  return useSyncExternalStore(bookingCart.subscribe, bookingCart.get, () => EMPTY_BOOKING_CART);
}
