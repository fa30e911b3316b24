// Work done at a given time, whichever process does it (decision 252): one row per job in `jobs`.
// A recurring job (the hold expiry, every 30 s) is one row moved forward after each run; a
// one-off job (a booking's reminder) is a row marked done. Workers take due rows with SKIP LOCKED
// under a lease (server/jobs/queue.ts), so each is run by one process at a time and a crashed
// run is taken again. `scheduled_jobs` is the former table of decision 206, no longer written:
// kept for the processes of the previous version during an upgrade, dropped by a later migration.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, instant } from "./columns";

export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  dueAt: instant("due_at").notNull(),
  startedAt: instant("started_at"),
  startedBy: text("started_by"),
});

export const jobs = pgTable(
  "jobs",
  {
    id: id(),
    /** what to do: a handler's name ('holds.expire', 'reminder') */
    name: text("name").notNull(),
    /** which one: '' for the installation's recurring jobs, the order and its time for a reminder */
    key: text("key").notNull().default(""),
    /** the business it is for; null for the installation's own work */
    companyId: integer("company_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** not run before this instant */
    dueAt: instant("due_at").notNull(),
    /** a recurring job's period; null for a one-off */
    everySeconds: integer("every_seconds"),
    /** tries of the current run, counted when a worker takes it */
    attempts: integer("attempts").notNull().default(0),
    /** the worker running it now, and until when no other may take it (host:pid in `claimedBy`) */
    claim: uuid("claim"),
    claimedUntil: instant("claimed_until"),
    claimedBy: text("claimed_by"),
    lastRunAt: instant("last_run_at"),
    /** what the last run said (counts, or why nothing was sent) */
    lastResult: text("last_result"),
    lastError: text("last_error"),
    /** a one-off job done, or given up */
    doneAt: instant("done_at"),
    failedAt: instant("failed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("jobs_name_key_idx").on(t.name, t.key),
    index("jobs_due_idx")
      .on(t.dueAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);
