// Bookings paid online (decisions 050, 055, 100–104). The booking step's confirm holds the slots
// (held appointments under the booking exclusion constraints) and starts the payment for the
// amount domain/order-totals.ts computes from the order on the server; the provider's webhook or
// the browser's return confirms it. Every provider event is applied once (payment_events), a paid
// payment is final, and money is counted once per payment. A payment that arrives after its hold
// was released books the slot again if it is still free, else it is refunded.
import { and, eq } from "drizzle-orm";
import { cancellationRefund, type RefundableLine } from "../../domain/cancellation-refund";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import type { BookingPlan } from "../../domain/booking-plan";
import type { Lang } from "../../domain/types";
import type { OrderView } from "../../contract/appointments";
import type { Prices } from "../../contract/payment";
import type { Customer } from "../auth/sessions";
import type { Db } from "../db";
import { appointments, bookingOrders, customers, eshopOrders, giftVouchers, paymentEvents, payments, trackedCarts, type StoredTotals } from "../db/schema";
import { PaymentError, type ConfirmResult, type IncomingRequest, type PaymentLanguage, type PaymentProvider, type PaymentProviderName, type ProviderKeys } from "../payments";
import type { Company } from "../tenancy/companies";
import { retakeDiscounts, type PricedDiscounts } from "../coupons/discounts";
import { voucherPaymentResult, voidUnpaidVoucher } from "../gifts/purchase";
import { eshopPaymentResult, releaseEshopOrder } from "../eshop/orders";
import { bookAndConfirm, createBooking, isOverlapRefusal, type BookingRequest } from "./book";
import { queueConfirmation } from "./confirmation-mail";
import { releaseHold } from "./holds";
import { orderView } from "./orders";
import { refundPayment } from "./refunds";
import { PaymentRefused, type PaymentServices, type ReturnAddresses } from "../payments/online";
import { bookingPayment, isNewCustomer, totalsOfPlan } from "./quote";
export { PaymentRefused, onlinePayment, type PaymentServices, type ReturnAddresses } from "../payments/online";
export { quote } from "./quote";

export interface StartedBooking {
  order: OrderView;
  /** when the held slots are released unpaid; null when the order is confirmed */
  heldUntil: Date | null;
  prices: Prices;
  /** the provider's payment id (spec 'result.token'); null when nothing is paid online */
  token: string | null;
  browser: { kind: "none" } | { kind: "redirect"; url: string } | { kind: "form-post"; url: string; fields: Record<string, string> } | { kind: "hosted-fields"; scriptUrl: string; publicKey: string; formToken: string; postUrls: { success: string; failure: string } };
}

/** Our reference of an order's payment, given to the provider and in our notification address. */
export const orderRef = (orderId: number) => `VB${orderId}`;
const paymentLanguage = (lang: Lang): PaymentLanguage => lang;

/**
 * The booking step's confirm. Paid at the shop: booked and confirmed at once. Paid online: the
 * slots are held, the payment started for what the order's totals say the card pays now; the
 * client's own idea of that amount (`expectedCardNow`) must agree or nothing is done.
 */
export async function startBooking(
  db: Db,
  services: PaymentServices,
  company: Company,
  customer: Customer,
  req: BookingRequest & { lang: Lang },
  now: Date,
  returns: (orderId: number) => ReturnAddresses,
  expectedCardNow?: number,
): Promise<StartedBooking> {
  const online = bookingPayment(company);
  const currency = company.settings.booker.mCurrency.code;
  if (!online) {
    if (expectedCardNow != null && expectedCardNow !== 0) throw new Conflict("price_changed", { "prices.cardNow": "0" });
    const order = await bookAndConfirm(db, company, customer, req, now);
    const prices = { total: order.amount, deposit: 0, cardNow: 0, dueAtShop: order.amount, currency };
    return { order, prices, token: null, browser: { kind: "none" }, heldUntil: null };
  }
  const newCustomer = await isNewCustomer(db, company.id, customer.id, now);
  let stored: StoredTotals | null = null;
  const totals = (plan: BookingPlan, discounts: PricedDiscounts) => (stored = totalsOfPlan(plan, req.byId, online.deposit, newCustomer, discounts));

  // Nothing left to pay online (a returning customer under a new-customers-only policy, a 'none' rule): booked at once.
  const holdUntil = new Date(now.getTime() + online.holdMinutes * 60_000);
  const placed = await db.transaction(async (tx) => {
    const created = await createBooking(tx, company, customer.id, req, now, { holdUntil, totals });
    const t = stored!;
    if (expectedCardNow != null && expectedCardNow !== t.cardNow) throw new Conflict("price_changed", { "prices.cardNow": String(t.cardNow) });
    if (t.cardNow === 0) {
      await confirmOrder(tx, company, created.id, now, null);
      const order = (await orderView(tx, company, customer.id, created.id, req.lang, now))!;
      await queueConfirmation(tx, company, customer, order, req.lang);
      return { orderId: created.id, totals: t, paymentRow: null };
    }
    const [row] = await tx
      .insert(payments)
      .values({ companyId: company.id, orderId: created.id, provider: online.provider, orderRef: orderRef(created.id), amount: t.cardNow, currency })
      .returning({ id: payments.id });
    return { orderId: created.id, totals: t, paymentRow: row!.id };
  });
  const prices = { total: placed.totals.total, deposit: placed.totals.deposit, cardNow: placed.totals.cardNow, dueAtShop: placed.totals.dueAtShop, currency };
  if (placed.paymentRow == null) {
    return { order: (await orderView(db, company, customer.id, placed.orderId, req.lang, now))!, prices, token: null, browser: { kind: "none" }, heldUntil: null };
  }

  const provider = services.providers[online.provider];
  const urls = returns(placed.orderId);
  const names = req.services.map((s) => s.name[req.lang] || s.name.fr || Object.values(s.name)[0] || "").filter(Boolean);
  try {
    const started = await provider.start(online.keys, {
      orderRef: orderRef(placed.orderId),
      amountCents: placed.totals.cardNow,
      currency,
      description: `${company.settings.identity.displayName} — ${names.join(", ")}`.slice(0, 200),
      customer: { email: customer.email ?? `customer-${customer.id}@invalid.example`, name: [customer.firstname, customer.lastname].filter(Boolean).join(" ") || undefined },
      language: paymentLanguage(req.lang),
      returnUrls: { success: urls.success, failure: urls.failure, cancel: urls.cancel },
      notificationUrl: urls.notification,
      idempotencyKey: `booking-${placed.orderId}`,
    });
    await db.update(payments).set({ paymentId: started.paymentId }).where(eq(payments.id, placed.paymentRow));
    const order = (await orderView(db, company, customer.id, placed.orderId, req.lang, now))!;
    return { order, prices, token: started.paymentId, browser: started.browser, heldUntil: holdUntil };
  } catch (err) {
    // The provider refused or could not be reached: the slot goes back at once, the visitor is told why.
    await db.transaction(async (tx) => {
      await tx.update(payments).set({ status: "failed", failure: err instanceof PaymentError ? (err.providerMessage ?? null) : null }).where(eq(payments.id, placed.paymentRow!));
      await releaseHold(tx, company.id, placed.orderId);
    });
    services.log.warn({ provider: online.provider, orderId: placed.orderId, reason: err instanceof Error ? err.message : "unknown" }, "payment start failed");
    throw new PaymentRefused(err);
  }
}

/** Held → active and the order confirmed; the tracked cart ends with the payment as its transaction (spec §4). */
async function confirmOrder(tx: Db, company: Company, orderId: number, now: Date, paymentId: string | null) {
  await tx
    .update(appointments)
    .set({ status: "active", heldUntil: null })
    .where(and(eq(appointments.companyId, company.id), eq(appointments.orderId, orderId), eq(appointments.status, "held")));
  const [order] = await tx.update(bookingOrders).set({ status: "confirmed" }).where(and(eq(bookingOrders.companyId, company.id), eq(bookingOrders.id, orderId))).returning();
  if (order?.cartId != null) {
    await tx
      .update(trackedCarts)
      .set({ status: "success", transactionId: paymentId ?? String(orderId), updatedAt: now })
      .where(and(eq(trackedCarts.id, order.cartId), eq(trackedCarts.companyId, company.id), eq(trackedCarts.customerId, order.customerId)));
  }
}

/** Brings back the released slots of a late payment if nobody took them meanwhile (a savepoint: a clash leaves the rest intact). */
async function rebook(tx: Db, company: Company, orderId: number): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      await sp
        .update(appointments)
        .set({ status: "active", heldUntil: null })
        .where(and(eq(appointments.companyId, company.id), eq(appointments.orderId, orderId), eq(appointments.status, "released")));
    });
    return true;
  } catch (err) {
    if (isOverlapRefusal(err)) return false;
    throw err;
  }
}

export type Applied =
  | { outcome: "paid" | "failed" | "cancelled" | "pending"; orderId: number; message?: string }
  | { outcome: "duplicate"; orderId: number | null }
  | { outcome: "ignored"; orderId: null }
  /** paid after its hold ran out and the slot was taken: the money goes back */
  | { outcome: "refunded"; orderId: number };

/**
 * Applies what a provider said about a payment, once per event id. `paid` is final: a later
 * failure or expiry of the same payment changes nothing; money is counted once per payment.
 */
export async function applyPaymentResult(db: Db, services: PaymentServices, company: Company, provider: PaymentProviderName, result: ConfirmResult, now: Date): Promise<Applied> {
  const applied = await db.transaction(async (tx): Promise<Applied & { refund?: { paymentRow: number; amount: number } }> => {
    const [pay] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.companyId, company.id), eq(payments.provider, provider), eq(payments.paymentId, result.paymentId)))
      .for("update");
    // Another shop's payment on a shared provider account, or a payment we never started: acknowledged, nothing changes.
    if (!pay) return { outcome: "ignored", orderId: null };
    if (result.orderRef != null && result.orderRef !== pay.orderRef) return { outcome: "ignored", orderId: null };
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ companyId: company.id, provider, eventId: result.eventId, paymentId: result.paymentId, outcome: result.outcome })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    // the same for every kind of order: an event seen before, a payment already final, a declined card, no news yet
    const orderId = pay.orderId ?? pay.voucherId ?? pay.eshopOrderId!;
    if (!fresh) return { outcome: "duplicate", orderId };
    if (pay.status === "paid") return { outcome: "paid", orderId };
    if (result.outcome === "failed") {
      // A declined card: the customer may still pay with another one on the provider's page; the hold runs on.
      await tx.update(payments).set({ failure: result.message ?? null }).where(eq(payments.id, pay.id));
      return { outcome: "failed", orderId, message: result.message };
    }
    if (result.outcome === "pending") return { outcome: "pending", orderId };
    if (pay.kind === "voucher") return voucherPaymentResult(tx, services, company, pay, result, now);
    if (pay.kind === "eshop") return eshopPaymentResult(tx, services, company, pay, result, now);

    if (result.outcome === "paid") {
      if (result.amountCents !== pay.amount || result.currency.toUpperCase() !== pay.currency.toUpperCase()) {
        // Not what the order asks: never confirm it. Whatever was taken goes back.
        services.log.error({ provider, orderId, expected: pay.amount, got: result.amountCents }, "payment amount differs from the order");
        await tx.update(payments).set({ status: "paid", captured: result.amountCents, refundHandle: result.refundHandle ?? null, paidAt: now }).where(eq(payments.id, pay.id));
        await releaseHold(tx, company.id, orderId);
        return { outcome: "refunded", orderId, refund: { paymentRow: pay.id, amount: result.amountCents } };
      }
      await tx.update(payments).set({ status: "paid", captured: result.amountCents, refundHandle: result.refundHandle ?? null, paidAt: now, failure: null }).where(eq(payments.id, pay.id));
      const [order] = await tx.select().from(bookingOrders).where(and(eq(bookingOrders.companyId, company.id), eq(bookingOrders.id, orderId)));
      if (order!.status === "expired") {
        if (!(await rebook(tx, company, orderId))) return { outcome: "refunded", orderId, refund: { paymentRow: pay.id, amount: result.amountCents } };
        await retakeDiscounts(tx, order!, now);
      }
      await confirmOrder(tx, company, orderId, now, result.paymentId);
      await tx.update(bookingOrders).set({ paidOnline: result.amountCents }).where(eq(bookingOrders.id, orderId));
      const customer = await customerOf(tx, company.id, order!.customerId);
      const view = await orderView(tx, company, order!.customerId, orderId, order!.lang as Lang, now);
      if (customer && view) await queueConfirmation(tx, company, customer, view, order!.lang as Lang);
      return { outcome: "paid", orderId };
    }
    await tx.update(payments).set({ status: "cancelled" }).where(eq(payments.id, pay.id));
    await releaseHold(tx, company.id, orderId);
    return { outcome: "cancelled", orderId, message: pay.failure ?? undefined };
  });
  if ("refund" in applied && applied.refund) {
    await refundPayment(db, services, company, applied.refund.paymentRow, applied.refund.amount, "late_payment", `late-${applied.refund.paymentRow}`, now);
    const { refund: _r, ...rest } = applied;
    return rest;
  }
  return applied;
}

async function customerOf(db: Db, companyId: number, customerId: number): Promise<Customer | null> {
  const [row] = await db.select().from(customers).where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)));
  return row ?? null;
}

/** A provider's notification (webhook, IPN, CGI2), verified by its adapter, then applied once. */
export async function notificationFromProvider(db: Db, services: PaymentServices, company: Company, request: IncomingRequest, now: Date, orderRef?: string) {
  const providerName = company.settings.booker.payment.provider;
  const provider = services.providers[providerName];
  // The order reference of our notification address finds the stored payment id (Saferpay's call carries nothing).
  let paymentId: string | undefined;
  if (orderRef) {
    const [row] = await db.select({ paymentId: payments.paymentId }).from(payments).where(and(eq(payments.companyId, company.id), eq(payments.orderRef, orderRef)));
    paymentId = row?.paymentId ?? undefined;
  }
  let result: ConfirmResult;
  try {
    result = await provider.confirm(company.settings.booker.payment.keys as ProviderKeys, { source: "notification", request, paymentId });
  } catch (err) {
    if (err instanceof PaymentError && err.code === "unsupported") return { applied: { outcome: "ignored", orderId: null } as Applied, reply: undefined };
    if (err instanceof PaymentError && err.code === "signature") throw Object.assign(new Invalid({ signature: "does not match" }, "invalid_signature"), { reply: err.reply });
    throw err;
  }
  const applied = await applyPaymentResult(db, services, company, providerName, result, now);
  return { applied, reply: result.reply };
}

/**
 * The browser came back to /payments/rdvcheck (or the failure page) with what the provider put in
 * the address: the provider is asked what became of the payment and what it says is applied,
 * nothing else. Only the customer's own order, and the payment stored for it, is looked at: an
 * address naming another payment is refused. `abandon`: the owner cancels the attempt (a post
 * from their own page, with their session): the provider closes it where it can, and unless it
 * was paid meanwhile what it held goes back at once (a payment the provider still completes later
 * takes the late-payment path).
 */
export async function returnFromProvider(
  db: Db,
  services: PaymentServices,
  company: Company,
  customerId: number,
  paid: PaidOrder,
  returnUrl: string,
  now: Date,
  abandon = false,
): Promise<Applied & { message?: string }> {
  const orderId = paid.id;
  const row = await paymentOf(db, company, paid);
  if (!row || row.customerId !== customerId || !row.pay.paymentId) throw new NotFound("not_found", { [PAID_FIELD[paid.kind]]: "unknown" });
  if (row.pay.status === "paid") return { outcome: "paid", orderId };
  const provider = services.providers[row.pay.provider as PaymentProviderName];
  const keys = company.settings.booker.payment.keys as ProviderKeys;
  if (abandon && row.pay.status !== "cancelled") await provider.abandon?.(keys, row.pay.paymentId);
  let result: ConfirmResult;
  try {
    result = await provider.confirm(keys, { source: "return", request: { method: "GET", url: returnUrl, headers: {}, body: "" }, paymentId: row.pay.paymentId });
  } catch (err) {
    if (err instanceof PaymentError && err.code === "signature") throw new Invalid({ returnUrl: "not this order's payment" });
    throw new PaymentRefused(err);
  }
  if (result.paymentId !== row.pay.paymentId) throw new Invalid({ returnUrl: "not this order's payment" });
  const applied = await applyPaymentResult(db, services, company, row.pay.provider as PaymentProviderName, result, now);
  if (applied.outcome === "paid" || applied.outcome === "refunded") return applied;
  if (abandon) await endAttempt(db, company, row.pay.id, paid);
  // What the verified notifications and post-backs have said so far decides (a return may carry nothing).
  const [stored] = await db.select().from(payments).where(eq(payments.id, row.pay.id));
  const message = stored!.failure ?? (applied.outcome === "failed" || applied.outcome === "cancelled" ? applied.message : undefined);
  if (stored!.status === "paid") return { outcome: "paid", orderId };
  if (stored!.status === "cancelled") return { outcome: "cancelled", orderId, message };
  return { outcome: applied.outcome === "failed" ? "failed" : "pending", orderId, message };
}

/** The owner gave up the attempt: the unpaid payment is closed and what it held released. */
async function endAttempt(db: Db, company: Company, paymentRow: number, paid: PaidOrder) {
  await db.transaction(async (tx) => {
    const [pay] = await tx.select().from(payments).where(eq(payments.id, paymentRow)).for("update");
    if (!pay || pay.status === "paid" || pay.status === "cancelled") return;
    await tx.update(payments).set({ status: "cancelled" }).where(eq(payments.id, paymentRow));
    if (paid.kind === "voucher") await voidUnpaidVoucher(tx, company.id, paid.id);
    else if (paid.kind === "eshop") await releaseEshopOrder(tx, company.id, paid.id, "cancelled");
    else await releaseHold(tx, company.id, paid.id);
  });
}

/** The field a refusal names for each kind of order. */
const PAID_FIELD = { booking: "cartId", voucher: "voucherId", eshop: "id" } as const;

/** What a payment pays for (decision 166): a booking order, a gift voucher or an e-shop order, by its id. */
export type PaidOrder = { kind: "booking" | "voucher" | "eshop"; id: number };

/** The payment of an order and the customer whose order it is. */
async function paymentOf(db: Db, company: Company, paid: PaidOrder) {
  if (paid.kind === "eshop") {
    const [row] = await db
      .select({ pay: payments, customerId: eshopOrders.customerId })
      .from(payments)
      .innerJoin(eshopOrders, eq(eshopOrders.id, payments.eshopOrderId))
      .where(and(eq(payments.companyId, company.id), eq(payments.eshopOrderId, paid.id)));
    return row;
  }
  if (paid.kind === "voucher") {
    const [row] = await db
      .select({ pay: payments, customerId: giftVouchers.buyerId })
      .from(payments)
      .innerJoin(giftVouchers, eq(giftVouchers.id, payments.voucherId))
      .where(and(eq(payments.companyId, company.id), eq(payments.voucherId, paid.id)));
    return row;
  }
  const [row] = await db
    .select({ pay: payments, customerId: bookingOrders.customerId })
    .from(payments)
    .innerJoin(bookingOrders, eq(bookingOrders.id, payments.orderId))
    .where(and(eq(payments.companyId, company.id), eq(payments.orderId, paid.id)));
  return row;
}

/**
 * A provider's signed result posted through the browser (Lyra's post-back to kr-post-url-success or
 * -refused). It arrives cross-site, without the customer's session: its signature, checked as the
 * provider signs it, is the only proof, and it must be the stored payment of that order. A provider
 * that posts nothing back signs nothing: such a post is refused, whatever it carries.
 */
export async function postBackFromProvider(db: Db, services: PaymentServices, company: Company, paid: PaidOrder, body: string, now: Date): Promise<Applied> {
  const pay = (await paymentOf(db, company, paid))?.pay;
  if (!pay || !pay.paymentId) throw new NotFound("not_found", { [PAID_FIELD[paid.kind]]: "unknown" });
  const provider = services.providers[pay.provider as PaymentProviderName];
  if (!provider.capabilities.postBack) throw new Invalid({ fields: "not signed by the provider" }, "invalid_signature");
  let result: ConfirmResult;
  try {
    // no payment id given: the signed answer must name its payment itself, or nothing is believed
    result = await provider.confirm(company.settings.booker.payment.keys as ProviderKeys, { source: "return", request: { method: "POST", url: "", headers: { "content-type": "application/x-www-form-urlencoded" }, body } });
  } catch (err) {
    if (err instanceof PaymentError && (err.code === "signature" || err.code === "unsupported")) throw new Invalid({ fields: "not signed by the provider" }, "invalid_signature");
    throw new PaymentRefused(err);
  }
  if (result.paymentId !== pay.paymentId) throw new Invalid({ fields: "not this order's payment" });
  return applyPaymentResult(db, services, company, pay.provider as PaymentProviderName, result, now);
}

/** Spec §7 update-message: the custom message of the order being paid; a failure is the caller's to log. */
export async function updateOrderMessage(db: Db, company: Company, customerId: number, orderId: number, message: string | null) {
  const rows = await db
    .update(bookingOrders)
    .set({ customMessage: message })
    .where(and(eq(bookingOrders.companyId, company.id), eq(bookingOrders.id, orderId), eq(bookingOrders.customerId, customerId)))
    .returning({ id: bookingOrders.id });
  if (rows.length === 0) throw new NotFound("not_found", { cartId: "unknown" });
}

/** What a customer's cancellation of these appointments of an order gives back now (decision 055). */
export function refundOfCancellation(order: { totals: StoredTotals | null; paidOnline: number }, appointmentIds: number[], now: Date, cutoffHours: number) {
  if (!order.totals || order.paidOnline === 0) return null;
  const lines: RefundableLine[] = order.totals.lines.map((l) => ({ key: l.key, vouchers: l.vouchers, cardNow: l.cardNow, deposit: l.deposit, start: l.start ? new Date(l.start) : undefined }));
  const cancel = order.totals.lines.filter((l) => l.appointmentId != null && appointmentIds.includes(l.appointmentId)).map((l) => l.key);
  return cancellationRefund({ lines, cancel, now, cutoffHours });
}
