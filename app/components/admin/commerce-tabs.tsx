// The commerce settings' pages, one tab each: coupons, payment, deposits and delivery, stock. Plain
// links (the current one marked), so they work before any script and scroll sideways on a phone.
import { Link } from "react-router";
import { adminPath } from "../../lib/admin-paths";
import { useT } from "../../lib/use-t";
import { chipClass } from "../ui/chip";

const TABS = [
  { path: "/commerce", key: "admin.commerce.tab.coupons" },
  { path: "/commerce/payment", key: "admin.commerce.tab.payment" },
  { path: "/commerce/rules", key: "admin.commerce.tab.rules" },
  { path: "/commerce/stock", key: "admin.commerce.tab.stock" },
] as const;

export function CommerceTabs({ current }: { current: (typeof TABS)[number]["path"] }) {
  const { t, lang } = useT();
  return (
    <nav aria-label={t("admin.commerce.tabs")} className="-mx-3 overflow-x-auto px-3 md:mx-0 md:px-0">
      <ul className="flex gap-2 pb-1">
        {TABS.map((tab) => (
          <li key={tab.path}>
            <Link to={adminPath(lang, tab.path)} className={chipClass()} aria-current={tab.path === current ? "page" : undefined} data-testid={`commerce-tab-${tab.path.split("/")[2] ?? "coupons"}`}>
              {t(tab.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
