// The back-office agenda's data: who sees which shop and column, and where each booking sits.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyId, signedInCustomer } from "../../booking/test-support";
import { appointments, articles, bookingOrders, customers, employees, shops } from "../../db/schema";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { asUser, companyUser } from "../provider-test-support";

const server = useTestServer();
const id: Record<string, number> = {};
// a Tuesday far from the demo's bookings: Camille and Inès both work in Paris (UTC+1 in March)
const DAY = "2031-03-11";

beforeAll(async () => {
  const db = server.database.db;
  const spa = await companyId(db, SPA);
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
  id.paris = (await one(db.select().from(shops).where(and(eq(shops.companyId, spa), eq(shops.externalId, "ab-1001"))))).id;
  id.lyon = (await one(db.select().from(shops).where(and(eq(shops.companyId, spa), eq(shops.externalId, "ab-1002"))))).id;
  id.solo = (await one(db.select().from(shops).where(eq(shops.companyId, await companyId(db, SOLO))))).id;
  const employee = async (name: string) => (await one(db.select().from(employees).where(and(eq(employees.companyId, spa), eq(employees.displayName, name))))).id;
  id.camille = await employee("Camille");
  id.ines = await employee("Inès");
  const article = await one(db.select().from(articles).where(and(eq(articles.companyId, spa), eq(articles.slug, "massage-californien"))));
  id.article = article.id;
  const [customer] = await db.insert(customers).values({ companyId: spa, email: "agenda@example.test", firstname: "Lina", lastname: "Agenda", phone: "+33612345678" }).returning();
  const book = async (employeeId: number, local: string, order: Partial<typeof bookingOrders.$inferInsert>, status: "active" | "cancelled" = "active") => {
    const start = new Date(`${DAY}T${local}:00+01:00`);
    const [o] = await db.insert(bookingOrders).values({ companyId: spa, customerId: customer!.id, shopId: id.paris!, amount: 9000, ...order }).returning();
    const [a] = await db.insert(appointments).values({ companyId: spa, orderId: o!.id, customerId: customer!.id, shopId: id.paris!, articleId: id.article!, employeeId, startAt: start, endAt: new Date(start.getTime() + 3_600_000), status, price: 9000 }).returning();
    return a!.id;
  };
  id.paid = await book(id.camille, "10:00", { paymentProvider: "stripe", paidOnline: 9000 });
  id.atShop = await book(id.ines, "14:30", {});
  id.cancelled = await book(id.ines, "16:00", { status: "cancelled" }, "cancelled");
});

type Agenda = { employees: { id: number; name: string }[]; bookings: { id: number; employeeId: number; start: number; end: number; state: string; source: string; customer: { name: string }; service: string }[]; days: { date: string }[]; shops: { id: number }[] };
const agendaOf = async (who: { token: string; company: string }, query: string) => {
  const res = await asUser(server, who, "GET", `/api/agenda?${query}`);
  return { status: res.status, agenda: res.status === 200 ? ((await res.json()).agenda as Agenda) : null };
};

describe("the agenda", () => {
  it("shows the owner every column of a shop, each booking at its local time with its state", async () => {
    const owner = await companyUser(server, SPA, "owner");
    const { status, agenda } = await agendaOf(owner, `shopId=${id.paris}&date=${DAY}`);
    expect(status).toBe(200);
    expect(agenda!.employees.map((e) => e.name)).toEqual(expect.arrayContaining(["Camille", "Inès"]));
    expect(agenda!.shops.map((s) => s.id)).toEqual(expect.arrayContaining([id.paris, id.lyon]));
    const byId = new Map(agenda!.bookings.map((b) => [b.id, b]));
    expect(byId.get(id.paid!)).toMatchObject({ employeeId: id.camille, start: 600, end: 660, state: "paid", source: "online", customer: { name: "Lina Agenda" }, service: expect.any(String) });
    expect(byId.get(id.atShop!)).toMatchObject({ employeeId: id.ines, start: 870, end: 930, state: "at_shop" });
    expect(byId.get(id.cancelled!)).toMatchObject({ state: "cancelled" });
    // the week: Monday to Sunday, the same bookings in it
    const week = await agendaOf(owner, `shopId=${id.paris}&date=${DAY}&view=week`);
    expect(week.agenda!.days.map((d) => d.date)).toEqual(["2031-03-10", "2031-03-11", "2031-03-12", "2031-03-13", "2031-03-14", "2031-03-15", "2031-03-16"]);
    expect(week.agenda!.bookings.map((b) => b.id)).toEqual(expect.arrayContaining([id.paid, id.atShop]));
  });

  it("shows a staff member their own column only", async () => {
    // linked to Inès: her column at Paris
    const staff = await companyUser(server, SPA, "staff", [id.paris!], id.ines);
    const { status, agenda } = await agendaOf(staff, `shopId=${id.paris}&date=${DAY}`);
    expect(status).toBe(200);
    expect(agenda!.employees).toEqual([{ id: id.ines, name: "Inès" }]);
    expect(agenda!.bookings.every((b) => b.employeeId === id.ines)).toBe(true);
    expect(agenda!.bookings.map((b) => b.id)).not.toContain(id.paid);
    expect(agenda!.shops.map((s) => s.id)).toEqual([id.paris]);
    // without a shop asked: their own
    expect((await agendaOf(staff, `date=${DAY}`)).agenda!.shops).toEqual([{ id: id.paris, name: expect.any(String) }]);
  });

  it("refuses another shop's manager 403, another business's shop 404, a customer's session 401, a bad date 400", async () => {
    const lyonManager = await companyUser(server, SPA, "manager", [id.lyon!]);
    expect((await agendaOf(lyonManager, `shopId=${id.paris}&date=${DAY}`)).status).toBe(403);
    expect((await agendaOf(lyonManager, `shopId=${id.solo}&date=${DAY}`)).status).toBe(404);
    const lyon = await agendaOf(lyonManager, `date=${DAY}`);
    expect(lyon.agenda!.shops.map((s) => s.id)).toEqual([id.lyon]);
    const customer = await signedInCustomer(server.database.db, SPA);
    expect((await agendaOf({ token: customer.token, company: SPA }, `shopId=${id.paris}`)).status).toBe(401);
    const bad = await asUser(server, lyonManager, "GET", "/api/agenda?date=2031-02-30");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty("date");
  });
});
