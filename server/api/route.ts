// How a resource's routes are registered: each from its operation in the contract (contract/),
// with the access the operation asks for checked before its input is validated, and the input
// validated before the handler runs. The handler's answer must match the operation's response
// schema: the typecheck holds them together, nothing checks answers at run time.
import { OpenAPIHono, type RouteConfig, type RouteHandler } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { Forbidden, Invalid, NotFound, TooLarge, Unauthenticated } from "../../domain/errors";
import { roleMayCall, type Role } from "../../domain/roles";
import type { Access, AnyOperation } from "../../contract/operation";
import { linkedShops, type TeamMember } from "../accounts/team";
import { companyUserForToken } from "../auth/provider-tokens";
import { customerForToken } from "../auth/sessions";
import type { Company } from "../tenancy/companies";
import type { ApiEnv } from "./context";
import { fieldErrors } from "./errors";

/** The `Authorization: Bearer` token, if any. */
export const bearerToken = (header: string | undefined) => /^Bearer\s+(\S+)$/i.exec(header ?? "")?.[1] ?? null;

/** a session row and its account facts; null for a token the company does not know */
export type Session = Awaited<ReturnType<typeof customerForToken>>;
/** a company user and the shops they are linked to; null for a token the company does not know */
export type CompanyUserSession = TeamMember | null;
/**
 * A page's in-process calls share one read of its session, a customer's or a company user's: a
 * signed-in page asks the API several times (the layout, the route, its parts) with the same
 * token. A write may end or change the session, so it reads afresh and the next read does too;
 * a write that reads no session (a company user's sign-out) forgets the kept read when done
 * (decisions 305, 312).
 */
export type PageSession<T = Session> = { token: string; read(method: string, lookup: () => Promise<T>): Promise<T>; forget(): void };
export function pageSession<T = Session>(token: string, known?: T): PageSession<T> {
  // the page handler may have read it already (server/app.ts): a GET page's calls start from it
  let kept: Promise<T> | null = known !== undefined ? Promise.resolve(known) : null;
  return {
    token,
    forget() {
      kept = null;
    },
    read(method, lookup) {
      if (method !== "GET" && method !== "HEAD") {
        kept = null;
        return lookup();
      }
      kept ??= lookup().catch((error: unknown) => {
        kept = null;
        throw error;
      });
      return kept;
    },
  };
}

/** What a page's in-process call carries (server/app.ts): the company and sessions its request already read. */
type PageEnv = { pageCompany?: Company; pageSession?: PageSession; pageCompanyUser?: PageSession<CompanyUserSession> } | undefined;

/**
 * The company of the `company` header (spec §6), and the customer of the bearer token within it.
 * A provider operation's bearer is a company user's token, never a customer's: no customer is
 * looked up for it (`customers: false`).
 */
const tenant =
  (customers: boolean): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const token = c.req.header("company");
    if (!token) throw new Invalid({ company: "required" }, "company_required");
    const { pageCompany: known, pageSession: page, pageCompanyUser } = (c.env as PageEnv) ?? {};
    const company = known?.token === token ? known : await c.get("services").companies.byTokenOrNull(token);
    if (!company) throw new NotFound("company_unknown", { company: "unknown" });
    c.set("company", company);
    // A session belongs to one company: a token of business A is no one at business B.
    const bearer = customers ? bearerToken(c.req.header("authorization")) : null;
    const lookup = () => customerForToken({ db: c.get("services").db, companyId: company.id }, bearer!, c.get("now"));
    const session = !bearer ? null : page && page.token === bearer && known === company ? await page.read(c.req.method, lookup) : await lookup();
    c.set("customer", session?.customer ?? null);
    c.set("accountFacts", session?.facts ?? null);
    c.set("sessionToken", session ? bearer : null);
    try {
      await next();
    } finally {
      if (c.req.method !== "GET" && c.req.method !== "HEAD") {
        page?.forget();
        pageCompanyUser?.forget();
      }
    }
  };

const signedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  if (!c.get("customer")) throw new Unauthenticated();
  await next();
};

/**
 * A company user of this company (their token is no one at another business), with their linked
 * shops; else 401, nothing done. Read before the request scope is built, so the scope holds them.
 */
const companyUserSignedIn: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const bearer = bearerToken(c.req.header("authorization"));
  const company = c.get("company");
  const tenant = { db: c.get("services").db, companyId: company.id };
  const lookup = async (): Promise<CompanyUserSession> => {
    const user = await companyUserForToken(tenant, bearer!, c.get("now"));
    return user && { ...user, shops: await linkedShops(tenant, user.id) };
  };
  const { pageCompany, pageCompanyUser: page } = (c.env as PageEnv) ?? {};
  const user = !bearer ? null : page && page.token === bearer && pageCompany === company ? await page.read(c.req.method, lookup) : await lookup();
  if (!user) throw new Unauthenticated();
  c.set("companyUser", user);
  await next();
};

/** The one check of who may call what (decision 210): the operation's `allow` against the user's role; 403, nothing done. */
const roleAllowed =
  (allow: readonly Role[] | undefined): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    if (!roleMayCall(c.get("companyUser")!.role, allow)) throw new Forbidden();
    await next();
  };

const ACCESS: Record<Access, (op: AnyOperation) => MiddlewareHandler<ApiEnv>[]> = {
  host: () => [],
  company: () => [tenant(true)],
  customer: () => [tenant(true), signedIn],
  provider: (op) => [tenant(false), companyUserSignedIn, roleAllowed(op.allow)],
};

/**
 * Refused input names its fields. Missing query parameters are the spec's 'missing parameters'
 * (spec §8), each named 'required'.
 */
function refuse(result: { success: boolean; error?: z.ZodError; target: string; data?: unknown }) {
  if (result.success || !result.error) return;
  const issues = result.error.issues;
  const given = (result.data ?? {}) as Record<string, unknown>;
  const missing = issues.filter((i) => i.path.length === 1 && given[String(i.path[0])] === undefined);
  if (result.target === "query" && missing.length === issues.length) {
    throw new Invalid(Object.fromEntries(missing.map((i) => [String(i.path[0]), "required"])), "missing_parameters");
  }
  throw new Invalid(fieldErrors(result.error));
}

/** A resource's routes: an OpenAPI-describing Hono app refusing bad input the one way. */
export const resourceRoutes = () => new OpenAPIHono<ApiEnv>({ defaultHook: refuse });

/**
 * An upload is a multipart form (a JSON body was already read whole by the API's first step),
 * counted as it arrives (its Content-Length first) and refused 413 past the configured limit
 * before it is read whole: after the access check, before the form is parsed.
 */
const uploadLimit =
  (op: AnyOperation): MiddlewareHandler<ApiEnv> =>
  (c, next) => {
    if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) throw new Invalid({ [Object.keys(op.form!.shape)[0]!]: "must be sent as multipart/form-data" });
    const max = c.get("services").config.MEDIA_MAX_BYTES;
    return bodyLimit({
      maxSize: max,
      onError: () => {
        throw new TooLarge("file_too_large", { file: `larger than ${Math.floor(max / (1024 * 1024))} MB` });
      },
    })(c, next);
  };

/** Registers the handler of one operation of the contract. */
export function handle<O extends AnyOperation & { route: RouteConfig }>(app: OpenAPIHono<ApiEnv>, op: O, handler: RouteHandler<O["route"], ApiEnv>) {
  app.openapi({ ...op.route, middleware: [...ACCESS[op.access](op), ...(op.form ? [uploadLimit(op)] : [])] }, handler as never);
}
