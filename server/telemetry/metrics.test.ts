// The metrics an operator reads (decision 207), each family named by the issue: requests and
// latency per route, availability and booking timings by outcome, payment calls by outcome, the
// outbox's depth and age, the database pool, the event loop's lag. Through the app with its
// telemetry middleware, as main.ts wires it; the payment wrapper around providers that answer
// what the test says.
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { companyId, serviceId } from "../booking/test-support";
import { queueMail } from "../notify";
import type { PaymentProvider, PaymentProviderName } from "../payments";
import { CompanyDirectory } from "../tenancy/companies";
import { SPA, testConfig } from "../testing";
import { useTestServer } from "../use-test-server";
import { startTelemetry, type Telemetry } from "./index";

const server = useTestServer();
let telemetry: Telemetry;
let app: ReturnType<typeof createApp>;
const scrape = () => telemetry.metrics!.registry.metrics();
/** the value of one sample line, or undefined */
const sample = (text: string, line: string) => {
  const found = text.split("\n").find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

beforeAll(async () => {
  const config = testConfig({ OPERATOR_PORT: "0" });
  telemetry = (await startTelemetry(config, server.database, { version: "test", applicationName: `vitrine-${process.pid}` })).telemetry;
  app = createApp({ db: server.database.db, companies: new CompanyDirectory(server.database.db, 0), log: pino({ level: "silent" }), config, telemetry });
});

describe("the operator's metrics", () => {
  it("time availability and bookings by outcome, beside each route's requests and latency", async () => {
    const service = await serviceId(server.database.db, SPA, "massage-californien");
    const from = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const availability = await app.request(`/api/appointments?shopid=ab-1001&serviceid=${service}&start=${from}&end=${from}`, { headers: { company: SPA } });
    expect(availability.status).toBe(200);
    // a booking without its appointment: refused, nothing written
    const refused = await app.request("/api/appointments", { method: "POST", headers: { company: SPA, "content-type": "application/json" }, body: "{}" });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);

    const text = await scrape();
    expect(sample(text, 'vitrine_operation_duration_seconds_count{operation="availability",outcome="ok"}')).toBe(1);
    expect(sample(text, 'vitrine_operation_duration_seconds_count{operation="booking",outcome="refused"}')).toBe(1);
    expect(sample(text, 'vitrine_operation_duration_seconds_count{operation="booking",outcome="ok"}')).toBeUndefined();
    expect(sample(text, 'vitrine_http_requests_total{method="GET",route="/api/appointments",status="200",via="http"}')).toBe(1);
    expect(sample(text, 'vitrine_http_request_duration_seconds_count{method="GET",route="/api/appointments",via="http"}')).toBe(1);
    expect(sample(text, 'vitrine_http_request_duration_seconds_bucket{le="+Inf",method="POST",route="/api/appointments",via="http"}')).toBe(1);
  });

  it("count each payment provider's calls by step and outcome, a failed call as error", async () => {
    const answers: unknown[] = [{ outcome: "paid" }, { outcome: "failed" }, new Error("connection reset")];
    const provider = {
      start: async () => ({ redirect: "https://pay.example/1" }),
      confirm: async () => {
        const next = answers.shift();
        if (next instanceof Error) throw next;
        return next;
      },
      refund: async () => ({ status: "refunded" }),
    } as unknown as PaymentProvider;
    const measured = telemetry.metrics!.measurePayments({ stripe: provider } as Record<PaymentProviderName, PaymentProvider>);
    const confirm = measured.stripe.confirm as (...a: unknown[]) => Promise<unknown>;
    await confirm();
    await confirm();
    await expect(confirm()).rejects.toThrow("connection reset");
    await (measured.stripe.start as (...a: unknown[]) => Promise<unknown>)();
    await (measured.stripe.refund as (...a: unknown[]) => Promise<unknown>)();

    const text = await scrape();
    for (const [labels, n] of [
      ['provider="stripe",step="confirm",outcome="paid"', 1],
      ['provider="stripe",step="confirm",outcome="failed"', 1],
      ['provider="stripe",step="confirm",outcome="error"', 1],
      ['provider="stripe",step="start",outcome="started"', 1],
      ['provider="stripe",step="refund",outcome="refunded"', 1],
    ] as const)
      expect(sample(text, `vitrine_payment_calls_total{${labels}}`), labels).toBe(n);
    expect(sample(text, 'vitrine_payment_call_duration_seconds_count{provider="stripe",step="confirm"}')).toBe(3);
  });

  it("read the outbox's depth and age, the pool and the event loop when scraped", async () => {
    const db = server.database.db;
    const before = sample(await scrape(), "vitrine_outbox_pending")!;
    await queueMail({ db, companyId: await companyId(db, SPA) }, { to: "metrics@example.test", subject: "Bonjour", text: "Bonjour", html: "<p>Bonjour</p>", fromName: "Maison Lumière Spa" });
    const text = await scrape();
    expect(sample(text, "vitrine_outbox_pending")).toBe(before + 1);
    expect(sample(text, "vitrine_outbox_oldest_pending_age_seconds")).toBeGreaterThanOrEqual(0);
    expect(sample(text, "vitrine_db_pool_max")).toBe(server.database.kind === "postgres" ? 10 : 1);
    // PostgreSQL: this process's connections as pg_stat_activity names them (the scrape's own
    // query among the active ones); PGlite: its one
    expect(sample(text, 'vitrine_db_pool_connections{state="active"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(text).toContain("\nnodejs_eventloop_lag_p99_seconds ");
  });
});
