// One interface per kind of order paid online (decision 166): the payments area (results.ts,
// refunds.ts, sweep.ts) holds a payment row and asks its kind what to do with the order; the kinds
// are registered in kinds.ts. A fourth kind (a sale at the counter) is one new module there.
import type { PaymentTenant } from "./online";
import type { Tenant, TenantCompany } from "../tenant";
import type { TeamMember } from "../accounts/team";
import type { Db } from "../db";
import type { payments } from "../db/schema";
import type { ConfirmResult } from "./provider";

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentKindName = PaymentRow["kind"];

/** What a payment pays for: an order of one kind, by its id. */
export interface PaidOrder {
  kind: PaymentKindName;
  id: number;
}

export type Applied =
  | { outcome: "paid" | "failed" | "cancelled" | "pending"; orderId: number; message?: string }
  | { outcome: "duplicate"; orderId: number | null }
  | { outcome: "ignored"; orderId: null }
  /** paid after its hold ran out and what it held was taken, or paid the wrong amount: the money goes back */
  | { outcome: "refunded"; orderId: number };

/** An outcome with the refund it calls for, made once the transaction is committed. */
export type Settled = Applied & { refund?: { paymentRow: number; amount: number } };

export interface OrderKind {
  name: PaymentKindName;
  /** the field a refusal names when the order is not the customer's or has no payment */
  field: string;
  /**
   * The storefront page the browser comes back to, naming the order in `param`; a failure comes
   * back to `failurePath` when the kind has its own page for it, else to the same page with failed=1.
   */
  page: { path: string; param: string; failurePath?: string };
  /** our reference of the order's payment, given to the provider */
  ref(orderId: number): string;
  /** the payment row's columns naming the order */
  paymentColumns(orderId: number): Pick<typeof payments.$inferInsert, "kind" | "orderId" | "voucherId" | "eshopOrderId">;
  /** the order a payment row pays for */
  orderOf(pay: PaymentRow): number;
  /** the order's payment and the customer whose order it is */
  owner(tenant: Tenant, orderId: number): Promise<{ pay: PaymentRow; customerId: number | null } | undefined>;
  /**
   * Paid the amount asked (the payment row is marked paid, locked, in this transaction): the order
   * is confirmed; one paid late whose hold was given up is taken again, or refunded when it cannot be.
   */
  confirm(tenant: PaymentTenant, pay: PaymentRow, result: ConfirmResult, now: Date): Promise<Settled>;
  /** The payment will not come (refused, abandoned, the wrong amount): what the order held goes back, at `now`. */
  release(tenant: Tenant, orderId: number, now: Date): Promise<void>;
  /** A refund of `amount` was made on the order's payment: the order records it. */
  refunded(tenant: TenantCompany, pay: PaymentRow, amount: number, now: Date): Promise<void>;
  /** The sweep's part: orders whose time to pay ran out at `now` give back what they held; answers how many. */
  expire(db: Db, now: Date): Promise<number>;
}

/**
 * A kind of order the business gives money back on from its desk (server/statistics/refunds.ts),
 * registered in business-refunds.ts: bookings and e-shop orders; a voucher is not refunded so.
 */
export interface BusinessRefund {
  /** the shop of the company's order, or undefined when it has no such order */
  shopOf(tenant: Tenant, orderId: number): Promise<number | undefined>;
  /** what is still left to give back on the order, counting refunds asked and not made yet */
  left(tenant: Tenant, orderId: number): Promise<number>;
  /** gives `amount` back on the order, as its own page does (the provider for what a card paid) */
  refund(tenant: PaymentTenant, by: TeamMember, orderId: number, amount: number, now: Date): Promise<{ status: "succeeded" | "pending" | "failed"; refunded: number }>;
}
