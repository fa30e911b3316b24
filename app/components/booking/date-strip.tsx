// The booking step's days: a strip of STRIP_DAYS dates, earlier and later by as many; a day
// without a free slot for the chosen person is greyed out.
import { ISO } from "../../lib/i18n";
import { useT } from "../../lib/use-t";
import { useBookingContext } from "./context";

/** How many days the date strip shows at once. */
export const STRIP_DAYS = 14;

export function DateStrip(props: {
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
  // A calendar date at noon UTC names its weekday the same everywhere.
  const dayFormat = new Intl.DateTimeFormat(ISO[lang], { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  return (
    <div>
      <div className="mb-2 flex items-center justify-between">
        <h3 className="text-lg">{t("booking.step.date")}</h3>
        <div className="flex gap-2 text-sm">
          <button type="button" className="rounded border border-black/20 px-3 py-1 disabled:opacity-40" disabled={!props.canGoEarlier} onClick={props.onEarlier}>
            {t("booking.step.earlier")}
          </button>
          <button type="button" className="rounded border border-black/20 px-3 py-1" onClick={props.onLater}>
            {t("booking.step.later")}
          </button>
        </div>
      </div>
      {props.state === "failed" ? (
        <p role="alert">{t("booking.step.failed")}</p>
      ) : props.state === "loading" ? (
        <p aria-live="polite">{t("booking.loading")}</p>
      ) : (
        <ul className="flex gap-2 overflow-x-auto pb-2" data-testid="date-strip">
          {props.days.map((d) => {
            const selected = props.selected === d.date;
            return (
              <li key={d.date} className="shrink-0">
                <button
                  type="button"
                  disabled={!d.open}
                  aria-pressed={selected}
                  className={`w-20 rounded border px-2 py-2 text-center text-sm ${selected ? "border-primary bg-primary text-white" : "border-black/20"} disabled:opacity-40`}
                  onClick={() => props.onSelect(d.date)}
                >
                  {dayFormat.format(new Date(`${d.date}T12:00:00Z`))}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
