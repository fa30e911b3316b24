// The drawer (spec §2) on phones: a modal <dialog> (Escape and the close button close it, focus
// stays inside) with every entry of the site and the account links.
import { X } from "lucide-react";
import { forwardRef } from "react";
import { customMenuItems, mainEntries, profileIncomplete } from "../../../domain/navigation";
import { useLayoutData, useShell } from "../../lib/shell-data";
import { useT } from "../../lib/use-t";
import { AccountLinks } from "./account-menu";
import { NAV_LABELS, NavItem } from "./nav-item";

export const Drawer = forwardRef<HTMLDialogElement, { onClose: () => void }>(function Drawer({ onClose }, ref) {
  const { settings, modules, lang, href, customer } = useShell();
  const layout = useLayoutData();
  const { t } = useT();
  const shops = layout?.shops ?? [];
  const item = "block rounded px-3 py-3 text-base hover:bg-black/5";
  return (
    <dialog
      id="shell-drawer"
      ref={ref}
      aria-labelledby="drawer-title"
      data-testid="drawer"
      onClick={(e) => e.target === e.currentTarget && onClose()}
      className="m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto bg-page p-0 text-ink backdrop:bg-black/50"
    >
      <div className="flex items-center justify-between border-b border-black/10 px-4 py-3">
        <h2 id="drawer-title" className="text-lg font-semibold">
          {t("shell.menu")}
        </h2>
        <button type="button" onClick={onClose} className="rounded p-2" aria-label={t("shell.closeMenu")} data-testid="drawer-close">
          <X aria-hidden="true" size={22} />
        </button>
      </div>
      <nav aria-label={t("shell.mainMenu")} className="px-2 py-2" onClick={(e) => (e.target as HTMLElement).closest("a") && onClose()}>
        <ul>
          <NavItem to="/" label="nav.home" className={item} />
          {mainEntries({ modules, magazine: layout?.magazine ?? false }).map((e) => (
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
        <div className="mt-2 border-t border-black/10 pt-2">
          {profileIncomplete(customer) && (
            <p className="flex items-center gap-2 px-3 py-2 text-sm" data-testid="drawer-profile-warning">
              <span aria-hidden="true" className="size-2.5 rounded-full bg-red-700" />
              {t("shell.profileIncomplete")}
            </p>
          )}
          <AccountLinks onNavigate={onClose} />
        </div>
      </nav>
    </dialog>
  );
});
