// Several server processes on one PostgreSQL (decision 205): what one process changes, another
// shows at its next request; a rate limit counts every process's requests; a session and a cart
// made on one are used on another; each outbox message is sent once and each turn of a recurring
// job is taken once. Four real processes (server/test-process.ts), started together on the test's
// database; then the same behind nginx with the installation's proxy settings (when nginx is
// installed: apt-get install nginx-light), whichever process the proxy chooses.
// PostgreSQL only: the embedded database belongs to one process.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createInterface } from "node:readline";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateVoucherCode } from "../domain/gift-voucher";
import { companyId, serviceId } from "./booking/test-support";
import { articles, jobs, outbox } from "./db/schema";
import { RECURRING } from "./jobs/installation";
import { queueMail } from "./notify";
import { startTestSmtp } from "./notify/test-smtp";
import { hasNginx, startNginx, type TestNginx } from "./test-nginx";
import { SPA } from "./testing";
import { useTestServer } from "./use-test-server";

const onPostgres = Boolean(process.env.DATABASE_URL);
const PROCESSES = 4;
const server = useTestServer();

interface Proc {
  child: ChildProcess;
  port: number;
  pid: number;
  api(path: string, init?: RequestInit & { ip?: string }): Promise<Response>;
}

/** A server process of its own (server/test-process.ts) on the test's database. */
function startProcess(env: Record<string, string>, mode = "serve"): Promise<Proc & { line: Record<string, unknown> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "server/test-process.ts", mode], {
    env: { ...process.env, LOG_LEVEL: "warn", SEED_ON_EMPTY: "false", TRUST_PROXY: "1", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", (text) => {
      const line = JSON.parse(text) as { port: number; pid: number };
      const api = (path: string, init: RequestInit & { ip?: string } = {}) => {
        const headers = new Headers(init.headers);
        if (!headers.has("company")) headers.set("company", SPA);
        // as the reverse proxy does: the visitor's address in X-Forwarded-For (TRUST_PROXY=1)
        headers.set("x-forwarded-for", init.ip ?? "203.0.113.1");
        return fetch(`http://127.0.0.1:${line.port}${path}`, { ...init, headers });
      };
      resolve({ child, port: line.port, pid: line.pid, api, line });
    });
    child.once("exit", (code) => reject(new Error(`the process exited with ${code}`)));
  });
}

const stopProcess = (p: { child: ChildProcess }) =>
  p.child.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => (p.child.once("exit", () => resolve()), p.child.kill("SIGTERM")));

describe.skipIf(!onPostgres)(`${PROCESSES} server processes on one PostgreSQL`, () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let all: Proc[] = [];
  let a: Proc;
  let b: Proc;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    // All start at once on the seeded database (30 s of host cache, as in production).
    all = await Promise.all(Array.from({ length: PROCESSES }, () => startProcess({ DATABASE_URL: process.env.DATABASE_URL!, SMTP_URL: smtp.url, COMPANY_CACHE_SECONDS: "30" })));
    [a, b] = all as [Proc, Proc];
  });
  afterAll(async () => {
    await Promise.all(all.map(stopProcess));
    await smtp?.close();
  });

  it("a price and a colour changed anywhere are what every process answers at its next request", async () => {
    const db = server.database.db;
    const id = await serviceId(db, SPA, "massage-californien");
    const price = async (p: Proc) => ((await (await p.api(`/api/articles/${id}`)).json()) as { article: { prices: number } }).article.prices;
    const colour = async (p: Proc) => ((await (await p.api("/api/companies/me")).json()) as { company: { settings: { themes: { colors: { primary: string } } } } }).company.settings.themes.colors.primary;
    const before = await price(a);
    const primary = await colour(a);
    for (const p of all) expect([await price(p), await colour(p)]).toEqual([before, primary]);

    // written from another connection, as a back office or an operator's SQL would
    await db.update(articles).set({ price: before + 500 }).where(eq(articles.id, id));
    for (const p of all) expect(await price(p)).toBe(before + 500);

    const company = (await server.companies.byTokenOrNull(SPA))!;
    const settings = structuredClone(company.settings) as { themes: { colors: { primary: string } } };
    settings.themes.colors.primary = primary === "#123456" ? "#654321" : "#123456";
    expect((await server.companies.updateSettings(company.id, settings)).ok).toBe(true);
    for (const p of all.toReversed()) expect(await colour(p)).toBe(settings.themes.colors.primary);
  });

  it("counts wrong gift voucher codes from one address across every process", async () => {
    const guess = (p: Proc) => p.api(`/api/gifts/check/${generateVoucherCode((n) => randomBytes(n))}`, { ip: "198.51.100.77" });
    // ten wrong codes, on each process in turn
    for (let i = 0; i < 10; i++) expect((await guess(all[i % PROCESSES]!)).status).toBe(404);
    for (const p of all) expect((await guess(p)).status).toBe(429);
    // another address is not held back
    expect((await a.api(`/api/gifts/check/${generateVoucherCode((n) => randomBytes(n))}`, { ip: "198.51.100.78" })).status).toBe(404);
  });

  it("a session and a cart made on one process are the customer's on every other", async () => {
    const signIn = await a.api("/api/users/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "client@demo.example", password: "demo-vitrine" }) });
    expect(signIn.status).toBe(200);
    const { token, user } = (await signIn.json()) as { token: string; user: { id: number } };
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    for (const p of all) expect(((await (await p.api("/api/users/me", { headers: auth })).json()) as { user: { email: string } }).user.email).toBe("client@demo.example");

    const created = await b.api("/api/carts-tracking", { method: "POST", headers: auth, body: JSON.stringify({ type: "booking", shopId: "ab-1001", items: [{ id: 3 }], customer: user.id }) });
    expect(created.status).toBe(201);
    const { data: cart } = (await created.json()) as { data: number };
    expect((await a.api("/api/carts-tracking", { method: "PUT", headers: auth, body: JSON.stringify({ id: cart, shopId: "ab-1001", items: [{ id: 3 }, { id: 4 }], customer: user.id }) })).status).toBe(200);
    for (const p of all) {
      const list = (await (await p.api(`/api/carts-tracking?type=booking&customerId=${user.id}`, { headers: auth })).json()) as { id: number; items: unknown[] }[];
      expect(list.find((c) => c.id === cart)?.items).toEqual([{ id: 3 }, { id: 4 }]);
    }

    // signed out on one, refused on every other
    expect((await b.api("/api/users/logout", { method: "POST", headers: auth })).status).toBe(204);
    for (const p of all) expect((await p.api("/api/users/me", { headers: auth })).status).toBe(401);
  });

  it("sends each of 40 queued mails once, whichever process's worker takes it", async () => {
    const db = server.database.db;
    const spa = await companyId(db, SPA);
    const to = Array.from({ length: 40 }, (_, i) => `once-${i}@example.test`);
    // queued in small transactions, as bookings do: every commit wakes every worker
    for (const address of to) await queueMail({ db, companyId: spa }, { to: address, subject: "Une fois", text: "Bonjour", html: "<p>Bonjour</p>", fromName: "Maison Lumière Spa" });
    // what the recipients would see: every mail arrived
    await expect.poll(() => smtp.inbox.filter((m) => m.to.startsWith("once-")).length, { timeout: 20_000, interval: 100 }).toBe(40);
    const received = smtp.inbox.filter((m) => m.to.startsWith("once-")).map((m) => m.to);
    expect(new Set(received).size).toBe(40);
    // a row is marked sent just after its mail is accepted: the last one may lag the inbox a moment
    const unsent = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(sql`${outbox.recipient} like 'once-%' and ${outbox.sentAt} is null`))[0]!.n;
    await expect.poll(unsent, { timeout: 20_000, interval: 100 }).toBe(0);
  });

  it("runs each turn of every recurring job once, on one process or another", async () => {
    const start = Date.parse("2031-03-01T10:00:00Z");
    const round = (p: Proc, at: number, first = false) =>
      p.api(`/test/jobs?at=${new Date(at).toISOString()}${first ? "&recurring=1" : ""}`, { method: "POST" }).then((r) => r.json() as Promise<{ pid: number; taken: number }>);
    const names = Object.keys(RECURRING);
    // five turns a minute apart (every recurring job is due at least once a minute), each asked by
    // every worker at the same instant, then by every one again 10 s later (nothing left)
    for (let i = 0; i < 5; i++) {
      const at = start + i * 60_000;
      const together = await Promise.all(all.map((p) => round(p, at, i === 0)));
      expect(together.reduce((n, x) => n + x.taken, 0)).toBe(names.length);
      const later = await Promise.all(all.map((p) => round(p, at + 10_000)));
      expect(later.map((x) => x.taken)).toEqual(all.map(() => 0));
      const rows = await server.database.db.select().from(jobs).where(inArray(jobs.name, names));
      for (const row of rows) {
        expect(row.lastRunAt!.getTime()).toBe(at);
        expect(all.map((p) => `test:${p.pid}`)).toContain(row.claimedBy);
        expect(row.lastError).toBeNull();
      }
    }
    const [hold] = await server.database.db.select().from(jobs).where(eq(jobs.name, "holds.expire"));
    expect(hold!.dueAt.getTime()).toBe(start + 4 * 60_000 + 30_000);
  });

  // The same processes behind nginx as deploy/nginx/vitrine-proxy.conf sets it up (TLS, round
  // robin, keep-alive, TRUST_PROXY=1): a visitor does not choose the process that answers.
  describe.skipIf(!hasNginx())("behind nginx with the installation's proxy settings", () => {
    let proxy: TestNginx;
    const api = (path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown; visitor?: string } = {}) =>
      proxy.request(path, { method: init.method, visitor: init.visitor ?? "203.0.113.50", headers: { company: SPA, "content-type": "application/json", ...init.headers }, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
    const answeredBy = (res: Response) => Number(res.headers.get("x-test-process"));

    beforeAll(async () => {
      const { createServer } = await import("node:net");
      const port = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, "127.0.0.1", () => {
          const { port } = probe.address() as { port: number };
          probe.close(() => resolve(port));
        });
      });
      proxy = await startNginx({ port, upstreams: all.map((p) => p.port) });
    });
    afterAll(() => proxy?.stop());

    it("spreads requests over every process, and a session and a cart work whichever answers", async () => {
      const signIn = await api("/api/users/login", { method: "POST", body: { email: "client@demo.example", password: "demo-vitrine" } });
      expect(signIn.status).toBe(200);
      const { token, user } = (await signIn.json()) as { token: string; user: { id: number } };
      const auth = { authorization: `Bearer ${token}` };
      const created = await api("/api/carts-tracking", { method: "POST", headers: auth, body: { type: "booking", shopId: "ab-1001", items: [{ id: 5 }], customer: user.id } });
      expect(created.status).toBe(201);
      const { data: cart } = (await created.json()) as { data: number };
      expect((await api("/api/carts-tracking", { method: "PUT", headers: auth, body: { id: cart, shopId: "ab-1001", items: [{ id: 5 }, { id: 6 }], customer: user.id } })).status).toBe(200);
      const answered = new Set<number>();
      for (let i = 0; i < 2 * PROCESSES; i++) {
        const me = await api("/api/users/me", { headers: auth });
        expect(((await me.json()) as { user: { email: string } }).user.email).toBe("client@demo.example");
        answered.add(answeredBy(me));
        const list = await api(`/api/carts-tracking?type=booking&customerId=${user.id}`, { headers: auth });
        expect(((await list.json()) as { id: number; items: unknown[] }[]).find((c) => c.id === cart)?.items).toEqual([{ id: 5 }, { id: 6 }]);
        answered.add(answeredBy(list));
      }
      expect([...answered].sort()).toEqual(all.map((p) => p.pid).sort());
    });

    it("counts a visitor's wrong gift voucher codes whichever process answers; another visitor is not held back", async () => {
      const guess = (visitor: string) => api(`/api/gifts/check/${generateVoucherCode((n) => randomBytes(n))}`, { visitor });
      const answered = new Set<number>();
      for (let i = 0; i < 10; i++) {
        const res = await guess("198.51.100.90");
        expect(res.status).toBe(404);
        answered.add(answeredBy(res));
      }
      expect(answered.size).toBe(PROCESSES);
      for (let i = 0; i < PROCESSES; i++) expect((await guess("198.51.100.90")).status).toBe(429);
      expect((await guess("198.51.100.91")).status).toBe(404);
    });

    it("a price changed once is the next answer through the proxy, whichever process gives it", async () => {
      const db = server.database.db;
      const id = await serviceId(db, SPA, "massage-californien");
      const price = async () => {
        const res = await api(`/api/articles/${id}`);
        return [answeredBy(res), ((await res.json()) as { article: { prices: number } }).article.prices] as const;
      };
      const before = [];
      for (let i = 0; i < PROCESSES; i++) before.push(await price());
      const [[, was]] = before as [readonly [number, number]];
      expect(before.map(([, p]) => p)).toEqual(all.map(() => was));
      await db.update(articles).set({ price: was + 700 }).where(eq(articles.id, id));
      const after = [];
      for (let i = 0; i < PROCESSES; i++) after.push(await price());
      expect(after.map(([, p]) => p)).toEqual(all.map(() => was + 700));
      expect(new Set(after.map(([pid]) => pid)).size).toBe(PROCESSES);
    });
  });
});
