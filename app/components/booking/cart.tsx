// The booking cart's entry points that the shell mounts: the header button with its item-count
// badge, and the side cart panel (spec §2 'side cart panel (400 px wide)', §4, §5).
import { ShoppingBag, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { bookingCartEvents as bookingEvents, canProceedToBooking, CART_PANEL_OPEN_DELAY_MS, parseCartAddQuery, shopsForCart, shopsOfferingFrom } from "../../../domain/booking-cart";
import { localise } from "../../../domain/catalogue";
import { cartTotals, CART_TOTAL_LABELS, loadCartService } from "../../../domain/price";
import { findShopById } from "../../../domain/shops";
import { localePath, stripLocale } from "../../../domain/service-url";
import { bookingStepHref, useBookingContext } from "./context";
import { bookingCart, loadBookingCatalogue, useBookingCart, useBookingCatalogue } from "../../lib/booking-cart-store";
import { useT } from "../../lib/use-t";
import type { action as saveCart } from "../../routes/booking-cart";

export function BookingCartButton({ label, className }: { label: string; className?: string }) {
  const cart = useBookingCart();
  const count = cart.items.length;
  return (
    <button
      type="button"
      className={`relative ${className ?? ""}`}
      data-testid="booking-cart-button"
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

/** Applies `?cartAdd=` once the catalogue is known, then drops it from the address (spec §2). */
function useCartAddQuery() {
  const location = useLocation();
  const navigate = useNavigate();
  const { api, company } = useBookingContext();
  const catalogue = useBookingCatalogue();
  const slugs = parseCartAddQuery(location.search);
  useEffect(() => {
    if (slugs.length && api) void loadBookingCatalogue(api);
  }, [slugs.length, api]);
  useEffect(() => {
    if (!slugs.length || !catalogue || !company) return;
    const routeShop = catalogue.shops.find((s) => s.slug === stripLocale(location.pathname).path.split("/")[1]);
    const context = { routeShopId: routeShop?.artebeauteId ?? null, shopCount: catalogue.shops.length, shopsOffering: shopsOfferingFrom(catalogue.shops, catalogue.services) };
    setTimeout(() => bookingCart.dispatch(bookingEvents.addBySlugs(slugs, catalogue.services, context)), CART_PANEL_OPEN_DELAY_MS);
    const query = new URLSearchParams(location.search);
    query.delete("cartAdd");
    const search = query.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : "", hash: location.hash }, { replace: true, preventScrollReset: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [catalogue, company, location.search]);
}

/**
 * A signed-in customer's cart is saved on the server (spec §4 'Tracked cart'): after a change the
 * cart is sent to its route action (routes/booking-cart.ts), which merges it with the customer's pending cart
 * (local items kept) and answers the tracked cart id; a guest gets `signedIn: false` and the
 * cookie stays the only copy.
 */
function useServerCart() {
  const cart = useBookingCart();
  const fetcher = useFetcher<typeof saveCart>();
  const { lang, customer } = useBookingContext();
  const guest = useRef(false);
  const sent = useRef<string>("");
  // Signing in (or out) without a page reload: try the server cart again, local items included.
  useEffect(() => {
    guest.current = false;
    sent.current = "";
  }, [customer?.id]);
  useEffect(() => {
    if (guest.current || (cart.items.length === 0 && !cart.cartId)) return;
    const key = JSON.stringify([cart.items, cart.shopId, cart.cartId]);
    if (key === sent.current || fetcher.state !== "idle") return;
    sent.current = key;
    fetcher.submit(
      { items: cart.items.map((i) => i.id).join(","), shopId: cart.shopId ?? "", cartId: cart.cartId ?? "" },
      { method: "post", action: localePath("/booking/cart", lang) },
    );
  }, [cart, fetcher, lang, customer?.id]);
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer || fetcher.state !== "idle") return;
    if (!answer.signedIn) {
      guest.current = true;
      return;
    }
    const items = (answer.items ?? []).map((id) => ({ id }));
    const same = items.length === cart.items.length && items.every((x, i) => x.id === cart.items[i]?.id) && answer.cartId === cart.cartId;
    if (!same) {
      sent.current = JSON.stringify([items, answer.shopId ?? null, answer.cartId ?? null]);
      const panelOpen = cart.panelOpen;
      bookingCart.dispatch(bookingEvents.restore(items, answer.shopId ?? null, answer.cartId ?? null));
      if (panelOpen) bookingCart.dispatch(bookingEvents.openPanel());
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.data, fetcher.state]);
}

/** The side cart panel (400 px): the booking cart's lines, shop, totals, book and clear buttons. */
export function BookingCartPanel() {
  const cart = useBookingCart();
  const catalogue = useBookingCatalogue();
  const { api, lang, money } = useBookingContext();
  const { t } = useT();
  const location = useLocation();
  const closeRef = useRef<HTMLButtonElement>(null);
  const [mounted, setMounted] = useState(false);
  const [choosingShop, setChoosingShop] = useState(false);
  useCartAddQuery();
  useServerCart();

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if ((cart.items.length > 0 || cart.panelOpen || cart.shopSelectorOpen) && api) void loadBookingCatalogue(api);
  }, [cart.items.length, cart.panelOpen, cart.shopSelectorOpen, api]);
  useEffect(() => {
    if (cart.panelOpen) closeRef.current?.focus();
  }, [cart.panelOpen]);
  useEffect(() => {
    if (!cart.panelOpen && !cart.shopSelectorOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      bookingCart.dispatch(cart.shopSelectorOpen ? bookingEvents.chooseShop(null) : bookingEvents.closePanel());
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [cart.panelOpen, cart.shopSelectorOpen]);

  if (!mounted) return null;
  if (cart.shopSelectorOpen || (choosingShop && cart.items.length > 0)) return <ShopSelector onChosen={() => setChoosingShop(false)} />;
  if (!cart.panelOpen) return null;

  const shop = (catalogue && findShopById(catalogue.shops, cart.shopId)) ?? null;
  const lines = catalogue
    ? cart.items.map((item) => catalogue.services.find((s) => s.id === item.id)).filter((s) => s !== undefined).map((s) => ({ article: s, line: loadCartService(s, cart.shopId) }))
    : [];
  const totals = cartTotals(lines.map((l) => l.line));
  const ids = cart.items.map((i) => i.id);
  const canBook = canProceedToBooking({ cartItemCount: ids.length, shopCount: catalogue?.shops.length ?? 0, chosenShopSlug: shop?.slug });

  return (
    <div className="fixed inset-0 z-50 flex justify-end bg-black/40" onClick={(e) => e.target === e.currentTarget && bookingCart.dispatch(bookingEvents.closePanel())}>
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby="booking-cart-title"
        data-testid="booking-cart-panel"
        className="flex h-full w-full max-w-[400px] flex-col bg-page text-ink shadow-xl"
      >
        <header className="flex items-center justify-between border-b border-black/10 px-5 py-4">
          <h2 id="booking-cart-title" className="text-xl">
            {t("booking.cart.title")}
          </h2>
          <button ref={closeRef} type="button" className="rounded p-2" aria-label={t("booking.cart.close")} onClick={() => bookingCart.dispatch(bookingEvents.closePanel())}>
            <X aria-hidden="true" size={22} />
          </button>
        </header>
        <div className="flex-1 overflow-y-auto px-5 py-4">
          {ids.length === 0 ? (
            <p className="opacity-80">{t("booking.cart.empty")}</p>
          ) : !catalogue ? (
            <p aria-live="polite">{t("booking.loading")}</p>
          ) : (
            <>
              {shop && (
                <p className="mb-3 text-sm" data-testid="booking-cart-shop">
                  <span className="opacity-75">{t("booking.cart.shop")} </span>
                  <strong>{shop.publicInfo.name}</strong>
                </p>
              )}
              <ul className="divide-y divide-black/10" data-testid="booking-cart-lines">
                {lines.map(({ article, line }) => (
                  <li key={article.id} className="flex items-start justify-between gap-3 py-3">
                    <div>
                      <p className="font-semibold">{localise(article.name, lang)}</p>
                      <p className="text-sm opacity-75">{t("booking.minutes", { count: article.booker.duration })}</p>
                    </div>
                    <div className="flex items-center gap-2">
                      <span>{line.price === line.weekprices ? money(line.price) : `${money(line.price)} / ${money(line.weekprices)}`}</span>
                      <button
                        type="button"
                        className="rounded p-2"
                        aria-label={t("booking.cart.remove", { name: localise(article.name, lang) })}
                        onClick={() => catalogue && bookingCart.dispatch(bookingEvents.toggle(article.id, { shopCount: catalogue.shops.length, shopsOffering: shopsOfferingFrom(catalogue.shops, catalogue.services) }))}
                      >
                        <Trash2 aria-hidden="true" size={18} />
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        {ids.length > 0 && catalogue && (
          <footer className="space-y-3 border-t border-black/10 px-5 py-4">
            <p className="flex justify-between text-lg" data-testid="booking-cart-total">
              <span>{t("booking.cart.total")}</span>
              {totals.differ ? (
                <span>
                  {money(totals.weekday)} <abbr title={t("booking.cart.weekdays")}>{CART_TOTAL_LABELS.weekday}</abbr> · {money(totals.weekend)}{" "}
                  <abbr title={t("booking.cart.weekend")}>{CART_TOTAL_LABELS.weekend}</abbr>
                </span>
              ) : (
                <span>{money(totals.weekday)}</span>
              )}
            </p>
            {canBook ? (
              <a
                href={bookingStepHref(location.pathname, ids)}
                className="block rounded bg-button px-5 py-3 text-center font-semibold text-button-ink"
                onClick={() => bookingCart.dispatch(bookingEvents.closePanel())}
              >
                {t("booking.cart.book")}
              </a>
            ) : (
              <button type="button" className="block w-full rounded bg-button px-5 py-3 font-semibold text-button-ink" onClick={() => setChoosingShop(true)}>
                {t("booking.cart.book")}
              </button>
            )}
            <button type="button" className="block w-full rounded border border-black/20 px-5 py-2" onClick={() => bookingCart.dispatch(bookingEvents.clear())}>
              {t("booking.cart.clear")}
            </button>
          </footer>
        )}
      </section>
    </div>
  );
}

/** Spec §4: on a multi-shop site the first add opens this; only shops offering every service are proposed. */
function ShopSelector({ onChosen }: { onChosen: () => void }) {
  const cart = useBookingCart();
  const catalogue = useBookingCatalogue();
  const { t } = useT();
  const ids = cart.items.map((i) => i.id);
  const shops = catalogue ? shopsForCart(ids, catalogue.shops, catalogue.services) : [];
  useEffect(() => {
    // None offers the whole cart: the cart is cleared (spec §4).
    if (catalogue && shops.length === 0) bookingCart.dispatch(bookingEvents.chooseShop(null));
  }, [catalogue, shops.length]);
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/40 sm:items-center">
      <section role="dialog" aria-modal="true" aria-labelledby="shop-selector-title" data-testid="shop-selector" className="w-full max-w-lg rounded-t-lg bg-page p-5 text-ink shadow-xl sm:rounded-lg">
        <h2 id="shop-selector-title" className="mb-4 text-xl">
          {t("booking.shop.choose")}
        </h2>
        {!catalogue ? (
          <p aria-live="polite">{t("booking.loading")}</p>
        ) : (
          <ul className="space-y-2">
            {shops.map((shop) => (
              <li key={shop.id}>
                <button
                  type="button"
                  className="w-full rounded border border-black/20 px-4 py-3 text-left hover:border-black/60"
                  onClick={() => {
                    onChosen();
                    bookingCart.dispatch(bookingEvents.chooseShop(shop.artebeauteId, shopsOfferingFrom(catalogue.shops, catalogue.services)));
                  }}
                >
                  <span className="block font-semibold">{shop.publicInfo.name}</span>
                  <span className="text-sm opacity-75">
                    {shop.publicInfo.address.address}, {shop.publicInfo.address.city}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className="mt-4 w-full rounded border border-black/20 px-4 py-2"
          onClick={() => {
            onChosen();
            bookingCart.dispatch(bookingEvents.chooseShop(null));
          }}
        >
          {t("booking.shop.none")}
        </button>
      </section>
    </div>
  );
}
