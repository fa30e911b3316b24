// /admin/commerce/shelves: the e-shop's shelves (its categories) in the order /boutique shows them,
// each with its products and the translations it lacks. The owner adds one, opens one to name it
// and choose its products, and changes the order by dragging a shelf or with its Move up / Move
// down buttons (a plain POST before any script; with one, in place, said to screen readers and
// the focus kept on the moved shelf's button). Each move writes the shelves' places through the
// API (PUT /categories/{id}, audited), so the storefront shows the order at its next request.
import { data, Link, useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin-commerce-shelves";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { CommerceNav } from "../components/admin/commerce-nav";
import { ShelfList } from "../components/admin/shelf-list";
import { buttonClass } from "../components/ui/button";
import { EmptyState } from "../components/ui/empty-state";
import { Plus, ShoppingBag } from "../components/ui/icons";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang, missingLangs } from "../lib/admin-catalogue";
import { readForm } from "../lib/forms.server";
import { moveCategory } from "../lib/admin-shelf-form.server";
import { useT } from "../lib/use-t";
import type { loader as adminLoader } from "./admin";

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const written = await api.get("/articles/written", { bearer: token });
    const names = new Map(written.articles.map((a) => [a.id, inLang(a.name, lang)]));
    const shelves = written.categories
      .filter((c) => c.kind === "eshop")
      .map((c) => ({ id: c.id, name: inLang(c.name, lang), missing: missingLangs(c.name).length, products: c.articleIds.map((id) => names.get(id)).filter((n): n is string => Boolean(n)) }));
    return data({ shelves }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

/** Moves a shelf: every shelf whose place changed is written again with its new place. */
export async function action({ request, context }: Route.ActionArgs) {
  const { values } = await readForm(request);
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const moved = await moveCategory(api, token, "eshop", values, lang);
    if (!moved) throw data({ type: "not-found" }, { status: 404 });
    return data({ moved }, { headers: ADMIN_HEADERS });
  });
}

export default function AdminCommerceShelves() {
  const { shelves } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const owner = useRouteLoaderData<typeof adminLoader>("admin")?.user.role === "owner";
  return (
    <div className="flex max-w-5xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-col gap-3">
        <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.commerce.title")}</h1>
        <CommerceNav />
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="flex flex-col gap-1">
            <h2 id="shelves-title" className="font-title text-xl text-ink">{t("admin.shelves.title")}</h2>
            <p className="max-w-prose text-small text-ink-muted">{t(owner ? "admin.shelves.intro" : "admin.shelves.introReader")}</p>
          </div>
          {owner && (
            <Link to={adminPath(lang, "/commerce/shelves/new")} className={buttonClass({ size: "sm" })} data-testid="shelf-new">
              <Plus aria-hidden="true" size={16} />
              {t("admin.shelves.new")}
            </Link>
          )}
        </div>
      </header>
      {shelves.length === 0 ? <EmptyState icon={ShoppingBag} title={t("admin.shelves.none")}>{owner ? t("admin.shelves.noneHint") : ""}</EmptyState> : <ShelfList shelves={shelves} owner={owner} />}
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.commerce.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.shelves.title");
