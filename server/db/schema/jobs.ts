// Work the installation does on a schedule (the payment sweep), whichever process does it: one row
// per job says when its next turn is due, and the one process whose update moves it takes the turn
// (server/jobs/turns.ts). Not a tenant's data: one row per job for every business.
import { pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns";

export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  /** the next turn may be taken from this instant */
  dueAt: instant("due_at").notNull(),
  /** when the last turn was taken, and by which process (host and pid, for the operator) */
  startedAt: instant("started_at"),
  startedBy: text("started_by"),
});
