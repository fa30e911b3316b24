// The agenda's live changes: a booking made, paid or cancelled is announced once committed, to the
// agendas of its company's shop only; a rolled-back one never is.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companyId, signedInCustomer } from "../booking/test-support";
import { appointments, articles, bookingOrders, employees, shops } from "../db/schema";
import { openDatabase } from "../db";
import { SOLO, SPA } from "../testing";
import { useTestServer } from "../use-test-server";
import { AgendaEvents, readChange, type AgendaChange } from "./events";

const server = useTestServer();
let events: AgendaEvents;
const seen: AgendaChange[] = [];
const other: AgendaChange[] = [];
const id: Record<string, number> = {};

beforeAll(async () => {
  const db = server.database.db;
  id.spa = await companyId(db, SPA);
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
  id.paris = (await one(db.select().from(shops).where(and(eq(shops.companyId, id.spa), eq(shops.externalId, "ab-1001"))))).id;
  id.lyon = (await one(db.select().from(shops).where(and(eq(shops.companyId, id.spa), eq(shops.externalId, "ab-1002"))))).id;
  id.camille = (await one(db.select().from(employees).where(and(eq(employees.companyId, id.spa), eq(employees.displayName, "Camille"))))).id;
  id.article = (await one(db.select().from(articles).where(and(eq(articles.companyId, id.spa), eq(articles.slug, "massage-californien"))))).id;
  id.customer = (await signedInCustomer(db, SPA)).customer.id;
  events = new AgendaEvents(server.database);
  await events.subscribe(id.spa, id.paris, (c) => seen.push(c));
  await events.subscribe(id.spa, id.lyon, (c) => other.push(c));
  await events.subscribe(await companyId(db, SOLO), id.paris, (c) => other.push(c));
});
afterAll(() => events.close());

/** Waits for the database to deliver what was committed (a NOTIFY arrives after its commit, asynchronously). */
async function delivered(count: number) {
  await expect.poll(() => seen.length, { timeout: 5_000, interval: 20 }).toBeGreaterThanOrEqual(count);
}

describe("the agenda's live changes", () => {
  it("announce a booking made, paid and cancelled at its shop, on its shop-local day, after commit only", async () => {
    const db = server.database.db;
    // 23:30 in Paris on 14 March 2031 is the 14th there, the 14th at 22:30 UTC
    const start = new Date("2031-03-14T22:30:00Z");
    const order = await db.transaction(async (tx) => {
      const [o] = await tx.insert(bookingOrders).values({ companyId: id.spa!, customerId: id.customer!, shopId: id.paris!, amount: 9000, status: "pending", paymentProvider: "stripe" }).returning();
      await tx.insert(appointments).values({ companyId: id.spa!, orderId: o!.id, customerId: id.customer!, shopId: id.paris!, articleId: id.article!, employeeId: id.camille!, startAt: start, endAt: new Date(start.getTime() + 3_600_000), status: "held", heldUntil: new Date("2031-03-14T23:00:00Z"), price: 9000 });
      return o!;
    });
    await delivered(1);
    expect(seen).toEqual([{ companyId: id.spa, shopId: id.paris, date: "2031-03-14" }]);

    await db.update(bookingOrders).set({ paidOnline: 9000, status: "confirmed" }).where(eq(bookingOrders.id, order.id));
    await delivered(2);
    await db.update(appointments).set({ status: "cancelled" }).where(eq(appointments.orderId, order.id));
    await delivered(3);

    // a transaction rolled back announces nothing
    await db
      .transaction(async (tx) => {
        await tx.update(appointments).set({ status: "active" }).where(eq(appointments.orderId, order.id));
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    // a change committed afterwards arrives, and nothing before it from the rolled-back one
    await db.execute(sql`select pg_notify('agenda_events', ${JSON.stringify({ companyId: id.spa, shopId: id.paris, date: "2031-03-20" })})`);
    await delivered(4);
    expect(seen.map((c) => c.date)).toEqual(["2031-03-14", "2031-03-14", "2031-03-14", "2031-03-20"]);
    expect(other).toEqual([]);
  });

  // Several server processes on one PostgreSQL: a second connection pool stands for the second
  // process; the change committed through the first reaches the agenda open on the second.
  it.skipIf(!process.env.DATABASE_URL)("reach the agendas open in another process on the same PostgreSQL", async () => {
    const second = await openDatabase({ url: process.env.DATABASE_URL, poolSize: 1 });
    const elsewhere = new AgendaEvents(second);
    const there: AgendaChange[] = [];
    try {
      await elsewhere.subscribe(id.spa!, id.paris!, (c) => there.push(c));
      const start = new Date("2031-03-21T09:00:00Z");
      await server.database.db.transaction(async (tx) => {
        const [o] = await tx.insert(bookingOrders).values({ companyId: id.spa!, customerId: id.customer!, shopId: id.paris!, amount: 9000, status: "confirmed", paymentProvider: "stripe" }).returning();
        await tx.insert(appointments).values({ companyId: id.spa!, orderId: o!.id, customerId: id.customer!, shopId: id.paris!, articleId: id.article!, employeeId: id.camille!, startAt: start, endAt: new Date(start.getTime() + 3_600_000), status: "active", price: 9000 });
      });
      await expect.poll(() => there.length, { timeout: 5_000, interval: 20 }).toBeGreaterThanOrEqual(1);
      expect(there[0]).toEqual({ companyId: id.spa, shopId: id.paris, date: "2031-03-21" });
    } finally {
      await elsewhere.close();
      await second.close();
    }
  });

  it("reads only the triggers' own shape", () => {
    expect(readChange('{"companyId":1,"shopId":2,"date":"2031-03-14"}')).toEqual({ companyId: 1, shopId: 2, date: "2031-03-14" });
    expect(readChange("not json")).toBeNull();
    expect(readChange('{"companyId":"1","shopId":2,"date":"2031-03-14"}')).toBeNull();
  });
});
