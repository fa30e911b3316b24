// The events popup (spec §2): a slider of the current events — image, dates when the event shows
// them, body, the link button ('more info' by default) — advancing by itself every 10 s when there
// is more than one, with dots and a counter; 600 px high on phones, 750 px on desktops. A dialog of
// the design system (focus inside, Escape closes). The slideshow stops while the pointer or the
// focus is in it, when the visitor pauses it, and never starts when they ask for reduced motion.
import { ChevronLeft, ChevronRight, Pause, Play } from "../ui/icons";
import { useEffect, useState, type RefObject } from "react";
import { localePath } from "../../../domain/service-url";
import type { Lang } from "../../../domain/types";
import type { PageEvent } from "../../lib/content.server";
import { useT } from "../../lib/use-t";
import { Picture } from "../catalogue/picture";
import { Button, IconButton } from "../ui/button";
import { Counter } from "../ui/counter";
import { cx } from "../ui/cx";
import { Dialog } from "../ui/dialog";
import { formatDay } from "./format";
import { PROSE } from "./post-card";

export const EVENT_ADVANCE_MS = 10_000;

function useReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const change = () => setReduced(query.matches);
    query.addEventListener("change", change);
    return () => query.removeEventListener("change", change);
  }, []);
  return reduced;
}

export function EventPopup({
  events,
  open,
  start = 0,
  onClose,
  lang,
  advanceMs = EVENT_ADVANCE_MS,
  returnFocus,
}: {
  events: readonly PageEvent[];
  open: boolean;
  start?: number;
  onClose: () => void;
  lang: Lang;
  advanceMs?: number;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const { t } = useT();
  const [index, setIndex] = useState(start);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const reduced = useReducedMotion();
  const count = events.length;
  const auto = open && count > 1 && !reduced && !paused && !held;

  useEffect(() => {
    if (open) setIndex(Math.min(start, Math.max(0, count - 1)));
  }, [open, start, count]);

  useEffect(() => {
    if (!auto) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), advanceMs);
    return () => window.clearInterval(timer);
  }, [auto, count, advanceMs]);

  const event = events[index];
  if (!event) return null;
  const go = (to: number) => setIndex(((to % count) + count) % count);
  const dates = event.start === event.end ? t("content.event.day", { day: formatDay(event.start, lang) }) : t("content.event.dates", { start: formatDay(event.start, lang), end: formatDay(event.end, lang) });

  return (
    <Dialog open={open} onClose={onClose} title={t("content.event.title")} width="48rem" testId="event-popup" returnFocus={returnFocus}>
      <div
        className="flex flex-col gap-4"
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setHeld(false)}
      >
        <div
          role="group"
          aria-roledescription="slide"
          aria-label={t("content.event.counter", { n: index + 1, total: count })}
          aria-live={auto ? "off" : "polite"}
          data-testid="event-slide"
          data-index={index}
          className="flex h-[600px] max-h-[62vh] flex-col overflow-hidden rounded-lg bg-surface-soft md:h-[750px] md:max-h-[70vh]"
        >
          {event.image && <Picture image={event.image} lang={lang} sizes="(min-width: 768px) 48rem, 100vw" eager className="h-1/2 w-full shrink-0 object-cover" />}
          <div className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-5">
            {event.showDates && (
              <p className="text-small font-semibold text-accent-ink" data-testid="event-dates">
                {dates}
              </p>
            )}
            <div className={PROSE} dangerouslySetInnerHTML={{ __html: event.html }} />
            {event.link &&
              (event.link.url.startsWith("/") ? (
                <Button to={localePath(event.link.url, lang)} onClick={onClose} variant="secondary" size="sm" className="mt-auto self-start" data-testid="event-link">
                  {event.link.title || t("content.event.moreInfo")}
                </Button>
              ) : (
                <Button href={event.link.url} variant="secondary" size="sm" className="mt-auto self-start" data-testid="event-link">
                  {event.link.title || t("content.event.moreInfo")}
                </Button>
              ))}
          </div>
        </div>
        {count > 1 && (
          <div className="flex items-center justify-between gap-2">
            <IconButton icon={ChevronLeft} label={t("content.event.previous")} onClick={() => go(index - 1)} data-testid="event-previous" />
            <div className="flex items-center gap-1">
              {events.map((e, i) => (
                <button
                  key={e.id}
                  type="button"
                  aria-label={t("content.event.goTo", { n: i + 1 })}
                  aria-current={i === index ? "true" : undefined}
                  onClick={() => go(i)}
                  className="flex size-8 items-center justify-center rounded-pill"
                >
                  <span aria-hidden="true" className={cx("block size-2.5 rounded-pill transition-colors", i === index ? "bg-ink" : "bg-line-strong")} />
                </button>
              ))}
              <Counter n={index + 1} total={count} className="ml-2" testId="event-counter" />
            </div>
            <div className="flex items-center">
              {!reduced && (
                <IconButton icon={paused ? Play : Pause} label={t(paused ? "content.event.play" : "content.event.pause")} onClick={() => setPaused((p) => !p)} data-testid="event-pause" />
              )}
              <IconButton icon={ChevronRight} label={t("content.event.next")} onClick={() => go(index + 1)} data-testid="event-next" />
            </div>
          </div>
        )}
      </div>
    </Dialog>
  );
}
