// /admin/commerce: the business's coupons and automatic offers, active first (GET
// /api/coupons/written), each with its reduction, what it applies to, its days and its uses. The
// owner adds and changes one, and deactivates or reactivates it in place (a plain POST before any
// script); a coupon is never deleted, since orders name it. Managers read.
import { data, Form, Link, useLoaderData, useNavigation, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin-commerce";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { CommerceNav } from "../components/admin/commerce-nav";
import { Button, buttonClass } from "../components/ui/button";
import { EmptyState } from "../components/ui/empty-state";
import { Plus, Tag } from "../components/ui/icons";
import { useMoney } from "../components/ui/price";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { inLang } from "../lib/admin-catalogue";
import { readForm } from "../lib/forms.server";
import { useT } from "../lib/use-t";
import type { loader as adminLoader } from "./admin";

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, lang }) => {
    const { coupons } = await api.get("/coupons/written", { bearer: token });
    return data({ coupons: coupons.map((c) => ({ ...c, label: inLang(c.name, lang) })) }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

/** Deactivates or reactivates a coupon: its terms written back as they are, `active` changed. */
export async function action({ request, context }: Route.ActionArgs) {
  const { values } = await readForm(request);
  return asCompanyUser(request, context, async ({ api, token }) => {
    const { coupons } = await api.get("/coupons/written", { bearer: token });
    const c = coupons.find((x) => x.id === Number(values.id));
    if (!c) throw data({ type: "not-found" }, { status: 404 });
    const { code, name, reductionType, amount, scope, minimumOrder, validFrom, validUntil, usageLimitTotal, usageLimitPerCustomer, automatic, listed } = c;
    const body = { code, name, reductionType, amount, scope, minimumOrder, validFrom, validUntil, usageLimitTotal, usageLimitPerCustomer, automatic, listed, active: values.active === "true" };
    await api.put("/coupons/written/{id}", { params: { id: String(c.id) }, body, bearer: token });
    return data({ changed: c.id }, { headers: ADMIN_HEADERS });
  });
}

export default function AdminCommerce() {
  const { coupons } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const money = useMoney();
  const navigation = useNavigation();
  const owner = useRouteLoaderData<typeof adminLoader>("admin")?.user.role === "owner";
  const day = (d: string) => new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${d}T00:00:00Z`));
  const days = (from: string | null, until: string | null) =>
    from && until ? t("admin.coupon.between", { from: day(from), until: day(until) }) : from ? t("admin.coupon.since", { from: day(from) }) : until ? t("admin.coupon.untilDay", { until: day(until) }) : t("admin.coupon.always");
  return (
    <div className="flex max-w-5xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.commerce.title")}</h1>
          <p className="max-w-prose text-small text-ink-muted">{t("admin.coupon.intro")}</p>
        </div>
        {owner && (
          <Link to={adminPath(lang, "/commerce/coupons/new")} className={buttonClass({ size: "sm" })} data-testid="coupon-new">
            <Plus aria-hidden="true" size={16} />
            {t("admin.coupon.new")}
          </Link>
        )}
      </header>
      <CommerceNav />
      <section aria-labelledby="coupons-title" className="flex flex-col gap-3">
        <h2 id="coupons-title" className="font-title text-xl text-ink">{t("admin.coupon.listTitle")}</h2>
        {coupons.length === 0 ? (
          <EmptyState icon={Tag} title={t("admin.coupon.none")}>{owner ? t("admin.coupon.noneHint") : ""}</EmptyState>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="coupons">
            {coupons.map((c) => {
              const busy = navigation.state === "submitting" && navigation.formData?.get("id") === String(c.id);
              return (
                <li key={c.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-page p-4 ring-1 ring-line" data-testid={`coupon-${c.code}`}>
                  <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
                    <p className="flex flex-wrap items-center gap-2">
                      <span className="font-mono text-body font-semibold text-ink">{c.code}</span>
                      {c.automatic && <span className="rounded-pill bg-surface-soft px-2 py-0.5 text-caption text-ink ring-1 ring-line">{t("admin.coupon.badge.automatic")}</span>}
                      {c.listed && <span className="rounded-pill bg-surface-soft px-2 py-0.5 text-caption text-ink ring-1 ring-line">{t("admin.coupon.badge.listed")}</span>}
                      {c.personal && <span className="rounded-pill bg-surface-soft px-2 py-0.5 text-caption text-ink ring-1 ring-line">{t("admin.coupon.badge.personal")}</span>}
                      {!c.active && <span className="rounded-pill bg-warning-soft px-2 py-0.5 text-caption text-ink ring-1 ring-warning">{t("admin.coupon.badge.inactive")}</span>}
                    </p>
                    {c.label && <p className="text-small text-ink">{c.label}</p>}
                    <p className="text-small text-ink-muted">
                      {c.reductionType === "percentage" ? t("admin.coupon.off", { value: `${c.amount.toLocaleString(lang)} %` }) : t("admin.coupon.off", { value: money(c.amount) })}
                      {" · "}
                      {t(`admin.coupon.scope.${c.scope}`)}
                      {c.minimumOrder > 0 && ` · ${t("admin.coupon.minimumFrom", { amount: money(c.minimumOrder) })}`}
                      {" · "}
                      {days(c.validFrom, c.validUntil)}
                      {" · "}
                      {c.usageLimitTotal === null ? t("admin.coupon.usedOf", { count: c.usedCount }) : t("admin.coupon.usedLimit", { count: c.usedCount, limit: c.usageLimitTotal })}
                    </p>
                  </div>
                  {owner && (
                    <div className="flex flex-wrap gap-2">
                      <Link to={adminPath(lang, `/commerce/coupons/${c.id}`)} className={buttonClass({ size: "sm", variant: "secondary" })} aria-label={t("admin.coupon.editNamed", { code: c.code })}>
                        {t("admin.coupon.edit")}
                      </Link>
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="id" value={c.id} />
                        <input type="hidden" name="active" value={String(!c.active)} />
                        <Button type="submit" size="sm" variant="secondary" busy={busy} busyLabel={t("admin.art.busy")} aria-label={t(c.active ? "admin.coupon.deactivateNamed" : "admin.coupon.reactivateNamed", { code: c.code })} data-testid={`coupon-toggle-${c.code}`}>
                          {t(c.active ? "admin.coupon.deactivate" : "admin.coupon.reactivate")}
                        </Button>
                      </Form>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.commerce.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.commerce.title");
