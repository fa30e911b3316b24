// The header (spec §2): logo (white over a top hero), the drawer button on phones, the desktop
// menu, the primary-site link, the cart button, the bell and the account menu.
import { ChevronDown, ExternalLink, Menu } from "lucide-react";
import { Link, NavLink } from "react-router";
import { customMenuItems, mainEntries, primarySiteLink, profileIncomplete } from "../../../domain/navigation";
import { BookingCartButton } from "../booking/cart";
import { useLayoutData, useShell } from "../../lib/shell-data";
import { useT } from "../../lib/use-t";
import { AccountMenu } from "./account-menu";
import { BellMenu } from "./bell-menu";
import { closeMenus, MenuDisclosure } from "./menu";
import { NAV_LABELS } from "./nav-item";

export function Logo({ white }: { white: boolean }) {
  const { settings, href } = useShell();
  const { identity } = settings;
  const src = white && identity.logoWhite ? identity.logoWhite : identity.logo;
  return (
    <Link to={href("/")} className="flex min-w-0 items-center font-title text-xl" aria-label={identity.logo ? undefined : undefined}>
      {src ? (
        <img
          src={src}
          data-preview={white && identity.logoWhite ? "logoWhite" : "logo"}
          alt={identity.displayName}
          height={identity.logoSize}
          style={{ height: "var(--vt-logo-size, 50px)", width: "auto", maxWidth: "60vw" }}
        />
      ) : (
        <span data-preview="displayName" className="truncate">
          {identity.displayName}
        </span>
      )}
    </Link>
  );
}

/** Invoker commands open the drawer even before the page's script has started (Chromium 135+). */
const INVOKER = { command: "show-modal", commandfor: "shell-drawer" } as Record<string, string>;

const linkClass = ({ isActive }: { isActive: boolean }) => `rounded px-2 py-1 hover:underline underline-offset-4 ${isActive ? "underline" : ""}`;

function DesktopMenu() {
  const { settings, modules, lang, href } = useShell();
  const layout = useLayoutData();
  const { t } = useT();
  const shops = layout?.shops ?? [];
  const custom = customMenuItems(settings.booker.customMenuItems, lang);
  return (
    <nav aria-label={t("shell.mainMenu")} className="hidden items-center gap-2 text-sm md:flex" data-testid="desktop-menu">
      {mainEntries({ modules, magazine: layout?.magazine ?? false }).map((e) => (
        <NavLink key={e.key} to={href(e.href)} className={linkClass}>
          {t(NAV_LABELS[e.key]!)}
        </NavLink>
      ))}
      {shops.length <= 1 ? (
        <NavLink to={href("/contact")} className={linkClass}>
          {t(shops.length === 1 ? "shell.myShop" : "nav.contact")}
        </NavLink>
      ) : (
        <MenuDisclosure label={t("nav.contact")} align="left" testId="contact-menu" summary={<>{t("nav.contact")}<ChevronDown aria-hidden="true" size={16} /></>}>
          <ul className="flex flex-col">
            {shops.map((shop) => (
              <li key={shop.id}>
                <Link to={href(`/contact#${shop.slug}`)} onClick={closeMenus} className="block rounded px-3 py-2 hover:bg-black/5">
                  {shop.name}
                  <span className="block text-xs opacity-75">{shop.city}</span>
                </Link>
              </li>
            ))}
          </ul>
        </MenuDisclosure>
      )}
      {custom.length > 0 && (
        <MenuDisclosure label={t("shell.others")} align="left" testId="others-menu" summary={<>{t("shell.others")}<ChevronDown aria-hidden="true" size={16} /></>}>
          <ul className="flex flex-col">
            {custom.map((item) => (
              <li key={item.key}>
                <a
                  href={item.external ? item.href : href(item.href)}
                  {...(item.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                  className="flex items-center gap-2 rounded px-3 py-2 hover:bg-black/5"
                >
                  {item.label}
                  {item.newTab && (
                    <>
                      <ExternalLink aria-hidden="true" size={14} />
                      <span className="sr-only">{t("shell.newTab")}</span>
                    </>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </MenuDisclosure>
      )}
    </nav>
  );
}

export function Header({ overHero, onOpenDrawer }: { overHero: boolean; onOpenDrawer: () => void }) {
  const { settings, customer, lang } = useShell();
  const { t } = useT();
  const primary = primarySiteLink(settings.booker.primarySiteLink, lang);
  const dot = profileIncomplete(customer);
  return (
    <header
      data-over-hero={overHero ? "" : undefined}
      className={overHero ? "absolute inset-x-0 top-0 z-30 bg-gradient-to-b from-black/60 to-transparent text-white" : "relative z-30 border-b border-black/10 bg-page"}
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-3 py-2 md:gap-4 md:px-4">
        <div className="flex min-w-0 items-center gap-1">
          <button
            type="button"
            {...INVOKER}
            onClick={onOpenDrawer}
            className="relative rounded p-2 md:hidden"
            aria-label={dot ? `${t("shell.openMenu")} — ${t("shell.profileIncomplete")}` : t("shell.openMenu")}
            data-testid="drawer-button"
          >
            <Menu aria-hidden="true" size={24} />
            {dot && <span aria-hidden="true" data-testid="drawer-dot" className="absolute right-1 top-1 size-2.5 rounded-full bg-red-700" />}
          </button>
          <Logo white={overHero} />
        </div>
        <DesktopMenu />
        <div className="flex items-center gap-1">
          {primary && (
            <a href={primary.url} className="hidden rounded border border-current px-3 py-1.5 text-sm lg:inline-block">
              {primary.text || t("shell.primarySite")}
            </a>
          )}
          <BookingCartButton label={t("booking.cart.open")} className="rounded p-2" />
          <BellMenu />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
