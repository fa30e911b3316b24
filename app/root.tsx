import { isRouteErrorResponse, redirect, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useRouteError, useRouteLoaderData } from "react-router";
import { I18nextProvider } from "react-i18next";
import { useMemo } from "react";
import type { Route } from "./+types/root";
import { stripLocale } from "../domain/service-url";
import type { Lang } from "../domain/types";
import { createI18n, ISO } from "./lib/i18n";
import { pageRequest } from "./lib/page.server";
import { loadSession } from "./lib/account.server";
import { safeCustomCss, themeCss } from "./lib/theme";
import type { PublicCompany } from "../server/api/companies/routes";
import "./app.css";

/** What every page knows of the signed-in customer. */
export interface CustomerSummary {
  id: number;
  firstname: string;
  lastname: string;
  email: string | null;
  phone: string | null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, lang, langs } = pageRequest(request, context);
  const { company } = await api.get<{ company: PublicCompany }>("/companies/me");
  // Auto-login from the auth cookie (GET /users/me; a provider token first). A refused token is
  // signing out: the cookie is cleared and the same page asked again.
  const { session, headers } = await loadSession(request, context);
  if (headers.has("Set-Cookie")) throw redirect(request.url, { headers });
  const customer = session.customer as CustomerSummary | null;
  return { company, lang, langs, customer, provider: session.provider, authType: session.authType };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const location = useLocation();
  const lang: Lang = data?.lang ?? stripLocale(location.pathname).lang;
  const themes = data?.company.settings.themes;
  const fonts = themes ? [themes.fonts.title.url, themes.fonts.body.url].filter(Boolean) : [];
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {fonts.map((href) => (
          <link key={href} rel="preload" as="style" href={href} />
        ))}
        {fonts.map((href) => (
          <link key={`s-${href}`} rel="stylesheet" href={href} />
        ))}
        <Meta />
        <Links />
        {themes && <style id="vt-theme" dangerouslySetInnerHTML={{ __html: themeCss(themes) }} />}
        {themes?.customCss && <style id="vt-custom-css" dangerouslySetInnerHTML={{ __html: safeCustomCss(themes.customCss) }} />}
      </head>
      <body className="min-h-screen bg-page text-ink antialiased">
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const i18n = useMemo(() => createI18n(loaderData.lang), [loaderData.lang]);
  return (
    <I18nextProvider i18n={i18n}>
      <Outlet />
    </I18nextProvider>
  );
}

export function meta({ data }: Route.MetaArgs) {
  const settings = data?.company.settings;
  const out: Route.MetaDescriptors = [];
  if (settings?.booker.favicon.image) out.push({ tagName: "link", rel: "icon", href: settings.booker.favicon.image });
  return out;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const lang = stripLocale(location.pathname).lang;
  const i18n = useMemo(() => createI18n(lang), [lang]);
  const t = i18n.t.bind(i18n);
  const maintenance = isRouteErrorResponse(error) && (error.data as { type?: string } | null)?.type === "maintenance";
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = maintenance ? t("error.maintenanceTitle") : notFound ? t("error.notFoundTitle") : t("error.genericTitle");
  if (!maintenance && !notFound && !isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-6 p-8 text-center" data-error-type={maintenance ? "maintenance" : notFound ? "404" : "generic"}>
      <title>{notFound ? "404 Not Found" : "An error occurred"}</title>
      {notFound && <img src="/images/404.svg" alt="" width={240} height={160} />}
      <h1 className="text-2xl font-semibold">{title}</h1>
      {maintenance && <p>{t("error.maintenanceText")}</p>}
      {!maintenance && !notFound && <p>{t("error.genericText")}</p>}
      {!maintenance && (
        <a className="rounded bg-button px-5 py-3 text-button-ink" href={lang === "fr" ? "/" : `/${lang}`}>
          {t("error.backHome")}
        </a>
      )}
    </main>
  );
}

export const langIso = (lang: Lang) => ISO[lang];
