// The transactional outbox and its worker: a refused send is tried again later (back-off) and given
// up in the end, two workers at once send each message once, and a process killed after a
// booking's commit but before its mail left does not lose the mail: it is sent after the restart.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_ATTEMPTS } from "../../domain/retry";
import { companyId, nextWeekday, serviceId, signedInCustomer, wallTime } from "../booking/test-support";
import { openDatabase, type Db } from "../db";
import { seedDemo } from "../db/seed";
import { bookingOrders, outbox } from "../db/schema";
import { SPA } from "../testing";
import { useTestServer } from "../use-test-server";
import { queueMail } from "./index";
import { decodeMail, startTestSmtp } from "./test-smtp";
import { createTransports } from "./transports";
import { createOutboxWorker, LEASE_MS } from "./worker";

const server = useTestServer();
const log = pino({ level: "silent" });
const onPostgres = Boolean(process.env.DATABASE_URL);
const smtps: { close(): Promise<void> }[] = [];
afterAll(() => Promise.all(smtps.map((s) => s.close())));

async function smtpServer(opts: Parameters<typeof startTestSmtp>[0] = {}) {
  const smtp = await startTestSmtp(opts);
  smtps.push(smtp);
  return smtp;
}
const transportsTo = (url: string) => createTransports({ SMTP_URL: url, MAIL_FROM: "bonjour@vitrine.test", TWILIO_ACCOUNT_SID: undefined, TWILIO_AUTH_TOKEN: "", TWILIO_URL: "https://api.twilio.com", SMS_FROM: "Vitrine" }, log);
const mail = (to: string) => ({ to, subject: `Pour ${to}`, text: "Bonjour", html: "<p>Bonjour</p>", fromName: "Maison Lumière Spa" });
const rowTo = async (db: Db, to: string) => (await db.select().from(outbox).where(eq(outbox.recipient, to)))[0]!;

/** A process of its own (server/notify/test-outbox-process.ts) and its first line of output. */
function childProcess(mode: "serve" | "drain", env: Record<string, string>): { child: ChildProcess; first: Promise<Record<string, unknown>> } {
  const child = spawn(process.execPath, ["--import", "tsx", "server/notify/test-outbox-process.ts", mode], {
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const first = new Promise<Record<string, unknown>>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", (line) => resolve(JSON.parse(line)));
    child.once("exit", (code) => reject(new Error(`${mode} process exited with ${code}`)));
  });
  return { child, first };
}

describe("the outbox worker", () => {
  it("tries a refused send again after a growing wait, gives up a mailbox refused for good, and sends once", async () => {
    const db = server.database.db;
    const refuse = new Map([["later@example.test", 451], ["never@example.test", 550], ["down@example.test", 421]]);
    const smtp = await smtpServer({ refuse: (to) => refuse.get(to) ?? null });
    const spa = await companyId(db, SPA);
    for (const to of refuse.keys()) await queueMail({ db, companyId: spa }, mail(to));
    let clock = new Date(Date.now() + 1000);
    const worker = createOutboxWorker({ db, transports: transportsTo(smtp.url), log, now: () => clock });

    expect(await worker.runOnce()).toBe(3);
    const later = await rowTo(db, "later@example.test");
    expect(later).toMatchObject({ sentAt: null, failedAt: null, attempts: 1, claim: null });
    expect(later.nextAttemptAt.getTime()).toBe(clock.getTime() + 30_000);
    expect(later.lastError).toMatch(/451/);
    expect(await rowTo(db, "never@example.test")).toMatchObject({ sentAt: null, attempts: 1, failedAt: clock });

    // Not before its time.
    clock = new Date(clock.getTime() + 29_000);
    expect(await worker.runOnce()).toBe(0);
    refuse.delete("later@example.test");
    clock = new Date(clock.getTime() + 1_000);
    expect(await worker.runOnce()).toBe(2);
    expect(await rowTo(db, "later@example.test")).toMatchObject({ sentAt: clock, attempts: 2, lastError: null });
    expect((await rowTo(db, "down@example.test")).nextAttemptAt.getTime()).toBe(clock.getTime() + 60_000);

    // A server down for good: tried MAX_ATTEMPTS times, then given up.
    for (let attempt = 3; attempt <= MAX_ATTEMPTS; attempt++) {
      clock = new Date(clock.getTime() + 60 * 60_000);
      expect(await worker.runOnce()).toBe(1);
    }
    clock = new Date(clock.getTime() + 24 * 60 * 60_000);
    expect(await worker.runOnce()).toBe(0);
    expect(await rowTo(db, "down@example.test")).toMatchObject({ sentAt: null, attempts: MAX_ATTEMPTS, failedAt: expect.any(Date) });
    expect(smtp.inbox.map((m) => m.to)).toEqual(["later@example.test"]);
    expect(decodeMail(smtp.inbox[0]!.raw)).toMatch(/Message-ID: <outbox-\d+@vitrine\.test>/i);
  });

  it(`sends each message exactly once with two workers at once (${onPostgres ? "two processes" : "one process: PGlite has one"})`, async () => {
    const db = server.database.db;
    const smtp = await smtpServer();
    const spa = await companyId(db, SPA);
    const recipients = Array.from({ length: 40 }, (_, i) => `twice-${i}@example.test`);
    for (const to of recipients) await queueMail({ db, companyId: spa }, mail(to));
    if (onPostgres) {
      const env = { DATABASE_URL: process.env.DATABASE_URL!, SMTP_URL: smtp.url };
      const workers = [childProcess("drain", env), childProcess("drain", env)];
      expect(await Promise.all(workers.map((w) => w.first))).toEqual([{ drained: true }, { drained: true }]);
    } else {
      const workers = [0, 1].map(() => createOutboxWorker({ db, transports: transportsTo(smtp.url), log, batch: 3, now: () => new Date(Date.now() + 1000) }));
      await Promise.all(workers.map((w) => w.drain()));
    }
    expect(smtp.inbox.map((m) => m.to).sort()).toEqual([...recipients].sort());
    for (const to of recipients) expect((await rowTo(db, to)).sentAt).not.toBeNull();
  });
});

describe("a crash between the booking's commit and its mail", () => {
  it("loses nothing: the process killed while sending, the mail is sent once after the restart", async () => {
    // The database outlives the process: the test's PostgreSQL, or a PGlite folder reopened after the kill.
    const dataDir = onPostgres ? null : mkdtempSync(join(tmpdir(), "vitrine-outbox-"));
    const open = async () => (dataDir ? await openDatabase({ dataDir }) : server.database);
    let database = await open();
    if (dataDir) await seedDemo(database.db);
    const me = await signedInCustomer(database.db, SPA, { email: "crash@example.test" });
    const massage = await serviceId(database.db, SPA, "massage-californien");
    if (dataDir) await database.close();

    // The SMTP server holds the first connection: the worker is sending when the process dies.
    let sending!: () => void;
    const inFlight = new Promise<void>((resolve) => (sending = resolve));
    let holding = true;
    const smtp = await smtpServer({ onConnect: (accept) => (holding ? sending() : accept()) });
    const { child, first } = childProcess("serve", { ...(dataDir ? { DATA_DIR: dataDir } : { DATABASE_URL: process.env.DATABASE_URL! }), SMTP_URL: smtp.url });
    try {
      const { port } = (await first) as { port: number };
      const start = wallTime(nextWeekday("tuesday"), "10:00");
      const res = await fetch(`http://127.0.0.1:${port}/api/appointments`, {
        method: "POST",
        headers: { "content-type": "application/json", company: SPA, ...me.auth },
        body: JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [massage], start: start.toISOString(), employeeId: null } }),
      });
      expect(res.status).toBe(201);
      const { order } = await res.json();
      await inFlight;
      child.kill("SIGKILL");
      await new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once("exit", resolve)));
      expect(smtp.inbox).toEqual([]);

      // The restart: the booking is there, its mail waits in the outbox, taken by the dead worker.
      holding = false;
      database = await open();
      const [booked] = await database.db.select().from(bookingOrders).where(eq(bookingOrders.id, order.id));
      expect(booked).toMatchObject({ customerId: me.customer.id, status: "confirmed" });
      expect(await rowTo(database.db, "crash@example.test")).toMatchObject({ sentAt: null, attempts: 1 });
      // Once the dead worker's lease is over (time moved forward, not waited for), a new worker sends it.
      const later = () => new Date(Date.now() + LEASE_MS + 1000);
      const restarted = createOutboxWorker({ db: database.db, transports: transportsTo(smtp.url), log, now: later });
      await restarted.drain();
      await restarted.drain();
      expect(smtp.inbox.map((m) => m.to)).toEqual(["crash@example.test"]);
      const raw = decodeMail(smtp.inbox[0]!.raw);
      expect(raw).toMatch(/est confirmé/);
      expect(raw).toContain(`filename=rendez-vous-${order.id}.ics`);
      expect((await rowTo(database.db, "crash@example.test")).sentAt).not.toBeNull();
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      if (dataDir) {
        await database.close().catch(() => {});
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }, 120_000);
});
