// The agenda's live link: an EventSource on /admin/agenda/events for the shop shown; a change on
// one of the days shown reloads the page's data (React Router's revalidation, no page reload),
// and so does coming back after a lost connection (what changed meanwhile). Shown as a small
// 'live' mark while connected; each update is said to screen readers.
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { adminPath } from "../../lib/admin-paths";
import { useT } from "../../lib/use-t";

export function AgendaLive({ shopId, dates }: { shopId: number; dates: string[] }) {
  const { t, lang } = useT();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [live, setLive] = useState(false);
  const [updates, setUpdates] = useState(0);
  const shown = dates.join(",");

  useEffect(() => {
    const days = new Set(shown.split(","));
    const source = new EventSource(`${adminPath(lang, "/agenda/events")}?shop=${shopId}`);
    let dropped = false;
    source.onopen = () => {
      setLive(true);
      if (dropped) void revalidate.current();
      dropped = false;
    };
    source.onerror = () => {
      setLive(false);
      dropped = true;
    };
    source.addEventListener("agenda", (event) => {
      const { date } = JSON.parse((event as MessageEvent<string>).data) as { date: string };
      if (!days.has(date)) return;
      void revalidate.current();
      setUpdates((n) => n + 1);
    });
    return () => source.close();
  }, [shopId, shown, lang]);

  return (
    <>
      <p className={live ? "inline-flex items-center gap-2 self-start rounded-pill bg-page px-3 py-1 text-caption font-semibold text-ink ring-1 ring-line" : "sr-only"} data-testid="agenda-live" data-live={live ? "" : undefined}>
        <span aria-hidden="true" className={live ? "size-2 rounded-pill bg-success" : "hidden"} />
        {live && t("admin.agenda.live")}
      </p>
      <p className="sr-only" role="status" data-testid="agenda-updates" data-updates={updates}>
        {updates > 0 ? t("admin.agenda.updated") : ""}
      </p>
    </>
  );
}
