// `npm run bench scale`: 1, 2 and 4 production server processes on one PostgreSQL behind nginx
// with the installation's proxy settings (deploy/nginx/vitrine-proxy.conf: TLS, keep-alive to the
// processes, TRUST_PROXY=1; server/test-nginx.ts), as docs/deploy.md deploys them. For each count
// it prints the pages per second wrk gets through the proxy, and the processor time each part
// took: the server processes, PostgreSQL, nginx, and the load generator itself, so what the
// servers got of the machine's cores can be read beside their throughput. Then, with 4 processes,
// it checks what must hold across them: a price and a colour changed once are on every process's
// next answer (and how long after the change), a session and a cart work whichever process
// answers, a rate limit counts across processes, each outbox message is sent once and each job
// run once whichever process's worker takes it. Last, the backup and restore time of the
// database (bench/backup.ts).
//
// Needs: nginx and wrk from Debian's packages (`apt-get install nginx-light wrk`), openssl,
// pg_dump/pg_restore, and BENCH_DATABASE_URL naming a throw-away PostgreSQL database (its schema
// is reset).
import { execFileSync, execSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, like, sql } from "drizzle-orm";
import { generateVoucherCode } from "../domain/gift-voucher";
import { openDatabase } from "../server/db";
import { articles, jobs, outbox } from "../server/db/schema";
import { seedDemo } from "../server/db/seed";
import { scheduleJob } from "../server/jobs/queue";
import { queueMail } from "../server/notify";
import { startTestSmtp } from "../server/notify/test-smtp";
import { REMINDER_JOB } from "../server/reminders/plan";
import { startNginx, type TestNginx } from "../server/test-nginx";
import { resetPostgres } from "../server/testing";
import { CompanyDirectory } from "../server/tenancy/companies";
import { seedForBackup, timeBackupAndRestore } from "./backup";
import { aServicePage } from "./pages";
import { serverCommand } from "./server-command";

// BENCH_COUNTS=4 runs one count only (the checks run with the last one)
const COUNTS = (process.env.BENCH_COUNTS ?? "1,2,4").split(",").map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 16;
const PROXY_PORT = Number(process.env.BENCH_PROXY_PORT ?? 8443);
const FIRST_PORT = Number(process.env.BENCH_FIRST_PORT ?? 3971);
const PREVIEW_SECRET = randomBytes(32).toString("base64url");
const HZ = 100;

function need(tool: string, apt: string) {
  try {
    execFileSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" });
  } catch {
    console.error(`bench scale needs ${tool}: apt-get install ${apt}`);
    process.exit(1);
  }
}

/** user + system processor time of a process so far, in seconds (0 once it is gone) */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / HZ;
  } catch {
    return 0;
  }
}
const childrenOf = (pid: number) =>
  execSync(`pgrep -P ${pid} || true`, { encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .map(Number);

async function waitReady(port: number, child: ChildProcess) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited (${child.exitCode})`);
    if (await fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error(`server on ${port} not ready in 120 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function startServers(count: number, url: string, smtpUrl: string) {
  const [command, args, startEnvironment] = serverCommand();
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const port = FIRST_PORT + i;
      const child = spawn(command, args, {
        env: { ...process.env, ...startEnvironment, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATABASE_URL: url, SEED_ON_EMPTY: "false", TRUST_PROXY: "1", PREVIEW_SECRET, LOG_LEVEL: "warn", DEMO: "false", SMTP_URL: smtpUrl },
        stdio: ["ignore", "ignore", "inherit"],
      });
      await waitReady(port, child);
      return { port, child };
    }),
  );
}

const stopChild = (child: ChildProcess) => (child.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => (child.once("exit", () => resolve()), child.kill("SIGTERM"))));

/** wrk through the proxy over `paths` in turn; its figures and the processor time it took itself. */
function wrk(dir: string, paths: string[], cookie: string | null, seconds: number) {
  const script = join(dir, "paths.lua");
  writeFileSync(
    script,
    `local paths = {${paths.map((p) => JSON.stringify(p)).join(", ")}}
local i = 0
wrk.headers["Host"] = "localhost"
wrk.headers["Accept-Encoding"] = "gzip"
wrk.headers["Accept"] = "text/html"
${cookie ? `wrk.headers["Cookie"] = ${JSON.stringify(cookie)}` : ""}
request = function() i = i + 1; return wrk.format("GET", paths[(i % #paths) + 1]) end
done = function(summary, latency, requests)
  io.write(string.format("RESULT %d %d %d %d %d\\n", summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
`,
  );
  // bash's `times` prints the processor time of the shell's children: wrk's own
  const out = execFileSync("bash", ["-c", `wrk -t1 -c${CONNECTIONS} -d${seconds}s --timeout 10s -s ${script} https://localhost:${PROXY_PORT}/ >${dir}/wrk.out; cat ${dir}/wrk.out; times`], { encoding: "utf8" });
  const [, n, durationUs, p50, p99, errors] = /RESULT (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(out)!.map(Number);
  const times = out.trim().split("\n").at(-1)!.split(/\s+/).map((t) => {
    const [, m, s] = /(\d+)m([\d.]+)s/.exec(t)!;
    return Number(m) * 60 + Number(s);
  });
  return { requests: n!, seconds: durationUs! / 1e6, p50: p50! / 1000, p99: p99! / 1000, errors: errors!, wrkCpu: times[0]! + times[1]! };
}

interface Row {
  scenario: string;
  count: number;
  pagesPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  serverCpu: number;
  nginxCpu: number;
  postgresCpu: number;
  wrkCpu: number;
  seconds: number;
}

/** PostgreSQL's backends serving the bench's database (one process per connection). */
const backendsOf = (database: string) =>
  execSync(`pgrep -f "^postgres: .* ${database} " || true`, { encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .map(Number);

async function measure(dir: string, database: string, scenario: string, count: number, servers: { child: ChildProcess }[], nginx: TestNginx, paths: string[], cookie: string | null): Promise<Row> {
  wrk(dir, paths, cookie, 2); // warm: kept pages, JIT, the pool's connections
  const serverPids = servers.map((s) => s.child.pid!);
  const nginxPids = [nginx.pid, ...childrenOf(nginx.pid)];
  const postgresPids = backendsOf(database);
  const sum = (pids: number[]) => pids.reduce((t, pid) => t + cpuSeconds(pid), 0);
  const [s0, n0, p0] = [sum(serverPids), sum(nginxPids), sum(postgresPids)];
  const r = wrk(dir, paths, cookie, SECONDS);
  return { scenario, count, pagesPerSecond: r.requests / r.seconds, p50: r.p50, p99: r.p99, errors: r.errors, serverCpu: sum(serverPids) - s0, nginxCpu: sum(nginxPids) - n0, postgresCpu: sum(postgresPids) - p0, wrkCpu: r.wrkCpu, seconds: r.seconds };
}

/** Checks across the processes; each line says what was seen (✓ or ✗). */
async function checkAcrossProcesses(url: string, servers: { port: number }[], nginx: TestNginx, smtp: Awaited<ReturnType<typeof startTestSmtp>>) {
  const database = await openDatabase({ url, poolSize: 2 });
  const db = database.db;
  const direct = (port: number, path: string) => fetch(`http://127.0.0.1:${port}${path}`, { headers: { host: "localhost" } }).then((r) => r.text());
  const mark = (ok: boolean) => (ok ? "✓" : "✗");
  const ms = (list: number[]) => list.map((d) => d.toFixed(1)).join(", ");
  try {
    // A colour and a price, changed once: is each process's first request after the commit the
    // new one, and how long after the commit did it answer.
    const companies = new CompanyDirectory(db, 0);
    const spa = (await companies.forHost("localhost"))!;
    for (const port of servers.map((s) => s.port)) await direct(port, "/"); // each has the home kept
    const colour = `#${randomBytes(3).toString("hex")}`;
    const settings = structuredClone(spa.settings) as { themes: { colors: { primary: string } } };
    settings.themes.colors.primary = colour;
    await companies.updateSettings(spa.id, settings);
    const changedAt = performance.now();
    const colourSeen = await Promise.all(
      servers.map(async ({ port }) => {
        let requests = 0;
        while (requests < 1000 && !(requests++, (await direct(port, "/")).includes(colour)));
        return { requests, ms: performance.now() - changedAt };
      }),
    );
    console.log(`  ${mark(colourSeen.every((c) => c.requests === 1))} a colour changed once is on the first home page each of the ${servers.length} processes draws after the commit (kept pages included): requests needed ${colourSeen.map((c) => c.requests).join(", ")}; answered ${ms(colourSeen.map((c) => c.ms))} ms after the commit`);

    const [article] = await db.select().from(articles).where(eq(articles.companyId, spa.id)).limit(1);
    const priceOf = (port: number) => fetch(`http://127.0.0.1:${port}/api/articles/${article!.id}`, { headers: { company: spa.token } }).then((r) => r.json() as Promise<{ article: { prices: number } }>);
    // one request's own time, unchanged, for comparison: the delay below is the next request
    const oneRequest = await Promise.all(
      servers.map(async ({ port }) => {
        const t0 = performance.now();
        await priceOf(port);
        return performance.now() - t0;
      }),
    );
    const newPrice = article!.price + 100;
    await db.update(articles).set({ price: newPrice }).where(eq(articles.id, article!.id));
    const priceAt = performance.now();
    const priceSeen = await Promise.all(
      servers.map(async ({ port }) => {
        let requests = 0;
        while (requests < 1000 && (requests++, (await priceOf(port)).article.prices !== newPrice));
        return { requests, ms: performance.now() - priceAt };
      }),
    );
    console.log(`  ${mark(priceSeen.every((c) => c.requests === 1))} a price changed once is each process's answer at its first request after the commit: requests needed ${priceSeen.map((c) => c.requests).join(", ")}; answered ${ms(priceSeen.map((c) => c.ms))} ms after the commit (one such request takes ${ms(oneRequest)} ms unchanged)`);

    // A session signed in through the proxy works on every process; so does its cart.
    const json = { company: spa.token, "content-type": "application/json" };
    const login = await nginx.request("/api/users/login", { method: "POST", headers: json, body: JSON.stringify({ email: "client@demo.example", password: "demo-vitrine" }) });
    const { token, user } = (await login.json()) as { token: string; user: { id: number } };
    const auth = { ...json, authorization: `Bearer ${token}` };
    const everyProcess = await Promise.all(servers.map(({ port }) => fetch(`http://127.0.0.1:${port}/api/users/me`, { headers: auth }).then((r) => r.status)));
    const cart = (await (await nginx.request("/api/carts-tracking", { method: "POST", headers: auth, body: JSON.stringify({ type: "booking", shopId: "ab-1001", items: [{ id: 3 }], customer: user.id }) })).json()) as { data: number };
    const carts = await Promise.all(servers.map(({ port }) => fetch(`http://127.0.0.1:${port}/api/carts-tracking?type=booking&customerId=${user.id}`, { headers: auth }).then((r) => r.json() as Promise<{ id: number }[]>)));
    const sessionOk = everyProcess.every((s) => s === 200) && carts.every((list) => list.some((c) => c.id === cart.data));
    console.log(`  ${mark(sessionOk)} a session and a cart made through the proxy: /api/users/me ${everyProcess.join(" ")} and the cart listed on each process`);

    // Wrong gift voucher codes through the proxy (the same visitor's address): the 11th is refused.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await nginx.request(`/api/gifts/check/${generateVoucherCode((n) => randomBytes(n))}`, { headers: { company: spa.token } })).status);
    const limitOk = statuses.slice(0, 10).every((s) => s === 404) && statuses.slice(10).every((s) => s === 429);
    console.log(`  ${mark(limitOk)} the gift voucher guessing limit counts across processes (round-robin through the proxy): ${statuses.join(" ")}`);

    // 100 mails queued in their own commits (each wakes every worker): each arrives once.
    const MAILS = 100;
    const tag = randomBytes(4).toString("hex");
    const queuedAt = performance.now();
    for (let i = 0; i < MAILS; i++) await queueMail({ db, companyId: spa.id }, { to: `once-${tag}-${i}@bench.example`, subject: "Une fois", text: "Bonjour", html: "<p>Bonjour</p>", fromName: "Bench" });
    const ours = () => smtp.inbox.filter((m) => m.to.startsWith(`once-${tag}-`));
    const unsent = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(and(like(outbox.recipient, `once-${tag}-%`), sql`${outbox.sentAt} is null`)))[0]!.n;
    while ((ours().length < MAILS || (await unsent()) > 0) && performance.now() - queuedAt < 60_000) await new Promise((r) => setTimeout(r, 50));
    const allIn = performance.now() - queuedAt;
    await new Promise((r) => setTimeout(r, 6_000)); // a worker's poll and more: a second send would be here by now
    const received = ours().map((m) => m.to);
    const [tries] = await db.select({ max: sql<number>`max(attempts)::int` }).from(outbox).where(like(outbox.recipient, `once-${tag}-%`));
    console.log(`  ${mark(received.length === MAILS && new Set(received).size === MAILS && tries!.max === 1)} ${MAILS} mails queued one commit each: ${received.length} received, ${new Set(received).size} distinct, each tried ${tries!.max} time(s) at most, all in ${(allIn / 1000).toFixed(1)} s`);

    // 200 one-off jobs due now (reminders of bookings that are gone: each run is a no-op that
    // marks it done) taken by the processes' own workers, polling every 5 s. Each take (the
    // worker's claim) is counted by a trigger of the bench's own on this throw-away database.
    const JOBS = 200;
    await db.execute(sql.raw(`create table if not exists bench_job_takes (job_id int not null, claimed_by text)`));
    await db.execute(sql.raw(`create or replace function bench_count_take() returns trigger language plpgsql as $$ begin
      if new.claim is not null and new.claim is distinct from old.claim and new.key like 'bench-%' then insert into bench_job_takes values (new.id, new.claimed_by); end if;
      return new; end $$`));
    await db.execute(sql.raw(`create or replace trigger bench_count_take after update on jobs for each row execute function bench_count_take()`));
    try {
      const now = new Date();
      for (let i = 0; i < JOBS; i++) await scheduleJob(db, { name: REMINDER_JOB, key: `bench-${tag}-${i}`, dueAt: now, companyId: spa.id, payload: { orderId: -1 - i, start: now.toISOString() } });
      const pending = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(and(like(jobs.key, `bench-${tag}-%`), sql`${jobs.doneAt} is null`)))[0]!.n;
      const jobsAt = performance.now();
      while ((await pending()) > 0 && performance.now() - jobsAt < 60_000) await new Promise((r) => setTimeout(r, 100));
      const allDone = performance.now() - jobsAt;
      await new Promise((r) => setTimeout(r, 6_000)); // another poll of every worker: a second take would be counted by now
      const [ran] = (await db.execute(sql`
        select count(*) filter (where j.done_at is not null)::int as done,
          count(*) filter (where (select count(*) from bench_job_takes t where t.job_id = j.id) = 1)::int as once,
          (select count(distinct t.claimed_by) from bench_job_takes t join jobs k on k.id = t.job_id where k.key like ${`bench-${tag}-%`})::int as by
        from jobs j where j.key like ${`bench-${tag}-%`}`)) as unknown as { done: number; once: number; by: number }[];
      console.log(`  ${mark(ran!.done === JOBS && ran!.once === JOBS)} ${JOBS} one-off jobs due at once: ${ran!.done} done in ${(allDone / 1000).toFixed(1)} s, ${ran!.once} taken exactly once, by ${ran!.by} of the ${servers.length} processes' workers`);
    } finally {
      await db.execute(sql.raw(`drop trigger if exists bench_count_take on jobs`));
      await db.execute(sql.raw(`drop function if exists bench_count_take()`));
      await db.execute(sql.raw(`drop table if exists bench_job_takes`));
    }
  } finally {
    await database.close();
  }
}

export async function benchScale() {
  need("nginx", "nginx-light");
  need("wrk", "wrk");
  need("openssl", "openssl");
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error("bench scale needs BENCH_DATABASE_URL: a throw-away PostgreSQL database (its schema is reset)");
    process.exit(1);
  }
  const dir = mkdtempSync(join(tmpdir(), "vitrine-scale-"));
  const smtp = await startTestSmtp();
  await resetPostgres(url);
  const seeding = await openDatabase({ url });
  await seedDemo(seeding.db);
  await seeding.close();

  const cores = availableParallelism();
  const loadBefore = readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  const rows: Row[] = [];
  try {
    for (const count of COUNTS) {
      const servers = await startServers(count, url, smtp.url);
      const nginx = await startNginx({ port: PROXY_PORT, upstreams: servers.map((s) => s.port) });
      try {
        const service = await aServicePage(servers[0]!.port);
        const pages = ["/", "/services", service];
        const login = await nginx.request("/api/users/login", { method: "POST", headers: { company: "demo-spa-lumiere", "content-type": "application/json" }, body: JSON.stringify({ email: "client@demo.example", password: "demo-vitrine" }) });
        const { token } = (await login.json()) as { token: string };
        const database = new URL(url).pathname.slice(1);
        rows.push(await measure(dir, database, "kept pages (visitors without a session)", count, servers, nginx, pages, null));
        rows.push(await measure(dir, database, "drawn pages (a signed-in customer)", count, servers, nginx, pages, `auth=${token}`));
        if (count === COUNTS.at(-1)) {
          console.log(`\nacross ${count} processes behind nginx:`);
          await checkAcrossProcesses(url, servers, nginx, smtp);
        }
      } finally {
        await nginx.stop();
        await Promise.all(servers.map((s) => stopChild(s.child)));
      }
    }
  } finally {
    await smtp.close();
    rmSync(dir, { recursive: true, force: true });
  }

  console.log(`\nscale: N production processes on one PostgreSQL behind nginx (TLS, 1 worker), wrk -t1 -c${CONNECTIONS}, ${SECONDS} s each, the home, /services and a service page in turn.`);
  console.log(`This machine has ${cores} cores, shared by the server processes, PostgreSQL, nginx and wrk (and whatever else runs here): past ${cores} processes, more processes cannot mean more cores.`);
  console.log(`Load average (1, 5, 15 min) before: ${loadBefore}; after: ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")} (above ${cores}, other work had the cores too: read 'server CPU (cores)' for what the servers got).`);
  console.log(`  ${"scenario".padEnd(42)} procs   pages/s  p50 ms  p99 ms  errors   server CPU (cores)   PostgreSQL CPU   nginx CPU   wrk CPU   pages/s per server core   × one process`);
  for (const r of rows) {
    const cores = r.serverCpu / r.seconds;
    const one = rows.find((o) => o.scenario === r.scenario && o.count === COUNTS[0])!;
    console.log(
      `  ${r.scenario.padEnd(42)} ${String(r.count).padStart(5)} ${r.pagesPerSecond.toFixed(0).padStart(9)} ${r.p50.toFixed(1).padStart(7)} ${r.p99.toFixed(1).padStart(7)} ${String(r.errors).padStart(7)}   ${r.serverCpu.toFixed(1).padStart(6)} s (${cores.toFixed(2)})   ${r.postgresCpu.toFixed(1).padStart(10)} s   ${r.nginxCpu.toFixed(1).padStart(7)} s  ${r.wrkCpu.toFixed(1).padStart(6)} s   ${(r.pagesPerSecond / cores).toFixed(0).padStart(8)}   ${(one.pagesPerSecond > 0 ? (r.pagesPerSecond / one.pagesPerSecond).toFixed(2) : "—").padStart(20)}`,
    );
  }

  // The backup of this database, with a busy spa's year and a media library added (bench/backup.ts).
  const mediaDir = mkdtempSync(join(tmpdir(), "vitrine-scale-media-"));
  try {
    await seedForBackup(url, mediaDir);
    await timeBackupAndRestore(url, mediaDir);
  } finally {
    rmSync(mediaDir, { recursive: true, force: true });
  }
}
