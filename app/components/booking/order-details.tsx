// A booking order as the customer reads it: its day and times, the appointments with their people
// and prices, the total, the customer's message, the shop's address with a map link, its reference, and (while confirmed)
// the calendar buttons. Shown by the order's page and by the booking step's confirmation.
import { CalendarPlus, MapPin, MessageSquareText } from "../ui/icons";
import type { OrderView } from "../../../contract/appointments";
import { localise } from "../../../domain/catalogue";
import { leftToPayAtShop } from "../../../domain/left-to-pay";
import { ISO } from "../../lib/i18n";
import { useT } from "../../lib/use-t";
import { Button } from "../ui/button";
import { cx } from "../ui/cx";
import { listClass } from "../ui/list-row";
import { useBookingContext } from "./context";

export function OrderDetails({ order, heading: Heading = "h1" }: { order: OrderView; heading?: "h1" | "h2" | "h3" }) {
  const { t } = useT();
  const { lang, money } = useBookingContext();
  const tz = order.shop.timeZone;
  // written as the booking step writes it ('Saturday 28 November'), the year only when it is not this one
  const start = new Date(order.start);
  const otherYear = start.getUTCFullYear() !== new Date().getUTCFullYear();
  const day = new Intl.DateTimeFormat(ISO[lang], { weekday: "long", day: "numeric", month: "long", ...(otherYear ? { year: "numeric" } : {}), timeZone: tz }).format(start);
  const time = (iso: string) => new Intl.DateTimeFormat(ISO[lang], { timeStyle: "short", timeZone: tz }).format(new Date(iso));
  const icsHref = `data:text/calendar;charset=utf-8,${encodeURIComponent(order.ics)}`;
  const cancelled = order.status === "cancelled";
  const where = `${order.shop.address}, ${order.shop.zipcode} ${order.shop.city}`;
  return (
    <div data-testid="booking-order" className="flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <Heading className={cx("font-title first-letter:uppercase", Heading === "h1" ? "text-h1" : "text-h3")}>{day}</Heading>
        <p className="text-small text-ink-muted">
          <span className={cx("mr-2 inline-flex rounded-pill px-2.5 py-0.5 text-caption font-semibold", cancelled ? "bg-danger-soft text-danger" : "bg-success-soft text-success")} data-testid="order-status">
            {t(cancelled ? "booking.status.cancelled" : "booking.status.confirmed")}
          </span>
          {t("booking.order.reference", { reference: order.reference })}
        </p>
      </div>
      <ul className={cx(listClass, "rounded-lg bg-surface-soft px-5")}>
        {order.appointments.map((a) => (
          <li key={a.id} className="flex justify-between gap-3 py-4">
            <span className="flex flex-col">
              <strong data-numeric="">
                {time(a.start)} – {time(a.end)}
              </strong>
              <span>{localise(a.serviceName, lang)}</span>
              <span className="text-small text-ink-muted">{t("booking.order.with", { name: a.employee })}</span>
            </span>
            <span data-numeric="">{money(a.price)}</span>
          </li>
        ))}
        {(order.discounts.coupon || order.discounts.reward > 0) && (
          <li className="flex flex-col gap-2 py-4 text-small text-success" data-testid="order-discounts">
            {order.discounts.coupon && <AmountRow label={t("booking.discount.coupon", { code: order.discounts.coupon.code })} amount={`−${money(order.discounts.coupon.discount)}`} testId="order-coupon" />}
            {order.discounts.reward > 0 && <AmountRow label={t("booking.discount.reward")} amount={`−${money(order.discounts.reward)}`} testId="order-reward" />}
          </li>
        )}
        <li className="flex items-baseline justify-between gap-3 py-4">
          <span>
            {t("booking.cart.total")}
            {(order.paymentProvider === "free" || !order.payment?.paid) && order.discounts.vouchers.length === 0 && <span className="block text-caption text-ink-muted">{t("booking.step.payAtShop")}</span>}
          </span>
          <strong className="text-h3 font-body" data-numeric="">
            {money(order.amount)}
          </strong>
        </li>
        {order.discounts.vouchers.length > 0 && (
          <li className="flex flex-col gap-2 py-4 text-small" data-testid="order-vouchers">
            {order.discounts.vouchers.map((v) => (
              <AmountRow key={v.code} label={t("booking.discount.voucherPaid", { code: v.code })} amount={`−${money(v.paid)}`} testId="order-voucher" className="text-success" />
            ))}
            {!(order.payment && order.payment.paid > 0) && <AmountRow label={t("payment.order.dueAtShop")} amount={money(leftToPayAtShop(order)!)} testId="order-due-at-shop" className="font-semibold" />}
          </li>
        )}
        {order.payment && order.payment.paid > 0 && (
          <li className="flex flex-col gap-2 py-4 text-small" data-testid="order-payment">
            <AmountRow label={t("payment.order.paid")} amount={money(order.payment.paid)} testId="order-paid" />
            {order.payment.refunded > 0 && <AmountRow label={t("payment.order.refunded")} amount={money(order.payment.refunded)} testId="order-refunded" className="text-success" />}
            {order.payment.refunding > 0 && <AmountRow label={t("payment.order.refunding")} amount={money(order.payment.refunding)} testId="order-refunding" />}
            {order.payment.dueAtShop > 0 && <AmountRow label={t("payment.order.dueAtShop")} amount={money(leftToPayAtShop(order)!)} testId="order-due-at-shop" className="font-semibold" />}
          </li>
        )}
      </ul>
      {order.customMessage && (
        <div className="flex gap-3" data-testid="order-message">
          <MessageSquareText aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-accent-ink" />
          <p className="min-w-0 text-small">
            <strong className="block text-body">{t("booking.order.message")}</strong>
            <span className="whitespace-pre-line break-words">{order.customMessage}</span>
          </p>
        </div>
      )}
      <address className="flex gap-3 not-italic">
        <MapPin aria-hidden="true" size={20} className="mt-0.5 text-accent-ink" />
        <span className="text-small">
          <strong className="block text-body">{order.shop.name}</strong>
          {where}
          {/* a phone number is read and dialled whole: never broken across two lines */}
          {order.shop.phone && (
            <>
              <br />
              <a href={`tel:${order.shop.phone.replace(/\s/g, "")}`} className="whitespace-nowrap underline underline-offset-4" data-testid="shop-phone">
                {order.shop.phone}
              </a>
            </>
          )}
          <br />
          <a href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${order.shop.name}, ${where}`)}`} target="_blank" rel="noopener noreferrer" className="font-semibold text-accent-ink underline underline-offset-4">
            {t("booking.order.map")}
          </a>
        </span>
      </address>
      {!cancelled && (
        <div className="flex flex-wrap gap-3">
          <Button href={icsHref} download={`rendez-vous-${order.id}.ics`} variant="secondary" icon={CalendarPlus} data-testid="ics-link">
            {t("booking.order.ics")}
          </Button>
          <Button href={order.googleCalendarUrl} target="_blank" rel="noopener noreferrer" variant="secondary" data-testid="google-link">
            {t("booking.order.google")}
          </Button>
        </div>
      )}
    </div>
  );
}

/** One line of what was paid: its label left, the amount right, in figures that line up. */
function AmountRow({ label, amount, testId, className = "" }: { label: string; amount: string; testId: string; className?: string }) {
  return (
    <span className={`flex justify-between gap-3 ${className}`}>
      <span>{label}</span>
      <span data-numeric="" data-testid={testId}>
        {amount}
      </span>
    </span>
  );
}
