// A time held for a payment that will not come is a freed time like a cancelled one: when the hold
// runs out (the sweep) or its owner gives up the payment (back from Stripe's page), the customers
// waiting at that shop and day are told, by the jobs queue, at an injected daytime instant.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { and, asc, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cancelOnHostedPage, openHostedPage, submitCard } from "../../fakes/browser";
import { companyId, employeeId, nextWeekday, serviceId, setBookingPayment, signedInCustomer, wallTime } from "../../booking/test-support";
import { releaseExpiredHolds } from "../../booking/holds";
import { appointments, jobs, outbox } from "../../db/schema";
import { SPA } from "../../testing";
import { WAITLIST_JOB } from "../../waitlist/freed";
import { useStripeTestServer } from "../payment/stripe-test-server";

const { server, keys } = useStripeTestServer();
let californien: number;
let camille: number;

beforeAll(async () => {
  const db = server.database.db;
  californien = await serviceId(db, SPA, "massage-californien");
  camille = await employeeId(db, SPA, "Camille");
  const spa = await companyId(db, SPA);
  expect(await setBookingPayment(server, spa, { provider: "stripe", keys, active: true, rule: { deposit: { rule: { type: "percentage", percent: 30 } } } })).toBe(true);
});

const json = (body: unknown, auth: Record<string, string>) => ({ method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", ...auth } });

/** A customer holds `start` for a deposit paid on Stripe's page; another waits for that day at the shop. */
async function heldWhileOneWaits(day: string, start: Date) {
  const db = server.database.db;
  const payer = await signedInCustomer(db, SPA, { firstname: "Payer" });
  const res = await server.api("/api/payment/initialize", json({ myAppointment: { shopId: "ab-1001", services: [californien], start: start.toISOString(), employeeId: camille } }, payer.auth));
  expect(res.status).toBe(201);
  const started = await res.json();
  const waiting = await signedInCustomer(db, SPA, { firstname: "Waiting" });
  expect((await server.api("/api/waitlist", json({ shopId: "ab-1001", services: [californien], from: day, to: day }, waiting.auth))).status).toBe(201);
  return { payer, started, waiting };
}

const jobsFor = (start: Date) => server.database.db.select().from(jobs).where(and(eq(jobs.name, WAITLIST_JOB), like(jobs.key, `%/${start.toISOString()}/%`)));
const mailsTo = (email: string) => server.database.db.select().from(outbox).where(and(eq(outbox.recipient, email), eq(outbox.channel, "email"))).orderBy(asc(outbox.id));

/** Two workers racing at noon the day before the freed time: told at once, once. */
async function workersTheDayBefore(day: string) {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  const noon = wallTime(d.toISOString().slice(0, 10), "12:00");
  await Promise.all([server.jobWorker(() => noon, "worker-a").drain(), server.jobWorker(() => noon, "worker-b").drain()]);
}

describe("a hold given back tells the waiting customers", () => {
  it("a hold that runs out: the sweep frees the time and the first waiting customer is mailed once", async () => {
    const day = nextWeekday("thursday", 29);
    const start = wallTime(day, "10:00");
    const { started, waiting } = await heldWhileOneWaits(day, start);
    expect(await jobsFor(start)).toHaveLength(0);

    // eleven minutes later (default hold: 10 minutes), the sweep's time
    const sweptAt = new Date(Date.now() + 11 * 60_000);
    expect(await releaseExpiredHolds(server.database.db, sweptAt)).toBeGreaterThanOrEqual(1);
    expect((await server.database.db.select().from(appointments).where(eq(appointments.orderId, started.cartId))).map((a) => a.status)).toEqual(["released"]);
    const [job] = await jobsFor(start);
    expect(job?.dueAt.getTime()).toBe(sweptAt.getTime());

    await workersTheDayBefore(day);
    await workersTheDayBefore(day);
    const mails = await mailsTo(waiting.customer.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Un créneau s'est libéré/);
    expect(mails[0]!.text).toContain(`start=${encodeURIComponent(start.toISOString())}`);
  });

  it("a payment given up on Stripe's page: the hold is released at once and the waiting customer is mailed", async () => {
    const day = nextWeekday("thursday", 36);
    const start = wallTime(day, "14:00");
    const { payer, started, waiting } = await heldWhileOneWaits(day, start);
    const page = await openHostedPage(started.result.browser);
    await submitCard(page, "4000 0000 0000 0002");
    const back = await cancelOnHostedPage(page);
    const before = Date.now();
    const res = await server.api("/api/payment/pay", json({ cartId: started.cartId, returnUrl: back.returned!.url, abandon: true }, payer.auth));
    expect((await res.json()).outcome).toBe("cancelled");
    // the job is due at the request's time, not at some fixed instant
    const [job] = await jobsFor(start);
    expect(job?.dueAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(job?.dueAt.getTime()).toBeLessThanOrEqual(Date.now());

    await workersTheDayBefore(day);
    const mails = await mailsTo(waiting.customer.email!);
    expect(mails).toHaveLength(1);
    // the first time the freed stretch makes bookable (a massage starting before 14:00 may now end after it)
    const offered = Date.parse(new URL(/(https?:\/\/\S+page=reserved\S+)/.exec(mails[0]!.text)![1]!).searchParams.get("start")!);
    expect(offered).toBeGreaterThan(start.getTime() - 75 * 60_000);
    expect(offered).toBeLessThanOrEqual(start.getTime());
    // the payer was told nothing of the waitlist
    expect((await mailsTo(payer.customer.email!)).filter((m) => /créneau s'est libéré/.test(m.subject))).toEqual([]);
  });
});
