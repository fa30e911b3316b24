// /admin/commerce/stock: what each location holds of each product whose stock is tracked (GET
// eshop/stock-levels), the low ones first in a list to restock (the storefront's own 'only N left'
// threshold, so the list says what customers see), and a count set per product and location (a
// delivery received, an inventory) by a plain POST in place: the online shop sells the new count at
// its next request. The owner everywhere, a manager at their own locations (the API decides).
import { data, Form, useActionData, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin-commerce-stock";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { CommerceNav } from "../components/admin/commerce-nav";
import { Button } from "../components/ui/button";
import { EmptyState } from "../components/ui/empty-state";
import { TextField } from "../components/ui/field";
import { CircleCheck, Package, TriangleAlert } from "../components/ui/icons";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { inLang } from "../lib/admin-catalogue";
import { countOf } from "../lib/admin-commerce-settings.server";
import { readForm } from "../lib/forms.server";
import { isApiFailure } from "../lib/api";
import { useT } from "../lib/use-t";

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const levels = await api.get("/eshop/stock-levels", { bearer: token });
    return data({ lowStockAt: levels.lowStockAt, shops: levels.shops, lines: levels.lines.map((l) => ({ ...l, label: inLang(l.name, lang) })) }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

const rowId = (shopId: number, articleId: number) => `stock-${shopId}-${articleId}`;

export async function action({ request, context }: Route.ActionArgs) {
  const { values } = await readForm(request);
  return asCompanyUser(request, context, async ({ api, token }) => {
    const shopId = String(values.shopId ?? "");
    const articleId = String(values.articleId ?? "");
    const typed = String(values.stock ?? "");
    const row = `${shopId}-${articleId}`;
    const stock = countOf(typed);
    const refused = () => data({ row, typed, refused: true as const }, { status: 400, headers: ADMIN_HEADERS });
    if (stock === null) return refused();
    try {
      const { line } = await api.put("/eshop/stock-levels/{shopId}/{articleId}", { params: { shopId, articleId }, body: { stock }, bearer: token });
      return data({ row, saved: line.stock }, { headers: ADMIN_HEADERS });
    } catch (err) {
      if (isApiFailure(err) && err.status === 400) return refused();
      throw err;
    }
  });
}

type Result = { row: string; typed?: string; refused?: true; saved?: number } | undefined;

export default function AdminCommerceStock() {
  const { lowStockAt, shops, lines } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result;
  const { t } = useT();
  const navigation = useNavigation();
  const shopName = new Map(shops.map((s) => [s.id, s.name]));
  const low = lines.filter((l) => l.stock <= lowStockAt).sort((a, b) => a.stock - b.stock);
  const leftText = (n: number) => (n === 0 ? t("admin.stock.soldOut") : t("admin.stock.left", { count: n }));
  return (
    <div className="flex max-w-5xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-col gap-1">
        <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.stock.title")}</h1>
        <p className="max-w-prose text-small text-ink-muted">{t("admin.stock.intro")}</p>
      </header>
      <CommerceNav />
      {lines.length === 0 ? (
        <EmptyState icon={Package} title={t("admin.stock.none")}>{t("admin.stock.noneHint")}</EmptyState>
      ) : (
        <>
          <section aria-labelledby="low-title" className="flex flex-col gap-2 rounded-lg bg-page p-5 ring-1 ring-line md:p-6">
            <h2 id="low-title" className="flex items-center gap-2 font-title text-lead text-ink">
              <TriangleAlert aria-hidden="true" size={18} />
              {t("admin.stock.low")}
            </h2>
            <p className="text-small text-ink-muted">{t("admin.stock.lowHint", { count: lowStockAt })}</p>
            {low.length === 0 ? (
              <p className="text-small text-ink">{t("admin.stock.lowNone")}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-line" data-testid="stock-low">
                {low.map((l) => (
                  <li key={`${l.shopId}-${l.articleId}`} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                    <a href={`#${rowId(l.shopId, l.articleId)}`} className="text-body text-ink underline-offset-4 hover:underline">
                      {l.label} <span className="text-ink-muted">· {shopName.get(l.shopId)}</span>
                    </a>
                    <span className={`rounded-pill px-2 py-0.5 text-caption text-ink ring-1 ${l.stock === 0 ? "bg-danger-soft ring-danger" : "bg-warning-soft ring-warning"}`}>{leftText(l.stock)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {shops.map((shop) => {
            const rows = lines.filter((l) => l.shopId === shop.id);
            if (rows.length === 0) return null;
            return (
              <section key={shop.id} aria-labelledby={`shop-${shop.id}`} className="flex flex-col gap-3">
                <h2 id={`shop-${shop.id}`} className="font-title text-xl text-ink">{shop.name}</h2>
                <ul className="flex flex-col gap-2" data-testid={`stock-shop-${shop.id}`}>
                  {rows.map((l) => {
                    const key = `${l.shopId}-${l.articleId}`;
                    const mine = result?.row === key;
                    const busy = navigation.state === "submitting" && navigation.formData?.get("shopId") === String(l.shopId) && navigation.formData?.get("articleId") === String(l.articleId);
                    const label = t("admin.stock.countLabel", { name: l.label, shop: shop.name });
                    return (
                      <li key={key} id={rowId(l.shopId, l.articleId)} className="scroll-mt-20 rounded-lg bg-page p-4 ring-1 ring-line">
                        <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-x-4 gap-y-3" data-testid={`stock-row-${l.articleId}-${l.shopId}`}>
                          <input type="hidden" name="shopId" value={l.shopId} />
                          <input type="hidden" name="articleId" value={l.articleId} />
                          <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1 self-center">
                            <p className="text-body font-semibold text-ink">{l.label}</p>
                            {l.stock <= lowStockAt && <p className="text-small text-ink-muted">{leftText(l.stock)}</p>}
                          </div>
                          <TextField
                            key={mine && result?.saved !== undefined ? `saved-${result.saved}` : "typed"}
                            id={`f-stock-${key}`}
                            name="stock"
                            label={t("admin.stock.inStock")}
                            aria-label={label}
                            inputMode="numeric"
                            className="w-32"
                            defaultValue={mine && result?.refused ? result.typed : String(l.stock)}
                            error={mine && result?.refused ? t("admin.stock.err.count") : undefined}
                            autoFocus={mine && result?.refused}
                            data-testid={`stock-input-${l.articleId}-${l.shopId}`}
                          />
                          <Button type="submit" size="sm" variant="secondary" busy={busy} busyLabel={t("admin.art.busy")} aria-label={t("admin.stock.saveNamed", { name: l.label, shop: shop.name })} data-testid={`stock-save-${l.articleId}-${l.shopId}`}>
                            {t("admin.stock.save")}
                          </Button>
                          <div role="status" className="basis-full empty:hidden">
                            {mine && result?.saved !== undefined && (
                              <p className="inline-flex items-center gap-2 rounded-md bg-success-soft px-3 py-2 text-small text-ink" data-testid="stock-saved">
                                <CircleCheck aria-hidden="true" size={16} />
                                {t("admin.stock.saved", { name: l.label, shop: shop.name, count: result.saved })}
                              </p>
                            )}
                          </div>
                        </Form>
                      </li>
                    );
                  })}
                </ul>
              </section>
            );
          })}
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.commerce.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.stock.title");
