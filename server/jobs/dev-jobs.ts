// /dev/jobs: every job not done yet — due, late, being run, given up — and the last ones done,
// the one place to look when something scheduled did not happen. Mounted with /dev/outbox, on a
// demo or under `npm run dev` only (server/app.ts).
import { asc, desc, isNotNull, isNull, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../db";
import { jobs } from "../db/schema";
import type { Job } from "./queue";
import type { Clock } from "../clock";

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** Where a job stands at `now`: late when due more than a minute ago and nobody runs it. */
export function jobState(job: Job, now: Date): "done" | "given up" | "running" | "late" | "due" {
  if (job.doneAt) return "done";
  if (job.failedAt) return "given up";
  if (job.claimedUntil && job.claimedUntil > now) return "running";
  return job.dueAt.getTime() < now.getTime() - 60_000 ? "late" : "due";
}

export async function jobsOverview(db: Db, now: Date) {
  const open = await db.select().from(jobs).where(isNull(jobs.doneAt)).orderBy(asc(jobs.dueAt)).limit(200);
  const done = await db.select().from(jobs).where(isNotNull(jobs.doneAt)).orderBy(desc(jobs.doneAt)).limit(30);
  const [late] = await db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(sql`${jobs.doneAt} is null and ${jobs.failedAt} is null and ${jobs.dueAt} < ${new Date(now.getTime() - 60_000)} and (${jobs.claimedUntil} is null or ${jobs.claimedUntil} < ${now})`);
  return { late: late?.n ?? 0, open: open.map((j) => ({ ...j, state: jobState(j, now) })), done: done.map((j) => ({ ...j, state: jobState(j, now) })) };
}

export function devJobsRoutes(db: Db, clock: Clock) {
  return new Hono()
    .get("/jobs.json", async (c) => c.json(await jobsOverview(db, clock())))
    .get("/jobs", async (c) => {
      const { late, open, done } = await jobsOverview(db, clock());
      const row = (j: Job & { state: string }) =>
        `<tr><td>${esc(j.state)}</td><td>${esc(j.name)}</td><td>${esc(j.key)}</td><td>${j.companyId ?? ""}</td><td>${j.dueAt.toISOString()}</td><td>${j.everySeconds ? `${j.everySeconds} s` : ""}</td><td>${esc(j.claimedBy ?? "")}</td><td>${esc(j.lastError ?? j.lastResult ?? "")}</td></tr>`;
      const table = (rows: (Job & { state: string })[]) =>
        `<table style="border-collapse:collapse;width:100%;font-size:14px"><thead><tr><th scope="col">state</th><th scope="col">job</th><th scope="col">key</th><th scope="col">company</th><th scope="col">due</th><th scope="col">every</th><th scope="col">last taken by</th><th scope="col">last result</th></tr></thead><tbody>${rows.map(row).join("")}</tbody></table>`;
      c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
      return c.html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Jobs</title><style>td,th{border-bottom:1px solid #ddd;padding:4px 6px;text-align:left;vertical-align:top}</style></head><body style="font-family:sans-serif;max-width:1200px;margin:auto;padding:16px;overflow-wrap:anywhere"><h1>Jobs (development)</h1><p>${late} late. Messages: <a href="/dev/outbox">/dev/outbox</a>.</p><h2>To come</h2>${table(open)}<h2>Done lately</h2>${table(done)}</body></html>`,
      );
    });
}
