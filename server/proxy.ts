// What the visitor asked for, as opposed to what reached this process: the client's address, the
// host and the scheme. X-Forwarded-* headers are read only behind the proxies TRUST_PROXY counts;
// without it anyone could send them (another business's host rendered here and cached by a CDN,
// a Secure cookie decided by the visitor).
import type { Context } from "hono";
import type { Env } from "./env";

/**
 * The value our outermost trusted proxy wrote: proxies append to a list, so with `hops` proxies in
 * front of us the one we can trust is `hops` from the end; anything before it came from outside.
 */
export function forwarded(header: string | undefined, hops: number): string | null {
  if (!hops || !header) return null;
  const values = header.split(",").map((s) => s.trim());
  const value = values[values.length - hops] ?? values[0];
  return value || null;
}

export interface PublicSide {
  /** host (with port) the visitor addressed */
  host: string;
  protocol: "http:" | "https:";
  /** the visitor's IP, for rate limits */
  ip: string;
}

export function publicSide(c: Context, config: Env): PublicSide {
  const url = new URL(c.req.url);
  const hops = config.TRUST_PROXY;
  const proto = forwarded(c.req.header("x-forwarded-proto"), hops);
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return {
    host: forwarded(c.req.header("x-forwarded-host"), hops) ?? c.req.header("host") ?? url.host,
    protocol: proto === "https" || proto === "http" ? `${proto}:` : (url.protocol as PublicSide["protocol"]),
    ip: forwarded(c.req.header("x-forwarded-for"), hops) ?? env?.incoming?.socket?.remoteAddress ?? "unknown",
  };
}

/** Cookies carry Secure when the storefront is served over https, whatever this request came by. */
export const secureCookies = (config: Env, side: PublicSide) => config.PUBLIC_URL.startsWith("https:") || side.protocol === "https:";

/** Strict-Transport-Security for this answer: over https only, for this host alone unless configured. */
export function hsts(config: Env, side: PublicSide): string | null {
  if (side.protocol !== "https:" || config.HSTS_MAX_AGE <= 0) return null;
  return `max-age=${config.HSTS_MAX_AGE}${config.HSTS_INCLUDE_SUBDOMAINS ? "; includeSubDomains" : ""}`;
}

/** Adds `Secure` to every cookie the answer sets (one place for all of them). */
export function withSecureCookies(res: Response): Response {
  const cookies = res.headers.getSetCookie();
  if (!cookies.some((c) => !/;\s*secure\b/i.test(c))) return res;
  const out = new Response(res.body, res);
  out.headers.delete("Set-Cookie");
  for (const c of cookies) out.headers.append("Set-Cookie", /;\s*secure\b/i.test(c) ? c : `${c}; Secure`);
  return out;
}
