// Navigation labels and entries the shell's menus share.
import { Link } from "react-router";
import { useShell } from "../../lib/shell-data";
import { useT, type TKey } from "../../lib/use-t";

/** The interface label of each navigation key (domain/navigation.ts). */
export const NAV_LABELS: Record<string, TKey> = {
  home: "nav.home",
  services: "nav.services",
  eshop: "nav.eshop",
  eShop: "nav.eshop",
  gift: "nav.gift",
  magazine: "nav.magazine",
  contact: "nav.contact",
  shops: "nav.shops",
  account: "nav.account",
  orders: "nav.orders",
  loyalty: "nav.loyalty",
  eshopOrders: "nav.eshopOrders",
  gifts: "gift.mine",
  login: "nav.login",
  register: "nav.register",
};

/** One entry of a navigation list: a link to a page of the site, in the visitor's language. */
export function NavItem({ to, label, className }: { to: string; label: TKey; className: string }) {
  const { t } = useT();
  const { href } = useShell();
  return (
    <li>
      <Link to={href(to)} className={className}>
        {t(label)}
      </Link>
    </li>
  );
}
