// /admin/audit: who changed what and when (GET /api/statistics/audit, decision 212), for the owner:
// newest first, 25 a page, filtered by person, kind of thing and days; each entry told in the
// business's words (the kind and the action translated, the thing's name when the log kept it,
// the details changed). The filters are a plain GET form: every view is an address.
import { data, Form, Link, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-audit";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { useDates } from "../components/admin/customer-record";
import { Button } from "../components/ui/button";
import { EmptyState } from "../components/ui/empty-state";
import { History } from "../components/ui/icons";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { Pager } from "../components/admin/pager";
import { useT, type TKey } from "../lib/use-t";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** the details the page names; any other is counted */
/** the kinds of thing and the actions the log holds (server/audit/: decision 212), in words */
const ENTITIES = ["booking_order", "customer", "company_user", "shop", "resource", "geo_group", "employee", "company", "category", "article", "access_account", "shop_day", "shop_article", "media", "geo_group_shop", "eshop_order", "employee_absence", "category_article", "blocked_time", "shop_mapping", "article_mapping"] as const;
const ACTIONS = ["create", "update", "delete", "link", "unlink", "merge", "refund", "register"] as const;
const FIELDS = ["name", "notes", "price", "description", "active", "email", "role", "status", "workingHours", "birthday", "amount", "shops", "address", "settings"] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, url }) => {
    const q = url.searchParams;
    const filter = {
      actor: q.get("actor") ?? "",
      entity: /^[a-z_]{1,40}$/.test(q.get("entity") ?? "") ? q.get("entity")! : "",
      from: DATE.test(q.get("from") ?? "") ? q.get("from")! : "",
      to: DATE.test(q.get("to") ?? "") ? q.get("to")! : "",
      page: /^[1-9]\d{0,4}$/.test(q.get("page") ?? "") ? q.get("page")! : "1",
    };
    const query = Object.fromEntries(Object.entries({ ...filter, perPage: "25" }).filter(([, v]) => v !== ""));
    const [found, { shops }] = await Promise.all([api.get("/statistics/audit", { query, bearer: token }), api.get("/shops")]);
    return data({ filter, found, timeZone: shops[0]?.timeZone ?? "UTC" }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

const capital = (words: string) => words.charAt(0).toLocaleUpperCase() + words.slice(1);
const fieldClass = "min-h-control w-full rounded-md border border-line-strong bg-page px-3 text-body text-ink hover:border-ink";

export default function AdminAudit() {
  const { filter, found, timeZone } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const dates = useDates(timeZone);
  const loading = useNavigation().location?.pathname.endsWith("/admin/audit") ?? false;
  const base = adminPath(lang, "/audit");
  const kind = (entity: string) => t(`admin.audit.entity.${(ENTITIES as readonly string[]).includes(entity) ? entity : "other"}` as TKey);
  const action = (a: string) => t(`admin.audit.action.${(ACTIONS as readonly string[]).includes(a) ? a : "other"}` as TKey);
  const address = (over: Record<string, string>) => {
    const merged: Record<string, string> = { ...filter, ...over };
    return `${base}?${new URLSearchParams(Object.entries(merged).filter(([k, v]) => v !== "" && !(k === "page" && v === "1")))}`;
  };
  const pages = Math.max(1, Math.ceil(found.total / found.perPage));
  const page = Number(filter.page);
  return (
    <div className="flex max-w-5xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-col gap-1">
        <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.audit.title")}</h1>
        <p className="max-w-prose text-small text-ink-muted">{t("admin.audit.intro")}</p>
      </header>
      <Form method="get" action={base} className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,13.5rem),1fr))] items-end gap-3 rounded-lg bg-page p-4 shadow-soft ring-1 ring-line" aria-label={t("admin.stat.filters")}>
        <label className="flex flex-col gap-1.5 text-small font-semibold text-ink">
          {t("admin.audit.who")}
          <select name="actor" defaultValue={filter.actor} className={fieldClass}>
            <option value="">{t("admin.audit.anyone")}</option>
            {found.actors.map((a) => (
              <option key={a} value={a}>{a || t("admin.audit.installation")}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-small font-semibold text-ink">
          {t("admin.audit.what")}
          <select name="entity" defaultValue={filter.entity} className={fieldClass}>
            <option value="">{t("admin.audit.anything")}</option>
            {found.entities.map((e) => (
              <option key={e} value={e}>{capital(kind(e))}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-small font-semibold text-ink">
          {t("admin.ord.from")}
          <input type="date" name="from" defaultValue={filter.from} className={fieldClass} />
        </label>
        <label className="flex flex-col gap-1.5 text-small font-semibold text-ink">
          {t("admin.ord.to")}
          <input type="date" name="to" defaultValue={filter.to} className={fieldClass} />
        </label>
        <div className="flex min-h-control flex-wrap items-center gap-x-4 gap-y-2">
          <Button type="submit" size="sm" busy={loading} busyLabel={t("admin.ord.apply")}>{t("admin.ord.apply")}</Button>
          <Link to={base} className="text-small font-semibold text-ink underline underline-offset-4">{t("admin.ord.reset")}</Link>
        </div>
      </Form>
      <section aria-labelledby="audit-found" className="flex flex-col gap-2">
        <h2 id="audit-found" className="font-body text-small font-semibold text-ink-muted" aria-live="polite">{t("admin.audit.count", { count: found.total })}</h2>
        {found.entries.length === 0 ? (
          <EmptyState icon={History} title={t("admin.audit.none")} headingLevel={3} />
        ) : (
          <ol className="divide-y divide-line rounded-lg bg-page px-4 shadow-soft ring-1 ring-line" data-testid="audit-entries">
            {found.entries.map((e) => {
              const named = e.fields.filter((f) => (FIELDS as readonly string[]).includes(f));
              const others = e.fields.length - named.length;
              const details = [...named.map((f) => t(`admin.audit.field.${f}` as TKey)), ...(others > 0 ? [t("admin.audit.otherFields", { count: others })] : [])];
              return (
                <li key={e.id} className="flex flex-col gap-1 py-3">
                  <p className="text-body text-ink">
                    <span className="font-semibold">{e.actor.label || t("admin.audit.installation")}</span>{" "}
                    {t("admin.audit.did", { action: action(e.action), kind: kind(e.entity), name: e.name ?? t("admin.audit.number", { id: e.entityId }) })}
                  </p>
                  <p className="text-small text-ink-muted">
                    <time dateTime={e.at}>{dates.at(e.at)}</time>
                    {details.length > 0 && e.action === "update" && <> · {t("admin.audit.changed", { details: details.join(", ") })}</>}
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </section>
      <Pager page={page} pages={pages} to={(n) => address({ page: String(n) })} />
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.audit.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.audit.title");
