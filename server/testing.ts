// Test support: the Hono app in-process on a fresh database with the demo businesses.
// PGlite in memory by default; with DATABASE_URL, that PostgreSQL made again first (each test
// worker on a database of its own: server/test-database.ts). Both start from the run's template
// (server/test-template.ts), migrated and seeded once.
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import postgres from "postgres";
import { checkAnswer } from "./api/contract-check";
import { createApp } from "./app";
import { AgendaEvents } from "./agenda/events";
import { openDatabase, type Database } from "./db";
import { seedDemo } from "./db/seed";
import { spa, solo } from "./db/demo";
import { readEnv, type Env } from "./env";
import { createTransports } from "./notify/transports";
import { createOutboxWorker } from "./notify/worker";
import { smsContext } from "./notify/sms-context";
import { sweepPayments } from "./payments/sweep";
import { createInstallationWorker } from "./jobs/installation";
import { createPaymentProviders } from "./payments";
import { endpointsFromEnv } from "./payments/endpoints";
import { CompanyDirectory } from "./tenancy/companies";

export async function resetPostgres(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe("drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;");
  } finally {
    await sql.end();
  }
}

export interface TestServer {
  database: Database;
  companies: CompanyDirectory;
  app: ReturnType<typeof createApp>;
  config: Env;
  /** a request to the app as the spa's (default) or another company's client */
  api(path: string, init?: RequestInit & { company?: string | null; lang?: string }): Promise<Response>;
  /** sends what the outbox holds (the worker does not run by itself in API tests: nothing to wait for) */
  deliver(): Promise<void>;
  /** one pass of the payment sweep at `now` (it does not run by itself in API tests either) */
  sweep(now: Date): ReturnType<typeof sweepPayments>;
  /** a job worker of this server (server/jobs/installation.ts) whose rounds run at `clock()`; `by` names it */
  jobWorker(clock: () => Date, by?: string): ReturnType<typeof createInstallationWorker>;
  /** the time the API handles the next requests at (every area is given it); null: the system clock */
  setNow(at: Date | null): void;
  /** the time the API handles requests at now (what a token issued by a test must be valid at) */
  now(): Date;
  close(): Promise<void>;
}

export const SPA = spa.token;
export const SOLO = solo.token;

/**
 * The configuration of a test: the defaults plus what the test sets (e.g. `SMTP_URL` of a local
 * SMTP server). Never read from process.env, so one test's settings cannot leak into another.
 */
export const testConfig = (env: Record<string, string> = {}): Env => readEnv(env);

/**
 * The worker's PostgreSQL database made again as a copy of a template (server/test-template.ts),
 * from the database DATABASE_URL named before server/test-database.ts gave each worker its own.
 */
export async function copyPostgres(url: string, template: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = postgres(process.env.BASE_DATABASE_URL ?? url, { max: 1, onnotice: () => {} });
  try {
    // a process of the file before may still be leaving: its connections go with the database
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
}

export async function startTestServer(opts: { seed?: boolean; env?: Record<string, string> } = {}): Promise<TestServer> {
  const url = process.env.DATABASE_URL;
  const seed = opts.seed !== false;
  // the run's migrated (and seeded) database, copied (server/test-template.ts); absent outside the api
  // project, and outside vitest (the benches start servers too: vitest is imported only under it)
  const templates = process.env.VITEST ? (await import("vitest")).inject("apiTemplates") : undefined;
  const template = templates ? (seed ? templates.seeded : templates.bare) : undefined;
  if (url && template && templates?.kind === "postgres") await copyPostgres(url, template);
  else if (url) await resetPostgres(url);
  const from = !url && template && templates?.kind === "pglite" ? new Blob([readFileSync(template)]) : undefined;
  const database = await openDatabase(url ? { url } : { dataDir: "memory://", from });
  if (seed && !template) await seedDemo(database.db);
  // uploads go to a directory of this server's own, never to the working copy's .data
  const mediaDir = opts.env?.MEDIA_DIR ?? (await mkdtemp(join(tmpdir(), "vitrine-media-")));
  const config = testConfig({ MEDIA_DIR: mediaDir, ...opts.env });
  const companies = new CompanyDirectory(database.db, 0, { publicUrl: config.PUBLIC_URL, port: config.PORT });
  await companies.followChanges(database);
  const log = pino({ level: process.env.TEST_LOG ?? "silent" });
  const payments = createPaymentProviders(endpointsFromEnv(config));
  let fixedNow: Date | null = null;
  const agendaEvents = new AgendaEvents(database);
  const app = createApp({ db: database.db, companies, log, config, payments, clock: () => fixedNow ?? new Date(), agendaEvents });
  const outbox = createOutboxWorker({ db: database.db, transports: createTransports(config, log, smsContext(database.db, companies)), log });
  return {
    database,
    companies,
    app,
    config,
    api(path, init = {}) {
      const { company = SPA, lang, ...rest } = init;
      const headers = new Headers(rest.headers);
      if (company) headers.set("company", company);
      if (lang) headers.set("curlang", lang);
      return Promise.resolve(app.request(path, { ...rest, headers })).then((res) => checkAnswer(rest.method ?? "GET", path, res));
    },
    deliver: () => outbox.drain(),
    sweep: (now) => sweepPayments(database.db, { providers: payments, log }, companies, now),
    jobWorker: (clock, by) => createInstallationWorker(database.db, { payments: { providers: payments, log }, companies }, log, clock, by),
    setNow: (at) => {
      fixedNow = at;
    },
    now: () => fixedNow ?? new Date(),
    close: async () => {
      await agendaEvents.close();
      await companies.close();
      await database.close();
      if (!opts.env?.MEDIA_DIR) await rm(mediaDir, { recursive: true, force: true });
    },
  };
}
