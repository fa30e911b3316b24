// A shop's opening hours in the visitor's language, Monday first: this week's, with its closed and
// open days applied and today marked, when the layout computed them (domain/week-hours.ts); else
// the usual hours per weekday. And the line a visitor looks for first: 'Open now · closes at 19:00'.
import { intlFormatter, remembered } from "../../../domain/intl";
import { LOCALE_OF_LANG } from "../../../domain/money";
import {
  WEEKDAYS,
  type Lang,
  type OpeningHours as Hours,
  type Weekday,
} from "../../../domain/types";
import type { OpenState, WeekHoursDay } from "../../../domain/week-hours";
import { useT } from "../../lib/use-t";

type TFunction = ReturnType<typeof useT>["t"];

/** 'lundi', 'Monday'...: 2024-01-01 was a Monday. */
function weekdayName(day: Weekday, lang: Lang): string {
  const i = WEEKDAYS.indexOf(day);
  return remembered(`weekday|${lang}|${i}`, () =>
    intlFormatter(`weekday|${lang}`, () => new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], { weekday: "long", timeZone: "UTC" })).format(new Date(Date.UTC(2024, 0, 1 + i))),
  );
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 'Open now · closes at 19:00', 'Closed · opens tomorrow at 10:00', or just 'Closed' when no opening is near. */
export function openStateWords(
  state: OpenState,
  lang: Lang,
  t: TFunction,
): { open: boolean; status: string; detail: string | null } {
  if (state.open)
    return {
      open: true,
      status: t("catalogue.shop.openNow"),
      detail: t("catalogue.shop.closesAt", { time: state.closes.time }),
    };
  const next = state.opens;
  if (!next)
    return { open: false, status: t("catalogue.shop.closed"), detail: null };
  const time = next.time;
  const detail =
    next.relative === "today"
      ? t("catalogue.shop.opensToday", { time })
      : next.relative === "tomorrow"
        ? t("catalogue.shop.opensTomorrow", { time })
        : next.relative === "weekday"
          ? t("catalogue.shop.opensWeekday", {
              time,
              weekday: weekdayName(next.weekday, lang),
            })
          : t("catalogue.shop.opensDate", {
              time,
              date: remembered(`dayMonth|${lang}|${next.date}`, () =>
                intlFormatter(`dayMonth|${lang}`, () => new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], { day: "numeric", month: "long", timeZone: "UTC" })).format(new Date(`${next.date}T12:00:00Z`)),
              ),
            });
  return { open: false, status: t("catalogue.shop.closed"), detail };
}

export function OpenNow({
  state,
  className = "",
}: {
  state: OpenState;
  className?: string;
}) {
  const { t, lang } = useT();
  const words = openStateWords(state, lang as Lang, t);
  return (
    <p
      className={`flex items-center gap-2 text-small ${className}`}
      data-testid="open-now"
    >
      <span
        aria-hidden="true"
        className={`size-2 shrink-0 rounded-full ${words.open ? "bg-success" : "bg-ink-muted"}`}
      />
      <strong className={words.open ? "text-success" : ""}>
        {words.status}
      </strong>
      {words.detail && <span className="text-ink-muted">· {words.detail}</span>}
    </p>
  );
}

/** One range per line ('09:30 – 13:00', '14:00 – 19:00'), never broken inside a range; null when closed. */
const ranges = (
  status: string,
  hours: readonly { start: string; end: string }[],
) =>
  status === "closed" || hours.length === 0
    ? null
    : status === "day"
      ? [`${hours[0]!.start} – ${hours[hours.length - 1]!.end}`]
      : hours.map((r) => `${r.start} – ${r.end}`);

export function OpeningHours({
  hours,
  week,
  lang,
}: {
  /** the usual hours, drawn when this week's are not given (a page with `week` may leave them out) */
  hours?: Hours;
  week?: readonly WeekHoursDay[];
  lang: Lang;
}) {
  const { t } = useT();
  const rows =
    week ??
    WEEKDAYS.map((day) => ({
      weekday: day,
      status: hours?.[day]?.status ?? "closed",
      hours: hours?.[day]?.hours ?? [],
      exception: null,
      today: false,
      date: day,
    }));
  return (
    <table className="w-full text-sm" data-testid="opening-hours">
      <tbody>
        {rows.map((row) => {
          const text = ranges(row.status, row.hours);
          const note =
            row.exception === "open_day"
              ? t("catalogue.shop.exceptionOpen")
              : row.exception === "closed_day"
                ? t("catalogue.shop.exceptionClosed")
                : null;
          return (
            <tr
              key={row.date}
              className={`border-b border-black/5 last:border-b-0 ${row.today ? "font-semibold" : ""}`}
              aria-current={row.today ? "date" : undefined}
            >
              <th
                scope="row"
                className={`py-1.5 pr-4 text-left align-top ${row.today ? "font-semibold" : "font-normal"}`}
              >
                {capital(weekdayName(row.weekday, lang))}
                {row.today && (
                  <span className="ml-2 rounded-full bg-surface-soft px-2 py-0.5 text-xs">
                    {t("catalogue.shop.today")}
                  </span>
                )}
              </th>
              <td
                className={`py-1.5 text-right align-top tabular-nums ${text ? "" : "text-ink-muted"}`}
              >
                {text
                  ? text.map((r) => (
                      <span key={r} className="block whitespace-nowrap">
                        {r}
                      </span>
                    ))
                  : t("catalogue.shop.closed")}
                {note && (
                  <span className="block text-xs font-normal text-ink-muted">
                    {note}
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
