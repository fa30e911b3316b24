// Cross-site posts: a page's form, a resource route's action and every other request that changes
// something with the visitor's cookie must come from the storefront's own pages. React Router
// checks `Origin` only for routes with a page, so the check is made here, in front of every
// route, once: a new route file cannot forget it. The API is outside it (its session travels in
// an Authorization header a foreign page cannot set), and so are the addresses a payment
// provider's page posts back to through the browser (they only make the server ask the provider).
import type { Context, MiddlewareHandler } from "hono";
import { publicSide } from "./proxy";
import type { Env } from "./env";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin of an address, or null when it has none (`null`, `about:`, unreadable). */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where a request says it comes from, by what the browser sent: `Origin` (every post of a current
 * browser), else `Sec-Fetch-Site`, else `Referer`. Null when it says nothing: not a browser, which
 * cannot carry a victim's cookies anyway.
 */
export function crossOrigin(headers: { origin?: string; secFetchSite?: string; referer?: string }, own: string): boolean {
  if (headers.origin !== undefined) return originOf(headers.origin) !== own;
  if (headers.secFetchSite !== undefined) return headers.secFetchSite !== "same-origin" && headers.secFetchSite !== "none";
  if (headers.referer !== undefined) return originOf(headers.referer) !== own;
  return false;
}

/** Whether a request comes from another origin than the storefront's own, by what its browser sent. */
export function fromElsewhere(c: Context, config: Env): boolean {
  const side = publicSide(c, config);
  return crossOrigin({ origin: c.req.header("origin"), secFetchSite: c.req.header("sec-fetch-site"), referer: c.req.header("referer") }, `${side.protocol}//${side.host}`);
}

/** A request that changes something from another origin is refused with 403 before any route runs. */
export function sameOriginWrites(config: Env, exempt: (path: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (READS.has(c.req.method) || c.req.path === "/api" || c.req.path.startsWith("/api/") || exempt(c.req.path)) return next();
    const sent = { origin: c.req.header("origin") };
    if (!fromElsewhere(c, config)) return next();
    c.get("log").warn({ method: c.req.method, path: c.req.path, origin: sent.origin ?? null }, "a cross-origin post was refused");
    return c.json({ error: { code: "cross_origin", message: "This form was sent from another site.", fields: { origin: "not this site" } } }, 403);
  };
}
