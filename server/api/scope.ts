// The request scope: what a request is handled with, built once at the API's edge (decision 191)
// and handed as it is to every area. It is a `Tenant` and a `TenantCompany` (server/tenant.ts)
// and an `AccountScope`, so an area takes it whole or the part it declares it needs.
import type { Context } from "hono";
import type { AccountScope } from "../accounts/scope";
import type { Customer } from "../auth/sessions";
import type { TeamMember } from "../accounts/team";
import type { ApiEnv } from "./context";
import type { PaymentServices } from "../payments/online";
import { publicSide } from "../proxy";

export interface RequestScope extends AccountScope {
  /** the signed-in customer (a `customer` operation), or null */
  customer: Customer | null;
  /** the company user of a `provider` operation, with their linked shops, or null */
  companyUser: TeamMember | null;
  /** the payment adapters and the log their calls go to: the scope is a `PaymentTenant` */
  payments: PaymentServices;
}

const built = new WeakMap<Context<ApiEnv>, RequestScope>();

/** The request's scope, built on first use once the operation's access has named who calls. */
export function requestScope(c: Context<ApiEnv>): RequestScope {
  let scope = built.get(c);
  if (!scope) {
    const { db, config, companies, payments: providers } = c.get("services");
    const company = c.get("company");
    scope = {
      db,
      config,
      companies,
      payments: { providers, log: c.get("log") },
      log: c.get("log"),
      company,
      companyId: company.id,
      customer: c.get("customer") ?? null,
      companyUser: c.get("companyUser") ?? null,
      lang: c.get("lang"),
      now: c.get("now"),
      ip: publicSide(c, config).ip,
      siteHost: c.req.header("x-site-host") ?? null,
    };
    built.set(c, scope);
  }
  return scope;
}
