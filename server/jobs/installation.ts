// The jobs of an installation, all through one queue (server/jobs/queue.ts, decision 252): what
// used to be the payment sweep's 30-second pass is now one recurring job per duty, and every
// booking's reminder a one-off job due at its time. `jobs` is the one table to read when
// something is late (/dev/jobs on a demo, the operator's metrics).
import type { Logger } from "pino";
import type { Db } from "../db";
import { deliverDueVouchers } from "../gifts/purchase";
import { awardHonouredBookings } from "../loyalty/earning";
import { expireDormantCards } from "../loyalty/expiry";
import { PAYMENT_KINDS } from "../payments/kinds";
import type { PaymentServices } from "../payments/online";
import { retryDueRefunds } from "../payments/refunds";
import { planReminders, REMINDER_JOB } from "../reminders/plan";
import { reminderCompany, sendReminder } from "../reminders/send";
import type { Company, CompanyDirectory } from "../tenancy/companies";
import { tellWaitingCustomers, waitlistCompany, WAITLIST_JOB } from "../waitlist/freed";
import { createJobWorker, ensureRecurring, type JobHandlers } from "./queue";
import { systemClock } from "../clock";

/** The recurring jobs and their period in seconds. */
export const RECURRING: Record<string, number> = {
  /** held slots, e-shop stock and unpaid vouchers whose time to pay ran out (each payment kind's `expire`) */
  "holds.expire": 30,
  /** refunds the provider could not make, asked again when due */
  "refunds.retry": 30,
  /** honoured bookings earn their points; dormant cards' points expire */
  "loyalty.sweep": 60,
  /** gift vouchers whose delivery day has come, mailed to their recipients */
  "vouchers.deliver": 60,
  /** the reminders of the coming bookings, written as jobs due at their time */
  "reminders.plan": 60,
};

export interface InstallationServices {
  payments: PaymentServices;
  companies: CompanyDirectory;
}

const counted = (what: string, n: number) => ({ result: `${what}: ${n}` });

export function installationJobs({ payments, companies }: InstallationServices): JobHandlers {
  return {
    "holds.expire": {
      async run(db, _job, now) {
        const expired: string[] = [];
        for (const kind of Object.values(PAYMENT_KINDS)) expired.push(`${kind.name} ${await kind.expire(db, now)}`);
        return { result: `expired: ${expired.join(", ")}` };
      },
    },
    "refunds.retry": { run: async (db, _job, now) => counted("refunds asked", await retryDueRefunds(db, payments, companies, now)) },
    "loyalty.sweep": {
      async run(db, _job, now) {
        const awarded = await awardHonouredBookings(db, companies, now);
        const expired = await expireDormantCards(db, companies, now);
        return { result: `points awarded: ${awarded}, cards expired: ${expired}` };
      },
    },
    "vouchers.deliver": { run: async (db, _job, now) => counted("vouchers delivered", await deliverDueVouchers(db, companies, now)) },
    "reminders.plan": { run: async (db, _job, now) => counted("reminders planned", await planReminders(db, companies, now)) },
    // a freed time told to the customers waiting for it (server/waitlist/freed.ts)
    [WAITLIST_JOB]: { atomic: true, prepare: (job) => waitlistCompany(companies, job), run: (db, job, now, company: Company | null) => tellWaitingCustomers(db, company, job, now) },
    [REMINDER_JOB]: { atomic: true, prepare: (job) => reminderCompany(companies, job), run: (db, job, now, company: Company | null) => sendReminder(db, company, job, now) },
  };
}

/** The job worker of a process, its recurring jobs written; `now` injected by tests. */
export function createInstallationWorker(db: Db, services: InstallationServices, log: Logger, now?: () => Date, by?: string) {
  const worker = createJobWorker({ db, handlers: installationJobs(services), log: log.child({ part: "jobs" }), now, by });
  return {
    ...worker,
    /** writes the recurring jobs (first turn due at `at`), then runs every due job every few seconds */
    async start(at = (now ?? systemClock)()) {
      await ensureRecurring(db, RECURRING, at);
      worker.start();
    },
    ensureRecurring: (at: Date) => ensureRecurring(db, RECURRING, at),
  };
}
