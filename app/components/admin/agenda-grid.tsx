// The agenda's grid: a time scale on the left, then one column per employee (day view) or per day
// (week view). Each column draws what is closed, the shop's pauses, the hours an employee does not
// work and their absences, the bookings by time (side by side when they overlap) and today's line.
// Columns are lists of bookings in reading order, so a screen reader reads the day as a list.
import type { AgendaView } from "../../../contract/agenda";
import { Avatar, initialsOf } from "../ui/chip";
import { cx } from "../ui/cx";
import { useT } from "../../lib/use-t";
import { BookingCard, type CardActions } from "./booking-card";
import { BlockedTime } from "./blocked-time";
import { ResourceColumn } from "./resource-column";

type Agenda = AgendaView;
type Booking = Agenda["bookings"][number];
type Range = { start: number; end: number };

/** pixels per minute: a 30-minute booking is 48 px tall in the day view */
const PX = { day: 1.6, week: 1.2 } as const;

const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** The parts of `[window]` outside `ranges` (closed hours, pauses, hours off). */
function gaps(window: Range, ranges: readonly Range[]): Range[] {
  const out: Range[] = [];
  let at = window.start;
  for (const r of [...ranges].sort((a, b) => a.start - b.start)) {
    if (r.start > at) out.push({ start: at, end: Math.min(r.start, window.end) });
    at = Math.max(at, r.end);
  }
  if (at < window.end) out.push({ start: at, end: window.end });
  return out.filter((g) => g.end > g.start);
}

/** Side-by-side lanes for overlapping bookings: each booking's lane and how many share its group. */
function lanes(bookings: readonly Booking[]): Map<number, { lane: number; of: number }> {
  const placed = new Map<number, { lane: number; of: number }>();
  const sorted = [...bookings].sort((a, b) => a.start - b.start || a.end - b.end);
  let group: Booking[] = [];
  let groupEnd = -1;
  let ends: number[] = [];
  const close = () => {
    for (const b of group) placed.get(b.id)!.of = ends.length;
    group = [];
    ends = [];
  };
  for (const b of sorted) {
    if (b.start >= groupEnd) close();
    let lane = ends.findIndex((end) => end <= b.start);
    if (lane === -1) lane = ends.push(b.end) - 1;
    else ends[lane] = b.end;
    placed.set(b.id, { lane, of: 1 });
    group.push(b);
    groupEnd = Math.max(groupEnd, b.end);
  }
  close();
  return placed;
}

function Shade({ range, window, px, tone, label }: { range: Range; window: Range; px: number; tone: "closed" | "off" | "pause" | "absent"; label?: string }) {
  const style = { top: (range.start - window.start) * px, height: (range.end - range.start) * px };
  const tones = {
    closed: "bg-[repeating-linear-gradient(135deg,var(--color-line)_0_6px,transparent_6px_12px)] bg-surface-soft",
    off: "bg-surface-soft",
    pause: "bg-[repeating-linear-gradient(135deg,var(--color-line)_0_4px,transparent_4px_10px)]",
    absent: "bg-[repeating-linear-gradient(135deg,var(--color-warning-soft)_0_8px,var(--color-page)_8px_14px)] border-y border-warning/30",
  };
  return (
    <div aria-hidden="true" className={cx("absolute inset-x-0", tones[tone])} style={style}>
      {label && range.end - range.start >= 30 && <span className="absolute left-2 top-1 text-caption font-semibold text-ink-muted">{label}</span>}
    </div>
  );
}

/** What the grid lets a manager do with a booking: its card's actions, and where a drag has it now. */
export type GridActions = { actionsFor: (b: Booking) => CardActions | undefined; dragOffset: (b: Booking) => { dx: number; dy: number } | null };

function Column({ agenda, px, label, sub, shades, bookings, nowMinute, showEmployee, testId, person = false, actions, dropEmployee, dropDate }: { agenda: Agenda; px: number; label: string; sub: string; shades: React.ReactNode; bookings: Booking[]; nowMinute: number | null; showEmployee: boolean; testId: string; person?: boolean; actions?: GridActions; dropEmployee?: number; dropDate?: string }) {
  const { t } = useT();
  const { window } = agenda;
  const height = (window.end - window.start) * px;
  const placed = lanes(bookings.filter((b) => b.state !== "cancelled"));
  const cancelled = bookings.filter((b) => b.state === "cancelled");
  const headingId = `${testId}-h`;
  const names = new Map(agenda.employees.map((e) => [e.id, e.name]));
  return (
    <section aria-labelledby={headingId} className="min-w-[9.5rem] flex-1 border-l border-line" data-testid={testId}>
      <header className="sticky top-0 z-20 flex h-16 items-center gap-2.5 border-b border-line bg-page px-3">
        {person && <Avatar initials={initialsOf(label)} size={34} />}
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-small font-semibold text-ink">
            {label}
          </h3>
          <p className="truncate text-caption text-ink-muted">{sub}</p>
        </div>
      </header>
      <div className="relative" style={{ height }} data-drop-employee={dropEmployee} data-drop-date={dropDate}>
        {/* hour lines */}
        {Array.from({ length: Math.floor((window.end - window.start) / 60) }, (_, i) => (
          <div key={i} aria-hidden="true" className="absolute inset-x-0 border-t border-line/70" style={{ top: i * 60 * px }} />
        ))}
        {shades}
        <ol className="contents">
          {[...cancelled, ...bookings.filter((b) => b.state !== "cancelled")].map((b) => {
            const lane = placed.get(b.id) ?? { lane: 0, of: 1 };
            // a cancelled booking stays visible, narrow, under the living ones
            const left = b.state === "cancelled" ? 55 : (lane.lane * 100) / lane.of;
            const width = b.state === "cancelled" ? 45 : 100 / lane.of;
            const offset = actions?.dragOffset(b);
            return (
              <li
                key={`${b.id}-${b.date}`}
                className={cx("absolute px-0.5", b.state === "cancelled" ? "z-0" : "z-10", offset && "pointer-events-none z-40")}
                style={{ top: (Math.max(b.start, window.start) - window.start) * px, height: Math.max(22, (Math.min(b.end, window.end) - Math.max(b.start, window.start)) * px), left: `${left}%`, width: `${width}%`, transform: offset ? `translate(${offset.dx}px, ${offset.dy}px)` : undefined }}
                data-testid="agenda-slot"
              >
                <BookingCard booking={b} employee={showEmployee ? names.get(b.employeeId) : undefined} time={`${clock(b.start)}–${clock(b.end)}`} height={(b.end - b.start) * px} actions={actions?.actionsFor(b)} />
              </li>
            );
          })}
        </ol>
        {nowMinute !== null && nowMinute >= window.start && nowMinute <= window.end && (
          <div className="pointer-events-none absolute inset-x-0 z-20 border-t-2 border-danger" style={{ top: (nowMinute - window.start) * px }} data-testid="agenda-now">
            <span className="sr-only">{t("admin.agenda.now", { time: clock(nowMinute) })}</span>
            <span aria-hidden="true" className="absolute -left-1 -top-[5px] size-2 rounded-pill bg-danger" />
          </div>
        )}
      </div>
    </section>
  );
}

export function AgendaGrid({ agenda, dayLabel, removable = false, actions }: { agenda: Agenda; dayLabel: (date: string) => string; removable?: boolean; actions?: GridActions }) {
  const { t } = useT();
  const px = PX[agenda.view];
  const { window } = agenda;
  const hours = Array.from({ length: Math.floor((window.end - window.start) / 60) + 1 }, (_, i) => window.start + i * 60);
  const hoursText = (ranges: Range[]) => ranges.map((r) => `${clock(r.start)}–${clock(r.end)}`).join(", ");
  const shopShades = (day: Agenda["days"][number]) =>
    day.closed ? (
      <Shade range={window} window={window} px={px} tone="closed" label={t(day.exception === "closed_day" ? "admin.agenda.closedDay" : "admin.agenda.closed")} />
    ) : (
      gaps(window, day.opening).map((g, i) => <Shade key={`g${i}`} range={g} window={window} px={px} tone={g.start > day.opening[0]!.start && g.end < day.opening[day.opening.length - 1]!.end ? "pause" : "closed"} label={g.start > day.opening[0]!.start && g.end < day.opening[day.opening.length - 1]!.end ? t("admin.agenda.pause") : undefined} />)
    );

  const columnName = new Map<string, string>([...agenda.employees.map((e) => [`e${e.id}`, e.name] as const), ...agenda.resources.map((r) => [`r${r.id}`, r.name] as const)]);
  // the cabins and equipments follow the employees, in the day view (decision 234)
  const resourceColumns =
    agenda.view === "day" ? agenda.resources.map((r) => <ResourceColumn key={`r${r.id}`} agenda={agenda} resource={r} px={px} removable={removable} shades={shopShades(agenda.days[0]!)} />) : [];
  const columns =
    agenda.view === "day"
      ? agenda.employees.map((e) => {
          const day = agenda.days[0]!;
          const staff = day.staff.find((s) => s.employeeId === e.id);
          const working = staff?.working ?? [];
          return (
            <Column
              key={e.id}
              testId={`agenda-col-${e.id}`}
              person
              agenda={agenda}
              px={px}
              label={e.name}
              sub={day.closed ? t("admin.agenda.closed") : working.length ? hoursText(working) : t("admin.agenda.offDuty")}
              shades={
                <>
                  {shopShades(day)}
                  {!day.closed && gaps(window, working).map((g, i) => <Shade key={`o${i}`} range={g} window={window} px={px} tone="off" />)}
                  {staff?.absences.map((a, i) => <Shade key={`a${i}`} range={a} window={window} px={px} tone="absent" label={a.reason ? `${t("admin.agenda.absent")} · ${a.reason}` : t("admin.agenda.absent")} />)}
                  {agenda.blocks.filter((b) => b.employeeId === e.id).map((b) => <BlockedTime key={`b${b.id}`} block={b} window={window} px={px} shopId={agenda.shop.id} removable={removable} />)}
                </>
              }
              bookings={agenda.bookings.filter((b) => b.employeeId === e.id)}
              nowMinute={agenda.now?.date === day.date ? agenda.now.minute : null}
              showEmployee={false}
              actions={actions}
              dropEmployee={e.id}
            />
          );
        })
      : agenda.days.map((day) => (
          <Column
            key={day.date}
            testId={`agenda-day-${day.date}`}
            agenda={agenda}
            px={px}
            label={dayLabel(day.date)}
            sub={day.closed ? t(day.exception === "closed_day" ? "admin.agenda.closedDay" : "admin.agenda.closed") : t("admin.agenda.count", { count: agenda.bookings.filter((b) => b.date === day.date && b.state !== "cancelled").length })}
            shades={
              <>
                {shopShades(day)}
                {agenda.blocks.filter((b) => b.date === day.date).map((b) => <BlockedTime key={`b${b.id}`} block={b} window={window} px={px} shopId={agenda.shop.id} removable={removable} who={columnName.get(b.employeeId === null ? `r${b.resourceId}` : `e${b.employeeId}`)} />)}
              </>
            }
            bookings={agenda.bookings.filter((b) => b.date === day.date)}
            nowMinute={agenda.now?.date === day.date ? agenda.now.minute : null}
            showEmployee={agenda.employees.length > 1}
            actions={actions}
            dropDate={day.date}
          />
        ));

  return (
    <div className="max-h-[calc(100dvh-11rem)] min-h-96 overflow-auto rounded-lg bg-page shadow-soft ring-1 ring-line focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus" data-testid="agenda-grid" tabIndex={0} role="region" aria-label={t("admin.agenda.title")}>
      <div className="flex min-w-fit">
        <div aria-hidden="true" className="sticky left-0 z-30 w-14 shrink-0 bg-page">
          <div className="sticky top-0 z-30 h-16 border-b border-line bg-page" />
          <div className="relative" style={{ height: (window.end - window.start) * px }}>
            {hours.map((h) => (
              <span key={h} className="absolute right-2 -translate-y-1/2 text-caption tabular-nums text-ink-muted first:translate-y-0" style={{ top: (h - window.start) * px }}>
                {clock(h)}
              </span>
            ))}
          </div>
        </div>
        {columns}
        {resourceColumns}
      </div>
    </div>
  );
}
