// Page figures, measured from outside as a visitor's browser would: the production server started
// as `npm start` starts it, and in the same run the one-route reference page of bench/reference
// (React Router 7 on the same Hono + compression + node-server stack). Prints each page's
// throughput under 10 connections, its processor time per request, its median one at a time, the
// ratios to the reference page (by throughput and by CPU, which holds better on a shared machine),
// resident memory at start and after 2,000 requests, and the JavaScript (gzip) each page loads.
// PGlite always; PostgreSQL too when BENCH_DATABASE_URL names a throw-away database (its schema
// is reset).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { pageScripts } from "./page-scripts";
import { serverCommand } from "./server-command";

const CONNECTIONS = 10;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const WARM_SECONDS = 1.5;
const SEQUENTIAL = 200;
const MEMORY_REQUESTS = 2_000;

interface Server {
  child: ChildProcess;
  port: number;
  readyMs: number;
}

async function waitReady(port: number, child: ChildProcess, path: string) {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on port ${port} exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}${path}`)).ok) return performance.now() - started;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - started > 120_000) throw new Error(`server on port ${port} not ready after 120 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function startVitrine(port: number, env: Record<string, string>): Promise<Server> {
  const [command, args] = serverCommand();
  const started = performance.now();
  const child = spawn(command, args, {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitReady(port, child, "/readyz");
  return { child, port, readyMs: performance.now() - started };
}

async function startReference(port: number): Promise<Server> {
  const started = performance.now();
  const child = spawn(process.execPath, ["bench/reference/server.mjs"], { env: { ...process.env, NODE_ENV: "production", PORT: String(port) }, stdio: ["ignore", "ignore", "inherit"] });
  await waitReady(port, child, "/healthz");
  return { child, port, readyMs: performance.now() - started };
}

async function stop(server: Server) {
  if (server.child.exitCode !== null) return;
  server.child.kill("SIGTERM");
  await new Promise((r) => server.child.once("exit", r));
}

const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

/** One GET over a kept-alive connection, as a browser asks (gzip accepted); the status and body size. */
function get(agent: Agent, port: number, path: string, host: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request({ agent, host: "127.0.0.1", port, path, headers: { host, "accept-encoding": "gzip", accept: "text/html" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const buffer = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, bytes: buffer.length });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** `connections` clients asking one after the other for `seconds` (or `count` requests in all). */
async function load(port: number, path: string, host: string, opts: { seconds?: number; count?: number; connections?: number }) {
  const connections = opts.connections ?? CONNECTIONS;
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const times: number[] = [];
  let failures = 0;
  let asked = 0;
  const started = performance.now();
  const until = started + (opts.seconds ?? Infinity) * 1000;
  const client = async () => {
    while (performance.now() < until && (opts.count === undefined || asked < opts.count)) {
      asked++;
      const t0 = performance.now();
      const res = await get(agent, port, path, host);
      if (res.status !== 200) failures++;
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  times.sort((a, b) => a - b);
  return { rps: times.length / seconds, p50: quantile(times, 0.5), p95: quantile(times, 0.95), n: times.length, failures };
}

/** The processor time (user + system, ms) a process has used so far: on a machine others share,
 * CPU per request holds better than requests per second. */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function throughput(port: number, path: string, host: string, pid: number) {
  await load(port, path, host, { seconds: WARM_SECONDS });
  const cpu0 = cpuMs(pid);
  const loaded = await load(port, path, host, { seconds: LOAD_SECONDS });
  const cpuPerRequest = (cpuMs(pid) - cpu0) / loaded.n;
  const alone = await load(port, path, host, { count: SEQUENTIAL, connections: 1, seconds: LOAD_SECONDS });
  return { ...loaded, cpuPerRequest, aloneP50: alone.p50, served: loaded.n + alone.n };
}

/** The scripts a page loads before it is interactive, gzip-compressed, read from the build. */
function pageJavaScript(html: string, clientDir: string) {
  const files = pageScripts(html);
  let gzip = 0;
  let sent = 0;
  for (const f of files) {
    if (!existsSync(clientDir + f)) continue;
    const body = readFileSync(clientDir + f);
    gzip += gzipSync(body).length;
    // What a browser taking brotli receives: the build's own .br beside the file (vite.config.ts).
    sent += existsSync(clientDir + f + ".br") ? readFileSync(clientDir + f + ".br").length : body.length;
  }
  return { files: files.size, gzipKiB: gzip / 1024, brKiB: sent / 1024 };
}

async function html(port: number, path: string, host = "localhost") {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { host } });
  if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
  return res.text();
}

/** A shop's service page of the demo spa (BENCH_SERVICE_PAGE names another), found from its
 * services page as a visitor would: the list's link to a service, then that page's link to it in a shop. */
export async function aServicePage(port: number) {
  if (process.env.BENCH_SERVICE_PAGE) return process.env.BENCH_SERVICE_PAGE;
  const inShop = /href="(\/(?!(?:fr|de|en|es|it)\/)[a-z0-9-]+\/services\/[a-z0-9-]+\/[a-z0-9-]+)[?"]/;
  const services = await html(port, "/services");
  const direct = inShop.exec(services)?.[1];
  if (direct) return direct;
  const service = /(?:href|action)="(\/services\/[a-z0-9-]+\/[a-z0-9-]+)[?"]/.exec(services)?.[1];
  if (!service) throw new Error("no service link on /services");
  return inShop.exec(await html(port, service))?.[1] ?? service;
}

const pad = (s: string, n: number) => s.padEnd(n);
const num = (n: number, digits = 0) => n.toFixed(digits).padStart(7);

async function benchOn(label: string, env: Record<string, string>, referencePort: number, referencePid: number) {
  const vitrine = await startVitrine(3961, env);
  try {
    const startRss = rssMiB(vitrine.child.pid!);
    const service = await aServicePage(vitrine.port);
    const pages = ["/", "/services", service];
    // Each page right after the reference page: the machine's speed drifts, a pair taken
    // together gives a ratio that holds.
    const rows: [string, Awaited<ReturnType<typeof throughput>>, Awaited<ReturnType<typeof throughput>>][] = [];
    let served = 0;
    for (const path of pages) {
      const reference = await throughput(referencePort, "/", "localhost", referencePid);
      const r = await throughput(vitrine.port, path, "localhost", vitrine.child.pid!);
      rows.push([path, r, reference]);
      served += r.served;
    }
    // Top up to 2,000 requests served across the three pages, then read the memory again.
    for (let i = 0; served < MEMORY_REQUESTS; i++) {
      const r = await load(vitrine.port, pages[i % pages.length]!, "localhost", { count: Math.min(200, MEMORY_REQUESTS - served) });
      served += r.n;
    }
    const afterRss = rssMiB(vitrine.child.pid!);
    const client = new URL("../build/client", import.meta.url).pathname;
    console.log(`pages on ${label} (production server, ${CONNECTIONS} connections, ${LOAD_SECONDS} s each; one at a time: ${SEQUENTIAL} requests):`);
    console.log(`  ${pad("page", 52)}   req/s   p50 ms  p95 ms   alone p50 ms   reference req/s   × reference   CPU ms/req (reference)   × reference by CPU   JS gzip`);
    for (const [path, r, reference] of rows) {
      const js = pageJavaScript(await html(vitrine.port, path), client);
      const failed = r.failures ? `  (${r.failures} not 200!)` : "";
      console.log(
        `  ${pad(path, 52)} ${num(r.rps)} ${num(r.p50, 1)} ${num(r.p95, 1)} ${num(r.aloneP50, 2)}          ${num(reference.rps)}         ${(r.rps / reference.rps).toFixed(3)}       ${num(r.cpuPerRequest, 2)} (${reference.cpuPerRequest.toFixed(2)})             ${(reference.cpuPerRequest / r.cpuPerRequest).toFixed(3)}    ${js.gzipKiB.toFixed(1)} KiB (${js.files} files; ${js.brKiB.toFixed(1)} KiB as sent, brotli)${failed}`,
      );
    }
    console.log(`  resident memory: ${startRss.toFixed(0)} MiB at start, ${afterRss.toFixed(0)} MiB after ${served} requests; ready in ${vitrine.readyMs.toFixed(0)} ms`);
  } finally {
    await stop(vitrine);
  }
}

export async function benchPages() {
  if (!existsSync("bench/reference/build/server/index.js")) {
    const { execSync } = await import("node:child_process");
    execSync("npx react-router build bench/reference", { stdio: "ignore" });
  }
  const ref = await startReference(3960);
  try {
    const reference = await throughput(ref.port, "/", "localhost", ref.child.pid!);
    const js = pageJavaScript(await html(ref.port, "/"), new URL("./reference/build/client", import.meta.url).pathname);
    console.log(`reference page: ${reference.rps.toFixed(0)} req/s under ${CONNECTIONS} connections, ${reference.cpuPerRequest.toFixed(2)} ms CPU per request, p50 ${reference.p50.toFixed(1)} ms; alone p50 ${reference.aloneP50.toFixed(2)} ms; JS ${js.gzipKiB.toFixed(1)} KiB gzip; RSS ${rssMiB(ref.child.pid!).toFixed(0)} MiB`);
    await benchDatabases(ref.port, ref.child.pid!);
  } finally {
    await stop(ref);
  }
}

async function benchDatabases(referencePort: number, referencePid: number) {
  const dataDir = mkdtempSync(join(tmpdir(), "vitrine-bench-"));
  try {
    // First start seeds the demo; the measured start is a later one, as in production.
    const seeding = await startVitrine(3961, { DATA_DIR: dataDir, DATABASE_URL: "" });
    await stop(seeding);
    await benchOn("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" }, referencePort, referencePid);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const { resetPostgres } = await import("../server/testing");
    await resetPostgres(url);
    const seeding = await startVitrine(3961, { DATABASE_URL: url });
    await stop(seeding);
    await benchOn(`PostgreSQL (${new URL(url).pathname.slice(1)})`, { DATABASE_URL: url }, referencePort, referencePid);
  } else console.log("pages on PostgreSQL: skipped (set BENCH_DATABASE_URL to a throw-away database)");
}
