// The booking step's last screen: the order the booking action answered, with its calendar
// buttons, and the way to the customer's appointments.
import { Link } from "react-router";
import type { OrderView } from "../../../contract/appointments";
import { localePath } from "../../../domain/service-url";
import { useT } from "../../lib/use-t";
import { useBookingContext } from "./context";
import { OrderDetails } from "./order-details";

export function BookingConfirmation({ order }: { order: OrderView }) {
  const { t } = useT();
  const { lang } = useBookingContext();
  return (
    <div className="max-w-2xl">
      <p role="status" className="mb-6 rounded border border-green-700 bg-green-50 px-4 py-3 text-green-900" data-testid="booking-confirmed">
        {t("booking.confirmed.banner")}
      </p>
      <OrderDetails order={order} heading="h2" />
      <Link to={localePath(`/profile/orders/${order.id}`, lang)} className="underline">
        {t("booking.confirmed.seeOrder")}
      </Link>
    </div>
  );
}
