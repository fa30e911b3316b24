// The footer (spec §2): links (gift, services, contact, magazine), legal links, the language
// switcher (more than one language only, keeping the visitor on the same page), social buttons
// (active with a url only) and the 'made by' credit.
import { Link, useLocation } from "react-router";
import { localePath, stripLocale } from "../../../domain/service-url";
import { offersServices, socialLinks } from "../../../domain/navigation";
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
      <ul className="-ml-2.5 flex flex-wrap items-center gap-x-0.5 gap-y-1 lg:ml-0">
        {langs.map((l) => (
          <li key={l}>
            <a
              href={localePath(path, l) + location.search + location.hash}
              hrefLang={l}
              lang={l}
              aria-current={l === lang ? "true" : undefined}
              onClick={() => (document.cookie = `lang=${l};path=/;max-age=${LOCALE_COOKIE_DAYS * 86400};samesite=lax`)}
              className={`block whitespace-nowrap rounded-pill px-2.5 py-1.5 transition-colors ${l === lang ? "bg-surface-tint font-semibold text-ink" : "hover:bg-surface-soft hover:text-ink"}`}
            >
              {LANG_NAMES[l]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Compact: on desktops two rows — the brand, the site's links, the languages and the social
 * buttons; then the legal links and the credit. On phones the same, stacked, above the bottom bar.
 */
export function Footer({ onCookieSettings }: { onCookieSettings: () => void }) {
  const { settings, modules, href, langs } = useShell();
  const layout = useLayoutData();
  const { t } = useT();
  const social = socialLinks(settings.identity.socialNetworks);
  const shops = layout?.shops ?? [];
  const link = "vt-footer-link";
  return (
    <footer
      className="mt-section border-t border-line bg-surface-soft pb-[calc(var(--vt-bottom-bar)+var(--vt-action-space,0px)+var(--vt-cookie-space,0px)+1.5rem)] pt-8 text-small text-ink-muted md:pb-[calc(var(--vt-cookie-space,0px)+1.75rem)] md:pt-10"
      data-testid="footer"
    >
      <div className="vt-container flex flex-col gap-6">
        <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:gap-10">
          {/* The brand; the live preview renames the credit below (one name to update per footer). */}
          {settings.identity.logo ? (
            <img src={settings.identity.logo} data-preview="logo" alt={settings.identity.displayName} loading="lazy" decoding="async" className="h-10 w-auto self-start lg:self-center" />
          ) : (
            <p className="font-title text-h3 font-semibold leading-none text-ink">{settings.identity.displayName}</p>
          )}
          <nav aria-label={t("shell.footerLinks")} className="lg:flex-1">
            <ul className="flex flex-wrap gap-x-6 gap-y-2 font-medium text-ink">
              {modules.gift && (
                <NavItem to="/gift" label="nav.gift" className={link} />
              )}
              {offersServices(settings.booker.homepageType) && <NavItem to="/services" label="nav.services" className={link} />}
              <NavItem to="/contact" label={shops.length === 1 ? "shell.myShop" : "nav.contact"} className={link} />
              {layout?.magazine && (
                <NavItem to="/magazine" label="nav.magazine" className={link} />
              )}
              <NavItem to="/presse" label="shell.press" className={link} />
            </ul>
          </nav>
          {(langs.length > 1 || social.length > 0) && (
            <div className="flex flex-wrap items-center gap-x-6 gap-y-4">
              <LanguageSwitcher />
              {social.length > 0 && (
                <ul className="flex gap-2" data-testid="social-links">
                  {social.map((s) => (
                    <li key={s.network}>
                      <a
                        href={s.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="flex size-11 items-center justify-center rounded-pill bg-page text-ink shadow-soft ring-1 ring-line transition-shadow hover:shadow-raised"
                        aria-label={`${NETWORK_NAMES[s.network]} ${t("shell.newTab")}`}
                      >
                        <SocialIcon network={s.network} />
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
        <div className="flex flex-col gap-4 border-t border-line pt-5 text-caption lg:flex-row lg:items-center lg:justify-between lg:gap-8">
          <nav aria-label={t("shell.legal")} className="min-w-0">
            <ul className="flex flex-wrap gap-x-5 gap-y-1.5">
              {(["mentions", "rgpd", "cgv", "cgu"] as const).map((anchor) => (
                <li key={anchor}>
                  <Link to={href(`/legal#${anchor}`)} className={link}>
                    {t(`legal.${anchor}`)}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={href("/accessibilite")} className={link} data-testid="footer-accessibility">
                  {t("a11y.footer")}
                </Link>
              </li>
              <li>
                <button type="button" onClick={onCookieSettings} className={`${link} text-left`}>
                  {t("cookies.settings")}
                </button>
              </li>
            </ul>
          </nav>
          <p className="lg:shrink-0 lg:whitespace-nowrap">
            © {new Date().getFullYear()} <span data-preview="displayName">{settings.identity.displayName}</span> · {t("shell.madeBy")}
          </p>
        </div>
      </div>
    </footer>
  );
}
