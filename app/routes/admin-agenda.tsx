// /admin/agenda: a shop's day (one column per employee) or week (one column per day), from
// GET /api/agenda as the signed-in company user. Everything moves by links and a plain GET form
// (shop, view, date), so it works before any script; with one, the page listens for the shop's
// booking events (/admin/agenda/events) and reloads its data when one touches the days shown.
import { data, Form, Link, useLoaderData, useNavigation, useRouteLoaderData } from "react-router";
import { adminRefused } from "../components/admin/admin-refused";
import type { Route } from "./+types/admin-agenda";
import { AgendaGrid } from "../components/admin/agenda-grid";
import { StateMark, STATE_KEYS } from "../components/admin/booking-card";
import { AgendaLive } from "../components/admin/agenda-live";
import { useAgendaDesk } from "../components/admin/agenda-desk";
import { BlockTimeLink, ScheduleStatus } from "../components/admin/schedule-status";
import { adminMeta } from "../components/admin/meta";
import { Button, buttonClass } from "../components/ui/button";
import { chipClass } from "../components/ui/chip";
import { EmptyState } from "../components/ui/empty-state";
import { CalendarPlus, CalendarX, ChevronLeft, ChevronRight, CircleAlert, CircleCheck } from "../components/ui/icons";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { ISO } from "../lib/i18n";
import { useT } from "../lib/use-t";
import { cx } from "../components/ui/cx";
import type { loader as adminLoader } from "./admin";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, url }) => {
    const q = url.searchParams;
    const query: Record<string, string> = {};
    if (/^\d{1,10}$/.test(q.get("shop") ?? "")) query.shopId = q.get("shop")!;
    if (DATE.test(q.get("date") ?? "")) query.date = q.get("date")!;
    if (q.get("view") === "week" || q.get("view") === "day") query.view = q.get("view")!;
    const { agenda } = await api.get("/agenda", { query, bearer: token });
    // back from booking a caller: say it was saved (the card itself is in the grid)
    return data({ agenda, booked: /^\d{1,10}$/.test(q.get("booked") ?? ""), series: /^\d{1,3}$/.test(q.get("series") ?? "") ? Number(q.get("series")) : 0 }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

type Agenda = Awaited<ReturnType<typeof useLoaderData<typeof loader>>>["agenda"];

const calendarDate = (date: string) => {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 12));
};

function useDates(lang: string) {
  const iso = ISO[lang as keyof typeof ISO] ?? "fr-FR";
  const long = new Intl.DateTimeFormat(iso, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const short = new Intl.DateTimeFormat(iso, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  const dayMonth = new Intl.DateTimeFormat(iso, { day: "numeric", month: "long", timeZone: "UTC" });
  const dayMonthYear = new Intl.DateTimeFormat(iso, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  return { long: (d: string) => long.format(calendarDate(d)), short: (d: string) => short.format(calendarDate(d)), dayMonth: (d: string) => dayMonth.format(calendarDate(d)), dayMonthYear: (d: string) => dayMonthYear.format(calendarDate(d)) };
}

function Toolbar({ agenda }: { agenda: Agenda }) {
  const { t, lang } = useT();
  const busy = useNavigation().state === "loading";
  const to = (over: { date?: string; view?: string }) => `${adminPath(lang, "/agenda")}?${new URLSearchParams({ shop: String(agenda.shop.id), view: over.view ?? agenda.view, date: over.date ?? agenda.date })}`;
  const week = agenda.view === "week";
  return (
    <div className="flex flex-wrap items-end gap-3">
      {agenda.shops.length > 1 && (
        <Form method="get" className="flex items-end gap-2" data-testid="agenda-shop-form">
          <input type="hidden" name="view" value={agenda.view} />
          <input type="hidden" name="date" value={agenda.date} />
          <div className="flex flex-col gap-1">
            <label htmlFor="agenda-shop" className="text-caption font-semibold text-ink-muted">
              {t("admin.agenda.shop")}
            </label>
            <select id="agenda-shop" name="shop" defaultValue={agenda.shop.id} className="min-h-10 rounded-md border border-line-strong bg-page px-3 text-small text-ink hover:border-ink">
              {agenda.shops.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary" size="sm">
            {t("admin.agenda.show")}
          </Button>
        </Form>
      )}
      <nav aria-label={t("admin.agenda.views")} className="flex gap-1 rounded-pill bg-page p-1 ring-1 ring-line">
        {(["day", "week"] as const).map((v) => (
          <Link key={v} to={to({ view: v })} aria-current={agenda.view === v ? "page" : undefined} className={chipClass("min-h-9 border-transparent")}>
            {t(v === "day" ? "admin.agenda.day" : "admin.agenda.week")}
          </Link>
        ))}
      </nav>
      <nav aria-label={t("admin.agenda.dates")} className="flex items-center gap-1">
        <Link to={to({ date: agenda.previous })} className="inline-flex size-10 items-center justify-center rounded-pill bg-page text-ink ring-1 ring-line hover:ring-ink" aria-label={t(week ? "admin.agenda.previousWeek" : "admin.agenda.previousDay")}>
          <ChevronLeft aria-hidden="true" size={18} />
        </Link>
        <Link to={to({ date: agenda.today })} aria-current={agenda.days.some((d) => d.date === agenda.today) ? "date" : undefined} className={chipClass("min-h-10")}>
          {t("admin.agenda.today")}
        </Link>
        <Link to={to({ date: agenda.next })} className="inline-flex size-10 items-center justify-center rounded-pill bg-page text-ink ring-1 ring-line hover:ring-ink" aria-label={t(week ? "admin.agenda.nextWeek" : "admin.agenda.nextDay")}>
          <ChevronRight aria-hidden="true" size={18} />
        </Link>
      </nav>
      <span className={cx("text-caption text-ink-muted transition-opacity", busy ? "opacity-100" : "opacity-0")} aria-hidden="true">
        …
      </span>
    </div>
  );
}

function Legend() {
  const { t } = useT();
  return (
    <details className="text-small text-ink-muted">
      <summary className="cursor-pointer font-semibold">{t("admin.agenda.legend")}</summary>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {(Object.keys(STATE_KEYS) as (keyof typeof STATE_KEYS)[]).map((s) => (
          <li key={s} className="flex items-center gap-2">
            <StateMark state={s} />
            {t(STATE_KEYS[s])}
          </li>
        ))}
      </ul>
    </details>
  );
}

export default function AdminAgenda() {
  const { agenda, booked, series } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const dates = useDates(lang);
  const first = agenda.days[0]!;
  const last = agenda.days[agenda.days.length - 1]!;
  const title = agenda.view === "day" ? dates.long(agenda.date) : t("admin.agenda.weekOf", { from: dates.dayMonth(first.date), to: dates.dayMonthYear(last.date) });
  const count = agenda.bookings.filter((b) => b.state !== "cancelled").length;
  const day = agenda.days[0]!;
  const staffMember = useRouteLoaderData<typeof adminLoader>("admin")?.user.role === "staff";
  const desk = useAgendaDesk(agenda, staffMember ? "staff" : "desk");
  return (
    <div className="flex flex-col gap-4 p-3 md:p-6">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <div>
            <p className="text-caption font-semibold uppercase tracking-[0.08em] text-ink-muted">
              {t("admin.agenda.title")} · {agenda.shop.name}
            </p>
            <h1 className="font-title text-2xl first-letter:uppercase text-ink md:text-3xl" data-testid="agenda-title">
              {title}
            </h1>
          </div>
          <p className="text-small text-ink-muted" aria-live="polite">
            {t("admin.agenda.count", { count })}
            {agenda.view === "day" && !day.closed && day.opening.length > 0 && <> · {t("admin.agenda.hours", { hours: day.opening.map((r) => `${clock(r.start)}–${clock(r.end)}`).join(", ") })}</>}
          </p>
        </div>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <Toolbar agenda={agenda} />
          {!staffMember && <BlockTimeLink shopId={agenda.shop.id} date={agenda.date} />}
          {!staffMember && (
            <Link to={`${adminPath(lang, "/agenda/new")}?${new URLSearchParams({ shop: String(agenda.shop.id), date: agenda.date })}`} className={buttonClass({ size: "sm" })} data-testid="agenda-new-booking">
              <CalendarPlus aria-hidden="true" size={16} />
              {t("admin.agenda.newBooking")}
            </Link>
          )}
        </div>
      </header>
      <p role="status" className="empty:hidden">
        {booked && (
          <span className="inline-flex items-center gap-2 rounded-md bg-success-soft px-3 py-2 text-small text-ink" data-testid="agenda-booked">
            <CircleCheck aria-hidden="true" size={16} />
            {series > 1 ? t("admin.repeat.saved", { count: series }) : t("admin.agenda.booked")}
          </span>
        )}
        <ScheduleStatus />
        {desk.message && (
          <span className={cx("inline-flex items-center gap-2 rounded-md px-3 py-2 text-small text-ink", desk.message.tone === "done" ? "bg-success-soft" : "bg-danger-soft")} data-testid="agenda-desk-message" data-tone={desk.message.tone}>
            {desk.message.tone === "done" ? <CircleCheck aria-hidden="true" size={16} /> : <CircleAlert aria-hidden="true" size={16} />}
            {desk.message.text}
          </span>
        )}
      </p>
      <AgendaLive shopId={agenda.shop.id} dates={agenda.days.map((d) => d.date)} />
      {agenda.employees.length === 0 ? (
        <EmptyState icon={CalendarX} title={t("admin.agenda.empty")}>
          {t(staffMember ? "admin.agenda.noColumn" : "admin.agenda.noStaff")}
        </EmptyState>
      ) : (
        <AgendaGrid agenda={desk.shown} dayLabel={dates.short} removable={!staffMember} actions={desk.actions} />
      )}
      {agenda.bookings.length > 0 && <p className="text-caption text-ink-muted">{t(staffMember ? "admin.attendance.staffHint" : "admin.desk.dragHint")}</p>}
      {desk.panel}
      <Legend />
    </div>
  );
}

const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

export const ErrorBoundary = adminRefused("admin.agenda.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.agenda.title");
