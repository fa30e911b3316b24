// The commerce settings' own navigation (/admin/commerce/...): one link per part, the current one
// marked. Plain links, so they work before any script; on a phone the row scrolls sideways. One
// entry a line, so each part adds its own.
import { NavLink } from "react-router";
import { adminPath } from "../../lib/admin-paths";
import { useT, type TKey } from "../../lib/use-t";

const PARTS: { to: string; label: TKey; end?: boolean }[] = [
  { to: "/commerce", label: "admin.commerce.nav.coupons", end: true },
  { to: "/commerce/payment", label: "admin.commerce.tab.payment" },
  { to: "/commerce/rules", label: "admin.commerce.tab.rules" },
  { to: "/commerce/stock", label: "admin.commerce.tab.stock" },
  { to: "/commerce/gifts", label: "admin.commerce.nav.gifts" },
  { to: "/commerce/loyalty", label: "admin.commerce.nav.loyalty" },
  { to: "/commerce/shelves", label: "admin.commerce.nav.shelves" },
];

export function CommerceNav() {
  const { t, lang } = useT();
  return (
    <nav aria-label={t("admin.commerce.nav.label")} className="-mx-3 overflow-x-auto px-3 md:mx-0 md:px-0">
      <ul className="flex w-max gap-1 rounded-lg bg-surface-soft p-1 ring-1 ring-line">
        {PARTS.map((p) => (
          <li key={p.to}>
            <NavLink
              to={adminPath(lang, p.to)}
              end={p.end}
              data-testid={`commerce-tab-${p.to.split("/")[2] ?? "coupons"}`}
              className={({ isActive }) =>
                `inline-flex min-h-10 items-center rounded-md px-3 text-small font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ${isActive ? "bg-page text-ink shadow-sm ring-1 ring-line" : "text-ink-muted hover:text-ink"}`
              }
            >
              {t(p.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
