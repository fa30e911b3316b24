// A scheduled job runs once per turn however many processes run it (decision 206): each process
// asks on its own timer, and one UPDATE moves the job's next turn forward for exactly one of them;
// the others find it already moved and wait for the next. A process that dies mid-turn simply
// leaves the next one to whoever asks first, so every job keeps running while one process lives.
import { hostname } from "node:os";
import { and, eq, lte } from "drizzle-orm";
import type { Db } from "../db";
import { scheduledJobs } from "../db/schema";

const me = `${hostname()}:${process.pid}`;

/** True when this caller takes the turn of `job` due at `now` (the next one then falls `everySeconds` later). */
export async function takeTurn(db: Db, job: string, everySeconds: number, now: Date, by = me): Promise<boolean> {
  await db.insert(scheduledJobs).values({ name: job, dueAt: now }).onConflictDoNothing();
  const taken = await db
    .update(scheduledJobs)
    .set({ dueAt: new Date(now.getTime() + everySeconds * 1000), startedAt: now, startedBy: by })
    .where(and(eq(scheduledJobs.name, job), lte(scheduledJobs.dueAt, now)))
    .returning({ name: scheduledJobs.name });
  return taken.length === 1;
}
