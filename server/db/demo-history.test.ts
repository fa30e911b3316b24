// The demo spa's past holds together as the spa's own bookings would: within each employee's
// hours (on both sides of a change to winter time), one booking at a time per employee and per
// cabin, the price the catalogue gives for that shop and day less its coupon (the domain's rule,
// within the coupon's limits), paid at the desk when done (now and then with a gift voucher bought
// before, never below nothing), its consent form signed, its loyalty points judged, and the
// back-office's statistics counting it. Written once.
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { priceOn } from "../../domain/booking-plan";
import { checkAnswers } from "../../domain/consent";
import { checkCoupon } from "../../domain/coupons";
import type { OrderLineInput } from "../../domain/order-totals";
import { localDateOf, localDay, localTimeOf } from "../../domain/time";
import { asUser, companyUser } from "../api/provider-test-support";
import { CatalogueStore } from "../catalogue/store";
import { couponOf } from "../coupons/discounts";
import { SPA } from "../testing";
import { useTestServer } from "../use-test-server";
import { HISTORY_DAYS, seedDemoHistory } from "./demo-history";
import { DEMO_CUSTOMER } from "./seed";
import { appointments, bookingOrders, consentForms, consentTemplateServices, counterPayments, couponUses, coupons, customers, employeeSkills, employees, eshopOrderLines, eshopOrders, giftVouchers, payments, recordAccessLog, resources, shops, voucherSpends } from "./schema";

const server = useTestServer();
/** a week after the change to winter time (Sunday 25 October 2026 in Paris) */
const NOW = new Date("2026-11-01T09:00:00Z");
let spa: number;
/** the rows by a key of each (Map.groupBy is Node 21's) */
const groupBy = <T, K>(rows: T[], key: (row: T) => K) => rows.reduce((m, row) => m.set(key(row), [...(m.get(key(row)) ?? []), row]), new Map<K, T[]>());
const sum = (rows: { amount: number }[]) => rows.reduce((total, r) => total + r.amount, 0);
let written: number;

beforeAll(async () => {
  const [row] = await server.database.db.select({ id: shops.companyId }).from(shops).where(eq(shops.externalId, "ab-1001"));
  spa = row!.id;
  written = await seedDemoHistory(server.database.db, NOW);
});

const booked = () =>
  server.database.db
    .select({ id: appointments.id, orderId: appointments.orderId, customerId: appointments.customerId, employeeId: appointments.employeeId, cabinId: appointments.cabinId, shopId: appointments.shopId, articleId: appointments.articleId, startAt: appointments.startAt, endAt: appointments.endAt, status: appointments.status, price: appointments.price, amount: bookingOrders.amount, couponCode: bookingOrders.couponCode, couponDiscount: bookingOrders.couponDiscount, orderStatus: bookingOrders.status, attendance: bookingOrders.attendance, createdAt: bookingOrders.createdAt, cancelledAt: bookingOrders.cancelledAt })
    .from(appointments)
    .innerJoin(bookingOrders, eq(bookingOrders.id, appointments.orderId))
    .where(eq(appointments.companyId, spa));

describe("the demo spa's past", () => {
  it("is eight weeks of bookings before the day, within each employee's hours on both sides of a clock change", async () => {
    const rows = await booked();
    expect(written).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(150);
    const staff = new Map((await server.database.db.select().from(employees).where(eq(employees.companyId, spa))).map((e) => [e.id, e]));
    const zones = new Map((await server.database.db.select().from(shops).where(eq(shops.companyId, spa))).map((s) => [s.id, s.timeZone]));
    for (const a of rows) {
      expect(a.endAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(a.startAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime() - (HISTORY_DAYS + 1) * 86_400_000);
      const zone = zones.get(a.shopId)!;
      const day = localDateOf(a.startAt, zone);
      const hours = staff.get(a.employeeId!)!.workingHours[localDay(day, zone).weekday] ?? [];
      const [from, to] = [localTimeOf(a.startAt, zone), localTimeOf(a.endAt, zone)];
      expect(hours.some((h) => h.start <= from && to <= h.end), `${day} ${from}–${to}`).toBe(true);
      expect(staff.get(a.employeeId!)!.shopId).toBe(a.shopId);
      expect(a.createdAt.getTime()).toBeLessThan(a.startAt.getTime());
    }
    // bookings in summer time (UTC+2) and in winter time (UTC+1), each at its wall-clock hours
    const days = rows.map((a) => localDateOf(a.startAt, "Europe/Paris"));
    expect(days.some((d) => d < "2026-10-25")).toBe(true);
    expect(days.some((d) => d > "2026-10-25")).toBe(true);
  });

  it("never has an employee or a cabin booked twice at once, nor a service the employee does not give", async () => {
    const rows = (await booked()).filter((a) => a.status === "active");
    const cabins = await server.database.db.select().from(resources).where(eq(resources.companyId, spa));
    expect(rows.every((a) => cabins.some((c) => c.id === a.cabinId && c.shopId === a.shopId))).toBe(true);
    for (const key of ["employeeId", "cabinId"] as const) {
      const byOne = groupBy(rows, (a) => a[key]);
      for (const list of byOne.values()) {
        const sorted = list.sort((x, y) => x.startAt.getTime() - y.startAt.getTime());
        sorted.slice(1).forEach((a, i) => expect(a.startAt.getTime(), key).toBeGreaterThanOrEqual(sorted[i]!.endAt.getTime()));
      }
    }
    const skills = await server.database.db.select().from(employeeSkills).where(eq(employeeSkills.companyId, spa));
    expect(rows.every((a) => skills.some((s) => s.employeeId === a.employeeId && s.articleId === a.articleId))).toBe(true);
  });

  it("costs what the catalogue asks at that shop on that day less its coupon, paid at the desk once done; a no-show paid nothing", async () => {
    const rows = await booked();
    const services = new Map((await new CatalogueStore(server.database.db).articles(spa, { type: "1" })).map((a) => [a.id, a]));
    const shopKeys = new Map((await server.database.db.select().from(shops).where(eq(shops.companyId, spa))).map((s) => [s.id, s.externalId]));
    const paid = groupBy(await server.database.db.select().from(counterPayments).where(eq(counterPayments.companyId, spa)), (p) => p.orderId);
    for (const a of rows) {
      expect(a.price).toBe(priceOn(services.get(a.articleId)!, shopKeys.get(a.shopId)!, localDateOf(a.startAt, "Europe/Paris")));
      expect(a.amount).toBe(a.price - a.couponDiscount);
      const taken = (paid.get(a.orderId) ?? []).reduce((sum, p) => sum + p.amount, 0);
      expect(taken, `order ${a.orderId} ${a.attendance}`).toBe(a.attendance === "done" ? a.amount : 0);
      if (a.status === "cancelled") expect([a.orderStatus, a.attendance, a.cancelledAt! > a.createdAt && a.cancelledAt! < a.startAt]).toEqual(["cancelled", null, true]);
    }
    expect(new Set(rows.map((a) => a.attendance))).toEqual(new Set(["done", "no_show", null]));
    // every honoured booking was judged for its points when it ended: the server's sweep finds none
    expect(await server.database.db.select().from(bookingOrders).where(and(eq(bookingOrders.companyId, spa), eq(bookingOrders.status, "confirmed"), isNull(bookingOrders.loyaltyAwardedAt)))).toEqual([]);
  });

  it("takes coupons as the checkout does: the domain's discount, within each coupon's days and limits, given back when cancelled", async () => {
    const db = server.database.db;
    const rows = await db.select().from(coupons).where(eq(coupons.companyId, spa));
    const uses = await db.select().from(couponUses).where(eq(couponUses.companyId, spa));
    expect(uses.filter((u) => u.bookingOrderId !== null).length).toBeGreaterThan(3);
    expect(uses.filter((u) => u.eshopOrderId !== null).length).toBeGreaterThan(1);
    const bookings = new Map((await booked()).map((a) => [a.orderId, a]));
    const sold = new Map((await db.select().from(eshopOrders).where(eq(eshopOrders.companyId, spa))).map((o) => [o.id, o]));
    const soldLines = groupBy(await db.select().from(eshopOrderLines).where(eq(eshopOrderLines.companyId, spa)), (l) => l.orderId);
    for (const use of uses) {
      const coupon = rows.find((c) => c.id === use.couponId)!;
      const a = use.bookingOrderId === null ? null : bookings.get(use.bookingOrderId)!;
      const order = a ?? sold.get(use.eshopOrderId!)!;
      const lines: OrderLineInput[] = a
        ? [{ kind: "service", key: "service-1", articleId: a.articleId, price: a.price, vatRate: 20 }]
        : soldLines.get(order.id)!.map((l) => ({ kind: "product", key: `p${l.articleId}`, articleId: l.articleId, unitPrice: l.unitPrice, quantity: l.quantity, vatRate: l.vat }));
      // the rule's own discount, on its day (its usage limits are counted below)
      const check = checkCoupon(couponOf(coupon), { total: 0, byCustomer: 0 }, { lines }, { now: use.at, timeZone: "Europe/Paris", customerId: String(use.customerId) });
      expect(check.ok ? check.discount : check.reason, `use ${use.id}`).toBe(use.discount);
      expect(use.discount).toBeGreaterThan(0);
      expect([order.couponCode, order.couponDiscount, order.customerId, use.at]).toEqual([coupon.code, use.discount, use.customerId, order.createdAt]);
      if (a) expect(a.orderStatus).toBe("confirmed");
    }
    // a cancelled booking gave its coupon back; every other order with a coupon holds its use
    const held = [...bookings.values()].filter((a) => a.couponCode !== null && a.orderStatus === "confirmed").length + [...sold.values()].filter((o) => o.couponCode !== null).length;
    expect(uses.length).toBe(held);
    for (const c of rows) {
      const mine = uses.filter((u) => u.couponId === c.id);
      expect(c.usedCount, c.code).toBe(mine.length);
      if (c.usageLimitTotal !== null) expect(mine.length).toBeLessThanOrEqual(c.usageLimitTotal);
      if (c.usageLimitPerCustomer !== null) for (const list of groupBy(mine, (u) => u.customerId).values()) expect(list.length, c.code).toBeLessThanOrEqual(c.usageLimitPerCustomer);
    }
  });

  it("spends gift vouchers at the desk after they were bought and before they expire, never below nothing", async () => {
    const db = server.database.db;
    const vouchers = await db.select().from(giftVouchers).where(and(eq(giftVouchers.companyId, spa), isNotNull(giftVouchers.paidAt)));
    const spends = await db.select().from(voucherSpends).where(eq(voucherSpends.companyId, spa));
    expect(spends.length).toBeGreaterThan(3);
    const bookings = new Map((await booked()).map((a) => [a.orderId, a]));
    const byVoucher = groupBy(spends, (s) => s.voucherId);
    expect([...byVoucher.keys()].every((id) => vouchers.some((v) => v.id === id))).toBe(true);
    for (const v of vouchers) {
      const mine = byVoucher.get(v.id) ?? [];
      expect(v.balance, v.code).toBeGreaterThanOrEqual(0);
      expect(v.balance, v.code).toBe(v.value - sum(mine));
      for (const s of mine) {
        const a = bookings.get(s.bookingOrderId!)!;
        expect([s.amount > 0, s.at > v.paidAt!, localDateOf(s.at, "Europe/Paris") <= v.validUntil, a.attendance, s.at]).toEqual([true, true, true, "done", a.endAt]);
      }
    }
    // each spend is the desk's voucher payment; some vouchers are spent in part, some wholly
    const desk = await db.select().from(counterPayments).where(and(eq(counterPayments.companyId, spa), eq(counterPayments.method, "voucher")));
    expect(desk.map((p) => `${p.orderId} ${p.voucherId} ${p.amount}`).sort()).toEqual(spends.map((s) => `${s.bookingOrderId} ${s.voucherId} ${s.amount}`).sort());
    expect(vouchers.some((v) => v.balance === 0)).toBe(true);
    expect(vouchers.some((v) => v.balance > 0 && v.balance < v.value)).toBe(true);
  });

  it("has the consent form of each honoured booking of a service that asks for one, signed on the storefront before the visit", async () => {
    const db = server.database.db;
    const asks = new Map((await db.select().from(consentTemplateServices).where(eq(consentTemplateServices.companyId, spa))).map((s) => [s.articleId, s.templateId]));
    const signed = groupBy(await db.select().from(consentForms).where(eq(consentForms.companyId, spa)), (f) => f.orderId);
    const rows = (await booked()).filter((a) => asks.has(a.articleId));
    expect(rows.filter((a) => a.attendance === "done").length).toBeGreaterThan(3);
    const logged = await db.select().from(recordAccessLog).where(and(eq(recordAccessLog.companyId, spa), eq(recordAccessLog.record, "consent"), eq(recordAccessLog.action, "create")));
    for (const a of rows) {
      const forms = signed.get(a.orderId) ?? [];
      expect(forms.length, `order ${a.orderId} ${a.attendance}`).toBe(a.attendance === "done" ? 1 : 0);
      for (const f of forms) {
        expect([f.templateId, f.customerId, f.revision, f.signedAt > a.createdAt && f.signedAt < a.startAt]).toEqual([asks.get(a.articleId), a.customerId, 1, true]);
        expect(checkAnswers(f.questions, f.answers).faults).toEqual({});
        expect(logged.some((l) => l.recordId === String(f.id) && l.actorKind === "customer" && l.actorId === a.customerId)).toBe(true);
      }
    }
  });

  it("sells gift vouchers and e-shop orders paid online, each with its provider's payment; the demo customer has no past", async () => {
    // sold: the demo's own vouchers to try (given, never paid) are not of its past
    const vouchers = await server.database.db.select().from(giftVouchers).where(and(eq(giftVouchers.companyId, spa), isNotNull(giftVouchers.paidAt)));
    const orders = await server.database.db.select().from(eshopOrders).where(eq(eshopOrders.companyId, spa));
    expect(vouchers.length).toBeGreaterThan(3);
    expect(orders.length).toBeGreaterThan(5);
    const paidOnline = await server.database.db.select().from(payments).where(and(eq(payments.companyId, spa), eq(payments.status, "paid")));
    for (const v of vouchers) expect(paidOnline.find((p) => p.voucherId === v.id)?.amount).toBe(v.value);
    for (const o of orders) expect(paidOnline.find((p) => p.eshopOrderId === o.id)?.amount).toBe(o.total);
    const [demo] = await server.database.db.select().from(customers).where(and(eq(customers.companyId, spa), eq(customers.email, DEMO_CUSTOMER.email)));
    expect((await booked()).some((a) => a.customerId === demo!.id)).toBe(false);
  });

  it("shows in the owner's statistics for the last 30 days: bookings, new and returning customers, vouchers and the e-shop", async () => {
    const owner = await companyUser(server, SPA, "owner");
    const res = await asUser(server, owner, "GET", "/api/statistics/overview?from=2026-10-02&to=2026-10-31&bucket=week");
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.series.reduce((sum: number, w: { appointments: number }) => sum + w.appointments, 0)).toBeGreaterThan(50);
    expect(body.customers.new).toBeGreaterThan(0);
    expect(body.customers.returning).toBeGreaterThan(0);
    expect(body.vouchers.sold.count).toBeGreaterThan(0);
    expect(body.eshop.orders).toBeGreaterThan(0);
  });

  it("is written once: a second seed finds the spa's bookings and writes nothing", async () => {
    const before = (await booked()).length;
    expect(await seedDemoHistory(server.database.db, NOW)).toBe(0);
    expect((await booked()).length).toBe(before);
  });
});
