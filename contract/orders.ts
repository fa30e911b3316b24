// The business's orders for the desk (decision 276): booking orders, e-shop orders and gift
// vouchers bought online, listed with filters a page at a time, and one order with its payments
// and refunds. Owners and managers (a manager: their shops' orders; vouchers have no shop).
import { z } from "zod";
import { MONEY_METHODS, COUNTER_METHODS } from "../domain/counter-checkout";
import { ORDER_KINDS, ORDER_SOURCES, ORDER_STATES } from "../domain/order-kinds";
import { MANAGERS } from "../domain/roles";
import { operations } from "./operation";
import { idText, localDate } from "./vocabulary";

const { get } = operations("orders");


export const orderRowSchema = z.object({
  kind: z.enum(ORDER_KINDS),
  /** placed online, by phone or at the counter (a sale at the counter: 'counter') */
  source: z.enum(ORDER_SOURCES),
  id: z.number(),
  /** what the customer reads on their mails */
  reference: z.string(),
  state: z.enum(ORDER_STATES),
  shop: z.object({ id: z.number(), name: z.string() }).nullable(),
  customer: z.object({ id: z.number(), name: z.string() }).nullable(),
  createdAt: z.string(),
  /** cents: the order's total, what a card paid, what was given back */
  total: z.number(),
  paidOnline: z.number(),
  refunded: z.number(),
  /** an e-shop order: collected at the shop or delivered */
  fulfilment: z.enum(["pickup", "delivery"]).nullable(),
});

export const listOrders = get("/orders", "The business's orders of one kind, newest first, filtered by state, shop, the day they were placed (the business's) and whether a card paid online, a page at a time", {
  access: "provider",
  allow: MANAGERS,
  query: z.object({
    kind: z.enum(ORDER_KINDS).optional(),
    state: z.enum(ORDER_STATES).optional(),
    shopId: idText.optional(),
    from: localDate.optional(),
    to: localDate.optional(),
    /** 'yes': a card paid part of it online; 'no': nothing was paid online */
    online: z.enum(["yes", "no"]).optional(),
    page: z.string().regex(/^[1-9]\d{0,4}$/, "must be a whole number from 1").transform(Number).optional(),
  }),
  /** `shops`: the ones the reader may filter on (a manager: theirs; an owner: all) */
  response: z.object({ orders: z.array(orderRowSchema), total: z.number(), page: z.number(), perPage: z.number(), shops: z.array(z.object({ id: z.number(), name: z.string() })) }),
  errors: [400, 401, 403],
});

export const orderDetail = get("/orders/{kind}/{id}", "One order of the business with its lines, its payments and its refunds", {
  access: "provider",
  allow: MANAGERS,
  params: z.object({ kind: z.enum(ORDER_KINDS), id: idText }),
  response: z.object({
    order: orderRowSchema.extend({
      lines: z.array(z.object({ label: z.string(), detail: z.string().nullable(), amount: z.number() })),
      payments: z.array(z.object({ id: z.number(), provider: z.string(), status: z.enum(["started", "paid", "failed", "cancelled"]), amount: z.number(), captured: z.number(), createdAt: z.string(), paidAt: z.string().nullable() })),
      refunds: z.array(z.object({ id: z.number(), amount: z.number(), status: z.enum(["asked", "succeeded", "pending", "failed"]), reason: z.enum(["cancelled", "late_payment", "business"]), createdAt: z.string() })),
      /** a sale at the counter (decision 278): what the counter took, what the desk gave back, and what each method may still give back (cents) */
      counter: z
        .object({
          payments: z.array(z.object({ id: z.number(), method: z.enum(COUNTER_METHODS), amount: z.number(), at: z.string(), voucher: z.string().nullable() })),
          refunds: z.array(z.object({ id: z.number(), method: z.enum(MONEY_METHODS), amount: z.number(), at: z.string() })),
          refundable: z.object({ cash: z.number(), card_terminal: z.number() }),
        })
        .nullable(),
    }),
  }),
  errors: [400, 401, 403, 404],
});
