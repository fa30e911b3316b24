// The bell (spec §2): the current events and the alerts, with a red badge showing 1 until they are
// viewed (remembered in this browser, per set of events and alerts). An event opens the events
// popup at it, an alert the alerts popup; an alert's reserve button books its service, through
// the shop chooser when the business has several shops. The page says only whether the bell rings
// (and for what, for the badge); what it holds is asked when it is opened, a skeleton meanwhile
// (decision 295).
import { Bell, CalendarHeart, Info } from "../ui/icons";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Loading, SkeletonText } from "../ui/skeleton";
import type { loader as bellLoader } from "../../routes/shell-bell";
import { leadOfHtml } from "../../../domain/magazine";
import { useLayoutData, useShell } from "../../lib/shell-data";
import { useT } from "../../lib/use-t";
import type { PageAlert } from "../content/alerts-popup";
import { closeMenus, MenuDisclosure } from "./menu";

const SEEN_KEY = "vitrine.alertsSeen";
// The popups' code loads when a visitor opens one.
const EventPopup = lazy(() => import("../content/event-popup").then((m) => ({ default: m.EventPopup })));
const AlertsPopup = lazy(() => import("../content/alerts-popup").then((m) => ({ default: m.AlertsPopup })));
const ShopPickerDialog = lazy(() => import("../catalogue/shop-picker-dialog").then((m) => ({ default: m.ShopPickerDialog })));

/** An event in the bell: its first line (its heading, usually) in bold, then the start of the rest. */
function EventLine({ html }: { html: string }) {
  const { lead, rest } = leadOfHtml(html);
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-semibold">{lead}</span>
      {rest && <span className="line-clamp-2 text-ink-muted">{rest}</span>}
    </span>
  );
}

type Open = { kind: "events" | "alerts"; at: number } | { kind: "picker"; articleId: number } | null;

export function BellMenu() {
  const layout = useLayoutData();
  const { lang, href } = useShell();
  const { t } = useT();
  const signature = layout?.bell ?? "";
  const content = useFetcher<typeof bellLoader>();
  // what the bell holds, once asked for this set of events and alerts
  const asked = useRef<string | null>(null);
  const held = asked.current === signature ? content.data : undefined;
  const events = held?.events ?? [];
  const alerts = held?.alerts ?? [];
  const [unseen, setUnseen] = useState(false);
  const [open, setOpen] = useState<Open>(null);
  // The menu closes when a popup opens: the focus then comes back to the bell itself.
  const bell = useRef<HTMLElement | null>(null);
  useEffect(() => {
    try {
      setUnseen(localStorage.getItem(SEEN_KEY) !== signature);
    } catch {
      setUnseen(true);
    }
  }, [signature]);
  if (signature === "") return null;
  const opened = () => {
    // asked once per set of events and alerts (a failed answer is the layout's error page)
    if (asked.current !== signature) {
      asked.current = signature;
      void content.load(href("/shell/bell"));
    }
    markSeen();
  };
  const markSeen = () => {
    setUnseen(false);
    try {
      localStorage.setItem(SEEN_KEY, signature);
    } catch {
      /* private mode: the badge comes back next time */
    }
  };
  const show = (next: Open, from?: HTMLElement) => {
    if (from) bell.current = from.closest("details")?.querySelector("summary") ?? null;
    closeMenus();
    setOpen(next);
  };
  const close = () => setOpen(null);
  const reserve = (alert: PageAlert) => alert.reserve?.articleId != null && show({ kind: "picker", articleId: alert.reserve.articleId });
  const picking = open?.kind === "picker" ? held?.reservable[open.articleId] : undefined;
  const item = "flex w-full items-start gap-3 rounded-md p-3 text-left hover:bg-surface-soft focus-visible:bg-surface-soft";
  const heading = "px-3 pb-1 pt-2 text-[0.75rem] font-semibold uppercase tracking-wide text-ink-muted";
  return (
    <>
      <MenuDisclosure
        onOpen={opened}
        srLabel
        label={unseen ? t("shell.alertsUnseen") : t("shell.alerts")}
        testId="bell-menu"
        summary={
          <span className="relative">
            <Bell aria-hidden="true" size={22} />
            {unseen && (
              <span aria-hidden="true" data-testid="bell-badge" className="absolute -right-1.5 -top-1.5 min-w-[1.125rem] rounded-full bg-danger px-1 text-center text-[0.6875rem] font-semibold leading-[1.125rem] text-white ring-2 ring-page">
                1
              </span>
            )}
          </span>
        }
      >
        <div className="flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-1">
          {!held && (
            <Loading className="flex flex-col gap-4 p-3">
              <SkeletonText lines={2} />
              <SkeletonText lines={2} />
            </Loading>
          )}
          {events.length > 0 && (
            <section aria-label={t("content.bell.events")}>
              <p aria-hidden="true" className={heading}>
                {t("content.bell.events")}
              </p>
              <ul>
                {events.map((event, i) => (
                  <li key={event.id}>
                    <button type="button" className={item} aria-haspopup="dialog" onClick={(e) => show({ kind: "events", at: i }, e.currentTarget)} data-testid="bell-event">
                      <CalendarHeart aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-accent-ink" />
                      <EventLine html={event.html} />
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {alerts.length > 0 && (
            <section aria-label={t("content.bell.alerts")}>
              <p aria-hidden="true" className={heading}>
                {t("content.bell.alerts")}
              </p>
              <ul>
                {alerts.map((alert, i) => (
                  <li key={alert.key}>
                    <button type="button" className={item} aria-haspopup="dialog" onClick={(e) => show({ kind: "alerts", at: i }, e.currentTarget)} data-testid="bell-alert">
                      <Info aria-hidden="true" size={18} className="mt-0.5 shrink-0 text-accent-ink" />
                      <span className="line-clamp-3">{alert.body}</span>
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </MenuDisclosure>
      <Suspense fallback={null}>
        {open?.kind === "events" && <EventPopup events={events} open start={open.at} onClose={close} lang={lang} returnFocus={bell} />}
        {open?.kind === "alerts" && <AlertsPopup alerts={alerts} open start={open.at} onClose={close} onReserve={reserve} returnFocus={bell} />}
        {picking && held && (
          <ShopPickerDialog
            open
            onClose={close}
            mode="book"
            article={picking.article}
            category={picking.category}
            shops={held.pickerShops}
            lang={lang}
                        testId="shop-chooser"
          />
        )}
      </Suspense>
    </>
  );
}
