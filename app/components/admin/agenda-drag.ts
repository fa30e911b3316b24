// Dragging a booking on the agenda's day view with a pointer (mouse or pen; a finger scrolls the
// grid and a tap opens the booking): the card follows the pointer, and where it is let go — the
// employee column under it and the time its top reaches, on a quarter-hour — is handed to `onDrop`.
// A press that does not travel is a click (it opens the booking). The keyboard's way is the
// booking panel's 'Move' dialog, through the same move operation.
import { useRef, useState } from "react";

export type DraggedBooking = { id: number; orderId: number; start: number; end: number };
export type Drop = { booking: DraggedBooking; employeeId: number; minute: number };

const TRAVEL = 6;
const SNAP = 15;

export function useBookingDrag({ px, windowStart, onDrop }: { px: number; windowStart: number; onDrop: (drop: Drop) => void }) {
  const [drag, setDrag] = useState<{ id: number; dx: number; dy: number } | null>(null);
  const dragged = useRef(false);

  function onPointerDown(booking: DraggedBooking, event: React.PointerEvent<HTMLElement>) {
    if (event.button !== 0 || event.pointerType === "touch") return;
    const card = event.currentTarget.getBoundingClientRect();
    const from = { x: event.clientX, y: event.clientY, grab: event.clientY - card.top };
    dragged.current = false;
    const move = (e: PointerEvent) => {
      const dx = e.clientX - from.x;
      const dy = e.clientY - from.y;
      if (!dragged.current && Math.hypot(dx, dy) < TRAVEL) return;
      dragged.current = true;
      setDrag({ id: booking.id, dx, dy });
    };
    const up = (e: PointerEvent) => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", cancel);
      setDrag(null);
      if (!dragged.current) return;
      const column = document.elementsFromPoint(e.clientX, e.clientY).find((el): el is HTMLElement => el instanceof HTMLElement && el.dataset.dropEmployee !== undefined);
      if (!column) return;
      const top = e.clientY - from.grab - column.getBoundingClientRect().top;
      const minute = windowStart + Math.round(top / px / SNAP) * SNAP;
      onDrop({ booking, employeeId: Number(column.dataset.dropEmployee), minute });
    };
    const cancel = () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", cancel);
      dragged.current = false;
      setDrag(null);
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", cancel);
  }

  /** true right after a drag: the click that ends it is not an 'open' */
  const wasDrag = () => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  };

  return { drag, onPointerDown, wasDrag };
}
