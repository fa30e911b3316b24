// What a manager does to the agenda's bookings: open one (its panel: details, move, cancel) and,
// on the day view, drag one to another time or employee. A drop is shown at once where it was let
// go, sent to the same move operation as the panel's, and put back where it was if refused, with
// the reason said; the agenda is revalidated, never reloaded.
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import type { AgendaView } from "../../../contract/agenda";
import type { PanelResult } from "../../routes/admin-agenda-booking";
import { adminPath } from "../../lib/admin-paths";
import { useT } from "../../lib/use-t";
import { useBookingDrag, type Drop } from "./agenda-drag";
import type { GridActions } from "./agenda-grid";
import { BookingPanel, type PanelOpen } from "./booking-panel";

type Booking = AgendaView["bookings"][number];
export type DeskMessage = { tone: "done" | "refused"; text: string } | null;

const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

export function useAgendaDesk(agenda: AgendaView, enabled: boolean) {
  const { t, lang } = useT();
  const [open, setOpen] = useState<PanelOpen | null>(null);
  const [message, setMessage] = useState<DeskMessage>(null);
  const [pending, setPending] = useState<{ orderId: number; employeeId: number; delta: number; name: string; time: string } | null>(null);
  const dropper = useFetcher<PanelResult>();
  const px = agenda.view === "day" ? 1.6 : 1.2;

  const drop = ({ booking, employeeId, minute }: Drop) => {
    const b = agenda.bookings.find((x) => x.id === booking.id);
    if (!b) return;
    const delta = minute - b.start;
    if (delta === 0 && employeeId === b.employeeId) return;
    setMessage(null);
    setPending({ orderId: b.orderId, employeeId, delta, name: b.customer.name, time: clock(minute) });
    const start = new Date(new Date(b.startAt).getTime() + delta * 60_000).toISOString();
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

  const movable = (b: Booking) => enabled && b.state !== "cancelled" && b.state !== "held";
  const actions: GridActions | undefined = enabled
    ? {
        actionsFor: (b) =>
          movable(b)
            ? {
                onOpen: () => {
                  if (wasDrag()) return;
                  setMessage(null);
                  setOpen({ orderId: b.orderId, name: b.customer.name });
                },
                onPointerDown: agenda.view === "day" && dropper.state === "idle" ? (e) => onPointerDown({ id: b.id, orderId: b.orderId, start: b.start, end: b.end }, e) : undefined,
                dragging: drag?.id === b.id,
              }
            : undefined,
        dragOffset: (b) => (drag?.id === b.id ? { dx: drag.dx, dy: drag.dy } : null),
      }
    : undefined;

  // the dropped booking is drawn where it was let go while the move is asked
  const shown: AgendaView = pending
    ? { ...agenda, bookings: agenda.bookings.map((b) => (b.orderId === pending.orderId ? { ...b, employeeId: pending.employeeId, start: b.start + pending.delta, end: b.end + pending.delta } : b)) }
    : agenda;

  const panel = (
    <BookingPanel
      open={open}
      employees={agenda.employees}
      timeZone={agenda.shop.timeZone}
      onClose={() => setOpen(null)}
      onDone={(text) => {
        setOpen(null);
        setMessage({ tone: "done", text });
      }}
    />
  );
  return { shown, actions, panel, message, moving: dropper.state !== "idle" };
}
