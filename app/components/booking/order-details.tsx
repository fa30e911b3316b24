// A booking order as the customer reads it: its number, day, appointments with their times and
// people, total, the shop's address, and (while confirmed) the calendar buttons. Shown by the
// order's page and by the booking step's confirmation.
import type { OrderView } from "../../../contract/appointments";
import { localise } from "../../../domain/catalogue";
import { ISO } from "../../lib/i18n";
import { useT } from "../../lib/use-t";
import { useBookingContext } from "./context";

export function OrderDetails({ order, heading: Heading = "h1" }: { order: OrderView; heading?: "h1" | "h2" }) {
  const { t } = useT();
  const { lang, money } = useBookingContext();
  const tz = order.shop.timeZone;
  const day = new Intl.DateTimeFormat(ISO[lang], { dateStyle: "full", timeZone: tz }).format(new Date(order.start));
  const time = (iso: string) => new Intl.DateTimeFormat(ISO[lang], { timeStyle: "short", timeZone: tz }).format(new Date(iso));
  const icsHref = `data:text/calendar;charset=utf-8,${encodeURIComponent(order.ics)}`;
  return (
    <div data-testid="booking-order">
      <Heading className="mb-1 font-title text-3xl text-primary">{t("booking.order.title", { number: order.ideorder })}</Heading>
      <p className="mb-6">
        {t(order.status === "cancelled" ? "booking.status.cancelled" : "booking.status.confirmed")} · {order.paymentProvider === "free" ? t("booking.step.payAtShop") : null}
      </p>
      <p className="mb-2 text-xl">{day}</p>
      <ul className="mb-4 divide-y divide-black/10 rounded border border-black/15">
        {order.appointments.map((a) => (
          <li key={a.id} className="flex justify-between gap-3 p-4">
            <span>
              <strong>
                {time(a.start)} – {time(a.end)}
              </strong>{" "}
              {localise(a.serviceName, lang)}
              <span className="block text-sm opacity-80">{t("booking.order.with", { name: a.employee })}</span>
            </span>
            <span>{money(a.price)}</span>
          </li>
        ))}
      </ul>
      <p className="mb-1 text-lg">
        {t("booking.cart.totalLabel")} <strong>{money(order.amount)}</strong>
      </p>
      <address className="mb-6 not-italic opacity-90">
        {order.shop.name}
        <br />
        {order.shop.address}, {order.shop.zipcode} {order.shop.city}
        {order.shop.phone && (
          <>
            <br />
            <a href={`tel:${order.shop.phone.replace(/\s/g, "")}`}>{order.shop.phone}</a>
          </>
        )}
      </address>
      {order.status === "confirmed" && (
        <div className="mb-8 flex flex-col gap-3 sm:flex-row">
          <a href={icsHref} download={`rendez-vous-${order.id}.ics`} className="rounded border border-black/30 px-4 py-2 text-center" data-testid="ics-link">
            {t("booking.order.ics")}
          </a>
          <a href={order.googleCalendarUrl} target="_blank" rel="noopener noreferrer" className="rounded border border-black/30 px-4 py-2 text-center" data-testid="google-link">
            {t("booking.order.google")}
          </a>
        </div>
      )}
    </div>
  );
}
