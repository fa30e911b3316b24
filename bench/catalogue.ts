// Catalogue figures: requests per second and median latency of GET /api/categories and
// GET /api/shops, and the median server render time of /services, in-process (app.request, no
// network), one request at a time, on PGlite in memory and, when BENCH_DATABASE_URL is set, on that
// PostgreSQL (its schema is reset: use a throw-away database). Loops are bounded in count and time.
import pino from "pino";
import type { ServerBuild } from "react-router";
import { createApp } from "../server/app";
import { openDatabase } from "../server/db";
import { spa } from "../server/db/demo";
import { seedDemo } from "../server/db/seed";
import { resetPostgres, testConfig } from "../server/testing";
import { CompanyDirectory } from "../server/tenancy/companies";

const ITERATIONS = 400;
const TIME_LIMIT_MS = 15_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function measure(run: () => Response | Promise<Response>) {
  for (let i = 0; i < 20; i++) await (await run()).arrayBuffer(); // warm-up
  const times: number[] = [];
  const started = performance.now();
  while (times.length < ITERATIONS && performance.now() - started < TIME_LIMIT_MS) {
    const t0 = performance.now();
    const response = await run();
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`status ${response.status}`);
    times.push(performance.now() - t0);
  }
  const seconds = (performance.now() - started) / 1000;
  return { n: times.length, rps: times.length / seconds, medianMs: median(times) };
}

async function benchOn(label: string, url: string | undefined) {
  if (url) await resetPostgres(url);
  const database = await openDatabase(url ? { url } : { dataDir: "memory://" });
  try {
    await seedDemo(database.db);
    const build = (await import(new URL("../build/server/index.js", import.meta.url).href)) as ServerBuild;
    const companies = new CompanyDirectory(database.db, 30_000);
    const app = createApp({ db: database.db, companies, log: pino({ level: "silent" }), config: testConfig(), build, mode: "production" });
    const api = (path: string) => app.request(path, { headers: { company: spa.token, curlang: "fr" } });
    const rows = [
      ["GET /api/categories", await measure(() => api("/api/categories"))],
      ["GET /api/shops", await measure(() => api("/api/shops"))],
      ["render /services", await measure(() => app.request("http://localhost/services", { headers: { host: "localhost" } }))],
    ] as const;
    console.log(`catalogue on ${label} (in-process, sequential, spa with 2 shops):`);
    for (const [name, r] of rows) {
      console.log(`  ${name.padEnd(22)} ${r.rps.toFixed(0).padStart(6)} req/s   median ${r.medianMs.toFixed(2)} ms   (n=${r.n})`);
    }
  } finally {
    await database.close();
  }
}

export async function benchCatalogue() {
  await benchOn("PGlite (in memory)", undefined);
  const url = process.env.BENCH_DATABASE_URL;
  if (url) await benchOn(`PostgreSQL (${new URL(url).pathname.slice(1)})`, url);
  else console.log("catalogue on PostgreSQL: skipped (set BENCH_DATABASE_URL to a throw-away database)");
}
