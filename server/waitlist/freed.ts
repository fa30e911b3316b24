// A time freed at a shop (a cancellation, a booking moved away, a hold run out) is told to the
// customers waiting for it by a job on the jobs queue (decision 252), written in the transaction
// that frees the time, so a rollback writes none. The job (atomic: the messages and the notices
// exist if and only if it is marked done, so two workers or a restart never send twice) asks the
// storefront's own availability whether each wished service can really be booked then, chooses
// who is told (domain/waitlist.ts: order of joining, the daily limit) and queues their mail (and
// SMS where the business sends them) in their language. Freed at night, it waits for 08:00.
import type { TenantCompany } from "../tenant";
import { and, asc, count, eq, gte, inArray, isNull, lt, lte } from "drizzle-orm";
import { localise } from "../../domain/catalogue";
import { localePath, isLang } from "../../domain/service-url";
import { addDays, localDateOf } from "../../domain/time";
import type { Lang, Shop } from "../../domain/types";
import { localDayBounds, waitlistSendingTime, whoIsTold } from "../../domain/waitlist";
import { availabilityOf, bookableServices } from "../booking/request";
import { catalogueSnapshot } from "../catalogue/snapshot";
import type { Db } from "../db";
import { customers, waitlistEntries, waitlistNotices } from "../db/schema";
import type { Job, JobOutcome } from "../jobs/queue";
import { scheduleJob } from "../jobs/queue";
import { queueMail, queueSms } from "../notify";
import { isOptedOut } from "../notify/opt-outs";
import type { Company, CompanyDirectory } from "../tenancy/companies";
import { leaveWaitlistUrl } from "./entries";
import { buildWaitlistMail, waitlistSms } from "./texts";

export const WAITLIST_JOB = "waitlist.freed";

export interface FreedRow {
  companyId: number;
  shopId: number;
  startAt: Date;
  endAt: Date;
}

/**
 * Writes a job for each time freed at a shop where someone is waiting (`db` the transaction that
 * frees them): one per stretch of the shop's freed rows, due at once.
 */
export async function noteFreedTimes(db: Db, rows: readonly FreedRow[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  const byShop = new Map<string, FreedRow[]>();
  for (const r of rows) byShop.set(`${r.companyId}/${r.shopId}`, [...(byShop.get(`${r.companyId}/${r.shopId}`) ?? []), r]);
  for (const group of byShop.values()) {
    const { companyId, shopId } = group[0]!;
    const start = new Date(Math.min(...group.map((r) => r.startAt.getTime())));
    const end = new Date(Math.max(...group.map((r) => r.endAt.getTime())));
    // a day either side of the UTC dates: any shop's local date of the stretch is within them
    const [waiting] = await db
      .select({ n: count() })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.companyId, companyId), eq(waitlistEntries.shopId, shopId), isNull(waitlistEntries.leftAt), gte(waitlistEntries.dateTo, utcDay(start, -1)), lte(waitlistEntries.dateFrom, utcDay(end, 1))));
    if (!waiting?.n) continue;
    if (end.getTime() <= now.getTime()) continue;
    await scheduleJob(db, {
      name: WAITLIST_JOB,
      // freed again later (booked, then cancelled once more): another job
      key: `${companyId}/${shopId}/${start.toISOString()}/${end.toISOString()}@${now.getTime()}`,
      dueAt: now,
      companyId,
      payload: { shopId, start: start.toISOString(), end: end.toISOString() },
    });
  }
}

const utcDay = (at: Date, shift: number) => addDays(at.toISOString().slice(0, 10), shift);

/** The business of a waitlist job, read before its transaction. */
export const waitlistCompany = (companies: CompanyDirectory, job: Job) => (job.companyId === null ? Promise.resolve(null) : companies.byId(job.companyId));

/** The first start of a free time of `serviceId` overlapping the freed stretch, as the booking step offers it; null when none. */
async function freeStartFor({ db, company }: TenantCompany, shop: Shop, serviceId: number, start: Date, end: Date, now: Date): Promise<Date | null> {
  const services = await bookableServices({ db, company }, shop, [serviceId], "services").catch(() => null);
  if (!services) return null;
  const date = localDateOf(start, shop.timeZone);
  const answer = await availabilityOf({ db, company }, shop, services, { from: date, to: date }, undefined, now);
  const slot = answer.data
    .flatMap((d) => d.slots)
    .find((s) => s.shopStatus === "open" && s.free.employees.length > 0 && Date.parse(s.start) < end.getTime() && Date.parse(s.end) > start.getTime() && Date.parse(s.start) > now.getTime());
  return slot ? new Date(slot.start) : null;
}

export async function tellWaitingCustomers(db: Db, company: Company | null, job: Job, now: Date): Promise<JobOutcome> {
  if (!company) return { result: "not sent: no such business" };
  const { shopId, start: startText, end: endText } = job.payload as { shopId: number; start: string; end: string };
  const start = new Date(startText);
  const end = new Date(endText);
  const snapshot = await catalogueSnapshot(db, company);
  const shop = snapshot.shops.find((s) => s.id === shopId) as Shop | undefined;
  if (!shop) return { result: "not sent: the shop is gone" };
  const at = waitlistSendingTime(now, shop.timeZone);
  if (at.getTime() > now.getTime()) return { later: at, result: "waits for the morning" };
  if (end.getTime() <= now.getTime()) return { result: "not sent: the time has passed" };
  const date = localDateOf(start, shop.timeZone);
  const wishes = await db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.companyId, company.id), eq(waitlistEntries.shopId, shopId), isNull(waitlistEntries.leftAt), lte(waitlistEntries.dateFrom, date), gte(waitlistEntries.dateTo, date)))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  if (wishes.length === 0) return { result: "not sent: no one waits for it" };

  // what each wished service could be booked at now, by the storefront's own rule
  const freeAt = new Map<number, Date>();
  for (const serviceId of new Set(wishes.flatMap((w) => w.serviceIds))) {
    const found = await freeStartFor({ db, company }, shop, serviceId, start, end, now);
    if (found) freeAt.set(serviceId, found);
  }
  if (freeAt.size === 0) return { result: "not sent: the time is taken again" };

  const day = localDayBounds(now, shop.timeZone);
  const customerIds = [...new Set(wishes.map((w) => w.customerId))];
  // two jobs of one day (two workers) must not both count a customer's two messages and send a
  // third and fourth: their rows are locked, in one order, until this job is marked done
  await db.select({ id: customers.id }).from(customers).where(inArray(customers.id, customerIds)).orderBy(asc(customers.id)).for("update");
  const counted = await db
    .select({ customerId: waitlistNotices.customerId, n: count() })
    .from(waitlistNotices)
    .where(and(eq(waitlistNotices.companyId, company.id), inArray(waitlistNotices.customerId, customerIds), gte(waitlistNotices.sentAt, day.start), lt(waitlistNotices.sentAt, day.end)))
    .groupBy(waitlistNotices.customerId);
  const toldToday = new Map(counted.map((r) => [r.customerId, Number(r.n)]));
  const chosen = whoIsTold(
    wishes.map((w) => ({ ...w, from: w.dateFrom, to: w.dateTo })),
    { shopId, date, bookable: new Set(freeAt.keys()) },
    toldToday,
  );

  const business = company.settings.identity.displayName;
  const byId = new Map(snapshot.articles.map((a) => [a.id, a]));
  let sent = 0;
  for (const wish of chosen) {
    const [customer] = await db.select().from(customers).where(and(eq(customers.companyId, company.id), eq(customers.id, wish.customerId)));
    if (!customer) continue;
    const serviceId = wish.serviceIds.find((s) => freeAt.has(s))!;
    const slotStart = freeAt.get(serviceId)!;
    const lang: Lang = isLang(wish.lang) ? wish.lang : "fr";
    const channels = [customer.email ? "e-mail" : null, company.settings.booker.reminders.sms && customer.phone && !(await isOptedOut({ db, companyId: company.id }, customer.phone)) ? "SMS" : null].filter((c): c is string => c !== null);
    if (channels.length === 0) continue;
    // one message per wish and freed time: a second run of the same time adds nothing
    const [noted] = await db
      .insert(waitlistNotices)
      .values({ companyId: company.id, entryId: wish.id, customerId: customer.id, slotStart: start, sentAt: now, channels: channels.join(", ") })
      .onConflictDoNothing()
      .returning({ id: waitlistNotices.id });
    if (!noted) continue;
    const query = new URLSearchParams({ page: "reserved", cart: String(serviceId), shop: shop.artebeauteId, start: slotStart.toISOString() });
    const text = { lang, business, shop: shop.publicInfo.name, timeZone: shop.timeZone, start: slotStart, service: localise(byId.get(serviceId)?.name, lang), bookLink: `${company.site.replace(/\/$/, "")}${localePath("/services", lang)}?${query}` };
    if (customer.email) {
      const customerName = [customer.firstname, customer.lastname].filter(Boolean).join(" ") || customer.email;
      await queueMail({ db, companyId: company.id }, buildWaitlistMail({ ...text, to: customer.email, customerName, leaveLink: leaveWaitlistUrl(company.site, lang, wish) }));
    }
    if (channels.includes("SMS")) await queueSms({ db, companyId: company.id }, customer.phone!, waitlistSms(text), business);
    sent++;
  }
  return { result: `told: ${sent} of ${wishes.length} waiting` };
}
