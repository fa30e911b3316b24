// The company (spec §7 'Company'): the token for a host, and the public company.
import { companyTokenForHost, currentCompany } from "../../../contract/companies";
import { Invalid, NotFound } from "../../../domain/errors";
import { verifyPreviewTheme } from "../../tenancy/preview-signature";
import { publicCompany } from "../../tenancy/public-company";
import { handle, resourceRoutes } from "../route";

export const companyRoutes = resourceRoutes();

handle(companyRoutes, companyTokenForHost, async (c) => {
  const token = await c.get("services").companies.tokenForHost(c.req.valid("param").host);
  if (!token) throw new NotFound("host_unknown");
  return c.json({ token }, 200);
});

handle(companyRoutes, currentCompany, (c) => {
  const sent = c.req.header("previewtheme");
  // A preview theme counts only when the server signed it for this company and its window is open.
  const verified = sent ? verifyPreviewTheme(c.get("services").config.PREVIEW_SECRET, c.get("company").token, sent, new Date()) : null;
  if (sent && !verified) throw new Invalid({ previewtheme: "invalid" }, "invalid_preview_theme");
  return c.json({ company: publicCompany(c.get("company"), verified?.encoded) }, 200);
});
