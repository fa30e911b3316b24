// Tabs (WAI-ARIA APG, automatic activation): a tablist of links, one Tab stop, arrow keys, Home and
// End move and select; the chosen tab is the address's `tab` parameter (spec §2), so a shared link
// opens the same tab, and an unknown value opens the first. Each tab is a real link (`?tab=…`):
// without script it still works, with script the click only swaps the panel and rewrites the address.
import { useEffect, useState, type MouseEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import { cx } from "./cx";
import { useRovingFocus } from "./use-roving-focus";

export const TAB_PARAM = "tab";

export interface TabItem {
  /** the tab's name in the address (`?tab=prices`) */
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

/** The tab the address asks for, or the first when it asks for none or for one that is not there. */
export function chosenTab(ids: readonly string[], asked: string | null | undefined): string {
  return asked && ids.includes(asked) ? asked : (ids[0] ?? "");
}

/** The address (path, query, hash) with `tab` set to `id`; the first tab's address stays clean of it. */
export function addressWithTab(address: string, id: string, first: string): string {
  const url = new URL(address, "http://here");
  if (id === first) url.searchParams.delete(TAB_PARAM);
  else url.searchParams.set(TAB_PARAM, id);
  return url.pathname + url.search + url.hash;
}

export function Tabs({ tabs, label, name, className, testId }: { tabs: readonly TabItem[]; label: string; name: string; className?: string; testId?: string }) {
  const location = useLocation();
  const ids = tabs.map((t) => t.id);
  const asked = new URLSearchParams(location.search).get(TAB_PARAM);
  // Each tab's own address: its link before any script runs, and what the address becomes on a choice.
  const addressOf = (id: string, current: string) => addressWithTab(current, id, ids[0]!);
  const [selected, setSelected] = useState(() => chosenTab(ids, asked));
  // A link to this page with another `tab` selects it (the address changed under us).
  useEffect(() => setSelected(chosenTab(ids, asked)), [asked, ids.join(" ")]); // eslint-disable-line react-hooks/exhaustive-deps
  const index = Math.max(0, ids.indexOf(selected));

  const select = (id: string) => {
    setSelected(id);
    // The address keeps the choice without a navigation: nothing is fetched for a tab.
    window.history.replaceState(window.history.state, "", addressOf(id, window.location.pathname + window.location.search + window.location.hash));
  };
  const roving = useRovingFocus({ count: tabs.length, selected: index, orientation: "horizontal", loop: true, onMove: (i) => select(ids[i]!) });
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    select(id);
  };
  const tabId = (id: string) => `${name}-tab-${id}`;
  const panelId = (id: string) => `${name}-panel-${id}`;

  return (
    <div className={cx("flex flex-col gap-5", className)} data-testid={testId}>
      <div role="tablist" aria-label={label} className="-mx-1 flex gap-1 overflow-x-auto border-b border-line px-1 [scrollbar-width:none]">
        {tabs.map((tab, i) => {
          const on = tab.id === selected;
          return (
            <a
              key={tab.id}
              {...roving.itemProps(i)}
              role="tab"
              id={tabId(tab.id)}
              href={addressOf(tab.id, location.pathname + location.search)}
              aria-selected={on}
              aria-controls={panelId(tab.id)}
              onClick={(e) => onClick(e, tab.id)}
              className={cx(
                "-mb-px inline-flex min-h-11 shrink-0 items-center whitespace-nowrap border-b-2 px-3 text-small font-semibold transition-colors duration-150",
                "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary",
                on ? "border-primary text-ink" : "border-transparent text-ink-muted hover:text-ink",
              )}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} role="tabpanel" id={panelId(tab.id)} aria-labelledby={tabId(tab.id)} tabIndex={0} hidden={tab.id !== selected} className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary">
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
