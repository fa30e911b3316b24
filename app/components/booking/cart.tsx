// The booking cart's entry points that the shell mounts: the header button with its item-count
// badge, and the side cart panel. The booking issue fills the panel.
import { ShoppingBag } from "lucide-react";
import { bookingEvents } from "./events";
import { bookingCart, useBookingCart } from "../../lib/booking-cart-store";

export function BookingCartButton({ label, className }: { label: string; className?: string }) {
  const cart = useBookingCart();
  const count = cart.items.length;
  return (
    <button type="button" className={`relative ${className ?? ""}`} aria-label={`${label} (${count})`} onClick={() => bookingCart.dispatch(bookingEvents.openPanel())}>
      <ShoppingBag aria-hidden="true" size={22} />
      {count > 0 && (
        <span aria-hidden="true" data-testid="cart-count" className="absolute -right-2 -top-2 min-w-5 rounded-full bg-secondary px-1 text-center text-xs leading-5 text-white">
          {count}
        </span>
      )}
    </button>
  );
}

/** The side cart panel (400 px): filled by the booking issue. */
export function BookingCartPanel() {
  return null;
}
