// A thin bar in the business's colour at the top of the page while a page change or a form
// submission takes longer than 200 ms (spec §9: throttle 200 ms, duration 5000 ms), so a fast
// answer does not flash it; announced as a progress bar; static under reduced motion.
import { useEffect, useState } from "react";
import { useFetchers, useNavigation } from "react-router";
import { useT } from "../../lib/use-t";

export const PROGRESS_THROTTLE_MS = 200;

export function NavigationProgress() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const { t } = useT();
  const busy = navigation.state !== "idle" || fetchers.some((f) => f.state === "submitting");
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), PROGRESS_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [busy]);
  if (!shown) return null;
  return (
    <div role="progressbar" aria-label={t("ui.loading")} data-testid="navigation-progress" className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-[3px]">
      <div className="vt-progress h-full bg-primary" />
    </div>
  );
}
