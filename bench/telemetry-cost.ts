// `npm run bench telemetry`: what metrics cost a kept page, in-process so a loaded machine's noise
// falls on both sides alike: one app without telemetry and one with the metrics middleware (as
// OPERATOR_PORT turns on) answer the kept home page in alternating rounds; processor time per page.
import pino from "pino";
import type { ServerBuild } from "react-router";
import { createApp } from "../server/app";
import { openDatabase } from "../server/db";
import { seedDemo } from "../server/db/seed";
import { readEnv } from "../server/env";
import { startTelemetry } from "../server/telemetry";
import { CompanyDirectory } from "../server/tenancy/companies";

export async function benchTelemetry() {
  const database = await openDatabase({ dataDir: "memory://" });
  await seedDemo(database.db);
  const build = (await import(new URL("../build/server/index.js", import.meta.url).href)) as ServerBuild;
  const log = pino({ level: "silent" });
  const config = readEnv({ OPERATOR_PORT: "0", NODE_ENV: "production" });
  const ops = await startTelemetry(config, database, { build, version: "bench", applicationName: "bench" });
  const companies = new CompanyDirectory(database.db, 30_000);
  const plain = createApp({ db: database.db, companies, log, config, build, mode: "production" });
  const measured = createApp({ db: database.db, companies, log, config, build, mode: "production", telemetry: ops.telemetry });
  const page = async (app: typeof plain) => (await app.request("http://localhost/", { headers: { host: "localhost", "accept-encoding": "gzip" } })).arrayBuffer();
  const ROUND = 500;
  const cpu = { plain: 0, measured: 0 };
  for (const app of [plain, measured]) for (let i = 0; i < 200; i++) await page(app); // warm: kept pages, JIT
  for (let round = 0; round < 10; round++) {
    for (const [name, app] of [["plain", plain], ["measured", measured]] as const) {
      const t0 = process.cpuUsage();
      for (let i = 0; i < ROUND; i++) await page(app);
      const t = process.cpuUsage(t0);
      cpu[name] += (t.user + t.system) / 1000;
    }
  }
  const per = (ms: number) => ms / (ROUND * 10);
  console.log(`telemetry on a kept page (in-process, ${ROUND * 10} pages each, alternating rounds): without ${per(cpu.plain).toFixed(3)} ms CPU per page, with metrics ${per(cpu.measured).toFixed(3)} ms (+${(per(cpu.measured) - per(cpu.plain)).toFixed(3)} ms, ${((cpu.measured / cpu.plain - 1) * 100).toFixed(1)} %)`);
  await ops.stop();
  await database.close();
}
