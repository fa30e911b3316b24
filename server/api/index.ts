// The API under /api: every operation of the contract (contract/), one resource per folder. Every
// call but the host lookup names its company in the `company` header (spec §6), its language in
// `curlang`, and may carry a session in `authorization: Bearer`. An address or method the contract
// does not have is answered in JSON too (404, 405), never by the pages. The OpenAPI document of all
// of them is at /api/openapi.json, its reference page at /api/reference.
import { OpenAPIHono } from "@hono/zod-openapi";
import { operations } from "../../contract";
import { LANGS, type Lang } from "../../domain/types";
import { Invalid } from "../../domain/errors";
import { storableFault } from "../../contract/vocabulary";
import { appointmentRoutes } from "./appointments/routes";
import { cartRoutes } from "./carts/routes";
import { paymentRoutes } from "./payment/routes";
import { catalogueRoutes } from "./catalogue/routes";
import { cmpUserRoutes } from "./cmp-users/routes";
import { companyRoutes } from "./companies/routes";
import { contentRoutes } from "./content/routes";
import { loyaltyRoutes } from "./loyalty/routes";
import { couponRoutes } from "./coupons/routes";
import { giftRoutes } from "./gifts/routes";
import { eshopRoutes } from "./eshop/routes";
import { resourceRoutes } from "./resources/routes";
import { shopRoutes } from "./shops/routes";
import { employeeRoutes } from "./employees/routes";
import { categoryRoutes } from "./categories/routes";
import { articleRoutes } from "./articles/routes";
import { geoGroupRoutes } from "./geogroupments/routes";
import { customerRoutes } from "./customers/routes";
import { teamRoutes } from "./team/routes";
import { accessRoutes } from "./access/routes";
import { statisticsRoutes } from "./statistics/routes";
import { companyStatusRoutes } from "./company-status/routes";
import { smsRoutes } from "./sms/routes";
import { mediaRoutes } from "./media/routes";
import { companySettingsRoutes } from "./companies/settings-routes";
import { agendaRoutes } from "./agenda/routes";
import { rescheduleRoutes } from "./reschedule/routes";
import { waitlistRoutes } from "./waitlist/routes";
import { orderRoutes } from "./orders/routes";
import { recordRoutes } from "./records/routes";
import { prestationRoutes } from "./prestations/routes";
import { counterRoutes } from "./counter/routes";
import { consentRoutes } from "./consentements/routes";
import type { ApiEnv } from "./context";
import { errorBody, errorResponse } from "./errors";
import { serveOpenApi } from "./openapi";
import { userRoutes } from "./users/routes";
import { profileRoutes } from "./profiles/routes";

/** The media types the routes read as JSON (as Hono's validator does). */
const JSON_BODY = /^application\/([a-z-.]+\+)?json(\s*;.*)?$/i;

export function pickLang(header: string | undefined): Lang {
  const code = header?.slice(0, 2).toLowerCase();
  return (LANGS as readonly string[]).includes(code ?? "") ? (code as Lang) : "fr";
}

/** Each operation's path as a pattern ('/shops/slug/{slug}' → /^\/shops\/slug\/[^/]+$/), with its method. */
const known = Object.values(operations).map((op) => ({
  method: op.method.toUpperCase(),
  pattern: new RegExp(`^${op.path.replace(/\{\w+\}/g, "[^/]+")}$`),
}));

export function createApi() {
  const api = new OpenAPIHono<ApiEnv>();
  api.use("*", async (c, next) => {
    c.set("lang", pickLang(c.req.header("curlang")));
    c.set("now", c.get("services").clock());
    // Free-form JSON (a cart's items) ends in jsonb columns, which refuse a NUL or a lone
    // surrogate: every JSON body is checked whole, before any route reads it.
    if (JSON_BODY.test(c.req.header("content-type") ?? "")) {
      const body = await c.req.json().catch(() => undefined);
      const bad = storableFault(body);
      if (bad) throw new Invalid({ [bad.field]: bad.fault });
    }
    await next();
  });
  for (const routes of [companyRoutes, articleRoutes, catalogueRoutes, appointmentRoutes, cartRoutes, paymentRoutes, userRoutes, profileRoutes, cmpUserRoutes, contentRoutes, loyaltyRoutes, couponRoutes, giftRoutes, eshopRoutes, resourceRoutes, customerRoutes, shopRoutes, employeeRoutes, teamRoutes, accessRoutes, statisticsRoutes, companyStatusRoutes, smsRoutes, categoryRoutes, geoGroupRoutes, agendaRoutes, rescheduleRoutes, waitlistRoutes, orderRoutes, recordRoutes, prestationRoutes, mediaRoutes, companySettingsRoutes, counterRoutes, consentRoutes]) {
    api.route("/", routes);
  }
  serveOpenApi(api);

  // Nothing above answered: an unknown address (404), or a known one with another method (405).
  api.all("*", (c) => {
    const path = c.req.path.replace(/^\/api/, "");
    const allowed = known.filter((k) => k.pattern.test(path)).map((k) => k.method);
    if (allowed.length === 0) return c.json(errorBody(c.get("lang"), "not_found"), 404);
    c.header("Allow", [...new Set(allowed)].join(", "));
    return c.json(errorBody(c.get("lang"), "method_not_allowed"), 405);
  });
  api.onError((err, c) => errorResponse(c, err));
  return api;
}
