// The back-office's layout (/admin, decision 230): the business's name, the navigation (only the
// pages that exist), the signed-in company user and signing out. Every page under it is for a
// signed-in company user: the loader asks the API who the provider cookie's token is.
import { useState } from "react";
import { data, Form, NavLink, Outlet, useLoaderData, useNavigation } from "react-router";
import type { Route } from "./+types/admin";
import { CalendarDays, ChartBar, CircleUser, ClipboardCheck, ExternalLink, History, Menu, Newspaper, Package, Pencil, ShoppingBag, Sparkles, Store, Tag, Users, type Icon } from "../components/ui/icons";
import { Avatar, initialsOf } from "../components/ui/chip";
import { cx } from "../components/ui/cx";
import { IconButton } from "../components/ui/button";
import { Sheet } from "../components/ui/dialog";
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

type Group = "day" | "setup" | "figures";
// In three groups, as a salon thinks of them: the day's work, what is set up once, the figures.
const NAV: { to: string; label: TKey; icon: Icon; group: Group; roles?: string[] }[] = [
  { to: "/agenda", label: "admin.nav.agenda", icon: CalendarDays, group: "day" },
  { to: "/customers", label: "admin.nav.customers", icon: CircleUser, group: "day" },
  // orders and their money are for owners and managers (contract/orders.ts)
  { to: "/orders", label: "admin.nav.orders", icon: ShoppingBag, group: "day", roles: ["owner", "manager"] },
  // staff have no catalogue to write (decision 240)
  { to: "/catalogue", label: "admin.nav.catalogue", icon: Sparkles, group: "setup", roles: ["owner", "manager"] },
  // shops, their staff and resources are written by owners and managers (decision 218)
  { to: "/shops", label: "admin.nav.shops", icon: Store, group: "setup", roles: ["owner", "manager"] },
  { to: "/staff", label: "admin.nav.staff", icon: Users, group: "setup", roles: ["owner", "manager"] },
  // coupons and the shop's settings: the owner writes, a manager reads (decision 248)
  { to: "/commerce", label: "admin.nav.commerce", icon: Tag, group: "setup", roles: ["owner", "manager"] },
  // consent form templates: owners and managers write them (decision 283)
  { to: "/consent", label: "admin.nav.consent", icon: ClipboardCheck, group: "setup", roles: ["owner", "manager"] },
  // pigments, needles, the recall and record types are designed by owners and managers (decision 280)
  { to: "/supplies", label: "admin.nav.supplies", icon: Package, group: "setup", roles: ["owner", "manager"] },
  // the magazine, events and alerts: owners and managers write them (contract/content.ts, decision 284)
  { to: "/content", label: "admin.nav.content", icon: Newspaper, group: "setup", roles: ["owner", "manager"] },
  // the site's look is the owner's (decision 244)
  { to: "/look", label: "admin.nav.look", icon: Pencil, group: "setup", roles: ["owner"] },
  // a manager reads their own shops' figures; who changed what is the owner's (contract/statistics.ts)
  { to: "/statistics", label: "admin.nav.statistics", icon: ChartBar, group: "figures", roles: ["owner", "manager"] },
  { to: "/audit", label: "admin.nav.audit", icon: History, group: "figures", roles: ["owner"] },
];
const GROUPS: { group: Group; label: TKey }[] = [
  { group: "day", label: "admin.nav.group.day" },
  { group: "setup", label: "admin.nav.group.setup" },
  { group: "figures", label: "admin.nav.group.figures" },
];
/** the side bar is dark; the phone menu is a light sheet */
type Tone = "dark" | "light";
const ROLE_KEYS: Record<string, TKey> = { owner: "admin.role.owner", manager: "admin.role.manager", staff: "admin.role.staff" };

function SignOut({ tone }: { tone: Tone }) {
  const { t, lang } = useT();
  const busy = useNavigation().formAction?.endsWith("/admin/logout") ?? false;
  return (
    <Form method="post" action={adminPath(lang, "/logout")}>
      <button
        type="submit"
        aria-busy={busy || undefined}
        className={cx(
          "inline-flex w-full items-center justify-center gap-2 rounded-pill px-3 text-small font-semibold focus-visible:outline-2 focus-visible:outline-offset-2",
          tone === "dark" ? "min-h-8 text-page/90 ring-1 ring-page/25 hover:bg-page/10 focus-visible:outline-page" : "min-h-10 text-ink ring-1 ring-line-strong hover:bg-surface-soft focus-visible:outline-ink",
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
  const [menuOpen, setMenuOpen] = useState(false);
  // the phone menu's entries are drawn once it is first opened, not on every page: closed, it is
  // out of reach (a script opens it), and the side bar already holds the same links
  const [menuDrawn, setMenuDrawn] = useState(false);
  const navClass =
    (tone: Tone, finger = tone === "light") =>
    ({ isActive }: { isActive: boolean }) =>
      cx(
        // the side bar's rows are 32 px (above WCAG 2.5.8's 24) so that all its entries fit a 1024×768 screen; the phone menu's stay 44 px for a finger
        "vt-admin-nav",
        tone === "dark"
          ? cx(finger ? "min-h-11" : "min-h-8", "focus-visible:outline-page", isActive ? "bg-page text-ink" : "text-page/85 hover:bg-page/10 hover:text-page")
          : cx(finger ? "min-h-11" : "min-h-10", "focus-visible:outline-ink", isActive ? "bg-ink text-page" : "text-ink hover:bg-surface-soft"),
      );
  const mine = NAV.filter((item) => !item.roles || item.roles.includes(user.role));
  const link = (item: (typeof NAV)[number], className: (a: { isActive: boolean }) => string, onNavigate?: () => void) => (
    <li key={item.to}>
      <NavLink to={adminPath(lang, item.to)} className={className} prefetch="intent" onClick={onNavigate}>
        <item.icon aria-hidden="true" size={20} />
        <span>{t(item.label)}</span>
      </NavLink>
    </li>
  );
  // the groups with a heading each, when a role has more than the day's pages
  const grouped = (className: (a: { isActive: boolean }) => string, headingClass: string, onNavigate?: () => void) => {
    const groups = GROUPS.map((g) => ({ ...g, items: mine.filter((item) => item.group === g.group) })).filter((g) => g.items.length > 0);
    if (groups.length === 1) return <ul className="flex flex-col gap-1">{groups[0]!.items.map((item) => link(item, className, onNavigate))}</ul>;
    return groups.map((g) => (
      <div key={g.group} className="flex flex-col gap-0.5 [&+&]:mt-2">
        <h2 className={headingClass}>{t(g.label)}</h2>
        <ul className="flex flex-col gap-0.5">{g.items.map((item) => link(item, className, onNavigate))}</ul>
      </div>
    ));
  };
  const siteLink = (tone: Tone) => (
    <a
      href={pathIn(lang, "/")}
      className={cx(
        cx("flex items-center gap-2 rounded-md px-3 text-small focus-visible:outline-2", tone === "dark" ? "min-h-8" : "min-h-10"),
        tone === "dark" ? "text-page/80 hover:bg-page/10 hover:text-page focus-visible:outline-page" : "text-ink-muted hover:bg-surface-soft hover:text-ink focus-visible:outline-ink",
      )}
    >
      <ExternalLink aria-hidden="true" size={16} />
      {t("admin.nav.site")}
    </a>
  );
  const who = (tone: Tone) => (
    <div className="flex items-center gap-3 px-1">
      <Avatar initials={initialsOf(user.name)} size={36} />
      <div className="min-w-0">
        <p className="truncate text-small font-semibold">{user.name}</p>
        <p className={cx("text-caption", tone === "dark" ? "text-page/70" : "text-ink-muted")}>{ROLE_KEYS[user.role] ? t(ROLE_KEYS[user.role]!) : user.role}</p>
      </div>
    </div>
  );
  /** the foot of the side bar and of the phone menu: the site, who is signed in, sign-out */
  const foot = (tone: Tone, className: string) => (
    <div className={className}>
      {siteLink(tone)}
      {who(tone)}
      <SignOut tone={tone} />
    </div>
  );
  return (
    <div className="min-h-screen bg-surface-soft lg:grid lg:grid-cols-[15rem_1fr]">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-page focus:px-4 focus:py-2 focus:text-ink">
        {t("nav.skipToContent")}
      </a>
      {/* large screens: the side bar */}
      <aside className="sticky top-0 hidden h-screen flex-col gap-3 bg-ink p-3 text-page lg:flex">
        <div className="px-3 pt-1">
          <p className="font-title text-xl leading-tight">{business}</p>
          <p className="text-caption uppercase tracking-[0.1em] text-page/70">{t("admin.title")}</p>
        </div>
        <nav aria-label={t("admin.nav.label")} className="-mx-1 flex-1 overflow-y-auto px-1">
          {grouped(navClass("dark"), "px-3 text-caption font-semibold uppercase leading-5 tracking-[0.1em] text-page/60")}
        </nav>
        {foot("dark", "flex flex-col gap-2 border-t border-page/15 pt-2")}
      </aside>
      {/* tablets and phones: the top bar holds the day's pages; everything else is in the menu */}
      <header className="sticky top-0 z-30 flex items-center gap-2 bg-ink px-3 py-2 text-page lg:hidden">
        <p className="flex min-w-0 flex-1 items-center">
          <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-pill bg-page/15 text-caption font-semibold tracking-wide sm:hidden">
            {initialsOf(business)}
          </span>
          <span className="sr-only font-title text-lead sm:not-sr-only sm:truncate">{business}</span>
        </p>
        <nav aria-label={t("admin.nav.today")}>
          <ul className="flex gap-1">
            {mine
              .filter((item) => item.group === "day")
              .map((item) => (
                <li key={item.to}>
                  <NavLink to={adminPath(lang, item.to)} className={navClass("dark", true)} prefetch="intent">
                    <item.icon aria-hidden="true" size={20} />
                    {/* the words stay for screen readers where they would crowd out the business name */}
                    <span className="sr-only md:not-sr-only">{t(item.label)}</span>
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <IconButton
          icon={Menu}
          label={t("admin.nav.menu")}
          tone="on-dark"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuDrawn(true);
            setMenuOpen(true);
          }}
          data-testid="admin-menu"
        />
        <Sheet open={menuOpen} onClose={() => setMenuOpen(false)} title={business} description={t("admin.title")} closeLabel={t("admin.nav.closeMenu")} testId="admin-menu-sheet">
          {menuDrawn && (
            <nav aria-label={t("admin.nav.label")} className="-mx-2">
              {grouped(navClass("light"), "px-3 pb-1 text-caption font-semibold uppercase tracking-[0.1em] text-ink-muted", () => setMenuOpen(false))}
              {foot("light", "mt-4 flex flex-col gap-3 border-t border-line pt-4")}
            </nav>
          )}
        </Sheet>
      </header>
      <main id="admin-main" tabIndex={-1} className="min-w-0 focus:outline-none">
        <Outlet />
      </main>
    </div>
  );
}
