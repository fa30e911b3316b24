// The demo spa's past and coming week hold together as the spa's own bookings would: within each
// employee's hours (on both sides of a change to winter time), one booking at a time per employee
// and per cabin, the price the catalogue gives for that shop and day less its coupon (the domain's
// rule, within the coupon's limits). A booking over by the seed's `now` was paid at the desk when
// done (now and then with a gift voucher bought before, never below nothing), its consent form
// signed, its loyalty points judged, and the back-office's statistics count it. One still to come
// lies in the seven days from the seed's, fewer the further out, booked (and for a few cancelled)
// by `now`, with nothing of the visit yet, and the reminders' sweep finds it as it finds the
// storefront's. Written once.
import { and, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { priceOn } from "../../domain/booking-plan";
import { parseSettings } from "../../domain/company-settings";
import { checkAnswers } from "../../domain/consent";
import { checkCoupon } from "../../domain/coupons";
import type { OrderLineInput } from "../../domain/order-totals";
import { reminderTime } from "../../domain/reminders";
import { addDays, localDateOf, localDay, localTimeOf } from "../../domain/time";
import { asUser, companyUser } from "../api/provider-test-support";
import { CatalogueStore } from "../catalogue/store";
import { couponOf } from "../coupons/discounts";
import { planReminders, REMINDER_JOB, reminderKey } from "../reminders/plan";
import { SPA, type TestServer } from "../testing";
import { useTestServer } from "../use-test-server";
import { COMING_DAYS, HISTORY_DAYS, seedDemoHistory } from "./demo-history";
import { DEMO_CUSTOMER } from "./seed";
import { appointments, bookingOrders, companies, consentForms, consentTemplateServices, counterPayments, couponUses, coupons, customers, employeeSkills, employees, eshopOrderLines, eshopOrders, giftVouchers, jobs, loyaltyLedger, outbox, payments, recordAccessLog, resources, shopDays, shops, voucherSpends } from "./schema";

/** a week after the change to winter time (Sunday 25 October 2026 in Paris): a Sunday, when the spa is closed */
const NOW = new Date("2026-11-01T09:00:00Z");
/** a Thursday at 14:00 in Paris: the seed's day half gone; its coming week split at that hour */
const OPEN_NOW = new Date("2026-11-05T13:00:00Z");
const PARIS = "Europe/Paris";
const DAY_MS = 86_400_000;
/** the rows by a key of each (Map.groupBy is Node 21's) */
const groupBy = <T, K>(rows: T[], key: (row: T) => K) => rows.reduce((m, row) => m.set(key(row), [...(m.get(key(row)) ?? []), row]), new Map<K, T[]>());
const sum = (rows: { amount: number }[]) => rows.reduce((total, r) => total + r.amount, 0);

const spaOf = async (server: TestServer) => (await server.database.db.select({ id: shops.companyId }).from(shops).where(eq(shops.externalId, "ab-1001")))[0]!.id;

const bookedIn = (server: TestServer, spa: number) =>
  server.database.db
    .select({
      id: appointments.id,
      orderId: appointments.orderId,
      customerId: appointments.customerId,
      employeeId: appointments.employeeId,
      cabinId: appointments.cabinId,
      shopId: appointments.shopId,
      articleId: appointments.articleId,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
      status: appointments.status,
      price: appointments.price,
      amount: bookingOrders.amount,
      couponCode: bookingOrders.couponCode,
      couponDiscount: bookingOrders.couponDiscount,
      orderStatus: bookingOrders.status,
      source: bookingOrders.source,
      attendance: bookingOrders.attendance,
      attendanceAt: bookingOrders.attendanceAt,
      createdAt: bookingOrders.createdAt,
      cancelledAt: bookingOrders.cancelledAt,
      paidOnline: bookingOrders.paidOnline,
      loyaltyAwardedAt: bookingOrders.loyaltyAwardedAt,
    })
    .from(appointments)
    .innerJoin(bookingOrders, eq(bookingOrders.id, appointments.orderId))
    .where(eq(appointments.companyId, spa));
type Row = Awaited<ReturnType<typeof bookedIn>>[number];
/** over by `now`: the past; else still to come (one under way included) */
const over = (a: Row, now: Date) => a.endAt.getTime() <= now.getTime();

/**
 * Every booking within the hours of an employee of its shop, booked before it starts and by `now`;
 * the past within its eight weeks, the coming ones on the seed's day or the six after it.
 */
async function checkHours(server: TestServer, spa: number, now: Date) {
  const db = server.database.db;
  const rows = await bookedIn(server, spa);
  const staff = new Map((await db.select().from(employees).where(eq(employees.companyId, spa))).map((e) => [e.id, e]));
  const zones = new Map((await db.select().from(shops).where(eq(shops.companyId, spa))).map((s) => [s.id, s.timeZone]));
  const today = localDateOf(now, PARIS);
  for (const a of rows) {
    const zone = zones.get(a.shopId)!;
    const day = localDateOf(a.startAt, zone);
    if (over(a, now)) expect(a.startAt.getTime()).toBeGreaterThanOrEqual(now.getTime() - (HISTORY_DAYS + 1) * DAY_MS);
    else expect(day >= today && day <= addDays(today, COMING_DAYS - 1), `${day} from ${today}`).toBe(true);
    const hours = staff.get(a.employeeId!)!.workingHours[localDay(day, zone).weekday] ?? [];
    const [from, to] = [localTimeOf(a.startAt, zone), localTimeOf(a.endAt, zone)];
    expect(hours.some((h) => h.start <= from && to <= h.end), `${day} ${from}–${to}`).toBe(true);
    expect(staff.get(a.employeeId!)!.shopId).toBe(a.shopId);
    expect(a.createdAt.getTime()).toBeLessThan(a.startAt.getTime());
    expect(a.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
  }
  return rows;
}

/** Past and coming together: never an employee or a cabin booked twice at once, nor a service the employee does not give. */
async function checkOverlaps(server: TestServer, spa: number) {
  const rows = (await bookedIn(server, spa)).filter((a) => a.status === "active");
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
}

/**
 * The bookings still to come at `now`: confirmed, or cancelled already (between the booking and
 * `now`); nothing of the visit yet (no attendance, nothing paid at the desk, no voucher spent, no
 * points); a consent form signed only before `now`; nothing paid online.
 */
async function checkComing(server: TestServer, spa: number, now: Date) {
  const db = server.database.db;
  const coming = (await bookedIn(server, spa)).filter((a) => !over(a, now));
  const ids = coming.map((a) => a.orderId);
  expect(ids.length).toBeGreaterThan(10);
  for (const a of coming) {
    expect([a.orderStatus, a.status], `order ${a.orderId}`).toEqual(a.orderStatus === "cancelled" ? ["cancelled", "cancelled"] : ["confirmed", "active"]);
    expect([a.attendance, a.attendanceAt, a.loyaltyAwardedAt], `order ${a.orderId}`).toEqual([null, null, null]);
    expect(a.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    if (a.orderStatus === "cancelled") expect(a.createdAt < a.cancelledAt! && a.cancelledAt! <= now && a.cancelledAt! < a.startAt, `order ${a.orderId}`).toBe(true);
    else expect(a.cancelledAt).toBeNull();
  }
  expect(await db.select().from(counterPayments).where(inArray(counterPayments.orderId, ids))).toEqual([]);
  expect(await db.select().from(voucherSpends).where(inArray(voucherSpends.bookingOrderId, ids))).toEqual([]);
  expect(await db.select().from(loyaltyLedger).where(inArray(loyaltyLedger.orderId, ids))).toEqual([]);
  const forms = await db.select().from(consentForms).where(inArray(consentForms.orderId, ids));
  for (const f of forms) {
    const a = coming.find((c) => c.orderId === f.orderId)!;
    expect([a.orderStatus, f.signedAt > a.createdAt && f.signedAt <= now && f.signedAt < a.startAt], `order ${a.orderId}`).toEqual(["confirmed", true]);
  }
  // all paid at the shop: nothing online, a service with a deposit of its own booked by phone or at
  // the counter (the running provider's fake could not refund a payment it never took)
  const deposits = new Set((await new CatalogueStore(db).articles(spa, { type: "1" })).filter((s) => s.booker.deposit && s.booker.deposit.type !== "none").map((s) => s.id));
  expect(await db.select().from(payments).where(and(eq(payments.kind, "booking"), inArray(payments.orderId, ids)))).toEqual([]);
  for (const a of coming) {
    expect(a.paidOnline, `order ${a.orderId}`).toBe(0);
    if (deposits.has(a.articleId)) expect(a.source, `order ${a.orderId}`).not.toBe("online");
  }
  expect(coming.some((a) => deposits.has(a.articleId))).toBe(true);
  return coming;
}

/** Of these days, those when an employee of a shop works and the shop is not closed. */
async function openDays(server: TestServer, spa: number, days: string[]) {
  const db = server.database.db;
  const staff = await db.select().from(employees).where(and(eq(employees.companyId, spa), eq(employees.active, true)));
  const closed = new Set((await db.select().from(shopDays).where(and(eq(shopDays.companyId, spa), eq(shopDays.kind, "closed")))).map((d) => `${d.shopId} ${d.day}`));
  return days.filter((day) => staff.some((e) => !closed.has(`${e.shopId} ${day}`) && (e.workingHours[localDay(day, PARIS).weekday] ?? []).length > 0));
}

describe("the demo spa's past and coming week", () => {
  const server = useTestServer();
  let spa: number;
  let written: number;
  const booked = () => bookedIn(server, spa);

  beforeAll(async () => {
    spa = await spaOf(server);
    written = await seedDemoHistory(server.database.db, NOW);
  });

  it("is eight weeks of bookings before the day and some in the week from it, within each employee's hours on both sides of a clock change", async () => {
    const rows = await checkHours(server, spa, NOW);
    expect(written).toBe(rows.length);
    expect(rows.filter((a) => over(a, NOW)).length).toBeGreaterThan(150);
    // bookings in summer time (UTC+2) and in winter time (UTC+1), each at its wall-clock hours
    const days = rows.map((a) => localDateOf(a.startAt, PARIS));
    expect(days.some((d) => d < "2026-10-25")).toBe(true);
    expect(days.some((d) => d > "2026-10-25")).toBe(true);
  });

  it("books every day of the coming week the spa opens, fewer the further out: tomorrow holds a larger share of a past day's bookings than the sixth day", async () => {
    const rows = (await booked()).filter((a) => a.status === "active");
    const today = localDateOf(NOW, PARIS);
    const week = Array.from({ length: COMING_DAYS }, (_, i) => addDays(today, i));
    const open = await openDays(server, spa, week);
    // the seed's day is a Sunday, when the spa is closed: the six others are open
    expect(open).toEqual(week.slice(1));
    const perDay = groupBy(rows, (a) => localDateOf(a.startAt, PARIS));
    for (const day of open) expect(perDay.get(day)?.length ?? 0, day).toBeGreaterThan(0);
    expect(perDay.get(today)).toBeUndefined();
    // a day's bookings against what the same weekday held in the past, on average (a Monday is short)
    const pastDays = [...perDay.keys()].filter((d) => d < today);
    const share = (day: string) => {
      const alike = pastDays.filter((d) => localDay(d, PARIS).weekday === localDay(day, PARIS).weekday);
      return perDay.get(day)!.length / (alike.reduce((n, d) => n + perDay.get(d)!.length, 0) / alike.length);
    };
    expect(share(week[6]!)).toBeLessThan(share(week[1]!));
    expect(share(week[6]!)).toBeLessThan(0.6);
  });

  it("never has an employee or a cabin booked twice at once, nor a service the employee does not give", async () => {
    await checkOverlaps(server, spa);
  });

  it("has the coming week's bookings confirmed or cancelled already, with nothing of the visit yet", async () => {
    const coming = await checkComing(server, spa, NOW);
    expect(coming.some((a) => a.orderStatus === "cancelled")).toBe(true);
  });

  it("costs what the catalogue asks at that shop on that day less its coupon, paid at the desk once done; a no-show paid nothing", async () => {
    const rows = await booked();
    const services = new Map((await new CatalogueStore(server.database.db).articles(spa, { type: "1" })).map((a) => [a.id, a]));
    const shopKeys = new Map((await server.database.db.select().from(shops).where(eq(shops.companyId, spa))).map((s) => [s.id, s.externalId]));
    const paid = groupBy(await server.database.db.select().from(counterPayments).where(eq(counterPayments.companyId, spa)), (p) => p.orderId);
    for (const a of rows) {
      expect(a.price).toBe(priceOn(services.get(a.articleId)!, shopKeys.get(a.shopId)!, localDateOf(a.startAt, PARIS)));
      expect(a.amount).toBe(a.price - a.couponDiscount);
      const taken = (paid.get(a.orderId) ?? []).reduce((sum, p) => sum + p.amount, 0);
      expect(taken, `order ${a.orderId} ${a.attendance}`).toBe(a.attendance === "done" ? a.amount : 0);
      if (a.status === "cancelled") expect([a.orderStatus, a.attendance, a.cancelledAt! > a.createdAt && a.cancelledAt! < a.startAt]).toEqual(["cancelled", null, true]);
      // over: kept and marked done or not come, or cancelled
      if (over(a, NOW) && a.status !== "cancelled") expect(["done", "no_show"]).toContain(a.attendance);
    }
    expect(new Set(rows.map((a) => a.attendance))).toEqual(new Set(["done", "no_show", null]));
    // every honoured booking was judged for its points when it ended: the server's sweep finds none; those to come wait for theirs
    const unjudged = await server.database.db.select({ id: bookingOrders.id }).from(bookingOrders).where(and(eq(bookingOrders.companyId, spa), eq(bookingOrders.status, "confirmed"), isNull(bookingOrders.loyaltyAwardedAt)));
    expect(unjudged.map((o) => o.id).sort()).toEqual([...new Set(rows.filter((a) => !over(a, NOW) && a.orderStatus === "confirmed").map((a) => a.orderId))].sort());
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
      const check = checkCoupon(couponOf(coupon), { total: 0, byCustomer: 0 }, { lines }, { now: use.at, timeZone: PARIS, customerId: String(use.customerId) });
      expect(check.ok ? check.discount : check.reason, `use ${use.id}`).toBe(use.discount);
      expect(use.discount).toBeGreaterThan(0);
      expect([order.couponCode, order.couponDiscount, order.customerId, use.at]).toEqual([coupon.code, use.discount, use.customerId, order.createdAt]);
      expect(use.at.getTime()).toBeLessThanOrEqual(NOW.getTime());
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
      expect(v.paidAt!.getTime()).toBeLessThanOrEqual(NOW.getTime());
      for (const s of mine) {
        const a = bookings.get(s.bookingOrderId!)!;
        expect([s.amount > 0, s.at > v.paidAt!, localDateOf(s.at, PARIS) <= v.validUntil, a.attendance, s.at]).toEqual([true, true, true, "done", a.endAt]);
      }
    }
    // each spend is the desk's voucher payment; some vouchers are spent in part, some wholly
    const desk = await db.select().from(counterPayments).where(and(eq(counterPayments.companyId, spa), eq(counterPayments.method, "voucher")));
    expect(desk.map((p) => `${p.orderId} ${p.voucherId} ${p.amount}`).sort()).toEqual(spends.map((s) => `${s.bookingOrderId} ${s.voucherId} ${s.amount}`).sort());
    expect(vouchers.some((v) => v.balance === 0)).toBe(true);
    expect(vouchers.some((v) => v.balance > 0 && v.balance < v.value)).toBe(true);
  });

  it("has the consent form of each honoured booking of a service that asks for one, signed on the storefront before the visit; some of those to come signed already", async () => {
    const db = server.database.db;
    const asks = new Map((await db.select().from(consentTemplateServices).where(eq(consentTemplateServices.companyId, spa))).map((s) => [s.articleId, s.templateId]));
    const signed = groupBy(await db.select().from(consentForms).where(eq(consentForms.companyId, spa)), (f) => f.orderId);
    const rows = (await booked()).filter((a) => asks.has(a.articleId));
    expect(rows.filter((a) => a.attendance === "done").length).toBeGreaterThan(3);
    const logged = await db.select().from(recordAccessLog).where(and(eq(recordAccessLog.companyId, spa), eq(recordAccessLog.record, "consent"), eq(recordAccessLog.action, "create")));
    for (const a of rows) {
      const forms = signed.get(a.orderId) ?? [];
      if (over(a, NOW)) expect(forms.length, `order ${a.orderId} ${a.attendance}`).toBe(a.attendance === "done" ? 1 : 0);
      else expect(forms.length, `order ${a.orderId} to come`).toBeLessThanOrEqual(a.orderStatus === "confirmed" ? 1 : 0);
      for (const f of forms) {
        expect([f.templateId, f.customerId, f.revision, f.signedAt > a.createdAt && f.signedAt < a.startAt && f.signedAt <= NOW]).toEqual([asks.get(a.articleId), a.customerId, 1, true]);
        expect(checkAnswers(f.questions, f.answers).faults).toEqual({});
        expect(logged.some((l) => l.recordId === String(f.id) && l.actorKind === "customer" && l.actorId === a.customerId)).toBe(true);
      }
    }
  });

  it("sells gift vouchers and e-shop orders paid online, each with its provider's payment; the demo customer has no past nor booking to come", async () => {
    // sold: the demo's own vouchers to try (given, never paid) are not of its past
    const vouchers = await server.database.db.select().from(giftVouchers).where(and(eq(giftVouchers.companyId, spa), isNotNull(giftVouchers.paidAt)));
    const orders = await server.database.db.select().from(eshopOrders).where(eq(eshopOrders.companyId, spa));
    expect(vouchers.length).toBeGreaterThan(3);
    expect(orders.length).toBeGreaterThan(5);
    expect(orders.every((o) => o.paidAt! <= NOW && o.createdAt <= NOW)).toBe(true);
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
    // the period ends the day before the seed's: its bookings and takings are the past's kept ones, none still to come
    const kept = (await booked()).filter((a) => a.status === "active" && localDateOf(a.startAt, PARIS) >= "2026-10-02" && localDateOf(a.startAt, PARIS) <= "2026-10-31");
    expect(kept.every((a) => over(a, NOW))).toBe(true);
    expect(body.series.reduce((sum: number, w: { appointments: number }) => sum + w.appointments, 0)).toBe(kept.length);
    expect(body.series.reduce((sum: number, w: { revenue: number }) => sum + w.revenue, 0)).toBe(kept.reduce((n, a) => n + a.price, 0));
    expect(kept.length).toBeGreaterThan(50);
    expect(body.customers.new).toBeGreaterThan(0);
    expect(body.customers.returning).toBeGreaterThan(0);
    expect(body.vouchers.sold.count).toBeGreaterThan(0);
    expect(body.eshop.orders).toBeGreaterThan(0);
  });

  it("sends nothing itself: the reminders' sweep plans those of the bookings to come as it does the storefront's, none of one over or cancelled", async () => {
    const db = server.database.db;
    expect(await db.select().from(outbox).where(eq(outbox.companyId, spa))).toEqual([]);
    expect(await db.select().from(jobs).where(eq(jobs.name, REMINDER_JOB))).toEqual([]);
    await planReminders(db, server.companies, NOW);
    const [row] = await db.select({ settings: companies.settings }).from(companies).where(eq(companies.id, spa));
    const { hours } = parseSettings(row!.settings).booker.reminders;
    // booked before its reminder's time: the sweep plans it; booked after it, the confirmation told the customer
    const due = (await booked()).filter((a) => !over(a, NOW) && a.orderStatus === "confirmed" && a.createdAt < reminderTime(a.startAt, hours, PARIS)!);
    const planned = await db.select().from(jobs).where(eq(jobs.name, REMINDER_JOB));
    expect(planned.map((j) => j.key).sort()).toEqual(due.map((a) => reminderKey(a.orderId, a.startAt)).sort());
    expect(planned.length).toBeGreaterThan(10);
    expect(planned.every((j) => j.doneAt === null && j.lastRunAt === null)).toBe(true);
  });

  it("is written once: a second seed finds the spa's bookings and writes nothing", async () => {
    const before = (await booked()).length;
    expect(await seedDemoHistory(server.database.db, NOW)).toBe(0);
    expect((await booked()).length).toBe(before);
  });
});

describe("the demo spa seeded on a day it is open", () => {
  const server = useTestServer();
  let spa: number;

  beforeAll(async () => {
    spa = await spaOf(server);
    await seedDemoHistory(server.database.db, OPEN_NOW);
  });

  it("splits that day at now: what ended before was done or missed and paid at the desk, the rest is still to come", async () => {
    const rows = await checkHours(server, spa, OPEN_NOW);
    const today = rows.filter((a) => localDateOf(a.startAt, PARIS) === localDateOf(OPEN_NOW, PARIS));
    const ended = today.filter((a) => over(a, OPEN_NOW) && a.status === "active");
    expect(ended.length).toBeGreaterThan(0);
    expect(ended.every((a) => a.attendance === "done" || a.attendance === "no_show")).toBe(true);
    const paid = groupBy(await server.database.db.select().from(counterPayments).where(inArray(counterPayments.orderId, ended.map((a) => a.orderId))), (p) => p.orderId);
    for (const a of ended) expect(sum(paid.get(a.orderId) ?? []), `order ${a.orderId}`).toBe(a.attendance === "done" ? a.amount : 0);
    expect(today.filter((a) => !over(a, OPEN_NOW) && a.status === "active").length).toBeGreaterThan(0);
    await checkOverlaps(server, spa);
  });

  it("has its bookings to come confirmed or cancelled already, nothing of the visit yet, nothing paid online", async () => {
    await checkComing(server, spa, OPEN_NOW);
  });
});
