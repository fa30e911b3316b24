// The company (spec §7 'Company'): the token for a host, and the public company.
import { companyTokenForHost, currentCompany } from "../../../contract/companies";
import { Invalid, NotFound } from "../../../domain/errors";
import { verifyPreviewTheme } from "../../tenancy/preview-signature";
import { publicCompany } from "../../tenancy/public-company";
import { companyUserForToken } from "../../auth/provider-tokens";
import { bearerToken, handle, resourceRoutes } from "../route";

export const companyRoutes = resourceRoutes();

handle(companyRoutes, companyTokenForHost, async (c) => {
  const { companies, db } = c.get("services");
  const token = await companies.tokenForHost(c.req.valid("param").host);
  const company = token ? await companies.byTokenOrNull(token) : null;
  if (!token || !company) throw new NotFound("host_unknown");
  // Debug mode for one caller: asked for, by a signed-in company user of this business only.
  // Anyone else asking simply gets the company's own mode (the token is public anyway).
  const asked = /^(1|true)$/i.test(c.req.header("isdebug") ?? "");
  const bearer = asked ? bearerToken(c.req.header("authorization")) : null;
  const isDebug = company.settings.isDebug || (bearer !== null && (await companyUserForToken({ db, companyId: company.id }, bearer, c.get("now"))) !== null);
  return c.json({ token, isDebug }, 200);
});

handle(companyRoutes, currentCompany, (c) => {
  const sent = c.req.header("previewtheme");
  // A preview theme counts only when the server signed it for this company and its window is open.
  const verified = sent ? verifyPreviewTheme(c.get("services").config.PREVIEW_SECRET, c.get("company").token, sent, c.get("now")) : null;
  if (sent && !verified) throw new Invalid({ previewtheme: "invalid" }, "invalid_preview_theme");
  return c.json({ company: publicCompany(c.get("company"), verified?.encoded) }, 200);
});

