// Moving a booking: the customer through the signed link of their mail, the manager from the
// agenda — one operation. A free time: moved, the old one free, the calendar file's SEQUENCE up
// (same UID) and mailed; a taken time: 409 and the booking intact; after the notice: refused with
// the reason; two colleagues moving two bookings into one time at once: one wins, nothing lost;
// another business's booking: 404. Time is set, never waited for.
import { and, desc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { companyId, employeeId, serviceId, shopId, signedInCustomer, wallTime } from "../../booking/test-support";
import { appointments, bookingOrders, outbox, shops } from "../../db/schema";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { asUser, companyUser } from "../provider-test-support";

const server = useTestServer();
// a Wednesday far from the demo's bookings (Paris, UTC+1 in March), seen from the Saturday before
const DAY = "2031-03-12";
const THU = "2031-03-13";
const WED2 = "2031-03-19";
const THU2 = "2031-03-20";
const NOW = new Date("2031-03-08T09:00:00Z");
const id: Record<string, number> = {};

beforeAll(async () => {
  const db = server.database.db;
  id.paris = await shopId(db, SPA, "ab-1001");
  id.service = await serviceId(db, SPA, "massage-californien");
  id.camille = await employeeId(db, SPA, "Camille");
});
afterEach(() => server.setNow(null));

async function book(time: string, email: string, day = DAY) {
  const who = await signedInCustomer(server.database.db, SPA, { email, now: server.now() });
  const body = JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [id.service], start: wallTime(day, time).toISOString(), employeeId: id.camille } });
  const res = await server.api("/api/appointments", { method: "POST", body, headers: { "content-type": "application/json", ...who.auth } });
  expect(res.status).toBe(201);
  return { ...who, orderId: ((await res.json()) as { order: { id: number } }).order.id };
}

const active = (orderId: number) => server.database.db.select().from(appointments).where(and(eq(appointments.orderId, orderId), eq(appointments.status, "active")));
const lastMail = async (to: string) => (await server.database.db.select().from(outbox).where(eq(outbox.recipient, to)).orderBy(desc(outbox.id)))[0]!;

describe("the customer moves their booking from the link of their mail", () => {
  it("onto a free time: moved, the old time free, the .ics with the same UID and SEQUENCE 1 mailed", async () => {
    server.setNow(NOW);
    const mine = await book("11:00", "move-free@example.test");
    const confirmation = await lastMail("move-free@example.test");
    const link = /https?:\/\/\S+\/booking\/manage\/(\d+\.[A-Za-z0-9_-]{43})/.exec(confirmation.text);
    expect(link, "the confirmation mail carries the signed link").not.toBeNull();
    const token = link![1]!;

    const read = await server.api(`/api/reschedule/${token}`);
    expect(read.status).toBe(200);
    expect((await read.json()).order).toMatchObject({ id: mine.orderId, start: wallTime(DAY, "11:00").toISOString() });
    const times = (await (await server.api(`/api/reschedule/${token}/free-times?date=${DAY}`)).json()).times as { start: string; employees: number[] }[];
    const four = wallTime(DAY, "16:00").toISOString();
    expect(times.find((t) => t.start === four)?.employees).toContain(id.camille);

    const moved = await server.api(`/api/reschedule/${token}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ start: four, employeeId: id.camille }) });
    expect(moved.status).toBe(200);
    const { order } = await moved.json();
    expect(order.start).toBe(four);
    expect(order.ics).toContain("SEQUENCE:1\r\n");
    expect(order.ics).toContain(`UID:booking-${mine.orderId}@`);
    const rows = await active(mine.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.startAt.toISOString()).toBe(four);
    // the old time is free again: someone else books it
    await book("11:00", "move-free-next@example.test");

    const mail = await lastMail("move-free@example.test");
    expect(mail.id).not.toBe(confirmation.id);
    expect(mail.subject).toMatch(/déplacé/);
    const ics = mail.attachments[0]!.content;
    expect(ics).toContain("SEQUENCE:1\r\n");
    expect(ics).toContain(`UID:booking-${mine.orderId}@`);
    const [row] = await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.id, mine.orderId));
    expect(row!.icsSequence).toBe(1);
  });

  it("onto a time taken meanwhile: 409 and the booking intact; after the notice: refused with the reason", async () => {
    server.setNow(NOW);
    const mine = await book("10:00", "move-taken@example.test", THU);
    await book("13:00", "move-taken-other@example.test", THU);
    const token = (await (await server.api(`/api/booking-orders/${mine.orderId}`, { headers: mine.auth })).json()).order.manageToken as string;
    const taken = await server.api(`/api/reschedule/${token}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ start: wallTime(THU, "13:00").toISOString(), employeeId: id.camille }) });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.code).toBe("slot_taken");
    const rows = await active(mine.orderId);
    expect(rows.map((r) => r.startAt.toISOString())).toEqual([wallTime(THU, "10:00").toISOString()]);
    const [row] = await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.id, mine.orderId));
    expect(row!.icsSequence).toBe(0);

    // 30 minutes before, inside the hour's notice
    server.setNow(new Date(wallTime(THU, "10:00").getTime() - 30 * 60_000));
    const late = await server.api(`/api/reschedule/${token}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ start: wallTime(THU, "17:00").toISOString() }), lang: "en" });
    expect(late.status).toBe(409);
    expect((await late.json()).error).toMatchObject({ code: "too_late_to_move", message: "This appointment is too close to move online. Please call us." });
    expect((await active(mine.orderId)).map((r) => r.startAt.toISOString())).toEqual([wallTime(THU, "10:00").toISOString()]);
    // once it has begun the link has expired with it
    server.setNow(new Date(wallTime(THU, "10:05").getTime()));
    expect((await server.api(`/api/reschedule/${token}`)).status).toBe(404);
    // a forged signature is no link
    expect((await server.api(`/api/reschedule/${mine.orderId}.${"A".repeat(43)}`)).status).toBe(404);
  });
});

describe("the manager moves bookings on the agenda", () => {
  it("two colleagues moving two bookings into the same time at once: one moved, one refused, nothing lost", async () => {
    server.setNow(NOW);
    const a = await book("10:00", "race-a@example.test", WED2);
    const b = await book("13:00", "race-b@example.test", WED2);
    const one = await companyUser(server, SPA, "manager", [id.paris!]);
    const two = await companyUser(server, SPA, "owner");
    const target = { start: wallTime(WED2, "16:00").toISOString(), employeeId: id.camille };
    const answers = await Promise.all([asUser(server, one, "POST", `/api/agenda/bookings/${a.orderId}/move`, target), asUser(server, two, "POST", `/api/agenda/bookings/${b.orderId}/move`, target)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const [ra, rb] = [await active(a.orderId), await active(b.orderId)];
    expect(ra).toHaveLength(1);
    expect(rb).toHaveLength(1);
    const starts = [ra[0]!.startAt.toISOString(), rb[0]!.startAt.toISOString()].sort();
    const winnerA = answers[0]!.status === 200;
    expect(starts).toEqual([winnerA ? wallTime(WED2, "13:00").toISOString() : wallTime(WED2, "10:00").toISOString(), target.start].sort());
  });

  it("another business's booking is 404; a manager of another shop 403; the free times count the booking's own time free", async () => {
    server.setNow(NOW);
    const mine = await book("15:00", "other-business@example.test", THU2);
    const solo = await companyUser(server, SOLO, "owner");
    expect((await asUser(server, solo, "POST", `/api/agenda/bookings/${mine.orderId}/move`, { start: wallTime(THU2, "16:30").toISOString(), employeeId: null })).status).toBe(404);
    expect((await asUser(server, solo, "GET", `/api/agenda/bookings/${mine.orderId}/free-times?date=${THU2}`)).status).toBe(404);
    const lyonId = (await server.database.db.select().from(shops).where(and(eq(shops.companyId, await companyId(server.database.db, SPA)), eq(shops.externalId, "ab-1002"))))[0]!.id;
    const lyon = await companyUser(server, SPA, "manager", [lyonId]);
    expect((await asUser(server, lyon, "POST", `/api/agenda/bookings/${mine.orderId}/move`, { start: wallTime(THU2, "16:30").toISOString(), employeeId: null })).status).toBe(403);
    const manager = await companyUser(server, SPA, "manager", [id.paris!]);
    const times = (await (await asUser(server, manager, "GET", `/api/agenda/bookings/${mine.orderId}/free-times?date=${THU2}`)).json()).times as { start: string; employees: number[] }[];
    // 15:30 overlaps only the booking itself: free for it
    expect(times.find((t) => t.start === wallTime(THU2, "15:30").toISOString())?.employees).toContain(id.camille);
    const moved = await asUser(server, manager, "POST", `/api/agenda/bookings/${mine.orderId}/move`, { start: wallTime(THU2, "15:30").toISOString(), employeeId: id.camille });
    expect(moved.status).toBe(200);
    expect((await moved.json()).booking).toMatchObject({ start: wallTime(THU2, "15:30").toISOString(), employeeId: id.camille, sequence: 1 });
    // the customer is told by mail, with the calendar file of the same booking at its new time
    const mail = await lastMail("other-business@example.test");
    expect(mail.subject).toMatch(/déplacé/);
    const ics = mail.attachments[0]!.content;
    expect(ics).toContain("SEQUENCE:1\r\n");
    expect(ics).toContain(`UID:booking-${mine.orderId}@`);
    expect(ics).toContain(`DTSTART;TZID=Europe/Paris:${THU2.replace(/-/g, "")}T153000\r\n`);
  });
});
