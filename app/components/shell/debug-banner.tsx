import { useT } from "../../lib/use-t";

/** Debug mode keeps a disabled site visible; everyone sees that it is in debug mode (spec §1). */
export function DebugBanner() {
  const { t } = useT();
  return (
    <p role="status" data-testid="debug-banner" className="bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-black">
      {t("shell.debugBanner")}
    </p>
  );
}
