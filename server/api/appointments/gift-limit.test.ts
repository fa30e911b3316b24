// The gift limit (decision 215): at most so many bookings paid with a gift voucher start on one
// day at one shop. Asked with checkGiftLimit=1, the availability call closes a day that reached it;
// a booking paid with a voucher is refused there (409, nothing written), even two at once for the
// last place; a booking without a voucher is not limited, and a cancelled one frees its place.
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateVoucherCode } from "../../../domain/gift-voucher";
import { bookingOrders, companies, giftVouchers, voucherSpends } from "../../db/schema";
import { companyId, nextWeekday, serviceId, signedInCustomer, wallTime } from "../../booking/test-support";
import { SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
let spa: number;
let californien: number;
let original: Record<string, unknown>;
let ipCounter = 0;
// Thursdays far out: the other booking tests take the nearer weeks.
const thursday = (weeks: number) => nextWeekday("thursday", 14 + 7 * (40 + weeks));
const dayOne = thursday(0);
const dayTwo = thursday(1);

async function setLimit(limit: number | null) {
  const [row] = await server.database.db.select({ settings: companies.settings }).from(companies).where(eq(companies.id, spa));
  const settings = structuredClone(row!.settings) as { booker: { gift?: Record<string, unknown> } };
  settings.booker.gift = { ...settings.booker.gift, bookingsPerDay: limit };
  expect((await server.companies.updateSettings(spa, settings)).ok).toBe(true);
}

async function voucher() {
  const [row] = await server.database.db
    .insert(giftVouchers)
    .values({ companyId: spa, code: generateVoucherCode((n) => randomBytes(n)), kind: "amount", value: 20000, balance: 20000, validUntil: "2099-12-31", deliverOn: "2026-01-01" })
    .returning();
  return row!.code;
}

async function book(token: string, day: string, time: string, voucherCodes?: string[]) {
  const body = { myAppointment: { shopId: "ab-1001", services: [californien], start: wallTime(day, time).toISOString(), employeeId: null, ...(voucherCodes ? { voucherCodes } : {}) } };
  return json(server, "POST", "/api/appointments", body, { token, ip: `198.51.100.${++ipCounter}` });
}

async function openSlots(day: string, check: "0" | "1") {
  const res = await server.api(`/api/appointments?shopid=ab-1001&serviceid=${californien}&start=${day}&end=${day}&checkGiftLimit=${check}`, { headers: { company: SPA } });
  expect(res.status).toBe(200);
  const [data] = (await res.json()).appointments.data as { slots: { shopStatus: string; free: { employees: string[] } }[] }[];
  return data!.slots.filter((s) => s.shopStatus === "open" && s.free.employees.length > 0).length;
}

const voucherOrders = async () => (await server.database.db.select({ id: voucherSpends.id }).from(voucherSpends).where(eq(voucherSpends.companyId, spa))).length;

beforeAll(async () => {
  spa = await companyId(server.database.db, SPA);
  californien = await serviceId(server.database.db, SPA, "massage-californien");
  const [row] = await server.database.db.select({ settings: companies.settings }).from(companies).where(eq(companies.id, spa));
  original = structuredClone(row!.settings) as Record<string, unknown>;
  await setLimit(1);
});
afterAll(async () => {
  await server.companies.updateSettings(spa, original);
});

describe("the gift limit", () => {
  let first: number;
  let alice: Awaited<ReturnType<typeof signedInCustomer>>;

  it("one voucher booking fills the day: availability asked with the check closes it, a second is refused, one without a voucher is not", async () => {
    alice = await signedInCustomer(server.database.db, SPA);
    expect(await openSlots(dayOne, "1")).toBeGreaterThan(0);
    const res = await book(alice.token, dayOne, "10:00", [await voucher()]);
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
    first = (await res.json()).order.id;

    expect(await openSlots(dayOne, "1")).toBe(0);
    expect(await openSlots(dayOne, "0")).toBeGreaterThan(0);
    expect(await openSlots(dayTwo, "1")).toBeGreaterThan(0);

    const spendsBefore = await voucherOrders();
    const ordersBefore = (await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.companyId, spa))).length;
    const refused = await book(alice.token, dayOne, "14:00", [await voucher()]);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({ code: "gift_limit_reached", fields: { "myAppointment.voucherCodes": expect.any(String) } });
    expect(await voucherOrders()).toBe(spendsBefore);
    expect((await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.companyId, spa))).length).toBe(ordersBefore);
    expect((await book(alice.token, dayOne, "14:00")).status).toBe(201);
  });

  it("a cancelled voucher booking frees its place", async () => {
    const res = await server.api(`/api/appointments?orderId=${first}`, { method: "DELETE", headers: { company: SPA, ...alice.auth } });
    expect(res.status).toBe(200);
    expect(await openSlots(dayOne, "1")).toBeGreaterThan(0);
    expect((await book(alice.token, dayOne, "16:00", [await voucher()])).status).toBe(201);
  });

  it("two voucher bookings at once for the last place of a day: exactly one is written", async () => {
    const bob = await signedInCustomer(server.database.db, SPA);
    const [a, b] = await Promise.all([book(alice.token, dayTwo, "12:00", [await voucher()]), book(bob.token, dayTwo, "15:00", [await voucher()])]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect((await loser.json()).error.code).toBe("gift_limit_reached");
    const onDay = await server.database.db
      .select({ id: bookingOrders.id })
      .from(bookingOrders)
      .where(and(eq(bookingOrders.companyId, spa), sql`exists (select 1 from voucher_spends v where v.booking_order_id = ${bookingOrders.id}) and exists (select 1 from appointments a where a.order_id = ${bookingOrders.id} and a.status = 'active' and a.start_at >= ${wallTime(dayTwo, "00:00").toISOString()}::timestamptz and a.start_at < ${wallTime(dayTwo, "23:59").toISOString()}::timestamptz)`));
    expect(onDay).toHaveLength(1);
  });
});
