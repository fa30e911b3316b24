// E-shop orders (decision 169): the checkout takes the stock and writes the order and its payment
// in one transaction (so two checkouts can never sell the same unit), then starts the payment
// for what the server priced. The provider's confirmation makes it paid and mails the customer; a
// payment refused or abandoned, or none before `held_until` (the sweep), gives the stock back. A
// payment arriving after that takes the stock again if the shop still has it, else it is refunded.
import type { PaymentTenant } from "../payments/online";
import type { Tenant, TenantCompany } from "../tenant";
import { actorOf, assertShop, type TeamMember } from "../accounts/team";
import { audit } from "../audit";
import { and, desc, eq, inArray, sql, sum } from "drizzle-orm";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import { eshopTotals, type Fulfilment } from "../../domain/eshop-order";
import { modules } from "../../domain/modules";
import type { Lang, Shop } from "../../domain/types";
import type { Customer } from "../auth/sessions";
import { eshopOrderLines, eshopOrders, paymentRefunds, payments, type DeliveryAddress } from "../db/schema";
import { onlinePayment, type ReturnAddresses } from "../payments/online";
import { refundPayment } from "../payments/refunds";
import { insertPayment, startPayment } from "../payments/start";
import type { BrowserStep } from "../payments/provider";
import type { BusinessRefund } from "../payments/kind";
import { ORDER_LINKS } from "../orders/links";
import type { Company } from "../tenancy/companies";
import { eshopShelves } from "./catalogue";
import { eshopPayments, markPaid } from "./paid";
import { eshopOrderView, type EshopOrderRow } from "./view";
import { takeStock } from "./stock";
import { discountsAnswer, holdDiscounts, priceDiscounts } from "../coupons/discounts";
import { companyTimeZone } from "../loyalty/cards";
import { ownCart } from "../carts/tracked-carts";
import type { OrderLineInput } from "../../domain/order-totals";

export { eshopOrderView, eshopRef, type EshopOrderRow, type EshopOrderView } from "./view";

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
export async function priceCheckout({ db, company }: TenantCompany, customerId: number | null, c: Checkout, now: Date) {
  const rule = company.settings.booker.products.delivery;
  if (c.fulfilment === "delivery" && !rule.active) throw new Invalid({ fulfilment: "this business does not deliver" }, "delivery_unavailable");
  const lines = await pricedLines({ db, company }, c);
  const goods = eshopTotals(lines, c.fulfilment, rule);
  const input: OrderLineInput[] = [
    ...lines.map((l) => ({ kind: "product" as const, key: `p${l.articleId}`, articleId: l.articleId, unitPrice: l.unitPrice, quantity: l.quantity, vatRate: l.vat })),
    ...(goods.deliveryPrice > 0 ? [{ kind: "delivery" as const, key: "delivery", price: goods.deliveryPrice, vatRate: DELIVERY_VAT }] : []),
  ];
  const asked = { ...c.discounts, fields: DISCOUNT_FIELDS };
  const priced = await priceDiscounts(db, company, customerId, input, asked, { now, timeZone: await companyTimeZone({ db, companyId: company.id }) });
  const toPay = priced.totals.total - priced.totals.voucherPaid;
  return { lines, goods, priced, asked, toPay };
}

/** The e-shop takes orders here: the module on (spec §5: payment, not Monetico, e-shop and products on). */
function eshopPayment(company: Company) {
  const online = onlinePayment(company);
  if (!online || !modules(company).eshop) throw new Conflict("eshop_unavailable", { shopId: "the e-shop takes no orders here" });
  return online;
}

/** The lines priced at the shop (its shelves: the one place a product's price and stock are read); a refusal names `field`.N.id. */
export async function pricedLines({ db, company }: TenantCompany, c: Pick<Checkout, "shop" | "lines">, field = "lines") {
  const shelves = await eshopShelves({ db, company }, c.shop);
  const sold = new Map(shelves.flatMap((s) => s.products).map((p) => [p.id, p]));
  const seen = new Set<number>();
  return c.lines.map((l, i) => {
    const p = sold.get(l.id);
    if (!p) throw new Invalid({ [`${field}.${i}.id`]: "not sold by this shop" }, "product_unknown");
    if (seen.has(l.id)) throw new Invalid({ [`${field}.${i}.id`]: "the same product twice: give one line with its quantity" });
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

export async function checkout({ db, payments: services, company }: PaymentTenant, customer: Customer, c: Checkout, now: Date, returns: (orderId: number) => ReturnAddresses): Promise<StartedEshopOrder> {
  const online = eshopPayment(company);
  // the price does not depend on the address (a quote asks none); the order needs it
  if (c.fulfilment === "delivery" && !c.address) throw new Invalid({ address: "a delivery needs an address" });
  const { lines, goods: totals, priced, asked, toPay } = await priceCheckout({ db, company }, customer.id, c, now);
  if (c.expectedTotal != null && c.expectedTotal !== toPay) throw new Conflict("price_changed", { "prices.toPay": String(toPay) });
  const heldUntil = new Date(now.getTime() + company.settings.booker.products.holdMinutes * 60_000);

  const order = await db.transaction(async (tx) => {
    // another customer's cart, or none, is refused before anything is written (decision 083)
    const cartId = c.cartId == null ? null : await ownCart({ db: tx, companyId: company.id, customerId: customer.id }, c.cartId, "cartId");
    await takeStock({ db: tx, companyId: company.id }, c.shop.id, lines, (i) => `lines.${i}.quantity`);
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
    await holdDiscounts({ db: tx, companyId: company.id }, customer.id, row!.id, priced, asked, now, ORDER_LINKS.eshop);
    // nothing left for the card (gift vouchers paid it all): paid at once
    if (toPay === 0) return (await markPaid({ db: tx, company }, row!, now, null))!;
    await insertPayment({ db: tx, company }, online, eshopPayments, row!.id, toPay);
    return row!;
  });
  const answered = discountsAnswer(priced);
  const said = { coupon: answered.coupon, reward: answered.reward, vouchers: answered.vouchers };
  if (order.status === "paid") return { order, totals, token: null, browser: { kind: "none" }, ...said };
  const description = `${company.settings.identity.displayName} — ${lines.map((l) => `${l.quantity} × ${l.name[c.lang] || l.name.fr || ""}`).join(", ")}`;
  const started = await startPayment({ db, payments: services, company }, online, { kind: eshopPayments, orderId: order.id, amount: toPay, description, customer, lang: c.lang, returns: returns(order.id), now });
  return { order, totals, ...started, ...said };
}

/** The customer's orders, newest first (those never paid left out once given up). */
export async function myEshopOrders({ db, company }: TenantCompany, customerId: number, page: number, perPage: number) {
  const where = and(eq(eshopOrders.companyId, company.id), eq(eshopOrders.customerId, customerId), sql`(${eshopOrders.status} not in ('expired', 'cancelled') or ${eshopOrders.paidAt} is not null)`);
  const [{ total }] = (await db.select({ total: sql<number>`count(*)::int` }).from(eshopOrders).where(where)) as [{ total: number }];
  const rows = await db.select().from(eshopOrders).where(where).orderBy(desc(eshopOrders.createdAt), desc(eshopOrders.id)).limit(perPage).offset((page - 1) * perPage);
  return { orders: await Promise.all(rows.map((r) => eshopOrderView({ db, company }, r))), total };
}

export async function myEshopOrder({ db, company }: TenantCompany, customerId: number, orderId: number) {
  const [row] = await db.select().from(eshopOrders).where(and(eq(eshopOrders.companyId, company.id), eq(eshopOrders.id, orderId), eq(eshopOrders.customerId, customerId)));
  if (!row) throw new NotFound("not_found", { id: "unknown" });
  return eshopOrderView({ db, company }, row);
}


/** The order's card payment, and what is left of it to give back (less what is given back or on its way). */
async function cardPaidAndLeft({ db, companyId }: Tenant, order: { id: number; refunded: number }) {
  const [pay] = await db.select().from(payments).where(and(eq(payments.companyId, companyId), eq(payments.eshopOrderId, order.id), eq(payments.status, "paid")));
  const [inFlight] = pay ? await db.select({ amount: sum(paymentRefunds.amount).mapWith(Number) }).from(paymentRefunds).where(and(eq(paymentRefunds.paymentRowId, pay.id), inArray(paymentRefunds.status, ["asked", "failed"]))) : [];
  return { pay, left: (pay?.captured ?? 0) - order.refunded - (inFlight?.amount ?? 0) };
}

/**
 * Money given back on an e-shop order by the business (a company user: a product returned, a
 * parcel lost): through the provider, once per (order, refunded so far, amount), never more than
 * the card paid less what is given back or on its way. The loyalty points of it go with it.
 */
export async function refundEshopOrder({ db, payments: services, company }: PaymentTenant, by: TeamMember, orderId: number, amount: number, now: Date) {
  const [order] = await db.select().from(eshopOrders).where(and(eq(eshopOrders.companyId, company.id), eq(eshopOrders.id, orderId)));
  if (!order) throw new NotFound("not_found", { id: "unknown" });
  assertShop(by, order.shopId);
  if (!["paid", "ready", "shipped", "collected"].includes(order.status)) throw new Conflict("order_not_refundable", { id: order.status });
  const { pay, left } = await cardPaidAndLeft({ db, companyId: company.id }, order);
  // paid by gift vouchers alone: nothing went through a card to give back
  if (!pay || amount > left) throw new Invalid({ amount: `at most ${Math.max(0, left)}` }, "refund_too_large");
  const done = await refundPayment({ db, payments: services, company }, pay.id, amount, "business", `eshop-business-${orderId}-${order.refunded}-${amount}`, now);
  const [after] = await db.select({ refunded: eshopOrders.refunded }).from(eshopOrders).where(eq(eshopOrders.id, orderId));
  await audit({ db, company, actor: actorOf(by), now }, { action: "refund", entity: "eshop_order", id: orderId, before: { refunded: order.refunded }, after: { status: done.status, refunded: after!.refunded, amount } });
  return { status: done.status, refunded: after!.refunded };
}

/** An e-shop order as the business's desk refunds it (server/payments/business-refunds.ts). */
export const eshopRefunds: BusinessRefund = {
  async shopOf({ db, companyId }, orderId) {
    const [order] = await db.select({ shopId: eshopOrders.shopId }).from(eshopOrders).where(and(eq(eshopOrders.companyId, companyId), eq(eshopOrders.id, orderId)));
    return order?.shopId;
  },
  async left({ db, companyId }, orderId) {
    const [order] = await db.select({ id: eshopOrders.id, refunded: eshopOrders.refunded }).from(eshopOrders).where(and(eq(eshopOrders.companyId, companyId), eq(eshopOrders.id, orderId)));
    return order ? Math.max(0, (await cardPaidAndLeft({ db, companyId }, order)).left) : 0;
  },
  refund: refundEshopOrder,
};
