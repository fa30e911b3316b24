// The booking cart in the shell: the header's button with its item count, and the side panel,
// whose code (cart.tsx: lines, shop selector, saved carts) loads only once a cart has something
// to do — items in the booking cart or the basket, a saved cart, the panel opened, `?cartAdd=`
// in the address, or a signed-in customer whose carts may wait on the server.
import { ShoppingBag } from "../ui/icons";
import { Suspense, useState } from "react";
import { useLocation } from "react-router";
import { bookingCartEvents as bookingEvents, parseCartAddQuery } from "../../../domain/booking-cart";
import { productCartCount } from "../../../domain/product-cart";
import { bookingCart, useBookingCart } from "../../lib/booking-cart-store";
import { lazyWithPreload, preloadOn } from "../../lib/lazy";
import { useProductCart } from "../../lib/product-cart-store";
import { useShell } from "../../lib/shell-data";

/** The panel's code; the cart's buttons start loading it on intent. */
export const bookingCartPanel = lazyWithPreload(() => import("./cart").then((m) => m.BookingCartPanel));
const Panel = bookingCartPanel.Component;

export function BookingCartButton({ label, className }: { label: string; className?: string }) {
  const cart = useBookingCart();
  const basket = useProductCart();
  // one button for both carts: the services to book and the products to buy
  const count = cart.items.length + productCartCount(basket);
  return (
    <button
      type="button"
      className={`relative ${className ?? ""}`}
      data-testid="booking-cart-button"
      {...preloadOn(bookingCartPanel.preload)}
      onClick={() => bookingCart.dispatch(bookingEvents.openPanel())}
    >
      <ShoppingBag aria-hidden="true" size={22} />
      <span className="sr-only">{`${label} (${count})`}</span>
      {count > 0 && (
        <span aria-hidden="true" data-testid="cart-count" className="absolute -right-2 -top-2 min-w-5 rounded-full bg-secondary px-1 text-center text-xs leading-5 text-white">
          {count}
        </span>
      )}
    </button>
  );
}

/** The side panel, loaded the first time it has work; once loaded it stays. */
export function BookingCartPanel() {
  const cart = useBookingCart();
  const basket = useProductCart();
  const { customer } = useShell();
  const { search } = useLocation();
  const [needed, setNeeded] = useState(false);
  const wants =
    cart.items.length > 0 ||
    cart.cartId !== null ||
    cart.panelOpen ||
    cart.shopSelectorOpen ||
    productCartCount(basket) > 0 ||
    parseCartAddQuery(search).length > 0 ||
    customer !== null;
  if (wants && !needed) setNeeded(true);
  if (!needed && !wants) return null;
  return (
    <Suspense fallback={null}>
      <Panel />
    </Suspense>
  );
}
