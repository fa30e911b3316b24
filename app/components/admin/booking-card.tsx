// One booking in the agenda: its time, the customer, the service, its state and where it was made.
// The state is said in words and marked by a colour and a border style (never colour alone).
import type { AgendaView } from "../../../contract/agenda";
import { cx } from "../ui/cx";
import { useT, type TKey } from "../../lib/use-t";

type Booking = AgendaView["bookings"][number];

const STATE_STYLE: Record<Booking["state"], string> = {
  paid: "bg-[#e3f6ec] border-l-[#067647] text-[#10261b]",
  deposit: "bg-[#e8effb] border-l-[#2f5ea8] text-[#14213a]",
  part_paid: "bg-[#e6f4f5] border-l-[#0e6e74] text-[#0f2a2c]",
  at_shop: "bg-[#f1ebfb] border-l-[#6b46c1] text-[#22173a]",
  held: "bg-[#fff6df] border-[#8a4b00] border-dashed text-[#2e1c00]",
  cancelled: "bg-page border-l-line-strong text-ink-muted line-through",
};

export const STATE_KEYS: Record<Booking["state"], TKey> = {
  held: "admin.state.held",
  paid: "admin.state.paid",
  deposit: "admin.state.deposit",
  part_paid: "admin.state.part_paid",
  at_shop: "admin.state.at_shop",
  cancelled: "admin.state.cancelled",
};

/** what the front desk marked (decision 277) */
export const ATTENDANCE_KEYS: Record<NonNullable<Booking["attendance"]>, TKey> = { arrived: "admin.attendance.arrived", done: "admin.attendance.done", no_show: "admin.attendance.no_show" };

export const SOURCE_KEYS: Record<Booking["source"], TKey> = { online: "admin.source.online", phone: "admin.source.phone", counter: "admin.source.counter" };

/** The small mark of a state, as in the legend. */
export function StateMark({ state }: { state: Booking["state"] }) {
  return <span aria-hidden="true" className={cx("inline-block h-3 w-4 shrink-0 rounded-sm border border-l-4", STATE_STYLE[state])} />;
}

/** What the team can do with a card: open it (click, Enter) and, for a manager, drag it. */
export type CardActions = { onOpen: () => void; onPointerDown?: (event: React.PointerEvent<HTMLElement>) => void; dragging?: boolean };

/**
 * `height`: the card's height in pixels. A short card says the time and the customer on one line;
 * a taller one adds its state, then the service, then the employee, as many lines as it holds
 * whole (a line never shrinks under its text, so two lines never overlap).
 */
export function BookingCard({ booking, time, employee, height, actions }: { booking: Booking; time: string; employee?: string; height: number; actions?: CardActions }) {
  const { t } = useT();
  const compact = height < 56;
  const withService = height >= 80;
  const withEmployee = withService && employee !== undefined && height >= 98;
  const state = t(STATE_KEYS[booking.state]);
  const source = t(SOURCE_KEYS[booking.source]);
  const attendance = booking.attendance ? ` · ${t(ATTENDANCE_KEYS[booking.attendance])}` : "";
  return (
    <article
      className={cx(
        "relative flex h-full flex-col overflow-hidden rounded-md border border-line border-l-4 px-2 py-1 text-caption leading-tight shadow-soft",
        STATE_STYLE[booking.state],
        // a finger pans the grid either way until it holds a card still (agenda-drag.ts)
        actions?.onPointerDown && "cursor-grab select-none [-webkit-touch-callout:none]",
        actions?.dragging && "cursor-grabbing opacity-90 shadow-raised ring-2 ring-focus",
      )}
      data-testid="agenda-booking"
      data-booking={booking.id}
      data-state={booking.state}
      data-attendance={booking.attendance ?? undefined}
      data-dragging={actions?.dragging ? "" : undefined}
      title={`${time} · ${booking.customer.name} · ${booking.service} · ${state}${attendance}`}
    >
      <p className={cx("flex shrink-0 items-baseline gap-1", compact && "truncate")}>
        <span className="font-semibold tabular-nums">{time}</span>
        {compact && <span className="truncate font-semibold">{booking.customer.name}</span>}
      </p>
      {!compact && (
        <>
          <p className="shrink-0 truncate text-small font-semibold" data-testid="agenda-customer">
            {booking.customer.name}
          </p>
          {withService && <p className="shrink-0 truncate">{booking.service}</p>}
          {withEmployee && <p className="shrink-0 truncate text-ink-muted">{t("admin.agenda.with", { employee })}</p>}
          <p className="mt-auto shrink-0 truncate pt-0.5 font-medium">
            {state} · {source}
            {attendance}
          </p>
        </>
      )}
      {compact ? (
        <span className="sr-only">
          {booking.service}, {state}, {source}
          {attendance}
        </span>
      ) : (
        // what the card has no room to draw is still read
        (!withService || (employee && !withEmployee)) && (
          <span className="sr-only">
            {!withService && booking.service}
            {employee && !withEmployee && `, ${t("admin.agenda.with", { employee })}`}
          </span>
        )
      )}
      {actions && (
        // the whole card opens the booking; the card's text stays what a screen reader reads
        <button
          type="button"
          className="absolute inset-0 rounded-md focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus"
          aria-label={t("admin.desk.open", { name: booking.customer.name, time })}
          aria-haspopup="dialog"
          onClick={actions.onOpen}
          onPointerDown={actions.onPointerDown}
          data-testid="agenda-booking-open"
        />
      )}
    </article>
  );
}
