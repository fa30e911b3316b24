// The company (spec §7 'Company'): the token for a host, and the public company.
import { companyTokenForHost, currentCompany } from "../../../contract/companies";
import { NotFound } from "../../../domain/errors";
import { publicCompany } from "../../tenancy/public-company";
import { handle, resourceRoutes } from "../route";

export const companyRoutes = resourceRoutes();

handle(companyRoutes, companyTokenForHost, async (c) => {
  const token = await c.get("services").companies.tokenForHost(c.req.valid("param").host);
  if (!token) throw new NotFound("host_unknown");
  return c.json({ token }, 200);
});

handle(companyRoutes, currentCompany, (c) => c.json({ company: publicCompany(c.get("company"), c.req.header("previewtheme")) }, 200));
