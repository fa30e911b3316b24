// The account work's view of a request (server/accounts/scope.ts), built at the edge.
import type { Context } from "hono";
import type { AccountScope } from "../../accounts/scope";
import type { ApiEnv } from "../context";

/** The client's IP: the socket's, or X-Forwarded-For's last hop behind a trusted proxy. */
function clientIp(c: Context<ApiEnv>): string {
  if (c.get("services").config.TRUST_PROXY) {
    const hops = c.req.header("x-forwarded-for")?.split(",").map((s) => s.trim()).filter(Boolean);
    if (hops?.length) return hops[hops.length - 1]!;
  }
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? "unknown";
}

export function accountScope(c: Context<ApiEnv>): AccountScope {
  const { db, config, companies } = c.get("services");
  return { db, config, companies, log: c.get("log"), company: c.get("company"), lang: c.get("lang"), ip: clientIp(c), siteHost: c.req.header("x-site-host") ?? null };
}
