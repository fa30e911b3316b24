// The booking step's days: a strip of STRIP_DAYS dates, earlier and later by as many. It is a radio
// group with a roving Tab stop: one Tab enters it on the chosen day, the arrows move the choice,
// Home and End go to the ends, full days are skipped and say so. The range it shows is written
// above it, and the row scrolls to keep the chosen day in view.
import { ChevronLeft, ChevronRight } from "../ui/icons";
import { useCallback, useEffect, useRef } from "react";
import { ISO } from "../../lib/i18n";
import { useT } from "../../lib/use-t";
import { IconButton } from "../ui/button";
import { cx } from "../ui/cx";
import { Skeleton } from "../ui/skeleton";
import { useRovingFocus } from "../ui/use-roving-focus";
import { useBookingContext } from "./context";

/** How many days the date strip shows at once. */
export const STRIP_DAYS = 14;

/** A calendar date at noon UTC names its weekday the same everywhere. */
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

export function DateStrip(props: {
  /** the strip's days (all STRIP_DAYS of them, or none while loading) */
  days: { date: string; open: boolean }[];
  selected: string | null;
  canGoEarlier: boolean;
  onEarlier: () => void;
  onLater: () => void;
  onSelect: (date: string) => void;
  /** the slots could not be loaded, or are still loading */
  state: "failed" | "loading" | "ready";
}) {
  const { t } = useT();
  const { lang } = useBookingContext();
  const locale = ISO[lang];
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
  const dayNumber = new Intl.DateTimeFormat(locale, { day: "numeric", timeZone: "UTC" });
  const month = new Intl.DateTimeFormat(locale, { month: "short", timeZone: "UTC" });
  const full = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const range = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", timeZone: "UTC" });
  const { days } = props;
  const selectedIndex = days.findIndex((d) => d.date === props.selected);
  const isDisabled = useCallback((i: number) => !days[i]?.open, [days]);
  const roving = useRovingFocus({ count: days.length, selected: selectedIndex, orientation: "horizontal", isDisabled, onMove: (i) => props.onSelect(days[i]!.date) });
  const row = useRef<HTMLDivElement>(null);

  // The chosen day stays in view (a strip that starts later, a day chosen by the keys).
  useEffect(() => {
    const el = row.current?.querySelector<HTMLElement>('[aria-checked="true"]');
    if (el && row.current) row.current.scrollTo({ left: Math.max(0, el.offsetLeft - row.current.clientWidth / 2 + el.clientWidth / 2), behavior: "instant" as ScrollBehavior });
  }, [props.selected, days.length]);

  const first = days[0]?.date;
  const last = days[days.length - 1]?.date;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col">
          <h3 id="booking-date-title" className="font-title text-h3">
            {t("booking.step.date")}
          </h3>
          {first && last && (
            <p className="text-small text-ink-muted" data-testid="date-range">
              {t("booking.step.range", { from: range.format(noon(first)), to: range.format(noon(last)) })}
            </p>
          )}
        </div>
        <div className="flex shrink-0 gap-1">
          <IconButton icon={ChevronLeft} label={t("booking.step.earlier")} disabled={!props.canGoEarlier} onClick={props.onEarlier} className="border border-line-strong disabled:opacity-40" />
          <IconButton icon={ChevronRight} label={t("booking.step.later")} onClick={props.onLater} className="border border-line-strong" />
        </div>
      </div>
      {props.state === "failed" ? (
        <p role="alert" className="rounded-md bg-danger-soft px-4 py-3 text-small text-danger">
          {t("booking.step.failed")}
        </p>
      ) : props.state === "loading" ? (
        <div aria-hidden="true" className="flex gap-2 overflow-hidden py-1" data-testid="date-strip-loading">
          {Array.from({ length: 7 }, (_, i) => (
            <Skeleton key={i} className="h-[4.5rem] w-14 shrink-0 rounded-md" />
          ))}
        </div>
      ) : (
        <div className="relative">
          <div ref={row} role="radiogroup" aria-labelledby="booking-date-title" className="vt-scroll-row -mx-1 gap-2 px-1 py-1" data-testid="date-strip">
            {days.map((d, i) => {
              const selected = i === selectedIndex;
              const date = noon(d.date);
              return (
                <button
                  key={d.date}
                  type="button"
                  role="radio"
                  aria-checked={selected}
                  aria-disabled={!d.open || undefined}
                  aria-label={d.open ? full.format(date) : t("booking.step.dayFull", { day: full.format(date) })}
                  onClick={() => d.open && props.onSelect(d.date)}
                  {...roving.itemProps(i)}
                  className={cx(
                    "flex h-[4.5rem] w-14 shrink-0 snap-start flex-col items-center justify-center rounded-md border text-small transition-colors",
                    selected ? "border-button bg-button text-button-ink" : "border-line-strong bg-page hover:border-ink",
                    !d.open && "border-dashed text-ink-muted opacity-60 hover:border-line-strong",
                  )}
                >
                  <span className="text-caption capitalize">{weekday.format(date).replace(".", "")}</span>
                  <span className="text-body font-semibold" data-numeric="">
                    {dayNumber.format(date)}
                  </span>
                  <span className="text-caption">{month.format(date).replace(".", "")}</span>
                </button>
              );
            })}
          </div>
          {/* The row goes on past the edge: a soft fade says so on both sides. */}
          <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 w-6 bg-gradient-to-l from-page to-transparent" />
        </div>
      )}
    </div>
  );
}
