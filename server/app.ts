// The one Hono application (docs/architecture.md): request id, log, security headers, the
// tenant, then /api, static files and every other request to React Router's SSR handler.
import { Hono } from "hono";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import type { Logger } from "pino";
import { createRequestHandler, type ServerBuild } from "react-router";
import { extractPreviewTheme } from "../domain/preview-theme";
import { createApi } from "./api";
import type { ApiEnv, Services } from "./api/context";
import { isReachable, type Db } from "./db";
import type { Env } from "./env";
import { createNotifier } from "./notify";
import { devOutboxRoutes } from "./notify/dev-outbox";
import type { CompanyDirectory } from "./tenancy/companies";
import type { PageContext } from "./page-context";

export interface AppOptions {
  db: Db;
  companies: CompanyDirectory;
  log: Logger;
  /** the configuration, read once at start (server/env.ts) */
  config: Env;
  /** the React Router server build (a function in development, so edits are picked up) */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  mode?: "development" | "production" | "test";
}

export function createApp(opts: AppOptions) {
  const { db, companies, log, config } = opts;
  const app = new Hono<ApiEnv>();
  const services: Services = { db, companies, log, config, notifier: createNotifier(db, config) };

  app.use("*", requestId());
  app.use("*", async (c, next) => {
    const started = performance.now();
    c.set("services", services);
    c.set("log", log.child({ reqId: c.get("requestId") }));
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    c.get("log").debug({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
  });
  // No X-Frame-Options: the back-office shows the storefront in a frame for the live preview.
  // Referrer-Policy not 'no-referrer': with it Chromium sends `Origin: null` on form posts, which
  // React Router's CSRF check refuses, so forms would fail before JavaScript loads.
  app.use("*", secureHeaders({ xFrameOptions: false, crossOriginEmbedderPolicy: false, crossOriginResourcePolicy: false, referrerPolicy: "strict-origin-when-cross-origin" }));

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/readyz", async (c) => ((await isReachable(db)) ? c.json({ status: "ready" }) : c.json({ status: "database unreachable" }, 503)));

  app.route("/api", createApi());
  if (opts.mode === "development") app.route("/dev", devOutboxRoutes(db));

  if (opts.build) {
    const handle = createRequestHandler(opts.build as ServerBuild, opts.mode ?? "production");
    app.all("*", async (c) => {
      const url = new URL(c.req.url);
      const host = c.req.header("x-forwarded-host") ?? c.req.header("host") ?? url.host;
      const company = await companies.forHost(host);
      const { previewTheme, path } = extractPreviewTheme(url.pathname);
      // The preview theme travels in the address (routing sees the page without it), then in a
      // tab-long cookie set by the page, so the next pages and their data requests keep it.
      const cookieTheme = /(?:^|;\s*)previewtheme=([A-Za-z0-9_-]+)/.exec(c.req.header("cookie") ?? "")?.[1];
      const context: PageContext = {
        company,
        requestId: c.get("requestId"),
        previewTheme: previewTheme ?? c.req.header("previewtheme") ?? cookieTheme ?? null,
        // The visitor's connection travels with in-process API calls (rate limits per IP).
        internalFetch: async (request: Request) => app.fetch(request, c.env),
      };
      const readOnly = c.req.method === "GET" || c.req.method === "HEAD";
      const request = previewTheme && readOnly ? new Request(new URL(path + url.search, url), { headers: c.req.raw.headers, method: c.req.method }) : c.req.raw;
      return handle(request, context as never);
    });
  }

  return app;
}
