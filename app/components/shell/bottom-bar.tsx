// The phone's bottom bar (spec §2): a configurable tab on each side (default services and
// contact), home in the centre; an 'account' tab opens the account menu.
import { CalendarHeart, Gift, House, MapPin, Newspaper, Sparkles, Store, type Icon } from "../ui/icons";
import { NavLink } from "react-router";
import { bottomTabs, type BottomTab } from "../../../domain/navigation";
import { localise } from "../../../domain/catalogue";
import { useLayoutData, useShell } from "../../lib/shell-data";
import { useT } from "../../lib/use-t";
import { AccountMenu } from "./account-menu";
import { NAV_LABELS } from "./nav-item";

const ICONS: Record<BottomTab, Icon> = {
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
  const tabs = bottomTabs(mobile, { modules, magazine: layout?.magazine ?? false, homepageType: settings.booker.homepageType });
  // The current tab: its icon on a tinted pill and its label in the accent (Material-like, calm).
  const cell = ({ isActive }: { isActive: boolean }) =>
    `group/tab flex flex-1 flex-col items-center justify-center gap-1 text-[0.6875rem] font-medium leading-none tracking-[0.01em] ${isActive ? "is-active text-accent-ink" : "text-ink-muted"}`;
  const pill = "flex h-7 w-14 items-center justify-center rounded-pill transition-colors duration-200 group-[.is-active]/tab:bg-surface-tint";
  const side = (slot: "left" | "right") => {
    const { tab, href: path } = tabs[slot];
    if (tab === "account") return <AccountMenu up withLabel className="flex flex-1 items-center justify-center text-ink-muted" />;
    const Icon = ICONS[tab];
    const info = localise(slot === "left" ? mobile.bottomNavLeftInfo : mobile.bottomNavRightInfo, lang);
    // With one shop, contact is 'my shop' everywhere (spec §2).
    const label = info || (tab === "contact" && (layout?.shops.length ?? 0) === 1 ? t("shell.myShop") : t(NAV_LABELS[tab]!));
    return (
      <NavLink to={href(path)} className={cell} data-testid={`bottom-${slot}`}>
        <span className={pill}>
          <Icon aria-hidden="true" size={21} />
        </span>
        {label}
      </NavLink>
    );
  };
  return (
    <nav aria-label={t("shell.bottomBar")} className="fixed inset-x-0 bottom-0 z-30 flex h-[var(--vt-bottom-bar)] border-t border-line bg-page/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-md md:hidden" data-testid="bottom-bar">
      {side("left")}
      <NavLink to={href("/")} end className={cell} data-testid="bottom-home">
        <span className={pill}>
          <House aria-hidden="true" size={21} />
        </span>
        {t("nav.home")}
      </NavLink>
      {side("right")}
    </nav>
  );
}
