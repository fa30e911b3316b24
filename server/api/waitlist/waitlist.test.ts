// The waitlist through the API and the jobs queue, at injected times: a cancellation tells the two
// customers waiting at that shop (not the one waiting at another), in the order they joined; the
// first to book gets the time, the second finds it gone; two workers racing send each mail once;
// freed at night, the mails leave at 08:00. Joining, listing and leaving are the customer's own.
import { and, asc, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyId, employeeId, nextWeekday, serviceId, signedInCustomer, wallTime } from "../../booking/test-support";
import { companies, customers, jobs, outbox, waitlistEntries } from "../../db/schema";
import { useTestServer } from "../../use-test-server";
import { WAITLIST_JOB } from "../../waitlist/freed";

const server = useTestServer();
const SPA = "demo-spa-lumiere";
const HOUR = 3_600_000;
let californien: number;
let camille: number;

beforeAll(async () => {
  californien = await serviceId(server.database.db, SPA, "massage-californien");
  camille = await employeeId(server.database.db, SPA, "Camille");
});

const json = (auth: Record<string, string>, body?: unknown, method = "POST") => ({ method, headers: { "content-type": "application/json", ...auth }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

async function customer(firstname: string) {
  return signedInCustomer(server.database.db, SPA, { firstname });
}

async function join(who: { auth: Record<string, string> }, shopId: string, from: string, to: string, lang?: string) {
  const res = await server.api("/api/waitlist", { ...json(who.auth, { shopId, services: [californien], from, to }), lang });
  expect(res.status).toBe(201);
  return (await res.json()).entry as { id: number };
}

async function book(who: { auth: Record<string, string> }, start: Date) {
  return server.api("/api/appointments", json(who.auth, { myAppointment: { shopId: "ab-1001", services: [californien], start: start.toISOString(), employeeId: camille } }));
}

/** A booking made, then cancelled by its customer (at the server's clock): its time is freed. */
async function bookThenCancel(start: Date) {
  const booker = await customer("Booker");
  const booked = await book(booker, start);
  expect(booked.status).toBe(201);
  return async () => {
    const res = await server.api(`/api/appointments?orderId=${(await booked.json()).order.id}`, { method: "DELETE", headers: booker.auth });
    expect(res.status).toBe(200);
  };
}

const mailsTo = (email: string) => server.database.db.select().from(outbox).where(and(eq(outbox.recipient, email), eq(outbox.channel, "email"))).orderBy(asc(outbox.id));
const smsTo = (phone: string) => server.database.db.select().from(outbox).where(and(eq(outbox.recipient, phone), eq(outbox.channel, "sms"))).orderBy(asc(outbox.id));

/** The spa sends its reminders, and so its waitlist messages, by SMS too (or not). */
async function smsSent(on: boolean) {
  const spa = await companyId(server.database.db, SPA);
  const [row] = await server.database.db.select({ settings: companies.settings }).from(companies).where(eq(companies.id, spa));
  const settings = structuredClone(row!.settings) as { booker: { reminders: Record<string, unknown> } };
  settings.booker.reminders = { ...settings.booker.reminders, sms: on };
  expect((await server.companies.updateSettings(spa, settings)).ok).toBe(true);
}

async function workersAt(at: Date) {
  const a = server.jobWorker(() => at, "worker-a");
  const b = server.jobWorker(() => at, "worker-b");
  await Promise.all([a.drain(), b.drain()]);
}

describe("the waitlist", () => {
  it("a cancellation tells the two customers waiting at that shop in order of joining; the first to book gets the time", async () => {
    const day = nextWeekday("tuesday", 28);
    const start = wallTime(day, "10:00");
    const cancel = await bookThenCancel(start);
    const elsewhere = await customer("Elsewhere");
    const first = await customer("First");
    const second = await customer("Second");
    await join(elsewhere, "ab-1002", day, day);
    await join(first, "ab-1001", day, day);
    await join(second, "ab-1001", day, day);

    await cancel();
    const [job] = await server.database.db.select().from(jobs).where(and(eq(jobs.name, WAITLIST_JOB), like(jobs.key, `%/${start.toISOString()}/%`)));
    expect(job).toBeDefined();

    // the day before, at noon, two workers racing, twice
    const noon = wallTime(nextWeekday("monday", 27), "12:00");
    await workersAt(noon);
    await workersAt(noon);
    const toFirst = await mailsTo(first.customer.email!);
    const toSecond = await mailsTo(second.customer.email!);
    expect(toFirst).toHaveLength(1);
    expect(toSecond).toHaveLength(1);
    expect(await mailsTo(elsewhere.customer.email!)).toHaveLength(0);
    expect(toFirst[0]!.id).toBeLessThan(toSecond[0]!.id);
    expect(toFirst[0]!.subject).toMatch(/^Un créneau s'est libéré/);
    expect(toFirst[0]!.text).toContain(`page=reserved&cart=${californien}&shop=ab-1001&start=${encodeURIComponent(start.toISOString())}`);
    expect(toFirst[0]!.text).toMatch(/\/waitlist\/leave\/\d+\.[A-Za-z0-9_-]{43}/);

    // the first to book gets it; the second finds it gone
    expect((await book(first, start)).status).toBe(201);
    const late = await book(second, start);
    expect(late.status).toBe(409);
    expect((await late.json()).error.code).toBe("slot_taken");
  });

  it("at most three messages a day to a customer, each by e-mail and SMS where the business sends them", async () => {
    const day = nextWeekday("thursday", 42);
    const times = ["10:00", "12:00", "14:00", "16:00"].map((t) => wallTime(day, t));
    const cancels = [];
    for (const start of times) cancels.push(await bookThenCancel(start));
    const waiting = await customer("Thrice");
    const phone = "+33611223344";
    await server.database.db.update(customers).set({ phone }).where(eq(customers.id, waiting.customer.id));
    await join(waiting, "ab-1001", day, day);
    await smsSent(true);
    try {
      for (const cancel of cancels) await cancel();
      // four freed times, four jobs, two workers racing for them at noon the day before
      await workersAt(wallTime(addDay(day, -1), "12:00"));
      expect(await mailsTo(waiting.customer.email!)).toHaveLength(3);
      const sms = await smsTo(phone);
      expect(sms).toHaveLength(3);
      expect(sms[0]!.text).toMatch(/un créneau s'est libéré/);
      // the next day counts again: the fourth time, freed once more, is told then
      const fifth = await bookThenCancel(times[3]!);
      await fifth();
      await workersAt(wallTime(day, "08:00"));
      expect(await mailsTo(waiting.customer.email!)).toHaveLength(4);
    } finally {
      await smsSent(false);
    }
  });

  it("a time freed at night is told at 08:00 shop-local, in the customer's language", async () => {
    const day = nextWeekday("wednesday", 28);
    const start = wallTime(day, "15:00");
    const cancel = await bookThenCancel(start);
    const waiting = await customer("Waiting");
    await join(waiting, "ab-1001", day, day, "en");
    await cancel();
    // two days before, read from the day itself (the next Monday 27 days on is after it on a Wednesday)
    const monday = addDay(day, -2);
    await workersAt(wallTime(monday, "23:00"));
    expect(await mailsTo(waiting.customer.email!)).toHaveLength(0);
    await workersAt(wallTime(addDay(monday), "07:59"));
    expect(await mailsTo(waiting.customer.email!)).toHaveLength(0);
    await workersAt(wallTime(addDay(monday), "08:00"));
    const mails = await mailsTo(waiting.customer.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^A time has freed up/);
    expect(mails[0]!.text).toContain("/en/services?page=reserved");
  });

  it("joins, lists and leaves the customer's own entries; refuses naming the field; another customer's is 404", async () => {
    const me = await customer("Me");
    const other = await customer("Other");
    const today = new Date().toISOString().slice(0, 10);
    const later = nextWeekday("friday", 10);
    const entry = await join(me, "ab-1001", later, later);
    const list = await (await server.api("/api/waitlist", { headers: me.auth })).json();
    expect(list.entries.map((e: { id: number }) => e.id)).toEqual([entry.id]);
    expect(list.entries[0]).toMatchObject({ shop: { id: "ab-1001" }, services: [{ id: californien }], from: later, to: later, leftAt: null });
    expect((await (await server.api("/api/waitlist", { headers: other.auth })).json()).entries).toEqual([]);

    const refusals: [unknown, number, string][] = [
      [{ shopId: "ab-1001", services: [californien], from: later, to: "2020-01-01" }, 400, "to"],
      [{ shopId: "ab-1001", services: [californien], from: "2020-01-01", to: later }, 400, "from"],
      [{ shopId: "ab-1001", services: [], from: today, to: later }, 400, "services"],
      [{ shopId: "ab-9999", services: [californien], from: today, to: later }, 404, "shopId"],
      [{ shopId: "ab-1001", services: [californien], from: "2026-02-30", to: later }, 400, "from"],
    ];
    for (const [body, status, field] of refusals) {
      const res = await server.api("/api/waitlist", json(me.auth, body));
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(Object.keys((await res.json()).error.fields ?? {})).toContain(field);
    }
    expect((await server.api("/api/waitlist", json({}, { shopId: "ab-1001", services: [californien], from: later, to: later }))).status).toBe(401);

    expect((await server.api(`/api/waitlist/${entry.id}`, json(other.auth, undefined, "DELETE"))).status).toBe(404);
    const left = await server.api(`/api/waitlist/${entry.id}`, json(me.auth, undefined, "DELETE"));
    expect(left.status).toBe(200);
    expect((await left.json()).entry.leftAt).not.toBeNull();
    expect((await (await server.api("/api/waitlist", { headers: me.auth })).json()).entries).toEqual([]);
  });

  it("leaves from the signed link of the mail, without signing in; a forged link is 404", async () => {
    const me = await customer("Linked");
    const later = nextWeekday("friday", 10);
    const entry = await join(me, "ab-1001", later, later);
    const [row] = await server.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entry.id));
    const { leaveToken } = await import("../../waitlist/entries");
    const token = leaveToken(row!);
    const forged = `${entry.id}.${"A".repeat(43)}`;
    expect((await server.api(`/api/waitlist/link/${forged}`, {})).status).toBe(404);
    expect((await server.api(`/api/waitlist/link/${forged}/leave`, { method: "POST" })).status).toBe(404);
    const seen = await server.api(`/api/waitlist/link/${token}`, {});
    expect(seen.status).toBe(200);
    expect((await seen.json()).entry.leftAt).toBeNull();
    const left = await server.api(`/api/waitlist/link/${token}/leave`, { method: "POST" });
    expect(left.status).toBe(200);
    expect((await left.json()).entry.leftAt).not.toBeNull();
    // the other business does not know the link
    expect((await server.api(`/api/waitlist/link/${token}`, { company: "demo-atelier-clara" })).status).toBe(404);
  });
});

function addDay(date: string, days = 1) {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
