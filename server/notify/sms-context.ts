// What the SMS transport needs of the installation (decision 254): where Twilio posts a business's
// delivery reports (its storefront's address and token), and its customers' STOP.
import type { Db } from "../db";
import type { CompanyDirectory } from "../tenancy/companies";
import { isOptedOut, optOut } from "./opt-outs";
import type { SmsContext } from "./transports";

/** The address of a business's SMS webhooks, `kind` 'status' (delivery reports) or 'inbound' (replies). */
export const smsWebhook = (company: { site: string; token: string }, kind: "status" | "inbound") => `${company.site}/api/sms/${kind}/${encodeURIComponent(company.token)}`;

export function smsContext(db: Db, companies: CompanyDirectory): SmsContext {
  return {
    async statusCallback(companyId) {
      const company = await companies.byId(companyId);
      return company ? smsWebhook(company, "status") : null;
    },
    isOptedOut: (companyId, phone) => isOptedOut({ db, companyId }, phone),
    optOut: (companyId, phone, reason) => optOut({ db, companyId }, phone, reason),
  };
}
