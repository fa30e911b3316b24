// The basket button of a service (spec §5): it toggles the service in the booking cart ('Mes
// prestations'), for a visit of several services; 'Réserver' books one service at once. It works
// only when the company's cart is on and the service is bookable online, and is disabled when the
// cart already holds services at a shop that does not offer this one (several shops only).
import { useMemo } from "react";
import { bookingCartEvents, isAddButtonDisabled, isCartButtonActive, shopsOfferingFrom } from "../../../domain/booking-cart";
import { findShopById, offersService } from "../../../domain/shops";
import type { Article, Shop } from "../../../domain/types";
import { bookingCart, useBookingCart } from "../../lib/booking-cart-store";
import { useT } from "../../lib/use-t";
import { buttonClass, type ButtonSize } from "../ui/button";
import { cx } from "../ui/cx";
import { bookingCartPanel } from "../booking/cart-entry";
import { preloadOn } from "../../lib/lazy";

export function AddToCartButton({
  article,
  shops,
  services,
  routeShop,
  cartActive,
  size = "sm",
  className,
}: {
  article: Article;
  shops: readonly Shop[];
  /** every listed service, so the cart can tell which shops offer a whole cart */
  services: readonly Article[];
  /** the shop of the page (its address's shop slug), if any */
  routeShop: Shop | null;
  cartActive: boolean;
  size?: ButtonSize;
  className?: string;
}) {
  const { t } = useT();
  const cart = useBookingCart();
  const shopsOffering = useMemo(() => shopsOfferingFrom(shops, services), [shops, services]);
  // Not bookable online: 'Réserver' beside it says so.
  if (!isCartButtonActive(cartActive, article)) return null;
  const inCart = cart.items.some((item) => item.id === article.id);
  const chosen = findShopById(shops, cart.shopId);
  const disabled =
    !inCart &&
    isAddButtonDisabled({
      cartItemCount: cart.items.length,
      shopCount: shops.length,
      chosenShopId: cart.shopId,
      serviceOfferedByChosenShop: chosen ? offersService(chosen, article) : false,
    });
  const reasonId = `cart-reason-${article.id}`;
  return (
    <span className="inline-flex flex-col gap-1">
      <button
        type="button"
        data-testid="add-to-cart"
        {...preloadOn(bookingCartPanel.preload)}
        aria-pressed={inCart}
        aria-describedby={disabled ? reasonId : undefined}
        disabled={disabled}
        onClick={() =>
          bookingCart.dispatch(
            bookingCartEvents.toggle(article.id, { routeShopId: routeShop?.artebeauteId ?? null, shopCount: shops.length, shopsOffering }),
          )
        }
        className={buttonClass({ variant: "secondary", size, className: cx("disabled:cursor-not-allowed disabled:opacity-55", className) })}
      >
        {inCart ? t("catalogue.cart.remove") : t("catalogue.cart.add")}
      </button>
      {disabled && (
        <span id={reasonId} className="text-caption text-ink-muted">
          {t("catalogue.cart.notAtShop")}
        </span>
      )}
    </span>
  );
}
