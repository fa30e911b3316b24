import { useT } from "../../lib/use-t";

/** Debug mode keeps a disabled site visible; everyone sees that it is in debug mode (spec §1). */
export function DebugBanner() {
  const { t } = useT();
  return (
    <p role="status" data-testid="debug-banner" className="bg-warning-soft px-4 py-2 text-center text-small font-semibold text-warning">
      {t("shell.debugBanner")}
    </p>
  );
}
