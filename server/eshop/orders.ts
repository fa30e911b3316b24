// E-shop orders (decision 169): the checkout takes the stock and writes the order and its payment
// in one transaction (so two checkouts can never sell the same unit), then starts the payment
// for what the server priced. The provider's confirmation makes it paid and mails the customer; a
// payment refused or abandoned, or none before `held_until` (the sweep), gives the stock back. A
// payment arriving after that takes the stock again if the shop still has it, else it is refunded.
import { and, desc, eq, inArray, lte, sql, sum } from "drizzle-orm";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import { eshopTotals, type Fulfilment } from "../../domain/eshop-order";
import { modules } from "../../domain/modules";
import type { Lang, Shop } from "../../domain/types";
import type { Customer } from "../auth/sessions";
import type { Applied, PaymentServices, ReturnAddresses } from "../booking/payment";
import { onlinePayment, PaymentRefused } from "../booking/payment";
import type { Db } from "../db";
import { customers, eshopOrderLines, eshopOrders, paymentRefunds, payments, shops, trackedCarts, type DeliveryAddress } from "../db/schema";
import { refundPayment } from "../booking/refunds";
import { paymentErrorBody, PaymentError, type BrowserStep, type ConfirmResult } from "../payments";
import type { Company } from "../tenancy/companies";
import { eshopShelves } from "./catalogue";
import { queueEshopConfirmation } from "./mail";
import { giveStockBack, takeStock } from "./stock";
import { ownCart } from "../carts/tracked-carts";
import { discountsAnswer, giveBackDiscounts, holdDiscounts, priceDiscounts, retakeDiscounts } from "../coupons/discounts";
import { maskedVoucherCode } from "../gifts/vouchers";
import { earnPoints, companyTimeZone } from "../loyalty/cards";
import { pointsEarned } from "../../domain/loyalty";
import type { OrderLineInput } from "../../domain/order-totals";

export type EshopOrderRow = typeof eshopOrders.$inferSelect;

/** Our reference of an e-shop order's payment, given to the provider. */
export const eshopRef = (orderId: number) => `VE${orderId}`;

export interface Checkout {
  shop: Shop;
  lines: { id: number; quantity: number }[];
  fulfilment: Fulfilment;
  address: DeliveryAddress | null;
  cartId: number | null;
  /** what the page showed the card would pay: refused (409 price_changed) when the server's differs */
  expectedTotal: number | null;
  /** the coupon, loyalty reward and gift vouchers asked for (priced as at the booking: coupons/discounts.ts) */
  discounts: { couponCode: string | null; rewardId: number | null; voucherCodes: string[] };
  lang: Lang;
}

const DISCOUNT_FIELDS = { coupon: "couponCode", reward: "rewardId", vouchers: "voucherCodes" };
/** The VAT rate of delivery. */
const DELIVERY_VAT = 20;

/**
 * The order's money: the products at the shop's price, delivery, then the coupon (the one typed,
 * or the business's automatic one when it leaves less to pay), the reward and the gift vouchers,
 * through the same pricing as a booking's. `toPay` is what the card pays.
 */
export async function priceCheckout(db: Db, company: Company, customerId: number | null, c: Checkout, now: Date) {
  const rule = company.settings.booker.products.delivery;
  if (c.fulfilment === "delivery" && !rule.active) throw new Invalid({ fulfilment: "this business does not deliver" }, "delivery_unavailable");
  const lines = await pricedLines(db, company, c);
  const goods = eshopTotals(lines, c.fulfilment, rule);
  const input: OrderLineInput[] = [
    ...lines.map((l) => ({ kind: "product" as const, key: `p${l.articleId}`, articleId: l.articleId, unitPrice: l.unitPrice, quantity: l.quantity, vatRate: l.vat })),
    ...(goods.deliveryPrice > 0 ? [{ kind: "delivery" as const, key: "delivery", price: goods.deliveryPrice, vatRate: DELIVERY_VAT }] : []),
  ];
  const asked = { ...c.discounts, fields: DISCOUNT_FIELDS };
  const priced = await priceDiscounts(db, company, customerId, input, asked, { now, timeZone: await companyTimeZone(db, company.id) });
  const toPay = priced.totals.total - priced.totals.voucherPaid;
  return { lines, goods, priced, asked, toPay };
}

/** The e-shop takes orders here: the module on (spec §5: payment, not Monetico, e-shop and products on). */
function eshopPayment(company: Company) {
  const online = onlinePayment(company);
  if (!online || !modules(company).eshop) throw new Conflict("eshop_unavailable", { shopId: "the e-shop takes no orders here" });
  return online;
}

/** The lines priced at the shop (its shelves: the one place a product's price and stock are read). */
async function pricedLines(db: Db, company: Company, c: Checkout) {
  const shelves = await eshopShelves(db, company.id, c.shop);
  const sold = new Map(shelves.flatMap((s) => s.products).map((p) => [p.id, p]));
  const seen = new Set<number>();
  return c.lines.map((l, i) => {
    const p = sold.get(l.id);
    if (!p) throw new Invalid({ [`lines.${i}.id`]: "not sold by this shop" }, "product_unknown");
    if (seen.has(l.id)) throw new Invalid({ [`lines.${i}.id`]: "the same product twice: give one line with its quantity" });
    seen.add(l.id);
    return { articleId: p.id, name: p.name, unitPrice: p.price, quantity: l.quantity, vat: p.vat };
  });
}

export interface StartedEshopOrder {
  order: EshopOrderRow;
  totals: ReturnType<typeof eshopTotals>;
  /** the provider's payment id; null when gift vouchers paid it all */
  token: string | null;
  browser: BrowserStep | { kind: "none" };
  /** the discounts as the API answers them */
  coupon: ReturnType<typeof discountsAnswer>["coupon"];
  reward: ReturnType<typeof discountsAnswer>["reward"];
  vouchers: ReturnType<typeof discountsAnswer>["vouchers"];
}

export async function checkout(db: Db, services: PaymentServices, company: Company, customer: Customer, c: Checkout, now: Date, returns: (orderId: number) => ReturnAddresses): Promise<StartedEshopOrder> {
  const online = eshopPayment(company);
  // the price does not depend on the address (a quote asks none); the order needs it
  if (c.fulfilment === "delivery" && !c.address) throw new Invalid({ address: "a delivery needs an address" });
  const { lines, goods: totals, priced, asked, toPay } = await priceCheckout(db, company, customer.id, c, now);
  if (c.expectedTotal != null && c.expectedTotal !== toPay) throw new Conflict("price_changed", { "prices.toPay": String(toPay) });
  const heldUntil = new Date(now.getTime() + company.settings.booker.products.holdMinutes * 60_000);

  const order = await db.transaction(async (tx) => {
    // another customer's cart, or none, is refused before anything is written (decision 083)
    const cartId = c.cartId == null ? null : await ownCart(tx, { companyId: company.id, customerId: customer.id }, c.cartId, "cartId");
    await takeStock(tx, company.id, c.shop.id, lines, (i) => `lines.${i}.quantity`);
    const [row] = await tx
      .insert(eshopOrders)
      .values({
        companyId: company.id,
        customerId: customer.id,
        shopId: c.shop.id,
        fulfilment: c.fulfilment,
        address: c.fulfilment === "delivery" ? c.address : null,
        subtotal: totals.subtotal,
        deliveryPrice: totals.deliveryPrice,
        total: priced.totals.total,
        couponCode: priced.coupon?.row.code ?? null,
        couponDiscount: priced.totals.couponDiscount,
        rewardDiscount: priced.totals.rewardDiscount,
        vouchers: priced.vouchers.map((v) => ({ code: v.row.code, paid: v.paid })),
        currency: online.currency,
        lang: c.lang,
        cartId,
        heldUntil,
      })
      .returning();
    await tx.insert(eshopOrderLines).values(lines.map((l) => ({ companyId: company.id, orderId: row!.id, articleId: l.articleId, name: l.name, unitPrice: l.unitPrice, quantity: l.quantity, vat: l.vat })));
    await holdDiscounts(tx, company.id, customer.id, row!.id, priced, asked, now, "eshop");
    // nothing left for the card (gift vouchers paid it all): paid at once
    if (toPay === 0) return (await markPaid(tx, company, row!, now, null))!;
    await tx.insert(payments).values({ companyId: company.id, kind: "eshop", eshopOrderId: row!.id, provider: online.provider, orderRef: eshopRef(row!.id), amount: toPay, currency: online.currency });
    return row!;
  });
  const answered = discountsAnswer(priced);
  const said = { coupon: answered.coupon, reward: answered.reward, vouchers: answered.vouchers };
  if (order.status === "paid") return { order, totals, token: null, browser: { kind: "none" }, ...said };

  const urls = returns(order.id);
  try {
    const started = await services.providers[online.provider].start(online.keys, {
      orderRef: eshopRef(order.id),
      amountCents: toPay,
      currency: online.currency,
      description: `${company.settings.identity.displayName} — ${lines.map((l) => `${l.quantity} × ${l.name[c.lang] || l.name.fr || ""}`).join(", ")}`.slice(0, 200),
      customer: { email: customer.email ?? `customer-${customer.id}@invalid.example`, name: [customer.firstname, customer.lastname].filter(Boolean).join(" ") || undefined },
      language: c.lang,
      returnUrls: { success: urls.success, failure: urls.failure, cancel: urls.cancel },
      notificationUrl: urls.notification,
      idempotencyKey: `eshop-${order.id}`,
    });
    await db.update(payments).set({ paymentId: started.paymentId }).where(and(eq(payments.companyId, company.id), eq(payments.eshopOrderId, order.id)));
    return { order, totals, token: started.paymentId, browser: started.browser, ...said };
  } catch (err) {
    // The provider refused or could not be reached: the stock goes back at once, the customer is told why.
    await db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ status: "failed", failure: err instanceof PaymentError ? (err.providerMessage ?? null) : null })
        .where(and(eq(payments.companyId, company.id), eq(payments.eshopOrderId, order.id)));
      await releaseEshopOrder(tx, company.id, order.id, "cancelled");
    });
    services.log.warn({ provider: online.provider, eshopOrderId: order.id, reason: err instanceof Error ? err.message : "unknown", body: paymentErrorBody(err) }, "e-shop payment start failed");
    throw new PaymentRefused(err);
  }
}

async function linesOf(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(eshopOrderLines).where(inArray(eshopOrderLines.orderId, orderIds)).orderBy(eshopOrderLines.id);
}

/** A pending order given up (payment refused, abandoned or expired): its stock goes back to the shop. */
export async function releaseEshopOrder(tx: Db, companyId: number, orderId: number, status: "cancelled" | "expired"): Promise<boolean> {
  const [released] = await tx
    .update(eshopOrders)
    .set({ status, heldUntil: null })
    .where(and(eq(eshopOrders.companyId, companyId), eq(eshopOrders.id, orderId), eq(eshopOrders.status, "pending")))
    .returning();
  if (!released) return false;
  await giveStockBack(tx, companyId, released.shopId, await linesOf(tx, [orderId]));
  await giveBackDiscounts(tx, [orderId], "eshop");
  return true;
}

/** The sweep's part: pending orders past their hold are expired and their stock given back. */
export async function expireUnpaidEshopOrders(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: eshopOrders.id, companyId: eshopOrders.companyId })
    .from(eshopOrders)
    .where(and(eq(eshopOrders.status, "pending"), lte(eshopOrders.heldUntil, now)))
    .limit(500);
  let expired = 0;
  for (const o of due) if (await db.transaction((tx) => releaseEshopOrder(tx, o.companyId, o.id, "expired"))) expired++;
  return expired;
}

/** Paid after its stock went back: taken again if the shop still has it (a savepoint: a refusal leaves the rest intact). */
async function retakeStock(tx: Db, order: EshopOrderRow): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => takeStock(sp, order.companyId, order.shopId, await linesOf(sp, [order.id]), () => "lines"));
    return true;
  } catch (err) {
    if (err instanceof Conflict) return false;
    throw err;
  }
}

/**
 * An e-shop order's payment paid or cancelled, inside applyPaymentResult's transaction (the
 * payment row locked, the event recorded once).
 */
export async function eshopPaymentResult(tx: Db, services: PaymentServices, company: Company, pay: typeof payments.$inferSelect, result: ConfirmResult, now: Date): Promise<Applied & { refund?: { paymentRow: number; amount: number } }> {
  const orderId = pay.eshopOrderId!;
  if (result.outcome === "paid") {
    await tx.update(payments).set({ status: "paid", captured: result.amountCents, refundHandle: result.refundHandle ?? null, paidAt: now, failure: null }).where(eq(payments.id, pay.id));
    const refund = { outcome: "refunded" as const, orderId, refund: { paymentRow: pay.id, amount: result.amountCents } };
    if (result.amountCents !== pay.amount || result.currency.toUpperCase() !== pay.currency.toUpperCase()) {
      services.log.error({ provider: pay.provider, eshopOrderId: orderId, expected: pay.amount, got: result.amountCents }, "e-shop payment amount differs");
      await releaseEshopOrder(tx, company.id, orderId, "cancelled");
      return refund;
    }
    const [order] = await tx.select().from(eshopOrders).where(and(eq(eshopOrders.companyId, company.id), eq(eshopOrders.id, orderId))).for("update");
    if (order!.status !== "pending") {
      if (!(await retakeStock(tx, order!))) return refund;
      // paid at the price it was ordered at: its coupon, reward and vouchers taken again where still free
      await retakeDiscounts(tx, { ...order!, totals: { lines: [{ vouchers: order!.vouchers }] } }, now, "eshop");
    }
    await markPaid(tx, company, order!, now, result.paymentId);
    return { outcome: "paid", orderId };
  }
  await tx.update(payments).set({ status: "cancelled" }).where(eq(payments.id, pay.id));
  await releaseEshopOrder(tx, company.id, orderId, "cancelled");
  return { outcome: "cancelled", orderId, message: pay.failure ?? undefined };
}

/**
 * A paid order: the tracked basket ends with it, its customer gets the confirmation mail and, with
 * the loyalty programme, the points of what they paid for the products (not delivery, not vouchers).
 */
async function markPaid(tx: Db, company: Company, order: EshopOrderRow, now: Date, paymentId: string | null) {
  const [paid] = await tx.update(eshopOrders).set({ status: "paid", paidAt: now, heldUntil: null }).where(eq(eshopOrders.id, order.id)).returning();
  if (paid!.cartId != null) {
    await tx
      .update(trackedCarts)
      .set({ status: "success", transactionId: paymentId ?? eshopRef(order.id), updatedAt: now })
      .where(and(eq(trackedCarts.id, paid!.cartId), eq(trackedCarts.companyId, company.id), eq(trackedCarts.customerId, paid!.customerId)));
  }
  const owner = { companyId: company.id, customerId: paid!.customerId };
  const base = Math.max(0, paid!.subtotal - paid!.couponDiscount - paid!.rewardDiscount - paid!.vouchers.reduce((sum, v) => sum + v.paid, 0));
  const earning = pointsEarned(company.settings.booker.loyalty, "eshop_order", base);
  if (earning.points > 0) await earnPoints(tx, owner, earning.points, now, null, { base: earning.base, bonus: earning.bonus }, order.id);
  const [customer] = await tx.select().from(customers).where(eq(customers.id, paid!.customerId));
  if (customer?.email) await queueEshopConfirmation(tx, company, customer, await eshopOrderView(tx, company, paid!), paid!.lang);
  return paid;
}

/** An order as its customer sees it (the API's and the mail's one shape). */
export async function eshopOrderView(db: Db, company: Company, order: EshopOrderRow) {
  const lines = await linesOf(db, [order.id]);
  const [shop] = await db.select().from(shops).where(eq(shops.id, order.shopId));
  const totals = eshopTotals(lines.map((l) => ({ articleId: l.articleId, unitPrice: l.unitPrice, quantity: l.quantity, vat: l.vat })), "pickup", { active: false, price: 0, freeFrom: null });
  return {
    id: order.id,
    reference: eshopRef(order.id),
    status: order.status,
    fulfilment: order.fulfilment,
    address: order.address,
    shop: { artebeauteId: shop!.externalId, name: shop!.name, address: shop!.address, zipcode: shop!.zipcode, city: shop!.city, phone: shop!.phone, timeZone: shop!.timeZone },
    lines: lines.map((l, i) => ({ articleId: l.articleId, name: l.name as Record<string, string>, unitPrice: l.unitPrice, quantity: l.quantity, vat: l.vat, total: totals.lines[i]!.total, vatAmount: totals.lines[i]!.vatAmount })),
    subtotal: order.subtotal,
    deliveryPrice: order.deliveryPrice,
    discounts: {
      coupon: order.couponCode ? { code: order.couponCode, discount: order.couponDiscount } : null,
      reward: order.rewardDiscount,
      vouchers: order.vouchers.map((v) => ({ code: maskedVoucherCode(v.code), paid: v.paid })),
    },
    total: order.total,
    /** what the card pays: the total less what gift vouchers paid */
    toPay: order.total - order.vouchers.reduce((sum, v) => sum + v.paid, 0),
    vatByRate: totals.vatByRate,
    currency: order.currency,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    heldUntil: order.status === "pending" ? (order.heldUntil?.toISOString() ?? null) : null,
  };
}
export type EshopOrderView = Awaited<ReturnType<typeof eshopOrderView>>;

/** The customer's orders, newest first (those never paid left out once given up). */
export async function myEshopOrders(db: Db, company: Company, customerId: number, page: number, perPage: number) {
  const where = and(eq(eshopOrders.companyId, company.id), eq(eshopOrders.customerId, customerId), sql`(${eshopOrders.status} not in ('expired', 'cancelled') or ${eshopOrders.paidAt} is not null)`);
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(eshopOrders).where(where)) as [{ total: number }];
  const rows = await db.select().from(eshopOrders).where(where).orderBy(desc(eshopOrders.createdAt), desc(eshopOrders.id)).limit(perPage).offset((page - 1) * perPage);
  return { orders: await Promise.all(rows.map((r) => eshopOrderView(db, company, r))), total };
}

export async function myEshopOrder(db: Db, company: Company, customerId: number, orderId: number) {
  const [row] = await db.select().from(eshopOrders).where(and(eq(eshopOrders.companyId, company.id), eq(eshopOrders.id, orderId), eq(eshopOrders.customerId, customerId)));
  if (!row) throw new NotFound("not_found", { id: "unknown" });
  return eshopOrderView(db, company, row);
}


/**
 * Money given back on an e-shop order by the business (a company user: a product returned, a
 * parcel lost): through the provider, once per (order, refunded so far, amount), never more than
 * the card paid less what is given back or on its way. The loyalty points of it go with it.
 */
export async function refundEshopOrder(db: Db, services: PaymentServices, company: Company, orderId: number, amount: number, now: Date) {
  const [order] = await db.select().from(eshopOrders).where(and(eq(eshopOrders.companyId, company.id), eq(eshopOrders.id, orderId)));
  if (!order) throw new NotFound("not_found", { id: "unknown" });
  if (!["paid", "ready", "shipped", "collected"].includes(order.status)) throw new Conflict("order_not_refundable", { id: order.status });
  const [pay] = await db.select().from(payments).where(and(eq(payments.companyId, company.id), eq(payments.eshopOrderId, orderId), eq(payments.status, "paid")));
  const [inFlight] = pay ? await db.select({ amount: sum(paymentRefunds.amount).mapWith(Number) }).from(paymentRefunds).where(and(eq(paymentRefunds.paymentRowId, pay.id), inArray(paymentRefunds.status, ["asked", "failed"]))) : [];
  const left = (pay?.captured ?? 0) - order.refunded - (inFlight?.amount ?? 0);
  // paid by gift vouchers alone: nothing went through a card to give back
  if (!pay || amount > left) throw new Invalid({ amount: `at most ${Math.max(0, left)}` }, "refund_too_large");
  const done = await refundPayment(db, services, company, pay.id, amount, "business", `eshop-business-${orderId}-${order.refunded}-${amount}`, now);
  const [after] = await db.select({ refunded: eshopOrders.refunded }).from(eshopOrders).where(eq(eshopOrders.id, orderId));
  return { status: done.status, refunded: after!.refunded };
}
