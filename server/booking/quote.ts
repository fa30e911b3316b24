// What a booking costs and how it is paid: whether it pays online (the company's provider and its
// booking rules), the deposit, and the totals domain/order-totals.ts computes for it.
import type { Tenant, TenantCompany } from "../tenant";
import { and, eq, sql } from "drizzle-orm";
import { orderTotals, serviceLinesFromPlan } from "../../domain/order-totals";
import type { BookingPlan } from "../../domain/booking-plan";
import type { Prices, Scenario } from "../../contract/appointments";
import { scenarioPayment } from "../../domain/payment-scenario";
import { appointments, bookingOrders, type StoredTotals } from "../db/schema";
import type { Company } from "../tenancy/companies";
import { couponOf, type PricedDiscounts } from "../coupons/discounts";
import { voucherToSpend } from "../gifts/vouchers";
import { onlinePayment } from "../payments/online";
import type { BookingRequest } from "./book";

/** The company's online payment for bookings, or null when bookings are paid at the shop. */
export function bookingPayment(company: Company) {
  const booker = company.settings.booker;
  const rules = booker.appointment.payment;
  const online = onlinePayment(company);
  if (!rules.active || !online) return null;
  return {
    ...online,
    holdMinutes: rules.holdMinutes,
    cutoffHours: rules.cancellationCutoffHours,
    deposit: rules.deposit,
  };
}

/** Decision 055: a new customer is one with no booking honoured yet (an active appointment already over). */
export async function isNewCustomer({ db, companyId }: Tenant, customerId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(bookingOrders, eq(bookingOrders.id, appointments.orderId))
    .where(
      and(
        eq(appointments.companyId, companyId),
        eq(appointments.customerId, customerId),
        eq(appointments.status, "active"),
        eq(bookingOrders.status, "confirmed"),
        sql`${appointments.endAt} <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return rows.length === 0;
}

/** The stored totals of a plan: domain/order-totals.ts, the one function every display and the provider read. */
export function totalsOfPlan(
  plan: BookingPlan,
  byId: BookingRequest["byId"],
  deposit: NonNullable<ReturnType<typeof bookingPayment>>["deposit"] | null,
  newCustomer: boolean,
  discounts: Pick<PricedDiscounts, "coupon" | "reward" | "vouchers"> | null = null,
): StoredTotals {
  const totals = orderTotals({
    lines: serviceLinesFromPlan(plan, byId, (id) => byId.get(id)?.booker.deposit ?? null),
    coupon: discounts?.coupon ? couponOf(discounts.coupon.row) : null,
    reward: discounts?.reward?.reward ?? null,
    vouchers: discounts?.vouchers.map((v) => voucherToSpend(v.row)) ?? [],
    deposit,
    newCustomer,
  });
  return {
    total: totals.total,
    deposit: totals.deposit,
    cardNow: totals.cardNow,
    dueAtShop: totals.dueAtShop,
    lines: totals.lines.map((l) => ({
      key: l.key,
      articleId: l.articleId,
      total: l.total,
      deposit: l.deposit,
      cardNow: l.cardNow,
      dueAtShop: l.dueAtShop,
      vouchers: l.vouchers,
      start: l.start?.toISOString(),
    })),
  };
}

/** What a booking would cost now, paid online, for this customer (a guest counts as new); null when it is paid at the shop. */
export async function quote({ db, company }: TenantCompany, customerId: number | null, plan: BookingPlan, byId: BookingRequest["byId"], now: Date, discounts: PricedDiscounts | null = null): Promise<Prices | null> {
  const online = bookingPayment(company);
  if (!online) return null;
  const newCustomer = customerId == null ? true : await isNewCustomer({ db, companyId: company.id }, customerId, now);
  const t = totalsOfPlan(plan, byId, online.deposit, newCustomer, discounts);
  return { total: t.total, deposit: t.deposit, cardNow: t.cardNow, dueAtShop: t.dueAtShop, currency: online.currency };
}

/**
 * What the booking step must follow for this basket (spec §7 payment/get-scenario): the prices
 * `quote` gives (the totals initialize charges) read as full, deposit or none, with the hold
 * initialize would set.
 */
export async function scenario({ db, company }: TenantCompany, customerId: number | null, plan: BookingPlan, byId: BookingRequest["byId"], now: Date, discounts: PricedDiscounts | null = null): Promise<Scenario> {
  const prices = await quote({ db, company }, customerId, plan, byId, now, discounts);
  const payment = scenarioPayment(prices);
  const online = payment === "none" ? null : bookingPayment(company);
  return { payment, amount: payment === "none" ? 0 : prices!.cardNow, holdMinutes: online?.holdMinutes ?? null, provider: online?.provider ?? null, prices };
}
