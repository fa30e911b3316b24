// Toasts (spec §8, §9): success, error, info, warning for 3000 ms, in a live region so screen
// readers announce them (errors assertively). Their look is the design system's ToastCard.
import { dismissToast, useToasts } from "../../lib/toast";
import { useT } from "../../lib/use-t";
import { ToastCard } from "../ui/toast";

export function Toaster() {
  const toasts = useToasts();
  const { t } = useT();
  return (
    <div className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-gutter md:top-5">
      <div role="status" aria-live="polite" className="contents">
        {toasts.filter((x) => x.type !== "error").map((x) => (
          <ToastCard key={x.id} type={x.type} message={x.message} onDismiss={() => dismissToast(x.id)} closeLabel={t("shell.close")} />
        ))}
      </div>
      <div role="alert" aria-live="assertive" className="contents">
        {toasts.filter((x) => x.type === "error").map((x) => (
          <ToastCard key={x.id} type={x.type} message={x.message} onDismiss={() => dismissToast(x.id)} closeLabel={t("shell.close")} />
        ))}
      </div>
    </div>
  );
}
