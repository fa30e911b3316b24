// The one Hono application (docs/architecture.md): request id, log, security headers, the
// tenant, then /api, static files and every other request to React Router's SSR handler.
import { Hono, type Context } from "hono";
import { requestId } from "hono/request-id";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { createApiClient } from "../contract/client";
import { COOKIES, readCookie, type PageContext, type PageCustomer } from "../contract/page-context";
import { offeredLangs } from "../domain/company-settings";
import { extractPreviewTheme } from "../domain/preview-theme";
import { verifyPreviewTheme } from "./tenancy/preview-signature";
import { pagePathname, stripLocale } from "../domain/service-url";
import { createApi, pickLang } from "./api";
import { errorBody } from "./api/errors";
import { mediaFiles } from "./media/serve";
import { mediaStoreFrom, type MediaStore } from "./media/storage";
import type { ApiEnv, Services } from "./api/context";
import { pageSession, type CompanyUserSession, type Session } from "./api/route";
import { isReachable, type Db } from "./db";
import { publicSide, secureCookies, withSecureCookies } from "./proxy";
import { pagePolicy, paymentSources, securityHeaders } from "./security-headers";
import { fromElsewhere, sameOriginWrites } from "./same-origin";
import { fontHosts } from "./tenancy/public-company";
import type { Env } from "./env";
import { devOutboxRoutes } from "./notify/dev-outbox";
import { devJobsRoutes } from "./jobs/dev-jobs";
import type { Company, CompanyDirectory } from "./tenancy/companies";
import { previewedSettings, publicCompany } from "./tenancy/public-company";
import { PAYMENT_KINDS } from "./payments/kinds";
import { createPaymentProviders, type PaymentProvider, type PaymentProviderName } from "./payments";
import { endpointsFromEnv } from "./payments/endpoints";
import { KeptAnswers } from "./kept-answers";
import { pageAccount } from "./accounts/customers";
import { PageAnswers } from "./page-answers";
import { stockStamp } from "./eshop/stock";
import { BASKET_PATH, ESHOP_PATH } from "../domain/navigation";
import { pendingCarts } from "./carts/tracked-carts";
import { gzipWhole } from "./gzip-around";
import { KeptFrames } from "./kept-frames";
import { pageHandler } from "./page-handler";
import type { Telemetry } from "./telemetry";
import type { ErrorReports } from "./telemetry/error-reports";
import type { AgendaEvents } from "./agenda/events";
import { analyticsTag } from "../domain/analytics";
import { CONSENT_COOKIE, readPreferences } from "../domain/cookie-consent";
import { systemClock } from "./clock";


/** The kind of order whose return page this is (a provider's page posts its result back to it, from its own site). */
function returnPageKind(path: string) {
  const page = path.replace(/^\/(de|en|es|it)(?=\/)/, "");
  return Object.values(PAYMENT_KINDS).find((k) => k.page.path === page || k.page.failurePath === page);
}

/** What a page request's load context is built from. */
interface PageOf {
  host: string;
  path: string;
  ip: string;
  previewTheme: string | null;
  company?: Company | null;
  /** drawn inside a frame (the owner's preview) */
  framed?: boolean;
  anonymous?: boolean;
  /** the customer's session, when the page handler read it already */
  session?: Session;
  /** the customer as the page draws them (their details as markers on a page kept per shape) */
  customer?: PageCustomer;
  /** the shop of the customer's saved product basket, when the page handler read it */
  savedBasketShop?: string | null;
}

/** the pages (without their language) that draw the shops' stock and the basket's shop: the e-shop, a product's page, the basket */
const onShelf = (path: string) => path === ESHOP_PATH || path === BASKET_PATH || path.startsWith(`${ESHOP_PATH}/article/`);

export interface AppOptions {
  db: Db;
  companies: CompanyDirectory;
  log: Logger;
  /** the configuration, read once at start (server/env.ts) */
  config: Env;
  /** the React Router server build (a function in development, so edits are picked up) */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  mode?: "development" | "production" | "test";
  /** the payment adapters; by default built from the configuration's provider addresses */
  payments?: Record<PaymentProviderName, PaymentProvider>;
  /** metrics and traces (server/telemetry), when the configuration asks for them */
  telemetry?: Telemetry | null;
  /** the time each request is handled at (tests set it); the system clock by default */
  clock?: () => Date;
  /** error reports (server/telemetry/error-reports.ts), when SENTRY_DSN is set */
  errorReports?: ErrorReports | null;
  /** the agendas' live changes (server/agenda/events.ts); without it the agenda does not update by itself */
  agendaEvents?: AgendaEvents | null;
  /** where uploaded media are kept; by default the configuration's directory (server/media/storage.ts) */
  media?: MediaStore;
}

export function createApp(opts: AppOptions) {
  const { db, companies, log, config } = opts;
  const app = new Hono<ApiEnv>();
  const endpoints = endpointsFromEnv(config);
  const errorReports = opts.errorReports ?? null;
  const services: Services = { db, companies, log, config, payments: opts.payments ?? createPaymentProviders(endpoints), media: opts.media ?? mediaStoreFrom(config), errorReports, clock: opts.clock ?? systemClock };

  app.use("*", requestId());
  app.use("*", async (c, next) => {
    await next();
    // every answer names its request, the pages' (a Response of their own) as the API's
    if (c.res.headers.has("X-Request-Id")) return;
    try {
      c.res.headers.set("X-Request-Id", c.get("requestId"));
    } catch {
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set("X-Request-Id", c.get("requestId"));
    }
  });
  // A Host that names no host (two Host headers joined, a space in it) is no business's address:
  // refused as HTTP says (RFC 9112 §3.2), before anything reads the address it would make.
  app.use("*", async (c, next) => {
    if (URL.canParse(c.req.url) && URL.canParse(`http://${publicSide(c, config).host}/`)) return next();
    return c.json(errorBody(pickLang(c.req.header("curlang")), "host_invalid", { host: "invalid" }), 400);
  });
  const telemetry = opts.telemetry;
  if (telemetry) app.use("*", telemetry.measure);
  app.use("*", async (c, next) => {
    const started = performance.now();
    c.set("services", services);
    const traceId = telemetry?.traceId();
    c.set("log", log.child(traceId ? { reqId: c.get("requestId"), traceId } : { reqId: c.get("requestId") }));
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    c.get("log").debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
  });
  // nosniff, referrer, permissions, HSTS over https and a policy on every answer (the pages' own below).
  app.use("*", securityHeaders(config));
  // Nothing changes from another site's page, whatever route is added below.
  app.use("*", sameOriginWrites(config, (path) => returnPageKind(path) !== undefined));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => ((await isReachable(db)) ? c.json({ status: "ready" }) : c.json({ status: "database unreachable" }, 503)));

  app.route("/api", createApi());
  // The media library's variants, for the storefront's pictures (long cache: a file never changes).
  app.route("/media", mediaFiles(services, (c) => publicSide(c, config).host));
  // The codes and mails sent, readable in development and on a demo server (DEMO=1), never in production.
  if (opts.mode === "development" || config.DEMO === true) app.route("/dev", devOutboxRoutes(db)).route("/dev", devJobsRoutes(db, services.clock));

  if (opts.build) {
    const handle = pageHandler(opts.build, opts.mode ?? "production");
    /** The page drawn by React Router in this load context. */
    const draw = async (request: Request, { context, policy }: { context: PageContext; policy: string }) => {
      let alike = false;
      context.keepAlike = () => {
        alike = true;
      };
      const written: { html?: Buffer<ArrayBuffer>; answer?: Response } = {};
      context.wholePage = (html, answer) => Object.assign(written, { html, answer });
      const drawn = await handle(request, context);
      // the page as it was written whole, unless React Router answered otherwise (a redirect, a HEAD)
      const html = written.answer === drawn ? written.html! : null;
      // the policy is in the answer's first headers: node-server's light Response rebuilds itself
      // from them when its body is read, losing any header set afterwards
      const headers = new Headers(drawn.headers);
      headers.set("Content-Security-Policy", policy);
      const res = new Response(html ?? drawn.body, { status: drawn.status, statusText: drawn.statusText, headers });
      return { res, context, alike, html };
    };
    // A provider's page posts its signed result back through the browser (Lyra's kr-answer), from
    // its own site: React Router's origin check would refuse it and the post carries no session
    // (SameSite=Lax). The API believes only its signature (a provider that signs no post-back gets
    // nothing applied); the browser then reads the page by GET, which changes nothing either.
    const postBack = async (c: Context<ApiEnv>, next: () => Promise<void>) => {
      // the page's own post (its owner giving the payment up, with the session) is the page's
      if (!fromElsewhere(c, config)) return next();
      const side = publicSide(c, config);
      const url = new URL(c.req.url);
      // each kind of order comes back to its own page, naming the order in its own parameter
      const kind = returnPageKind(url.pathname);
      const id = Number(kind ? url.searchParams.get(kind.page.param) : NaN);
      const body = (await c.req.text()).slice(0, 20000);
      const { context } = await pageContext(c, { host: side.host, path: url.pathname, ip: side.ip, previewTheme: null });
      if (kind && context.api && Number.isSafeInteger(id) && id > 0 && body) {
        try {
          await context.api.post("/payment/{kind}/{id}/post-back", { params: { kind: kind.name, id: String(id) }, body: { body } });
        } catch (err) {
          c.get("log").warn({ id, kind: kind.name, status: (err as { status?: number }).status }, "a provider's post-back was refused");
        }
      }
      return c.redirect(`${url.pathname}${url.search}`, 303);
    };
    for (const kind of Object.values(PAYMENT_KINDS)) {
      for (const path of [kind.page.path, kind.page.failurePath]) {
        if (!path) continue;
        app.post(path, postBack);
        app.post(`/:lang{de|en|es|it}${path}`, postBack);
      }
    }
    app.all("*", async (c) => {
      const side = publicSide(c, config);
      const url = new URL(c.req.url);
      const { previewTheme, path } = extractPreviewTheme(url.pathname);
      const readOnly = c.req.method === "GET" || c.req.method === "HEAD";
      // The page sees the address the visitor typed: the scheme and host a trusted proxy names
      // (so form posts from https pass React Router's origin check), without the preview theme.
      const address = new URL(`${side.protocol}//${side.host}${previewTheme && readOnly ? path : url.pathname}${url.search}`);
      const request = address.href === url.href ? c.req.raw : new Request(address, { headers: c.req.raw.headers, method: c.req.method, body: readOnly ? undefined : c.req.raw.body, duplex: "half" } as RequestInit);
      const company = await companies.forHost(side.host);
      // a framed page (a preview) draws no cookie card: never kept, never answered from what visitors get
      const framed = c.req.header("sec-fetch-dest") === "iframe";
      const pageKey = await pageAnswers.moved(company && !previewTheme && !framed && !c.req.header("previewtheme") ? pageAnswers.keyOf(company, c.req.method, address.href, c.req.header("cookie")) : null);
      const nonce = c.get("cspNonce");
      const acceptEncoding = c.req.header("accept-encoding");
      const kept = pageKey && !pageKey.signedIn ? pageAnswers.answer(pageKey, nonce, acceptEncoding) : null;
      if (kept) return kept;
      const page = {
        company,
        framed,
        host: side.host,
        path,
        ip: side.ip,
        // The preview theme travels in the address (routing sees the page without it), then in a
        // tab-long cookie set by the page, so the next pages and their data requests keep it.
        previewTheme: previewTheme ?? c.req.header("previewtheme") ?? readCookie(c.req.header("cookie"), COOKIES.previewTheme),
      };
      // A signed-in customer's page reads their session here, once: the root loader and the API's
      // calls start from it, and a kept page is found by the account's shape (decision 305). A token
      // no longer valid goes on to the page, which signs them out. Only a GET: an action may change
      // the account before the page is drawn.
      const token = c.req.method === "GET" ? readCookie(c.req.header("cookie"), COOKIES.customer) : null;
      const account = company && token ? await pageAccount({ db, companyId: company.id }, token, services.clock()) : null;
      const customer = account?.customer ?? null;
      // the e-shop's pages show the shop of the customer's saved basket: read here, it joins the key
      // (a failed read leaves it to the page, which is then drawn for them alone)
      const savedBasketShop = customer && company && pageKey?.signedIn && onShelf(pageKey.path) ? await pendingCarts({ db, companyId: company.id, customerId: customer.id }, "products").then(([cart]) => cart?.shopId ?? null, () => undefined) : undefined;
      const accountKey = customer && pageKey?.signedIn ? pageAnswers.withAccount(pageKey, customer, savedBasketShop === undefined ? undefined : `basket ${savedBasketShop ?? "-"}`) : null;
      const sent = (res: Response) => (secureCookies(config, side) ? withSecureCookies(res) : res);
      const keptForAccount = accountKey ? pageAnswers.answer(accountKey, nonce, acceptEncoding, customer) : null;
      if (keptForAccount) return sent(keptForAccount);
      // not kept yet: drawn for their shape, with markers for their details and no session at all
      // (a page that was not kept that way, its loader not drawing it alike, is drawn once, for them)
      const shape = accountKey && customer && pageAnswers.drawsForShape(accountKey) ? await pageContext(c, { ...page, anonymous: true, customer: pageAnswers.markers.customer(customer), savedBasketShop }) : null;
      if (shape && accountKey && customer && !shape.context.analytics) {
        const drawn = await draw(request, shape);
        const answer = await pageAnswers.keepForAccount(accountKey, drawn.res, nonce, drawn.alike, customer, acceptEncoding, drawn.html);
        if (answer) return sent(answer);
      }
      let { res, context, alike, html } = await draw(request, await pageContext(c, { ...page, session: account?.session, customer: customer ?? undefined, savedBasketShop }));
      // The address's preview, once accepted, is kept for the tab until its window closes.
      if (previewTheme && context.previewExpires) {
        const maxAge = Math.max(0, context.previewExpires - Math.floor(context.now.getTime() / 1000));
        res.headers.append("Set-Cookie", `${COOKIES.previewTheme}=${previewTheme}; Path=/; Max-Age=${maxAge}; SameSite=Lax`);
      }
      // a page with the analytics tag is never kept: it must reach no one who did not consent
      if (pageKey && !pageKey.signedIn && !context.analytics) res = pageAnswers.keep(pageKey, res, nonce, alike, html, acceptEncoding);
      if (html) res = gzipWhole(res, html, acceptEncoding);
      return sent(res);
    });
  }

  /** The load context of a page request, and the page's Content-Security-Policy. */
  const keptAnswers = new KeptAnswers();
  const keptFrames = new KeptFrames();
  // the e-shop moves with its stock, which no company version follows
  const pageAnswers = new PageAnswers(Date.now, (companyId, path) => (onShelf(path) ? stockStamp({ db, companyId }) : undefined));

  /** `anonymous`: the page's loaders and API calls see no session (a page drawn to be kept per account shape) */
  async function pageContext(c: Context<ApiEnv>, page: PageOf): Promise<{ context: PageContext; policy: string }> {
    const cookie = c.req.header("cookie");
    const session = page.anonymous ? { customerToken: null, providerToken: null } : { customerToken: readCookie(cookie, COOKIES.customer), providerToken: readCookie(cookie, COOKIES.provider) };
    const company = page.company !== undefined ? page.company : await companies.forHost(page.host);
    const devPages = opts.mode === "development" || config.DEMO === true;
    const nonce = c.get("cspNonce");
    const reportsTo = errorReports?.origin;
    const now = services.clock();
    if (!company) return { context: { company: null, now, api: null, lang: stripLocale(pagePathname(page.path)).lang, langs: ["fr"], session, requestId: c.get("requestId"), log: c.get("log"), devPages, nonce }, policy: pagePolicy({ nonce, reports: reportsTo }) };
    // Only a preview the server signed for this business, still in its window; anything else
    // (planted by a link, expired, unreadable) shows the saved theme and is not kept.
    const verified = verifyPreviewTheme(config.PREVIEW_SECRET, company.token, page.previewTheme, now);
    const previewed = verified ? previewedSettings(company.settings, verified.encoded) : null;
    const previewTheme = previewed ? page.previewTheme : null;
    // The page and its in-process API calls see the draft (modules, languages, home, menus): a
    // company object of this request only, so nothing kept per company object holds it; what is
    // kept per id and version is made of the business's rows, not of these settings.
    const shown: Company = previewed ? { ...company, settings: previewed } : company;
    const langs = offeredLangs(shown.settings);
    const addressLang = stripLocale(pagePathname(page.path)).lang;
    const lang = langs.includes(addressLang) ? addressLang : langs[0]!;
    const sessionOnce = session.customerToken ? pageSession(session.customerToken, page.session) : undefined;
    const companyUserOnce = session.providerToken ? pageSession<CompanyUserSession>(session.providerToken) : undefined;
    const api = createApiClient({
      // The visitor's connection travels with in-process API calls (rate limits per IP, from the
      // trusted proxy's X-Forwarded-For when there is one), and the company and sessions this
      // request already read or reads once, so the API does not read them again.
      fetch: async (request) => app.fetch(request, Object.assign({}, c.env, { pageCompany: shown, pageSession: sessionOnce, pageCompanyUser: companyUserOnce, incoming: { socket: { remoteAddress: page.ip } } })),
      baseUrl: "http://internal/api",
      companyToken: company.token,
      lang,
      previewTheme,
      authToken: session.customerToken,
      siteHost: page.host,
      keep: (url, load) => (KeptAnswers.keeps(url) ? keptAnswers.answer(company, `${lang} ${previewTheme ?? ""} ${url.pathname}${url.search}`, load) : load()),
    });
    const settings = company.settings;
    // the analytics tag: the business's id and the visitor's yes to measurement, else not a byte of it
    const tag = analyticsTag(settings.booker, readPreferences(readCookie(cookie, CONSENT_COOKIE)));
    const analytics = tag ? { ...tag, src: `${config.ANALYTICS_TAG_URL}?id=${encodeURIComponent(tag.measurementId)}` } : null;
    const policy = pagePolicy({ nonce, previewOrigins: settings.booker.previewOrigins, fontHosts: fontHosts(settings), payment: paymentSources(settings.booker.payment.provider, endpoints), reports: reportsTo, analytics: tag ? new URL(config.ANALYTICS_TAG_URL).origin : undefined });
    const requestId = c.get("requestId");
    const reports = errorReports ? { reportError: (error: unknown) => errorReports.capture(error, { requestId, company: company.token }), browserReports: errorReports.browser } : {};
    const agendaEvents = opts.agendaEvents ? { subscribe: (shopId: number, onChange: (date: string) => void, onEnd: () => void) => opts.agendaEvents!.subscribe(company.id, shopId, (change) => onChange(change.date), onEnd) } : null;
    return { context: { company: publicCompany(company, previewed ? verified!.encoded : null), framed: page.framed === true, customer: page.customer, savedBasketShop: page.savedBasketShop, frames: keptFrames, now, previewExpires: previewTheme ? verified!.expires : null, api, lang, langs, session, requestId, log: c.get("log"), devPages, nonce, analytics, agendaEvents, ...reports }, policy };
  }

  return app;
}
