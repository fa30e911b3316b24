// The account entry (spec §2): signed in → my account, my orders, loyalty (with a card), e-shop
// orders (with the e-shop), logout; signed out → login and register, or /auth with fast registration.
import { CircleUser } from "../ui/icons";
import { Form, Link } from "react-router";
import { accountEntry, accountLinks } from "../../../domain/navigation";
import { useShell } from "../../lib/shell-data";
import { useT } from "../../lib/use-t";
import { closeMenus, MENU_ITEM, MenuDisclosure } from "./menu";
import { NAV_LABELS } from "./nav-item";

export function LogoutForm({ className }: { className?: string }) {
  const { href } = useShell();
  const { t } = useT();
  return (
    <Form method="post" action={href("/auth/logout")} className={className}>
      <button type="submit" className={`${MENU_ITEM} w-full text-left`}>
        {t("nav.logout")}
      </button>
    </Form>
  );
}

export function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { customer, modules, href } = useShell();
  const { t } = useT();
  return (
    <ul className="flex flex-col">
      {accountLinks(customer, modules).map((l) => (
        <li key={l.key}>
          <Link to={href(l.href)} onClick={onNavigate} className={MENU_ITEM}>
            {t(NAV_LABELS[l.key]!)}
          </Link>
        </li>
      ))}
      {customer && (
        <li>
          <LogoutForm />
        </li>
      )}
    </ul>
  );
}

export function AccountMenu({ up = false, withLabel = false, className = "" }: { up?: boolean; withLabel?: boolean; className?: string }) {
  const { customer, settings, href } = useShell();
  const { t } = useT();
  const icon = <CircleUser aria-hidden="true" size={22} />;
  const label = <span className={withLabel ? "text-[0.6875rem] font-medium leading-none tracking-[0.01em]" : "sr-only"}>{t("nav.account")}</span>;
  if (!customer && settings.booker.auth.fastRegistration) {
    return (
      <Link to={href(accountEntry(true))} className={`flex min-h-11 min-w-11 flex-col items-center justify-center gap-1 rounded-pill ${className}`} data-testid="account-entry">
        {icon}
        {label}
      </Link>
    );
  }
  return (
    <MenuDisclosure
      label={t("nav.account")}
      up={up}
      className={className}
      testId="account-menu"
      summary={
        <span className={`flex ${withLabel ? "flex-col gap-1" : ""} items-center`}>
          {icon}
          {label}
        </span>
      }
    >
      <AccountLinks onNavigate={closeMenus} />
    </MenuDisclosure>
  );
}
