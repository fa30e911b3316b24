// The booking cart's side panel (spec §2 'side cart panel (400 px wide)', §4, §5) with the shop
// selector and the cart's work in the background (`?cartAdd=`, the signed-in customer's saved
// cart and basket). The shell loads this file once a cart has something to show (cart-entry.tsx).
import { CalendarPlus, Trash2 } from "../ui/icons";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { bookingCartEvents as bookingEvents, canProceedToBooking, CART_PANEL_OPEN_DELAY_MS, parseCartAddQuery, shopsForCart, shopsOfferingFrom } from "../../../domain/booking-cart";
import { localise } from "../../../domain/catalogue";
import { cartTotals, loadCartService } from "../../../domain/price";
import { findShopById } from "../../../domain/shops";
import { modules } from "../../../domain/modules";
import { localePath, stripLocale } from "../../../domain/service-url";
import { bookingStepHref, useBookingContext } from "./context";
import { bookingCart, loadBookingCatalogue, useBookingCart, useBookingCatalogue } from "../../lib/booking-cart-store";
import { useT } from "../../lib/use-t";
import { useProductCart } from "../../lib/product-cart-store";
import { productCartCount } from "../../../domain/product-cart";
import { BasketInPanel } from "../eshop/basket-panel";
import { BasketSync } from "../eshop/basket-sync";
import { ShopChooserSheet } from "../catalogue/shop-chooser";
import { Button, IconButton } from "../ui/button";
import { EmptyState } from "../ui/empty-state";
import { Sheet } from "../ui/dialog";
import { listClass } from "../ui/list-row";
import type { action as saveCart } from "../../routes/booking-cart";

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

/** What routes/booking-cart.ts answers: the cart as the server holds it, or `signedIn: false`. */
type SavedCart = Awaited<ReturnType<typeof saveCart>>;

/** What identifies a cart's state for the server's copy. */
const cartKey = (c: { items: unknown[]; shopId: string | null; cartId: string | null }) => JSON.stringify([c.items, c.shopId, c.cartId]);

/**
 * A signed-in customer's cart is saved on the server (spec §4 'Tracked cart'): after a change the
 * cart is sent to its route action (routes/booking-cart.ts), which merges it with the customer's pending cart
 * (local items kept) and answers the tracked cart id; a guest gets `signedIn: false` and the
 * cookie stays the only copy. The copy changes nothing the page's loaders show, so it is a plain
 * request, not a router submission: one of those would stop the page's requests in flight (the
 * booking step's price) and load every loader of the page again after each save.
 */
function useServerCart() {
  const cart = useBookingCart();
  const { lang, customer } = useBookingContext();
  const guest = useRef(false);
  const sent = useRef<string>("");
  const [saving, setSaving] = useState(false);
  // Signing in (or out) without a page reload: try the server cart again, local items included.
  useEffect(() => {
    guest.current = false;
    sent.current = "";
  }, [customer?.id]);
  useEffect(() => {
    // a signed-in customer asks once even with nothing here: their cart may wait on the server
    if (saving || guest.current || (cart.items.length === 0 && !cart.cartId && !customer)) return;
    const key = cartKey(cart);
    if (key === sent.current) return;
    sent.current = key;
    setSaving(true);
    const body = new URLSearchParams({ items: cart.items.map((i) => i.id).join(","), shopId: cart.shopId ?? "", cartId: cart.cartId ?? "" });
    // unreachable or failing: the cart stays in the page (spec §8), sent again with its next change
    void fetch(localePath("/booking/cart", lang), { method: "POST", body })
      .then((res) => (res.ok ? (res.json() as Promise<SavedCart>) : null), () => null)
      .then((answer) => {
        if (answer) keep(answer, key);
        setSaving(false);
      });
  }, [cart, saving, lang, customer?.id]);

  /** The server's answer to the cart sent as `asked`, taken into the page's cart. */
  function keep(answer: SavedCart, asked: string) {
    if (!answer.signedIn) {
      guest.current = true;
      return;
    }
    // held by the server now (unless its save failed): the cart cookie goes
    if (answer.saved) bookingCart.holdOnServer();
    const now = bookingCart.get();
    // changed while this copy was on its way (a service added): the newer cart is sent next and
    // the server keeps its items, so this older answer must not replace it
    if (cartKey(now) !== asked) return;
    const items = (answer.items ?? []).map((id) => ({ id }));
    const same = items.length === now.items.length && items.every((x, i) => x.id === now.items[i]?.id) && answer.cartId === now.cartId;
    if (!same) {
      sent.current = cartKey({ items, shopId: answer.shopId ?? null, cartId: answer.cartId ?? null });
      const panelOpen = now.panelOpen;
      bookingCart.dispatch(bookingEvents.restore(items, answer.shopId ?? null, answer.cartId ?? null));
      if (panelOpen) bookingCart.dispatch(bookingEvents.openPanel());
    }
  }
}

/**
 * The side cart panel (spec §2 '400 px'): a Sheet, so a real modal dialog — focus moves in, stays
 * in, Escape closes, focus returns to what opened it — from the right on desktops and from the
 * bottom on phones: the booking cart's lines, shop, totals, book and clear buttons.
 */
export function BookingCartPanel() {
  const cart = useBookingCart();
  const catalogue = useBookingCatalogue();
  const { api, lang, money, company } = useBookingContext();
  const eshop = company ? modules(company).eshop : false;
  const { t } = useT();
  const basket = useProductCart();
  const location = useLocation();
  const [mounted, setMounted] = useState(false);
  const [choosingShop, setChoosingShop] = useState(false);
  useCartAddQuery();
  useServerCart();

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if ((cart.items.length > 0 || cart.panelOpen || cart.shopSelectorOpen) && api) void loadBookingCatalogue(api);
  }, [cart.items.length, cart.panelOpen, cart.shopSelectorOpen, api]);

  if (!mounted) return null;
  const selecting = cart.shopSelectorOpen || (choosingShop && cart.items.length > 0);

  const shop = (catalogue && findShopById(catalogue.shops, cart.shopId)) ?? null;
  const lines = catalogue
    ? cart.items.map((item) => catalogue.services.find((s) => s.id === item.id)).filter((s) => s !== undefined).map((s) => ({ article: s, line: loadCartService(s, cart.shopId) }))
    : [];
  const totals = cartTotals(lines.map((l) => l.line));
  const ids = cart.items.map((i) => i.id);
  const canBook = canProceedToBooking({ cartItemCount: ids.length, shopCount: catalogue?.shops.length ?? 0, chosenShopSlug: shop?.slug });
  const close = () => bookingCart.dispatch(bookingEvents.closePanel());
  const basketCount = productCartCount(basket);

  // The selector comes first: when a choice closes it and opens the panel, it hands the focus back
  // to what opened it before the panel takes it (and returns it there on closing).
  return (
    <>
      <ShopSelector open={selecting} onDone={() => setChoosingShop(false)} />
      <Sheet
        open={cart.panelOpen && !selecting}
        onClose={() => cart.panelOpen && close()}
        // 'My services' for services alone; once it holds products, the basket's own name
        title={t(basketCount > 0 ? "shell.cartPage" : "booking.cart.title")}
        closeLabel={t("booking.cart.close")}
        width="25rem"
        testId="booking-cart-panel"
        footer={
          ids.length > 0 && catalogue ? (
            <div className="flex w-full flex-col gap-3">
              <p className="flex items-baseline justify-between gap-4 text-lead" data-testid="booking-cart-total" data-numeric="">
                <span>{t("booking.cart.total")}</span>
                {totals.differ ? (
                  <span className="text-right">
                    {money(totals.weekday)} <abbr title={t("booking.cart.weekdays")}>{t("booking.cart.weekdaysShort")}</abbr> · {money(totals.weekend)}{" "}
                    <abbr title={t("booking.cart.weekend")}>{t("booking.cart.weekendShort")}</abbr>
                  </span>
                ) : (
                  <span className="font-semibold">{money(totals.weekday)}</span>
                )}
              </p>
              {canBook ? (
                <Button href={bookingStepHref(location.pathname, ids)} fullWidth onClick={close}>
                  {t("book")}
                </Button>
              ) : (
                <Button fullWidth onClick={() => setChoosingShop(true)}>
                  {t("book")}
                </Button>
              )}
              <Button variant="quiet" size="sm" fullWidth onClick={() => bookingCart.dispatch(bookingEvents.clear())}>
                {t("booking.cart.clear")}
              </Button>
            </div>
          ) : undefined
        }
      >
        {ids.length === 0 ? (
          // never a dead end: the way to the services (and the boutique, when there is one)
          basketCount === 0 && (
            <EmptyState
              icon={CalendarPlus}
              title={t("booking.cart.empty")}
              action={
                <div className="flex flex-col items-center gap-2">
                  <Button to={localePath("/services", lang)} onClick={close} data-testid="booking-cart-browse">
                    {t("booking.cart.browse")}
                  </Button>
                  {eshop && (
                    <Button to={localePath("/boutique", lang)} onClick={close} variant="quiet" size="sm">
                      {t("eshop.basket.browse")}
                    </Button>
                  )}
                </div>
              }
            >
              {t("booking.cart.emptyText")}
            </EmptyState>
          )
        ) : !catalogue ? (
          <p aria-live="polite">{t("booking.loading")}</p>
        ) : (
          <>
            {shop && (
              <p className="mb-2 text-small" data-testid="booking-cart-shop">
                <span className="text-ink-muted">{t("booking.cart.shop")} </span>
                <strong className="font-semibold">{shop.publicInfo.name}</strong>
              </p>
            )}
            <ul className={listClass} data-testid="booking-cart-lines">
              {lines.map(({ article, line }) => (
                <li key={article.id} className="flex items-start justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold">{localise(article.name, lang)}</p>
                    <p className="text-small text-ink-muted">{t("booking.minutes", { count: article.booker.duration })}</p>
                  </div>
                  <div className="flex items-center gap-1" data-numeric="">
                    <span>{line.price === line.weekprices ? money(line.price) : `${money(line.price)} / ${money(line.weekprices)}`}</span>
                    <IconButton
                      icon={Trash2}
                      size={18}
                      label={t("booking.cart.remove", { name: localise(article.name, lang) })}
                      onClick={() => catalogue && bookingCart.dispatch(bookingEvents.toggle(article.id, { shopCount: catalogue.shops.length, shopsOffering: shopsOfferingFrom(catalogue.shops, catalogue.services) }))}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
        <BasketInPanel onLeave={close} />
      </Sheet>
      <BasketSync />
    </>
  );
}

/**
 * Spec §4: on a multi-shop site the first add opens this; only shops offering every service are
 * proposed. The shop chooser in a Sheet; closing it without a choice chooses none.
 */
function ShopSelector({ open, onDone }: { open: boolean; onDone: () => void }) {
  const cart = useBookingCart();
  const catalogue = useBookingCatalogue();
  const { lang } = useBookingContext();
  const ids = cart.items.map((i) => i.id);
  const shops = catalogue ? shopsForCart(ids, catalogue.shops, catalogue.services) : [];
  useEffect(() => {
    // None offers the whole cart: the cart is cleared (spec §4).
    if (open && catalogue && shops.length === 0) bookingCart.dispatch(bookingEvents.chooseShop(null));
  }, [open, catalogue, shops.length]);
  const choose = (shopId: string | null) => {
    onDone();
    bookingCart.dispatch(bookingEvents.chooseShop(shopId, catalogue ? shopsOfferingFrom(catalogue.shops, catalogue.services) : undefined));
  };
  return (
    <ShopChooserSheet
      open={open}
      // Escape, the close button or the backdrop: no shop, the basket as it was.
      onClose={() => choose(null)}
      testId="shop-selector"
      shops={shops}
      loading={!catalogue}
      lang={lang}
      onChoose={(shop) => choose(shop.artebeauteId)}
    />
  );
}
