// The drawer (spec §2) on phones: a modal <dialog> (Escape and the close button close it, focus
// stays inside) with every entry of the site and the account links.
import { X } from "../ui/icons";
import { IconButton } from "../ui/button";
import { forwardRef } from "react";
import { customMenuItems, mainEntries, profileIncomplete, missingContact } from "../../../domain/navigation";
import { useLayoutData, useShell } from "../../lib/shell-data";
import { useT } from "../../lib/use-t";
import { CONTACT_WARNING_SHELL } from "../../lib/account-paths";
import { AccountLinks } from "./account-menu";
import { NAV_LABELS, NavItem } from "./nav-item";

export const Drawer = forwardRef<HTMLDialogElement, { onClose: () => void }>(function Drawer({ onClose }, ref) {
  const { settings, modules, lang, href, customer } = useShell();
  const layout = useLayoutData();
  const { t } = useT();
  const shops = layout?.shops ?? [];
  const item = "vt-drawer-item";
  return (
    <dialog
      id="shell-drawer"
      ref={ref}
      aria-labelledby="drawer-title"
      data-testid="drawer"
      onClick={(e) => e.target === e.currentTarget && onClose()}
      className="vt-drawer"
    >
      <div className="flex h-[var(--vt-header)] shrink-0 items-center justify-between border-b border-line pl-5 pr-2">
        <h2 id="drawer-title" tabIndex={-1} className="font-title text-h3">
          {t("shell.menu")}
        </h2>
        <IconButton icon={X} onClick={onClose} label={t("shell.closeMenu")} data-testid="drawer-close" />
      </div>
      <nav aria-label={t("shell.mainMenu")} className="flex-1 overflow-y-auto px-3 py-3" onClick={(e) => (e.target as HTMLElement).closest("a") && onClose()}>
        <ul>
          <NavItem to="/" label="nav.home" className={item} />
          {mainEntries({ modules, magazine: layout?.magazine ?? false, homepageType: settings.booker.homepageType }).map((e) => (
            <NavItem key={e.key} to={e.href} label={NAV_LABELS[e.key]!} className={item} />
          ))}
          <NavItem to="/contact" label={shops.length === 1 ? "shell.myShop" : "nav.contact"} className={item} />
          {customMenuItems(settings.booker.customMenuItems, lang).map((c) => (
            <li key={c.key}>
              <a href={c.external ? c.href : href(c.href)} className={item} {...(c.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                {c.label}
                {c.newTab && <span className="sr-only"> {t("shell.newTab")}</span>}
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-3 border-t border-line pt-3">
          {profileIncomplete(customer) && (
            <p className="mb-2 flex items-start gap-2.5 rounded-md bg-warning-soft px-3 py-2.5 text-small text-warning" data-testid="drawer-profile-warning">
              <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-danger" />
              {t(CONTACT_WARNING_SHELL[missingContact(customer) ?? "both"])}
            </p>
          )}
          <AccountLinks onNavigate={onClose} />
        </div>
      </nav>
    </dialog>
  );
});
