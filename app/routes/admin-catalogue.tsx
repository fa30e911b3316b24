// /admin/catalogue: the services, packages and products by category, in the storefront's order,
// read as the business wrote them (drafts too, GET /api/articles/written). The owner changes the
// order within a category by dragging a row or with its Move up / Move down buttons (a plain POST
// before any script; with one, in place, announced to screen readers). Each move writes the
// category's order through the API, so the storefront shows it at the next request.
import { data, Link, useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin-catalogue";
import { CatalogueList, type Row } from "../components/admin/catalogue-list";
import { adminMeta } from "../components/admin/meta";
import { buttonClass } from "../components/ui/button";
import { adminRefused } from "../components/admin/admin-refused";
import { CircleCheck, ListOrdered, Plus } from "../components/ui/icons";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang, missingLangs } from "../lib/admin-catalogue";
import { readForm } from "../lib/forms.server";
import { useT } from "../lib/use-t";
import type { loader as adminLoader } from "./admin";

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const written = await api.get("/articles/written", { bearer: token });
    const byId = new Map(written.articles.map((a) => [a.id, a]));
    const row = (id: number): Row | null => {
      const a = byId.get(id);
      if (!a) return null;
      return { id: a.id, type: a.type, name: inLang(a.name, lang), missing: missingLangs(a.name).length, price: a.prices, duration: a.type === "2" ? null : a.booker.duration, draft: a.draft, active: a.booker.active, upsellOnly: a.booker.upsellOnly, image: a.images[0]?.url ?? null };
    };
    const listed = new Set(written.categories.flatMap((c) => c.articleIds));
    const groups = written.categories.map((c) => ({ id: c.id, kind: c.kind, name: inLang(c.name, lang), rows: c.articleIds.map(row).filter((r): r is Row => r !== null) }));
    const loose = written.articles.filter((a) => !listed.has(a.id)).map((a) => row(a.id)!);
    const savedId = Number(new URL(request.url).searchParams.get("saved"));
    const saved = written.articles.find((a) => a.id === savedId);
    return data({ groups, loose, saved: saved ? inLang(saved.name, lang) : null }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

/** Moves an article within its category: every link whose place changed is written again. */
export async function action({ request, context }: Route.ActionArgs) {
  const { values } = await readForm(request);
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const categoryId = Number(values.categoryId);
    const articleId = Number(values.articleId);
    const written = await api.get("/articles/written", { bearer: token });
    const category = written.categories.find((c) => c.id === categoryId);
    const from = category?.articleIds.indexOf(articleId) ?? -1;
    if (!category || from < 0) throw data({ type: "not-found" }, { status: 404 });
    const ids = [...category.articleIds];
    const to = values.to !== undefined ? Number(values.to) : from + (values.direction === "up" ? -1 : 1);
    const place = Math.max(0, Math.min(ids.length - 1, Number.isInteger(to) ? to : from));
    ids.splice(from, 1);
    ids.splice(place, 0, articleId);
    // every place from the first that moved is written, so the stored order equals the list's
    for (let i = Math.min(from, place); i < ids.length; i += 1) {
      await api.post("/categories/link/article/{id}", { params: { id: String(ids[i]) }, body: { categoryId, order: i }, bearer: token });
    }
    const name = inLang(written.articles.find((a) => a.id === articleId)?.name ?? {}, lang);
    return data({ moved: { articleId, name, position: place + 1, count: ids.length } }, { headers: ADMIN_HEADERS });
  });
}

export default function AdminCatalogue() {
  const { groups, loose, saved } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const owner = useRouteLoaderData<typeof adminLoader>("admin")?.user.role === "owner";
  const section = (kind: "services" | "eshop") => groups.filter((g) => g.kind === kind);
  const looseOf = (products: boolean) => loose.filter((r) => (r.type === "2") === products);
  return (
    <div className="flex max-w-5xl flex-col gap-8 p-3 md:p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.cat.title")}</h1>
          <p className="max-w-prose text-small text-ink-muted">{t("admin.cat.intro")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={adminPath(lang, "/catalogue/categories")} className={buttonClass({ size: "sm", variant: "secondary" })} data-testid="catalogue-categories">
            <ListOrdered aria-hidden="true" size={16} />
            {t("admin.categories.manage")}
          </Link>
          <Link to={adminPath(lang, "/catalogue/new/service")} className={buttonClass({ size: "sm" })} data-testid="catalogue-new-service">
            <Plus aria-hidden="true" size={16} />
            {t("admin.cat.newService")}
          </Link>
          {owner && (
            <Link to={adminPath(lang, "/catalogue/new/package")} className={buttonClass({ size: "sm", variant: "secondary" })}>
              <Plus aria-hidden="true" size={16} />
              {t("admin.cat.newPackage")}
            </Link>
          )}
          <Link to={adminPath(lang, "/catalogue/new/product")} className={buttonClass({ size: "sm", variant: "secondary" })}>
            <Plus aria-hidden="true" size={16} />
            {t("admin.cat.newProduct")}
          </Link>
        </div>
      </header>
      <div role="status" className="empty:hidden">
        {saved && (
          <p className="inline-flex items-center gap-2 rounded-md bg-success-soft px-3 py-2 text-small text-ink" data-testid="catalogue-saved">
            <CircleCheck aria-hidden="true" size={16} />
            {t("admin.cat.saved", { name: saved })}
          </p>
        )}
      </div>
      <p className="text-small text-ink-muted">{owner ? t("admin.cat.orderHint") : t("admin.cat.ownerOnly")}</p>
      <CatalogueList title={t("admin.cat.services")} groups={section("services")} loose={looseOf(false)} reorder={owner} editable={owner} testId="catalogue-services" />
      <CatalogueList title={t("admin.cat.products")} groups={section("eshop")} loose={looseOf(true)} reorder={owner} editable={owner} testId="catalogue-products" />
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.cat.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.cat.title");
