// /admin/shops: the business's shops (a manager's own only, decision 218) with their address,
// whether they take bookings online, how many employees, cabins and equipments they have, and
// the ways to each shop's form and to its cabins and equipments. Adding a shop is the owner's.
import { data, Link, useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin-shops";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { SavedNotice } from "../components/admin/saved-notice";
import { buttonClass } from "../components/ui/button";
import { MapPin, Plus } from "../components/ui/icons";
import { withinReach } from "../../domain/roles";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { useT } from "../lib/use-t";
import type { loader as adminLoader } from "./admin";

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token }) => {
    const [{ shops }, { employees }, { resources }, { user }] = await Promise.all([
      api.get("/shops"),
      api.get("/employees", { bearer: token }),
      api.get("/resources", { bearer: token }),
      api.get("/cmp-users/me", { bearer: token }),
    ]);
    const rows = shops
      .filter((s) => withinReach(user.shops, s.id))
      .map((s) => ({
        id: s.id,
        name: s.publicInfo.name,
        address: [s.publicInfo.address.address, [s.publicInfo.address.zipcode, s.publicInfo.address.city].filter(Boolean).join(" ")].filter(Boolean).join(", "),
        online: s.booker.active,
        employees: employees.filter((e) => e.shopId === s.id && e.active).length,
        cabins: resources.filter((r) => r.shopId === s.id && r.type === "cabin").length,
        equipments: resources.filter((r) => r.shopId === s.id && r.type === "equipment").length,
      }));
    const saved = shops.find((s) => s.id === Number(new URL(request.url).searchParams.get("saved")));
    return data({ rows, saved: saved?.publicInfo.name ?? null }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export default function AdminShops() {
  const { rows, saved } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const owner = useRouteLoaderData<typeof adminLoader>("admin")?.user.role === "owner";
  return (
    <div className="flex max-w-5xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.shop.title")}</h1>
          <p className="max-w-prose text-small text-ink-muted">{t("admin.shop.intro")}</p>
        </div>
        {owner && (
          <Link to={adminPath(lang, "/shops/new")} className={buttonClass({ size: "sm" })}>
            <Plus aria-hidden="true" size={16} />
            {t("admin.shop.new")}
          </Link>
        )}
      </header>
      <SavedNotice text={saved ? t("admin.shop.saved", { name: saved }) : null} testId="shops-saved" />
      <ul className="grid gap-4 md:grid-cols-2" data-testid="shop-list">
        {rows.map((s) => (
          <li key={s.id} className="flex flex-col gap-3 rounded-lg bg-page p-5 ring-1 ring-line">
            <div className="flex items-start justify-between gap-3">
              <h2 className="font-title text-lead text-ink">
                <Link to={adminPath(lang, `/shops/${s.id}`)} className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus">
                  {s.name}
                </Link>
              </h2>
              <span className={s.online ? "shrink-0 rounded-pill bg-success-soft px-2.5 py-0.5 text-caption font-semibold text-ink" : "shrink-0 rounded-pill bg-surface-soft px-2.5 py-0.5 text-caption font-semibold text-ink-muted ring-1 ring-line"}>
                {t(s.online ? "admin.shop.online" : "admin.shop.offline")}
              </span>
            </div>
            {s.address && (
              <p className="flex items-start gap-2 text-small text-ink-muted">
                <MapPin aria-hidden="true" size={16} className="mt-0.5 shrink-0" />
                {s.address}
              </p>
            )}
            <p className="text-small text-ink">{t("admin.shop.counts", { employees: s.employees, cabins: s.cabins, equipments: s.equipments })}</p>
            <div className="mt-auto flex flex-wrap gap-2">
              <Link to={adminPath(lang, `/shops/${s.id}`)} className={buttonClass({ size: "sm", variant: "secondary" })} aria-label={t("admin.shop.editNamed", { name: s.name })}>
                {t("admin.shop.edit")}
              </Link>
              <Link to={adminPath(lang, `/shops/${s.id}/resources`)} className={buttonClass({ size: "sm", variant: "quiet" })} aria-label={t("admin.res.titleNamed", { name: s.name })}>
                {t("admin.res.title")}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.shop.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.shop.title");
