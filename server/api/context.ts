import type { Lang } from "../../domain/types";
import type { Db } from "../db";
import type { Company, CompanyDirectory } from "../tenancy/companies";
import type { Logger } from "pino";
import type { Customer } from "../auth/sessions";

/** What every API handler can reach: set by the middlewares in server/api/index.ts. */
export interface Services {
  db: Db;
  companies: CompanyDirectory;
  log: Logger;
}

export type ApiEnv = {
  Variables: {
    services: Services;
    requestId: string;
    lang: Lang;
    company: Company;
    log: Logger;
    /** the signed-in customer (from `Authorization: Bearer`), or null */
    customer: Customer | null;
    sessionKind: "customer" | "provider" | null;
    sessionToken: string | null;
  };
};
