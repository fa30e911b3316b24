import type { ErrorReports } from "../telemetry/error-reports";
import type { Lang } from "../../domain/types";
import type { Db } from "../db";
import type { Env } from "../env";
import type { Company, CompanyDirectory } from "../tenancy/companies";
import type { Logger } from "pino";
import type { PaymentProvider, PaymentProviderName } from "../payments";
import type { Customer } from "../auth/sessions";
import type { AccountFacts } from "../accounts/account-facts";
import type { TeamMember } from "../accounts/team";
import type { MediaStore } from "../media/storage";

/**
 * What every API handler can reach, built once at start (server/app.ts): the configuration is
 * read there and only there, then passed down with the rest.
 */
export interface Services {
  db: Db;
  companies: CompanyDirectory;
  log: Logger;
  config: Env;
  /** the payment adapters, their addresses read once from the configuration */
  payments: Record<PaymentProviderName, PaymentProvider>;
  /** what time it is: read once per request at the API's edge (`now`); tests set it */
  clock: () => Date;
  /** where the media's files are kept (server/media/storage.ts) */
  media: MediaStore;
  /** error reports to a Sentry-compatible service, when SENTRY_DSN is set */
  errorReports?: ErrorReports | null;
}

export type ApiEnv = {
  Variables: {
    services: Services;
    requestId: string;
    lang: Lang;
    /** the time this request is handled at, read once at the API's edge: every area is given it */
    now: Date;
    company: Company;
    log: Logger;
    /** the signed-in customer (from `Authorization: Bearer`), or null */
    customer: Customer | null;
    /** what the signed-in customer's account shows besides their row, read with the session */
    accountFacts: AccountFacts | null;
    sessionToken: string | null;
    /** the company user of `Authorization: Bearer` on a `provider` operation, with their linked shops (server/accounts/team.ts) */
    companyUser: TeamMember | null;
    /** this answer's Content-Security-Policy nonce (server/security-headers.ts) */
    cspNonce: string;
  };
};
