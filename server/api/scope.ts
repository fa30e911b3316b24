// The account work's view of a request (server/accounts/scope.ts), built at the edge.
import type { Context } from "hono";
import type { AccountScope } from "../accounts/scope";
import type { ApiEnv } from "./context";
import { publicSide } from "../proxy";

export function accountScope(c: Context<ApiEnv>): AccountScope {
  const { db, config, companies } = c.get("services");
  return { db, config, companies, log: c.get("log"), company: c.get("company"), lang: c.get("lang"), now: c.get("now"), ip: publicSide(c, config).ip, siteHost: c.req.header("x-site-host") ?? null };
}
