// The footer (spec §2): links (gift, services, contact, magazine), legal links, the language
// switcher (more than one language only, keeping the visitor on the same page), social buttons
// (active with a url only) and the 'made by' credit.
import { Link, useLocation } from "react-router";
import { localePath, stripLocale } from "../../../domain/service-url";
import { socialLinks } from "../../../domain/navigation";
import { LANG_NAMES } from "../../lib/i18n";
import { useLayoutData, useShell } from "../../lib/shell-data";
import { NavItem } from "./nav-item";
import { useT } from "../../lib/use-t";
import { LOCALE_COOKIE_DAYS } from "./locale";
import { NETWORK_NAMES, SocialIcon } from "./social-icons";

export function LanguageSwitcher() {
  const { langs, lang } = useShell();
  const location = useLocation();
  const { t } = useT();
  if (langs.length < 2) return null;
  const path = stripLocale(location.pathname).path;
  return (
    <nav aria-label={t("shell.language")} data-testid="language-switcher">
      <ul className="flex flex-wrap justify-center gap-1">
        {langs.map((l) => (
          <li key={l}>
            <a
              href={localePath(path, l) + location.search + location.hash}
              hrefLang={l}
              lang={l}
              aria-current={l === lang ? "true" : undefined}
              onClick={() => (document.cookie = `lang=${l};path=/;max-age=${LOCALE_COOKIE_DAYS * 86400};samesite=lax`)}
              className={`block rounded px-2 py-1 ${l === lang ? "font-semibold underline underline-offset-4" : "hover:underline"}`}
            >
              {LANG_NAMES[l]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer({ onCookieSettings }: { onCookieSettings: () => void }) {
  const { settings, modules, href } = useShell();
  const layout = useLayoutData();
  const { t } = useT();
  const social = socialLinks(settings.identity.socialNetworks);
  const shops = layout?.shops ?? [];
  const link = "hover:underline underline-offset-4";
  return (
    <footer className="mt-12 border-t border-black/10 bg-page px-4 pb-24 pt-10 text-sm md:pb-10" data-testid="footer">
      <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-3">
        <nav aria-label={t("shell.footerLinks")}>
          <ul className="flex flex-col gap-2">
            {modules.gift && (
              <NavItem to="/gift" label="nav.gift" className={link} />
            )}
            <NavItem to="/services" label="nav.services" className={link} />
            <NavItem to="/contact" label={shops.length === 1 ? "shell.myShop" : "nav.contact"} className={link} />
            {layout?.magazine && (
              <NavItem to="/magazine" label="nav.magazine" className={link} />
            )}
            <NavItem to="/presse" label="shell.press" className={link} />
          </ul>
        </nav>
        <nav aria-label={t("shell.legal")}>
          <ul className="flex flex-col gap-2">
            {(["mentions", "rgpd", "cgv", "cgu"] as const).map((anchor) => (
              <li key={anchor}>
                <Link to={href(`/legal#${anchor}`)} className={link}>
                  {t(`legal.${anchor}`)}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={onCookieSettings} className={`${link} text-left`}>
                {t("cookies.settings")}
              </button>
            </li>
          </ul>
        </nav>
        <div className="flex flex-col items-center gap-4 md:items-end">
          {social.length > 0 && (
            <ul className="flex gap-2" data-testid="social-links">
              {social.map((s) => (
                <li key={s.network}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex size-11 items-center justify-center rounded-full border border-current"
                    aria-label={`${NETWORK_NAMES[s.network]} ${t("shell.newTab")}`}
                  >
                    <SocialIcon network={s.network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
          <LanguageSwitcher />
        </div>
      </div>
      <p className="mx-auto mt-8 max-w-6xl text-center text-xs opacity-80">
        © {new Date().getFullYear()} <span data-preview="displayName">{settings.identity.displayName}</span> · {t("shell.madeBy")}
      </p>
    </footer>
  );
}
