// Traces and metrics of the production server (decision 207). With OTEL_EXPORTER_OTLP_ENDPOINT,
// a page's request is one trace: the page's span, under it the in-process API calls its loaders
// make, under those the database's queries; the request's log line carries the trace's id beside
// its request id. Without it nothing is sent and the log carries no trace. The collector is a
// local OTLP/HTTP receiver (the protocol's JSON encoding, as the exporter sends it).
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, newDataDir, startServerProcess } from "./server-process";

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
interface Received {
  serviceInstance: string;
  spans: OtlpSpan[];
}

/** An OTLP/HTTP collector: keeps the spans each POST /v1/traces carries, by the sending process. */
function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/traces" || !String(req.headers["content-type"]).startsWith("application/json")) {
        res.writeHead(404).end();
        return;
      }
      const payload = JSON.parse(body) as { resourceSpans: { resource: { attributes: OtlpSpan["attributes"] }; scopeSpans: { spans: OtlpSpan[] }[] }[] };
      for (const rs of payload.resourceSpans) {
        const serviceInstance = rs.resource.attributes.find((a) => a.key === "service.instance.id")?.value.stringValue ?? "";
        received.push({ serviceInstance, spans: rs.scopeSpans.flatMap((s) => s.spans) });
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, received })));
}

const SERVER = 2;
const INTERNAL = 1;
const CLIENT = 3;
const attr = (s: OtlpSpan, key: string) => s.attributes.find((a) => a.key === key)?.value;

describe("traces, metrics and the operator's port", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let traced: Awaited<ReturnType<typeof startServerProcess>>;
  let plain: Awaited<ReturnType<typeof startServerProcess>>;
  const tracedLog: Record<string, unknown>[] = [];
  const plainLog: Record<string, unknown>[] = [];
  let metricsPort = 0;

  beforeAll(async () => {
    receiver = await startReceiver();
    metricsPort = await freePort();
    const parse = (into: Record<string, unknown>[]) => (line: string) => {
      try {
        into.push(JSON.parse(line));
      } catch {
        /* not a log line */
      }
    };
    [traced, plain] = await Promise.all([
      startServerProcess({ dataDir: newDataDir("traced"), env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OPERATOR_PORT: String(metricsPort), LOG_LEVEL: "debug" }, onLog: parse(tracedLog) }),
      startServerProcess({ dataDir: newDataDir("untraced"), env: { LOG_LEVEL: "debug" }, onLog: parse(plainLog) }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([traced?.stop(), plain?.stop()]);
    receiver?.server.close();
  });

  it("sends a page's trace: the page, its in-process API calls under it, their queries under them", async () => {
    // a page a visitor with a session cookie asks: always drawn, so its loaders run
    const res = await fetch(`${traced.baseURL}/services`, { headers: { cookie: "vitrine_session_probe=1" } });
    expect(res.status).toBe(200);
    const ours = () => receiver.received.filter((r) => r.serviceInstance === String(traced.pid)).flatMap((r) => r.spans);
    const page = () => ours().find((s) => s.kind === SERVER && s.name === "GET page services");
    await expect.poll(() => page(), { timeout: 15_000, interval: 100 }).toBeTruthy();
    const pageSpan = page()!;
    const trace = () => ours().filter((s) => s.traceId === pageSpan.traceId);
    // the batch leaves once the page is over: its children are in it or in the next
    await expect.poll(() => trace().some((s) => s.kind === INTERNAL && s.name === "GET /api/categories"), { timeout: 15_000, interval: 100 }).toBe(true);
    const api = trace().filter((s) => s.kind === INTERNAL && s.parentSpanId === pageSpan.spanId);
    expect(api.map((s) => s.name)).toEqual(expect.arrayContaining(["GET /api/categories", "GET /api/shops"]));
    expect(Number(attr(api[0]!, "http.response.status_code")?.intValue)).toBe(200);
    const queries = trace().filter((s) => s.kind === CLIENT && api.some((a) => a.spanId === s.parentSpanId));
    expect(queries.length).toBeGreaterThan(0);
    expect(String(attr(queries[0]!, "db.query.text")?.stringValue)).toMatch(/^(select|with|insert|update)/i);
    // never a query's parameters (customers' data)
    expect(queries.every((q) => !q.attributes.some((a) => a.key.includes("param")))).toBe(true);

    // the request's log line: its request id and its trace's id
    await expect.poll(() => tracedLog.find((l) => l.msg === "request" && l.path === "/services"), { timeout: 5_000, interval: 50 }).toBeTruthy();
    const line = tracedLog.find((l) => l.msg === "request" && l.path === "/services")!;
    expect(line).toMatchObject({ reqId: expect.any(String), traceId: pageSpan.traceId });
  });

  it("makes no trace without a collector, and its log lines keep their request id alone", async () => {
    expect((await fetch(`${plain.baseURL}/services`, { headers: { cookie: "vitrine_session_probe=1" } })).status).toBe(200);
    await expect.poll(() => plainLog.find((l) => l.msg === "request" && l.path === "/services"), { timeout: 5_000, interval: 50 }).toBeTruthy();
    const line = plainLog.find((l) => l.msg === "request" && l.path === "/services")!;
    expect(line.reqId).toEqual(expect.any(String));
    expect(line).not.toHaveProperty("traceId");
    expect(receiver.received.some((r) => r.serviceInstance === String(plain.pid))).toBe(false);
  });

  it("serves Prometheus metrics on the operator's port, with each route's timings", async () => {
    await fetch(`${traced.baseURL}/api/shops`, { headers: { company: "demo-spa-lumiere" } });
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(text).toMatch(/^vitrine_http_requests_total\{method="GET",route="page services",status="200",via="http"\} \d+/m);
    expect(text).toMatch(/^vitrine_http_requests_total\{method="GET",route="\/api\/shops",status="200",via="http"\} 1$/m);
    expect(text).toMatch(/^vitrine_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/categories",via="page"\} \d+/m);
    for (const name of ["vitrine_outbox_pending", "vitrine_outbox_oldest_pending_age_seconds", "vitrine_db_pool_connections", "nodejs_eventloop_lag_seconds"]) expect(text).toContain(`\n${name}`);
    // not on the storefront's port
    expect((await fetch(`${traced.baseURL}/metrics`)).status).toBe(404);
    // a proxy's question before it gets a certificate: only a business's host is answered yes
    expect((await fetch(`http://127.0.0.1:${metricsPort}/tls-ask?domain=solo.localhost`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/tls-ask?domain=nobody.example`)).status).toBe(404);
  });
});
