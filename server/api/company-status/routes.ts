// The company's state (contract/company-status.ts).
import * as op from "../../../contract/company-status";
import { isOffline, siteState } from "../../../domain/site-state";
import { describeDatabase } from "../../db/about";
import { handle, resourceRoutes } from "../route";

export const companyStatusRoutes = resourceRoutes();

handle(companyStatusRoutes, op.companyOffline, async (c) => {
  const settings = c.get("company").settings;
  return c.json({ offline: isOffline(settings), state: siteState(settings) }, 200);
});

handle(companyStatusRoutes, op.smsAvailable, async (c) => c.json({ available: Boolean(c.get("services").config.TWILIO_ACCOUNT_SID) }, 200));

handle(companyStatusRoutes, op.databases, async (c) => c.json({ databases: [await describeDatabase(c.get("services").db)] }, 200));
