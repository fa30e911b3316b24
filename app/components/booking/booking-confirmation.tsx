// The booking step's last screen, the success moment: the step's title says 'It's booked' (and
// takes the focus), a calendar mark in a soft circle says what comes next (the e-mail), then the
// day and time, the booking's reference, the calendar buttons and the way to the appointments.
import { CalendarCheck2 } from "../ui/icons";
import { useEffect, useRef } from "react";
import type { OrderView } from "../../../contract/appointments";
import type { Lang } from "../../../domain/types";
import { localePath } from "../../../domain/service-url";
import { useT } from "../../lib/use-t";
import { Button } from "../ui/button";
import { useBookingContext } from "./context";
import { OrderDetails } from "./order-details";
import { PurchaseEvent } from "../shell/analytics";
import { localise } from "../../../domain/catalogue";
import { addDays, localDateOf } from "../../../domain/time";
import { WAITLIST_MAX_DAYS } from "../../../domain/waitlist";
import { WaitlistJoin } from "./waitlist-join";
import { ConsentStatus } from "../consent/consent-status";

export function BookingConfirmation({ order }: { order: OrderView }) {
  const { t } = useT();
  const { lang } = useBookingContext();
  const mark = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The step's own title now says it is booked: the focus goes to it.
    mark.current?.closest("dialog")?.querySelector<HTMLElement>("h2")?.focus();
  }, []);
  return (
    <div ref={mark} className="flex flex-col gap-6" data-testid="booking-confirmed">
      <ConfirmedOrder order={order} lang={lang} banner={t("booking.confirmed.banner")} />
      <EarlierTime order={order} />
    </div>
  );
}

/** 'Tell me if an earlier slot frees up': the days from today to the eve of the booking, when there are any. */
function EarlierTime({ order }: { order: OrderView }) {
  const tz = order.shop.timeZone;
  const today = localDateOf(new Date(), tz);
  const eve = addDays(localDateOf(new Date(order.start), tz), -1);
  if (order.status !== "confirmed" || eve < today) return null;
  const last = addDays(today, WAITLIST_MAX_DAYS - 1);
  return <WaitlistJoin shopId={order.shop.artebeauteId} serviceIds={[...new Set(order.appointments.map((a) => a.serviceId))]} from={today} to={eve < last ? eve : last} earliest={today} />;
}

/**
 * A booked order's success moment, in the step and on the payment's return page alike: the
 * calendar mark with what comes next, the order, and the way to the appointment's page.
 */
export function ConfirmedOrder({ order, lang, banner }: { order: OrderView; lang: Lang; banner: string }) {
  const { t } = useT();
  return (
    <>
      <div className="flex items-center gap-4 rounded-lg bg-success-soft px-5 py-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-pill bg-page text-success shadow-soft">
          <CalendarCheck2 aria-hidden="true" size={24} />
        </span>
        <p role="status" className="text-small text-ink">
          {banner}
        </p>
      </div>
      <OrderDetails order={order} heading="h3" />
      <ConsentStatus order={order} lang={lang} />
      {order.status === "confirmed" && (
        <PurchaseEvent purchase={{ reference: order.reference, total: order.amount, lines: order.appointments.map((a) => ({ id: a.serviceId, name: localise(a.serviceName, lang), price: a.price, quantity: 1 })) }} />
      )}
      <Button to={localePath(`/profile/orders/${order.id}`, lang)} variant="secondary" fullWidth>
        {t("booking.confirmed.seeOrder")}
      </Button>
    </>
  );
}
