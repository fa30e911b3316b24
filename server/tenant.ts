// What every area function takes first: the database (or the transaction it works in) and the
// business whose rows it reads and writes. The API's request scope (server/api/scope.ts) is one,
// so a handler hands it as it is; a worker or a test builds the two fields it has.
import type { Db } from "./db";
import type { Company } from "./tenancy/companies";

/** The business by its id: for work that needs nothing else of it. */
export interface Tenant<D = Db> {
  db: D;
  companyId: number;
}

/** The business with its settings (time zone, languages, payment rules…): for work that reads them. */
export interface TenantCompany<D = Db> {
  db: D;
  company: Company;
}
