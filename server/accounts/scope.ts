// What the account work needs to know of a request: the services, the company, the caller's
// language and IP, and the host of the page that asked (for links in mails). The API's edge
// builds it (server/api/users/scope.ts); nothing here knows about HTTP.
import type { Logger } from "pino";
import type { Lang } from "../../domain/types";
import type { Db } from "../db";
import type { Env } from "../env";
import type { Company, CompanyDirectory } from "../tenancy/companies";

export interface AccountScope {
  db: Db;
  config: Env;
  companies: CompanyDirectory;
  log: Logger;
  company: Company;
  /** the company's id, so the scope is a `Tenant` (server/tenant.ts) */
  companyId: number;
  /** the time the request is handled at, read once at the API's edge: nothing here reads the clock */
  now: Date;
  /** the caller's language */
  lang: Lang;
  /** the caller's IP (rate limits) */
  ip: string;
  /** the host the page asked links to lead to, trusted only when it is the company's */
  siteHost: string | null;
}
