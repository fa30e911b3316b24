// The booking step's confirm (decisions 050, 055, 100–104): paid at the shop, booked and confirmed
// at once; paid online, the slots are held and the payment started (server/payments/start.ts) for
// the amount domain/order-totals.ts computes from the order on the server. What the provider says
// afterwards is the payments area's (server/payments/results.ts, through booking/paid.ts).
import type { PaymentTenant } from "../payments/online";
import type { TenantCompany } from "../tenant";
import { and, eq } from "drizzle-orm";
import { Conflict, NotFound } from "../../domain/errors";
import type { BookingPlan } from "../../domain/booking-plan";
import type { Lang } from "../../domain/types";
import type { OrderView } from "../../contract/appointments";
import type { Prices } from "../../contract/payment";
import type { Customer } from "../auth/sessions";
import { bookingOrders, type StoredTotals } from "../db/schema";
import type { PricedDiscounts } from "../coupons/discounts";
import type { ReturnAddresses } from "../payments/online";
import { insertPayment, startPayment } from "../payments/start";
import { bookAndConfirm, createBooking, type BookingRequest } from "./book";
import { queueConfirmation } from "./confirmation-mail";
import { orderView } from "./orders";
import { bookingPayments, confirmOrder } from "./paid";
import { bookingPayment, isNewCustomer, totalsOfPlan } from "./quote";

export interface StartedBooking {
  order: OrderView;
  /** when the held slots are released unpaid; null when the order is confirmed */
  heldUntil: Date | null;
  prices: Prices;
  /** the provider's payment id (spec 'result.token'); null when nothing is paid online */
  token: string | null;
  browser: { kind: "none" } | { kind: "redirect"; url: string } | { kind: "form-post"; url: string; fields: Record<string, string> } | { kind: "hosted-fields"; scriptUrl: string; publicKey: string; formToken: string; postUrls: { success: string; failure: string } };
}

/**
 * The booking step's confirm. Paid at the shop: booked and confirmed at once. Paid online: the
 * slots are held, the payment started for what the order's totals say the card pays now; the
 * client's own idea of that amount (`expectedCardNow`) must agree or nothing is done.
 */
export async function startBooking(
  { db, payments: services, company }: PaymentTenant,
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
    const order = await bookAndConfirm({ db, company }, customer, req, now);
    const prices = { total: order.amount, deposit: 0, cardNow: 0, dueAtShop: order.amount, currency };
    return { order, prices, token: null, browser: { kind: "none" }, heldUntil: null };
  }
  const newCustomer = await isNewCustomer({ db, companyId: company.id }, customer.id, now);
  let stored: StoredTotals | null = null;
  const totals = (plan: BookingPlan, discounts: PricedDiscounts) => (stored = totalsOfPlan(plan, req.byId, online.deposit, newCustomer, discounts));

  // Nothing left to pay online (a returning customer under a new-customers-only policy, a 'none' rule): booked at once.
  const holdUntil = new Date(now.getTime() + online.holdMinutes * 60_000);
  const placed = await db.transaction(async (tx) => {
    const created = await createBooking({ db: tx, company }, customer.id, req, now, { holdUntil, totals });
    const t = stored!;
    if (expectedCardNow != null && expectedCardNow !== t.cardNow) throw new Conflict("price_changed", { "prices.cardNow": String(t.cardNow) });
    if (t.cardNow === 0) {
      await confirmOrder({ db: tx, company }, created.id, now, null);
      const order = (await orderView({ db: tx, company }, customer.id, created.id, req.lang, now))!;
      await queueConfirmation({ db: tx, company }, customer, order, req.lang);
      return { orderId: created.id, totals: t, paymentRow: null };
    }
    const paymentRow = await insertPayment({ db: tx, company }, online, bookingPayments, created.id, t.cardNow);
    return { orderId: created.id, totals: t, paymentRow };
  });
  const prices = { total: placed.totals.total, deposit: placed.totals.deposit, cardNow: placed.totals.cardNow, dueAtShop: placed.totals.dueAtShop, currency };
  if (placed.paymentRow == null) {
    return { order: (await orderView({ db, company }, customer.id, placed.orderId, req.lang, now))!, prices, token: null, browser: { kind: "none" }, heldUntil: null };
  }

  const names = req.services.map((s) => s.name[req.lang] || s.name.fr || Object.values(s.name)[0] || "").filter(Boolean);
  const description = `${company.settings.identity.displayName} — ${names.join(", ")}`;
  const paid = await startPayment({ db, payments: services, company }, online, { kind: bookingPayments, orderId: placed.orderId, amount: placed.totals.cardNow, description, customer, lang: req.lang, returns: returns(placed.orderId), now });
  const order = (await orderView({ db, company }, customer.id, placed.orderId, req.lang, now))!;
  return { order, prices, token: paid.token, browser: paid.browser, heldUntil: holdUntil };
}

/** Spec §7 update-message: the custom message of the order being paid; a failure is the caller's to log. */
export async function updateOrderMessage({ db, company }: TenantCompany, customerId: number, orderId: number, message: string | null) {
  const rows = await db
    .update(bookingOrders)
    .set({ customMessage: message })
    .where(and(eq(bookingOrders.companyId, company.id), eq(bookingOrders.id, orderId), eq(bookingOrders.customerId, customerId)))
    .returning({ id: bookingOrders.id });
  if (rows.length === 0) throw new NotFound("not_found", { cartId: "unknown" });
}
