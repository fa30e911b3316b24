// Toasts (spec §8, §9): success, error, info, warning for 3000 ms, in a live region so screen
// readers announce them (errors assertively).
import { X } from "lucide-react";
import { dismissToast, useToasts, type ToastType } from "../../lib/toast";
import { useT } from "../../lib/use-t";

const STYLE: Record<ToastType, string> = {
  success: "bg-emerald-800 text-white",
  error: "bg-red-800 text-white",
  info: "bg-slate-800 text-white",
  warning: "bg-amber-300 text-black",
};

export function Toaster() {
  const toasts = useToasts();
  const { t } = useT();
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3">
      <div role="status" aria-live="polite" className="contents">
        {toasts.filter((x) => x.type !== "error").map((x) => (
          <ToastItem key={x.id} id={x.id} type={x.type} message={x.message} close={t("shell.close")} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className="contents">
        {toasts.filter((x) => x.type === "error").map((x) => (
          <ToastItem key={x.id} id={x.id} type={x.type} message={x.message} close={t("shell.close")} />
        ))}
      </div>
    </div>
  );
}

function ToastItem({ id, type, message, close }: { id: number; type: ToastType; message: string; close: string }) {
  return (
    <div data-testid={`toast-${type}`} className={`pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-lg px-4 py-3 text-sm shadow-lg ${STYLE[type]}`}>
      <span className="flex-1">{message}</span>
      <button type="button" onClick={() => dismissToast(id)} aria-label={close} className="rounded p-1">
        <X aria-hidden="true" size={16} />
      </button>
    </div>
  );
}
