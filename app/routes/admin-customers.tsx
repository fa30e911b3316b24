// /admin/customers: the business's customers found by name, e-mail or phone (any case, any accent:
// POST /api/customers/artebeaute/search), a page of 20 at a time in name order. A plain GET form,
// so a search is an address the desk can come back to; staff find the customers they serve, by
// name only (decision 223).
import { data, Form, Link, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-customers";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { Button, buttonClass } from "../components/ui/button";
import { Avatar, initialsOf } from "../components/ui/chip";
import { EmptyState } from "../components/ui/empty-state";
import { TextField } from "../components/ui/field";
import { ChevronLeft, ChevronRight, CircleUser, Search } from "../components/ui/icons";
import { listClass, ListRow } from "../components/ui/list-row";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { useT } from "../lib/use-t";

const PER_PAGE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, url }) => {
    const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
    const asked = Number(url.searchParams.get("page"));
    const page = Number.isInteger(asked) && asked >= 1 && asked <= 100_000 ? asked : 1;
    const found = await api.post("/customers/artebeaute/search", { body: { filter: q, page, enregbypage: PER_PAGE }, bearer: token });
    return data({ q, page, total: found.total, customers: found.customers }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export default function AdminCustomers() {
  const { q, page, total, customers } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const searching = useNavigation().location?.pathname.endsWith("/admin/customers") ?? false;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const pageLink = (to: number) => `${adminPath(lang, "/customers")}?${new URLSearchParams({ ...(q ? { q } : {}), page: String(to) })}`;
  return (
    <div className="flex max-w-4xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-col gap-1">
        <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.cust.title")}</h1>
        <p className="max-w-prose text-small text-ink-muted">{t("admin.cust.intro")}</p>
      </header>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
        <TextField label={t("admin.cust.search")} name="q" type="search" defaultValue={q} autoComplete="off" className="min-w-0 flex-1 basis-64" data-testid="customer-search" />
        <Button type="submit" icon={Search} busy={searching} busyLabel={t("admin.cust.searchButton")}>
          {t("admin.cust.searchButton")}
        </Button>
      </Form>
      <section aria-labelledby="customers-found" className="flex flex-col gap-2">
        <h2 id="customers-found" className="font-body text-small font-semibold text-ink-muted" aria-live="polite">
          {t("admin.cust.count", { count: total })}
        </h2>
        {customers.length === 0 ? (
          <EmptyState icon={CircleUser} title={q ? t("admin.cust.none", { q }) : t("admin.cust.empty")} headingLevel={3} />
        ) : (
          <ul className={`${listClass} rounded-lg bg-page px-4 shadow-soft ring-1 ring-line`} data-testid="customer-results">
            {customers.map((c) => {
              const name = `${c.firstname} ${c.lastname}`.trim() || `#${c.id}`;
              const contact = [c.email, c.phone].filter(Boolean).join(" · ");
              return (
                <ListRow
                  key={c.id}
                  media={<Avatar initials={initialsOf(name)} size={40} />}
                  name={
                    <Link to={adminPath(lang, `/customers/${c.id}`)} className="font-semibold text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus">
                      {name}
                    </Link>
                  }
                  meta={<span className="break-all text-small text-ink-muted">{contact || t("admin.cust.noContact")}</span>}
                />
              );
            })}
          </ul>
        )}
      </section>
      {pages > 1 && (
        <nav aria-label={t("admin.cust.pages")} className="flex flex-wrap items-center justify-between gap-3">
          {page > 1 ? (
            <Link to={pageLink(page - 1)} className={buttonClass({ variant: "secondary", size: "sm" })}>
              <ChevronLeft aria-hidden="true" size={16} />
              {t("admin.cust.prev")}
            </Link>
          ) : (
            <span />
          )}
          <p className="text-small text-ink-muted">{t("admin.cust.pageOf", { page, pages })}</p>
          {page < pages ? (
            <Link to={pageLink(page + 1)} className={buttonClass({ variant: "secondary", size: "sm" })}>
              {t("admin.cust.next")}
              <ChevronRight aria-hidden="true" size={16} />
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.cust.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.cust.title");
