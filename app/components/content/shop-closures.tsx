// A shop's exceptional closures to come (the closed days of the API), on the contact and shop pages
// (their loaders send them: app/lib/frame.server.ts).
import { CalendarX } from "../ui/icons";
import { useShell } from "../../lib/shell-data";
import { useT } from "../../lib/use-t";
import { formatDay } from "./format";

export function ShopClosures({ days, className }: { days: readonly { date: string; label: string }[] | undefined; className?: string }) {
  const { lang } = useShell();
  const { t } = useT();
  if (!days || days.length === 0) return null;
  return (
    <section className={`rounded-md bg-warning-soft p-4 text-warning ${className ?? ""}`} data-testid="shop-closures">
      <h3 className="mb-2 flex items-center gap-2 font-semibold">
        <CalendarX aria-hidden="true" size={18} />
        {t("content.closures.title")}
      </h3>
      <ul className="flex flex-col gap-1 text-small">
        {days.map((d) => (
          <li key={d.date}>
            <time dateTime={d.date} className="first-letter:uppercase">
              {formatDay(d.date, lang, true)}
            </time>
            {d.label && <span> — {d.label}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
