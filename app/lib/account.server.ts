// Account pages' server side: the API client with the page's host (for links in mails), the
// session cookie, the signed-in customer or provider, and API errors turned into form errors.
import { data, redirect, type AppLoadContext } from "react-router";
import type { UserView } from "../../server/api/users/support";
import { ApiFailure, createApiClient } from "./api";
import { pageRequest } from "./page.server";
import { readCookie } from "./cookies";

export const AUTH_COOKIE = "auth";
/** Provider (business-side) token: its own cookie, so it can coexist with a customer session. */
export const PROVIDER_COOKIE = "auth_provider";
export const OAUTH_STATE_COOKIE = "oauth_state";
const SESSION_SECONDS = 2_592_000; // spec §9: 30 days

export function accountRequest(request: Request, context: AppLoadContext) {
  const page = pageRequest(request, context);
  const host = new URL(request.url).host;
  const withHost = (authToken: string | null) =>
    createApiClient({
      fetch: (r) => {
        // The API trusts this host for mail links only if it belongs to the company.
        r.headers.set("x-site-host", host);
        return context.internalFetch(r);
      },
      baseUrl: "http://internal/api",
      companyToken: page.company.token,
      lang: page.lang,
      previewTheme: context.previewTheme,
      authToken,
    });
  return { ...page, api: withHost(page.authToken), apiAs: withHost, providerToken: readCookie(request.headers.get("cookie"), PROVIDER_COOKIE) };
}

const isHttps = (request: Request) => new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";

/** httpOnly, SameSite=Lax, Secure over https, path /, 30 days (issue 5 §6). */
export function cookie(request: Request, name: string, value: string, maxAge = SESSION_SECONDS) {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${isHttps(request) ? "; Secure" : ""}`;
}
export const clearCookie = (request: Request, name: string) => cookie(request, name, "", 0);

/** Signed in: set the cookie and go on (to a local address only). */
export function signedInRedirect(request: Request, token: string, to: string) {
  return redirect(safeLocal(to), { headers: { "Set-Cookie": cookie(request, AUTH_COOKIE, token) } });
}

export function safeLocal(to: string | null | undefined, fallback = "/") {
  return to && to.startsWith("/") && !to.startsWith("//") && !to.startsWith("/\\") ? to : fallback;
}

export { pathIn } from "./account-paths";
import { pathIn } from "./account-paths";

/** The customer for a page that needs one: otherwise to the sign-in page, coming back afterwards. */
export async function requireUser(request: Request, context: AppLoadContext) {
  const req = accountRequest(request, context);
  const here = new URL(request.url);
  const toLogin = () => redirect(`${pathIn(req.lang, "/auth/login")}?redirectTo=${encodeURIComponent(here.pathname + here.search)}`, { headers: { "Set-Cookie": clearCookie(request, AUTH_COOKIE) } });
  if (!req.authToken) throw toLogin();
  try {
    const { user } = await req.api.get<{ user: UserView }>("/users/me");
    return { ...req, user, token: req.authToken };
  } catch (err) {
    if (err instanceof ApiFailure && err.status === 401) throw toLogin();
    throw err;
  }
}

export type FormErrors = { form?: string; fields: Record<string, string> };

/** An API failure as the form shows it: which fields are wrong (keys of the account catalogue) and the API's own message. */
export function formFailure(err: unknown, values: Record<string, string>, extra: Record<string, unknown> = {}) {
  if (!(err instanceof ApiFailure)) throw err;
  const fields: Record<string, string> = {};
  for (const key of Object.keys(err.fields ?? {})) fields[key] = fieldErrorKey(key, err.code);
  const form = Object.keys(fields).length && err.code === "invalid_input" ? undefined : err.message;
  return data({ errors: { form, fields } satisfies FormErrors, values, ...extra }, { status: err.status >= 500 ? 500 : err.status });
}

function fieldErrorKey(field: string, code: string): string {
  if (code === "email_taken") return "email_taken";
  const known: Record<string, string> = {
    email: "account.error.email",
    password: "account.error.password",
    phone: "account.error.phone",
    code: "account.error.code",
    smsCode: "account.error.code",
    firstname: "account.error.name",
    lastname: "account.error.name",
    city: "account.error.name",
    country: "account.error.name",
    birthday: "account.error.birthday",
    oldPassword: "account.error.oldPassword",
  };
  return known[field] ?? "account.error.generic";
}

/** The form's text values (never a file), for re-displaying what was typed. */
export async function formValues(request: Request) {
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string") values[k] = v;
  return values;
}

export interface SessionSummary {
  customer: { id: number; firstname: string; lastname: string; email: string | null; phone: string | null; profileWarning: boolean } | null;
  provider: { id: number; email: string; firstname: string; lastname: string } | null;
  authType: "customer" | "provider" | null;
}

/**
 * Auto-login for the root loader: the provider session first (it takes precedence), then the
 * customer's. A token the API refuses counts as signed out and its cookie is cleared.
 */
export async function loadSession(request: Request, context: AppLoadContext): Promise<{ session: SessionSummary; headers: Headers }> {
  const req = accountRequest(request, context);
  const headers = new Headers();
  let provider: SessionSummary["provider"] = null;
  let customer: SessionSummary["customer"] = null;
  if (req.providerToken) {
    provider = await req.apiAs(req.providerToken).get<{ user: NonNullable<SessionSummary["provider"]> }>("/cmp-users/me").then(
      (r) => (r.user ? r.user : null),
      () => null,
    );
    if (!provider) headers.append("Set-Cookie", clearCookie(request, PROVIDER_COOKIE));
  }
  if (req.authToken) {
    customer = await req.api.get<{ user: UserView }>("/users/me").then(
      ({ user }) => ({ id: user.id, firstname: user.firstname, lastname: user.lastname, email: user.email, phone: user.phone, profileWarning: user.profileWarning }),
      () => null,
    );
    if (!customer) headers.append("Set-Cookie", clearCookie(request, AUTH_COOKIE));
  }
  return { session: { customer, provider, authType: provider ? "provider" : customer ? "customer" : null }, headers };
}
