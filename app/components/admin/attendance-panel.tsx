// A staff member's booking, opened from their own column: what the card says, its consent forms, and the customer
// marked arrived, done (once nothing is left to pay: the desk takes the money) or a no-show. The
// API keeps them to their own column (decision 268); the desk's panel (money, move, cancel) is the
// managers'.
import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { AgendaView } from "../../../contract/agenda";
import type { PanelResult } from "../../routes/admin-agenda-booking";
import { adminPath } from "../../lib/admin-paths";
import { useT } from "../../lib/use-t";
import { Dialog } from "../ui/dialog";
import { CircleAlert } from "../ui/icons";
import { ConsentStates } from "./consent-states";
import { AttendanceMarks } from "./attendance-marks";
import { ATTENDANCE_KEYS, STATE_KEYS, StateMark } from "./booking-card";

type Booking = AgendaView["bookings"][number];

const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

export function AttendancePanel({ booking, onClose, onDone }: { booking: Booking | null; onClose: () => void; onDone: (message: string) => void }) {
  const { t, lang } = useT();
  const mark = useFetcher<PanelResult>();
  const url = booking ? adminPath(lang, `/agenda/booking/${booking.orderId}`) : "";

  useEffect(() => {
    if (mark.state === "idle" && mark.data?.ok) onDone(t("admin.attendance.recorded"));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mark.state, mark.data]);

  const failure = mark.state === "idle" && mark.data && !mark.data.ok && "message" in mark.data ? mark.data : null;
  return (
    <Dialog open={booking !== null} onClose={onClose} title={t("admin.desk.title", { name: booking?.customer.name ?? "" })} width="28rem" testId="attendance-panel">
      {booking && (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-small">
            <dt className="font-semibold text-ink-muted">{t("admin.desk.services")}</dt>
            <dd>
              <span className="tabular-nums">
                {clock(booking.start)}–{clock(booking.end)}
              </span>{" "}
              · {booking.service}
            </dd>
            <dt className="font-semibold text-ink-muted">{t("admin.desk.state")}</dt>
            <dd className="flex items-center gap-2">
              <StateMark state={booking.state} />
              {t(STATE_KEYS[booking.state])}
            </dd>
            <dt className="font-semibold text-ink-muted">{t("admin.attendance.title")}</dt>
            <dd data-testid="attendance-now">{booking.attendance ? t(ATTENDANCE_KEYS[booking.attendance]) : t("admin.attendance.none")}</dd>
            <ConsentStates consents={booking.consents} />
          </dl>
          {booking.state !== "paid" && booking.attendance !== "done" && booking.attendance !== "no_show" && <p className="text-small text-ink-muted">{t("admin.attendance.payAtDesk")}</p>}
          {failure && (
            <p role="alert" className="flex items-start gap-2 rounded-md bg-danger-soft px-3 py-2 text-small text-ink">
              <CircleAlert aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
              {failure.message}
            </p>
          )}
          <AttendanceMarks mark={mark} url={url} attendance={booking.attendance} done={booking.state === "paid"} />
        </div>
      )}
    </Dialog>
  );
}
