// A cabin's or an equipment's column in the agenda's day view (decision 234): which bookings take
// it and when, with the customer and the employee, and its blocked times. The booking cards stay
// in the employees' columns; here each booking is a slim band, so a booking is never shown twice
// as a card and the front desk sees at a glance when the cabin is free.
import type { AgendaView } from "../../../contract/agenda";
import { useT } from "../../lib/use-t";
import { BlockedTime } from "./blocked-time";

type Agenda = AgendaView;
type Range = { start: number; end: number };

const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

export function ResourceColumn({ agenda, resource, px, removable, shades }: { agenda: Agenda; resource: Agenda["resources"][number]; px: number; removable: boolean; shades: React.ReactNode }) {
  const { t } = useT();
  const { window } = agenda;
  const day = agenda.days[0]!;
  const names = new Map(agenda.employees.map((e) => [e.id, e.name]));
  const uses = agenda.bookings.filter((b) => b.date === day.date && b.state !== "cancelled" && (b.cabinId === resource.id || b.equipmentId === resource.id));
  const blocks = agenda.blocks.filter((b) => b.date === day.date && b.resourceId === resource.id);
  const headingId = `agenda-res-${resource.id}-h`;
  const top = (r: Range) => (Math.max(r.start, window.start) - window.start) * px;
  const height = (r: Range) => Math.max(22, (Math.min(r.end, window.end) - Math.max(r.start, window.start)) * px);
  return (
    <section aria-labelledby={headingId} className="min-w-[8rem] flex-1 border-l-2 border-line-strong bg-surface-soft/40" data-testid={`agenda-res-${resource.id}`}>
      <header className="sticky top-0 z-20 flex h-16 flex-col justify-center border-b border-line bg-page px-3">
        <h3 id={headingId} className="truncate text-small font-semibold text-ink">
          {resource.name}
        </h3>
        <p className="truncate text-caption text-ink-muted">
          {t(resource.type === "equipment" ? "admin.resource.equipment" : "admin.resource.cabin")}
          {uses.length === 0 && blocks.length === 0 && <> · {t("admin.resource.free")}</>}
        </p>
      </header>
      <div className="relative" style={{ height: (window.end - window.start) * px }}>
        {Array.from({ length: Math.floor((window.end - window.start) / 60) }, (_, i) => (
          <div key={i} aria-hidden="true" className="absolute inset-x-0 border-t border-line/70" style={{ top: i * 60 * px }} />
        ))}
        {shades}
        {blocks.map((b) => (
          <BlockedTime key={b.id} block={b} window={window} px={px} shopId={agenda.shop.id} removable={removable} />
        ))}
        <ol className="contents">
          {uses.map((b) => (
            <li key={b.id} className="absolute inset-x-0 z-10 px-1" style={{ top: top(b), height: height(b) }} data-testid="agenda-resource-use">
              <p className="h-full overflow-hidden rounded-md border border-line-strong border-l-4 border-l-ink bg-page px-2 py-1 text-caption leading-tight text-ink">
                <span className="font-semibold tabular-nums">
                  {clock(b.start)}–{clock(b.end)}
                </span>{" "}
                <span className="font-semibold">{b.customer.name}</span>
                <span className="text-ink-muted"> · {t("admin.agenda.with", { employee: names.get(b.employeeId) ?? "" })}</span>
              </p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
