// What a loader needs from a request: the company, the language of the address, and an API
// client carrying the right headers. Throws the maintenance error when the host is unknown.
import { data, type AppLoadContext } from "react-router";
import { offeredLangs } from "../../domain/company-settings";
import { stripLocale } from "../../domain/service-url";
import { createApiClient } from "./api";
import { readCookie } from "./cookies";

export function pageRequest(request: Request, context: AppLoadContext) {
  const company = context.company;
  if (!company) throw data({ type: "maintenance" as const }, { status: 500 });
  const url = new URL(request.url);
  const { lang: addressLang, path } = stripLocale(url.pathname);
  const langs = offeredLangs(company.settings);
  const lang = langs.includes(addressLang) ? addressLang : langs[0]!;
  const authToken = readCookie(request.headers.get("cookie"), "auth");
  const api = createApiClient({
    fetch: (r) => context.internalFetch(r),
    baseUrl: "http://internal/api",
    companyToken: company.token,
    lang,
    previewTheme: context.previewTheme,
    authToken,
  });
  return { company, lang, langs, path, url, api, authToken };
}
