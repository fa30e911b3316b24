// Jobs due at a time (decision 252): 'do this at that instant', once, whichever of the processes on
// one database does it. A job is a row of `jobs`; a worker takes the due ones with one UPDATE of
// rows locked with SKIP LOCKED, which makes them its own for a lease (the outbox's way, decision
// 080), runs each job's handler, then marks it done (a one-off) or moves it to its next turn (a
// recurring job). A handler marked `atomic` runs in one transaction with that mark: what it writes
// (a reminder's messages) exists if and only if the job is done, so a crash mid-run or a worker
// whose lease ran out leaves nothing behind and the job is run again, once.
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { nextAttemptDelay } from "../../domain/retry";
import type { Db } from "../db";
import { jobs } from "../db/schema";
import { systemClock } from "../clock";

export type Job = typeof jobs.$inferSelect;

/** What a run says: done (with a line for the operator), or to be run again at `later` (a reminder due at night). */
export type JobOutcome = { result?: string } | { later: Date; result?: string };

export interface JobHandler<C = unknown> {
  /**
   * What the run needs that is read elsewhere than through `db` (a business from the cached
   * directory), read before an atomic run's transaction: the embedded database has one
   * connection, which the transaction holds.
   */
  prepare?(job: Job): Promise<C>;
  /** runs `job` at `now`; throws to be tried again with back-off */
  run(db: Db, job: Job, now: Date, prepared: C): Promise<JobOutcome | void>;
  /** run in one transaction with marking the job done (a run that writes what must exist once) */
  atomic?: boolean;
}

export type JobHandlers = Record<string, JobHandler<any>>;

/** How long a taken job is its worker's alone: longer than any run lasts. */
export const JOB_LEASE_MS = 5 * 60_000;
/** How often a worker looks for due jobs. */
export const JOB_POLL_MS = 5_000;

const me = `${hostname()}:${process.pid}`;

/** A one-off job (or its new due time, while it has not run): `key` names it, so scheduling it twice is once. */
export async function scheduleJob(db: Pick<Db, "insert">, job: { name: string; key: string; dueAt: Date; companyId?: number | null; payload?: Record<string, unknown> }) {
  await db
    .insert(jobs)
    .values({ name: job.name, key: job.key, dueAt: job.dueAt, companyId: job.companyId ?? null, payload: job.payload ?? {} })
    .onConflictDoUpdate({
      target: [jobs.name, jobs.key],
      set: { dueAt: job.dueAt, payload: job.payload ?? {} },
      // a job done, given up or being run keeps what it has
      setWhere: sql`${jobs.doneAt} is null and ${jobs.failedAt} is null and ${jobs.claim} is null`,
    });
}

/** The installation's recurring jobs, written once (their period updated): the first turn is due at once. */
export async function ensureRecurring(db: Db, recurring: Record<string, number>, now: Date) {
  for (const [name, everySeconds] of Object.entries(recurring)) {
    await db
      .insert(jobs)
      .values({ name, key: "", dueAt: now, everySeconds })
      .onConflictDoUpdate({ target: [jobs.name, jobs.key], set: { everySeconds } });
  }
}

class LeaseLost extends Error {}

export interface JobWorkerOptions {
  db: Db;
  handlers: JobHandlers;
  log: Logger;
  /** injected in tests: the instant a round runs at */
  now?: () => Date;
  batch?: number;
  /** names this worker in `claimed_by` (host:pid by default) */
  by?: string;
}

export function createJobWorker({ db, handlers, log, now = systemClock, batch = 10, by = me }: JobWorkerOptions) {
  const names = Object.keys(handlers);

  /** Takes up to `batch` due jobs for this worker: one statement, so two workers never take the same. */
  async function take(at: Date): Promise<{ claim: string; taken: Job[] }> {
    const claim = randomUUID();
    const due = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(isNull(jobs.doneAt), isNull(jobs.failedAt), lte(jobs.dueAt, at), inArray(jobs.name, names), or(isNull(jobs.claimedUntil), lt(jobs.claimedUntil, at))))
      .orderBy(asc(jobs.dueAt), asc(jobs.id))
      .limit(batch)
      .for("update", { skipLocked: true });
    const taken = await db
      .update(jobs)
      .set({ claim, claimedUntil: new Date(at.getTime() + JOB_LEASE_MS), claimedBy: by, attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning();
    return { claim, taken: taken.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.id - b.id) };
  }

  /** The row's next state after a run that ended with `outcome` at `at`. */
  function after(job: Job, at: Date, outcome: JobOutcome | void) {
    const base = { claim: null, claimedUntil: null, attempts: 0, lastRunAt: at, lastError: null, lastResult: outcome?.result ?? null };
    if (outcome && "later" in outcome) return { ...base, dueAt: outcome.later };
    if (job.everySeconds !== null) return { ...base, dueAt: new Date(at.getTime() + job.everySeconds * 1000) };
    return { ...base, doneAt: at };
  }

  async function runJob(job: Job, claim: string, at: Date): Promise<boolean> {
    const handler = handlers[job.name]!;
    const mine = and(eq(jobs.id, job.id), eq(jobs.claim, claim));
    try {
      const prepared = handler.prepare ? await handler.prepare(job) : undefined;
      if (handler.atomic) {
        await db.transaction(async (tx) => {
          const outcome = await handler.run(tx as unknown as Db, job, at, prepared);
          const marked = await tx.update(jobs).set(after(job, at, outcome)).where(mine).returning({ id: jobs.id });
          // another worker took it after this one's lease ran out: this run's writes are undone
          if (marked.length === 0) throw new LeaseLost(`job ${job.id} taken by another worker`);
        });
      } else {
        const outcome = await handler.run(db, job, at, prepared);
        await db.update(jobs).set(after(job, at, outcome)).where(mine);
      }
      return true;
    } catch (err) {
      if (err instanceof LeaseLost) {
        log.warn({ job: job.name, id: job.id }, "job's lease ran out: left to the worker that took it");
        return false;
      }
      const lastError = String((err as Error).message ?? err).slice(0, 1000);
      // a recurring job waits for its next turn; a one-off is tried again with back-off, then given up
      const delay = job.everySeconds !== null ? job.everySeconds * 1000 : nextAttemptDelay(job.attempts);
      await db
        .update(jobs)
        .set(delay === null ? { claim: null, claimedUntil: null, lastRunAt: at, lastError, failedAt: at } : { claim: null, claimedUntil: null, lastRunAt: at, lastError, dueAt: new Date(at.getTime() + delay) })
        .where(mine);
      log.error({ job: job.name, key: job.key, id: job.id, attempts: job.attempts, err }, delay === null ? "job given up" : "job failed, will run again");
      return false;
    }
  }

  /** One round at the worker's clock: takes what is due and runs it; answers how many were taken. */
  async function runOnce(): Promise<number> {
    const at = now();
    const { claim, taken } = await take(at);
    for (const job of taken) await runJob(job, claim, at);
    return taken.length;
  }

  /** Rounds until nothing is due (what tests call instead of waiting). */
  async function drain(): Promise<void> {
    while ((await runOnce()) > 0);
  }

  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    if (running) return;
    running = drain()
      .catch((err) => log.error({ err }, "jobs round failed"))
      .finally(() => (running = null));
  };
  return {
    runOnce,
    drain,
    /** Runs what is due now, then every JOB_POLL_MS. */
    start() {
      timer = setInterval(tick, JOB_POLL_MS);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type JobWorker = ReturnType<typeof createJobWorker>;
