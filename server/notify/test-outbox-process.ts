// Test support: a process of its own on the test's database, to be killed or run beside another.
//   serve: the API and the outbox worker, as a server process runs them; prints {"port": n}
//   drain: an outbox worker that sends what is due, then exits; prints {"drained": true}
// The configuration comes from the environment the test gives (DATABASE_URL or DATA_DIR, SMTP_URL).
import { createServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import pino from "pino";
import { createApp } from "../app";
import { openDatabase } from "../db";
import { isEmpty, seedDemo } from "../db/seed";
import { readEnv } from "../env";
import { CompanyDirectory } from "../tenancy/companies";
import { createTransports } from "./transports";
import { createOutboxWorker, startOutboxWorker } from "./worker";

const env = readEnv(process.env);
const log = pino({ level: "warn" });
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });

if (process.argv[2] === "drain") {
  await createOutboxWorker({ db: database.db, transports: createTransports(env, log), log }).drain();
  await database.close();
  process.stdout.write(`${JSON.stringify({ drained: true })}\n`);
} else {
  if (await isEmpty(database.db)) await seedDemo(database.db);
  const app = createApp({ db: database.db, companies: new CompanyDirectory(database.db, 0, { publicUrl: env.PUBLIC_URL, port: env.PORT }), log, config: env, mode: "test" });
  await startOutboxWorker(database, env, log);
  const server = createServer(getRequestListener(app.fetch));
  server.listen(0, "127.0.0.1", () => process.stdout.write(`${JSON.stringify({ port: (server.address() as { port: number }).port })}\n`));
}
