// What a loader or action takes from its request: the company (public), the language, the API
// client the server made for this request, and the address. Throws the maintenance error when no
// company owns the host.
import { data, type AppLoadContext } from "react-router";
import { stripLocale } from "../../domain/service-url";
import "./load-context";

export function pageRequest(request: Request, context: AppLoadContext) {
  const { company, api, lang, langs, session, now, customer } = context;
  if (!company || !api) throw data({ type: "maintenance" as const }, { status: 500 });
  const url = new URL(request.url);
  return { company, api, lang, langs, session, now, url, path: stripLocale(url.pathname).path, customer: customer ?? null };
}
