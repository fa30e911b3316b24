import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyId, employeeId, serviceId, shopId } from "../../booking/test-support";
import { appointments, auditLog, bookingOrders, customers, eshopOrders, giftVouchers, loyaltyCards, loyaltyLedger } from "../../db/schema";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { asUser, companyUser } from "../provider-test-support";

const server = useTestServer();
let manager: Awaited<ReturnType<typeof companyUser>>;
let staff: Awaited<ReturnType<typeof companyUser>>;
let spa: number;
let paris: number;
let n = 0;

beforeAll(async () => {
  const db = server.database.db;
  spa = await companyId(db, SPA);
  paris = await shopId(db, SPA, "ab-1001");
  manager = await companyUser(server, SPA, "manager");
  staff = await companyUser(server, SPA, "staff", [paris]);
});

/** A customer of a business with, when asked, a booking, an e-shop order, a voucher bought and loyalty points. */
async function customer(company: number, v: { firstname: string; email?: string | null; phone?: string; notes?: string; points?: number; history?: boolean }) {
  const db = server.database.db;
  n += 1;
  const [row] = await db
    .insert(customers)
    .values({ companyId: company, firstname: v.firstname, lastname: "Merge", email: v.email === undefined ? `merge-${n}@example.test` : v.email, phone: v.phone, notes: v.notes ?? "" })
    .returning();
  if (v.history) {
    const [order] = await db.insert(bookingOrders).values({ companyId: company, customerId: row!.id, shopId: paris, amount: 7900, status: "confirmed" }).returning();
    const start = new Date(Date.UTC(2024, 4, n, 9));
    await db.insert(appointments).values({ companyId: company, orderId: order!.id, customerId: row!.id, shopId: paris, articleId: await serviceId(db, SPA, "massage-californien"), employeeId: await employeeId(db, SPA, "Camille"), startAt: start, endAt: new Date(start.getTime() + 3_600_000), price: 7900 });
    await db.insert(eshopOrders).values({ companyId: company, customerId: row!.id, shopId: paris, status: "paid", fulfilment: "pickup", subtotal: 2500, total: 2500 });
    await db.insert(giftVouchers).values({ companyId: company, code: `MERG-E000-0000-0000-${String(n).padStart(4, "0")}`, kind: "amount", value: 5000, balance: 5000, validUntil: "2030-01-01", deliverOn: "2024-01-01", buyerId: row!.id });
  }
  if (v.points) {
    const [card] = await db.insert(loyaltyCards).values({ companyId: company, customerId: row!.id, balance: v.points }).returning();
    await db.insert(loyaltyLedger).values({ companyId: company, cardId: card!.id, type: "earn", points: v.points, at: new Date("2024-02-01T10:00:00Z") });
  }
  return row!;
}

const merge = (kept: number, from: unknown, who = manager) => asUser(server, who, "POST", `/api/customers/${kept}/merge`, { from });
const exists = async (id: number) => (await server.database.db.select({ id: customers.id }).from(customers).where(eq(customers.id, id))).length === 1;

describe("POST /api/customers/{id}/merge", () => {
  it("moves the bookings, e-shop orders, vouchers, points and notes to the kept record, fills its blanks, deletes the other and logs it", async () => {
    const db = server.database.db;
    const kept = await customer(spa, { firstname: "Anaïs", email: null, notes: "Allergic to latex", points: 40, history: true });
    const other = await customer(spa, { firstname: "Anais", phone: "+33611223344", notes: "Prefers mornings", points: 25, history: true });
    const res = await merge(kept.id, other.id);
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.merged).toEqual({ kept: kept.id, removed: other.id, moved: { bookings: 1, eshopOrders: 1, vouchers: 1, loyaltyPoints: 25 } });
    expect(await exists(other.id)).toBe(false);

    const history = (await (await asUser(server, manager, "GET", `/api/customers/${kept.id}/history`)).json()).history;
    expect(history.bookings).toHaveLength(2);
    expect(history.eshopOrders).toHaveLength(2);
    expect(history.vouchers).toHaveLength(2);
    expect(history.loyalty).toMatchObject({ balance: 65, rewardsHeld: 0 });
    expect(history.customer).toMatchObject({ email: other.email, phone: "+33611223344", notes: "Allergic to latex\n\nPrefers mornings" });
    const moved = await db.select({ customerId: appointments.customerId }).from(appointments).where(eq(appointments.customerId, kept.id));
    expect(moved).toHaveLength(2);
    expect(await db.select().from(loyaltyCards).where(eq(loyaltyCards.customerId, kept.id))).toHaveLength(1);
    expect(await db.select().from(loyaltyLedger).where(inArray(loyaltyLedger.cardId, (await db.select({ id: loyaltyCards.id }).from(loyaltyCards).where(eq(loyaltyCards.customerId, kept.id))).map((c) => c.id)))).toHaveLength(2);

    const [logged] = await db.select().from(auditLog).where(and(eq(auditLog.companyId, spa), eq(auditLog.action, "merge"), eq(auditLog.entityId, String(kept.id))));
    expect(logged).toMatchObject({ entity: "customer", actorKind: "company_user" });
    expect(JSON.stringify(logged!.before)).toContain(String(other.id));
    expect(JSON.stringify(logged!.before)).not.toContain("password");
  });

  it("gives the kept record the other's card when it has none", async () => {
    const kept = await customer(spa, { firstname: "Bea" });
    const other = await customer(spa, { firstname: "Béa", points: 12 });
    expect((await merge(kept.id, other.id)).status).toBe(200);
    const history = (await (await asUser(server, manager, "GET", `/api/customers/${kept.id}/history`)).json()).history;
    expect(history.loyalty).toMatchObject({ balance: 12, lastChange: "2024-02-01T10:00:00.000Z" });
  });

  it("refuses merging a customer with itself, or a bad id, naming `from` and changing nothing", async () => {
    const one = await customer(spa, { firstname: "Chloé", history: true });
    for (const from of [one.id, 0, "x", 1.5, null]) {
      const res = await merge(one.id, from);
      expect(res.status, String(from)).toBe(400);
      expect(Object.keys((await res.json()).error.fields)).toEqual(["from"]);
    }
    expect(await exists(one.id)).toBe(true);
  });

  it("answers another business's customer as no one (404), on either side, and moves nothing", async () => {
    const mine = await customer(spa, { firstname: "Diane", history: true });
    const theirs = await customer(await companyId(server.database.db, SOLO), { firstname: "Diane" });
    expect((await merge(mine.id, theirs.id)).status).toBe(404);
    expect((await merge(theirs.id, mine.id)).status).toBe(404);
    expect(await exists(mine.id)).toBe(true);
    expect(await exists(theirs.id)).toBe(true);
    expect(await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.customerId, mine.id))).toHaveLength(1);
  });

  it("is for owners and managers: staff are refused (403)", async () => {
    const a = await customer(spa, { firstname: "Emma" });
    const b = await customer(spa, { firstname: "Emma" });
    expect((await merge(a.id, b.id, staff)).status).toBe(403);
    expect(await exists(b.id)).toBe(true);
  });

  it("two merges of the same pair at once, each way: one wins, the other finds a record gone, nothing lost", async () => {
    const a = await customer(spa, { firstname: "Fanny", points: 10, history: true });
    const b = await customer(spa, { firstname: "Fanny", points: 7, history: true });
    const answers = await Promise.all([merge(a.id, b.id), merge(b.id, a.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404]);
    const survivor = (await exists(a.id)) ? a.id : b.id;
    expect([await exists(a.id), await exists(b.id)].filter(Boolean)).toHaveLength(1);
    const history = (await (await asUser(server, manager, "GET", `/api/customers/${survivor}/history`)).json()).history;
    expect(history.bookings).toHaveLength(2);
    expect(history.eshopOrders).toHaveLength(2);
    expect(history.vouchers).toHaveLength(2);
    expect(history.loyalty.balance).toBe(17);
  });
});

describe("PUT /api/customers/{id}/notes", () => {
  it("writes the notes (staff read them, may not write them), refuses a bad body naming the field", async () => {
    const c = await customer(spa, { firstname: "Gaëlle", history: true });
    const path = `/api/customers/${c.id}/notes`;
    expect(await (await asUser(server, manager, "PUT", path, { notes: "  Sensitive skin\nNo perfume  " })).json()).toEqual({ notes: "Sensitive skin\nNo perfume" });
    expect((await (await asUser(server, staff, "GET", `/api/customers/${c.id}/history`)).json()).history.customer.notes).toBe("Sensitive skin\nNo perfume");
    expect((await asUser(server, staff, "PUT", path, { notes: "x" })).status).toBe(403);
    for (const body of [{ notes: "x".repeat(4001) }, { notes: 3 }, {}]) {
      const res = await asUser(server, manager, "PUT", path, body);
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()).error.fields)).toEqual(["notes"]);
    }
    const theirs = await customer(await companyId(server.database.db, SOLO), { firstname: "Gaëlle" });
    expect((await asUser(server, manager, "PUT", `/api/customers/${theirs.id}/notes`, { notes: "x" })).status).toBe(404);
  });
});
