// The scope of a request that reads or writes a customer's records (server/records/access-log.ts):
// the signed-in company user, or else the signed-in customer, is who the access log names.
import type { Context } from "hono";
import { customerActor, staffActor, type RecordScope } from "../records/access-log";
import type { ApiEnv } from "./context";

export function recordScope(c: Context<ApiEnv>): RecordScope {
  const user = c.get("companyUser");
  const customer = c.get("customer");
  const actor = user ? staffActor(user) : customer ? customerActor(customer) : null;
  // the route's access ('provider' or 'customer') has let someone in before a handler runs
  if (!actor) throw new Error("a record's reader must be signed in");
  return { db: c.get("services").db, companyId: c.get("company").id, actor, now: c.get("now") };
}
