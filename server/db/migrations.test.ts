// Migrations on PostgreSQL with several processes (decision 208). Four processes starting at once
// on an empty database apply each migration once (the advisory lock: without it they collide on
// the same CREATEs). And a rollout loses no booking: the previous version (the code before the
// newest migration, read from git) runs and books while the new version migrates the database
// under it, then goes on booking on the migrated schema. Every migration from 0022 on is written
// expand-then-contract: nothing an older version still reads or writes is dropped, renamed or
// made stricter in the same release (the rule: docs/deploy.md, 'Upgrades and rollback').
import { execSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { and, eq, inArray } from "drizzle-orm";
import postgres from "postgres";
import { afterAll, describe, expect, it } from "vitest";
import { migrationsFolder, openDatabase } from "./index";
import { appointments as appointmentRows } from "./schema";
import { resetPostgres } from "../testing";

const url = process.env.DATABASE_URL;
type Journal = { entries: { tag: string; when: number }[] };
const journal = () => JSON.parse(readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8")) as Journal;

/** Statements that break the version still running during a rollout, unless marked as the contract step. */
const CONTRACTING = /\b(drop\s+(column|table|type)|rename\s+(column|to)|set\s+not\s+null|(set\s+data\s+)?type\s+\w+.*using|alter\s+column\s+"?\w+"?\s+type)\b/i;
/** Migrations written before the rule; never edited again. */
const BEFORE_THE_RULE = 22;

describe("migrations are written expand-then-contract", () => {
  it("no migration from 0022 on drops, renames or tightens what the previous version uses, unless marked '-- contract:'", () => {
    const offending = journal()
      .entries.filter((e) => Number(e.tag.slice(0, 4)) >= BEFORE_THE_RULE)
      .flatMap((e) =>
        readFileSync(join(migrationsFolder, `${e.tag}.sql`), "utf8")
          .split("--> statement-breakpoint")
          .filter((stmt) => CONTRACTING.test(stmt) && !/^\s*--\s*contract:/m.test(stmt))
          .map((stmt) => `${e.tag}: ${stmt.trim().slice(0, 120)}`),
      );
    expect(offending).toEqual([]);
  });
});

describe.skipIf(!url)("migrations with several processes on PostgreSQL", () => {
  const cleanup: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  it("four processes starting at once on an empty database apply each migration once", { timeout: 120_000 }, async () => {
    await resetPostgres(url!);
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ["--import", "tsx", "server/test-process.ts", "migrate"], { env: { ...process.env, LOG_LEVEL: "warn" }, stdio: ["ignore", "pipe", "pipe"] });
        let out = "";
        child.stdout!.on("data", (c: Buffer) => (out += c));
        child.stderr!.on("data", (c: Buffer) => (out += c));
        child.once("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${out.slice(0, 500)}`))));
      });
    const outs = await Promise.all([run(), run(), run(), run()]);
    for (const out of outs) expect(out).toContain('{"migrated":true}');
    const sql = postgres(url!, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<{ created_at: string }[]>`select created_at from drizzle.__drizzle_migrations order by id`;
      expect(rows.map((r) => Number(r.created_at))).toEqual(journal().entries.map((e) => e.when));
    } finally {
      await sql.end();
    }
  });

  it("loses no booking while the new version migrates under the previous one", { timeout: 120_000 }, async () => {
    // The previous version: the newest commit whose migrations are exactly these but the newest.
    // Read from the journals, not from the commit that added the file: a branch that renumbered its
    // migration while merging (and came in fast-forward) has older commits with it under another name.
    const tags = journal().entries.map((e) => e.tag);
    const newest = tags.at(-1)!;
    const before = JSON.stringify(tags.slice(0, -1));
    const journalPath = "server/db/migrations/meta/_journal.json";
    const previous = execSync(`git log --format=%H -n 300 -- ${journalPath}`, { encoding: "utf8" })
      .split("\n")
      .filter(Boolean)
      .find((commit) => {
        const entries = (JSON.parse(execSync(`git show ${commit}:${journalPath}`, { encoding: "utf8" })) as Journal).entries;
        return JSON.stringify(entries.map((e) => e.tag)) === before;
      });
    expect(previous, `git history is needed to find the version before ${newest}`).toMatch(/^[0-9a-f]{40}$/);
    const dir = mkdtempSync(join(tmpdir(), "vitrine-previous-"));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    execSync(`git archive --format=tar ${previous} | tar -x -C ${dir}`);
    symlinkSync(join(process.cwd(), "node_modules"), join(dir, "node_modules"));
    const previousMigrations = readdirSync(join(dir, "server/db/migrations")).filter((f) => f.endsWith(".sql"));
    expect(previousMigrations).not.toContain(`${newest}.sql`);

    // It starts on an empty database: migrates it to its own schema and seeds the demo.
    await resetPostgres(url!);
    const old = spawn(process.execPath, ["--import", "tsx", "server/notify/test-outbox-process.ts", "serve"], { cwd: dir, env: { ...process.env, LOG_LEVEL: "warn" }, stdio: ["ignore", "pipe", "inherit"] });
    cleanup.push(() => new Promise<void>((resolve) => (old.exitCode !== null ? resolve() : (old.once("exit", () => resolve()), old.kill("SIGTERM")))));
    const { port } = await new Promise<{ port: number }>((resolve, reject) => {
      createInterface({ input: old.stdout! }).once("line", (l) => resolve(JSON.parse(l)));
      old.once("exit", (code) => reject(new Error(`the previous version exited with ${code}`)));
    });
    const api = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}/api${path}`, { ...init, headers: { company: "demo-spa-lumiere", "content-type": "application/json", ...init.headers } });

    const login = await api("/users/login", { method: "POST", body: JSON.stringify({ email: "client@demo.example", password: "demo-vitrine" }) });
    const { token } = (await login.json()) as { token: string };
    const { articles } = (await (await api("/articles?type=1")).json()) as { articles: { id: number; slug: string }[] };
    const service = articles.find((a) => a.slug === "massage-californien")!.id;
    const from = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 34 * 86_400_000).toISOString().slice(0, 10);
    const { appointments } = (await (await api(`/appointments?shopid=ab-1001&serviceid=${service}&start=${from}&end=${to}`)).json()) as { appointments: { data: { slots: { start: string; shopStatus: string; free: { employees: string[] } }[] }[] } };
    // free times spread over the fortnight (one that another booking took meanwhile answers 409)
    const wanted = appointments.data.flatMap((d) => d.slots.filter((s) => s.shopStatus === "open" && s.free.employees.length > 0).map((s) => s.start)).filter((_, i) => i % 6 === 0);
    expect(wanted.length).toBeGreaterThan(20);

    const booked: number[] = [];
    const failures: string[] = [];
    let migrated = false;
    let afterMigration = 0;
    const book = async (start: string) => {
      const res = await api("/appointments", { method: "POST", headers: { authorization: `Bearer ${token}` }, body: JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [service], start } }) });
      if (res.status === 201) {
        const body = (await res.json()) as { order: { id: number } };
        booked.push(body.order.id);
        if (migrated) afterMigration++;
      } else if (res.status !== 409) failures.push(`${res.status} ${await res.text()}`);
    };
    // two customers' worth of bookings at a time, for as long as the rollout lasts
    const queue = [...wanted];
    const booker = async () => {
      while (queue.length && (!migrated || afterMigration < 6)) await book(queue.shift()!);
    };
    const booking = Promise.all([booker(), booker()]);
    await expect.poll(() => booked.length, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(3);
    // The new version starts: it migrates the database while the old one books.
    const current = await openDatabase({ url: url! });
    migrated = true;
    await booking;
    expect(failures).toEqual([]);
    expect(afterMigration).toBeGreaterThanOrEqual(6);
    const rows = await current.db.select({ id: appointmentRows.orderId }).from(appointmentRows).where(and(eq(appointmentRows.status, "active"), inArray(appointmentRows.orderId, booked)));
    expect(new Set(rows.map((r) => r.id))).toEqual(new Set(booked));
    await current.close();
  });
});
