// Home page figures: server render time (median, p95) in-process on PGlite with the demo spa, and
// the JavaScript, CSS and HTML a phone downloads for it (gzip), read from the production build.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { pageScripts } from "./page-scripts";

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

/**
 * Runs in its own process: React and React Router pick their production code from NODE_ENV when
 * first loaded (as under `npm start`), and other benches may already have loaded them.
 */
export async function benchHome() {
  const { spawnSync } = await import("node:child_process");
  const { fileURLToPath } = await import("node:url");
  spawnSync(process.execPath, ["--import", "tsx", fileURLToPath(import.meta.url), "--run"], { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}

async function measure() {
  const { createApp } = await import("../server/app");
  const { openDatabase } = await import("../server/db");
  const { seedDemo } = await import("../server/db/seed");
  const { CompanyDirectory } = await import("../server/tenancy/companies");
  const { readEnv } = await import("../server/env");
  const database = await openDatabase({ dataDir: "memory://" });
  await seedDemo(database.db);
  const build = (await import(new URL("../build/server/index.js", import.meta.url).href)) as ServerBuild;
  // The production cache of the company (30 s): a render is what a visitor after the first one gets.
  const app = createApp({ db: database.db, companies: new CompanyDirectory(database.db, 30_000), log: pino({ level: "silent" }), config: readEnv({ NODE_ENV: "production" }), build, mode: "production" });
  const get = async (path: string) => {
    const res = await app.request(`http://localhost${path}`, { headers: { host: "localhost", cookie: "cookie_preferences=x" } });
    const body = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${body.slice(0, 300)}`);
    return body;
  };
  for (let i = 0; i < 30; i++) await get("/");
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const started = performance.now();
    await get("/");
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const html = await get("/");
  await database.close();

  // Every script and stylesheet the home page loads before it is interactive.
  const client = new URL("../build/client", import.meta.url).pathname;
  const js = pageScripts(html);
  const css = new Set<string>();
  // the link carries its nonce first and React Router's "#" after the file's name
  for (const m of html.matchAll(/<link[^>]* rel="stylesheet"[^>]* href="(\/assets\/[^"#]+\.css)#?"/g)) css.add(m[1]!);
  const gz = (files: Set<string>) => [...files].reduce((sum, f) => sum + gzipSync(readFileSync(client + f)).length, 0);
  const raw = (files: Set<string>) => [...files].reduce((sum, f) => sum + readFileSync(client + f).length, 0);

  console.log("home page (demo spa, production build, PGlite in memory, in-process requests):");
  console.log(`  server render: median ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms (300 renders)`);
  console.log(`  JavaScript: ${js.size} files, ${kb(gz(js))} gzip (${kb(raw(js))} raw)`);
  console.log(`  CSS:        ${css.size} files, ${kb(gz(css))} gzip (${kb(raw(css))} raw)`);
  console.log(`  HTML:       ${kb(gzipSync(html).length)} gzip (${kb(html.length)} raw)`);
}

if (process.argv.includes("--run")) await measure();
