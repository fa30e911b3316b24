// Dragging a booking on the agenda's grid, day or week view. With a mouse or a pen the card follows
// the pointer at once; with a finger it is lifted by holding it still a moment (a finger that moves
// first scrolls the grid, a tap opens the booking), then follows the finger without scrolling.
// Where it is let go — the column under it (an employee in the day view, a day in the week view)
// and the time its top reaches, on a quarter-hour — is handed to `onDrop`. A press that does not
// travel is a click (it opens the booking). The keyboard's way is the booking panel's 'Move'
// dialog, through the same move operation.
import { useRef, useState } from "react";

export type DraggedBooking = { id: number; orderId: number; start: number; end: number };
/** where a booking was let go: an employee's column (day view) or a day's (week view), and the minute its top reaches */
export type Drop = { booking: DraggedBooking; employeeId: number | null; date: string | null; minute: number };

const TRAVEL = 6;
const SNAP = 15;
/** how long a finger holds a card still to lift it (a long press, as phones' calendars do) */
const HOLD_MS = 350;

/** The drop target under a point: a grid column marked with `data-drop-employee` or `data-drop-date`. */
function columnAt(x: number, y: number) {
  return document.elementsFromPoint(x, y).find((el): el is HTMLElement => el instanceof HTMLElement && (el.dataset.dropEmployee !== undefined || el.dataset.dropDate !== undefined));
}

export function useBookingDrag({ px, windowStart, onDrop }: { px: number; windowStart: number; onDrop: (drop: Drop) => void }) {
  const [drag, setDrag] = useState<{ id: number; dx: number; dy: number; lifted: boolean } | null>(null);
  const dragged = useRef(false);

  function onPointerDown(booking: DraggedBooking, event: React.PointerEvent<HTMLElement>) {
    if (!event.isPrimary || (event.pointerType === "mouse" && event.button !== 0)) return;
    const finger = event.pointerType === "touch";
    const card = event.currentTarget.getBoundingClientRect();
    const from = { x: event.clientX, y: event.clientY, grab: event.clientY - card.top };
    const pointer = event.pointerId;
    dragged.current = false;
    // a mouse drags once it travels; a finger once it held still long enough
    let lifted = !finger;
    const hold = finger
      ? window.setTimeout(() => {
          lifted = true;
          navigator.vibrate?.(10);
          setDrag({ id: booking.id, dx: 0, dy: 0, lifted: true });
        }, HOLD_MS)
      : 0;
    const move = (e: PointerEvent) => {
      if (e.pointerId !== pointer) return;
      const dx = e.clientX - from.x;
      const dy = e.clientY - from.y;
      if (!lifted) {
        // the finger moved before the card was lifted: it scrolls, this is no drag
        if (Math.hypot(dx, dy) >= TRAVEL) end();
        return;
      }
      if (!dragged.current && Math.hypot(dx, dy) < TRAVEL) return;
      dragged.current = true;
      setDrag({ id: booking.id, dx, dy, lifted: true });
    };
    // once lifted, the finger's moves are the card's, not the grid's scroll
    const noScroll = (e: TouchEvent) => {
      if (lifted && e.cancelable) e.preventDefault();
    };
    const noMenu = (e: Event) => {
      if (lifted) e.preventDefault();
    };
    const up = (e: PointerEvent) => {
      if (e.pointerId !== pointer) return;
      end();
      if (!dragged.current) return;
      const column = columnAt(e.clientX, e.clientY);
      if (!column) return;
      const top = e.clientY - from.grab - column.getBoundingClientRect().top;
      const minute = windowStart + Math.round(top / px / SNAP) * SNAP;
      const employee = column.dataset.dropEmployee;
      onDrop({ booking, employeeId: employee === undefined ? null : Number(employee), date: column.dataset.dropDate ?? null, minute });
    };
    const cancel = (e: PointerEvent) => {
      if (e.pointerId !== pointer) return;
      end();
      dragged.current = false;
    };
    function end() {
      window.clearTimeout(hold);
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", cancel);
      window.removeEventListener("touchmove", noScroll);
      window.removeEventListener("contextmenu", noMenu);
      lifted = false;
      setDrag(null);
    }
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", cancel);
    if (finger) {
      window.addEventListener("touchmove", noScroll, { passive: false });
      window.addEventListener("contextmenu", noMenu);
    }
  }

  /** true right after a drag: the click that ends it is not an 'open' */
  const wasDrag = () => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  };

  return { drag, onPointerDown, wasDrag };
}
