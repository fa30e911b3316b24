// The booking step (spec §2: `page=reserved&cart=<ids>`), mounted by the layout over any page:
// the shop when several offer the services, a date strip, the free slots and the choice of
// employee ('no preference' by default), then the confirmation form. The form is a plain POST to
// the booking orders action: a guest is sent to sign in and comes back to this very step.
import { X } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Form, useLocation, useNavigate } from "react-router";
import type { TimeSlot } from "../../../domain/availability";
import { parseReservedQuery, shopsForCart } from "../../../domain/booking-cart";
import { priceOn } from "../../../domain/booking-plan";
import { localise } from "../../../domain/catalogue";
import { findShopById } from "../../../domain/shops";
import { localePath, stripLocale, parseServicePath } from "../../../domain/service-url";
import { addDays, daysBetween, localDateOf } from "../../../domain/time";
import type { Shop } from "../../../domain/types";
import { ISO } from "../../lib/i18n";
import { bookingCart, loadBookingCatalogue, useBookingCart, useBookingCatalogue } from "../../lib/booking-cart-store";
import { useT, type TKey } from "../../lib/use-t";
import { useBookingContext } from "./context";

/** How many days the date strip shows at once. */
const STRIP_DAYS = 14;

type SlotJson = Omit<TimeSlot, "start" | "end"> & { start: string; end: string };
interface AvailabilityAnswer {
  appointments: { timeZone: string; data: { date: string; shopStatus: "open" | "close"; slots: SlotJson[] }[]; employees: { id: string; displayname: string }[] };
}

const ERRORS = ["slot_taken", "slot_unavailable", "employee_unavailable", "unknown_service", "unknown_shop", "invalid_input"] as const;

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
  const query = new URLSearchParams(location.search);
  // `page=reserved` without `cart` on a service page (the shop picker's book links) books that
  // service; elsewhere it books the booking cart.
  const pageServiceSlug = parseServicePath(stripLocale(location.pathname).path)?.serviceSlug;
  const pageService = pageServiceSlug ? catalogue?.services.find((s) => s.slug === pageServiceSlug) : undefined;
  const serviceIds = fromQuery.length ? fromQuery : pageService ? [pageService.id] : cart.items.map((i) => i.id);
  const error = ERRORS.find((e) => e === query.get("bookingError"));

  useEffect(() => {
    if (api) void loadBookingCatalogue(api);
  }, [api]);

  const services = catalogue ? serviceIds.map((id) => catalogue.services.find((s) => s.id === id)).filter((s) => s !== undefined) : [];
  const offering = catalogue ? shopsForCart(serviceIds, catalogue.shops, catalogue.services) : [];
  const routeSlug = stripLocale(location.pathname).path.split("/")[1];
  const [chosenShop, setChosenShop] = useState<string | null>(query.get("shop"));
  const shop: Shop | null =
    findShopById(offering, chosenShop) ??
    findShopById(offering, cart.shopId) ??
    offering.find((s) => s.slug === routeSlug) ??
    (offering.length === 1 ? offering[0]! : null);

  const close = () => {
    const q = new URLSearchParams(location.search);
    for (const k of ["page", "cart", "start", "employee", "shop", "bookingError"]) q.delete(k);
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
            {t("booking.step.title")}
          </h2>
          <button type="button" className="rounded p-2" aria-label={t("booking.step.close")} onClick={close}>
            <X aria-hidden="true" size={24} />
          </button>
        </header>
        {error && (
          <p role="alert" className="mb-4 rounded border border-red-700 bg-red-50 px-4 py-3 text-red-900" data-testid="booking-error">
            {t(`booking.error.${error}` as TKey)}
          </p>
        )}
        {!catalogue ? (
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
              <fieldset>
                <legend className="mb-2 text-lg">{t("booking.shop.choose")}</legend>
                <ul className="space-y-2">
                  {offering.map((s) => (
                    <li key={s.id}>
                      <button type="button" className="w-full rounded border border-black/20 px-4 py-3 text-left" onClick={() => setChosenShop(s.artebeauteId)}>
                        <span className="block font-semibold">{s.publicInfo.name}</span>
                        <span className="text-sm opacity-75">{s.publicInfo.address.city}</span>
                      </button>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ) : (
              <SlotPicker
                key={`${shop.artebeauteId}:${serviceIds.join(",")}:${error ?? ""}`}
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
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}

function SlotPicker(props: {
  shop: Shop;
  canChangeShop: boolean;
  onChangeShop: () => void;
  serviceIds: number[];
  initialStart: string | null;
  initialEmployee: string | null;
  total: (date: string) => number;
  money: (cents: number) => string;
  signedInAs: string | null;
  cartId: string | null;
}) {
  const { shop, serviceIds, money } = props;
  const { api, lang } = useBookingContext();
  const { t } = useT();
  const location = useLocation();
  const tz = shop.timeZone;
  const today = useMemo(() => localDateOf(new Date(), tz), [tz]);
  const initialDate = props.initialStart && !Number.isNaN(Date.parse(props.initialStart)) ? localDateOf(new Date(props.initialStart), tz) : null;
  const [from, setFrom] = useState(initialDate && initialDate >= today ? addDays(today, Math.floor(daysBetween(today, initialDate) / STRIP_DAYS) * STRIP_DAYS) : today);
  const [answer, setAnswer] = useState<AvailabilityAnswer["appointments"] | null>(null);
  const [failed, setFailed] = useState(false);
  const [date, setDate] = useState<string | null>(initialDate);
  const [employee, setEmployee] = useState<string>(props.initialEmployee ?? "any");
  const [start, setStart] = useState<string | null>(props.initialStart);

  useEffect(() => {
    if (!api) return;
    let live = true;
    setAnswer(null);
    setFailed(false);
    api
      .get<AvailabilityAnswer>("/appointments", { shopid: shop.artebeauteId, serviceid: serviceIds.join(","), start: from, end: addDays(from, STRIP_DAYS - 1) })
      .then((a) => live && setAnswer(a.appointments))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, shop.artebeauteId, serviceIds.join(","), from]);

  const fits = (slot: SlotJson) => slot.shopStatus === "open" && (employee === "any" || slot.free.employees.includes(employee));
  const days = answer?.data ?? [];
  const dayHasSlots = (d: (typeof days)[number]) => d.slots.some(fits);
  const current = days.find((d) => d.date === date && dayHasSlots(d)) ?? days.find(dayHasSlots) ?? null;
  const slots = current?.slots.filter(fits) ?? [];
  const chosen = slots.find((s) => s.start === start) ?? null;
  const staff = answer?.employees ?? [];
  const dayFormat = new Intl.DateTimeFormat(ISO[lang as keyof typeof ISO] ?? "fr-FR", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  const longDay = new Intl.DateTimeFormat(ISO[lang as keyof typeof ISO] ?? "fr-FR", { weekday: "long", day: "numeric", month: "long", timeZone: tz });
  const time = new Intl.DateTimeFormat(ISO[lang as keyof typeof ISO] ?? "fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: tz });
  const noon = (d: string) => new Date(`${d}T12:00:00Z`);
  const back = `${location.pathname}?${(() => {
    const q = new URLSearchParams(location.search);
    q.delete("bookingError");
    return q.toString();
  })()}`;

  return (
    <div className="space-y-6">
      <p className="text-sm" data-testid="booking-shop">
        <span className="opacity-75">{t("booking.cart.shop")} </span>
        <strong>{shop.publicInfo.name}</strong>
        {props.canChangeShop && (
          <button type="button" className="ml-3 underline" onClick={props.onChangeShop}>
            {t("booking.shop.change")}
          </button>
        )}
      </p>

      <div>
        <label htmlFor="booking-employee" className="mb-1 block font-semibold">
          {t("booking.step.employee")}
        </label>
        <select
          id="booking-employee"
          className="w-full rounded border border-black/30 bg-page px-3 py-2 sm:w-80"
          value={employee}
          onChange={(e) => {
            setEmployee(e.target.value);
            setStart(null);
          }}
        >
          <option value="any">{t("booking.step.noPreference")}</option>
          {staff.map((e) => (
            <option key={e.id} value={e.id}>
              {e.displayname}
            </option>
          ))}
        </select>
      </div>

      <div>
        <div className="mb-2 flex items-center justify-between">
          <h3 className="text-lg">{t("booking.step.date")}</h3>
          <div className="flex gap-2 text-sm">
            <button type="button" className="rounded border border-black/20 px-3 py-1 disabled:opacity-40" disabled={from <= today} onClick={() => setFrom(addDays(from, -STRIP_DAYS))}>
              {t("booking.step.earlier")}
            </button>
            <button type="button" className="rounded border border-black/20 px-3 py-1" onClick={() => setFrom(addDays(from, STRIP_DAYS))}>
              {t("booking.step.later")}
            </button>
          </div>
        </div>
        {failed ? (
          <p role="alert">{t("booking.step.failed")}</p>
        ) : !answer ? (
          <p aria-live="polite">{t("booking.loading")}</p>
        ) : (
          <ul className="flex gap-2 overflow-x-auto pb-2" data-testid="date-strip">
            {days.map((d) => {
              const open = dayHasSlots(d);
              const selected = current?.date === d.date;
              return (
                <li key={d.date} className="shrink-0">
                  <button
                    type="button"
                    disabled={!open}
                    aria-pressed={selected}
                    className={`w-20 rounded border px-2 py-2 text-center text-sm ${selected ? "border-primary bg-primary text-white" : "border-black/20"} disabled:opacity-40`}
                    onClick={() => {
                      setDate(d.date);
                      setStart(null);
                    }}
                  >
                    {dayFormat.format(noon(d.date))}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {answer && (
        <div>
          <h3 className="mb-2 text-lg">{current ? longDay.format(noon(current.date)) : t("booking.step.noSlot")}</h3>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" data-testid="slots">
            {slots.map((s) => (
              <li key={s.start}>
                <button
                  type="button"
                  aria-pressed={s.start === start}
                  className={`w-full rounded border px-2 py-2 ${s.start === start ? "border-primary bg-primary text-white" : "border-black/30"}`}
                  onClick={() => setStart(s.start)}
                >
                  {time.format(new Date(s.start))}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {chosen && current && (
        <Form method="post" action={localePath("/profile/orders", lang as never)} className="space-y-3 rounded border border-black/15 p-4" data-testid="booking-summary">
          <input type="hidden" name="intent" value="book" />
          <input type="hidden" name="shopId" value={shop.artebeauteId} />
          <input type="hidden" name="services" value={serviceIds.join(",")} />
          <input type="hidden" name="start" value={chosen.start} />
          <input type="hidden" name="employeeId" value={employee} />
          <input type="hidden" name="cartId" value={props.cartId ?? ""} />
          <input type="hidden" name="back" value={back} />
          <p>
            <strong>{longDay.format(new Date(chosen.start))}</strong>, {time.format(new Date(chosen.start))} – {time.format(new Date(chosen.end))}
          </p>
          <p>
            {employee === "any" ? t("booking.step.noPreference") : staff.find((e) => e.id === employee)?.displayname} · {shop.publicInfo.name}
          </p>
          <p className="text-lg">
            {t("booking.cart.total")} : <strong>{money(props.total(current.date))}</strong> — {t("booking.step.payAtShop")}
          </p>
          {props.signedInAs ? <p className="text-sm opacity-80">{t("booking.step.signedInAs", { name: props.signedInAs })}</p> : <p className="text-sm opacity-80">{t("booking.step.signInNext")}</p>}
          <button type="submit" className="w-full rounded bg-button px-5 py-3 font-semibold text-button-ink sm:w-auto">
            {t("booking.step.confirm")}
          </button>
        </Form>
      )}
    </div>
  );
}

// Used by the confirmation page to reset the cart after a booking went through.
export function finishBookingCart() {
  bookingCart.dispatch({ type: "finish" });
}
