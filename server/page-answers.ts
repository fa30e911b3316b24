// The pages every visitor without a session sees alike (the home, the services and a service's
// pages, the magazine; the contact page and a shop's page, whose loaders say so) kept in the
// process a minute at most, under the company's version: a
// change to what they show (catalogue, content, settings: migrations 0007 and 0021) is seen at
// the next request, the 'open now' line and the day's content within the minute. A visitor with
// a session, a basket, a chosen shop or a preview is always drawn afresh; so is any answer other
// than a 200 page without cookies. Each answer gets its own Content-Security-Policy nonce; a kept
// page is gzip-compressed once, and an answer only compresses its nonce (server/gzip-around.ts).
import { randomUUID } from "node:crypto";
import { stripLocale } from "../domain/service-url";
import { CompanyShelves } from "./company-shelves";
import { acceptsGzip, deflateAround, gzipAround, type DeflatedAround } from "./gzip-around";

/**
 * the paths (without their language) always kept: the home, services, a shop's services, the
 * magazine; any other page only when its loader says it is drawn alike for every visitor without
 * a session (`keepAlike` of the load context: the contact page, a shop's page)
 */
const KEPT_PAGES = /^\/(?:$|services(?:\/|$)|magazine(?:\/|$)|[a-z0-9-]+\/services(?:\/|$))/;
/** never the back-office (decision 230), whatever a shop's slug looks like */
const NEVER_KEPT = /^\/admin(?:\/|$)/;
/** cookies that may come with a kept page (they are part of its key): consent and language */
const SHARED_COOKIES = new Set(["cookie_preferences", "lang"]);
const MINUTE_MS = 60_000;
/** pages kept per company at most (languages, addresses, consent choices) before starting again */
const MAX_PER_COMPANY = 120;
/** companies with kept pages at most */
const MAX_COMPANIES = 50;
/**
 * bytes of kept pages at most, all companies together (a page is 100–130 KB raw and a quarter of
 * that deflated): the companies used longest ago go first (decision 296)
 */
const MAX_BYTES = 48 * 1024 * 1024;
const weigh = (page: KeptPage) => page.parts.reduce((sum, part) => sum + part.length, 0) + (page.deflated?.pieces.reduce((sum, piece) => sum + piece.length, 0) ?? 0);

interface KeptPage {
  status: number;
  headers: [string, string][];
  /** the page's bytes around each place its nonce goes (bytes: no text to check again per answer) */
  parts: Buffer[];
  /** the same, deflated once (null when the page cannot be: a NUL byte in it) */
  deflated: DeflatedAround | null;
  /** its policy with the marker where the nonce goes */
  policy: string;
}

const cookieNames = (header: string) =>
  header
    .split(";")
    .map((part) => part.split("=")[0]!.trim())
    .filter(Boolean);

/** A page answered alike: its company, the company's version and minute, the address and cookies. */
export interface PageKey {
  company: number;
  stamp: string;
  page: string;
  /** kept only when its loader said it is drawn alike for everyone (else: one of KEPT_PAGES) */
  onlyIfAlike: boolean;
}

export class PageAnswers {
  private shelves = new CompanyShelves<KeptPage>({ perCompany: MAX_PER_COMPANY, companies: MAX_COMPANIES, weight: MAX_BYTES, weigh });
  /** stands for the nonce in kept policies: random per process, so no policy can hold it otherwise */
  private marker = `vt-nonce-${randomUUID()}`;

  constructor(private now: () => number = Date.now) {}

  /** The key of a page request answered alike to everyone, or null when it must be drawn. */
  keyOf(company: { id: number; version: number }, method: string, href: string, cookie: string | undefined | null): PageKey | null {
    if (method !== "GET") return null;
    const path = stripLocale(new URL(href).pathname).path;
    if (NEVER_KEPT.test(path)) return null;
    if (cookie && cookieNames(cookie).some((name) => !SHARED_COOKIES.has(name))) return null;
    return { company: company.id, stamp: `${company.version} ${Math.floor(this.now() / MINUTE_MS)}`, page: `${href} ${cookie ?? ""}`, onlyIfAlike: !KEPT_PAGES.test(path) };
  }

  /**
   * The kept page for this key with this answer's nonce, or null: gzip-compressed when the
   * visitor's Accept-Encoding takes it (the server's compression then leaves it as it is).
   */
  answer(key: PageKey, nonce: string, acceptEncoding?: string | null): Response | null {
    const page = this.shelves.get(key.company, key.stamp, key.page);
    if (!page) return null;
    const headers = new Headers(page.headers);
    headers.set("Content-Security-Policy", page.policy.replaceAll(this.marker, nonce));
    const nonceBytes = Buffer.from(nonce);
    if (page.deflated && nonceBytes.length === page.deflated.insertLength && acceptsGzip(acceptEncoding)) {
      const body = gzipAround(page.deflated, page.parts, nonceBytes);
      headers.set("Content-Encoding", "gzip");
      headers.append("Vary", "Accept-Encoding");
      headers.set("Content-Length", String(body.length));
      return new Response(body, { status: page.status, headers });
    }
    const body = Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part])));
    return new Response(body, { status: page.status, headers });
  }

  /**
   * The answer as it goes to the visitor; a 200 page without cookies is also kept once all of it
   * has been drawn (the visitor's copy still streams), when its path is always kept or its loader
   * said it is `alike`.
   */
  keep(key: PageKey, res: Response, nonce: string, alike: boolean): Response {
    if ((key.onlyIfAlike && !alike) || res.status !== 200 || res.headers.has("Set-Cookie") || !res.headers.get("Content-Type")?.startsWith("text/html")) return res;
    // Headers are read before the body: @hono/node-server's light Response rebuilds itself from
    // its first headers when its body is read, losing any added since.
    const all = [...res.headers];
    const policy = res.headers.get("Content-Security-Policy") ?? "";
    const headers = all.filter(([name]) => name.toLowerCase() !== "content-security-policy");
    if (!res.body) return res;
    const [visitor, copy] = res.body.tee();
    void new Response(copy)
      .text()
      .then((html) => {
        const parts = html.split(nonce).map((part) => Buffer.from(part));
        const deflated = deflateAround(parts, Buffer.byteLength(nonce));
        this.shelves.put(key.company, key.stamp, key.page, { status: 200, headers, parts, deflated, policy: policy.replaceAll(nonce, this.marker) });
      })
      .catch(() => undefined);
    return new Response(visitor, { status: res.status, statusText: res.statusText, headers: all });
  }
}
