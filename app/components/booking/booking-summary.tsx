// The booking step's form: the chosen slot, person, shop and total, and the button that books.
// It posts to routes/booking-confirm.ts; a refusal comes back as data and is shown here.
import { localePath } from "../../../domain/service-url";
import type { Shop } from "../../../domain/types";
import { useT } from "../../lib/use-t";
import type { useFetcher } from "react-router";
import type { action as bookAction } from "../../routes/booking-confirm";
import { useBookingContext } from "./context";

/** The booking form's fetcher: its answer is the order, or the form's errors. */
export type BookingFetcher = ReturnType<typeof useFetcher<typeof bookAction>>;

export function BookingSummary(props: {
  booking: BookingFetcher;
  shop: Shop;
  serviceIds: number[];
  slot: { start: string; end: string };
  employee: { id: string; name: string | null };
  total: string;
  signedInAs: string | null;
  cartId: string | null;
  /** where the visitor comes back to after signing in */
  back: string;
  formatDay: (iso: string) => string;
  formatTime: (iso: string) => string;
}) {
  const { t } = useT();
  const { lang } = useBookingContext();
  const { booking, slot } = props;
  return (
    <booking.Form method="post" action={localePath("/booking/confirm", lang)} className="space-y-3 rounded border border-black/15 p-4" data-testid="booking-summary" aria-busy={booking.state !== "idle"}>
      <input type="hidden" name="shopId" value={props.shop.artebeauteId} />
      <input type="hidden" name="services" value={props.serviceIds.join(",")} />
      <input type="hidden" name="start" value={slot.start} />
      <input type="hidden" name="employeeId" value={props.employee.id} />
      <input type="hidden" name="cartId" value={props.cartId ?? ""} />
      <input type="hidden" name="back" value={props.back} />
      <p>
        <strong>{props.formatDay(slot.start)}</strong>, {props.formatTime(slot.start)} – {props.formatTime(slot.end)}
      </p>
      <p>
        {props.employee.name ?? t("booking.step.noPreference")} · {props.shop.publicInfo.name}
      </p>
      <p className="text-lg">
        {t("booking.cart.totalLabel")} <strong>{props.total}</strong> — {t("booking.step.payAtShop")}
      </p>
      <p className="text-sm opacity-80">{props.signedInAs ? t("booking.step.signedInAs", { name: props.signedInAs }) : t("booking.step.signInNext")}</p>
      <button type="submit" disabled={booking.state !== "idle"} className="w-full rounded bg-button px-5 py-3 font-semibold text-button-ink disabled:opacity-60 sm:w-auto">
        {t("booking.step.confirm")}
      </button>
    </booking.Form>
  );
}

/** Why the last booking was refused, above the slots it refreshed. */
export function BookingRefusal({ booking }: { booking: BookingFetcher }) {
  const error = booking.data && "errors" in booking.data ? booking.data.errors.form : undefined;
  if (!error) return null;
  return (
    <p role="alert" className="mb-4 rounded border border-red-700 bg-red-50 px-4 py-3 text-red-900" data-testid="booking-error">
      {error}
    </p>
  );
}
