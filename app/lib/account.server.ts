// Account pages' server side: the session cookie, the signed-in customer or provider.
import { data, redirect, type AppLoadContext } from "react-router";
import { pageCustomerOf, type PageCustomer } from "../../contract/page-context";
import { redirectTarget } from "../../domain/redirect-target";
import { isApiFailure } from "../../contract/client";
import { toLogin } from "./account-paths";
import { COOKIES } from "./cookies";
import { pageRequest } from "./page.server";

export const OAUTH_STATE_COOKIE = "oauth_state";
const SESSION_SECONDS = 2_592_000; // spec §9: 30 days

/**
 * httpOnly, SameSite=Lax, path /, 30 days; Secure over https (the request's address, as the
 * server's page handler gives it) — the server adds it to every cookie when PUBLIC_URL is https.
 */
export function cookie(request: Request, name: string, value: string, maxAge = SESSION_SECONDS) {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${new URL(request.url).protocol === "https:" ? "; Secure" : ""}`;
}
export const clearCookie = (request: Request, name: string) => cookie(request, name, "", 0);

/** Signed in: set the cookie and go on (to a local address only). */
export function signedInRedirect(request: Request, token: string, to: string) {
  return redirect(safeLocal(request, to), { headers: { "Set-Cookie": cookie(request, COOKIES.customer, token) } });
}

/**
 * Only a path of this site may be a return address (no open redirect, domain/redirect-target.ts):
 * another site's address goes to `fallback`; control characters or backslashes answer 400.
 */
export function safeLocal(request: Request, to: unknown, fallback = "/") {
  const target = redirectTarget(to, new URL(request.url).origin);
  if (target.kind === "refused") throw data(null, { status: 400, statusText: "Bad Request" });
  return target.kind === "here" ? target.path : fallback;
}

export { toLogin } from "./account-paths";

/**
 * A signed-in customer's page: its API calls run with the session; without one, or when the API
 * no longer knows it, the visitor goes to the sign-in page and comes back afterwards.
 */
export async function asCustomer<T>(request: Request, context: AppLoadContext, load: (page: ReturnType<typeof pageRequest>) => Promise<T>): Promise<T> {
  const page = requireSignedIn(request, context);
  try {
    return await load(page);
  } catch (err) {
    if (isApiFailure(err) && err.status === 401) throw redirect(toLogin(page.lang, page.url.pathname + page.url.search));
    throw err;
  }
}

/** A page only a signed-in customer sees: without a session, to the sign-in page and back. */
export function requireSignedIn(request: Request, context: AppLoadContext) {
  const page = pageRequest(request, context);
  if (!page.session.customerToken) throw redirect(toLogin(page.lang, page.url.pathname + page.url.search));
  return page;
}

/** The customer for a page that needs one: otherwise to the sign-in page, coming back afterwards. */
export async function requireUser(request: Request, context: AppLoadContext) {
  const page = pageRequest(request, context);
  const leave = () => redirect(toLogin(page.lang, page.url.pathname + page.url.search), { headers: { "Set-Cookie": clearCookie(request, COOKIES.customer) } });
  const token = page.session.customerToken;
  if (!token) throw leave();
  try {
    const { user } = await page.api.get("/users/me");
    return { ...page, user, token };
  } catch (err) {
    if (isApiFailure(err) && err.status === 401) throw leave();
    throw err;
  }
}

export interface SessionSummary {
  customer: PageCustomer | null;
  provider: { id: number; email: string; firstname: string; lastname: string } | null;
  authType: "customer" | "provider" | null;
}

/**
 * Auto-login for the root loader: the provider session first (it takes precedence), then the
 * customer's. A token the API refuses counts as signed out and its cookie is cleared.
 */
export async function loadSession(request: Request, context: AppLoadContext): Promise<{ session: SessionSummary; headers: Headers }> {
  const { api, session: tokens } = pageRequest(request, context);
  const headers = new Headers();
  let provider: SessionSummary["provider"] = null;
  let customer: SessionSummary["customer"] = null;
  if (tokens.providerToken) {
    provider = await api.get("/cmp-users/me", { bearer: tokens.providerToken }).then(
      ({ user }) => user,
      () => null,
    );
    if (!provider) headers.append("Set-Cookie", clearCookie(request, COOKIES.provider));
  }
  // the server read the session already (a GET; on a page kept per account shape, with markers)
  if (context.customer) customer = context.customer;
  else if (tokens.customerToken) {
    customer = await api.get("/users/me").then(
      ({ user }) => pageCustomerOf(user),
      () => null,
    );
    if (!customer) headers.append("Set-Cookie", clearCookie(request, COOKIES.customer));
  }
  return { session: { customer, provider, authType: provider ? "provider" : customer ? "customer" : null }, headers };
}

/** The signed-in customer's id for a page's action, or null for a guest (or a session the API no longer knows). */
export async function signedInCustomerId(page: ReturnType<typeof pageRequest>): Promise<number | null> {
  if (!page.session.customerToken) return null;
  // read by the server for this page already (a GET)
  if (page.customer) return page.customer.id;
  try {
    return (await page.api.get("/users/me")).user.id;
  } catch (err) {
    if (isApiFailure(err) && err.status === 401) return null;
    throw err;
  }
}
