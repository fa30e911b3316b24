// The pages every visitor sees alike (the home, the services and a service's pages, the
// magazine; the contact page and a shop's page, whose loaders say so) kept in the process a
// minute at most, under the company's version: a change to what they show (catalogue, content,
// settings: migrations 0007 and 0021) is seen at the next request, the 'open now' line and the
// day's content within the minute. A signed-in customer's page is kept per account shape, their
// details put in each answer (server/account-pages.ts, decision 305); the e-shop's, a product's and
// the basket's pages also per their saved basket's shop (decisions 314, 316). A visitor with a
// basket cookie, a chosen shop, a business's session or a preview is always drawn afresh; so is
// any answer other than a 200 page without cookies. A page whose answer also moves with
// something outside the company's version (the e-shop: its stock) has a stamp of it read before it
// is looked up. Each answer gets its own Content-Security-Policy nonce; a kept page is
// gzip-compressed once, and an answer only compresses its inserts (server/gzip-around.ts).
import { randomUUID } from "node:crypto";
import type { PageCustomer } from "../contract/page-context";
import { COOKIES } from "../contract/page-context";
import { stripLocale } from "../domain/service-url";
import { accountShape, AccountMarkers, insertsFor, type Insert } from "./account-pages";
import { CompanyShelves } from "./company-shelves";
import { acceptsGzip, deflateAround, gzipAnswer, gzipAround, type DeflatedAround } from "./gzip-around";

/**
 * the paths (without their language) always kept: the home, services, a shop's services, the
 * magazine; any other page only when its loader says it is drawn alike for every visitor without
 * a session (`keepAlike` of the load context: the contact page, a shop's page, the gift page)
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
  /** the page's bytes around each place its nonce or a customer's detail goes (bytes: no text to check again per answer) */
  parts: Buffer[];
  /** what goes between each two parts */
  inserts: Insert[];
  /** the same, deflated once (null when the page cannot be: a NUL byte in it) */
  deflated: DeflatedAround | null;
  /** its policy with the marker where the nonce goes */
  policy: string;
}

/** a cookie's name in its `name=value` part of the header */
const nameOf = (part: string) => part.split("=")[0]!.trim();

/**
 * What else a page's answer moves with, by its path without the language: a stamp of it, read per
 * request (the e-shop: the shops' stock, which moves with every order); undefined for a page that
 * moves with the company's version only.
 */
export type PageMoves = (company: number, path: string) => Promise<string> | undefined;

/** A page answered alike: its company, the company's version and minute, the address and cookies. */
export interface PageKey {
  company: number;
  stamp: string;
  /** the address's path without its language */
  path: string;
  page: string;
  /** kept only when its loader said it is drawn alike for everyone (else: one of KEPT_PAGES) */
  onlyIfAlike: boolean;
  /** a signed-in customer's page: its shape is added to `page` once the session is read (`withAccount`) */
  signedIn: boolean;
}

export class PageAnswers {
  private shelves = new CompanyShelves<KeptPage>({ perCompany: MAX_PER_COMPANY, companies: MAX_COMPANIES, weight: MAX_BYTES, weigh });
  /** customers' pages drawn for their shape and not kept (not drawn alike, a redirect): under the
   * same stamp they are drawn for the customer alone, not twice */
  private unkept = new CompanyShelves<true>({ perCompany: MAX_PER_COMPANY, companies: MAX_COMPANIES });
  /** stands for the nonce in kept policies: random per process, so no policy can hold it otherwise */
  private marker = `vt-nonce-${randomUUID()}`;

  constructor(
    private now: () => number = Date.now,
    private moves: PageMoves = () => undefined,
  ) {}

  /** the markers a customer's page is drawn with, to be kept (random per process) */
  readonly markers = new AccountMarkers();

  /**
   * The key of a page request answered alike to everyone, or to every customer of a shape (then
   * `signedIn`, and completed by `withAccount`), or null when it must be drawn.
   */
  keyOf(company: { id: number; version: number }, method: string, href: string, cookie: string | undefined | null): PageKey | null {
    if (method !== "GET") return null;
    const path = stripLocale(new URL(href).pathname).path;
    if (NEVER_KEPT.test(path)) return null;
    const parts = (cookie ?? "")
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean);
    if (parts.some((part) => !SHARED_COOKIES.has(nameOf(part)) && nameOf(part) !== COOKIES.customer)) return null;
    const signedIn = parts.some((part) => nameOf(part) === COOKIES.customer);
    // the session's token is no part of the key: the account's shape takes its place
    const shared = parts.filter((part) => nameOf(part) !== COOKIES.customer).join("; ");
    return { company: company.id, stamp: `${company.version} ${Math.floor(this.now() / MINUTE_MS)}`, path, page: `${href} ${shared}`, onlyIfAlike: !KEPT_PAGES.test(path), signedIn };
  }

  /**
   * The key with what else its page moves with read now (`PageMoves`): a kept page is never older
   * than it. When that cannot be read, no key: the page is drawn as it is (its loader says what failed).
   */
  async moved(key: PageKey | null): Promise<PageKey | null> {
    const stamp = key && this.moves(key.company, key.path);
    if (!key || !stamp) return key;
    const read = await stamp.catch(() => null);
    return read === null ? null : { ...key, stamp: `${key.stamp} ${read}` };
  }

  /**
   * The key of a signed-in customer's page, once their session is read: their account's shape in
   * it, and what else of theirs the page was read with (`more`: their saved basket's shop).
   */
  withAccount(key: PageKey, customer: PageCustomer, more?: string): PageKey {
    return { ...key, page: `${key.page} account ${accountShape(customer)}${more === undefined ? "" : ` ${more}`}` };
  }

  /**
   * The kept page for this key with this answer's nonce, or null: gzip-compressed when the
   * visitor's Accept-Encoding takes it (the server's compression then leaves it as it is).
   */
  answer(key: PageKey, nonce: string, acceptEncoding?: string | null, customer: PageCustomer | null = null): Response | null {
    const page = this.shelves.get(key.company, key.stamp, key.page);
    return page ? this.answerFrom(page, nonce, acceptEncoding, customer) : null;
  }

  private answerFrom(page: KeptPage, nonce: string, acceptEncoding: string | null | undefined, customer: PageCustomer | null): Response {
    const headers = new Headers(page.headers);
    headers.set("Content-Security-Policy", page.policy.replaceAll(this.marker, nonce));
    // says, in the browser's tools and to the tests, that this answer is the kept page's
    headers.set("Server-Timing", "kept");
    const nonceBytes = Buffer.from(nonce);
    const inserts = insertsFor(page.inserts, nonceBytes, customer);
    const fits = page.deflated?.insertLengths.every((length, i) => length === null || length === inserts[i]!.length);
    if (page.deflated && fits && acceptsGzip(acceptEncoding)) return gzipAnswer(gzipAround(page.deflated, page.parts, inserts), page.status, headers);
    const body = Buffer.concat(page.parts.flatMap((part, i) => (i === 0 ? [part] : [inserts[i - 1]!, part])));
    return new Response(body, { status: page.status, headers });
  }

  /**
   * The answer as it goes to the visitor; a 200 page without cookies is also kept once all of it
   * has been drawn (the visitor's copy still streams), when its path is always kept or its loader
   * said it is `alike`. A page written whole (`html`) is kept at once and answered as kept.
   */
  keep(key: PageKey, res: Response, nonce: string, alike: boolean, html: Buffer | null = null, acceptEncoding?: string | null): Response {
    if (!this.keeps(key, res, alike)) return res;
    // Headers are read before the body: @hono/node-server's light Response rebuilds itself from
    // its first headers when its body is read, losing any added since.
    const all = [...res.headers];
    if (html) return this.answerFrom(this.putAt(key, all, nonce, html.toString()), nonce, acceptEncoding, null);
    if (!res.body) return res;
    const [visitor, copy] = res.body.tee();
    void new Response(copy)
      .text()
      .then((html) => this.putAt(key, all, nonce, html))
      .catch(() => undefined);
    return new Response(visitor, { status: res.status, statusText: res.statusText, headers: all });
  }

  /** Whether a customer's page may be drawn for their shape to be kept: not once such a draw was not kept, until the stamp moves. */
  drawsForShape(key: PageKey): boolean {
    return this.unkept.get(key.company, key.stamp, key.page) === undefined;
  }

  /**
   * A signed-in customer's page drawn for their shape (`markers.customer`), kept and answered with
   * their details; null when it cannot be kept (another answer, a marker out of place): the page
   * must then be drawn for them as it is.
   */
  async keepForAccount(key: PageKey, res: Response, nonce: string, alike: boolean, customer: PageCustomer, acceptEncoding?: string | null, html: Buffer | null = null): Promise<Response | null> {
    const cut = this.keeps(key, res, alike) ? this.markers.cut(html ? html.toString() : await res.text(), nonce, customer) : null;
    if (!cut) {
      this.unkept.put(key.company, key.stamp, key.page, true);
      await res.body?.cancel().catch(() => undefined);
      return null;
    }
    return this.answerFrom(this.put(key, [...res.headers], nonce, cut.parts, cut.inserts), nonce, acceptEncoding, customer);
  }

  private keeps(key: PageKey, res: Response, alike: boolean) {
    return !(key.onlyIfAlike && !alike) && res.status === 200 && !res.headers.has("Set-Cookie") && Boolean(res.headers.get("Content-Type")?.startsWith("text/html"));
  }

  /** a page kept with its nonce as its only insert */
  private putAt(key: PageKey, all: [string, string][], nonce: string, html: string) {
    const texts = html.split(nonce);
    return this.put(key, all, nonce, texts, texts.slice(1).map(() => "nonce" as const));
  }

  private put(key: PageKey, all: [string, string][], nonce: string, texts: string[], inserts: Insert[]) {
    const policy = all.find(([name]) => name.toLowerCase() === "content-security-policy")?.[1] ?? "";
    const headers = all.filter(([name]) => name.toLowerCase() !== "content-security-policy");
    const parts = texts.map((part) => Buffer.from(part));
    const deflated = deflateAround(parts, inserts.map((insert) => (insert === "nonce" ? Buffer.byteLength(nonce) : null)));
    const page: KeptPage = { status: 200, headers, parts, inserts, deflated, policy: policy.replaceAll(nonce, this.marker) };
    this.shelves.put(key.company, key.stamp, key.page, page);
    return page;
  }
}
