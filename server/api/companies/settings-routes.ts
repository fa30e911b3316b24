// The company as its team reads and writes it (contract/companies.ts, decision 219). Registered
// after every fixed /companies/… path (me, offline, are-sms-available), so none is read as an id.
import { requestScope } from "../scope";
import { companyById, updateCompany } from "../../../contract/companies";
import { teamCompany, updateCompany as writeCompany } from "../../tenancy/company-writes";
import { editor } from "../editor";
import { handle, resourceRoutes } from "../route";

export const companySettingsRoutes = resourceRoutes();

handle(companySettingsRoutes, companyById, async (c) => c.json({ company: await teamCompany(requestScope(c), c.req.valid("param").id) }, 200));

handle(companySettingsRoutes, updateCompany, async (c) => {
  const company = await writeCompany(requestScope(c), c.req.valid("param").id, c.req.valid("json"), editor(c));
  return c.json({ company }, 200);
});
