// A booking's reminder, run as a job at its time (decision 253): the e-mail with the .ics and the
// link to manage the booking, and an SMS when the business sends them and the customer has a
// phone that did not answer STOP; in the customer's language. The job is atomic
// (server/jobs/queue.ts): the messages are queued in the transaction that marks it done, so two
// workers or a restart never queue them twice, and the outbox sends each once.
import { and, eq, min } from "drizzle-orm";
import { sendingTime } from "../../domain/reminders";
import { isLang } from "../../domain/service-url";
import type { Db } from "../db";
import { appointments, bookingOrders, customers, shops } from "../db/schema";
import type { Job, JobOutcome } from "../jobs/queue";
import { queueMail, queueSms } from "../notify";
import { isOptedOut } from "../notify/opt-outs";
import { orderView } from "../booking/orders";
import type { Company, CompanyDirectory } from "../tenancy/companies";
import { manageBookingUrl } from "../booking/manage-link";
import { buildReminderMail, reminderSms } from "./texts";

/** The business of a reminder's job, read before its transaction. */
export const reminderCompany = (companies: CompanyDirectory, job: Job) => (job.companyId === null ? Promise.resolve(null) : companies.byId(job.companyId));

export async function sendReminder(db: Db, company: Company | null, job: Job, now: Date): Promise<JobOutcome> {
  const { orderId, start } = job.payload as { orderId: number; start: string };
  if (!company) return { result: "not sent: no such business" };
  const [order] = await db
    .select({ id: bookingOrders.id, status: bookingOrders.status, customerId: bookingOrders.customerId, lang: bookingOrders.lang, timeZone: shops.timeZone })
    .from(bookingOrders)
    .innerJoin(shops, and(eq(shops.id, bookingOrders.shopId), eq(shops.companyId, bookingOrders.companyId)))
    .where(and(eq(bookingOrders.companyId, company.id), eq(bookingOrders.id, orderId)));
  if (!order || order.status !== "confirmed") return { result: `not sent: the booking is ${order?.status ?? "gone"}` };
  const [first] = await db
    .select({ start: min(appointments.startAt) })
    .from(appointments)
    .where(and(eq(appointments.companyId, company.id), eq(appointments.orderId, orderId), eq(appointments.status, "active")));
  const startsAt = first?.start ? new Date(first.start) : null;
  // moved: the reminder of its new time is another job
  if (!startsAt || startsAt.getTime() !== Date.parse(start)) return { result: "not sent: the booking moved" };
  const settings = company.settings.booker.reminders;
  if (!settings.active) return { result: "not sent: the business sends no reminders" };
  const at = sendingTime(job.dueAt, now, startsAt, order.timeZone);
  if (!at) return { result: "not sent: too close to the appointment" };
  if (at.getTime() > now.getTime()) return { later: at, result: "waits for the morning" };

  const [customer] = await db.select().from(customers).where(and(eq(customers.companyId, company.id), eq(customers.id, order.customerId)));
  if (!customer) return { result: "not sent: no customer" };
  const lang = isLang(customer.lang) ? customer.lang : isLang(order.lang) ? order.lang : "fr";
  const view = await orderView({ db, company }, customer.id, orderId, lang, now);
  if (!view) return { result: "not sent: the booking is gone" };
  const business = company.settings.identity.displayName;
  // the signed link: no sign-in needed to see or move the booking from the mail or the SMS
  const link = manageBookingUrl(company.site, lang, view.manageToken);
  const sent: string[] = [];
  if (customer.email) {
    const customerName = [customer.firstname, customer.lastname].filter(Boolean).join(" ") || customer.email;
    await queueMail({ db, companyId: company.id }, buildReminderMail({ to: customer.email, customerName, order: view, lang, business, link }));
    sent.push("e-mail");
  }
  if (settings.sms && customer.phone) {
    if (await isOptedOut({ db, companyId: company.id }, customer.phone)) sent.push("no SMS (the phone answered STOP)");
    else {
      await queueSms({ db, companyId: company.id }, customer.phone, reminderSms({ order: view, lang, business, link }), business);
      sent.push("SMS");
    }
  }
  return { result: sent.length ? `sent: ${sent.join(", ")}` : "not sent: the customer has no address" };
}
