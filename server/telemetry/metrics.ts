// Prometheus metrics (decision 207), kept by prom-client in each process and read at the
// operator's port (OPERATOR_PORT). Counting a request is a few additions; what needs the database
// (the outbox's queue, the pool's connections) is read only when Prometheus asks.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { sql } from "drizzle-orm";
import type { Database } from "../db";
import type { PaymentProvider, PaymentProviderName } from "../payments";

/** The API operations whose timings an operator watches by name (spec: availability, booking, paying). */
const OPERATIONS: Record<string, string> = {
  "GET /api/appointments": "availability",
  "POST /api/appointments/check": "slot_check",
  "POST /api/appointments": "booking",
  "POST /api/payment/initialize": "booking_paid_online",
  "POST /api/eshop/checkout": "eshop_checkout",
};

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type Metrics = ReturnType<typeof createMetrics>;

/** The rows of a raw query: postgres.js answers an array, PGlite an object with `rows`. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

export function createMetrics(opts: { database: Database; poolSize: number; applicationName: string }) {
  const registry = new Registry();
  // process CPU and memory, the heap, GC, and the event loop's lag (nodejs_eventloop_lag_*)
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const registers = [registry];

  const requests = new Counter({ name: "vitrine_http_requests_total", help: "Requests answered, by route (the API operation's or the page's pattern), method and status; via=page for a page's in-process API calls", labelNames: ["method", "route", "status", "via"], registers });
  const durations = new Histogram({ name: "vitrine_http_request_duration_seconds", help: "Time to answer (to the response's head; a page streams on after it), by route and method", labelNames: ["method", "route", "via"], buckets: SECONDS, registers });
  const operations = new Histogram({ name: "vitrine_operation_duration_seconds", help: "Availability, slot checks, bookings and checkouts, by outcome (ok, refused: a 4xx, error: a 5xx)", labelNames: ["operation", "outcome"], buckets: SECONDS, registers });
  const payments = new Counter({ name: "vitrine_payment_calls_total", help: "Calls to payment providers by step (start, confirm, refund) and outcome (confirm: paid, failed, pending, cancelled; error: the call failed)", labelNames: ["provider", "step", "outcome"], registers });
  const paymentDurations = new Histogram({ name: "vitrine_payment_call_duration_seconds", help: "Time of a call to a payment provider", labelNames: ["provider", "step"], buckets: SECONDS, registers });

  const db = opts.database.db;
  new Gauge({
    name: "vitrine_outbox_pending",
    help: "Mails and SMS waiting to be sent (due now or retrying later); the same figure from every process",
    registers,
    async collect() {
      const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from outbox where sent_at is null and failed_at is null`));
      this.set(Number(row?.n ?? 0));
    },
  });
  new Gauge({
    name: "vitrine_outbox_oldest_pending_age_seconds",
    help: "Age of the oldest message waiting to be sent (0 when none)",
    registers,
    async collect() {
      const [row] = rowsOf<{ age: number | null }>(await db.execute(sql`select extract(epoch from now() - min(created_at))::float8 as age from outbox where sent_at is null and failed_at is null`));
      this.set(Number(row?.age ?? 0));
    },
  });
  new Gauge({ name: "vitrine_db_pool_max", help: "Connections this process's pool may open", registers }).set(opts.database.kind === "postgres" ? opts.poolSize : 1);
  new Gauge({
    name: "vitrine_db_pool_connections",
    help: "This process's open database connections by state as PostgreSQL sees them (active: running a query; idle in transaction: holding one)",
    labelNames: ["state"],
    registers,
    async collect() {
      this.reset();
      if (opts.database.kind !== "postgres") return this.set({ state: "active" }, 1);
      const rows = rowsOf<{ state: string; n: number }>(await db.execute(sql`select coalesce(state, 'unknown') as state, count(*)::int as n from pg_stat_activity where application_name = ${opts.applicationName} group by 1`));
      for (const row of rows) this.set({ state: row.state }, Number(row.n));
    },
  });

  return {
    registry,
    /** one answered request: `route` is the pattern, never the address (bounded labels) */
    observe(method: string, route: string, status: number, seconds: number, inProcess: boolean) {
      const via = inProcess ? "page" : "http";
      requests.inc({ method, route, status: String(status), via });
      durations.observe({ method, route, via }, seconds);
      const operation = OPERATIONS[`${method} ${route}`];
      if (operation) operations.observe({ operation, outcome: status >= 500 ? "error" : status >= 400 ? "refused" : "ok" }, seconds);
    },
    /** The same providers, each call counted and timed by its outcome. */
    measurePayments(providers: Record<PaymentProviderName, PaymentProvider>): Record<PaymentProviderName, PaymentProvider> {
      const timed = async <T>(provider: string, step: string, call: () => Promise<T>, outcome: (r: T) => string): Promise<T> => {
        const end = paymentDurations.startTimer({ provider, step });
        try {
          const result = await call();
          payments.inc({ provider, step, outcome: outcome(result) });
          return result;
        } catch (err) {
          payments.inc({ provider, step, outcome: "error" });
          throw err;
        } finally {
          end();
        }
      };
      const out = {} as Record<PaymentProviderName, PaymentProvider>;
      for (const [name, p] of Object.entries(providers) as [PaymentProviderName, PaymentProvider][]) {
        out[name] = Object.assign(Object.create(p) as PaymentProvider, {
          start: (...a: Parameters<PaymentProvider["start"]>) => timed(name, "start", () => p.start(...a), (r) => (r.confirmed ? r.confirmed.outcome : "started")),
          confirm: (...a: Parameters<PaymentProvider["confirm"]>) => timed(name, "confirm", () => p.confirm(...a), (r) => r.outcome),
          refund: (...a: Parameters<PaymentProvider["refund"]>) => timed(name, "refund", () => p.refund(...a), (r) => r.status),
        });
      }
      return out;
    },
  };
}
