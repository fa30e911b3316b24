// One figure of the statistics page: its chart and, beside it, the same numbers as a table (what a
// screen reader reads, and what the CSV export writes).
import type { ReactNode } from "react";
import { percentText } from "../../lib/percent";
import type { Cell, StatTable } from "../../lib/statistics-tables";
import { useMoney } from "../ui/price";
import { useT } from "../../lib/use-t";

export function useCellText() {
  const money = useMoney();
  const { t, lang } = useT();
  return (c: Cell) => ("text" in c ? c.text : "count" in c ? String(c.count) : "cents" in c ? money(c.cents) : c.percent === null ? t("admin.stat.noHours") : percentText(c.percent, lang));
}

export function StatFigure({ table, chart, legend }: { table: StatTable; chart: ReactNode; legend?: ReactNode }) {
  const text = useCellText();
  const { t } = useT();
  return (
    <section aria-labelledby={`stat-${table.id}`} className="flex flex-col gap-4 rounded-lg bg-page p-4 shadow-soft ring-1 ring-line md:p-5" data-testid={`stat-${table.id}`}>
      <h2 id={`stat-${table.id}`} className="font-title text-xl text-ink">{table.title}</h2>
      {table.rows.length === 0 ? (
        <p className="text-small text-ink-muted">{t("admin.stat.nothing")}</p>
      ) : (
        <div className="grid items-start gap-5 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="flex min-w-0 flex-col gap-2">
            {chart}
            {legend}
          </div>
          <div className="min-w-0 overflow-x-auto">
            <table className="w-full border-collapse text-small">
              <caption className="sr-only">{table.title}</caption>
              <thead>
                <tr className="border-b border-line-strong text-left">
                  {table.head.map((h, i) => (
                    <th key={h} scope="col" className={i === 0 ? "py-2 pr-3 font-semibold text-ink" : "py-2 pl-3 text-right font-semibold text-ink"}>{h}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, r) => (
                  <tr key={r} className="border-b border-line last:border-0">
                    {row.map((c, i) =>
                      i === 0 ? (
                        <th key={i} scope="row" className="py-2 pr-3 text-left font-normal text-ink">{text(c)}</th>
                      ) : (
                        <td key={i} className="whitespace-nowrap py-2 pl-3 text-right tabular-nums text-ink">{text(c)}</td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </section>
  );
}
