// The e-shop (spec §7 'E-shop'): how many of a product a shop can sell. `stock/{id}/{qty}` asks
// one product, `stock/verify/{ids}/{qty}` several (ids comma-joined, and one quantity for all or
// one per id in the same order), both for the shop named by `shopid`; a product not found here has 0, one whose stock
// is not tracked 999999 (spec §4, §9).
import { z } from "zod";
import { imageSchema, localisedSchema } from "../domain/entities";
import { operations } from "./operation";
import { MANAGERS } from "../domain/roles";
import { SHOP_STEPS } from "../domain/eshop-status";
import { browserStepSchema } from "./payment";
import { discountsSchema } from "./appointments";
import { couponCode, id, idText, shopRef, text } from "./vocabulary";

const { get, post, put } = operations("eshop");

/** A quantity in an address: a whole number from 1 to 999. */
const quantityText = z
  .string()
  .regex(/^\d{1,9}$/, "must be a whole number, e.g. '2'")
  .transform(Number)
  .pipe(z.number().int().min(1, "must be at least 1").max(999, "at most 999 at once"));

const stockLine = z.object({
  id: z.number(),
  /** what the shop can sell now: 999999 when not tracked, 0 when not found here */
  stock: z.number(),
  quantity: z.number(),
  /** the shop holds the quantity asked */
  enough: z.boolean(),
});

const productOnShelf = z.object({
  id: z.number(),
  slug: z.string(),
  name: localisedSchema,
  description: localisedSchema,
  images: z.array(imageSchema),
  /** cents, VAT included, at this shop */
  price: z.number(),
  /** percent */
  vat: z.number(),
  /** what the shop can sell now: 999999 when not tracked */
  stock: z.number(),
  /** what a product card says: in stock, only a few left (with how many), sold out */
  stockState: z.discriminatedUnion("state", [z.object({ state: z.literal("in_stock") }), z.object({ state: z.literal("low"), left: z.number() }), z.object({ state: z.literal("sold_out") })]),
});

export const eshopCategories = get("/eshopcategories", "The e-shop's categories in their order, each with the products the shop sells, its price and what it can sell now", {
  access: "company",
  query: z.object({ shopid: shopRef }),
  response: z.object({
    categories: z.array(z.object({ id: z.number(), slug: z.string(), name: localisedSchema, description: localisedSchema, images: z.array(imageSchema), products: z.array(productOnShelf) })),
  }),
  errors: [400, 404],
});

export const stockOfProduct = get("/eshop/stock/{id}/{qty}", "How many of a product the shop can sell, and whether it holds the quantity asked", {
  access: "company",
  params: z.object({ id: idText, qty: quantityText }),
  query: z.object({ shopid: shopRef }),
  response: stockLine,
  errors: [400, 404],
});

export const verifyStock = get("/eshop/stock/verify/{ids}/{qty}", "Whether the shop holds each quantity asked (a basket before checkout)", {
  access: "company",
  params: z.object({
    ids: z
      .string()
      .regex(/^\d{1,10}(,\d{1,10}){0,49}$/, "must be product ids joined by commas, e.g. '12,13'")
      .transform((v) => v.split(",").map(Number))
      .pipe(z.array(id)),
    qty: z
      .string()
      .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, "must be one quantity for all, e.g. '1', or quantities joined by commas, e.g. '1,2'")
      .transform((v) => v.split(",").map(Number))
      .pipe(z.array(z.number().int().min(1, "must be at least 1").max(999, "at most 999 at once"))),
  }),
  query: z.object({ shopid: shopRef }),
  response: z.object({ ok: z.boolean(), items: z.array(stockLine) }),
  errors: [400, 404],
});

/** An e-shop order as its customer sees it: the products as sold, the VAT they include, the delivery, the total. */
export const eshopOrderSchema = z.object({
  id: z.number(),
  /** as given to the provider and printed in the mail: 'VE123' */
  reference: z.string(),
  status: z.enum(["pending", "paid", "ready", "shipped", "collected", "cancelled", "expired", "refunded"]),
  fulfilment: z.enum(["pickup", "delivery"]),
  address: z.object({ name: z.string(), address: z.string(), zipcode: z.string(), city: z.string(), country: z.string(), phone: z.string().nullable() }).nullable(),
  shop: z.object({ artebeauteId: z.string(), name: z.string(), address: z.string(), zipcode: z.string(), city: z.string(), phone: z.string().nullable(), timeZone: z.string() }),
  lines: z.array(z.object({ articleId: z.number(), name: z.record(z.string(), z.string()), unitPrice: z.number(), quantity: z.number(), vat: z.number(), total: z.number(), vatAmount: z.number() })),
  subtotal: z.number(),
  deliveryPrice: z.number(),
  /** the coupon and loyalty reward it got, and what gift vouchers paid (codes masked) */
  discounts: z.object({
    coupon: z.object({ code: z.string(), discount: z.number() }).nullable(),
    reward: z.number(),
    vouchers: z.array(z.object({ code: z.string(), paid: z.number() })),
  }),
  /** subtotal + delivery − coupon − reward */
  total: z.number(),
  /** what the card pays: the total less what gift vouchers paid */
  toPay: z.number(),
  vatByRate: z.array(z.object({ rate: z.number(), amount: z.number() })),
  currency: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** while paying: when the stock held for it goes back */
  heldUntil: z.string().nullable(),
});
export type EshopOrder = z.infer<typeof eshopOrderSchema>;

/** A quantity in a body: a whole number from 1 to 999. */
const quantity = z.number().int("must be a whole number").min(1, "must be at least 1").max(999, "at most 999 at once");

const checkoutBody = z.object({
    shopId: shopRef,
    lines: z.array(z.object({ id, quantity })).min(1, "at least one product").max(50),
    fulfilment: z.enum(["pickup", "delivery"]),
    /** where to deliver (fulfilment 'delivery') */
    address: z.object({ name: text(120, 1), address: text(200, 1), zipcode: text(20, 1), city: text(100, 1), country: text(60, 1), phone: text(30).nullable().optional() }).nullable().optional(),
    /** the tracked product cart this order ends */
    cartId: id.nullable().optional(),
    /** a coupon code; the business's automatic coupon applies by itself when it leaves less to pay */
    couponCode: couponCode.nullable().optional(),
    /** a loyalty reward of the customer's card */
    rewardId: id.nullable().optional(),
    /** gift vouchers that pay what is left, in this order */
    voucherCodes: z.array(text(40, 1)).max(3, "at most 3 gift vouchers").nullable().optional(),
    /** what the page showed the card would pay: refused (409 price_changed) when the server's differs */
    prices: z.object({ toPay: z.number().int() }).optional(),
});

/** An order's money before it is placed: the products, delivery, the discounts, what the card pays. */
const checkoutPrices = z.object({ subtotal: z.number(), deliveryPrice: z.number(), discounts: discountsSchema, total: z.number(), toPay: z.number(), currency: z.string() });

export const quoteCheckout = post("/eshop/checkout/quote", "What the basket would cost now with its coupon, reward and gift vouchers, or why one of them is refused; nothing is written", {
  access: "customer",
  body: checkoutBody,
  response: z.object({ prices: checkoutPrices }),
  errors: [400, 401, 404, 409, 429],
});

export const checkout = post("/eshop/checkout", "Orders the product cart of one shop: the stock is taken with the order (409 out_of_stock naming the line when a shop has too few), the coupon, reward and gift vouchers held, then its payment started for what is left to pay", {
  access: "customer",
  body: checkoutBody,
  status: 201,
  response: z.object({
    order: eshopOrderSchema,
    /** token null and browser 'none' when gift vouchers paid it all (the order is paid) */
    result: z.object({ token: z.string().nullable(), browser: browserStepSchema, heldUntil: z.string().nullable() }),
    prices: checkoutPrices,
  }),
  errors: [400, 401, 404, 409, 429, 502],
});

export const myEshopOrders = get("/eshop/my-orders", "The signed-in customer's e-shop orders, newest first, a page at a time", {
  access: "customer",
  query: z.object({
    page: z.string().regex(/^[1-9]\d{0,4}$/, "must be a page number from 1").transform(Number).optional(),
    itemPerPage: z.string().regex(/^[1-9]\d?$/, "must be 1 to 99").transform(Number).optional(),
  }),
  response: z.object({ orders: z.array(eshopOrderSchema), total: z.number(), page: z.number(), itemPerPage: z.number() }),
  errors: [400, 401],
});

export const myEshopOrder = get("/eshop/my-orders/{id}", "One of the signed-in customer's e-shop orders", {
  access: "customer",
  params: z.object({ id: idText }),
  response: z.object({ order: eshopOrderSchema }),
  errors: [400, 401, 404],
});

const outcome = z.enum(["paid", "pending", "failed", "cancelled", "refunded"]);

export const payEshopOrder = post("/eshop/my-orders/{id}/pay", "The browser's return from the provider's page for an e-shop order: the payment read back from the provider, the order paid, or its stock given back by the provider's word or the owner's cancel (abandon)", {
  access: "customer",
  params: z.object({ id: idText }),
  body: z.object({
    /** the full address the provider sent the browser back to ('failed=1' when it is the failure address) */
    returnUrl: z.url().max(4000),
    /** the owner cancels the attempt (from their own page): the provider closes it where it can and, unless paid, what it held goes back */
    abandon: z.boolean().optional(),
  }),
  response: z.object({ outcome, message: z.string().nullable(), order: eshopOrderSchema }),
  errors: [400, 401, 404, 502],
});

export const refundEshopOrder = post("/eshop/orders/{id}/refund", "Gives money back on an e-shop order (company user) through the provider; the loyalty points of what is refunded are taken back, and the order is 'refunded' once the card got back all it paid", {
  access: "provider",
  /** a manager only for the orders of their shops (403 otherwise) */
  allow: MANAGERS,
  params: z.object({ id: idText }),
  body: z.object({ amount: z.number().int("must be whole cents").min(1, "must be positive").max(100_000_000, "is too large") }),
  response: z.object({ status: z.enum(["succeeded", "pending", "failed"]), refunded: z.number() }),
  errors: [400, 401, 404, 409],
});

export const postBackEshopOrder = post("/eshop/my-orders/{id}/post-back", "A provider's signed result for an e-shop order posted through the browser (Lyra's kr-answer): verified by its signature, applied once", {
  params: z.object({ id: idText }),
  body: z.object({ body: z.string().min(1).max(20000) }),
  response: z.object({ outcome }),
  errors: [400, 404, 502],
});

export const moveEshopOrder = put("/eshop/orders/{id}/status", "Moves a paid e-shop order to its next step as the shop (a pickup: ready for collection, then collected; a delivery: shipped); the customer is mailed at each step in the order's language", {
  access: "provider",
  /** a manager only for the orders of their shops (403 otherwise) */
  allow: MANAGERS,
  params: z.object({ id: idText }),
  body: z.object({ status: z.enum(SHOP_STEPS) }),
  response: z.object({ status: z.enum(SHOP_STEPS) }),
  errors: [400, 401, 404, 409],
});

// ─── Stock per shop (the back-office): owners and managers, a manager at their own shops ────────

const stockLineSchema = z.object({ shopId: z.number(), articleId: z.number(), name: localisedSchema, stock: z.number() });

export const stockLevels = get("/eshop/stock-levels", "What each shop holds of each product whose stock is tracked (a manager: their shops), and the count from which the storefront says 'only N left' (the low-stock list's threshold)", {
  access: "provider",
  allow: MANAGERS,
  response: z.object({ lowStockAt: z.number(), shops: z.array(z.object({ id: z.number(), name: z.string() })), lines: z.array(stockLineSchema) }),
  errors: [401],
});

export const setStock = put("/eshop/stock-levels/{shopId}/{articleId}", "Sets how many of a tracked product a shop holds (a delivery received, an inventory); the storefront shows it at its next request. A manager only at their shops (403)", {
  access: "provider",
  allow: MANAGERS,
  params: z.object({ shopId: idText, articleId: idText }),
  body: z.object({ stock: z.number().int("must be a whole number").min(0, "must not be negative").max(1_000_000, "is too large") }),
  response: z.object({ line: stockLineSchema }),
  errors: [400, 401, 403, 404],
});
