// /admin/staff: the employees by shop (a manager's shops only, decision 218) with their photo, how
// many services they perform, their days of work and their next absence; each opens their form.
import { data, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/admin-staff";
import { adminMeta } from "../components/admin/meta";
import { adminRefused } from "../components/admin/admin-refused";
import { SavedNotice } from "../components/admin/saved-notice";
import { buttonClass } from "../components/ui/button";
import { Avatar, initialsOf } from "../components/ui/chip";
import { Plus } from "../components/ui/icons";
import { withinReach } from "../../domain/roles";
import { WEEKDAYS } from "../../domain/types";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { useT, type TKey } from "../lib/use-t";

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token }) => {
    const [{ shops }, { employees }, { user }] = await Promise.all([api.get("/shops"), api.get("/employees", { bearer: token }), api.get("/cmp-users/me", { bearer: token })]);
    const groups = shops
      .filter((s) => withinReach(user.shops, s.id))
      .map((s) => ({
        id: s.id,
        name: s.publicInfo.name,
        timeZone: s.timeZone,
        employees: employees
          .filter((e) => e.shopId === s.id)
          .map((e) => ({ id: e.id, name: e.displayName, photo: e.image?.url ?? null, active: e.active, skills: e.serviceIds.length, days: WEEKDAYS.filter((w) => (e.workingHours[w]?.length ?? 0) > 0), away: e.absences[0] ?? null })),
      }));
    const saved = employees.find((e) => e.id === Number(new URL(request.url).searchParams.get("saved")));
    return data({ groups, saved: saved?.displayName ?? null }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

export default function AdminStaff() {
  const { groups, saved } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  return (
    <div className="flex max-w-5xl flex-col gap-6 p-3 md:p-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="font-title text-2xl text-ink md:text-3xl">{t("admin.staff.title")}</h1>
          <p className="max-w-prose text-small text-ink-muted">{t("admin.staff.intro")}</p>
        </div>
        <Link to={adminPath(lang, "/staff/new")} className={buttonClass({ size: "sm" })}>
          <Plus aria-hidden="true" size={16} />
          {t("admin.staff.new")}
        </Link>
      </header>
      <SavedNotice text={saved ? t("admin.staff.saved", { name: saved }) : null} testId="staff-saved" />
      {groups.map((g) => (
        <section key={g.id} aria-labelledby={`shop-${g.id}`} className="flex flex-col gap-3">
          <h2 id={`shop-${g.id}`} className="font-title text-lead text-ink">
            {g.name}
          </h2>
          {g.employees.length === 0 ? (
            <p className="text-small text-ink-muted">{t("admin.staff.none")}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line rounded-lg bg-page ring-1 ring-line" data-testid={`staff-${g.id}`}>
              {g.employees.map((e) => (
                <li key={e.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                  {e.photo ? <img src={e.photo} alt="" width={40} height={40} className="size-10 rounded-pill object-cover" /> : <Avatar initials={initialsOf(e.name)} size={40} />}
                  <div className="flex min-w-0 flex-1 flex-col">
                    <Link to={adminPath(lang, `/staff/${e.id}`)} className="font-semibold text-ink underline-offset-4 hover:underline">
                      {e.name}
                    </Link>
                    <p className="text-small text-ink-muted">
                      {e.days.length ? e.days.map((w) => t(`day.${w}` as TKey).slice(0, 3)).join(" · ") : t("admin.staff.noDays")} — {t("admin.staff.skillCount", { count: e.skills })}
                    </p>
                  </div>
                  {!e.active && <span className="rounded-pill bg-surface-soft px-2.5 py-0.5 text-caption font-semibold text-ink-muted ring-1 ring-line">{t("admin.staff.inactive")}</span>}
                  {e.away && (
                    <span className="rounded-pill bg-warning-soft px-2.5 py-0.5 text-caption font-semibold text-ink">
                      {t("admin.staff.awayFrom", { date: new Intl.DateTimeFormat(lang, { day: "numeric", month: "short", timeZone: g.timeZone }).format(new Date(e.away.start)) })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

export const ErrorBoundary = adminRefused("admin.staff.title");

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin.staff.title");
