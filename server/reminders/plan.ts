// Every minute, the reminders of the bookings coming up are written as jobs due at their time
// (domain/reminders.ts): one job per booking and start, so a booking moved to another time gets a
// reminder for its new time, and the job list shows every reminder due (decision 253).
import { and, eq, gt, inArray, lte, min } from "drizzle-orm";
import { reminderTime } from "../../domain/reminders";
import type { Db } from "../db";
import { appointments, bookingOrders, jobs, shops } from "../db/schema";
import { scheduleJob } from "../jobs/queue";
import type { CompanyDirectory } from "../tenancy/companies";

export const REMINDER_JOB = "reminder";
/** how far ahead bookings are looked at: the longest lead (a week) and a night */
const HORIZON_MS = (168 + 24) * 3_600_000;

export const reminderKey = (orderId: number, start: Date) => `${orderId}@${start.toISOString()}`;

/** Writes the reminder jobs of the confirmed bookings starting within the horizon that have none yet; answers how many. */
export async function planReminders(db: Db, companies: CompanyDirectory, now: Date): Promise<number> {
  const first = min(appointments.startAt);
  const upcoming = await db
    .select({ orderId: bookingOrders.id, companyId: bookingOrders.companyId, createdAt: bookingOrders.createdAt, timeZone: shops.timeZone, start: first })
    .from(bookingOrders)
    .innerJoin(appointments, and(eq(appointments.orderId, bookingOrders.id), eq(appointments.companyId, bookingOrders.companyId), eq(appointments.status, "active")))
    .innerJoin(shops, and(eq(shops.id, bookingOrders.shopId), eq(shops.companyId, bookingOrders.companyId)))
    .where(and(eq(bookingOrders.status, "confirmed"), gt(appointments.startAt, now), lte(appointments.startAt, new Date(now.getTime() + HORIZON_MS))))
    .groupBy(bookingOrders.id, bookingOrders.companyId, shops.timeZone);
  if (upcoming.length === 0) return 0;
  const keyed = upcoming.filter((u) => u.start).map((u) => ({ ...u, start: new Date(u.start!), key: reminderKey(u.orderId, new Date(u.start!)) }));
  const known = new Set<string>();
  for (let i = 0; i < keyed.length; i += 1000) {
    const keys = keyed.slice(i, i + 1000).map((u) => u.key);
    for (const row of await db.select({ key: jobs.key }).from(jobs).where(and(eq(jobs.name, REMINDER_JOB), inArray(jobs.key, keys)))) known.add(row.key);
  }
  let planned = 0;
  for (const u of keyed) {
    if (known.has(u.key)) continue;
    const company = await companies.byId(u.companyId);
    const settings = company?.settings.booker.reminders;
    if (!settings?.active) continue;
    const due = reminderTime(u.start, settings.hours, u.timeZone);
    // booked after its reminder's time: the confirmation just told the customer
    if (!due || u.createdAt.getTime() >= due.getTime()) continue;
    await scheduleJob(db, { name: REMINDER_JOB, key: u.key, dueAt: due, companyId: u.companyId, payload: { orderId: u.orderId, start: u.start.toISOString() } });
    planned++;
  }
  return planned;
}
