// The API under /api: every call names its company in the `company` header (spec §6), its
// language in `curlang`, and may carry a session in `authorization: Bearer`.
import { Invalid, NotFound } from "../../domain/errors";
import { Hono } from "hono";
import { LANGS, type Lang } from "../../domain/types";
import { customerForToken } from "../auth/sessions";
import { appointmentRoutes } from "./appointments/routes";
import { cartRoutes } from "./carts/routes";
import { catalogueRoutes } from "./catalogue/routes";
import { companyLookupRoutes, companyRoutes } from "./companies/routes";
import { cmpUserRoutes } from "./cmp-users/routes";
import { oauthRoutes } from "./users/oauth-routes";
import { userRoutes } from "./users/routes";
import type { ApiEnv } from "./context";
import { errorBody, errorResponse } from "./errors";

export function pickLang(header: string | undefined): Lang {
  const code = header?.slice(0, 2).toLowerCase();
  return (LANGS as readonly string[]).includes(code ?? "") ? (code as Lang) : "fr";
}

export function createApi() {
  const api = new Hono<ApiEnv>();

  api.use("*", async (c, next) => {
    c.set("lang", pickLang(c.req.header("curlang")));
    await next();
  });

  api.route("/", companyLookupRoutes);

  api.use("*", async (c, next) => {
    const token = c.req.header("company");
    if (!token) throw new Invalid({ company: "required" }, "company_required");
    const company = await c.get("services").companies.byTokenOrNull(token);
    if (!company) throw new NotFound("company_unknown", { company: "unknown" });
    c.set("company", company);
    // A session belongs to one company: a token of business A is no one at business B.
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1] ?? null;
    const session = bearer ? await customerForToken(c.get("services").db, company.id, bearer) : null;
    c.set("customer", session?.customer ?? null);
    c.set("sessionKind", session?.kind ?? null);
    c.set("sessionToken", session ? bearer : null);
    await next();
  });

  api.route("/", companyRoutes);
  api.route("/", catalogueRoutes);
  api.route("/", appointmentRoutes);
  api.route("/", cartRoutes);
  api.route("/", userRoutes);
  api.route("/", oauthRoutes);
  api.route("/", cmpUserRoutes);

  api.notFound((c) => c.json(errorBody(c.get("lang"), "not_found"), 404));
  api.onError((err, c) => errorResponse(c, err));
  return api;
}
