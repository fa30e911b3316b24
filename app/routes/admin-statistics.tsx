// /admin/statistics: how the period went (GET /api/statistics/overview, decision 246) — bookings
// and takings per day, week or month and per shop, service and employee, staff occupancy, where
// bookings were made, new and returning customers, vouchers, the e-shop and coupons — each as a
// chart drawn on the server with its table beside it; the filter is a plain GET form (every view
// is an address) and the same address under /export downloads the tables as CSV.
import { data, Form, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-statistics";
import { withinReach } from "../../domain/roles";
import { BUCKETS } from "../../domain/statistics";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { BarChart, Legend, SeriesChart, type Bar } from "../components/admin/stat-chart";
import { StatFigure, useCellText } from "../components/admin/stat-figure";
import { Button, buttonClass } from "../components/ui/button";
import { Download } from "../components/ui/icons";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { isApiFailure } from "../lib/api";
import { adminPath } from "../lib/admin-paths";
import { overviewQuery, statisticsFilter } from "../lib/statistics-filter";
import { periodLabel, periodTick, statisticsTables, type Cell, type StatTable } from "../lib/statistics-tables";
import { useMoney } from "../components/ui/price";
import { useT, type TKey } from "../lib/use-t";

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, url, now }) => {
    const [{ shops: all }, { user }] = await Promise.all([api.get("/shops"), api.get("/cmp-users/me", { bearer: token })]);
    const filter = statisticsFilter(url.searchParams, now, all[0]?.timeZone ?? "UTC");
    // the reader filters on the shops they reach: another is dropped, never refused
    const shops = all.filter((s) => withinReach(user.shops, s.id)).map((s) => ({ id: s.id, name: s.publicInfo.name }));
    if (!shops.some((s) => String(s.id) === filter.shop)) filter.shop = "";
    const [overview, error] = await api
      .get("/statistics/overview", { query: overviewQuery(filter), bearer: token })
      .then((o) => [o, null] as const)
      .catch((err: unknown) => {
        // a period the API refuses (backwards, over a year) names its field; the form keeps what was typed
        if (isApiFailure(err) && err.status === 400) return [null, Object.keys(err.fields ?? {})[0] ?? "to"] as const;
        throw err;
      });
    return data({ filter, shops, overview, error }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

const fieldClass = "min-h-control w-full rounded-md border border-line-strong bg-page px-3 text-body text-ink hover:border-ink";
const valueOf = (c: Cell | undefined) => (c && "cents" in c ? c.cents : c && "count" in c ? c.count : c && "percent" in c ? (c.percent ?? 0) : 0);

export default function AdminStatistics() {
  const { filter, shops, overview, error } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const money = useMoney();
  const text = useCellText();
  const loading = useNavigation().location?.pathname.endsWith("/admin/statistics") ?? false;
  const base = adminPath(lang, "/statistics");
  const search = new URLSearchParams(Object.entries(filter).filter(([, v]) => v !== "")).toString();
  const tables = overview ? statisticsTables(overview, t, lang) : [];
  /** a table's rows as bars: its first column named, the column `at` measured */
  const barsOf = (table: StatTable, at: number): Bar[] => table.rows.map((r) => ({ label: text(r[0]!), value: valueOf(r[at]), text: text(r[at]!) }));
  const chartOf = (table: StatTable) => {
    if (table.id === "series" && overview) {
      const points = overview.series.map((s) => ({ label: periodTick(s.key, filter.bucket, lang), bar: s.revenue, barText: money(s.revenue), mark: s.appointments }));
      return { chart: <SeriesChart points={points} label={t("admin.stat.chartOf", { title: table.title })} />, legend: <Legend bars={t("admin.stat.col.takings")} line={t("admin.stat.col.bookings")} /> };
    }
    const at = table.id === "customers" ? 1 : table.id === "sources" ? 2 : table.id === "occupancy" ? 3 : 2;
    return { chart: <BarChart bars={barsOf(table, at)} label={t("admin.stat.chartOf", { title: table.title })} />, legend: <Legend bars={table.head[at]!} /> };
  };
  return (
    <div className="flex max-w-6xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-col gap-1">
        <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.stat.title")}</h1>
        <p className="max-w-prose text-small text-ink-muted">{t("admin.stat.intro")}</p>
      </header>
      <Form method="get" action={base} className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,12rem),1fr))] items-end gap-3 rounded-lg bg-page p-4 shadow-soft ring-1 ring-line" aria-label={t("admin.stat.filters")}>
        <label className="flex flex-col gap-1.5 text-small font-semibold text-ink">
          {t("admin.stat.bucket")}
          <select name="bucket" defaultValue={filter.bucket} className={fieldClass}>
            {BUCKETS.map((b) => (
              <option key={b} value={b}>{t(`admin.stat.bucket.${b}` as TKey)}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-small font-semibold text-ink">
          {t("admin.ord.from")}
          <input type="date" name="from" defaultValue={filter.from} className={fieldClass} aria-invalid={error === "from" || undefined} aria-describedby={error === "from" ? "stat-error" : undefined} />
        </label>
        <label className="flex flex-col gap-1.5 text-small font-semibold text-ink">
          {t("admin.ord.to")}
          <input type="date" name="to" defaultValue={filter.to} className={fieldClass} aria-invalid={error === "to" || undefined} aria-describedby={error === "to" ? "stat-error" : undefined} />
        </label>
        <label className="flex flex-col gap-1.5 text-small font-semibold text-ink">
          {t("admin.ord.shop")}
          <select name="shop" defaultValue={filter.shop} className={fieldClass}>
            <option value="">{t("admin.ord.anyShop")}</option>
            {shops.map((s) => (
              <option key={s.id} value={s.id}>{s.name}</option>
            ))}
          </select>
        </label>
        {/* a row of its own: beside the four fields the two buttons were stacked in a field's width */}
        <div className="col-span-full flex min-h-control flex-wrap items-center gap-x-4 gap-y-2">
          <Button type="submit" size="sm" busy={loading} busyLabel={t("admin.ord.apply")}>{t("admin.ord.apply")}</Button>
          {overview && (
            <a href={`${base}/export?${search}`} download className={buttonClass({ variant: "secondary", size: "sm" })} data-testid="stat-csv">
              <Download aria-hidden="true" size={16} />
              {t("admin.stat.csv")}
            </a>
          )}
        </div>
      </Form>
      {error && (
        <p id="stat-error" role="alert" className="rounded-md bg-page p-4 text-body text-ink ring-2 ring-danger">{t("admin.stat.badPeriod")}</p>
      )}
      {overview && <p className="text-small text-ink-muted" aria-live="polite">{t("admin.stat.showing", { from: periodLabel(filter.from, "day", lang, t), to: periodLabel(filter.to, "day", lang, t) })}</p>}
      {tables.map((table) => {
        const { chart, legend } = chartOf(table);
        return <StatFigure key={table.id} table={table} chart={chart} legend={legend} />;
      })}
      {overview && !overview.vouchers.sold && <p className="text-small text-ink-muted">{t("admin.stat.soldEveryShop")}</p>}
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.stat.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.stat.title");
