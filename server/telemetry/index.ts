// What an operator sees of a process (decision 207): Prometheus metrics (read on the operator's
// port: server/operator.ts) and OpenTelemetry traces when a collector is configured. One middleware of the
// app times and names every request (and opens its span); nothing here runs when neither is set.
import type { MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { matchRoutes, type ServerBuild } from "react-router";
import type { ApiEnv } from "../api/context";
import type { Database } from "../db";
import type { Env } from "../env";
import { createMetrics, type Metrics } from "./metrics";
import type { Tracing } from "./tracing";

export interface Telemetry {
  /** the app's middleware: times the request, names its route, opens its span */
  measure: MiddlewareHandler<ApiEnv>;
  /** the trace id of the request running now (undefined without tracing) */
  traceId(): string | undefined;
  metrics: Metrics | null;
  tracing: Tracing | null;
}

type PageRoutes = Parameters<typeof matchRoutes>[0];

/** React Router's routes of the build as a tree (what matchRoutes reads). */
function pageRoutes(build: ServerBuild): PageRoutes {
  const children = (parentId: string | undefined): PageRoutes =>
    Object.values(build.routes)
      .filter((r) => r!.parentId === parentId)
      .map((r) => ({ id: r!.id, path: r!.path, index: r!.index, caseSensitive: r!.caseSensitive, children: r!.index ? undefined : children(r!.id) })) as PageRoutes;
  return children(undefined);
}

/** The page's route for the label: its React Router id without the language ('fr:home' → 'page home'). */
function pageRouteNamer(build: ServerBuild | undefined) {
  if (!build) return () => "page";
  const routes = pageRoutes(build);
  const seen = new Map<string, string>();
  return (pathname: string) => {
    let name = seen.get(pathname);
    if (name) return name;
    const leaf = matchRoutes(routes, pathname)?.at(-1)?.route.id;
    name = leaf && leaf !== "root" ? `page ${leaf.replace(/^[a-z]{2}:/, "")}` : "page (none)";
    // Addresses are the visitors' to choose: the memo stays small.
    if (seen.size > 2000) seen.clear();
    seen.set(pathname, name);
    return name;
  };
}

export async function startTelemetry(env: Env, database: Database, opts: { build?: ServerBuild; version: string; applicationName: string }) {
  const metrics = env.OPERATOR_PORT !== undefined ? createMetrics({ database, poolSize: env.DATABASE_POOL_SIZE, applicationName: opts.applicationName }) : null;
  const tracing = env.OTEL_EXPORTER_OTLP_ENDPOINT ? (await import("./tracing")).startTracing({ endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME, version: opts.version }) : null;
  const pageRoute = pageRouteNamer(opts.build);

  // The page handler answers every address the API and files did not ("*", "/*" once mounted).
  const routeOf = (path: string, pathname: string) => (path === "*" || path === "/*" ? pageRoute(pathname) : path);

  const measure: MiddlewareHandler<ApiEnv> = async (c, next) => {
    // A page's loaders call the API in-process (server/app.ts): those calls carry the page's company.
    const inProcess = Boolean((c.env as { pageCompany?: unknown } | undefined)?.pageCompany);
    const started = performance.now();
    if (tracing) {
      await tracing.request(`${c.req.method} ${c.req.path}`, c.req.raw.headers, inProcess, async (span) => {
        await next();
        const route = routeOf(routePath(c), c.req.path);
        span.updateName(`${c.req.method} ${route}`);
        span.setAttributes({ "http.request.method": c.req.method, "http.route": route, "url.path": c.req.path, "http.response.status_code": c.res.status });
      });
    } else await next();
    metrics?.observe(c.req.method, routeOf(routePath(c), c.req.path), c.res.status, (performance.now() - started) / 1000, inProcess);
  };

  const telemetry: Telemetry = { measure, traceId: () => tracing?.traceId(), metrics, tracing };
  return { telemetry, stop: async () => void (await tracing?.stop()) };
}
