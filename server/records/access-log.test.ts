// The access log of a customer's records and who reaches them (decision 280): a line per touch
// with the request's time, a refused write leaves none, staff reach only the customers booked with them,
// and another business's customer is no one.
import { and, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyId, employeeId, serviceId, shopId } from "../booking/test-support";
import { appointments, bookingOrders, customers, employees, recordAccessLog } from "../db/schema";
import { SOLO, SPA } from "../testing";
import { useTestServer } from "../use-test-server";
import { customerActor, customerForRecords, logRecordAccess, recordAccessTrail, staffActor } from "./access-log";

const server = useTestServer();
let spa: number;
let solo: number;
let paris: number;
let lyon: number;
let served: number;
let stranger: number;
let soloCustomer: number;
let camille: number;
let colleague: number;

beforeAll(async () => {
  const db = server.database.db;
  spa = await companyId(db, SPA);
  solo = await companyId(db, SOLO);
  paris = await shopId(db, SPA, "ab-1001");
  lyon = await shopId(db, SPA, "ab-1002");
  const add = async (company: number, email: string) => (await db.insert(customers).values({ companyId: company, email, firstname: "Log" }).returning({ id: customers.id }))[0]!.id;
  served = await add(spa, "log-served@example.test");
  stranger = await add(spa, "log-stranger@example.test");
  soloCustomer = await add(solo, "log-solo@example.test");
  camille = await employeeId(db, SPA, "Camille");
  colleague = (await db.select({ id: employees.id }).from(employees).where(and(eq(employees.companyId, spa), ne(employees.id, camille))).limit(1))[0]!.id;
  const [order] = await db.insert(bookingOrders).values({ companyId: spa, customerId: served, shopId: paris, amount: 7900, status: "confirmed" }).returning();
  const start = new Date("2024-03-05T10:00:00Z");
  await db.insert(appointments).values({ companyId: spa, orderId: order!.id, customerId: served, shopId: paris, articleId: await serviceId(db, SPA, "massage-californien"), employeeId: camille, startAt: start, endAt: new Date(start.getTime() + 3_600_000), price: 7900 });
});

describe("the records' access log", () => {
  it("writes one line per touch, at the scope's time, and reads them back newest first for that business only", async () => {
    const db = server.database.db;
    const now = new Date("2031-02-03T04:05:06Z");
    const actor = staffActor({ id: 41, email: "praticienne@example.test", kind: "person" });
    await logRecordAccess({ db, companyId: spa, actor, now }, { action: "read", record: "dossier", id: 7, customerId: served });
    await logRecordAccess({ db, companyId: spa, actor: customerActor({ id: served, email: "log-served@example.test" }), now: new Date("2031-02-03T05:00:00Z") }, [
      { action: "export", record: "records_export", id: served, customerId: served },
    ]);
    await logRecordAccess({ db, companyId: solo, actor, now }, { action: "update", record: "item", id: 9, customerId: served });
    const trail = await recordAccessTrail({ db, companyId: spa }, served);
    expect(trail.map((t) => [t.actorKind, t.actorId, t.actorLabel, t.action, t.record, t.recordId, t.at.toISOString()])).toEqual([
      ["customer", served, "log-served@example.test", "export", "records_export", String(served), "2031-02-03T05:00:00.000Z"],
      ["company_user", 41, "praticienne@example.test", "read", "dossier", "7", "2031-02-03T04:05:06.000Z"],
    ]);
  });

  it("names an access account as one", () => {
    expect(staffActor({ id: 3, email: "accueil", kind: "access" })).toEqual({ kind: "access_account", id: 3, label: "accueil" });
  });

  it("keeps no line of a write its transaction refused", async () => {
    const db = server.database.db;
    const before = (await db.select().from(recordAccessLog)).length;
    await expect(
      db.transaction(async (tx) => {
        await logRecordAccess({ db: tx, companyId: spa, actor: customerActor({ id: served, email: null, phone: "+33600000000" }), now: new Date() }, { action: "create", record: "item", id: 1, customerId: served });
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect((await db.select().from(recordAccessLog)).length).toBe(before);
  });
});

describe("who reaches a customer's records", () => {
  it("lets the owner and a manager reach every customer of the business", async () => {
    const db = server.database.db;
    expect((await customerForRecords({ db, companyId: spa }, stranger, { role: "owner", shops: [] })).id).toBe(stranger);
    expect((await customerForRecords({ db, companyId: spa }, stranger, { role: "manager", shops: [lyon] })).id).toBe(stranger);
  });

  it("lets staff reach the customers booked with them and no one else (404): not a colleague's, not without a column", async () => {
    const db = server.database.db;
    expect((await customerForRecords({ db, companyId: spa }, served, { role: "staff", shops: [paris], employeeId: camille })).id).toBe(served);
    await expect(customerForRecords({ db, companyId: spa }, served, { role: "staff", shops: [paris], employeeId: colleague })).rejects.toMatchObject({ kind: "not_found" });
    await expect(customerForRecords({ db, companyId: spa }, served, { role: "staff", shops: [paris] })).rejects.toMatchObject({ kind: "not_found" });
    await expect(customerForRecords({ db, companyId: spa }, served, { role: "staff", shops: [lyon], employeeId: null })).rejects.toMatchObject({ kind: "not_found" });
    await expect(customerForRecords({ db, companyId: spa }, stranger, { role: "staff", shops: [paris], employeeId: camille })).rejects.toMatchObject({ kind: "not_found" });
  });

  it("finds no one of another business, and refuses a role that keeps no records", async () => {
    const db = server.database.db;
    await expect(customerForRecords({ db, companyId: spa }, soloCustomer, { role: "owner", shops: [] })).rejects.toMatchObject({ kind: "not_found" });
    await expect(customerForRecords({ db, companyId: spa }, served, { role: "receptionist", shops: [] })).rejects.toMatchObject({ kind: "forbidden" });
  });
});
