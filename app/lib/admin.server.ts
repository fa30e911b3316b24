// The back-office's server side (decision 230): its pages read the company user of the provider
// cookie (never the customer's session), and a page without one, or with one the API no longer
// knows, goes to /admin/login and comes back afterwards.
import { data, redirect, type AppLoadContext } from "react-router";
import { isApiFailure } from "../../contract/client";
import { adminPath } from "./admin-paths";
import { clearCookie, safeLocal } from "./account.server";
import { COOKIES } from "./cookies";
import { pageRequest } from "./page.server";

export { adminPath } from "./admin-paths";

/** The back-office's answers: private, never stored by a browser or a proxy, never indexed. */
export const ADMIN_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

function toAdminLogin(request: Request, lang: string, clear: boolean) {
  const url = new URL(request.url);
  const to = `${adminPath(lang, "/login")}?next=${encodeURIComponent(url.pathname + url.search)}`;
  return redirect(to, clear ? { headers: { "Set-Cookie": clearCookie(request, COOKIES.provider) } } : undefined);
}

/**
 * A back-office page's work, as the signed-in company user: `load` gets the page's request and
 * the provider token to call the API with. Signed out (or a token the API refuses): to the
 * sign-in page; a shop not theirs: 403; another business's: 404.
 */
export async function asCompanyUser<T>(request: Request, context: AppLoadContext, load: (page: ReturnType<typeof pageRequest> & { token: string }) => Promise<T>): Promise<T> {
  const page = pageRequest(request, context);
  const token = page.session.providerToken;
  if (!token) throw toAdminLogin(request, page.lang, false);
  try {
    return await load({ ...page, token });
  } catch (err) {
    if (isApiFailure(err) && err.status === 401) throw toAdminLogin(request, page.lang, true);
    if (isApiFailure(err) && (err.status === 403 || err.status === 404)) throw data({ type: err.status === 403 ? "forbidden" : "not-found" }, { status: err.status });
    throw err;
  }
}

/** Where the sign-in goes afterwards: the back-office page asked for, else the agenda. */
export function afterSignIn(request: Request, lang: string, next: string | null | undefined) {
  const target = safeLocal(request, next ?? "", "");
  return /^\/(?:[a-z]{2}\/)?admin(?:\/|$)/.test(target) && !target.includes("/admin/login") ? target : adminPath(lang, "/agenda");
}
