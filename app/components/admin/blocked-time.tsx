// A blocked time on the agenda's grid (decision 233): a hatched band over its column saying what it
// is for and when, with a small form that removes it (owner and managers; staff only see it). The
// removal is a plain POST to /admin/agenda/block, so it works by keyboard and before any script.
import { Form } from "react-router";
import type { AgendaView } from "../../../contract/agenda";
import { adminPath } from "../../lib/admin-paths";
import { useT, type TKey } from "../../lib/use-t";
import { X } from "../ui/icons";

type Block = AgendaView["blocks"][number];
type Range = { start: number; end: number };

export const KIND_KEYS: Record<Block["kind"], TKey> = { break: "admin.block.kind.break", training: "admin.block.kind.training", meeting: "admin.block.kind.meeting", other: "admin.block.kind.other" };

const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

export function BlockedTime({ block, window, px, shopId, removable, who }: { block: Block; window: Range; px: number; shopId: number; removable: boolean; who?: string }) {
  const { t, lang } = useT();
  const start = Math.max(block.start, window.start);
  const end = Math.min(block.end, window.end);
  if (end <= start) return null;
  const what = [t(KIND_KEYS[block.kind]), block.note, who].filter(Boolean).join(" · ");
  const time = `${clock(block.start)}–${clock(block.end)}`;
  return (
    <div
      className="absolute inset-x-0 z-[5] overflow-hidden border-y border-ink/25 bg-[repeating-linear-gradient(135deg,var(--color-surface-soft)_0_6px,var(--color-line)_6px_8px)] px-2 py-1"
      style={{ top: (start - window.start) * px, height: Math.max(22, (end - start) * px) }}
      data-testid="agenda-block"
      data-block={block.id}
    >
      <p className="flex items-start justify-between gap-1 text-caption leading-tight text-ink">
        <span className="min-w-0 truncate">
          <span className="font-semibold">{what}</span> <span className="tabular-nums text-ink-muted">{time}</span>
        </span>
        {removable && (
          <Form method="post" action={adminPath(lang, "/agenda/block")} className="shrink-0">
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="id" value={block.id} />
            <input type="hidden" name="shop" value={shopId} />
            <input type="hidden" name="date" value={block.date} />
            <button type="submit" className="inline-flex size-6 items-center justify-center rounded-pill bg-page text-ink ring-1 ring-line hover:ring-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-focus" aria-label={t("admin.block.remove", { what, time })} data-testid="agenda-block-remove">
              <X aria-hidden="true" size={14} />
            </button>
          </Form>
        )}
      </p>
    </div>
  );
}
