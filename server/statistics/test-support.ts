// A fortnight of the spa's business, written straight into the database for the statistics tests
// (API and journey), far from the demo's own bookings: Monday 4 to Sunday 17 March 2024, Paris and
// Lyon at UTC+1. What each row adds is said beside it; the tests count the figures by hand.
import type { Db } from "../db";
import { appointments, bookingOrders, couponUses, coupons, customers, employeeAbsences, employees, eshopOrders, giftVouchers, shopDays, voucherSpends } from "../db/schema";
import { companyId, employeeId, serviceId, shopId } from "../booking/test-support";
import { SPA } from "../testing";

export const FORTNIGHT = { from: "2024-03-04", to: "2024-03-17" };

export async function seedFortnight(db: Db, tag: string) {
  const spa = await companyId(db, SPA);
  const paris = await shopId(db, SPA, "ab-1001");
  const lyon = await shopId(db, SPA, "ab-1002");
  const californien = await serviceId(db, SPA, "massage-californien");
  const balinais = await serviceId(db, SPA, "massage-balinais");
  const camille = await employeeId(db, SPA, "Camille");
  const ines = await employeeId(db, SPA, "Inès");
  const lea = await employeeId(db, SPA, "Léa");
  // Nora works Mondays and Wednesdays at Paris, 9–12 and 13–17: 7 h a day, 4 days → 1,680 minutes; Paris is
  // closed on Wednesday 13 (7 h less, and her 3 h absence that day takes nothing more) → 1,260; her 90 minutes → 7.1 %
  const [nora] = await db.insert(employees).values({ companyId: spa, shopId: paris, displayName: `Nora ${tag}`, workingHours: { monday: [{ start: "09:00", end: "12:00" }, { start: "13:00", end: "17:00" }], wednesday: [{ start: "09:00", end: "12:00" }, { start: "13:00", end: "17:00" }] } }).returning();
  await db.insert(employeeAbsences).values({ companyId: spa, employeeId: nora!.id, startAt: new Date("2024-03-13T08:00:00Z"), endAt: new Date("2024-03-13T11:00:00Z"), reason: "training" });
  await db.insert(shopDays).values({ companyId: spa, shopId: paris, day: "2024-03-13", kind: "closed" }).onConflictDoNothing();
  const person = async (firstname: string) => (await db.insert(customers).values({ companyId: spa, email: `${firstname.toLowerCase()}.${tag}@example.test`, firstname, lastname: `Stat ${tag}` }).returning())[0]!.id;
  const yann = await person("Yann"); // new: nothing before the fortnight
  const zoe = await person("Zoé"); // returning: a visit in February
  const book = async (customerId: number, shop: number, article: number, employee: number, localStart: string, minutes: number, price: number, status: "active" | "cancelled", source: "online" | "phone" | "counter", coupon?: string) => {
    const start = new Date(`${localStart}+01:00`);
    const [order] = await db.insert(bookingOrders).values({ companyId: spa, customerId, shopId: shop, amount: price, status: status === "active" ? "confirmed" : "cancelled", source, couponCode: coupon ?? null, couponDiscount: coupon ? 1000 : 0 }).returning();
    await db.insert(appointments).values({ companyId: spa, orderId: order!.id, customerId, shopId: shop, articleId: article, employeeId: employee, startAt: start, endAt: new Date(start.getTime() + minutes * 60_000), status, price });
    return order!.id;
  };
  await book(zoe, paris, californien, camille, "2024-02-20T10:00:00", 60, 5000, "active", "online"); // before the fortnight: makes Zoé returning
  const a1 = await book(yann, paris, californien, camille, "2024-03-04T10:00:00", 60, 8000, "active", "online", `PRINTEMPS${tag}`); // week 1, online, coupon −10 €
  const a2 = await book(zoe, paris, balinais, ines, "2024-03-06T14:00:00", 60, 6000, "active", "counter"); // week 1, counter
  await book(zoe, lyon, balinais, lea, "2024-03-12T11:00:00", 90, 9000, "active", "phone"); // week 2, Lyon, phone
  await book(yann, paris, californien, camille, "2024-03-13T09:00:00", 60, 4000, "cancelled", "online"); // week 2, cancelled
  await book(yann, paris, californien, nora!.id, "2024-03-11T09:00:00", 90, 7500, "active", "online"); // week 2, Nora's 90 minutes
  await book(yann, paris, californien, camille, "2024-03-18T10:00:00", 60, 9999, "active", "online"); // after the fortnight

  // gift vouchers: sold 2 for 80 € (one online, paid in the fortnight; one at the counter); a void one and one awaiting payment are not sold
  const voucher = (code: string, value: number, more: Partial<typeof giftVouchers.$inferInsert>) =>
    db.insert(giftVouchers).values({ companyId: spa, code: `STAT-${tag}-${code}`, kind: "amount", value, balance: value, validUntil: "2025-03-01", deliverOn: "2024-03-05", ...more }).returning();
  const [online] = await voucher("0001", 5000, { buyerId: yann, paidAt: new Date("2024-03-05T10:00:00Z"), createdAt: new Date("2024-03-05T09:50:00Z") });
  await voucher("0002", 3000, { createdAt: new Date("2024-03-08T15:00:00Z") });
  await voucher("0003", 2000, { state: "void", buyerId: zoe, createdAt: new Date("2024-03-08T15:00:00Z") });
  await voucher("0004", 2500, { state: "awaiting_payment", buyerId: zoe, createdAt: new Date("2024-03-09T15:00:00Z") });
  // spent: 20 € of the online voucher on Zoé's Paris booking
  await db.insert(voucherSpends).values({ companyId: spa, voucherId: online!.id, bookingOrderId: a2, amount: 2000, at: new Date("2024-03-06T13:00:00Z") });

  // e-shop: paid in the fortnight 42 € at Paris (5 € off by the coupon) and 30 € at Lyon, refunded since; one never paid
  const sale = async (shop: number, status: "collected" | "refunded" | "pending", subtotal: number, discount: number, paidAt: string | null, refunded = 0, coupon?: string) =>
    (await db.insert(eshopOrders).values({ companyId: spa, customerId: zoe, shopId: shop, status, fulfilment: "pickup", subtotal, couponCode: coupon ?? null, couponDiscount: discount, total: subtotal - discount, paidAt: paidAt ? new Date(paidAt) : null, refunded }).returning())[0]!.id;
  const e1 = await sale(paris, "collected", 4700, 500, "2024-03-12T10:00:00Z", 0, `PRINTEMPS${tag}`);
  await sale(lyon, "refunded", 3000, 0, "2024-03-14T10:00:00Z", 3000);
  await sale(paris, "pending", 1500, 0, null);

  // the coupon: used on Yann's first booking (10 €) and on the Paris e-shop order (5 €)
  const [coupon] = await db.insert(coupons).values({ companyId: spa, code: `PRINTEMPS${tag}`, name: { fr: "Printemps" }, reductionType: "amount", amount: 1000, usedCount: 2 }).returning();
  await db.insert(couponUses).values({ companyId: spa, couponId: coupon!.id, customerId: yann, bookingOrderId: a1, discount: 1000, at: new Date("2024-03-04T08:00:00Z") });
  await db.insert(couponUses).values({ companyId: spa, couponId: coupon!.id, customerId: zoe, eshopOrderId: e1, discount: 500, at: new Date("2024-03-12T10:00:00Z") });
  return { spa, paris, lyon, yann, zoe, nora: nora!.id, camille, ines, lea, californien, balinais, coupon: `PRINTEMPS${tag}` };
}
