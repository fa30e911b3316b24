// A repeat booking for a caller (decision 235): each date judged and the ones not free listed
// before saving; saved through the same booking path, all or nothing unless the desk confirms
// leaving the conflicts out; and the optional confirmation, mail per booking and one SMS, through
// the outbox.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyId, employeeId, serviceId, wallTime } from "../../booking/test-support";
import { outbox, shops } from "../../db/schema";
import { SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { asUser, companyUser } from "../provider-test-support";

const server = useTestServer();
const id: Record<string, number> = {};
// Wednesdays far from the demo's bookings: 2031-06-04, then every 2 weeks until 2031-07-16 (four dates)
const FIRST = "2031-06-04";
const THIRD = "2031-07-02";

beforeAll(async () => {
  const db = server.database.db;
  const spa = await companyId(db, SPA);
  id.paris = (await db.select().from(shops).where(and(eq(shops.companyId, spa), eq(shops.externalId, "ab-1001"))))[0]!.id;
  id.lyon = (await db.select().from(shops).where(and(eq(shops.companyId, spa), eq(shops.externalId, "ab-1002"))))[0]!.id;
  id.service = await serviceId(db, SPA, "massage-californien");
  id.camille = await employeeId(db, SPA, "Camille");
});

const written = async () => JSON.stringify(await server.database.db.execute(sql`select (select count(*) from appointments) a, (select count(*) from booking_orders) o, (select count(*) from customers) c, (select count(*) from outbox) m`));

describe("a repeat booking for a caller", () => {
  it("lists the dates that are not free, refuses the series whole, and books the free ones once confirmed, telling the caller", async () => {
    const manager = await companyUser(server, SPA, "manager", [id.paris!]);
    const series = { shopId: id.paris, serviceIds: [id.service], employeeId: id.camille, start: wallTime(FIRST, "11:00").toISOString(), repeat: { everyWeeks: 2, until: "2031-07-16" } };
    // Camille is in training on the third date
    const block = await asUser(server, manager, "POST", "/api/agenda/blocks", { shopId: id.paris, employeeId: id.camille, start: wallTime(THIRD, "10:00").toISOString(), end: wallTime(THIRD, "13:00").toISOString(), kind: "training" });
    expect(block.status).toBe(201);

    const check = await asUser(server, manager, "POST", "/api/agenda/bookings/check", series);
    expect(check.status).toBe(200);
    const { occurrences } = await check.json();
    expect(occurrences.map((o: { start: string; free: boolean }) => [o.start, o.free])).toEqual([
      [wallTime(FIRST, "11:00").toISOString(), true],
      [wallTime("2031-06-18", "11:00").toISOString(), true],
      [wallTime(THIRD, "11:00").toISOString(), false],
      [wallTime("2031-07-16", "11:00").toISOString(), true],
    ]);

    // saved without confirming: refused whole, nothing written (not even the new customer)
    const before = await written();
    const caller = { firstname: "Hélène", lastname: "Série", phone: "+33600000200", email: "helene.serie@example.test" };
    const refused = await asUser(server, manager, "POST", "/api/agenda/bookings", { ...series, customer: caller, notify: { mail: true, sms: true } });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({ code: "repeat_conflicts", fields: { repeat: expect.stringContaining(wallTime(THIRD, "11:00").toISOString()) } });
    expect(await written()).toBe(before);

    // confirmed: the three free dates booked, the third left out, a mail per booking and one SMS
    const res = await asUser(server, manager, "POST", "/api/agenda/bookings", { ...series, customer: caller, skipConflicts: true, notify: { mail: true, sms: true } });
    expect(res.status).toBe(201);
    const saved = await res.json();
    expect(saved.series.map((b: { start: string }) => b.start)).toEqual([wallTime(FIRST, "11:00"), wallTime("2031-06-18", "11:00"), wallTime("2031-07-16", "11:00")].map((d) => d.toISOString()));
    expect(saved.skipped).toEqual([wallTime(THIRD, "11:00").toISOString()]);
    expect(saved.told).toEqual({ mails: 3, sms: true });
    const sent = await server.database.db.select().from(outbox).where(sql`${outbox.recipient} in ('helene.serie@example.test', '+33600000200')`);
    expect(sent.filter((m) => m.channel === "email")).toHaveLength(3);
    const sms = sent.filter((m) => m.channel === "sms");
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain("confirmé");

    // the agenda shows each of them, marked 'phone'
    const agenda = (await (await asUser(server, manager, "GET", `/api/agenda?shopId=${id.paris}&date=2031-06-18`)).json()).agenda;
    expect(agenda.bookings.find((b: { orderId: number }) => b.orderId === saved.series[1].orderId)).toMatchObject({ source: "phone", employeeId: id.camille });
  });

  it("sends nothing when the desk unticks the confirmation; 403 to another shop's manager; 400 for an end before the first date", async () => {
    const manager = await companyUser(server, SPA, "manager", [id.paris!]);
    const one = { shopId: id.paris, serviceIds: [id.service], employeeId: null, start: wallTime(FIRST, "15:00").toISOString(), customer: { firstname: "Paul", lastname: "Muet", email: "paul.muet@example.test" }, notify: { mail: false, sms: false } };
    const res = await asUser(server, manager, "POST", "/api/agenda/bookings", one);
    expect(res.status).toBe(201);
    expect((await res.json()).told).toEqual({ mails: 0, sms: false });
    expect(await server.database.db.select().from(outbox).where(eq(outbox.recipient, "paul.muet@example.test"))).toEqual([]);

    const lyon = await companyUser(server, SPA, "manager", [id.lyon!]);
    const series = { shopId: id.paris, serviceIds: [id.service], employeeId: null, start: wallTime(FIRST, "16:00").toISOString(), repeat: { everyWeeks: 1, until: "2031-06-25" } };
    expect((await asUser(server, lyon, "POST", "/api/agenda/bookings/check", series)).status).toBe(403);
    const backwards = await asUser(server, manager, "POST", "/api/agenda/bookings/check", { ...series, repeat: { everyWeeks: 1, until: "2031-06-01" } });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(await backwards.json())).toContain("repeat.until");
  });
});
