import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { generateVoucherCode } from "../../../domain/gift-voucher";
import { bookingOrders, giftVouchers, voucherSpends } from "../../db/schema";
import { companyId, nextWeekday, serviceId, signedInCustomer, wallTime } from "../../booking/test-support";
import { SOLO, SPA } from "../../testing";
import { ownBusiness } from "../../test-business";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
let ipCounter = 0;
/** Each test guesses from its own address: the guessing limit counts per IP. */
const freshIp = () => `198.51.100.${++ipCounter}`;
const code = () => generateVoucherCode((n) => randomBytes(n));

/** A voucher of the business, as one sold at the counter or online would be. */
async function voucher(fields: Partial<typeof giftVouchers.$inferInsert> = {}, company = SPA) {
  const [row] = await server.database.db
    .insert(giftVouchers)
    .values({ code: code(), kind: "amount", value: 5000, balance: 5000, validUntil: "2099-12-31", deliverOn: "2026-11-01", ...fields, companyId: await companyId(server.database.db, company) })
    .returning();
  return row!;
}

/** A Wednesday `weeks` weeks after the one two weeks from now (the massage at its weekday price, 79 €): each test books in a business of its own. */
const wednesday = (weeks: number, time = "10:00") => wallTime(nextWeekday("wednesday", 14 + 7 * weeks), time);
async function book(business: string, token: string, start: Date, voucherCodes: string[], ip = freshIp(), slug = "massage-californien") {
  const services = [await serviceId(server.database.db, business, slug)];
  const res = await json(server, "POST", "/api/appointments", { myAppointment: { shopId: "ab-1001", services, start: start.toISOString(), voucherCodes } }, { token, ip, lang: "en", company: business });
  return { status: res.status, body: await res.json() };
}
const balanceOf = async (id: number) => (await server.database.db.select().from(giftVouchers).where(eq(giftVouchers.id, id)))[0]!.balance;

describe("GET /api/gifts/check/{code}", () => {
  it("says what a voucher is for, what is left and until when, however the code is typed", async () => {
    const v = await voucher({ value: 8000, balance: 3000 });
    const typed = v.code.toLowerCase().replace(/-/g, " ");
    const res = await json(server, "GET", `/api/gifts/check/${encodeURIComponent(typed)}`, undefined, { ip: freshIp() });
    expect(res.status).toBe(200);
    expect((await res.json()).voucher).toEqual({ code: v.code, kind: "amount", value: 8000, balance: 3000, validUntil: "2099-12-31", service: null, status: "partly_used" });
    const service = await voucher({ kind: "service", articleId: await serviceId(server.database.db, SPA, "soin-express"), value: 4500, balance: 4500 });
    const body = await (await json(server, "GET", `/api/gifts/check/${service.code}`, undefined, { ip: freshIp() })).json();
    expect(body.voucher).toMatchObject({ kind: "service", service: { slug: "soin-express", name: { fr: "Soin express" } }, status: "scheduled" });
  });

  it("tells a mistyped code from an unknown one, names the field, and knows no other business's codes", async () => {
    const ip = freshIp();
    const v = await voucher();
    const swapped = v.code.slice(0, 1) === v.code.slice(1, 2) ? v.code.replace(/^./, "Z") : v.code[1] + v.code[0] + v.code.slice(2);
    const mistyped = await json(server, "GET", `/api/gifts/check/${swapped}`, undefined, { ip, lang: "en" });
    expect(mistyped.status).toBe(400);
    expect((await mistyped.json()).error).toMatchObject({ code: "voucher_code_mistyped", fields: { code: "voucher_code_mistyped" }, message: "A character of the code seems mistyped. Check it." });
    const impossible = await json(server, "GET", `/api/gifts/check/ABCD-0OI1-XXXX`, undefined, { ip });
    expect((await impossible.json()).error).toMatchObject({ code: "voucher_code_impossible_character", fields: { code: expect.stringContaining("0 O I 1") } });
    const solo = await voucher({}, SOLO);
    const elsewhere = await json(server, "GET", `/api/gifts/check/${solo.code}`, undefined, { ip });
    expect(elsewhere.status).toBe(404);
    expect((await elsewhere.json()).error).toMatchObject({ code: "voucher_unknown", fields: { code: "unknown" } });
  });

  it("refuses an IP after 10 unknown codes in an hour, even for a real one; another IP is not affected", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await json(server, "GET", `/api/gifts/check/${code()}`, undefined, { ip })).status).toBe(404);
    const real = await voucher();
    const locked = await json(server, "GET", `/api/gifts/check/${real.code}`, undefined, { ip });
    expect(locked.status).toBe(429);
    expect((await json(server, "GET", `/api/gifts/check/${real.code}`, undefined, { ip: freshIp() })).status).toBe(200);
  });
});

describe("a gift voucher paying for a booking", () => {
  it("pays in part, keeps the rest for another booking, then is used; what it paid is on the order", async () => {
    const spa = await ownBusiness(server.database.db);
    const me = await signedInCustomer(server.database.db, spa);
    const v = await voucher({ value: 10000, balance: 10000 }, spa);
    const first = await book(spa, me.token, wednesday(0), [v.code]);
    expect(first.status).toBe(201);
    expect(first.body.order).toMatchObject({ amount: 7900, discounts: { vouchers: [{ code: `•••• ${v.code.slice(-4)}`, paid: 7900 }] } });
    expect(await balanceOf(v.id)).toBe(2100);
    const second = await book(spa, me.token, wednesday(0, "14:00"), [v.code.toLowerCase()]);
    expect(second.body.order.discounts.vouchers).toEqual([{ code: `•••• ${v.code.slice(-4)}`, paid: 2100 }]);
    expect(await balanceOf(v.id)).toBe(0);
    const third = await book(spa, me.token, wednesday(0, "16:00"), [v.code]);
    expect(third.status).toBe(409);
    expect(third.body.error).toMatchObject({ code: "voucher_used", fields: { "myAppointment.voucherCodes.0": "voucher_used" } });

    // the first booking cancelled: its 79 € go back on the voucher
    await json(server, "DELETE", `/api/appointments?orderId=${first.body.order.id}`, undefined, { token: me.token, company: spa });
    expect(await balanceOf(v.id)).toBe(7900);
    expect(await server.database.db.$count(voucherSpends, eq(voucherSpends.voucherId, v.id))).toBe(1);
  });

  it("one service of the booking cancelled: the voucher gets back what it paid beyond the services still booked", async () => {
    const spa = await ownBusiness(server.database.db);
    const me = await signedInCustomer(server.database.db, spa);
    const v = await voucher({ value: 10000, balance: 10000 }, spa);
    const db = server.database.db;
    const [massage, reflexo] = [await serviceId(db, spa, "massage-californien"), await serviceId(db, spa, "reflexologie-plantaire")];
    const res = await json(server, "POST", "/api/appointments", { myAppointment: { shopId: "ab-1001", services: [massage, reflexo], start: wednesday(1).toISOString(), voucherCodes: [v.code] } }, { token: me.token, ip: freshIp(), company: spa });
    const answer = await res.json();
    expect(res.status, JSON.stringify(answer)).toBe(201);
    const { order } = answer;
    // 79 € + 60 € on a weekday: the voucher pays 100 €, 39 € at the shop
    expect(order.discounts.vouchers[0].paid).toBe(10000);
    const second = order.appointments.find((a: { serviceId: number }) => a.serviceId === reflexo);
    expect((await json(server, "DELETE", `/api/appointments?id=${second.id}`, undefined, { token: me.token, company: spa })).status).toBe(200);
    // the massage alone costs 79 €: the voucher keeps paying that, 21 € go back on it
    expect(await balanceOf(v.id)).toBe(2100);
    const view = await (await json(server, "GET", `/api/booking-orders/${order.id}`, undefined, { token: me.token, company: spa })).json();
    expect(view.order.discounts.vouchers).toEqual([{ code: `•••• ${v.code.slice(-4)}`, paid: 7900 }]);
  });

  it("a service voucher pays its own service whatever it costs now, and nothing else", async () => {
    const spa = await ownBusiness(server.database.db);
    const me = await signedInCustomer(server.database.db, spa);
    const massage = await serviceId(server.database.db, spa, "massage-californien");
    const v = await voucher({ kind: "service", articleId: massage, value: 6000, balance: 6000 }, spa);
    const booked = await book(spa, me.token, wednesday(1), [v.code]);
    expect(booked.body.order.discounts.vouchers[0].paid).toBe(7900);
    expect(await balanceOf(v.id)).toBe(0);
    const other = await voucher({ kind: "service", articleId: massage, value: 6000, balance: 6000 }, spa);
    const wrong = await book(spa, me.token, wednesday(1, "14:00"), [other.code], freshIp(), "soin-express");
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: "voucher_service_not_in_order", fields: { "myAppointment.voucherCodes.0": "voucher_service_not_in_order" } });
  });

  it("never goes below zero, never pays twice: 20 bookings at once spending one 80 € voucher on 79 € massages", async () => {
    const spa = await ownBusiness(server.database.db);
    const v = await voucher({ value: 8000, balance: 8000 }, spa);
    const people = await Promise.all(Array.from({ length: 20 }, () => signedInCustomer(server.database.db, spa)));
    const times = ["10:00", "11:30", "13:00", "14:30", "16:00"];
    const answers = await Promise.all(people.map((p, i) => book(spa, p.token, wednesday(2 + Math.floor(i / 5), times[i % 5]), [v.code])));
    const booked = answers.filter((a) => a.status === 201);
    // each booking priced the voucher at what it read; one that read a balance already spent is refused
    expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 && a.body.error.code === "voucher_used")).toBe(true);
    const paid = booked.map((a) => a.body.order.discounts.vouchers[0].paid as number);
    expect(Math.max(...paid)).toBe(7900);
    const balance = await balanceOf(v.id);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(paid.reduce((sum, p) => sum + p, 0) + balance).toBe(8000);
    const spends = await server.database.db.select().from(voucherSpends).where(eq(voucherSpends.voucherId, v.id));
    expect(spends.map((s) => s.amount).sort()).toEqual(paid.sort());
    const ids = people.map((p) => p.customer.id);
    const orders = (await server.database.db.select().from(bookingOrders)).filter((o) => ids.includes(o.customerId));
    expect(orders).toHaveLength(booked.length);
  });

  it("refuses what cannot be a voucher list, naming the field; an expired voucher says so", async () => {
    const spa = await ownBusiness(server.database.db);
    const me = await signedInCustomer(server.database.db, spa);
    const expired = await voucher({ validUntil: "2020-01-31" }, spa);
    const res = await book(spa, me.token, wednesday(0), [expired.code]);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toMatchObject({ code: "voucher_expired", message: "This gift voucher is no longer valid." });
    const v = await voucher({}, spa);
    for (const bad of [[v.code, v.code], [code(), code(), code(), code()], [""]]) {
      const r = await book(spa, me.token, wednesday(0), bad);
      expect(r.status).toBe(400);
      expect(Object.keys(r.body.error.fields)[0]).toMatch(/^myAppointment\.voucherCodes/);
    }
  });
});
