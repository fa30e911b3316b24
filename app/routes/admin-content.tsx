// /admin/content: what the storefront says (decision 284) — the magazine's posts (draft, scheduled
// at a day and hour, or live) and their categories, the events of the popup, the alerts of the
// bell, and for the owner the bell's standing messages and the legal pages. Owners and managers
// write posts, events and alerts (contract/content.ts); each opens its own form.
import { data, Link, useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin-content";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { buttonClass } from "../components/ui/button";
import { EmptyState } from "../components/ui/empty-state";
import { Bell, CalendarHeart, Newspaper, Pencil, Plus, type Icon } from "../components/ui/icons";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang } from "../lib/admin-catalogue";
import { leadOfHtml } from "../../domain/magazine";
import { useT, type TKey } from "../lib/use-t";
import type { loader as adminLoader } from "./admin";

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const [written, { postcategories }, { events }, { alerts }] = await Promise.all([
      api.get("/posts/written", { bearer: token }),
      api.get("/postcategories"),
      api.get("/events/written", { bearer: token }),
      api.get("/alerts/written", { bearer: token }),
    ]);
    const when = (e: { start: string; end: string }) => (e.end < written.today ? "past" : e.start > written.today ? "coming" : "current");
    return data(
      {
        today: written.today,
        posts: written.posts.map((p) => ({ id: p.id, title: p.title, status: p.status, date: p.date, time: p.time, category: p.category ? inLang(p.category.name, lang) : null, langs: p.lang === "all" ? "all" : p.lang.join(", ").toUpperCase() })),
        categories: postcategories.map((c) => ({ id: c.id, name: inLang(c.name, lang), slug: c.slug })),
        events: events.map((e) => ({ id: e.id, start: e.start, end: e.end, title: leadOfHtml(inLang(e.body, lang), 90).lead, when: when(e) })),
        alerts: alerts.map((a) => ({ id: a.id, start: a.start, end: a.end, title: inLang(a.body, lang), when: when(a) })),
        saved: new URL(request.url).searchParams.get("saved"),
      },
      { headers: ADMIN_HEADERS },
    );
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

const badge = "rounded-pill px-2 py-0.5 text-caption text-ink ring-1";
const TONES: Record<string, string> = { draft: "bg-surface-soft ring-line", scheduled: "bg-warning-soft ring-warning", live: "bg-success-soft ring-success", past: "bg-surface-soft ring-line", coming: "bg-warning-soft ring-warning", current: "bg-success-soft ring-success" };

function Block({ id, title, icon: I, add, addLabel, children }: { id: string; title: string; icon: Icon; add?: string; addLabel?: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="flex items-center gap-2 font-title text-xl text-ink">
          <I aria-hidden="true" size={20} />
          {title}
        </h2>
        {add && (
          <Link to={add} className={buttonClass({ size: "sm", variant: "secondary" })} data-testid={`${id}-new`}>
            <Plus aria-hidden="true" size={16} />
            {addLabel}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function Row({ to, label, title, detail, state, testId }: { to: string; label: string; title: string; detail: string; state: { tone: string; text: string }; testId: string }) {
  const { t } = useT();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-page p-4 ring-1 ring-line" data-testid={testId}>
      <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-ink">{title}</span>
          <span className={`${badge} ${TONES[state.tone]}`}>{state.text}</span>
        </p>
        <p className="text-small text-ink-muted">{detail}</p>
      </div>
      <Link to={to} className={buttonClass({ size: "sm", variant: "secondary" })} aria-label={label}>
        <Pencil aria-hidden="true" size={16} />
        {t("admin.content.edit")}
      </Link>
    </li>
  );
}

export default function AdminContent() {
  const { posts, categories, events, alerts, saved } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const owner = useRouteLoaderData<typeof adminLoader>("admin")?.user.role === "owner";
  const day = (d: string) => new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${d}T00:00:00Z`));
  const span = (a: { start: string; end: string }) => t("admin.content.span", { from: day(a.start), until: day(a.end) });
  const edit = (name: string) => t("admin.content.editNamed", { name });
  return (
    <div className="flex max-w-5xl flex-col gap-8 p-3 md:p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.content.title")}</h1>
          <p className="max-w-prose text-small text-ink-muted">{t("admin.content.intro")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {owner && (
            <Link to={adminPath(lang, "/content/texts")} className={buttonClass({ size: "sm", variant: "secondary" })} data-testid="content-texts">
              {t("admin.content.texts")}
            </Link>
          )}
          <Link to={adminPath(lang, "/content/posts/new")} className={buttonClass({ size: "sm" })} data-testid="post-new">
            <Plus aria-hidden="true" size={16} />
            {t("admin.content.newPost")}
          </Link>
        </div>
      </header>
      <div role="status" className="empty:hidden">
        {saved && <p className="rounded-md bg-success-soft px-3 py-2 text-small text-ink" data-testid="content-saved">{t("admin.content.saved")}</p>}
      </div>
      <Block id="posts" title={t("admin.content.posts")} icon={Newspaper}>
        {posts.length === 0 ? (
          <EmptyState icon={Newspaper} title={t("admin.content.noPosts")}>{""}</EmptyState>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="posts">
            {posts.map((p) => (
              <Row
                key={p.id}
                to={adminPath(lang, `/content/posts/${p.id}`)}
                label={edit(p.title)}
                title={p.title}
                detail={[p.time ? t("admin.content.dayAt", { day: day(p.date), time: p.time }) : day(p.date), p.category, p.langs === "all" ? t("admin.content.allLangs") : p.langs].filter(Boolean).join(" · ")}
                state={{ tone: p.status, text: t(`admin.content.status.${p.status}` as TKey) }}
                testId={`post-${p.id}`}
              />
            ))}
          </ul>
        )}
      </Block>
      <Block id="categories" title={t("admin.content.categories")} icon={Newspaper} add={adminPath(lang, "/content/categories/new")} addLabel={t("admin.content.newCategory")}>
        {categories.length === 0 ? (
          <p className="text-small text-ink-muted">{t("admin.content.noCategories")}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {categories.map((c) => (
              <li key={c.id}>
                <Link to={adminPath(lang, `/content/categories/${c.id}`)} className="inline-flex min-h-11 items-center gap-2 rounded-pill px-4 text-small font-semibold text-ink ring-1 ring-line hover:bg-surface-soft" aria-label={edit(c.name)}>
                  <Pencil aria-hidden="true" size={14} />
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Block>
      <Block id="alerts" title={t("admin.content.alerts")} icon={Bell} add={adminPath(lang, "/content/alerts/new")} addLabel={t("admin.content.newAlert")}>
        {alerts.length === 0 ? (
          <p className="text-small text-ink-muted">{t("admin.content.noAlerts")}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="alerts">
            {alerts.map((a) => (
              <Row key={a.id} to={adminPath(lang, `/content/alerts/${a.id}`)} label={edit(a.title)} title={a.title} detail={span(a)} state={{ tone: a.when, text: t(`admin.content.when.${a.when}` as TKey) }} testId={`alert-${a.id}`} />
            ))}
          </ul>
        )}
      </Block>
      <Block id="events" title={t("admin.content.events")} icon={CalendarHeart} add={adminPath(lang, "/content/events/new")} addLabel={t("admin.content.newEvent")}>
        {events.length === 0 ? (
          <p className="text-small text-ink-muted">{t("admin.content.noEvents")}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="events">
            {events.map((e) => (
              <Row key={e.id} to={adminPath(lang, `/content/events/${e.id}`)} label={edit(e.title || span(e))} title={e.title || span(e)} detail={span(e)} state={{ tone: e.when, text: t(`admin.content.when.${e.when}` as TKey) }} testId={`event-${e.id}`} />
            ))}
          </ul>
        )}
      </Block>
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.content.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.content.title");
