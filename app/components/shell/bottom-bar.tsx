// The phone's bottom bar (spec §2): a configurable tab on each side (default services and
// contact), home in the centre; an 'account' tab opens the account menu.
import { CalendarHeart, Gift, House, MapPin, Newspaper, Sparkles, Store, type LucideIcon } from "lucide-react";
import { NavLink } from "react-router";
import { bottomTabs, type BottomTab } from "../../../domain/navigation";
import { localise } from "../../../domain/catalogue";
import { useLayoutData, useShell } from "../../lib/shell-data";
import { useT } from "../../lib/use-t";
import { AccountMenu } from "./account-menu";
import { NAV_LABELS } from "./nav-item";

const ICONS: Record<BottomTab, LucideIcon> = {
  gift: Gift,
  services: Sparkles,
  contact: MapPin,
  shops: Store,
  eShop: Store,
  account: CalendarHeart,
  magazine: Newspaper,
};

export function BottomBar() {
  const { settings, modules, lang, href } = useShell();
  const layout = useLayoutData();
  const { t } = useT();
  const mobile = settings.booker.navigation.mobile;
  const tabs = bottomTabs(mobile, { modules, magazine: layout?.magazine ?? false });
  const cell = ({ isActive }: { isActive: boolean }) => `flex flex-1 flex-col items-center gap-0.5 py-2 text-xs ${isActive ? "font-semibold text-primary" : ""}`;
  const side = (slot: "left" | "right") => {
    const { tab, href: path } = tabs[slot];
    if (tab === "account") return <AccountMenu up withLabel className="flex flex-1 justify-center" />;
    const Icon = ICONS[tab];
    const info = localise(slot === "left" ? mobile.bottomNavLeftInfo : mobile.bottomNavRightInfo, lang);
    // With one shop, contact is 'my shop' everywhere (spec §2).
    const label = info || (tab === "contact" && (layout?.shops.length ?? 0) === 1 ? t("shell.myShop") : t(NAV_LABELS[tab]!));
    return (
      <NavLink to={href(path)} className={cell} data-testid={`bottom-${slot}`}>
        <Icon aria-hidden="true" size={22} />
        {label}
      </NavLink>
    );
  };
  return (
    <nav aria-label={t("shell.bottomBar")} className="fixed inset-x-0 bottom-0 z-30 flex border-t border-black/10 bg-page pb-[env(safe-area-inset-bottom)] md:hidden" data-testid="bottom-bar">
      {side("left")}
      <NavLink to={href("/")} end className={cell} data-testid="bottom-home">
        <House aria-hidden="true" size={22} />
        {t("nav.home")}
      </NavLink>
      {side("right")}
    </nav>
  );
}
