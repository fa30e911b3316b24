// One booking as the front desk opens it from the agenda: the customer, the services with their
// employee and times, its state and source, what was paid and can still be given back, and where
// it stands against the company's notice rule (the customer's own cancellation cut-off), so the
// desk sees what the customer would have got before choosing the refund of a cancellation.
import type { TenantCompany } from "../tenant";
import { and, eq } from "drizzle-orm";
import { bookingState } from "../../domain/agenda";
import { currencyFromSettings } from "../../domain/money";
import { NotFound } from "../../domain/errors";
import type { Lang } from "../../domain/types";
import { assertShop, type TeamMember } from "../accounts/team";
import { checkoutOf } from "../booking/checkout";
import { refundableOnBooking } from "../booking/business-cancel";
import { orderView } from "../booking/orders";
import { bookingOrders, customers } from "../db/schema";
import { localise } from "../../domain/catalogue";
import { localDateOf } from "../../domain/time";

export async function bookingDetails({ db, company }: TenantCompany, user: TeamMember, orderId: number, lang: Lang, now: Date) {
  const [order] = await db.select().from(bookingOrders).where(and(eq(bookingOrders.companyId, company.id), eq(bookingOrders.id, orderId)));
  if (!order) throw new NotFound("not_found", { id: "unknown" });
  assertShop(user, order.shopId);
  const [customer] = await db.select().from(customers).where(and(eq(customers.companyId, company.id), eq(customers.id, order.customerId)));
  const view = await orderView({ db, company }, order.customerId, orderId, lang, now);
  if (!view || !customer) throw new NotFound("not_found", { id: "unknown" });
  const booked = view.appointments.filter((a) => a.status === "active" || a.status === "held");
  const shown = booked.length ? booked : view.appointments;
  const first = shown[0];
  const held = view.appointments.some((a) => a.status === "held");
  const checkout = await checkoutOf({ db, companyId: company.id }, order);
  const state = bookingState({
    status: held ? "held" : booked.length ? "active" : "cancelled",
    orderStatus: order.status,
    amount: order.amount,
    paidOnline: order.paidOnline,
    vouchersPaid: checkout.vouchersPaid,
    counter: checkout.payments,
  });
  const cutoffHours = company.settings.booker.appointment.payment.cancellationCutoffHours;
  const cutoffAt = first ? new Date(new Date(first.start).getTime() - cutoffHours * 3_600_000) : null;
  const rule = view.payment?.ifCancelledNow ?? null;
  return {
    id: order.id,
    status: order.status,
    state,
    source: order.source,
    sequence: order.icsSequence,
    date: first ? localDateOf(new Date(first.start), view.shop.timeZone) : null,
    start: first?.start ?? null,
    end: shown[shown.length - 1]?.end ?? null,
    customer: { name: [customer.firstname, customer.lastname].filter(Boolean).join(" ") || customer.email || "", email: customer.email, phone: customer.phone },
    lines: shown.map((a) => ({ id: a.id, service: localise(a.serviceName, lang), employee: a.employee, cabin: a.cabin, start: a.start, end: a.end, price: a.price })),
    payment: {
      currency: currencyFromSettings(company.settings.booker).code,
      provider: order.paymentProvider,
      amount: order.amount,
      paidOnline: order.paidOnline,
      refunded: order.refunded,
      refunding: view.payment?.refunding ?? 0,
      // what a cancellation may give back: what the card paid and was not given back yet
      refundable: order.status === "confirmed" && order.paidOnline > 0 ? ((await refundableOnBooking({ db, companyId: company.id }, orderId)) ?? 0) : 0,
    },
    checkout,
    consents: view.consents,
    notice: {
      cutoffHours,
      cutoffAt: cutoffAt?.toISOString() ?? null,
      /** past the cut-off: a customer's own cancellation would keep the deposit */
      inside: cutoffAt ? now.getTime() > cutoffAt.getTime() : false,
      /** what the customer's own cancellation would give back now, and keep (paid online only) */
      ruleRefund: rule?.refund ?? 0,
      ruleKept: rule?.kept ?? 0,
    },
  };
}
export type BookingDetails = Awaited<ReturnType<typeof bookingDetails>>;
