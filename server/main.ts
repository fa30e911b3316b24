// `npm start`: one Node process serving the storefront and the API on PORT.
import { createServer } from "node:http";
import { setFlagsFromString } from "node:v8";
import { existsSync } from "node:fs";
import { getRequestListener } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import type { ServerBuild } from "react-router";
import pino from "pino";
import { createApp } from "./app";
import { AgendaEvents } from "./agenda/events";
import { openDatabase } from "./db";
import { DEMO_COMPANY_USER, DEMO_CUSTOMER, isEmpty, seedDemo } from "./db/seed";
import { seedDemoHistory } from "./db/demo-history";
import { systemClock } from "./clock";
import { spa } from "./db/demo";
import { readEnv } from "./env";
import { demoDecision } from "./demo";
import { startOutboxWorker } from "./notify/worker";
import { smsContext } from "./notify/sms-context";
import { securityHeaders, type SecurityVariables } from "./security-headers";
import { createInstallationWorker } from "./jobs/installation";
import { createPaymentProviders } from "./payments";
import { endpointsFromEnv } from "./payments/endpoints";
import { CompanyDirectory } from "./tenancy/companies";
import { startTelemetry } from "./telemetry";
import { startErrorReports } from "./telemetry/error-reports";
import { startOperatorPort } from "./operator";
import { version } from "../package.json";

// Compiled, this module is the build's main.js and serves the build it sits in (`build/`, or the
// tests' own `build-test/`); run from source (the journeys), the one BUILD_DIR names, else `build/`.
function buildRoot(dir: string | undefined): URL {
  if (!import.meta.url.endsWith(".ts")) return new URL("./", import.meta.url);
  return new URL(`../${dir || "build"}/`, import.meta.url);
}

/** `from`: an in-memory database starts as this dump of a database's files (the journeys' seeded copy, e2e/global-setup.ts) */
export async function startServer(overrides: Record<string, string | undefined> = {}, opts: { from?: Blob } = {}) {
  const given = { ...process.env, ...overrides };
  const configured = readEnv(given);
  const log = pino({ level: configured.LOG_LEVEL });
  const started = performance.now();
  const applicationName = `vitrine-${process.pid}`;
  const database = await openDatabase({ url: configured.DATABASE_URL, dataDir: configured.DATA_DIR, poolSize: configured.DATABASE_POOL_SIZE, name: applicationName, from: opts.from });
  if (configured.SEED_ON_EMPTY && (await isEmpty(database.db))) {
    await seedDemo(database.db);
    // a demo server's spa has a past and a coming week to show in its back-office (decision 315)
    if (configured.DEMO !== false) await seedDemoHistory(database.db, systemClock());
    log.info({ demoCustomer: { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }, demoCompanyUser: { email: DEMO_COMPANY_USER.email, password: DEMO_COMPANY_USER.password } }, "empty database: demo businesses seeded");
  }
  // A demo server takes payments through the local provider fakes, in this process (decisions 050,
  // 192); a server whose businesses hold real keys, or with the demo off, never loads them.
  const decision = await demoDecision(configured, database.db);
  if (!decision.demo && configured.DEMO !== false) log.info({ why: decision.why }, "not a demo: the payment providers' fakes are not started");
  const fakeProviders = decision.demo ? await import("./fakes/payments") : null;
  const fakes = fakeProviders ? await fakeProviders.startPaymentFakes() : null;
  // …and its SMS through the local Twilio (decision 254), unless real Twilio keys are given
  const smsFake = decision.demo && !configured.TWILIO_ACCOUNT_SID ? await (await import("./fakes/twilio")).startTwilioFake({ auto: true, onMessage: (m) => log.info({ channel: "sms", to: m.to, from: m.from, text: m.body }, "sms received by the demo's Twilio fake") }) : null;
  const env = { ...(fakes ? readEnv({ ...fakes.env, ...smsFake?.env, ...given }) : configured), DEMO: decision.demo };
  const served = buildRoot(overrides.BUILD_DIR ?? process.env.BUILD_DIR);
  const buildPath = new URL("./server/index.js", served);
  if (!existsSync(buildPath)) throw new Error("No production build: run `npm run build` first.");
  const build = (await import(buildPath.href)) as ServerBuild;
  const companies = new CompanyDirectory(database.db, env.COMPANY_CACHE_SECONDS * 1000, { publicUrl: env.PUBLIC_URL, port: env.PORT });
  // the embedded database is this process's alone: its companies' changes are followed, not read per request
  await companies.followChanges(database);

  const root = new URL("./client", served).pathname;
  const web = new Hono<{ Variables: SecurityVariables }>();
  // The same headers on the build's files as on pages and API answers (nosniff, policy, permissions).
  web.use("*", securityHeaders(env));
  // Phones on slow networks: pages, API answers and scripts go gzip- or deflate-compressed.
  web.use("*", compress());
  // Fingerprinted build output never changes under its name: cache it for a year.
  web.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  // The build wrote a .br and a .gz beside each script and stylesheet: sent as they are.
  web.use("/assets/*", serveStatic({ root, precompressed: true }));
  // Demo and uploaded images keep their name when replaced less often than weekly.
  web.use("/images/*", async (c, next) => {
    await next();
    if (c.res.ok) c.header("Cache-Control", "public, max-age=2592000, stale-while-revalidate=86400");
  });
  web.use("/images/*", serveStatic({ root }));
  web.use("/favicon.ico", serveStatic({ root }));
  // Metrics on the operator's port and traces to a collector, each only when configured.
  const ops = await startTelemetry(env, database, { build, version, applicationName });
  const operator = env.OPERATOR_PORT !== undefined ? await startOperatorPort({ port: env.OPERATOR_PORT, host: env.OPERATOR_HOST, metrics: ops.telemetry.metrics, database, companies }) : null;
  const telemetry = ops.telemetry.metrics || ops.telemetry.tracing ? ops.telemetry : null;
  const providers = createPaymentProviders(endpointsFromEnv(env));
  const payments = ops.telemetry.metrics ? ops.telemetry.metrics.measurePayments(providers) : providers;
  const errorReports = await startErrorReports(env, version);
  const agendaEvents = new AgendaEvents(database);
  web.route("/", createApp({ db: database.db, companies, log, config: env, build, mode: "production", payments, telemetry, errorReports, agendaEvents }));

  if (fakes) await (await import("./db/demo/payments")).enableDemoPayments(database.db, env.DEMO_PAYMENT_PROVIDER);
  const outbox = await startOutboxWorker(database, env, log, smsContext(database.db, companies));
  // Jobs due at a time, once whichever process runs them: holds released, refunds asked again,
  // points, vouchers on their day, reminders (server/jobs/installation.ts).
  const jobs = createInstallationWorker(database.db, { payments: { providers: payments, log }, companies }, log);
  await jobs.start();
  const server = createServer(getRequestListener(web.fetch));
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  companies.listeningOn(port);
  log.info({ port, operatorPort: operator?.port, tracesTo: env.OTEL_EXPORTER_OTLP_ENDPOINT, database: database.kind, ms: Math.round(performance.now() - started) }, `Vitrine listening on http://localhost:${port}`);
  if (fakes) {
    // The account-level notification addresses, as each demo account's back office would set them
    // (PayZen and Saferpay take the one each payment gives).
    const callback = `http://127.0.0.1:${port}/api/payment/callback/${spa.token}`;
    fakes.stripe.controls.webhookUrl = callback;
    fakes.paypal.controls.webhookUrl = callback;
    fakes.monetico.controls.cgi2Url = callback;
    const provider = env.DEMO_PAYMENT_PROVIDER;
    log.info({ provider, fakes: fakes.url, cards: fakeProviders!.DEMO_CARDS[provider] }, `demo: the spa's deposits go to the local ${provider} fake (the first card pays, the second is declined)`);
  }

  const stop = async () => {
    // the open agendas' streams end first, or the server would wait for them
    await agendaEvents.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await jobs.stop();
    await fakes?.close();
    await smsFake?.close();
    await outbox.stop();
    await operator?.stop();
    await ops.stop();
    await errorReports?.close();
    await companies.close();
    await database.close();
  };
  // a worker of this server's jobs at a clock of the caller's (the journeys inject the time)
  const jobWorker = (clock: () => Date) => createInstallationWorker(database.db, { payments: { providers: payments, log }, companies }, log, clock, "injected");
  return { port, stop, log, database, operatorPort: operator?.port, demo: decision, fakesUrl: fakes?.url ?? null, jobWorker };
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("server/main.ts")) {
  // The old generation grows to 1.25× what a full collection left, not V8's up to 4×: a page's
  // render garbage otherwise took the heap to 250–300 MiB for 60–90 MiB live (decision 296). V8
  // reads it at each collection, so it holds set here, however the process was started.
  setFlagsFromString("--heap-growing-percent=25");
  const { stop, log } = await startServer();
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      log.info({ signal }, "stopping");
      stop().then(() => process.exit(0), () => process.exit(1));
    });
  }
}
