// The booking step (spec §2: `page=reserved&cart=<ids>`), mounted by the layout over any page:
// the shop when several offer the services, then the slot picker (slot-picker.tsx), whose form
// posts to its own route action (routes/booking-confirm.ts). The action answers the order, shown
// here as the confirmation, or why not, shown beside the form; a guest is sent to sign in and
// comes back to this very step.
import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { bookingCartEvents, parseReservedQuery, shopsForCart } from "../../../domain/booking-cart";
import { priceOn } from "../../../domain/booking-plan";
import { localise } from "../../../domain/catalogue";
import { parseServicePath, stripLocale } from "../../../domain/service-url";
import { findShopById } from "../../../domain/shops";
import type { Shop } from "../../../domain/types";
import { bookingCart, loadBookingCatalogue, useBookingCart, useBookingCatalogue } from "../../lib/booking-cart-store";
import { useT } from "../../lib/use-t";
import type { action as bookAction } from "../../routes/booking-confirm";
import { BookingConfirmation } from "./booking-confirmation";
import { useBookingContext } from "./context";
import { SlotPicker } from "./slot-picker";

/** The query parameters of the step, removed when it closes. */
const STEP_PARAMS = ["page", "cart", "start", "employee", "shop"];

export function BookingStep() {
  const location = useLocation();
  const reserved = parseReservedQuery(location.search);
  if (!reserved) return null;
  return <BookingDialog serviceIds={reserved.serviceIds} />;
}

function BookingDialog({ serviceIds: fromQuery }: { serviceIds: number[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { api, lang, money, customer } = useBookingContext();
  const { t } = useT();
  const cart = useBookingCart();
  const catalogue = useBookingCatalogue();
  const booking = useFetcher<typeof bookAction>();
  const query = new URLSearchParams(location.search);
  // `page=reserved` without `cart` on a service page (the shop picker's book links) books that
  // service; elsewhere it books the booking cart.
  const pageServiceSlug = parseServicePath(stripLocale(location.pathname).path)?.serviceSlug;
  const pageService = pageServiceSlug ? catalogue?.services.find((s) => s.slug === pageServiceSlug) : undefined;
  const serviceIds = fromQuery.length ? fromQuery : pageService ? [pageService.id] : cart.items.map((i) => i.id);
  const booked = booking.data && "order" in booking.data ? booking.data.order : null;

  useEffect(() => {
    if (api) void loadBookingCatalogue(api);
  }, [api]);
  useEffect(() => {
    // The booking went through: a fresh cart next time (spec §4).
    if (booked) bookingCart.dispatch(bookingCartEvents.finish());
  }, [booked]);

  const services = catalogue ? serviceIds.map((id) => catalogue.services.find((s) => s.id === id)).filter((s) => s !== undefined) : [];
  const offering = catalogue ? shopsForCart(serviceIds, catalogue.shops, catalogue.services) : [];
  const routeSlug = stripLocale(location.pathname).path.split("/")[1];
  const [chosenShop, setChosenShop] = useState<string | null>(query.get("shop"));
  const shop: Shop | null =
    findShopById(offering, chosenShop) ?? findShopById(offering, cart.shopId) ?? offering.find((s) => s.slug === routeSlug) ?? (offering.length === 1 ? offering[0]! : null);

  const close = () => {
    const q = new URLSearchParams(location.search);
    for (const k of STEP_PARAMS) q.delete(k);
    const search = q.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : "" }, { preventScrollReset: true });
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  return (
    <div className="fixed inset-0 z-40 overflow-y-auto bg-page text-ink">
      <section role="dialog" aria-modal="true" aria-labelledby="booking-step-title" data-testid="booking-step" className="mx-auto w-full max-w-[1024px] px-4 pb-16 pt-4">
        <header className="mb-4 flex items-center justify-between gap-4">
          <h2 id="booking-step-title" className="text-2xl">
            {t(booked ? "booking.confirmed.title" : "booking.step.title")}
          </h2>
          <button type="button" className="rounded p-2" aria-label={t("booking.step.close")} onClick={close}>
            <X aria-hidden="true" size={24} />
          </button>
        </header>
        {booked ? (
          <BookingConfirmation order={booked} />
        ) : !catalogue ? (
          <p aria-live="polite">{t("booking.loading")}</p>
        ) : services.length === 0 || offering.length === 0 ? (
          <p>{t("booking.step.nothing")}</p>
        ) : (
          <>
            <ul className="mb-4 text-sm" data-testid="booking-services">
              {services.map((s) => (
                <li key={s.id}>
                  <strong>{localise(s.name, lang)}</strong> · {t("booking.minutes", { count: s.booker.duration })}
                </li>
              ))}
            </ul>
            {!shop ? (
              <ShopChoice shops={offering} onChoose={setChosenShop} />
            ) : (
              <SlotPicker
                key={`${shop.artebeauteId}:${serviceIds.join(",")}`}
                shop={shop}
                canChangeShop={offering.length > 1}
                onChangeShop={() => setChosenShop("")}
                serviceIds={serviceIds}
                initialStart={query.get("start")}
                initialEmployee={query.get("employee")}
                total={(date) => services.reduce((sum, s) => sum + priceOn(s, shop.artebeauteId, date), 0)}
                money={money}
                signedInAs={customer ? [customer.firstname, customer.lastname].filter(Boolean).join(" ") || customer.email : null}
                cartId={cart.cartId}
                booking={booking}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}

function ShopChoice({ shops, onChoose }: { shops: Shop[]; onChoose: (artebeauteId: string) => void }) {
  const { t } = useT();
  return (
    <fieldset>
      <legend className="mb-2 text-lg">{t("booking.shop.choose")}</legend>
      <ul className="space-y-2">
        {shops.map((s) => (
          <li key={s.id}>
            <button type="button" className="w-full rounded border border-black/20 px-4 py-3 text-left" onClick={() => onChoose(s.artebeauteId)}>
              <span className="block font-semibold">{s.publicInfo.name}</span>
              <span className="text-sm opacity-75">{s.publicInfo.address.city}</span>
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
