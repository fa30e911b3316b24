// A refund asked from the statistics desk: all that is left on an order, or part of it, made by
// the order's own refund (a booking's: server/booking/refunds.ts; an e-shop order's:
// server/eshop/orders.ts), which go through server/payments/refunds.ts. Nothing is refunded here.
import { and, eq, inArray, sql } from "drizzle-orm";
import { Invalid, NotFound } from "../../domain/errors";
import { assertShop, type TeamMember } from "../accounts/team";
import type { Db } from "../db";
import { bookingOrders, eshopOrders, paymentRefunds, payments } from "../db/schema";
import { refundableOnBooking } from "../booking/business-cancel";
import { refundByBusiness } from "../booking/refunds";
import { refundEshopOrder } from "../eshop/orders";
import type { PaymentServices } from "../payments/online";
import type { Company } from "../tenancy/companies";

async function refundableOnEshop(db: Db, companyId: number, orderId: number): Promise<number> {
  const [order] = await db.select({ refunded: eshopOrders.refunded }).from(eshopOrders).where(and(eq(eshopOrders.companyId, companyId), eq(eshopOrders.id, orderId)));
  const [pay] = await db.select().from(payments).where(and(eq(payments.companyId, companyId), eq(payments.eshopOrderId, orderId), eq(payments.status, "paid")));
  if (!order || !pay) return 0;
  const [inFlight] = await db
    .select({ amount: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)::int` })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentRowId, pay.id), inArray(paymentRefunds.status, ["asked", "failed"])));
  return Math.max(0, pay.captured - order.refunded - Number(inFlight?.amount ?? 0));
}

export async function refundOrder(
  db: Db,
  services: PaymentServices,
  company: Company,
  ask: { kind: "booking" | "eshop"; orderId: number; amount?: number },
  by: TeamMember,
  now: Date,
) {
  const table = ask.kind === "booking" ? bookingOrders : eshopOrders;
  const [order] = await db.select({ shopId: table.shopId }).from(table).where(and(eq(table.companyId, company.id), eq(table.id, ask.orderId)));
  if (!order) throw new NotFound("not_found", { orderId: "unknown" });
  assertShop(by, order.shopId);
  const amount = ask.amount ?? (ask.kind === "booking" ? ((await refundableOnBooking(db, company.id, ask.orderId)) ?? 0) : await refundableOnEshop(db, company.id, ask.orderId));
  if (amount <= 0) throw new Invalid({ amount: "nothing is left to give back" }, "refund_too_large");
  const done = ask.kind === "booking" ? await refundByBusiness(db, services, company, by, ask.orderId, amount, now) : await refundEshopOrder(db, services, company, by, ask.orderId, amount, now);
  return { kind: ask.kind, orderId: ask.orderId, amount, status: done.status, refunded: done.refunded };
}
