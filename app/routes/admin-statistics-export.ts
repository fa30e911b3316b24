// /admin/statistics/export: the statistics page's tables as one CSV file (same address filter as
// the page), columns named in the page's language, amounts in euros with two decimals. English
// gets commas and a decimal point; the other languages the semicolons and decimal comma their
// spreadsheets expect.
import type { Route } from "./+types/admin-statistics-export";
import { centsForCsv, toCsv } from "../../domain/statistics";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { message } from "../lib/i18n";
import { overviewQuery, statisticsFilter } from "../lib/statistics-filter";
import { statisticsTables, type Cell } from "../lib/statistics-tables";
import type { Lang } from "../../domain/types";
import type { TKey } from "../lib/use-t";
import type { MessageKey } from "../locales";

export function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, url, now, lang }) => {
    const { shops } = await api.get("/shops");
    const filter = statisticsFilter(url.searchParams, now, shops[0]?.timeZone ?? "UTC");
    const overview = await api.get("/statistics/overview", { query: overviewQuery(filter), bearer: token });
    const t = (key: TKey, options?: Record<string, unknown>) => message(lang as Lang, key as MessageKey, options);
    const english = lang === "en";
    const cell = (c: Cell) => ("text" in c ? c.text : "count" in c ? c.count : "cents" in c ? centsForCsv(c.cents, english ? "." : ",") : c.percent === null ? "" : english ? String(c.percent) : String(c.percent).replace(".", ","));
    const rows = statisticsTables(overview, t, lang).flatMap((table) => [[table.title], table.head, ...table.rows.map((r) => r.map(cell)), []]);
    const name = `${t("admin.stat.fileName")}-${filter.from}-${filter.to}.csv`;
    // a byte order mark, so that spreadsheets read the accents as UTF-8
    return new Response(`\uFEFF${toCsv(rows, english ? "," : ";")}`, {
      headers: { ...ADMIN_HEADERS, "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${name}"` },
    });
  });
}
