// The statistics checked against fixtures counted by hand: June 2024 at the spa (Paris is UTC+2),
// far from the demo's own bookings. Comments give each row's local time and what it adds.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyId, nextWeekday, serviceId, signedInCustomer, wallTime } from "../../booking/test-support";
import { appointments, bookingOrders, customers, employees, giftVouchers, outbox, paymentRefunds, payments, shops } from "../../db/schema";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { asUser, companyUser } from "../provider-test-support";

const server = useTestServer();
let manager: Awaited<ReturnType<typeof companyUser>>;
const id: Record<string, number> = {};

beforeAll(async () => {
  const db = server.database.db;
  manager = await companyUser(server, SPA, "owner");
  const spa = await companyId(db, SPA);
  const shop = async (ext: string) => (await db.select().from(shops).where(and(eq(shops.companyId, spa), eq(shops.externalId, ext))))[0]!.id;
  const employee = async (name: string) => (await db.select().from(employees).where(and(eq(employees.companyId, spa), eq(employees.displayName, name))))[0]!.id;
  Object.assign(id, {
    paris: await shop("ab-1001"),
    lyon: await shop("ab-1002"),
    camille: await employee("Camille"),
    ines: await employee("Inès"),
    lea: await employee("Léa"),
    californien: await serviceId(db, SPA, "massage-californien"),
    balinais: await serviceId(db, SPA, "massage-balinais"),
  });
  const [x] = await db.insert(customers).values({ companyId: spa, email: "stats-x@example.test", firstname: "Xavier", lastname: "Stat" }).returning();
  id.x = x!.id;
  const book = async (key: string, shopId: number, articleId: number, employeeId: number, local: string, price: number, status: "active" | "cancelled") => {
    const start = new Date(`${local}+02:00`);
    const [order] = await db
      .insert(bookingOrders)
      .values({ companyId: spa, customerId: id.x!, shopId, amount: price, status: status === "active" ? "confirmed" : "cancelled" })
      .returning();
    await db.insert(appointments).values({ companyId: spa, orderId: order!.id, customerId: id.x!, shopId, articleId, employeeId, startAt: start, endAt: new Date(start.getTime() + 3_600_000), status, price });
    id[key] = order!.id;
  };
  await book("o1", id.paris!, id.californien!, id.camille!, "2024-06-10T10:00:00", 7900, "active"); // 06-10 Paris californien Camille
  await book("o2", id.paris!, id.californien!, id.ines!, "2024-06-10T23:30:00", 5000, "active"); // 06-10 (21:30 UTC) Paris californien Inès
  await book("o3", id.paris!, id.balinais!, id.camille!, "2024-06-11T00:30:00", 3000, "active"); // 06-11 local although 06-10 UTC
  await book("o4", id.paris!, id.californien!, id.camille!, "2024-06-11T14:00:00", 4000, "cancelled"); // cancelled
  await book("o5", id.lyon!, id.balinais!, id.lea!, "2024-06-11T15:00:00", 6000, "active"); // Lyon
  await book("o6", id.paris!, id.californien!, id.camille!, "2024-06-12T10:00:00", 9999, "active"); // after the period

  const [voucher] = await db.insert(giftVouchers).values({ companyId: spa, code: "STAT-0000-0000-0000-0001", kind: "amount", value: 5000, balance: 5000, validUntil: "2025-06-11", deliverOn: "2024-06-11", buyerId: id.x!, paidAt: new Date("2024-06-11T10:00:00Z"), createdAt: new Date("2024-06-11T09:55:00Z") }).returning();
  await db.insert(giftVouchers).values({ companyId: spa, code: "STAT-0000-0000-0000-0002", kind: "amount", value: 3000, balance: 3000, validUntil: "2025-06-11", deliverOn: "2024-06-11", createdAt: new Date("2024-06-11T11:00:00Z") }); // sold at the counter: no buyer
  const pay = async (ref: string, cols: Partial<typeof payments.$inferInsert>, captured: number, paidAt: string, refunded = 0) =>
    (await db.insert(payments).values({ companyId: spa, provider: "stripe", orderRef: ref, amount: captured, currency: "EUR", status: "paid", captured, refunded, paidAt: new Date(paidAt), ...cols }).returning())[0]!.id;
  await pay("STATP1", { kind: "booking", orderId: id.o1 }, 2000, "2024-06-05T09:00:00Z"); // Paris deposit
  const lyonPay = await pay("STATP5", { kind: "booking", orderId: id.o5 }, 6000, "2024-06-10T22:30:00Z", 1000); // 06-11 local, Lyon
  await pay("STATPV", { kind: "voucher", voucherId: voucher!.id }, 5000, "2024-06-11T10:00:00Z"); // the gift voucher
  await pay("STATP6", { kind: "booking", orderId: id.o6 }, 9999, "2024-06-12T10:00:00Z"); // after the period
  await db.insert(paymentRefunds).values({ companyId: spa, paymentRowId: lyonPay, amount: 1000, idempotencyKey: "stat-refund-1", status: "succeeded", reason: "business", createdAt: new Date("2024-06-11T08:00:00Z") });
});

const get = async (path: string) => {
  const res = await asUser(server, manager, "GET", path);
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
};
const period = "from=2024-06-10&to=2024-06-11";

describe("GET /api/statistics/aggregate", () => {
  it("per shop-local day", async () => {
    expect((await get(`/api/statistics/aggregate?${period}&groupBy=day`)).rows).toEqual([
      { key: "2024-06-10", label: "2024-06-10", appointments: 2, revenue: 12900, cancelled: 0 },
      { key: "2024-06-11", label: "2024-06-11", appointments: 2, revenue: 9000, cancelled: 1 },
    ]);
  });

  it("per shop, service and employee", async () => {
    const rows = async (groupBy: string) => Object.fromEntries(((await get(`/api/statistics/aggregate?${period}&groupBy=${groupBy}`)).rows as { key: string; appointments: number; revenue: number; cancelled: number }[]).map((r) => [r.key, [r.appointments, r.revenue, r.cancelled]]));
    expect(await rows("shop")).toEqual({ [id.paris!]: [3, 15900, 1], [id.lyon!]: [1, 6000, 0] });
    expect(await rows("service")).toEqual({ [id.californien!]: [2, 12900, 1], [id.balinais!]: [2, 9000, 0] });
    expect(await rows("employee")).toEqual({ [id.camille!]: [2, 10900, 1], [id.ines!]: [1, 5000, 0], [id.lea!]: [1, 6000, 0] });
    expect((await get(`/api/statistics/aggregate?${period}&groupBy=shop&shopId=${id.lyon}`)).rows).toEqual([{ key: String(id.lyon), label: "Lumière Lyon", appointments: 1, revenue: 6000, cancelled: 0 }].map((r) => ({ ...r, label: expect.any(String) })));
  });

  it("refuses a period backwards or over a year, and a grouping it does not know, naming the field", async () => {
    for (const [query, field] of [
      ["from=2024-06-11&to=2024-06-10&groupBy=day", "to"],
      ["from=2024-01-01&to=2025-06-01&groupBy=day", "to"],
      [`${period}&groupBy=week`, "groupBy"],
      [`from=2024-02-30&to=2024-06-01&groupBy=day`, "from"],
    ]) {
      const res = await asUser(server, manager, "GET", `/api/statistics/aggregate?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys((await res.json()).error.fields), query).toEqual([field]);
    }
  });
});

describe("a manager's statistics", () => {
  it("are their own shops' only; another shop's order is not theirs to refund or cancel (403)", async () => {
    const ofLyon = await companyUser(server, SPA, "manager", [id.lyon!]);
    const res = await asUser(server, ofLyon, "GET", `/api/statistics/aggregate?${period}&groupBy=shop`);
    expect((await res.json()).rows.map((r: { key: string }) => r.key)).toEqual([String(id.lyon)]);
    expect((await asUser(server, ofLyon, "POST", "/api/statistics/refunds", { kind: "booking", orderId: id.o1, amount: 100 })).status).toBe(403);
    expect((await asUser(server, ofLyon, "PUT", `/api/statistics/booking-orders/${id.o1}/status`, { status: "cancelled" })).status).toBe(403);
    const staff = await companyUser(server, SPA, "staff", [id.paris!]);
    expect((await asUser(server, staff, "GET", `/api/statistics/aggregate?${period}&groupBy=shop`)).status).toBe(403);
  });
});

describe("GET /api/statistics/history", () => {
  it("filters by shop, employee and status, in time order, a page at a time", async () => {
    const orders = async (query: string) => ((await get(`/api/statistics/history?${period}&${query}`)).appointments as { orderId: number }[]).map((a) => a.orderId);
    expect(await orders(`shopId=${id.paris}`)).toEqual([id.o1, id.o2, id.o3, id.o4]);
    expect(await orders(`employeeId=${id.camille}`)).toEqual([id.o1, id.o3, id.o4]);
    expect(await orders("status=cancelled")).toEqual([id.o4]);
    expect(await orders(`serviceId=${id.balinais}&customerId=${id.x}`)).toEqual([id.o3, id.o5]);
    const second = await get(`/api/statistics/history?${period}&shopId=${id.paris}&perPage=2&page=2`);
    expect(second).toMatchObject({ total: 4, page: 2, perPage: 2 });
    expect(second.appointments.map((a: { orderId: number }) => a.orderId)).toEqual([id.o3, id.o4]);
    expect(second.appointments[0]).toMatchObject({ price: 3000, customer: { id: id.x, firstname: "Xavier" }, employee: { id: id.camille, name: "Camille" } });
  });
});

describe("money over a period", () => {
  it("the shops' payments by the day each was confirmed: per shop for bookings, vouchers apart", async () => {
    const { payments: rows } = await get("/api/statistics/shop-payments?from=2024-06-05&to=2024-06-11");
    expect(rows.map((r: { kind: string; shop: { id: number } | null; count: number; captured: number; refunded: number }) => [r.kind, r.shop?.id ?? null, r.count, r.captured, r.refunded])).toEqual([
      ["booking", id.paris, 1, 2000, 0],
      ["booking", id.lyon, 1, 6000, 1000],
      ["voucher", null, 1, 5000, 0],
    ]);
  });

  it("the refunds asked, and the gift vouchers bought online with their payment", async () => {
    const { refunds } = await get("/api/statistics/refunds?from=2024-06-11&to=2024-06-11");
    expect(refunds).toEqual([expect.objectContaining({ kind: "booking", orderId: id.o5, shopId: id.lyon, amount: 1000, status: "succeeded", reason: "business" })]);
    expect((await get("/api/statistics/refunds?from=2024-06-12&to=2024-06-12")).refunds).toEqual([]);
    const gifts = await get("/api/statistics/gift-orders?from=2024-06-11&to=2024-06-11");
    expect(gifts.total).toBe(1);
    expect(gifts.orders[0]).toMatchObject({ code: "STAT-0000-0000-0000-0001", value: 5000, buyer: { id: id.x, firstname: "Xavier" }, payment: { provider: "stripe", captured: 5000, refunded: 0 } });
  });

  it("another business's statistics are its own", async () => {
    const solo = await companyUser(server, SOLO, "owner");
    const res = await asUser(server, solo, "GET", `/api/statistics/aggregate?${period}&groupBy=shop`);
    expect((await res.json()).rows).toEqual([]);
  });
});

describe("a booking order changed or refunded by the business", () => {
  let slot = 0;
  async function booked() {
    const db = server.database.db;
    const me = await signedInCustomer(db, SPA, { email: `stat-${slot}@example.test` });
    const day = nextWeekday("wednesday", 21);
    const hour = 10 + 2 * slot++;
    const res = await server.api("/api/appointments", {
      method: "POST",
      headers: { "content-type": "application/json", ...me.auth },
      body: JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [id.californien], start: wallTime(day, `${String(hour).padStart(2, "0")}:00`).toISOString() } }),
    });
    expect(res.status).toBe(201);
    return { order: (await res.json()).order as { id: number; amount: number }, email: me.customer.email! };
  }

  it("cancels whatever the notice, frees the slots and tells the customer; a second time is refused (409)", async () => {
    const { order, email } = await booked();
    const res = await asUser(server, manager, "PUT", `/api/statistics/booking-orders/${order.id}/status`, { status: "cancelled" });
    expect(res.status).toBe(200);
    expect((await res.json()).order).toEqual({ id: order.id, status: "cancelled", refund: null });
    const rows = await server.database.db.select({ status: appointments.status }).from(appointments).where(eq(appointments.orderId, order.id));
    expect(rows.map((r) => r.status)).toEqual(["cancelled"]);
    expect((await server.database.db.select().from(outbox).where(eq(outbox.recipient, email))).length).toBe(2); // the confirmation, then the cancellation
    expect((await asUser(server, manager, "PUT", `/api/statistics/booking-orders/${order.id}/status`, { status: "cancelled" })).status).toBe(409);
  });

  it("refuses a status it does not know naming the field, and another business's order (404), changing nothing", async () => {
    const { order } = await booked();
    const bad = await asUser(server, manager, "PUT", `/api/statistics/booking-orders/${order.id}/status`, { status: "honoured" });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(["status"]);
    const solo = await companyUser(server, SOLO, "owner");
    expect((await asUser(server, solo, "PUT", `/api/statistics/booking-orders/${order.id}/status`, { status: "cancelled" })).status).toBe(404);
    expect((await asUser(server, solo, "POST", "/api/statistics/refunds", { kind: "booking", orderId: order.id, amount: 100 })).status).toBe(404);
    const [row] = await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.id, order.id));
    expect([row!.status, row!.refunded]).toEqual(["confirmed", 0]);
  });

  it("refunds part of a booking paid at the shop, then all that is left, then refuses: nothing left", async () => {
    const { order } = await booked();
    const part = await asUser(server, manager, "POST", "/api/statistics/refunds", { kind: "booking", orderId: order.id, amount: 1000 });
    expect((await part.json()).refund).toEqual({ kind: "booking", orderId: order.id, amount: 1000, status: "succeeded", refunded: 1000 });
    const rest = await asUser(server, manager, "POST", "/api/statistics/refunds", { kind: "booking", orderId: order.id });
    expect((await rest.json()).refund).toMatchObject({ amount: order.amount - 1000, refunded: order.amount });
    const none = await asUser(server, manager, "POST", "/api/statistics/refunds", { kind: "booking", orderId: order.id });
    expect(none.status).toBe(400);
    expect(Object.keys((await none.json()).error.fields)).toEqual(["amount"]);
  });
});

describe("the company's state: offline, SMS, databases", () => {
  it("says the demo site is online, whether SMS go out, and where the data lives", async () => {
    expect(await (await server.api("/api/companies/offline")).json()).toEqual({ offline: false, state: "online" });
    expect(await (await server.api("/api/companies/are-sms-available")).json()).toEqual({ available: false });
    const { databases } = await get("/api/databases");
    expect(databases).toEqual([expect.objectContaining({ kind: server.database.kind, migrations: expect.any(Number) })]);
    expect(databases[0].migrations).toBeGreaterThan(20);
    expect((await server.api("/api/databases")).status).toBe(401);
  });
});
