// Starting the payment of an order of any kind: its payment row is written in the order's own
// transaction (insertPayment), then the provider is asked once per order (the idempotency key is
// the order's), and a refusal gives back at once what the order held (its kind's release).
import type { PaymentTenant } from "./online";
import type { TenantCompany } from "../tenant";
import { and, eq } from "drizzle-orm";
import type { Lang } from "../../domain/types";
import type { Customer } from "../auth/sessions";
import { payments } from "../db/schema";
import type { OrderKind } from "./kind";
import { onlinePayment, PaymentRefused, type ReturnAddresses } from "./online";
import { paymentErrorBody, PaymentError, type BrowserStep } from "./provider";

export type OnlinePayment = NonNullable<ReturnType<typeof onlinePayment>>;

/** The order's payment, written in the order's transaction before the provider is asked. */
export async function insertPayment({ db: tx, company }: TenantCompany, online: OnlinePayment, kind: OrderKind, orderId: number, amount: number): Promise<number> {
  const [row] = await tx
    .insert(payments)
    .values({ companyId: company.id, ...kind.paymentColumns(orderId), provider: online.provider, orderRef: kind.ref(orderId), amount, currency: online.currency })
    .returning({ id: payments.id });
  return row!.id;
}

export interface PaymentStart {
  kind: OrderKind;
  orderId: number;
  amount: number;
  /** what the customer buys, in their language (cut to the providers' 200 characters) */
  description: string;
  customer: Customer;
  lang: Lang;
  returns: ReturnAddresses;
  /** the request's time: a refusal gives back what the order held at it */
  now: Date;
}

/** Asks the company's provider for the payment of an order whose payment row is written. */
export async function startPayment({ db, payments: services, company }: PaymentTenant, online: OnlinePayment, s: PaymentStart): Promise<{ token: string; browser: BrowserStep }> {
  const ref = s.kind.ref(s.orderId);
  const of = and(eq(payments.companyId, company.id), eq(payments.orderRef, ref));
  try {
    const started = await services.providers[online.provider].start(online.keys, {
      orderRef: ref,
      amountCents: s.amount,
      currency: online.currency,
      description: s.description.slice(0, 200),
      customer: { email: s.customer.email ?? `customer-${s.customer.id}@invalid.example`, name: [s.customer.firstname, s.customer.lastname].filter(Boolean).join(" ") || undefined },
      language: s.lang,
      returnUrls: { success: s.returns.success, failure: s.returns.failure, cancel: s.returns.cancel },
      notificationUrl: s.returns.notification,
      idempotencyKey: `${s.kind.name}-${s.orderId}`,
    });
    await db.update(payments).set({ paymentId: started.paymentId, browser: started.browser }).where(of);
    return { token: started.paymentId, browser: started.browser };
  } catch (err) {
    // The provider refused or could not be reached: what the order held goes back at once, the customer is told why.
    await db.transaction(async (tx) => {
      await tx.update(payments).set({ status: "failed", failure: err instanceof PaymentError ? (err.providerMessage ?? null) : null }).where(of);
      await s.kind.release({ db: tx, companyId: company.id }, s.orderId, s.now);
    });
    services.log.warn({ provider: online.provider, kind: s.kind.name, orderId: s.orderId, reason: err instanceof Error ? err.message : "unknown", body: paymentErrorBody(err) }, "payment start failed");
    throw new PaymentRefused(err);
  }
}
