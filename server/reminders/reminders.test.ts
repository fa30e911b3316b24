// A booking's reminder, run by the job queue at an injected time: sent once by two workers racing,
// never for a cancelled booking, at 08:00 when due in the night, once after a worker died with it.
import { and, eq, isNotNull, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyId, employeeId, nextWeekday, serviceId, signedInCustomer, wallTime } from "../booking/test-support";
import { companies, customers, jobs, outbox } from "../db/schema";
import { JOB_LEASE_MS } from "../jobs/queue";
import { useTestServer } from "../use-test-server";
import { REMINDER_JOB } from "./plan";

const server = useTestServer();
const HOUR = 3_600_000;
let spa: number;
let californien: number;
let camille: number;
const tuesday = nextWeekday("tuesday", 21);

beforeAll(async () => {
  const db = server.database.db;
  spa = await companyId(db, "demo-spa-lumiere");
  californien = await serviceId(db, "demo-spa-lumiere", "massage-californien");
  camille = await employeeId(db, "demo-spa-lumiere", "Camille");
});

async function setReminders(reminders: Record<string, unknown>) {
  const [row] = await server.database.db.select({ settings: companies.settings }).from(companies).where(eq(companies.id, spa));
  const settings = structuredClone(row!.settings) as { booker: Record<string, unknown> };
  settings.booker.reminders = reminders;
  expect((await server.companies.updateSettings(spa, settings)).ok).toBe(true);
}

/** A booking of the Californian massage with Camille at `time` on the test's Tuesday, by a new customer (with a phone when given). */
async function book(time: string, more: { phone?: string; lang?: string } = {}) {
  const db = server.database.db;
  const who = await signedInCustomer(db, "demo-spa-lumiere");
  if (more.phone || more.lang) await db.update(customers).set({ phone: more.phone ?? null, lang: more.lang ?? "fr" }).where(eq(customers.id, who.customer.id));
  const res = await server.api("/api/appointments", {
    method: "POST",
    headers: { "content-type": "application/json", ...who.auth },
    body: JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [californien], start: wallTime(tuesday, time).toISOString(), employeeId: camille } }),
  });
  expect(res.status).toBe(201);
  const { order } = await res.json();
  return { ...who, orderId: order.id as number, start: wallTime(tuesday, time) };
}

const messagesTo = (recipient: string) => server.database.db.select().from(outbox).where(and(eq(outbox.recipient, recipient), like(outbox.subject, "%Rappel%")));
const smsTo = (phone: string) => server.database.db.select().from(outbox).where(and(eq(outbox.recipient, phone), eq(outbox.channel, "sms")));
const reminderJob = async (orderId: number) => (await server.database.db.select().from(jobs).where(and(eq(jobs.name, REMINDER_JOB), like(jobs.key, `${orderId}@%`))))[0];

/**
 * Two workers of the server whose rounds run at `at`, the recurring jobs written and due then
 * (each test has a timeline of its own, earlier or later than the one before).
 */
async function workersAt(at: Date) {
  const a = server.jobWorker(() => at, "worker-a");
  const b = server.jobWorker(() => at, "worker-b");
  await a.ensureRecurring(at);
  await server.database.db.update(jobs).set({ dueAt: at }).where(isNotNull(jobs.everySeconds));
  return { a, b, both: () => Promise.all([a.drain(), b.drain()]) };
}

describe("booking reminders", () => {
  it("a reminder due in the past hour is sent once, mail and SMS, when two workers race for it", async () => {
    await setReminders({ active: true, hours: 24, sms: true });
    const phone = "+33611223344";
    const booked = await book("10:00", { phone });
    // due Monday 10:00 local; the workers run half an hour later, several rounds each
    const at = new Date(booked.start.getTime() - 24 * HOUR + 30 * 60_000);
    const { both } = await workersAt(at);
    await both();
    await both();
    const mails = await messagesTo(booked.customer.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`/booking/manage/${booked.orderId}.`);
    expect(mails[0]!.attachments[0]!.content).toMatch(/BEGIN:VCALENDAR/);
    expect(await smsTo(phone)).toHaveLength(1);
    const job = await reminderJob(booked.orderId);
    expect(job).toMatchObject({ lastResult: "sent: e-mail, SMS" });
    expect(["worker-a", "worker-b"]).toContain(job!.claimedBy);
    // later rounds send nothing more
    const later = await workersAt(new Date(at.getTime() + HOUR));
    await later.both();
    expect(await messagesTo(booked.customer.email!)).toHaveLength(1);
  });

  it("is written in the customer's language", async () => {
    await setReminders({ active: true, hours: 24, sms: false });
    const booked = await book("11:30", { lang: "de" });
    const { both } = await workersAt(new Date(booked.start.getTime() - 23 * HOUR));
    await both();
    const [mail] = await server.database.db.select().from(outbox).where(and(eq(outbox.recipient, booked.customer.email!), like(outbox.subject, "Erinnerung%")));
    expect(mail!.text).toContain(`/de/booking/manage/${booked.orderId}.`);
  });

  it("a cancelled booking gets none", async () => {
    await setReminders({ active: true, hours: 24, sms: false });
    const booked = await book("13:00");
    // planned two days before, then cancelled
    await (await workersAt(new Date(booked.start.getTime() - 48 * HOUR))).both();
    expect((await reminderJob(booked.orderId))!.doneAt).toBeNull();
    const res = await server.api(`/api/appointments?orderId=${booked.orderId}`, { method: "DELETE", headers: booked.auth });
    expect(res.status).toBe(200);
    await (await workersAt(new Date(booked.start.getTime() - 23 * HOUR))).both();
    expect(await messagesTo(booked.customer.email!)).toHaveLength(0);
    expect(await reminderJob(booked.orderId)).toMatchObject({ lastResult: "not sent: the booking is cancelled" });
  });

  it("a reminder due at 03:00 local is sent at 08:00", async () => {
    // 36 hours before Tuesday 15:00 is Monday 03:00 in Paris
    await setReminders({ active: true, hours: 36, sms: false });
    const booked = await book("15:00");
    const monday = booked.start.getTime() - 36 * HOUR;
    const eight = new Date(monday + 5 * HOUR);
    await (await workersAt(new Date(monday - 2 * HOUR))).both();
    expect((await reminderJob(booked.orderId))!.dueAt).toEqual(eight);
    await (await workersAt(new Date(monday + 30 * 60_000))).both();
    await (await workersAt(new Date(eight.getTime() - 60_000))).both();
    expect(await messagesTo(booked.customer.email!)).toHaveLength(0);
    await (await workersAt(eight)).both();
    expect(await messagesTo(booked.customer.email!)).toHaveLength(1);
  });

  it("a worker that died while sending leaves nothing behind: the reminder is sent once after its lease", async () => {
    await setReminders({ active: true, hours: 24, sms: false });
    const booked = await book("16:30");
    const due = new Date(booked.start.getTime() - 24 * HOUR);
    await (await workersAt(new Date(due.getTime() - HOUR))).both();
    // what a process killed in the middle of the reminder leaves: the job taken under its lease,
    // its transaction (the messages it was queueing) rolled back by the database
    const crash = new Date(due.getTime() + 60_000);
    await server.database.db
      .update(jobs)
      .set({ claim: "00000000-0000-4000-8000-000000000001", claimedUntil: new Date(crash.getTime() + JOB_LEASE_MS), claimedBy: "dead", attempts: 1 })
      .where(and(eq(jobs.name, REMINDER_JOB), like(jobs.key, `${booked.orderId}@%`)));
    // the restarted server's workers leave it while the lease runs, then take it, once
    await (await workersAt(new Date(crash.getTime() + 60_000))).both();
    expect(await messagesTo(booked.customer.email!)).toHaveLength(0);
    const after = new Date(crash.getTime() + JOB_LEASE_MS + 1000);
    await (await workersAt(after)).both();
    await (await workersAt(new Date(after.getTime() + HOUR))).both();
    expect(await messagesTo(booked.customer.email!)).toHaveLength(1);
  });
});
