// What the team does to the agenda's bookings. A manager opens one (its panel: details, move,
// cancel, checkout) or drags one — by mouse, pen or finger, in the day view to another time or
// employee, in the week view to another time or day. A drop is shown at once where it was let go,
// sent to the same move operation as the panel's, and put back where it was if refused, with the
// reason said; the agenda is revalidated, never reloaded. A staff member opens the bookings of their
// own column to mark the customer's attendance, and drags nothing.
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { AgendaView } from "../../../contract/agenda";
import type { PanelResult } from "../../routes/admin-agenda-booking";
import { adminPath } from "../../lib/admin-paths";
import { useT } from "../../lib/use-t";
import { localDay } from "../../../domain/time";
import { useBookingDrag, type Drop } from "./agenda-drag";
import { AttendancePanel } from "./attendance-panel";
import type { GridActions } from "./agenda-grid";
import { BookingPanel, type PanelOpen } from "./booking-panel";

type Booking = AgendaView["bookings"][number];
export type DeskMessage = { tone: "done" | "refused"; text: string } | null;

const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** `desk`: an owner or manager (open, drag, move, cancel, checkout); `staff`: their own column's attendance */
export function useAgendaDesk(agenda: AgendaView, role: "desk" | "staff") {
  const { t, lang } = useT();
  const enabled = role === "desk";
  const [open, setOpen] = useState<PanelOpen | null>(null);
  const [marking, setMarking] = useState<number | null>(null);
  const [message, setMessage] = useState<DeskMessage>(null);
  const [pending, setPending] = useState<{ orderId: number; employeeId: number; date: string; delta: number; name: string; time: string } | null>(null);
  const dropper = useFetcher<PanelResult>();
  const px = agenda.view === "day" ? 1.6 : 1.2;

  const drop = ({ booking, employeeId: column, date: day, minute }: Drop) => {
    const b = agenda.bookings.find((x) => x.id === booking.id);
    if (!b) return;
    // the day view's columns are employees (the day stays), the week view's are days (the employee stays)
    const employeeId = column ?? b.employeeId;
    const date = day ?? b.date;
    const delta = minute - b.start;
    if (delta === 0 && employeeId === b.employeeId && date === b.date) return;
    setMessage(null);
    setPending({ orderId: b.orderId, employeeId, date, delta, name: b.customer.name, time: clock(minute) });
    // the wall-clock time of that day in the shop's zone (a 10:00 is 10:00 on a day the clocks change)
    const start = new Date(localDay(date, agenda.shop.timeZone).at(minute)).toISOString();
    // a drop while the last one still reloads the agenda gives that reload up: no error (app/lib/aborted.ts)
    void dropper.submit({ intent: "move", start, employee: String(employeeId), notify: "on" }, { method: "post", action: adminPath(lang, `/agenda/booking/${b.orderId}`) });
  };
  const { drag, onPointerDown, wasDrag } = useBookingDrag({ px, windowStart: agenda.window.start, onDrop: drop });

  // the drop answered: said, and the card back in its place when refused (the agenda reloads its data)
  useEffect(() => {
    if (dropper.state !== "idle" || !dropper.data || !pending) return;
    const r = dropper.data;
    if (r.ok) setMessage({ tone: "done", text: t("admin.move.done", { name: pending.name, time: pending.time }) });
    else setMessage({ tone: "refused", text: t(r.reason === "taken" ? "admin.move.taken" : "admin.move.refused") });
    setPending(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dropper.state, dropper.data]);

  const movable = (b: Booking) => b.state !== "cancelled" && b.state !== "held";
  const actions: GridActions = {
    actionsFor: (b) => {
      if (!movable(b)) return undefined;
      if (!enabled)
        return {
          onOpen: () => {
            setMessage(null);
            setMarking(b.id);
          },
        };
      return {
        onOpen: () => {
          if (wasDrag()) return;
          setMessage(null);
          setOpen({ orderId: b.orderId, name: b.customer.name, cabinId: b.cabinId });
        },
        onPointerDown: dropper.state === "idle" ? (e) => onPointerDown({ id: b.id, orderId: b.orderId, start: b.start, end: b.end }, e) : undefined,
        dragging: drag?.id === b.id,
      };
    },
    dragOffset: (b) => (drag?.id === b.id ? { dx: drag.dx, dy: drag.dy } : null),
  };

  // the dropped booking is drawn where it was let go while the move is asked
  const shown: AgendaView = pending
    ? { ...agenda, bookings: agenda.bookings.map((b) => (b.orderId === pending.orderId ? { ...b, employeeId: pending.employeeId, date: pending.date, start: b.start + pending.delta, end: b.end + pending.delta } : b)) }
    : agenda;

  const done = (text: string) => {
    setOpen(null);
    setMarking(null);
    setMessage({ tone: "done", text });
  };
  const panel = !enabled ? (
    <AttendancePanel booking={agenda.bookings.find((b) => b.id === marking) ?? null} onClose={() => setMarking(null)} onDone={done} />
  ) : (
    <BookingPanel
      open={open}
      employees={agenda.employees}
      cabins={agenda.resources.filter((r) => r.type === "cabin")}
      timeZone={agenda.shop.timeZone}
      onClose={() => setOpen(null)}
      onDone={done}
    />
  );
  return { shown, actions, panel, message, moving: dropper.state !== "idle" };
}
