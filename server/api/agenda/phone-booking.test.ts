// Booking a caller from the back-office: a free time from the storefront's availability, booked
// through its path and marked 'phone' on the agenda; a taken time refused 409 with nothing written;
// another shop's manager 403; staff may not (decision 232).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyId } from "../../booking/test-support";
import { articles, customers, shops } from "../../db/schema";
import { SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { asUser, companyUser } from "../provider-test-support";

const server = useTestServer();
const id: Record<string, number> = {};
// a Wednesday far from the demo's bookings (Paris, UTC+1 in March)
const DAY = "2031-03-12";

beforeAll(async () => {
  const db = server.database.db;
  const spa = await companyId(db, SPA);
  id.paris = (await db.select().from(shops).where(and(eq(shops.companyId, spa), eq(shops.externalId, "ab-1001"))))[0]!.id;
  id.lyon = (await db.select().from(shops).where(and(eq(shops.companyId, spa), eq(shops.externalId, "ab-1002"))))[0]!.id;
  id.service = (await db.select().from(articles).where(and(eq(articles.companyId, spa), eq(articles.slug, "massage-californien"))))[0]!.id;
});

type Time = { start: string; employees: number[] };

describe("booking a caller from the agenda", () => {
  it("books a phone customer into a free time, shows it 'phone', refuses the taken time 409 and writes nothing", async () => {
    const manager = await companyUser(server, SPA, "manager", [id.paris!]);
    const free = await asUser(server, manager, "GET", `/api/agenda/free-times?shopId=${id.paris}&serviceIds=${id.service}&date=${DAY}`);
    expect(free.status).toBe(200);
    const { times } = (await free.json()) as { times: Time[] };
    expect(times.length).toBeGreaterThan(0);
    const slot = times[0]!;
    const employeeId = slot.employees[0]!;
    const body = { shopId: id.paris, serviceIds: [id.service], employeeId, start: slot.start, customer: { firstname: "Élodie", lastname: "Téléphone", phone: "06 11 22 33 44" } };
    const res = await asUser(server, manager, "POST", "/api/agenda/bookings", body);
    expect(res.status).toBe(201);
    const { booking } = await res.json();
    expect(booking).toMatchObject({ employeeId, start: slot.start, source: "phone" });
    const [caller] = await server.database.db.select().from(customers).where(eq(customers.id, booking.customerId));
    expect(caller).toMatchObject({ firstname: "Élodie", phone: "+33611223344" });

    const agenda = await (await asUser(server, manager, "GET", `/api/agenda?shopId=${id.paris}&date=${DAY}`)).json();
    expect(agenda.agenda.bookings.find((b: { orderId: number }) => b.orderId === booking.orderId)).toMatchObject({ source: "phone", customer: { name: "Élodie Téléphone" } });
    // the time is gone from the free times for that employee
    const after = (await (await asUser(server, manager, "GET", `/api/agenda/free-times?shopId=${id.paris}&serviceIds=${id.service}&date=${DAY}&employeeId=${employeeId}`)).json()) as { times: Time[] };
    expect(after.times.map((t) => t.start)).not.toContain(slot.start);

    // the same time again, for the existing customer: refused, nothing written
    const before = await server.database.db.select({ id: customers.id }).from(customers);
    const again = await asUser(server, manager, "POST", "/api/agenda/bookings", { ...body, customer: { firstname: "Marc", lastname: "Second", email: "marc.second@example.test" } });
    expect(again.status).toBe(409);
    expect(JSON.stringify(await again.json())).toContain("slot_taken");
    expect(await server.database.db.select({ id: customers.id }).from(customers)).toHaveLength(before.length);
  });

  it("refuses another shop's manager and staff 403, a bad body 400 naming the field", async () => {
    const lyon = await companyUser(server, SPA, "manager", [id.lyon!]);
    const body = { shopId: id.paris, serviceIds: [id.service], employeeId: null, start: `${DAY}T15:00:00+01:00`, customer: { firstname: "Nina", lastname: "", phone: "+33600000001" } };
    expect((await asUser(server, lyon, "POST", "/api/agenda/bookings", body)).status).toBe(403);
    const staff = await companyUser(server, SPA, "staff", [id.paris!]);
    expect((await asUser(server, staff, "POST", "/api/agenda/bookings", body)).status).toBe(403);
    const manager = await companyUser(server, SPA, "manager", [id.paris!]);
    const bad = await asUser(server, manager, "POST", "/api/agenda/bookings", { ...body, customer: { firstname: "Nina", lastname: "" } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("customer.phone");
  });
});
