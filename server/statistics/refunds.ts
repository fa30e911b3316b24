// A refund asked from the statistics desk: all that is left on an order, or part of it, made by
// the order's own refund, found in the table of the kinds the business refunds
// (server/payments/business-refunds.ts), which go through server/payments/refunds.ts. Nothing is
// refunded here.
import type { PaymentTenant } from "../payments/online";
import { Invalid, NotFound } from "../../domain/errors";
import { assertShop, type TeamMember } from "../accounts/team";
import { BUSINESS_REFUNDS, type BusinessRefundKind } from "../payments/business-refunds";

export async function refundOrder(
  { db, payments: services, company }: PaymentTenant,
  ask: { kind: BusinessRefundKind; orderId: number; amount?: number },
  by: TeamMember,
  now: Date,
) {
  const kind = BUSINESS_REFUNDS[ask.kind];
  const shopId = await kind.shopOf({ db, companyId: company.id }, ask.orderId);
  if (shopId === undefined) throw new NotFound("not_found", { orderId: "unknown" });
  assertShop(by, shopId);
  const amount = ask.amount ?? (await kind.left({ db, companyId: company.id }, ask.orderId));
  if (amount <= 0) throw new Invalid({ amount: "nothing is left to give back" }, "refund_too_large");
  const done = await kind.refund({ db, payments: services, company }, by, ask.orderId, amount, now);
  return { kind: ask.kind, orderId: ask.orderId, amount, status: done.status, refunded: done.refunded };
}
