// The back-office's layout (/admin, decision 230): the business's name, the navigation (only the
// pages that exist), the signed-in company user and signing out. Every page under it is for a
// signed-in company user: the loader asks the API who the provider cookie's token is.
import { data, Form, NavLink, Outlet, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin";
import { CalendarDays, ChartBar, CircleUser, ClipboardCheck, ExternalLink, History, Package, Pencil, ShoppingBag, Sparkles, Store, Tag, Users, type Icon } from "../components/ui/icons";
import { Avatar, initialsOf } from "../components/ui/chip";
import { cx } from "../components/ui/cx";
import { Spinner } from "../components/ui/spinner";
import { ADMIN_HEADERS, asCompanyUser } from "../lib/admin.server";
import { adminPath } from "../lib/admin-paths";
import { pathIn } from "../lib/account-paths";
import { useT, type TKey } from "../lib/use-t";

export async function loader({ request, context }: Route.LoaderArgs) {
  return asCompanyUser(request, context, async ({ api, token, company, lang }) => {
    const { user } = await api.get("/cmp-users/me", { bearer: token });
    return data({ user: { name: `${user.firstname} ${user.lastname}`.trim() || user.email, email: user.email, role: user.role }, business: company.settings.identity.displayName, lang }, { headers: ADMIN_HEADERS });
  });
}

export const headers: Route.HeadersFunction = () => ADMIN_HEADERS;

const NAV: { to: string; label: TKey; icon: Icon; roles?: string[] }[] = [
  { to: "/agenda", label: "admin.nav.agenda", icon: CalendarDays },
  // staff find the customers they serve (decision 223)
  { to: "/customers", label: "admin.nav.customers", icon: CircleUser },
  // orders and their money are for owners and managers (contract/orders.ts)
  { to: "/orders", label: "admin.nav.orders", icon: ShoppingBag, roles: ["owner", "manager"] },
  // staff have no catalogue to write (decision 240)
  { to: "/catalogue", label: "admin.nav.catalogue", icon: Sparkles, roles: ["owner", "manager"] },
  // shops, their staff and resources are written by owners and managers (decision 218)
  { to: "/shops", label: "admin.nav.shops", icon: Store, roles: ["owner", "manager"] },
  { to: "/staff", label: "admin.nav.staff", icon: Users, roles: ["owner", "manager"] },
  // coupons and the shop's settings: the owner writes, a manager reads (decision 248)
  { to: "/commerce", label: "admin.nav.commerce", icon: Tag, roles: ["owner", "manager"] },
  // pigments, needles, the recall and record types are designed by owners and managers (decision 280)
  { to: "/supplies", label: "admin.nav.supplies", icon: Package, roles: ["owner", "manager"] },
  // a manager reads their own shops' figures; who changed what is the owner's (contract/statistics.ts)
  { to: "/statistics", label: "admin.nav.statistics", icon: ChartBar, roles: ["owner", "manager"] },
  { to: "/audit", label: "admin.nav.audit", icon: History, roles: ["owner"] },
  // the site's look is the owner's (decision 244)
  { to: "/look", label: "admin.nav.look", icon: Pencil, roles: ["owner"] },
  // consent form templates: owners and managers write them (decision 283)
  { to: "/consent", label: "admin.nav.consent", icon: ClipboardCheck, roles: ["owner", "manager"] },
];
const ROLE_KEYS: Record<string, TKey> = { owner: "admin.role.owner", manager: "admin.role.manager", staff: "admin.role.staff" };

function SignOut({ compact = false }: { compact?: boolean }) {
  const { t, lang } = useT();
  const busy = useNavigation().formAction?.endsWith("/admin/logout") ?? false;
  return (
    <Form method="post" action={adminPath(lang, "/logout")}>
      <button
        type="submit"
        aria-busy={busy || undefined}
        className={cx(
          "inline-flex min-h-10 items-center gap-2 rounded-pill px-3 text-small font-semibold text-page/90 hover:bg-page/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-page",
          compact ? "" : "w-full justify-center ring-1 ring-page/25",
        )}
      >
        {busy && <Spinner size={16} />}
        {t("admin.signOut")}
      </button>
    </Form>
  );
}

export default function AdminLayout() {
  const { user, business } = useLoaderData<typeof loader>();
  const { t, lang } = useT();
  const navClass = ({ isActive }: { isActive: boolean }) =>
    cx(
      "flex min-h-11 items-center gap-3 rounded-md px-3 text-body font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-page",
      isActive ? "bg-page text-ink" : "text-page/85 hover:bg-page/10 hover:text-page",
    );
  // the top bar names its links by icon below 896 px, where their words would crowd out the business name (the words stay for screen readers)
  const linksOf = (compact: boolean) =>
    NAV.filter((item) => !item.roles || item.roles.includes(user.role)).map((item) => (
      <li key={item.to}>
        <NavLink to={adminPath(lang, item.to)} className={navClass} prefetch="intent">
          <item.icon aria-hidden="true" size={20} />
          <span className={compact ? "sr-only min-[56rem]:not-sr-only" : undefined}>{t(item.label)}</span>
        </NavLink>
      </li>
    ));
  return (
    <div className="min-h-screen bg-surface-soft lg:grid lg:grid-cols-[15rem_1fr]">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-page focus:px-4 focus:py-2 focus:text-ink">
        {t("nav.skipToContent")}
      </a>
      {/* large screens: the side bar */}
      <aside className="sticky top-0 hidden h-screen flex-col gap-6 bg-ink p-4 text-page lg:flex">
        <div className="px-3 pt-2">
          <p className="font-title text-xl leading-tight">{business}</p>
          <p className="text-caption uppercase tracking-[0.1em] text-page/70">{t("admin.title")}</p>
        </div>
        <nav aria-label={t("admin.nav.label")} className="flex-1">
          <ul className="flex flex-col gap-1">{linksOf(false)}</ul>
        </nav>
        <a href={pathIn(lang, "/")} className="flex min-h-10 items-center gap-2 rounded-md px-3 text-small text-page/80 hover:bg-page/10 hover:text-page focus-visible:outline-2 focus-visible:outline-page">
          <ExternalLink aria-hidden="true" size={16} />
          {t("admin.nav.site")}
        </a>
        <div className="flex flex-col gap-3 border-t border-page/15 pt-4">
          <div className="flex items-center gap-3 px-1">
            <Avatar initials={initialsOf(user.name)} size={36} />
            <div className="min-w-0">
              <p className="truncate text-small font-semibold">{user.name}</p>
              <p className="text-caption text-page/70">{ROLE_KEYS[user.role] ? t(ROLE_KEYS[user.role]!) : user.role}</p>
            </div>
          </div>
          <SignOut />
        </div>
      </aside>
      {/* tablets and phones: the top bar */}
      <header className="sticky top-0 z-30 flex items-center gap-3 bg-ink px-3 py-2 text-page lg:hidden">
        {/* a phone has room for the business's initials only; its name stays for screen readers */}
        {/* below 416 px the links need the initials' room */}
        <p className="flex min-w-0 flex-1 items-center">
          <span aria-hidden="true" className="flex size-9 shrink-0 max-[26rem]:hidden items-center justify-center rounded-pill bg-page/15 text-caption font-semibold tracking-wide sm:hidden">
            {initialsOf(business)}
          </span>
          <span className="sr-only font-title text-lead sm:not-sr-only sm:truncate">{business}</span>
        </p>
        <nav aria-label={t("admin.nav.label")}>
          <ul className="flex gap-1">{linksOf(true)}</ul>
        </nav>
        <SignOut compact />
      </header>
      <main id="admin-main" tabIndex={-1} className="min-w-0 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
