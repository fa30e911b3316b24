// The business's statistics and order desk (spec §7 'statistics'): a booking order's status
// changed by the business, refunds (whole or partial) made through the payments area, the
// appointments' history with filters, aggregates per day, shop, service or employee, the gift
// orders' history and the shops' payments over a period. Periods are the shops' local days,
// `from` and `to` included (decision 224). The owner and managers, a manager for their own shops.
import { z } from "zod";
import { BUCKETS } from "../domain/statistics";
import { MANAGERS, OWNERS } from "../domain/roles";
import { operations } from "./operation";
import { idText, isCalendarDay, localDate } from "./vocabulary";

const { get, post, put } = operations("statistics");

/** The longest period one call reads: a year and a day (a leap year's statistics). */
export const MAX_PERIOD_DAYS = 367;

const page = z.string().regex(/^[1-9]\d{0,4}$/, "must be a page number from 1").transform(Number);
const perPage = z.string().regex(/^([1-9]|[1-9]\d|100)$/, "must be 1 to 100").transform(Number);

const periodFields = { from: localDate, to: localDate, shopId: idText.optional() };
/** to on or after from, at most MAX_PERIOD_DAYS days */
const withinPeriod = <T extends { from: string; to: string }>(q: T, ctx: z.RefinementCtx) => {
  if (!isCalendarDay(q.from) || !isCalendarDay(q.to)) return;
  const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
  if (days < 0) ctx.addIssue({ code: "custom", path: ["to"], message: "must be on or after from" });
  else if (days >= MAX_PERIOD_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: `at most ${MAX_PERIOD_DAYS} days after from` });
};
const period = z.object(periodFields).superRefine(withinPeriod);

const named = z.object({ id: z.number(), name: z.string() });

export const changeBookingOrderStatus = put("/statistics/booking-orders/{id}/status", "Changes a booking order's status as the business: 'cancelled' frees its slots whatever the notice, gives its discounts back, tells the customer and refunds what the card paid (through the order's provider)", {
  access: "provider",
  allow: MANAGERS,
  params: z.object({ id: idText }),
  body: z.object({ status: z.enum(["cancelled"]) }),
  response: z.object({ order: z.object({ id: z.number(), status: z.enum(["pending", "confirmed", "cancelled", "expired"]), refund: z.object({ amount: z.number(), status: z.enum(["succeeded", "pending", "failed"]) }).nullable() }) }),
  errors: [400, 401, 403, 404, 409],
});

export const makeRefund = post("/statistics/refunds", "Gives money back on a booking or an e-shop order, all that is left (no amount) or part of it, through the same refund path as the order's own page (the provider for what a card paid)", {
  access: "provider",
  allow: MANAGERS,
  body: z.object({
    kind: z.enum(["booking", "eshop"]),
    orderId: z.number().int("must be a whole number").min(1, "must be positive").max(2_147_483_647, "is too large"),
    /** cents; without it, all that can still be given back */
    amount: z.number().int("must be whole cents").min(1, "must be positive").max(100_000_000, "is too large").optional(),
  }),
  response: z.object({ refund: z.object({ kind: z.enum(["booking", "eshop"]), orderId: z.number(), amount: z.number(), status: z.enum(["succeeded", "pending", "failed"]), refunded: z.number() }) }),
  errors: [400, 401, 403, 404, 409],
});

export const refundHistory = get("/statistics/refunds", "The refunds asked of the payment providers over a period (by the day they were asked), newest first", {
  access: "provider",
  allow: MANAGERS,
  query: period,
  response: z.object({
    refunds: z.array(z.object({ id: z.number(), kind: z.enum(["booking", "voucher", "eshop"]), orderId: z.number(), shopId: z.number().nullable(), amount: z.number(), status: z.enum(["asked", "succeeded", "pending", "failed"]), reason: z.enum(["cancelled", "late_payment", "business"]), createdAt: z.string() })),
  }),
  errors: [400, 401, 403],
});

export const appointmentHistory = get("/statistics/history", "The appointments of a period with their customer, service, employee and price, filtered by shop, service, employee, customer and status, in time order, a page at a time", {
  access: "provider",
  allow: MANAGERS,
  query: z
    .object({
      ...periodFields,
      serviceId: idText.optional(),
      employeeId: idText.optional(),
      customerId: idText.optional(),
      status: z.enum(["active", "held", "cancelled", "released"]).optional(),
      page: page.optional(),
      perPage: perPage.optional(),
    })
    .superRefine(withinPeriod),
  response: z.object({
    appointments: z.array(
      z.object({
        id: z.number(),
        orderId: z.number(),
        start: z.string(),
        end: z.string(),
        status: z.enum(["active", "held", "cancelled", "released"]),
        shop: named,
        service: named,
        employee: named,
        customer: z.object({ id: z.number(), firstname: z.string(), lastname: z.string() }),
        /** cents */
        price: z.number(),
      }),
    ),
    total: z.number(),
    page: z.number(),
    perPage: z.number(),
  }),
  errors: [400, 401, 403],
});

export const aggregate = get("/statistics/aggregate", "Per day (the shop's), shop, service or employee over a period: the appointments kept and their takings (cents), and those cancelled", {
  access: "provider",
  allow: MANAGERS,
  query: z.object({ ...periodFields, groupBy: z.enum(["day", "shop", "service", "employee"]) }).superRefine(withinPeriod),
  response: z.object({ rows: z.array(z.object({ key: z.string(), label: z.string(), appointments: z.number(), revenue: z.number(), cancelled: z.number() })) }),
  errors: [400, 401, 403],
});

export const giftOrderHistory = get("/statistics/gift-orders", "The gift vouchers bought online over a period (by the day they were ordered), newest first, with their buyer and payment, a page at a time", {
  access: "provider",
  allow: MANAGERS,
  query: z.object({ from: localDate, to: localDate, page: page.optional(), perPage: perPage.optional() }).superRefine(withinPeriod),
  response: z.object({
    orders: z.array(
      z.object({
        id: z.number(),
        code: z.string(),
        kind: z.enum(["amount", "service"]),
        value: z.number(),
        balance: z.number(),
        state: z.enum(["awaiting_payment", "active", "void"]),
        buyer: z.object({ id: z.number(), firstname: z.string(), lastname: z.string() }).nullable(),
        recipientName: z.string().nullable(),
        createdAt: z.string(),
        paidAt: z.string().nullable(),
        payment: z.object({ provider: z.string(), captured: z.number(), refunded: z.number() }).nullable(),
      }),
    ),
    total: z.number(),
    page: z.number(),
    perPage: z.number(),
  }),
  errors: [400, 401, 403],
});

export const shopPayments = get("/statistics/shop-payments", "What the cards paid over a period (by the day each payment was confirmed), per shop for bookings and e-shop orders, and for gift vouchers (no shop): how many, captured and refunded (cents)", {
  access: "provider",
  allow: MANAGERS,
  query: period,
  response: z.object({ payments: z.array(z.object({ kind: z.enum(["booking", "voucher", "eshop"]), shop: named.nullable(), count: z.number(), captured: z.number(), refunded: z.number() })) }),
  errors: [400, 401, 403],
});

const figures = z.object({ key: z.string(), label: z.string(), appointments: z.number(), revenue: z.number(), cancelled: z.number() });

export const overview = get("/statistics/overview", "The statistics page's figures over a period: kept appointments, takings (cents) and cancellations per day, week or month and per shop, service and employee; where bookings were made; staff occupancy; gift vouchers sold (every shop only) and spent; coupons used; e-shop sales; new and returning customers", {
  access: "provider",
  allow: MANAGERS,
  query: z.object({ ...periodFields, bucket: z.enum(BUCKETS) }).superRefine(withinPeriod),
  response: z.object({
    period: z.object({ from: z.string(), to: z.string(), bucket: z.enum(BUCKETS) }),
    series: z.array(z.object({ key: z.string(), appointments: z.number(), revenue: z.number(), cancelled: z.number() })),
    perShop: z.array(figures),
    perService: z.array(figures),
    perEmployee: z.array(figures),
    sources: z.array(z.object({ source: z.enum(["online", "phone", "counter"]), orders: z.number(), appointments: z.number(), revenue: z.number() })),
    occupancy: z.array(z.object({ id: z.number(), name: z.string(), shopId: z.number(), workingMinutes: z.number(), bookedMinutes: z.number(), percent: z.number().nullable() })),
    customers: z.object({ new: z.number(), returning: z.number() }),
    vouchers: z.object({ sold: z.object({ count: z.number(), value: z.number() }).nullable(), redeemed: z.object({ count: z.number(), amount: z.number() }) }),
    coupons: z.array(z.object({ code: z.string(), uses: z.number(), discount: z.number() })),
    eshop: z.object({ orders: z.number(), total: z.number(), refunded: z.number() }),
  }),
  errors: [400, 401, 403],
});

export const auditLog = get("/statistics/audit", "Who changed what and when: the business's audit log, newest first, filtered by who (as they were known), the kind of thing and the business's local days, a page at a time, with the people and kinds found in it", {
  access: "provider",
  allow: OWNERS,
  query: z.object({
    actor: z.string().max(320, "is too long").optional(),
    entity: z.string().regex(/^[a-z_]{1,40}$/, "must be a kind of thing such as 'article'").optional(),
    from: localDate.optional(),
    to: localDate.optional(),
    page: page.optional(),
    perPage: perPage.optional(),
  }),
  response: z.object({
    entries: z.array(z.object({ id: z.number(), at: z.string(), actor: z.object({ kind: z.string(), label: z.string() }), action: z.string(), entity: z.string(), entityId: z.string(), name: z.string().nullable(), fields: z.array(z.string()) })),
    total: z.number(),
    page: z.number(),
    perPage: z.number(),
    actors: z.array(z.string()),
    entities: z.array(z.string()),
  }),
  errors: [400, 401, 403],
});
