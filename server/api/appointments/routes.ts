// Appointments (spec §7 'Appointments'): parse, call server/booking/, answer.
import { requestScope } from "../scope";
import * as op from "../../../contract/appointments";
import { Forbidden, NotFound, Unauthenticated } from "../../../domain/errors";
import { serviceLinesFromPlan } from "../../../domain/order-totals";
import { bookAndConfirm, DISCOUNT_FIELDS, judge } from "../../booking/book";
import { discountsAnswer, priceDiscounts } from "../../coupons/discounts";
import { guardVoucherGuesses } from "../../gifts/guessing";
import { cancelAndTell } from "../../booking/cancel";
import { scenario } from "../../booking/quote";
import { orderView, ordersOf } from "../../booking/orders";
import { refundByBusiness } from "../../booking/refunds";
import { availabilityOf, bookableServices, bookableShop, priceTimesOf } from "../../booking/request";
import type { ApiEnv } from "../context";
import { handle, resourceRoutes } from "../route";
import type { Context } from "hono";
import type { z } from "zod";


/** The booking body's shop and services looked up; refusals name the body's fields. */
export async function bookingRequest(c: Context<ApiEnv>, body: z.output<typeof op.bookingSchema>["myAppointment"]) {
  const scope = requestScope(c);
  const shop = await bookableShop(scope, body.shopId, "myAppointment.shopId");
  const { found, byId } = await bookableServices(scope, shop, [...new Set(body.services)], "myAppointment.services");
  return {
    shop,
    services: found,
    byId,
    start: new Date(body.start),
    employeeId: body.employeeId ?? null,
    customMessage: body.customMessage ?? null,
    cartId: body.cartId ?? null,
    couponCode: body.couponCode ?? null,
    rewardId: body.rewardId ?? null,
    voucherCodes: body.voucherCodes ?? null,
  };
}

export const appointmentRoutes = resourceRoutes();

handle(appointmentRoutes, op.availability, async (c) => {
  const q = c.req.valid("query");
  const scope = requestScope(c);
  const shop = await bookableShop(scope, q.shopid, "shopid");
  const services = await bookableServices(scope, shop, q.serviceid, "serviceid");
  return c.json({ appointments: await availabilityOf(scope, shop, services, { from: q.start, to: q.end }, q.mode, c.get("now"), q.checkEquipments, q.checkGiftLimit) }, 200);
});

/**
 * A basket judged and priced for the visitor of the request (a guest counts as new): the slot's
 * verdict, the discounts, and the scenario the booking step follows (quote.ts's one rule).
 */
export async function priceBooking(c: Context<ApiEnv>, req: Awaited<ReturnType<typeof bookingRequest>>) {
  const scope = requestScope(c);
  const { db, company } = scope;
  const at = c.get("now");
  const verdict = await judge(scope, req, at);
  const customerId = c.get("customer")?.id ?? null;
  const asked = { couponCode: req.couponCode, rewardId: req.rewardId, voucherCodes: req.voucherCodes, fields: DISCOUNT_FIELDS };
  const priced = await guardVoucherGuesses(c, Boolean(req.voucherCodes?.length), () =>
    priceDiscounts(db, company, customerId, serviceLinesFromPlan(verdict.plan, req.byId), asked, { now: at, timeZone: req.shop.timeZone }),
  );
  return { verdict, priced, scenario: await scenario(scope, customerId, verdict.plan, req.byId, at, priced) };
}

handle(appointmentRoutes, op.checkSlot, async (c) => {
  const req = await bookingRequest(c, c.req.valid("json").myAppointment);
  const { verdict, priced, scenario } = await priceBooking(c, req);
  const placed = verdict.ok ? { employeeId: Number(verdict.employeeId), cabinId: verdict.cabinId == null ? null : Number(verdict.cabinId) } : { reason: verdict.reason };
  return c.json({ check: { available: verdict.ok, ...placed, amount: priced.totals.total, discounts: discountsAnswer(priced), end: verdict.plan.end.toISOString(), prices: scenario.prices, scenario } }, 200);
});

handle(appointmentRoutes, op.book, async (c) => {
  const customer = c.get("customer")!;
  const req = await bookingRequest(c, c.req.valid("json").myAppointment);
  const order = await guardVoucherGuesses(c, Boolean(req.voucherCodes?.length), () => bookAndConfirm(requestScope(c), customer, { ...req, lang: c.get("lang") }, c.get("now")));
  return c.json({ order }, 201);
});

handle(appointmentRoutes, op.cancel, async (c) => {
  const { cancelled } = await cancelAndTell(requestScope(c), c.get("customer")!, c.req.valid("query"), c.get("lang"), c.get("now"));
  return c.json({ cancelled }, 200);
});

handle(appointmentRoutes, op.priceTimes, async (c) => {
  const { customerId, servicesId, date } = c.req.valid("query");
  // Spec §5: without customerId, servicesId and date the answer is an empty list.
  if (!customerId || !servicesId || !date) return c.json({ priceTimes: [] }, 200);
  const customer = c.get("customer");
  if (!customer) throw new Unauthenticated();
  if (customer.id !== customerId) throw new Forbidden({ customerId: "not you" });
  return c.json({ priceTimes: await priceTimesOf(requestScope(c), servicesId, date, c.get("lang")) }, 200);
});

handle(appointmentRoutes, op.listBookingOrders, async (c) => {
  return c.json({ orders: await ordersOf(requestScope(c), c.get("customer")!.id, c.get("lang"), c.get("now")) }, 200);
});

handle(appointmentRoutes, op.bookingOrder, async (c) => {
  const order = await orderView(requestScope(c), c.get("customer")!.id, c.req.valid("param").id, c.get("lang"), c.get("now"));
  if (!order) throw new NotFound();
  return c.json({ order }, 200);
});

handle(appointmentRoutes, op.refundBookingOrder, async (c) => {
  const done = await refundByBusiness(requestScope(c), c.get("companyUser")!, c.req.valid("param").id, c.req.valid("json").amount, c.get("now"));
  return c.json(done, 200);
});
