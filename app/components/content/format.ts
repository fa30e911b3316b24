// Days of the business's content as the visitor reads them: '26 décembre 2026', 'December 26, 2026'.
import type { Lang } from "../../../domain/types";
import { intlFormatter, remembered } from "../../../domain/intl";
import { ISO } from "../../lib/i18n";

/** A local day (YYYY-MM-DD) in words; read at noon UTC so no time zone moves it. */
export function formatDay(day: string, lang: Lang, withWeekday = false): string {
  return remembered(`day|${lang}|${day}|${withWeekday ? "weekday" : ""}`, () =>
    intlFormatter(`day|${lang}|${withWeekday ? "weekday" : ""}`, () =>
      new Intl.DateTimeFormat(ISO[lang], { day: "numeric", month: "long", year: "numeric", ...(withWeekday ? { weekday: "long" } : {}), timeZone: "UTC" }),
    ).format(new Date(`${day}T12:00:00Z`)),
  );
}
