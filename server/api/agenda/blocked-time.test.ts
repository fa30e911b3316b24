// Blocked time on the agenda (decision 233): it takes the slots off the storefront at once, a
// booking onto it is refused with nothing written (by the booking path and by the database
// itself), a booking already there refuses it, another shop's manager and staff may not write it,
// staff see it on their own column, and removed the slots come back. The cabins' row (decision
// 234) shows the bookings that take a cabin and a cabin's blocked time.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyId, employeeId, serviceId, wallTime } from "../../booking/test-support";
import { appointments, bookingOrders, customers, employees, resources, shops } from "../../db/schema";
import { SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { asUser, companyUser } from "../provider-test-support";

const server = useTestServer();
const id: Record<string, number> = {};
// a Wednesday far from the demo's bookings (Paris, UTC+1 in March)
const DAY = "2031-03-19";

beforeAll(async () => {
  const db = server.database.db;
  id.spa = await companyId(db, SPA);
  id.paris = (await db.select().from(shops).where(and(eq(shops.companyId, id.spa), eq(shops.externalId, "ab-1001"))))[0]!.id;
  id.lyon = (await db.select().from(shops).where(and(eq(shops.companyId, id.spa), eq(shops.externalId, "ab-1002"))))[0]!.id;
  id.service = await serviceId(db, SPA, "massage-californien");
  id.camille = await employeeId(db, SPA, "Camille");
  id.jade = (await db.select().from(resources).where(and(eq(resources.companyId, id.spa), eq(resources.displayName, "Cabine Jade"))))[0]!.id;
});

/** Who the storefront offers at each open slot of Paris that day, for the californien massage. */
async function storefront(): Promise<Map<string, string[]>> {
  const res = await server.api(`/api/appointments?shopid=ab-1001&serviceid=${id.service}&start=${DAY}&end=${DAY}`, { company: SPA });
  expect(res.status).toBe(200);
  const slots = (await res.json()).appointments.data[0].slots as { start: string; shopStatus: string; free: { employees: string[] } }[];
  return new Map(slots.filter((s) => s.shopStatus === "open").map((s) => [new Date(s.start).toISOString(), s.free.employees]));
}

const count = async () => JSON.stringify(await server.database.db.execute(sql`select (select count(*) from appointments) a, (select count(*) from booking_orders) o, (select count(*) from customers) c`));

describe("blocked time on the agenda", () => {
  it("takes the employee's slots off the storefront at once, refuses a booking onto it with nothing written, and gives them back once removed", async () => {
    const manager = await companyUser(server, SPA, "manager", [id.paris!]);
    const eleven = wallTime(DAY, "11:00").toISOString();
    expect((await storefront()).get(eleven)).toContain(String(id.camille));

    const body = { shopId: id.paris, employeeId: id.camille, start: wallTime(DAY, "10:30").toISOString(), end: wallTime(DAY, "12:30").toISOString(), kind: "training", note: "Formation pierres chaudes" };
    const res = await asUser(server, manager, "POST", "/api/agenda/blocks", body);
    expect(res.status).toBe(201);
    const { block } = await res.json();
    expect(block).toMatchObject({ employeeId: id.camille, resourceId: null, kind: "training", note: "Formation pierres chaudes" });

    // the storefront no longer offers Camille in that time, still after it
    const during = await storefront();
    expect(during.get(eleven) ?? []).not.toContain(String(id.camille));
    expect(during.get(wallTime(DAY, "15:00").toISOString())).toContain(String(id.camille));

    // the agenda shows it on Camille's column
    const agenda = (await (await asUser(server, manager, "GET", `/api/agenda?shopId=${id.paris}&date=${DAY}`)).json()).agenda;
    expect(agenda.blocks).toContainEqual(expect.objectContaining({ id: block.id, employeeId: id.camille, date: DAY, start: 630, end: 750, kind: "training" }));

    // booking a caller onto it: refused, nothing written
    const before = await count();
    const booking = { shopId: id.paris, serviceIds: [id.service], employeeId: id.camille, start: eleven, customer: { firstname: "Léa", lastname: "Bloquée", phone: "+33600000123" } };
    const refused = await asUser(server, manager, "POST", "/api/agenda/bookings", booking);
    expect(refused.status).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain("slot_taken");
    expect(await count()).toBe(before);

    // removed: the storefront offers Camille again and the same booking goes through
    expect((await asUser(server, manager, "DELETE", `/api/agenda/blocks/${block.id}`)).status).toBe(204);
    expect((await storefront()).get(eleven)).toContain(String(id.camille));
    expect((await asUser(server, manager, "POST", "/api/agenda/bookings", booking)).status).toBe(201);
  });

  it("is refused by the database itself to an appointment written past the booking path", async () => {
    const db = server.database.db;
    const manager = await companyUser(server, SPA, "manager", [id.paris!]);
    const start = wallTime(DAY, "16:00");
    const end = wallTime(DAY, "17:00");
    const made = await asUser(server, manager, "POST", "/api/agenda/blocks", { shopId: id.paris, employeeId: id.camille, start: start.toISOString(), end: end.toISOString(), kind: "meeting" });
    expect(made.status).toBe(201);
    const [customer] = await db.insert(customers).values({ companyId: id.spa!, firstname: "Direct", lastname: "Insert", phone: "+33600000124" }).returning();
    const [order] = await db.insert(bookingOrders).values({ companyId: id.spa!, customerId: customer!.id, shopId: id.paris!, amount: 0, currency: "EUR", paymentProvider: "none", lang: "fr", status: "confirmed" }).returning();
    const write = db.insert(appointments).values({ companyId: id.spa!, orderId: order!.id, customerId: customer!.id, shopId: id.paris!, articleId: id.service!, employeeId: id.camille!, startAt: new Date(start.getTime() + 15 * 60_000), endAt: end, mode: "1", price: 0, status: "active" });
    await expect(write).rejects.toMatchObject({ cause: expect.objectContaining({ code: "23P01" }) });
    expect(await db.select().from(appointments).where(eq(appointments.orderId, order!.id))).toEqual([]);
  });

  it("is refused over a booking already there (409 time_booked), 403 to another shop's manager and to staff, 400 naming a bad field", async () => {
    const manager = await companyUser(server, SPA, "manager", [id.paris!]);
    const free = (await (await asUser(server, manager, "GET", `/api/agenda/free-times?shopId=${id.paris}&serviceIds=${id.service}&date=${DAY}&employeeId=${id.camille}`)).json()).times as { start: string; end: string }[];
    const slot = free[0]!;
    const booked = await asUser(server, manager, "POST", "/api/agenda/bookings", { shopId: id.paris, serviceIds: [id.service], employeeId: id.camille, start: slot.start, customer: { firstname: "Déjà", lastname: "Là", phone: "+33600000125" } });
    expect(booked.status).toBe(201);
    const over = { shopId: id.paris, employeeId: id.camille, start: slot.start, end: new Date(new Date(slot.start).getTime() + 30 * 60_000).toISOString(), kind: "break" };
    const taken = await asUser(server, manager, "POST", "/api/agenda/blocks", over);
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toMatchObject({ code: "time_booked", fields: { start: expect.any(String) } });

    const elsewhere = { ...over, start: wallTime(DAY, "08:00").toISOString(), end: wallTime(DAY, "09:00").toISOString() };
    const lyon = await companyUser(server, SPA, "manager", [id.lyon!]);
    expect((await asUser(server, lyon, "POST", "/api/agenda/blocks", elsewhere)).status).toBe(403);
    // a Paris employee no team member is linked to yet, as the staff member's own column
    const [unlinked] = await server.database.db.select({ id: employees.id }).from(employees).where(and(eq(employees.shopId, id.paris!), sql`not exists (select 1 from company_users u where u.employee_id = ${employees.id})`));
    const staff = await companyUser(server, SPA, "staff", [id.paris!], unlinked!.id);
    expect((await asUser(server, staff, "POST", "/api/agenda/blocks", elsewhere)).status).toBe(403);
    const backwards = await asUser(server, manager, "POST", "/api/agenda/blocks", { ...elsewhere, end: elsewhere.start, start: elsewhere.end });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(await backwards.json())).toContain('"end"');
    const both = await asUser(server, manager, "POST", "/api/agenda/blocks", { ...elsewhere, resourceId: id.jade });
    expect(both.status).toBe(400);
    expect(JSON.stringify(await both.json())).toContain("employeeId");

    // a block written, another shop's manager may not remove it; staff see it on their column
    const made = (await (await asUser(server, manager, "POST", "/api/agenda/blocks", { ...elsewhere, employeeId: unlinked!.id })).json()).block;
    expect((await asUser(server, lyon, "DELETE", `/api/agenda/blocks/${made.id}`)).status).toBe(403);
    expect((await asUser(server, staff, "DELETE", `/api/agenda/blocks/${made.id}`)).status).toBe(403);
    const own = (await (await asUser(server, staff, "GET", `/api/agenda?shopId=${id.paris}&date=${DAY}`)).json()).agenda;
    expect(own.employees.map((e: { id: number }) => e.id)).toEqual([unlinked!.id]);
    expect(own.blocks.map((b: { id: number }) => b.id)).toContain(made.id);
    expect(own.resources).toEqual([]);
  });

  it("blocks a cabin: no slot needs it any more at that time; the cabins' row shows its bookings and its blocked time", async () => {
    const manager = await companyUser(server, SPA, "manager", [id.paris!]);
    const nine = "2031-03-20";
    const at = (time: string) => wallTime(nine, time).toISOString();
    const res = await asUser(server, manager, "POST", "/api/agenda/blocks", { shopId: id.paris, resourceId: id.jade, start: at("13:00"), end: at("15:00"), kind: "other", note: "Entretien" });
    expect(res.status).toBe(201);
    const slots = await server.api(`/api/appointments?shopid=ab-1001&serviceid=${id.service}&start=${nine}&end=${nine}`, { company: SPA });
    const open = ((await slots.json()).appointments.data[0].slots as { start: string; shopStatus: string; free: { employees: string[] } }[]).filter((s) => s.shopStatus === "open" && s.free.employees.length > 0).map((s) => new Date(s.start).toISOString());
    expect(open).not.toContain(at("13:30"));
    expect(open).toContain(at("16:00"));

    const booked = await asUser(server, manager, "POST", "/api/agenda/bookings", { shopId: id.paris, serviceIds: [id.service], employeeId: null, start: at("16:00"), customer: { firstname: "Cabine", lastname: "Jade", phone: "+33600000126" } });
    expect(booked.status).toBe(201);
    const agenda = (await (await asUser(server, manager, "GET", `/api/agenda?shopId=${id.paris}&date=${nine}`)).json()).agenda;
    expect(agenda.resources).toContainEqual({ id: id.jade, name: "Cabine Jade", type: "cabin" });
    const orderId = (await booked.json()).booking.orderId;
    expect(agenda.bookings.find((b: { orderId: number }) => b.orderId === orderId)).toMatchObject({ cabinId: id.jade });
    expect(agenda.blocks).toContainEqual(expect.objectContaining({ resourceId: id.jade, employeeId: null, kind: "other", note: "Entretien", start: 780, end: 900 }));
  });
});
