// OpenTelemetry traces (decision 207): made only when an OTLP/HTTP collector is configured
// (OTEL_EXPORTER_OTLP_ENDPOINT); otherwise this module is never loaded and a request pays nothing.
// A request is one span, its in-process API calls (the page's loaders) are spans under it (the
// context travels with AsyncLocalStorage), and every database query is a span under the one that
// asked. Spans leave in batches, in the background.
import { context, propagation, SpanKind, SpanStatusCode, trace, type Span, type Tracer } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";
import { PglitePreparedQuery } from "drizzle-orm/pglite";
import { PostgresJsPreparedQuery } from "drizzle-orm/postgres-js";

export interface Tracing {
  tracer: Tracer;
  /** runs `work` in a span named for the request, child of the caller's `traceparent` if any */
  request<T>(name: string, headers: Headers, inProcess: boolean, work: (span: Span) => Promise<T>): Promise<T>;
  /** the trace id of the span running now, for the log */
  traceId(): string | undefined;
  /** sends what is waiting, and stops */
  stop(): Promise<void>;
}

const getter = { keys: (h: Headers) => [...h.keys()], get: (h: Headers, key: string) => h.get(key) ?? undefined };

export function startTracing(opts: { endpoint: string; serviceName: string; version: string }): Tracing {
  const exporter = new OTLPTraceExporter({ url: `${opts.endpoint.replace(/\/$/, "")}/v1/traces` });
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": opts.serviceName, "service.version": opts.version, "service.instance.id": String(process.pid) }),
    spanProcessors: [new BatchSpanProcessor({ exporter, scheduledDelayMillis: 1000 })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  const tracer = provider.getTracer("vitrine", opts.version);
  traceQueries(tracer);

  return {
    tracer,
    request(name, headers, inProcess, work) {
      // An in-process API call continues the page's trace; a request from outside may carry one.
      const parent = inProcess ? context.active() : propagation.extract(context.active(), headers, getter);
      return tracer.startActiveSpan(name, { kind: inProcess ? SpanKind.INTERNAL : SpanKind.SERVER }, parent, async (span) => {
        try {
          return await work(span);
        } catch (err) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
          throw err;
        } finally {
          span.end();
        }
      });
    },
    traceId: () => trace.getActiveSpan()?.spanContext().traceId,
    stop: () => provider.shutdown(),
  };
}

/**
 * Every query Drizzle runs (on PostgreSQL or PGlite, in a transaction or not) goes through a
 * prepared query's execute or all: each becomes a span with the statement's text (never its
 * parameters: they hold customers' data).
 */
function traceQueries(tracer: Tracer) {
  for (const prepared of [PostgresJsPreparedQuery, PglitePreparedQuery]) traceMethods(tracer, prepared.prototype as never);
}

type Methods = Record<"execute" | "all", (...args: unknown[]) => Promise<unknown>> & { tracedBy?: Tracer };

function traceMethods(tracer: Tracer, proto: Methods) {
  if (proto.tracedBy) return;
  proto.tracedBy = tracer;
  for (const method of ["execute", "all"] as const) {
    const original = proto[method];
    proto[method] = function (this: { queryString?: string }, ...args: unknown[]) {
      if (!trace.getActiveSpan()) return original.apply(this, args);
      const text = this.queryString ?? "";
      const verb = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? "query";
      return tracer.startActiveSpan(`db ${verb}`, { kind: SpanKind.CLIENT, attributes: { "db.system.name": "postgresql", "db.query.text": text.slice(0, 2000) } }, async (span) => {
        try {
          return await original.apply(this, args);
        } catch (err) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
          throw err;
        } finally {
          span.end();
        }
      });
    };
  }
}
