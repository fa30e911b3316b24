import { data, isRouteErrorResponse, Links, Meta, Outlet, redirect, Scripts, ScrollRestoration, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import { inLanguageOnce } from "../domain/catalogue";
import { localePath, stripLocale } from "../domain/service-url";
import { siteRedirect, siteState } from "../domain/site-state";
import { LANGS, type Lang } from "../domain/types";
import type { PublicCompany } from "../contract/companies";
import { i18nFor, ISO, message, stringsSource, TranslatorContext } from "./lib/i18n";
import { stringsReady } from "./lib/strings.server";
import { pageRequest } from "./lib/page.server";
import { readCookie } from "./lib/cookies";
import { loadSession, safeLocal } from "./lib/account.server";
import { safeCustomCss, themeCss, themeFontLinks } from "./lib/theme";
import { tabTitle } from "./lib/seo";
import { ChunkReloadGuard } from "./components/shell/chunk-reload-guard";
import { DebugBanner } from "./components/shell/debug-banner";
import { ErrorPage, errorKind } from "./components/shell/error-page";
import { LivePreview, PREVIEW_URL_SCRIPT } from "./components/shell/preview";
import { useNonce } from "./lib/nonce";
import { quietWhenAborted } from "./lib/aborted";
import { KnownFormats } from "./lib/known-formats";
import "./app.css";
import { AnalyticsTag } from "./components/shell/analytics";

/** The visitor's chosen language, remembered 365 days (spec §9). */
export const LOCALE_COOKIE = "lang";

type Booker = PublicCompany["settings"]["booker"];
/** What only one page draws, read by its own loader from the company (the home's hero and popups,
 * the loyalty page's tiers) or by the server alone (the standing alerts, made into the layout's). */
type OnePageOnly = "sections" | "popupImg" | "couponsPopupText" | "alertMessages";
export type PageCompany = Omit<PublicCompany, "settings"> & {
  settings: Omit<PublicCompany["settings"], "booker"> & { booker: Omit<Booker, OnePageOnly | "loyalty"> & { loyalty: Omit<Booker["loyalty"], "tiers"> } };
};

/** The company as every page's browser reads it: what one page alone draws goes with that page's
 * loader (the legal and press texts too), so the type proves no other component reads it. */
const EVERY_PAGE = {
  name: "every page",
  of: (company: PublicCompany): PageCompany => {
    const { sections: _s, popupImg: _p, couponsPopupText: _c, alertMessages: _a, loyalty, ...booker } = company.settings.booker;
    const { tiers: _t, ...ownLoyalty } = loyalty;
    return {
      ...company,
      settings: { ...company.settings, booker: { ...booker, loyalty: ownLoyalty, textLegals: { rgpd: {}, mentions: {}, cgv: {}, cgu: {} }, pressText: {} } },
    };
  },
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  stringsReady();
  const { company, api, lang, langs, path, url, session: tokens } = pageRequest(request, context);
  // The optional language segment took a word that is no language prefix: no such page.
  if ("lang" in params && params.lang !== undefined && stripLocale(url.pathname).lang === "fr") throw data(null, { status: 404 });
  const search = url.search;
  // An address in a language the business does not offer: the same page in one it offers.
  if (stripLocale(url.pathname).lang !== lang) throw redirect(safeLocal(request, localePath(path, lang) + search, localePath("/", lang)));
  // Auto-login from the auth cookie (GET /users/me; a provider token first). A refused token is
  // signing out: the cookie is cleared and the same page asked again.
  const { session, headers } = await loadSession(request, context);
  if (headers.has("Set-Cookie")) throw redirect(request.url, { headers });
  // An offline site stays visible to a signed-in member of the business's team (spec §7 isdebug).
  const debug = company.settings.isDebug || (session.provider !== null && siteState(company.settings) !== "online" && (await api.get("/companies/token/host/{host}", { params: { host: url.host }, bearer: tokens.providerToken, debug: true })).isDebug);
  // Offline site → /disabled (unless debug mode); /disabled of an online site → home.
  const to = siteRedirect({ ...company.settings, isDebug: debug }, path);
  if (to) throw redirect(localePath(to, lang));
  // The French home is also everyone's entry point: send back a visitor who chose another language.
  const chosen = readCookie(request.headers.get("cookie"), LOCALE_COOKIE) as Lang | null;
  if (path === "/" && lang === "fr" && chosen && chosen !== "fr" && langs.includes(chosen)) throw redirect(localePath("/", chosen) + search);
  const customer = session.customer;
  // The business's texts in this page's language only: a page sends one language, not five (a
  // change of language loads a new document). Worked out once per company version and language.
  return { company: inLanguageOnce(company, lang, EVERY_PAGE), lang, langs, customer, provider: session.provider, authType: session.authType, origin: url.origin, path, debug, analytics: context.analytics ?? null, reports: context.browserReports ?? null };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const lang: Lang = data?.lang ?? stripLocale(location.pathname).lang;
  const settings = data?.company.settings;
  const themes = settings?.themes;
  // Only the fonts this business's theme uses: our hosted woff2 files preloaded, or its own stylesheet.
  const fontLinks = themes ? themeFontLinks(themes) : [];
  const path = stripLocale(location.pathname).path;
  // Inline scripts and styles run only with this answer's nonce (server/security-headers.ts).
  const nonce = useNonce();
  const strings = stringsSource(lang);
  // the page is live once hydrated (its handlers attached): what must wait for that can see it
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    window.addEventListener("unhandledrejection", quietWhenAborted);
    return () => window.removeEventListener("unhandledrejection", quietWhenAborted);
  }, []);
  const reports = data?.reports;
  useEffect(() => {
    // The browser's own errors, only with a DSN: the SDK is its own chunk, fetched then and never otherwise.
    if (reports) void import("./lib/error-reports.client").then((m) => m.startBrowserReports(reports));
  }, [reports]);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the app starts: take a preview theme out of the visible address (spec §1). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: PREVIEW_URL_SCRIPT }} />
        {fontLinks.map((link) => (
          <link key={`${link.rel}-${link.href}`} {...link} />
        ))}
        <Meta />
        <Links />
        {settings?.booker.favicon.image && <link rel="icon" href={settings.booker.favicon.image} />}
        {data && (
          <>
            <link rel="canonical" href={data.origin + localePath(path, lang)} />
            {data.langs.length > 1 &&
              data.langs.map((l) => <link key={l} rel="alternate" hrefLang={ISO[l]} href={data.origin + localePath(path, l)} />)}
            {data.langs.length > 1 && <link rel="alternate" hrefLang="x-default" href={data.origin + localePath(path, data.langs[0])} />}
          </>
        )}
        {themes && <style id="vt-theme" nonce={nonce} dangerouslySetInnerHTML={{ __html: themeCss(themes, settings.identity.logoSize) }} />}
        <style id="vt-custom-css" nonce={nonce} dangerouslySetInnerHTML={{ __html: themes?.customCss ? safeCustomCss(themes.customCss) : "" }} />
        {data?.analytics && <AnalyticsTag tag={data.analytics} nonce={nonce} />}
      </head>
      <body className="min-h-screen bg-page text-ink antialiased data-[contained]:bg-[var(--vt-contained-bg)]" data-contained={themes?.siteContained ? "" : undefined}>
        {children}
        <ScrollRestoration nonce={nonce} />
        {/* The page's strings, read by app/lib/i18n.ts as the app starts: after the page's content,
            so the stylesheet and the content come first, and before the app's scripts (a file the
            browser keeps, run before the app's deferred modules). */}
        {strings && <script nonce={nonce} src={strings} />}
        <KnownFormats nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const i18n = i18nFor(loaderData.lang);
  const settings = loaderData.company.settings;
  return (
    <TranslatorContext.Provider value={i18n}>
      {loaderData.debug && <DebugBanner signedIn={loaderData.provider !== null && !settings.isDebug} />}
      <Outlet />
      <LivePreview origins={settings.booker.previewOrigins} />
      <ChunkReloadGuard />
    </TranslatorContext.Provider>
  );
}

export function meta({ data, error, location }: Route.MetaArgs) {
  const settings = data?.company.settings;
  const lang = (data?.lang ?? stripLocale(location.pathname).lang) as Lang;
  // Error pages say what happened in the page's language, whichever page failed (decision 187).
  if (error) return [{ title: message(lang, errorKind(error) === "404" ? "error.notFoundTab" : "error.genericTitle") }];
  return [{ title: tabTitle(settings, undefined, message(lang, "site.fallbackTitle")) }];
}

/** Errors above the layout: an unknown host (company not registered), or a failure of the root. */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const lang = stripLocale(location.pathname).lang;
  const i18n = i18nFor(LANGS.includes(lang) ? lang : "fr");
  const kind = errorKind(error);
  if (kind === "generic" && !isRouteErrorResponse(error)) console.error(error);
  return (
    <TranslatorContext.Provider value={i18n}>
      <ErrorPage kind={kind} lang={lang} fullScreen />
    </TranslatorContext.Provider>
  );
}
