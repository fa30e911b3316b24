// Appointments (spec §7 'Appointments'): the availability call, the slot check, booking the whole
// booking cart, cancelling, prices per duration, and the customer's booking orders.
import { z } from "zod";
import { localisedSchema } from "../domain/entities";
import { daysBetween } from "../domain/time";
import { operations } from "./operation";
import { MANAGERS } from "../domain/roles";
import { couponCode, id, idListText, idText, instant, isCalendarDay, localDate, shopRef, text } from "./vocabulary";

const { del, get, post } = operations("appointments");

/** At most this many days are asked at once (domain/availability.ts MAX_AVAILABILITY_DAYS). */
const MAX_SPAN_DAYS = 366;
/** the most services one booking takes (a storefront basket, a caller booked at the desk) */
export const MAX_SERVICES = 20;

const names = z.object({ id: z.string(), displayname: z.string() });
const people = z.object({ employees: z.array(z.string()), cabins: z.array(z.string()) });

export const slotSchema = z.object({
  start: z.string(),
  end: z.string(),
  /** the shop-local date the slot belongs to */
  day: z.string(),
  /** 'open' when it can be booked; every other block of the day is 'close' */
  shopStatus: z.enum(["open", "close"]),
  free: people,
  busy: people,
  selected: z.object({ employee: z.string().nullable(), cabin: z.string().nullable() }),
});

export const availabilitySchema = z.object({
  shopId: z.string(),
  timeZone: z.string(),
  /** '2' when cabins are booked with the staff, '1' staff only */
  mode: z.enum(["1", "2"]),
  data: z.array(z.object({ date: z.string(), shopStatus: z.enum(["open", "close"]), slots: z.array(slotSchema) })),
  employees: z.array(names),
  cabins: z.array(names),
});

export const orderSchema = z.object({
  id: z.number(),
  ideorder: z.string(),
  /** the reference a customer reads and says: six characters ('K7M2QX') */
  reference: z.string(),
  /** 'pending': its slots are held while the customer pays online; 'expired': the hold ran out unpaid */
  status: z.enum(["pending", "confirmed", "cancelled", "expired"]),
  /** cents, what the booking costs once its coupon and reward are taken off */
  amount: z.number(),
  /** what the coupon and the loyalty reward took off (cents) */
  discounts: z.object({
    coupon: z.object({ code: z.string(), discount: z.number() }).nullable(),
    reward: z.number(),
    /** what gift vouchers paid (their codes masked to the last group) */
    vouchers: z.array(z.object({ code: z.string(), paid: z.number() })),
  }),
  currency: z.string(),
  customerId: z.number(),
  paymentProvider: z.string(),
  createdAt: z.string(),
  start: z.string(),
  end: z.string(),
  /** the customer may still cancel online (not inside the notice) */
  cancellable: z.boolean(),
  /** the customer may still move it online (the same notice): the last instant they may, else null */
  movableUntil: z.string().nullable(),
  /** the last segment of the signed 'manage my booking' link (/booking/manage/<token>), for its customer only */
  manageToken: z.string(),
  /** what the customer wrote to the business with the booking */
  customMessage: z.string().nullable(),
  shop: z.object({
    artebeauteId: z.string(),
    slug: z.string(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    zipcode: z.string(),
    phone: z.string().nullable(),
    timeZone: z.string(),
  }),
  appointments: z.array(
    z.object({
      id: z.number(),
      serviceId: z.number(),
      serviceName: localisedSchema,
      employee: z.string(),
      cabin: z.string().nullable(),
      start: z.string(),
      end: z.string(),
      price: z.number(),
      status: z.enum(["active", "held", "cancelled", "released"]),
    }),
  ),
  /** paid online (cents): null when the booking is paid at the shop */
  payment: z
    .object({
      total: z.number(),
      /** what the order secured online */
      deposit: z.number(),
      /** taken by card */
      paid: z.number(),
      refunded: z.number(),
      /** asked of the provider and not made yet: on its way back to the card */
      refunding: z.number(),
      /** still to pay at the shop */
      dueAtShop: z.number(),
      /** a customer's cancellation now: what would come back to the card and what would be kept */
      ifCancelledNow: z.object({ refund: z.number(), kept: z.number(), cutoffAt: z.string().nullable() }).nullable(),
    })
    .nullable(),
  /** the appointment as an iCalendar file */
  ics: z.string(),
  googleCalendarUrl: z.string(),
  /** the consent forms its services ask to sign before the visit (decision 283) */
  consents: z.array(z.object({ templateId: z.number(), title: z.string(), state: z.enum(["to_sign", "signed"]), formId: z.number().nullable() })),
});
export type OrderView = z.infer<typeof orderSchema>;

const flag = z.enum(["0", "1"]).optional();

const availabilityQuery = z
  .object({
    shopid: shopRef,
    /** the services, in order, joined by commas */
    serviceid: idListText(MAX_SERVICES),
    start: localDate,
    end: localDate,
    mode: z.enum(["1", "2"]).optional(),
    /** '1': for a booking paid with a gift voucher, the days that reached the business's gift limit are closed (decision 215) */
    checkGiftLimit: flag,
    /** '1': a service needing a machine needs one of its machines free; absent: as the company's equipments setting says (decision 217) */
    checkEquipments: flag,
  })
  .superRefine((q, ctx) => {
    // Only between two real dates (a bad one is already named).
    if (!isCalendarDay(q.start) || !isCalendarDay(q.end)) return;
    const span = daysBetween(q.start, q.end);
    if (span < 0) ctx.addIssue({ code: "custom", path: ["end"], message: "must not be before start" });
    else if (span >= MAX_SPAN_DAYS) ctx.addIssue({ code: "custom", path: ["end"], message: `at most ${MAX_SPAN_DAYS} days may be asked at once` });
  });

export const bookingSchema = z.object({
  myAppointment: z.object({
    shopId: shopRef,
    services: z.array(id).min(1, "at least one service").max(MAX_SERVICES, `at most ${MAX_SERVICES} services`),
    start: instant,
    /** null or absent: no preference, the first free employee takes it */
    employeeId: id.nullable().optional(),
    customMessage: text(1000).nullable().optional(),
    cartId: id.nullable().optional(),
    /** a promo code as typed (spaces and case do not matter); the automatic coupon needs none */
    couponCode: couponCode.nullable().optional(),
    /** one of the customer's loyalty rewards (loyalty/current's rewards) spent on this booking */
    rewardId: id.nullable().optional(),
    /** gift vouchers that pay what is left, in this order (their codes as printed) */
    voucherCodes: z.array(text(40, 1)).max(3, "at most 3 gift vouchers").nullable().optional(),
  }),
});

/** What an order takes off (cents): the coupon and the loyalty reward, before and after. */
export const discountsSchema = z.object({
  subtotal: z.number(),
  /** the coupon taken (its name per language: what the customer reads) */
  coupon: z.object({ code: z.string(), name: z.record(z.string(), z.string()), automatic: z.boolean(), discount: z.number() }).nullable(),
  reward: z.object({ id: z.number(), discount: z.number() }).nullable(),
  /** what each gift voucher pays, and what it keeps afterwards */
  vouchers: z.array(z.object({ code: z.string(), paid: z.number(), balanceAfter: z.number() })),
  /** what is left to pay once the vouchers have paid their part */
  toPay: z.number(),
  total: z.number(),
});

/** A booking's money paid online (cents): what it costs, secures online, the card pays now, and what is left for the shop. */
export const pricesSchema = z.object({
  total: z.number(),
  deposit: z.number(),
  cardNow: z.number(),
  dueAtShop: z.number(),
  currency: z.string(),
});
export type Prices = z.infer<typeof pricesSchema>;

/**
 * What the booking step follows for a basket (payment/get-scenario, and the slot check): the card
 * pays it all, a deposit, or nothing online (booked at once); how much now, and how long the slots
 * are held while the customer pays. Computed by the server with the totals the booking is made with.
 */
export const scenarioSchema = z.object({
  payment: z.enum(["full", "deposit", "none"]),
  /** cents the card pays now (0 with 'none') */
  amount: z.number(),
  /** minutes the slots are held while the customer pays; null when nothing is paid online */
  holdMinutes: z.number().nullable(),
  /** the business's payment provider when the booking pays online, else null */
  provider: z.string().nullable(),
  /** total, deposit, what the card pays now and what is left for the shop; null when bookings are paid at the shop */
  prices: pricesSchema.nullable(),
});
export type Scenario = z.infer<typeof scenarioSchema>;

/** Whether the slot can be had: who takes it, or why not; the price and end of the whole cart. */
const slotCheckSchema = z.object({
  available: z.boolean(),
  employeeId: z.number().optional(),
  cabinId: z.number().nullable().optional(),
  reason: z.enum(["slot_unavailable", "slot_taken", "employee_unavailable"]).optional(),
  /** what the booking costs (cents), its discounts taken off */
  amount: z.number(),
  discounts: discountsSchema,
  end: z.string(),
  /**
   * With online payment: what the card pays now and what is left for the shop (cents), for the
   * signed-in customer (a guest counts as new); null when the booking is paid at the shop.
   */
  prices: pricesSchema.nullable(),
  /** what the booking step follows: paid online (all or a deposit) or not, and the hold */
  scenario: scenarioSchema,
});

const cancelQuery = z
  .object({ id: idText.optional(), orderId: idText.optional() })
  .refine((q) => q.id || q.orderId, { message: "id or orderId is required", path: ["orderId"] });

const priceTimesQuery = z.object({ customerId: idText.optional(), servicesId: idListText(MAX_SERVICES).optional(), date: localDate.optional() });
const priceTimeSchema = z.object({ serviceId: z.number(), name: z.string(), duration: z.number(), price: z.number(), date: z.string() });
const anOrder = z.object({ order: orderSchema });

export const availability = get("/appointments", "The slots of a shop for services, day by day from start to end (shop-local dates)", {
  query: availabilityQuery,
  response: z.object({ appointments: availabilitySchema }),
  errors: [400, 404],
});
export const checkSlot = post("/appointments/check", "Whether a booking's slot is still free, and its price; nothing is written", {
  body: bookingSchema,
  response: z.object({ check: slotCheckSchema }),
  errors: [400, 404],
});
export const book = post("/appointments", "Books the whole booking cart as one order; the confirmation mail goes with it", {
  access: "customer",
  body: bookingSchema,
  status: 201,
  response: anOrder,
  errors: [400, 401, 404, 409],
});
export const cancel = del("/appointments", "Cancels one of the customer's appointments (id) or a whole order (orderId), outside the notice", {
  access: "customer",
  query: cancelQuery,
  response: z.object({ cancelled: z.array(z.number()) }),
  errors: [400, 401, 404, 409],
});
export const priceTimes = get("/appointments/priceTimes", "The prices per duration of services for the signed-in customer; empty without all three parameters", {
  query: priceTimesQuery,
  response: z.object({ priceTimes: z.array(priceTimeSchema) }),
  errors: [400, 401, 403],
});
export const listBookingOrders = get("/booking-orders", "The customer's booking orders, newest first", { access: "customer", response: z.object({ orders: z.array(orderSchema) }), errors: [401] });
export const bookingOrder = get("/booking-orders/{id}", "One of the customer's booking orders", { access: "customer", params: z.object({ id: idText }), response: anOrder, errors: [400, 401, 404] });

export const refundBookingOrder = post("/booking-orders/{id}/refund", "Gives money back on a booking (company user): through the provider for what was paid online, else as given back at the shop; the loyalty points of what is refunded are taken back", {
  access: "provider",
  /** a manager only for the bookings of their shops (403 otherwise) */
  allow: MANAGERS,
  params: z.object({ id: idText }),
  body: z.object({ amount: z.number().int("must be whole cents").min(1, "must be positive").max(100_000_000, "is too large") }),
  response: z.object({
    /** the provider made it, it is on its way, or it failed (asked again by the sweep) */
    status: z.enum(["succeeded", "pending", "failed"]),
    /** cents given back on the order so far */
    refunded: z.number(),
  }),
  errors: [400, 401, 404, 409],
});
