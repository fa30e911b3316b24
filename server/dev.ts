// `npm run dev`: the same app as `npm start`, with Vite serving the storefront with hot reload.
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { createServer as createVite } from "vite";
import { createApp } from "./app";
import { AgendaEvents } from "./agenda/events";
import { openDatabase } from "./db";
import { isEmpty, seedDemo } from "./db/seed";
import { seedDemoHistory } from "./db/demo-history";
import { readEnv } from "./env";
import { startOutboxWorker } from "./notify/worker";
import { smsContext } from "./notify/sms-context";
import { createInstallationWorker } from "./jobs/installation";
import { createPaymentProviders } from "./payments";
import { endpointsFromEnv } from "./payments/endpoints";
import { CompanyDirectory } from "./tenancy/companies";

const env = readEnv();
const log = pino({ level: env.LOG_LEVEL });
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
if (env.SEED_ON_EMPTY && (await isEmpty(database.db))) {
  await seedDemo(database.db);
  // the spa's past and coming week, for the back-office (decision 315)
  await seedDemoHistory(database.db, new Date());
}

const vite = await createVite({ server: { middlewareMode: true }, appType: "custom" });
const companies = new CompanyDirectory(database.db, 0, { publicUrl: env.PUBLIC_URL, port: env.PORT });
const payments = createPaymentProviders(endpointsFromEnv(env));
await startOutboxWorker(database, env, log, smsContext(database.db, companies));
await createInstallationWorker(database.db, { payments: { providers: payments, log }, companies }, log).start();
const app = createApp({
  db: database.db,
  companies,
  log,
  config: env,
  mode: "development",
  payments,
  agendaEvents: new AgendaEvents(database),
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
});
const handle = getRequestListener(app.fetch);
const server = createServer((req, res) => vite.middlewares(req, res, () => handle(req, res)));
server.listen(env.PORT, env.HOST, () => log.info(`Vitrine (dev) on http://localhost:${env.PORT}`));
