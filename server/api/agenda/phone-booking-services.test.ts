// Booking a caller for several services (decision 299): the free times are those of the whole
// sequence, the services booked back to back in one call through the storefront's path; a conflict
// on the second refuses the whole booking with nothing written; a bad list is a 400 naming the field.
import { and, asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyId, employeeId, serviceId, wallTime } from "../../booking/test-support";
import { appointments, shops } from "../../db/schema";
import { SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { asUser, companyUser } from "../provider-test-support";

const server = useTestServer();
const id: Record<string, number> = {};
// a Wednesday far from the demo's bookings (Paris, UTC+1 in March)
const DAY = "2031-03-19";

beforeAll(async () => {
  const db = server.database.db;
  const spa = await companyId(db, SPA);
  id.paris = (await db.select().from(shops).where(and(eq(shops.companyId, spa), eq(shops.externalId, "ab-1001"))))[0]!.id;
  id.massage = await serviceId(db, SPA, "massage-californien"); // 60 min, 15 min pause
  id.reflexo = await serviceId(db, SPA, "reflexologie-plantaire"); // 45 min, 15 min pause
  id.camille = await employeeId(db, SPA, "Camille");
});

const written = async () => JSON.stringify(await server.database.db.execute(sql`select (select count(*) from appointments) a, (select count(*) from booking_orders) o, (select count(*) from customers) c, (select count(*) from outbox) m`));
type Time = { start: string; end: string; employees: number[] };

describe("booking a caller for several services", () => {
  it("offers the times of the whole sequence with its length and price, and books both services back to back in one call", async () => {
    const manager = await companyUser(server, SPA, "manager", [id.paris!]);
    const res = await asUser(server, manager, "GET", `/api/agenda/free-times?shopId=${id.paris}&serviceIds=${id.massage},${id.reflexo}&date=${DAY}&employeeId=${id.camille}`);
    expect(res.status).toBe(200);
    const { times, total } = (await res.json()) as { times: Time[]; total: { minutes: number; price: number } };
    // 60 min, the pause between the two, 45 min: the last pause is the shop's, not the customer's
    expect(total.minutes).toBe(120);
    const slot = times.find((t) => t.start === wallTime(DAY, "11:00").toISOString())!;
    expect(slot).toBeDefined();
    // the time offered spans the whole sequence, both pauses included
    expect(new Date(slot.end).getTime() - new Date(slot.start).getTime()).toBe(135 * 60_000);

    const body = { shopId: id.paris, serviceIds: [id.massage, id.reflexo], employeeId: id.camille, start: slot.start, customer: { firstname: "Inès", lastname: "Deux-Soins", phone: "+33600000299" } };
    const booked = await asUser(server, manager, "POST", "/api/agenda/bookings", body);
    expect(booked.status).toBe(201);
    const { booking } = await booked.json();
    expect(booking).toMatchObject({ employeeId: id.camille, start: slot.start, source: "phone" });
    const rows = await server.database.db.select().from(appointments).where(eq(appointments.orderId, booking.orderId)).orderBy(asc(appointments.startAt));
    expect(rows.map((r) => [r.articleId, r.startAt.toISOString(), r.endAt.toISOString()])).toEqual([
      [id.massage, wallTime(DAY, "11:00").toISOString(), wallTime(DAY, "12:15").toISOString()],
      [id.reflexo, wallTime(DAY, "12:15").toISOString(), wallTime(DAY, "13:15").toISOString()],
    ]);
    // the price shown is the price booked
    expect(rows.reduce((sum, r) => sum + r.price, 0)).toBe(total.price);
  });

  it("refuses 409 when the second service's time is taken, and writes nothing", async () => {
    const manager = await companyUser(server, SPA, "manager", [id.paris!]);
    // Camille has a reflexology at 15:00; the massage at 13:30 would be free, the reflexology after it is not
    const first = await asUser(server, manager, "POST", "/api/agenda/bookings", { shopId: id.paris, serviceIds: [id.reflexo], employeeId: id.camille, start: wallTime(DAY, "15:00").toISOString(), customer: { firstname: "Paul", lastname: "Avant", phone: "+33600000298" } });
    expect(first.status).toBe(201);
    const alone = await asUser(server, manager, "POST", "/api/agenda/bookings/check", { shopId: id.paris, serviceIds: [id.massage], employeeId: id.camille, start: wallTime(DAY, "13:30").toISOString() });
    expect((await alone.json()).occurrences[0].free).toBe(true);

    const before = await written();
    const refused = await asUser(server, manager, "POST", "/api/agenda/bookings", { shopId: id.paris, serviceIds: [id.massage, id.reflexo], employeeId: id.camille, start: wallTime(DAY, "13:30").toISOString(), customer: { firstname: "Zoé", lastname: "Après", phone: "+33600000297" } });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain("slot_taken");
    expect(await written()).toBe(before);
  });

  it("repeats the two services every N weeks, each date checked and booked as the whole sequence", async () => {
    const manager = await companyUser(server, SPA, "manager", [id.paris!]);
    // Wednesdays 2031-04-02 and 2031-04-16, Paris in summer time
    const series = { shopId: id.paris, serviceIds: [id.massage, id.reflexo], employeeId: id.camille, start: wallTime("2031-04-02", "10:00").toISOString(), repeat: { everyWeeks: 2, until: "2031-04-16" } };
    const check = await (await asUser(server, manager, "POST", "/api/agenda/bookings/check", series)).json();
    expect(check.occurrences.map((o: { free: boolean }) => o.free)).toEqual([true, true]);
    const res = await asUser(server, manager, "POST", "/api/agenda/bookings", { ...series, customer: { firstname: "Rémi", lastname: "Série", phone: "+33600000295" } });
    expect(res.status).toBe(201);
    const saved = await res.json();
    expect(saved.series).toHaveLength(2);
    for (const [i, booking] of (saved.series as { orderId: number; end: string }[]).entries()) {
      const rows = await server.database.db.select().from(appointments).where(eq(appointments.orderId, booking.orderId)).orderBy(asc(appointments.startAt));
      const date = ["2031-04-02", "2031-04-16"][i]!;
      expect(rows.map((r) => [r.articleId, r.startAt.toISOString()])).toEqual([
        [id.massage, wallTime(date, "10:00").toISOString()],
        [id.reflexo, wallTime(date, "11:15").toISOString()],
      ]);
    }
  });

  it("answers 400 naming serviceIds for an empty list, a bad id, or the old single field alone", async () => {
    const manager = await companyUser(server, SPA, "manager", [id.paris!]);
    const base = { shopId: id.paris, employeeId: null, start: wallTime(DAY, "16:00").toISOString(), customer: { firstname: "Nina", lastname: "Liste", phone: "+33600000296" } };
    for (const bad of [{ serviceIds: [] }, { serviceIds: [id.massage, "x"] }, { serviceId: id.massage }]) {
      const res = await asUser(server, manager, "POST", "/api/agenda/bookings", { ...base, ...bad });
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()).error.fields ?? {}).join(" ")).toContain("serviceIds");
    }
    const query = await asUser(server, manager, "GET", `/api/agenda/free-times?shopId=${id.paris}&serviceIds=${id.massage},x&date=${DAY}`);
    expect(query.status).toBe(400);
    expect(JSON.stringify(await query.json())).toContain("serviceIds");
    // a service the shop does not offer: 404 naming the field too
    const unknown = await asUser(server, manager, "GET", `/api/agenda/free-times?shopId=${id.paris}&serviceIds=${id.massage},999999&date=${DAY}`);
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(await unknown.json())).toContain("serviceIds");
  });
});
