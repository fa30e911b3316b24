// /admin/catalogue/categories: the services' categories in the order /services shows them, each
// with its services and the translations it lacks — the shelves' page (admin-commerce-shelves.tsx)
// for the services. The owner adds one, opens one to write it, and changes the order by dragging a
// category or with its Move up / Move down buttons (a plain POST before any script; with one, in
// place, said to screen readers and the focus kept on the moved category's button). Each move
// writes the categories' places through the API, so the storefront shows the order at once.
import { data, Link, useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin-catalogue-categories";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { FormHeader } from "../components/admin/form-frame";
import { ShelfList, type Kind } from "../components/admin/shelf-list";
import { buttonClass } from "../components/ui/button";
import { EmptyState } from "../components/ui/empty-state";
import { CircleCheck, ListOrdered, Plus } from "../components/ui/icons";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang, missingLangs } from "../lib/admin-catalogue";
import { readForm } from "../lib/forms.server";
import { moveCategory } from "../lib/admin-shelf-form.server";
import { useT } from "../lib/use-t";
import type { loader as adminLoader } from "./admin";

const CATEGORIES: Kind = { base: "/catalogue/categories", words: "admin.categories", row: "category", list: "categories", titleId: "categories-title" };

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, lang, url }) => {
    const written = await api.get("/articles/written", { bearer: token });
    const names = new Map(written.articles.map((a) => [a.id, inLang(a.name, lang)]));
    const categories = written.categories
      .filter((c) => c.kind === "services")
      .map((c) => ({ id: c.id, name: inLang(c.name, lang), missing: missingLangs(c.name).length, products: c.articleIds.map((id) => names.get(id)).filter((n): n is string => Boolean(n)) }));
    return data({ categories, deleted: url.searchParams.get("deleted") }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

/** Moves a category: every services' category whose place changed is written again with its new place. */
export async function action({ request, context }: Route.ActionArgs) {
  const { values } = await readForm(request);
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const moved = await moveCategory(api, token, "services", values, lang);
    if (!moved) throw data({ type: "not-found" }, { status: 404 });
    return data({ moved }, { headers: ADMIN_HEADERS });
  });
}

export default function AdminCatalogueCategories() {
  const { categories, deleted } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const owner = useRouteLoaderData<typeof adminLoader>("admin")?.user.role === "owner";
  return (
    <div className="flex max-w-5xl flex-col gap-6 p-3 md:p-6">
      <FormHeader back={adminPath(lang, "/catalogue")} backLabel={t("admin.cat.title")} title={t("admin.categories.title")}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <p id="categories-title" className="max-w-prose text-small text-ink-muted">
            {t(owner ? "admin.categories.intro" : "admin.categories.introReader")}
          </p>
          {owner && (
            <Link to={adminPath(lang, "/catalogue/categories/new")} className={buttonClass({ size: "sm" })} data-testid="category-new">
              <Plus aria-hidden="true" size={16} />
              {t("admin.categories.new")}
            </Link>
          )}
        </div>
      </FormHeader>
      <div role="status" className="empty:hidden">
        {deleted && (
          <p className="inline-flex items-center gap-2 rounded-md bg-success-soft px-3 py-2 text-small text-ink" data-testid="category-deleted">
            <CircleCheck aria-hidden="true" size={16} />
            {t("admin.categories.deleted", { name: deleted })}
          </p>
        )}
      </div>
      {categories.length === 0 ? <EmptyState icon={ListOrdered} title={t("admin.categories.none")}>{owner ? t("admin.categories.noneHint") : ""}</EmptyState> : <ShelfList shelves={categories} owner={owner} kind={CATEGORIES} />}
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.cat.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.categories.title");
