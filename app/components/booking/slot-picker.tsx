// The booking step at a shop: the person ('no preference' by default), the date strip, the day's
// free slots, then the form that books the chosen one. The slots are read from the API in the
// browser, and read again when a booking is refused (someone took the slot meanwhile).
import { useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import type { availabilitySchema } from "../../../contract/appointments";
import { addDays, daysBetween, localDateOf } from "../../../domain/time";
import type { Shop } from "../../../domain/types";
import type { z } from "zod";
import { ISO } from "../../lib/i18n";
import { useT } from "../../lib/use-t";
import { BookingRefusal, BookingSummary, type BookingFetcher } from "./booking-summary";
import { useBookingContext } from "./context";
import { DateStrip, STRIP_DAYS } from "./date-strip";

type Availability = z.infer<typeof availabilitySchema>;
type Slot = Availability["data"][number]["slots"][number];

export function SlotPicker(props: {
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
  booking: BookingFetcher;
}) {
  const { shop, serviceIds, booking } = props;
  const { api, lang } = useBookingContext();
  const { t } = useT();
  const location = useLocation();
  const tz = shop.timeZone;
  const today = useMemo(() => localDateOf(new Date(), tz), [tz]);
  const initialDate = props.initialStart && !Number.isNaN(Date.parse(props.initialStart)) ? localDateOf(new Date(props.initialStart), tz) : null;
  // The strip that holds the slot asked for, else the one starting today.
  const [from, setFrom] = useState(initialDate && initialDate >= today ? addDays(today, Math.floor(daysBetween(today, initialDate) / STRIP_DAYS) * STRIP_DAYS) : today);
  const [answer, setAnswer] = useState<Availability | null>(null);
  const [failed, setFailed] = useState(false);
  const [date, setDate] = useState<string | null>(initialDate);
  const [employee, setEmployee] = useState<string>(props.initialEmployee ?? "any");
  const [start, setStart] = useState<string | null>(props.initialStart);
  const refused = booking.data && "errors" in booking.data ? booking.data : null;

  useEffect(() => {
    // A refused booking: its slot is no longer to be had; the day is read again.
    if (refused) setStart(null);
  }, [refused]);

  useEffect(() => {
    if (!api) return;
    let live = true;
    setAnswer(null);
    setFailed(false);
    api
      .get("/appointments", { query: { shopid: shop.artebeauteId, serviceid: serviceIds.join(","), start: from, end: addDays(from, STRIP_DAYS - 1) } })
      .then((a) => live && setAnswer(a.appointments))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, shop.artebeauteId, serviceIds.join(","), from, refused]);

  const fits = (slot: Slot) => slot.shopStatus === "open" && (employee === "any" || slot.free.employees.includes(employee));
  const days = answer?.data ?? [];
  const dayHasSlots = (d: (typeof days)[number]) => d.slots.some(fits);
  const current = days.find((d) => d.date === date && dayHasSlots(d)) ?? days.find(dayHasSlots) ?? null;
  const slots = current?.slots.filter(fits) ?? [];
  const chosen = slots.find((s) => s.start === start) ?? null;
  const staff = answer?.employees ?? [];
  const longDay = new Intl.DateTimeFormat(ISO[lang], { weekday: "long", day: "numeric", month: "long", timeZone: tz });
  const time = new Intl.DateTimeFormat(ISO[lang], { hour: "2-digit", minute: "2-digit", timeZone: tz });

  return (
    <div className="space-y-6">
      <BookingRefusal booking={booking} />
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

      <DateStrip
        days={days.map((d) => ({ date: d.date, open: dayHasSlots(d) }))}
        selected={current?.date ?? null}
        canGoEarlier={from > today}
        onEarlier={() => setFrom(addDays(from, -STRIP_DAYS))}
        onLater={() => setFrom(addDays(from, STRIP_DAYS))}
        onSelect={(d) => {
          setDate(d);
          setStart(null);
        }}
        state={failed ? "failed" : answer ? "ready" : "loading"}
      />

      {answer && (
        <div>
          <h3 className="mb-2 text-lg">{current ? longDay.format(new Date(`${current.date}T12:00:00Z`)) : t("booking.step.noSlot")}</h3>
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
        <BookingSummary
          booking={booking}
          shop={shop}
          serviceIds={serviceIds}
          slot={chosen}
          employee={{ id: employee, name: employee === "any" ? null : (staff.find((e) => e.id === employee)?.displayname ?? null) }}
          total={props.money(props.total(current.date))}
          signedInAs={props.signedInAs}
          cartId={props.cartId}
          back={location.pathname + location.search}
          formatDay={(iso) => longDay.format(new Date(iso))}
          formatTime={(iso) => time.format(new Date(iso))}
        />
      )}
    </div>
  );
}
