// Page figures, measured from outside as a visitor's browser would: the production server started
// as `npm start` starts it, and in the same run the one-route reference page of bench/reference
// (React Router 7 on the same Hono + compression + node-server stack). The pages: the kept ones
// anonymous, the same signed in (kept per account shape) with the account's orders and the
// basket, /contact, a shop's page, /gift and the e-shop (kept when alike, decision 304; the
// e-shop under a stamp of its stock), and the owner's back-office (agenda, catalogue, customers,
// statistics: drawn afresh for each request, apart in the targets, which issue 51 set for the
// storefront's pages). Prints
// each page's throughput under 10 connections, its processor time per request, its median one at a time, the ratios to the reference page (by
// throughput and by CPU, which holds better on a shared machine), its HTML size, resident memory
// (at the first, seeding start with its peak, at a later start, after exactly 2,000 requests),
// the JavaScript (gzip) each page loads, and the worst figure against each of the performance targets.
// PGlite always; PostgreSQL too when BENCH_DATABASE_URL names a throw-away database (its schema
// is reset).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { pageScripts } from "./page-scripts";
import { serverCommand, startEnv, startFlags } from "./server-command";

const CONNECTIONS = 10;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const WARM_SECONDS = 1.5;
const SEQUENTIAL = 200;
const MEMORY_REQUESTS = 2_000;
/** the reference server's port; Vitrine's is the next one (BENCH_PORT: another engineer's bench may hold 3960) */
const REFERENCE_PORT = Number(process.env.BENCH_PORT ?? 3960);
/** the build to measure (BENCH_BUILD: another one, say the one before a change, to compare in turn) */
const BUILD = process.env.BENCH_BUILD ?? "build";

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
  const [command, args, startEnvironment] = BUILD === "build" ? serverCommand() : [process.execPath, [...startFlags(), `${BUILD}/main.js`], startEnv()];
  const started = performance.now();
  const child = spawn(command, args, {
    env: { ...process.env, ...startEnvironment, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
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

const statusMiB = (pid: number, field: "VmRSS" | "VmHWM") => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
const rssMiB = (pid: number) => statusMiB(pid, "VmRSS");

/** The first start, on an empty database (migrations and the demo's seed): its resident memory
 * once ready and the most it held on the way (the kernel's high-water mark of the process). */
async function firstStart(port: number, env: Record<string, string>) {
  const seeding = await startVitrine(port, env);
  const memory = { rss: rssMiB(seeding.child.pid!), peak: statusMiB(seeding.child.pid!, "VmHWM") };
  await stop(seeding);
  return memory;
}

/** One GET over a kept-alive connection, as a browser asks (gzip accepted); the status and body size. */
function get(agent: Agent, port: number, path: string, host: string, cookie?: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request({ agent, host: "127.0.0.1", port, path, headers: { host, "accept-encoding": "gzip", accept: "text/html", ...(cookie ? { cookie } : {}) } }, (res) => {
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
async function load(port: number, path: string, host: string, opts: { seconds?: number; count?: number; connections?: number; cookie?: string }) {
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
      const res = await get(agent, port, path, host, opts.cookie);
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

async function throughput(port: number, path: string, host: string, pid: number, cookie?: string) {
  await load(port, path, host, { seconds: WARM_SECONDS, cookie });
  const cpu0 = cpuMs(pid);
  const loaded = await load(port, path, host, { seconds: LOAD_SECONDS, cookie });
  const cpuPerRequest = (cpuMs(pid) - cpu0) / loaded.n;
  const alone = await load(port, path, host, { count: SEQUENTIAL, connections: 1, seconds: LOAD_SECONDS, cookie });
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

async function html(port: number, path: string, host = "localhost", cookie?: string) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers: { host, ...(cookie ? { cookie } : {}) } });
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

/** The demo customer's session cookie, signed in as a browser would (the API's login). */
async function signIn(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/api/users/login`, {
    method: "POST",
    headers: { host: "localhost", company: "demo-spa-lumiere", "content-type": "application/json" },
    body: JSON.stringify({ email: "client@demo.example", password: "demo-vitrine" }),
  });
  if (res.status !== 200) throw new Error(`sign-in: ${res.status}`);
  return `auth=${((await res.json()) as { token: string }).token}`;
}

/**
 * Gives the signed-in demo customer what a returning customer's list holds (the demo gives them
 * nothing): three massages booked on the storefront's path, on three days, the first free time of
 * each, and the last of them cancelled. /profile/orders then draws both of its lists.
 */
async function bookSome(port: number, cookie: string) {
  const headers = { host: "localhost", company: "demo-spa-lumiere", "content-type": "application/json", authorization: `Bearer ${cookie.slice("auth=".length)}` };
  const api = async <T>(path: string, init: RequestInit = {}, status = 200): Promise<T> => {
    const res = await fetch(`http://127.0.0.1:${port}/api${path}`, { ...init, headers });
    if (res.status !== status) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const { article } = await api<{ article: { id: number } }>("/articles/slug/massage-californien");
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const { appointments } = await api<{ appointments: { data: { slots: { start: string; shopStatus: string }[] }[] } }>(`/appointments?shopid=ab-1001&serviceid=${article.id}&start=${day(2)}&end=${day(16)}`);
  const firsts = appointments.data.map((d) => d.slots.find((s) => s.shopStatus === "open")?.start).filter((start): start is string => !!start);
  if (firsts.length < 3) throw new Error("fewer than three days with a free time for the massage");
  const booked: number[] = [];
  for (const start of firsts.slice(0, 3)) {
    const body = JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [article.id], start } });
    booked.push((await api<{ order: { id: number } }>("/appointments", { method: "POST", body }, 201)).order.id);
  }
  await api(`/appointments?orderId=${booked.at(-1)}`, { method: "DELETE" });
}

/** The demo owner's back-office session cookie, signed in as the back-office's sign-in does (the company users' login). */
async function signInOwner(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/api/cmpusers/login`, {
    method: "POST",
    headers: { host: "localhost", company: "demo-spa-lumiere", "content-type": "application/json" },
    body: JSON.stringify({ email: "proprietaire@demo.example", password: "demo-vitrine-pro" }),
  });
  if (res.status !== 200) throw new Error(`back-office sign-in: ${res.status}`);
  return `auth_provider=${((await res.json()) as { token: string }).token}`;
}

/** The page of the demo spa's first shop (its slug, from the shops' API). */
async function aShopPage(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/api/shops`, { headers: { host: "localhost", company: "demo-spa-lumiere" } });
  const slug = ((await res.json()) as { shops: { slug: string }[] }).shops[0]?.slug;
  if (!slug) throw new Error("no shop in /api/shops");
  return `/${slug}`;
}

interface Page {
  label: string;
  path: string;
  cookie?: string;
  /** kept for visitors without a session (server/page-answers.ts) */
  kept: boolean;
  /** a back-office page, signed in as the owner */
  backOffice?: boolean;
}

async function benchOn(label: string, env: Record<string, string>, referencePort: number, referencePid: number, first: { rss: number; peak: number }) {
  const vitrine = await startVitrine(referencePort + 1, env);
  try {
    const startRss = rssMiB(vitrine.child.pid!);
    const service = await aServicePage(vitrine.port);
    const shop = await aShopPage(vitrine.port);
    const cookie = await signIn(vitrine.port);
    await bookSome(vitrine.port, cookie);
    const owner = await signInOwner(vitrine.port);
    const all: Page[] = [
      ...["/", "/services", service].map((path) => ({ label: path, path, kept: true })),
      // kept per account shape (decision 305): drawn once for every customer of the shape
      ...["/", "/services", service].map((path) => ({ label: `${path} (signed in, kept by shape)`, path, cookie, kept: false })),
      { label: "/profile/orders (signed in, 3 bookings)", path: "/profile/orders", cookie, kept: false },
      // kept per account shape and the saved basket's shop, under a stamp of the stock (decisions 314, 316)
      { label: "/panier (signed in, kept by shape and basket)", path: "/panier", cookie, kept: false },
      { label: "a product (signed in, kept by shape and basket)", path: "/boutique/article/coffret-decouverte", cookie, kept: false },
      // kept since their loaders say they are drawn alike (decision 304); the e-shop's key holds a stamp of its stock
      ...["/contact", shop, "/gift", "/boutique", "/boutique/article/coffret-decouverte"].map((path) => ({ label: `${path} (kept: alike)`, path, kept: true })),
      ...["/admin/agenda", "/admin/catalogue", "/admin/customers", "/admin/statistics"].map((path) => ({ label: `${path} (owner)`, path, cookie: owner, kept: false, backOffice: true })),
    ];
    // BENCH_PAGES=signed,contact: only the pages whose label holds one of these words
    const only = process.env.BENCH_PAGES?.split(",").filter(Boolean);
    const pages = only ? all.filter((p) => only.some((word) => p.label.includes(word))) : all;
    // Exactly 2,000 requests across the pages first, then the memory (the throughput runs serve
    // more). The storefront's pages only, as before the back-office was measured: the figure stays
    // comparable, and the RSS after the back-office's runs is printed apart.
    const mixed = pages.some((p) => !p.backOffice) ? pages.filter((p) => !p.backOffice) : pages;
    for (let served = 0, i = 0; served < MEMORY_REQUESTS; i++) {
      const page = mixed[i % mixed.length]!;
      served += (await load(vitrine.port, page.path, "localhost", { count: Math.min(200, MEMORY_REQUESTS - served), cookie: page.cookie })).n;
    }
    const afterRss = rssMiB(vitrine.child.pid!);
    // Each page right after the reference page: the machine's speed drifts, a pair taken
    // together gives a ratio that holds.
    const rows: [Page, Awaited<ReturnType<typeof throughput>>, Awaited<ReturnType<typeof throughput>>][] = [];
    for (const page of pages) {
      const reference = await throughput(referencePort, "/", "localhost", referencePid);
      const r = await throughput(vitrine.port, page.path, "localhost", vitrine.child.pid!, page.cookie);
      rows.push([page, r, reference]);
    }
    const client = BUILD.startsWith("/") ? `${BUILD}/client` : new URL(`../${BUILD}/client`, import.meta.url).pathname;
    console.log(`pages on ${label} (production server, ${CONNECTIONS} connections, ${LOAD_SECONDS} s each; one at a time: ${SEQUENTIAL} requests):`);
    console.log(`  ${pad("page", 52)}   req/s   p50 ms  p95 ms   alone p50 ms   reference req/s   × reference   CPU ms/req (reference)   × reference by CPU   HTML KiB   JS gzip`);
    const drawn: { ratio: number; cpu: number; alone: number; kib: number; signedIn: boolean; backOffice: boolean }[] = [];
    const kept: number[] = [];
    for (const [page, r, reference] of rows) {
      const body = await html(vitrine.port, page.path, "localhost", page.cookie);
      const js = pageJavaScript(body, client);
      const kib = Buffer.byteLength(body) / 1024;
      const ratio = r.rps / reference.rps;
      if (page.kept) kept.push(ratio);
      else drawn.push({ ratio, cpu: r.cpuPerRequest, alone: r.aloneP50, kib, signedIn: page.cookie !== undefined, backOffice: page.backOffice === true });
      const failed = r.failures ? `  (${r.failures} not 200!)` : "";
      console.log(
        `  ${pad(page.label, 52)} ${num(r.rps)} ${num(r.p50, 1)} ${num(r.p95, 1)} ${num(r.aloneP50, 2)}          ${num(reference.rps)}         ${ratio.toFixed(3)}       ${num(r.cpuPerRequest, 2)} (${reference.cpuPerRequest.toFixed(2)})             ${(reference.cpuPerRequest / r.cpuPerRequest).toFixed(3)}   ${num(kib, 1)}   ${js.gzipKiB.toFixed(1)} KiB (${js.files} files; ${js.brKiB.toFixed(1)} KiB as sent, brotli)${failed}`,
      );
    }
    const endRss = rssMiB(vitrine.child.pid!);
    console.log(`  resident memory: first (seeding) start ${first.rss.toFixed(0)} MiB once ready (peak ${first.peak.toFixed(0)} MiB); ${startRss.toFixed(0)} MiB at a later start, ${afterRss.toFixed(0)} MiB after ${MEMORY_REQUESTS} requests, ${endRss.toFixed(0)} MiB after every page's runs; ready in ${vitrine.readyMs.toFixed(0)} ms`);
    // The targets, printed (never asserted): the worst page against each.
    // a target none of the pages measured (BENCH_PAGES chose others) says so, not NaN
    const worst = (values: number[], pick: (...n: number[]) => number, digits: number, unit: string) =>
      values.length ? `${values.reduce((a, b) => pick(a, b)).toFixed(digits)}${unit}` : "none measured";
    const storefront = drawn.filter((d) => !d.backOffice);
    const backOffice = drawn.filter((d) => d.backOffice);
    const signed = storefront.filter((d) => d.signedIn);
    const postgres = label.startsWith("PostgreSQL");
    console.log(
      `  targets: signed-in and unkept pages ≥ 0.25× reference: worst ${worst(storefront.map((d) => d.ratio), Math.min, 3, "×")}; CPU ≤ 4 ms/page: worst ${worst(storefront.map((d) => d.cpu), Math.max, 2, " ms")}; ` +
        `p50 one at a time < 5 ms: worst ${worst(storefront.map((d) => d.alone), Math.max, 2, " ms")}; signed-in HTML ≤ 60 KiB: largest ${worst(signed.map((d) => d.kib), Math.max, 1, " KiB")}; ` +
        `RSS < ${postgres ? "150 at start, 220 after" : "250"} MiB: ${startRss.toFixed(0)} / ${afterRss.toFixed(0)} MiB (first start ${first.rss.toFixed(0)}, peak ${first.peak.toFixed(0)}); kept pages ≥ 1.0×: worst ${worst(kept, Math.min, 3, "×")}`,
    );
    if (backOffice.length)
      console.log(
        `  back-office (the storefront's targets for comparison): worst ${worst(backOffice.map((d) => d.ratio), Math.min, 3, "×")}; CPU worst ${worst(backOffice.map((d) => d.cpu), Math.max, 2, " ms")}; ` +
          `p50 one at a time worst ${worst(backOffice.map((d) => d.alone), Math.max, 2, " ms")}; HTML largest ${worst(backOffice.map((d) => d.kib), Math.max, 1, " KiB")}`,
      );
  } finally {
    await stop(vitrine);
  }
}

export async function benchPages() {
  if (!existsSync("bench/reference/build/server/index.js")) {
    const { execSync } = await import("node:child_process");
    execSync("npx react-router build bench/reference", { stdio: "ignore" });
  }
  const ref = await startReference(REFERENCE_PORT);
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
    // First start seeds the demo (its memory measured too); the measured start is a later one, as in production.
    const first = await firstStart(referencePort + 1, { DATA_DIR: dataDir, DATABASE_URL: "" });
    await benchOn("PGlite", { DATA_DIR: dataDir, DATABASE_URL: "" }, referencePort, referencePid, first);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    const { resetPostgres } = await import("../server/testing");
    await resetPostgres(url);
    const first = await firstStart(referencePort + 1, { DATABASE_URL: url });
    await benchOn(`PostgreSQL (${new URL(url).pathname.slice(1)})`, { DATABASE_URL: url }, referencePort, referencePid, first);
  } else console.log("pages on PostgreSQL: skipped (set BENCH_DATABASE_URL to a throw-away database)");
}
