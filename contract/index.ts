// The API's contract: every operation, described once (contract/operation.ts). The server
// registers exactly these (server/api/), the OpenAPI document is generated from them, and the
// pages' client (contract/client.ts) is typed by them.
import * as accessAccounts from "./access-accounts";
import * as agenda from "./agenda";
import * as appointments from "./appointments";
import * as carts from "./carts";
import * as catalogue from "./catalogue";
import * as cmpUsers from "./cmp-users";
import * as companies from "./companies";
import * as companyStatus from "./company-status";
import * as sms from "./sms";
import * as content from "./content";
import * as coupons from "./coupons";
import * as customers from "./customers";
import * as gifts from "./gifts";
import * as eshop from "./eshop";
import * as loyalty from "./loyalty";
import * as media from "./media";
import type { Method } from "./operation";
import * as payment from "./payment";
import * as profiles from "./profiles";
import * as reschedule from "./reschedule";
import * as resources from "./resources";
import * as shops from "./shops";
import * as employees from "./employees";
import * as team from "./team";
import * as statistics from "./statistics";
import * as categories from "./categories";
import * as articles from "./articles";
import * as geogroupments from "./geogroupments";
import * as users from "./users";
import * as waitlist from "./waitlist";
import * as orders from "./orders";
import * as records from "./records";
import * as prestations from "./prestations";
import * as myRecords from "./my-records";
import * as counter from "./counter";
import * as consentements from "./consentements";

type OperationsOf<M> = { [K in keyof M as M[K] extends { route: object; method: Method; path: string } ? K : never]: M[K] };
const only = <M extends Record<string, unknown>>(module: M) =>
  Object.fromEntries(Object.entries(module).filter(([, v]) => typeof v === "object" && v !== null && "route" in v)) as OperationsOf<M>;

export const operations = {
  ...only(companies),
  // before the catalogue's /articles/{id}: articles/artebeaute is a path of its own
  ...only(articles),
  ...only(catalogue),
  ...only(appointments),
  ...only(carts),
  ...only(payment),
  ...only(users),
  ...only(profiles),
  ...only(cmpUsers),
  ...only(content),
  ...only(loyalty),
  ...only(coupons),
  ...only(gifts),
  ...only(eshop),
  ...only(resources),
  ...only(shops),
  ...only(employees),
  ...only(categories),
  ...only(geogroupments),
  ...only(customers),
  ...only(team),
  ...only(accessAccounts),
  ...only(statistics),
  ...only(companyStatus),
  ...only(sms),
  ...only(media),
  ...only(agenda),
  ...only(reschedule),
  ...only(waitlist),
  ...only(orders),
  ...only(records),
  // before /prestations/{id}: the recall is a path of its own
  ...only(prestations),
  ...only(myRecords),
  ...only(counter),
  ...only(consentements),
};
export type Operations = typeof operations;
