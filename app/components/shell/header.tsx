// The header (spec §2): logo (white over a top hero), the drawer button on phones, the desktop
// menu, the primary-site link, the cart button, the bell and the account menu.
import { ChevronDown, ExternalLink, Menu } from "../ui/icons";
import { Link, NavLink } from "react-router";
import { customMenuItems, mainEntries, primarySiteLink, profileIncomplete, missingContact } from "../../../domain/navigation";
import { BookingCartButton } from "../booking/cart-entry";
import { useLayoutData, useShell } from "../../lib/shell-data";
import { useT } from "../../lib/use-t";
import { CONTACT_WARNING_SHELL } from "../../lib/account-paths";
import { AccountMenu } from "./account-menu";
import { BellMenu } from "./bell-menu";
import { closeMenus, MENU_ITEM, MenuDisclosure } from "./menu";
import { NAV_LABELS } from "./nav-item";

/** The header's logo: the white one over a top hero, when the business has one. */
export function logoSource(identity: { logo: string; logoWhite: string }, white: boolean): string {
  return white && identity.logoWhite ? identity.logoWhite : identity.logo;
}

export function Logo({ white }: { white: boolean }) {
  const { settings, href } = useShell();
  const { identity } = settings;
  const src = logoSource(identity, white);
  return (
    <Link to={href("/")} className="flex min-w-0 items-center rounded-md font-title text-[1.625rem] font-semibold leading-none tracking-[-0.01em]">
      {src ? (
        <img
          src={src}
          data-preview={white && identity.logoWhite ? "logoWhite" : "logo"}
          alt={identity.displayName}
          height={identity.logoSize}
          // it gives way to the header's buttons on the narrowest phones (320 px): scaled down, never covered
          style={{ height: "min(var(--vt-logo-size, 50px), 3rem)", width: "auto", maxWidth: "min(100%, 16rem)", objectFit: "contain", objectPosition: "left center" }}
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

/** A menu entry: a soft pill on hover, a short accent line under the current page. */
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `relative rounded-pill px-3.5 py-2 transition-colors duration-150 hover:bg-[var(--vt-menu-hover)] ${isActive ? "after:absolute after:inset-x-3.5 after:-bottom-0.5 after:h-0.5 after:rounded-pill after:bg-current" : ""}`;

function DesktopMenu() {
  const { settings, modules, lang, href } = useShell();
  const layout = useLayoutData();
  const { t } = useT();
  const shops = layout?.shops ?? [];
  const custom = customMenuItems(settings.booker.customMenuItems, lang);
  return (
    <nav aria-label={t("shell.mainMenu")} className="hidden min-w-0 flex-1 items-center justify-center gap-1 text-small font-medium md:flex" data-testid="desktop-menu">
      {mainEntries({ modules, magazine: layout?.magazine ?? false, homepageType: settings.booker.homepageType }).map((e) => (
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
                <Link to={href(`/contact#${shop.slug}`)} onClick={closeMenus} className={MENU_ITEM}>
                  {shop.name}
                  <span className="block text-caption font-normal text-ink-muted">{shop.city}</span>
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
                  className={`${MENU_ITEM} flex items-center gap-2`}
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
  // a marketplace's header (spec §2): the site's name centred, no menu of its own (its links are in
  // the footer and the bottom bar), the cart and the account at the right
  const marketplace = settings.booker.homepageType === "mkp" || settings.booker.homepageType === "mkp-2";
  return (
    <header
      data-over-hero={overHero ? "" : undefined}
      data-on-dark={overHero ? "" : undefined}
      className={
        overHero
          ? "absolute inset-x-0 top-0 z-30 bg-gradient-to-b from-black/55 via-black/25 to-transparent text-white [--vt-menu-hover:rgb(255_255_255/0.14)]"
          : "relative z-30 border-b border-line bg-page [--vt-menu-hover:var(--color-surface-soft)]"
      }
    >
      <div className={`vt-container h-[var(--vt-header)] items-center gap-2 md:gap-6 ${marketplace ? "grid grid-cols-[auto_minmax(0,1fr)_auto] md:grid-cols-[1fr_minmax(0,auto)_1fr]" : "flex"}`}>
        <div className={marketplace ? "flex items-center" : "flex min-w-0 flex-1 items-center gap-1 md:flex-none"}>
          <button
            type="button"
            {...INVOKER}
            onClick={onOpenDrawer}
            className="relative -ml-2.5 inline-flex size-11 items-center justify-center rounded-pill transition-colors hover:bg-[var(--vt-menu-hover)] md:hidden"
            aria-label={dot ? `${t("shell.openMenu")} — ${t(CONTACT_WARNING_SHELL[missingContact(customer) ?? "both"])}` : t("shell.openMenu")}
            data-testid="drawer-button"
          >
            <Menu aria-hidden="true" size={24} />
            {dot && <span aria-hidden="true" data-testid="drawer-dot" className="absolute right-2 top-2 size-2.5 rounded-full bg-danger ring-2 ring-page" />}
          </button>
          {!marketplace && <Logo white={overHero} />}
        </div>
        {marketplace ? (
          // a phone keeps the name whole where it can: a smaller size between the buttons
          <div className="flex min-w-0 justify-center max-md:[&>a]:text-[1.3125rem]" data-testid="header-centred">
            <Logo white={overHero} />
          </div>
        ) : (
          <DesktopMenu />
        )}
        <div className={`-mr-2.5 flex shrink-0 items-center ${marketplace ? "justify-self-end" : "ml-auto md:ml-0"}`}>
          {primary && (
            <a
              href={primary.url}
              className="mr-2 hidden min-h-10 items-center rounded-pill border border-current/35 px-4 text-small font-medium transition-colors hover:border-current lg:inline-flex"
            >
              {primary.text || t("shell.primarySite")}
            </a>
          )}
          <BookingCartButton label={t("booking.cart.open")} className={HEADER_ICON} />
          <BellMenu />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}

/** The header's round icon buttons: 44 px, a soft disc on hover (white over the hero). */
export const HEADER_ICON = "inline-flex size-11 items-center justify-center rounded-pill transition-colors duration-150 hover:bg-[var(--vt-menu-hover)]";
