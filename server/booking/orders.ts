// A customer's booking orders as the API shows them (spec §3 'Booking order': ideorder, status,
// amount, customerId), with their appointments, the .ics text and an 'add to Google Calendar' link.
import type { TenantCompany } from "../tenant";
import { and, asc, desc, eq, inArray, sql, sum, type Placeholder, type SQL } from "drizzle-orm";
import { builtOnce, type Db } from "../db";
import { customerEnd } from "../../domain/booking-plan";
import { bookingReference } from "../../domain/booking-reference";
import { canCancel } from "../../domain/cancellation";
import { buildIcs, googleCalendarUrl } from "../../domain/ics";
import { localise } from "../../domain/catalogue";
import type { OrderView } from "../../contract/appointments";
import type { Lang } from "../../domain/types";
import { appointments, articles, bookingOrders, employees, paymentRefunds, payments, resources, shops } from "../db/schema";
import { voucherPaymentsOf } from "../gifts/vouchers";
import { consentStates } from "../consent/forms";
import { manageToken } from "./manage-link";
import { cancellationRefund, type RefundableLine } from "../../domain/cancellation-refund";
import type { StoredTotals } from "../db/schema";

/** what an order's view tells of its shop (a shop's whole row holds its hours, photos and texts) */
const shopShown = {
  externalId: shops.externalId,
  slug: shops.slug,
  name: shops.name,
  address: shops.address,
  city: shops.city,
  zipcode: shops.zipcode,
  phone: shops.phone,
  timeZone: shops.timeZone,
};

/** the customer's orders with their shops, newest first */
const ordersQuery = (db: Db, more: SQL | undefined, customerId: Placeholder | number, companyId: Placeholder | number) =>
  db
    .select({ order: bookingOrders, shop: shopShown })
    .from(bookingOrders)
    .innerJoin(shops, and(eq(shops.id, bookingOrders.shopId), eq(shops.companyId, bookingOrders.companyId)))
    .where(and(eq(bookingOrders.companyId, companyId), eq(bookingOrders.customerId, customerId), more))
    .orderBy(desc(bookingOrders.createdAt), desc(bookingOrders.id));

/** all of them: built once per database, as each visit to a customer's orders asks it (its SQL cost more to build than to run) */
const allOrders = builtOnce((db) => ordersQuery(db, undefined, sql.placeholder("customerId"), sql.placeholder("companyId")).prepare("customer_orders"));

async function views({ db, company }: TenantCompany, customerId: number, orderIds: number[] | null, lang: Lang, now: Date): Promise<OrderView[]> {
  const orders = orderIds
    ? await ordersQuery(db, inArray(bookingOrders.id, orderIds.length ? orderIds : [-1]), customerId, company.id)
    : await allOrders(db).execute({ customerId, companyId: company.id });
  if (orders.length === 0) return [];
  const lines = await db
    .select({
      a: { id: appointments.id, orderId: appointments.orderId, articleId: appointments.articleId, startAt: appointments.startAt, endAt: appointments.endAt, price: appointments.price, status: appointments.status },
      serviceName: articles.name,
      // the service's own duration (its booking settings hold much more)
      duration: sql<number>`(${articles.booker}->>'duration')::numeric`.mapWith(Number),
      employee: employees.displayName,
      cabin: resources.displayName,
    })
    .from(appointments)
    .innerJoin(articles, eq(articles.id, appointments.articleId))
    .innerJoin(employees, eq(employees.id, appointments.employeeId))
    .leftJoin(resources, eq(resources.id, appointments.cabinId))
    .where(and(eq(appointments.companyId, company.id), inArray(appointments.orderId, orders.map((o) => o.order.id))))
    .orderBy(asc(appointments.startAt), asc(appointments.id));
  // Refunds asked of the provider and not made yet (one that failed is asked again by the sweep).
  const paidOrders = orders.filter((o) => o.order.paidOnline > 0).map((o) => o.order.id);
  const refunding = new Map(
    paidOrders.length
      ? (
          await db
            .select({ orderId: payments.orderId, amount: sum(paymentRefunds.amount).mapWith(Number) })
            .from(paymentRefunds)
            .innerJoin(payments, eq(payments.id, paymentRefunds.paymentRowId))
            .where(and(eq(payments.companyId, company.id), inArray(payments.orderId, paidOrders), inArray(paymentRefunds.status, ["asked", "failed"])))
            .groupBy(payments.orderId)
        ).map((r) => [r.orderId, r.amount] as const)
      : [],
  );
  const notice = company.settings.booker.appointment.minNoticeMinutes;
  const vouchers = await voucherPaymentsOf(db, orders.map((o) => o.order.id));
  const consents = await consentStates({ db, companyId: company.id }, orders.map((o) => o.order.id));
  return orders.map(({ order, shop }) => {
    // The times the customer is told: a service's pause is the shop's time, not theirs (decision 073).
    const own = lines.filter((l) => l.a.orderId === order.id).map((l) => ({ ...l, end: customerEnd(l.a.startAt, l.a.endAt, l.duration) }));
    const start = own[0]?.a.startAt ?? order.createdAt;
    const end = own[own.length - 1]?.end ?? order.createdAt;
    const names = own.map((l) => localise(l.serviceName, lang)).join(", ");
    const displayName = company.settings.identity.displayName || company.nickname;
    const summary = `${names} · ${shop.name}`;
    const location = [shop.address, `${shop.zipcode} ${shop.city}`.trim()].filter(Boolean).join(", ");
    const description = own.map((l) => `${localise(l.serviceName, lang)} (${l.employee})`).join("\n");
    const calendar = { start, end, timeZone: shop.timeZone, summary, description, location };
    return {
      id: order.id,
      ideorder: `${company.nickname}-${order.id}`,
      reference: bookingReference(order.id),
      status: order.status,
      amount: order.amount,
      discounts: { coupon: order.couponCode ? { code: order.couponCode, discount: order.couponDiscount } : null, reward: order.rewardDiscount, vouchers: vouchers.get(order.id) ?? [] },
      currency: order.currency,
      customerId: order.customerId,
      paymentProvider: order.paymentProvider,
      createdAt: order.createdAt.toISOString(),
      start: start.toISOString(),
      end: end.toISOString(),
      cancellable: order.status === "confirmed" && canCancel(start, now, notice),
      movableUntil: order.status === "confirmed" && own.some((l) => l.a.status === "active") && canCancel(start, now, notice) ? new Date(start.getTime() - notice * 60_000).toISOString() : null,
      manageToken: manageToken(order),
      customMessage: order.customMessage,
      shop: { artebeauteId: shop.externalId, slug: shop.slug, name: shop.name, address: shop.address, city: shop.city, zipcode: shop.zipcode, phone: shop.phone, timeZone: shop.timeZone },
      appointments: own.map((l) => ({
        id: l.a.id,
        serviceId: l.a.articleId,
        serviceName: l.serviceName,
        employee: l.employee,
        cabin: l.cabin,
        start: l.a.startAt.toISOString(),
        end: l.end.toISOString(),
        price: l.a.price,
        status: l.a.status,
      })),
      ics: buildIcs({
        ...calendar,
        uid: `booking-${order.id}@${company.nickname}.vitrine`,
        sequence: order.icsSequence,
        stamp: now,
        product: displayName,
        status: order.status === "cancelled" ? "CANCELLED" : "CONFIRMED",
      }),
      googleCalendarUrl: googleCalendarUrl(calendar),
      consents: (consents.get(order.id) ?? []).map((c) => ({ ...c, title: localise(c.title, lang) })),
      payment: paymentView(order, own.filter((l) => l.a.status === "active").map((l) => l.a.id), now, company.settings.booker.appointment.payment.cancellationCutoffHours, refunding.get(order.id) ?? 0),
    };
  });
}

/** What was paid online, refunded and is due at the shop, and what cancelling now would give back. */
function paymentView(order: typeof bookingOrders.$inferSelect, activeIds: number[], now: Date, cutoffHours: number, refunding: number): OrderView["payment"] {
  const totals = order.totals;
  if (!totals || order.paymentProvider === "free") return null;
  const paid = order.paidOnline;
  const refund = order.status === "confirmed" && activeIds.length ? refundOfCancellation({ totals, paidOnline: paid }, activeIds, now, cutoffHours) : null;
  // Due at the shop: the price of what is still booked, less what was paid online for it.
  const stillBooked = totals.lines.filter((l) => l.appointmentId != null && activeIds.includes(l.appointmentId));
  const dueAtShop = order.status === "confirmed" ? stillBooked.reduce((sum, l) => sum + l.total - (paid > 0 ? l.cardNow : 0) - l.vouchers.reduce((s, v) => s + v.paid, 0), 0) : 0;
  return {
    total: totals.total,
    deposit: totals.deposit,
    paid,
    refunded: order.refunded,
    refunding,
    dueAtShop,
    ifCancelledNow: refund ? { refund: refund.card, kept: refund.kept, cutoffAt: refund.cutoffAt?.toISOString() ?? null } : null,
  };
}

/** The customer's orders; one whose payment never completed (still held, or expired) is not theirs to list. */
export async function ordersOf({ db, company }: TenantCompany, customerId: number, lang: Lang, now: Date) {
  return (await views({ db, company }, customerId, null, lang, now)).filter((o) => o.status === "confirmed" || o.status === "cancelled");
}

export async function orderView({ db, company }: TenantCompany, customerId: number, orderId: number, lang: Lang, now: Date): Promise<OrderView | null> {
  return (await views({ db, company }, customerId, [orderId], lang, now))[0] ?? null;
}

/** What a customer's cancellation of these appointments of an order gives back now (decision 055). */
export function refundOfCancellation(order: { totals: StoredTotals | null; paidOnline: number }, appointmentIds: number[], now: Date, cutoffHours: number) {
  if (!order.totals || order.paidOnline === 0) return null;
  const lines: RefundableLine[] = order.totals.lines.map((l) => ({ key: l.key, vouchers: l.vouchers, cardNow: l.cardNow, deposit: l.deposit, start: l.start ? new Date(l.start) : undefined }));
  const cancel = order.totals.lines.filter((l) => l.appointmentId != null && appointmentIds.includes(l.appointmentId)).map((l) => l.key);
  return cancellationRefund({ lines, cancel, now, cutoffHours });
}
