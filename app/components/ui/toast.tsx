// Toast: a short message that comes and goes (3 s, spec §9) — the look of one toast. The shell's
// <Toaster> places them in live regions (errors assertive, the rest polite); any component calls
// toast.success('…') from app/lib/toast.ts.
import { CircleAlert, CircleCheck, Info, TriangleAlert, X, type Icon } from "./icons";
import type { ToastType } from "../../lib/toast";
import { cx } from "./cx";

const LOOK: Record<ToastType, { icon: Icon; tone: string }> = {
  success: { icon: CircleCheck, tone: "text-[#75e0a7]" },
  error: { icon: CircleAlert, tone: "text-[#fda29b]" },
  info: { icon: Info, tone: "text-[#b2ccff]" },
  warning: { icon: TriangleAlert, tone: "text-[#fec84b]" },
};

export function ToastCard({ type, message, onDismiss, closeLabel, className }: { type: ToastType; message: string; onDismiss?: () => void; closeLabel: string; className?: string }) {
  const { icon: Icon, tone } = LOOK[type];
  return (
    <div
      data-testid={`toast-${type}`}
      data-on-dark=""
      className={cx(
        "pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-lg bg-[#1d1d1f] py-3 pl-4 pr-2 text-small text-white shadow-overlay",
        "motion-safe:animate-[vt-toast-in_var(--duration-slow)_var(--ease-out-soft)]",
        className,
      )}
    >
      <Icon aria-hidden="true" size={20} className={tone} />
      <span className="flex-1 leading-snug">{message}</span>
      {onDismiss && (
        <button type="button" onClick={onDismiss} aria-label={closeLabel} className="flex size-9 shrink-0 items-center justify-center rounded-pill text-white/80 hover:bg-white/10 hover:text-white">
          <X aria-hidden="true" size={16} />
        </button>
      )}
    </div>
  );
}
