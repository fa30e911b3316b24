// A shop's opening hours per weekday, Monday first, in the visitor's language.
import { LOCALE_OF_LANG } from "../../../domain/money";
import { WEEKDAYS, type Lang, type OpeningHours as Hours } from "../../../domain/types";
import { useT } from "../../lib/use-t";

const weekdayNames = new Map<Lang, string[]>();

/** 'lundi', 'Monday'...: 2024-01-01 was a Monday. Worked out once per language. */
function weekdayName(index: number, lang: Lang): string {
  let names = weekdayNames.get(lang);
  if (!names) {
    const format = new Intl.DateTimeFormat(LOCALE_OF_LANG[lang], { weekday: "long", timeZone: "UTC" });
    names = Array.from({ length: 7 }, (_, i) => {
      const name = format.format(new Date(Date.UTC(2024, 0, 1 + i)));
      return name.charAt(0).toUpperCase() + name.slice(1);
    });
    weekdayNames.set(lang, names);
  }
  return names[index]!;
}

export function OpeningHours({ hours, lang }: { hours: Hours; lang: Lang }) {
  const { t } = useT();
  return (
    <table className="w-full text-sm" data-testid="opening-hours">
      <tbody>
        {WEEKDAYS.map((day, i) => {
          const opening = hours[day];
          const ranges = opening?.hours ?? [];
          let text = t("catalogue.shop.closed");
          if (opening?.status === "day" && ranges.length > 0) text = `${ranges[0]!.start} – ${ranges[ranges.length - 1]!.end}`;
          if (opening?.status === "pause" && ranges.length > 0) text = ranges.map((r) => `${r.start} – ${r.end}`).join(", ");
          return (
            <tr key={day} className="border-b border-black/5 last:border-b-0">
              <th scope="row" className="py-1.5 pr-4 text-left font-normal">
                {weekdayName(i, lang)}
              </th>
              <td className={`py-1.5 text-right ${text === t("catalogue.shop.closed") ? "text-ink-muted" : ""}`}>{text}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
