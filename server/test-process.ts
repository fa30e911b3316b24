// Test support: one server process as `npm start` runs it, without the pages' build: the API and
// the outbox worker on the database the environment names (DATABASE_URL). Prints
// {"port": n} once listening. Tests start several on one PostgreSQL (server/processes.test.ts);
// with `migrate`, it only opens the database (applying the migrations) and leaves
// (server/db/migrations.test.ts starts four at once).
// Instead of the job worker's timer, POST /test/jobs?at=<instant> is one of its rounds at that
// instant (the same worker, given the time), so a test gives the time instead of waiting for it.
import { openDatabase } from "./db";
import { readEnv } from "./env";

const env = readEnv(process.env);
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
if (process.argv[2] === "migrate") {
  // only open (and so migrate) the database, then leave
  await database.close();
  process.stdout.write(`${JSON.stringify({ migrated: true })}\n`);
  process.exit(0);
}
// the server's modules, loaded only to serve
const { createServer } = await import("node:http");
const { getRequestListener } = await import("@hono/node-server");
const { Hono } = await import("hono");
const { default: pino } = await import("pino");
const { createApp } = await import("./app");
const { AgendaEvents } = await import("./agenda/events");
const { createInstallationWorker } = await import("./jobs/installation");
const { startOutboxWorker } = await import("./notify/worker");
const { createPaymentProviders } = await import("./payments");
const { endpointsFromEnv } = await import("./payments/endpoints");
const { CompanyDirectory } = await import("./tenancy/companies");
const log = pino({ level: env.LOG_LEVEL });
const companies = new CompanyDirectory(database.db, env.COMPANY_CACHE_SECONDS * 1000, { publicUrl: env.PUBLIC_URL, port: env.PORT });
const payments = createPaymentProviders(endpointsFromEnv(env));
const web = new Hono();
// which process answered, for a test behind a proxy (server/processes.test.ts)
web.use(async (c, next) => {
  await next();
  c.res.headers.set("x-test-process", String(process.pid));
});
let at = new Date();
const jobs = createInstallationWorker(database.db, { payments: { providers: payments, log }, companies }, log, () => at, `test:${process.pid}`);
web.post("/test/jobs", async (c) => {
  at = new Date(c.req.query("at")!);
  if (c.req.query("recurring")) await jobs.ensureRecurring(at);
  return c.json({ pid: process.pid, taken: await jobs.runOnce() });
});
web.route("/", createApp({ db: database.db, companies, log, config: env, mode: "production", payments, agendaEvents: new AgendaEvents(database) }));
await startOutboxWorker(database, env, log, (await import("./notify/sms-context")).smsContext(database.db, companies));
const server = createServer(getRequestListener(web.fetch));
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as { port: number };
  companies.listeningOn(port);
  process.stdout.write(`${JSON.stringify({ port, pid: process.pid })}\n`);
});
