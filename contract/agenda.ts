// The back-office agenda (issue: the salon's day): a shop's day or week as the front desk reads
// it — the opening, each employee's hours and absences, and the bookings placed by shop-local
// wall-clock minutes (domain/agenda.ts). Every company user reads it; a manager or staff member
// only at their own shops, a staff member only their own column (decision 230).
import { BLOCK_KINDS } from "../domain/agenda";
import { z } from "zod";
import { ATTENDANCE, COUNTER_METHODS, MONEY_METHODS } from "../domain/counter-checkout";
import { ORDER_SOURCES } from "../domain/order-kinds";
import { EVERYONE, MANAGERS } from "../domain/roles";
import { operations } from "./operation";
import { id, idText, instant, localDate, text } from "./vocabulary";
import { emailField, phoneField } from "./users";

const { get, post, del } = operations("agenda");

const minutes = z.object({ start: z.number(), end: z.number() });
export const BOOKING_STATES = ["held", "paid", "deposit", "part_paid", "at_shop", "cancelled"] as const;
/** where a booking was made: the storefront, or the back-office for a caller (decision 232) */
export const BOOKING_SOURCES = ORDER_SOURCES;
/** what a blocked time is for (decision 233) */

const agendaSchema = z.object({
  /** the shops the user reaches, for the shop picker */
  shops: z.array(z.object({ id: z.number(), name: z.string() })),
  shop: z.object({ id: z.number(), name: z.string(), timeZone: z.string() }),
  view: z.enum(["day", "week"]),
  /** the date asked (shop-local); `days` holds the day, or the week from Monday */
  date: z.string(),
  /** today on the shop's clock */
  today: z.string(),
  /** the previous and next day (or week) */
  previous: z.string(),
  next: z.string(),
  /** now on the shop's clock when it falls in the days shown */
  now: z.object({ date: z.string(), minute: z.number() }).nullable(),
  /** the hours the grid shows, in shop-local minutes */
  window: minutes,
  /** one column per employee, in the shop's order (a staff member: their own, when linked) */
  employees: z.array(z.object({ id: z.number(), name: z.string() })),
  /** the shop's cabins and equipments, a row of their own (not for staff) */
  resources: z.array(z.object({ id: z.number(), name: z.string(), type: z.enum(["cabin", "equipment"]) })),
  days: z.array(
    z.object({
      date: z.string(),
      weekday: z.string(),
      closed: z.boolean(),
      exception: z.enum(["open_day", "closed_day"]).nullable(),
      opening: z.array(minutes),
      staff: z.array(z.object({ employeeId: z.number(), working: z.array(minutes), absences: z.array(minutes.extend({ reason: z.string().nullable() })) })),
    }),
  ),
  bookings: z.array(
    z.object({
      /** the appointment */
      id: z.number(),
      orderId: z.number(),
      date: z.string(),
      employeeId: z.number(),
      /** the cabin and the machine the booking takes, when it takes one */
      cabinId: z.number().nullable(),
      equipmentId: z.number().nullable(),
      start: z.number(),
      end: z.number(),
      startAt: z.string(),
      endAt: z.string(),
      customer: z.object({ name: z.string(), phone: z.string().nullable() }),
      service: z.string(),
      state: z.enum(BOOKING_STATES),
      source: z.enum(BOOKING_SOURCES),
      /** what the desk marked: arrived, done or a no-show (decision 277) */
      attendance: z.enum(ATTENDANCE).nullable(),
      /** the consent forms the booking asks for and whether they are signed (decision 283) */
      consents: z.array(z.object({ templateId: z.number(), title: z.string(), state: z.enum(["to_sign", "signed"]), formId: z.number().nullable() })),
    }),
  ),
  /** blocked times on the columns shown, per day touched (decision 233) */
  blocks: z.array(
    z.object({
      id: z.number(),
      date: z.string(),
      employeeId: z.number().nullable(),
      resourceId: z.number().nullable(),
      start: z.number(),
      end: z.number(),
      startAt: z.string(),
      endAt: z.string(),
      kind: z.enum(BLOCK_KINDS),
      note: z.string().nullable(),
    }),
  ),
});
export type AgendaView = z.infer<typeof agendaSchema>;

export const agenda = get("/agenda", "A shop's day or week in the back-office: opening, staff hours and absences, bookings (company user; staff see their own column)", {
  access: "provider",
  allow: EVERYONE,
  query: z.object({ shopId: idText.optional(), date: localDate.optional(), view: z.enum(["day", "week"]).optional() }),
  response: z.object({ agenda: agendaSchema }),
  errors: [400, 401, 403, 404],
});

export const freeTimes = get("/agenda/free-times", "The free times of a service at a shop on a day, from the storefront's availability rule (owner; a manager at their shops)", {
  access: "provider",
  allow: MANAGERS,
  query: z.object({ shopId: idText, serviceId: idText, date: localDate, employeeId: idText.optional() }),
  response: z.object({ times: z.array(z.object({ start: z.string(), end: z.string(), employees: z.array(z.number()) })) }),
  errors: [400, 401, 403, 404],
});

const newCustomer = z.object({ firstname: text(100, 1), lastname: text(100), phone: phoneField.optional(), email: emailField.optional() });

/** the same time every N weeks until a date (decision 235) */
const repeat = z.object({ everyWeeks: z.number().int().min(1).max(12), until: localDate });
const callerTime = {
  shopId: id,
  serviceId: id,
  /** null: whoever is free */
  employeeId: id.nullable(),
  start: instant,
  repeat: repeat.nullable().optional(),
};
const bookedSchema = z.object({ orderId: z.number(), customerId: z.number(), employeeId: z.number(), start: z.string(), end: z.string(), source: z.enum(BOOKING_SOURCES) });

export const bookForCaller = post("/agenda/bookings", "Books a caller into a free time, through the storefront's booking path and constraints, marked 'phone' (owner; a manager at their shops); with `repeat`, every N weeks until a date, each date through the same path (a date not free: 409 repeat_conflicts and nothing written, unless `skipConflicts`); with `notify`, the caller's confirmation by mail and SMS. A time taken meanwhile: 409, nothing changed", {
  access: "provider",
  allow: MANAGERS,
  body: z.object({
    ...callerTime,
    /** an existing customer (by id) or a new one (a name and a phone or an e-mail) */
    customer: z.union([z.object({ id }), newCustomer]),
    skipConflicts: z.boolean().optional(),
    notify: z.object({ mail: z.boolean().optional(), sms: z.boolean().optional() }).optional(),
  }),
  status: 201,
  response: z.object({
    /** the (first) booking */
    booking: bookedSchema,
    /** every booking of the series, the first included */
    series: z.array(bookedSchema),
    /** the dates left out as not free */
    skipped: z.array(z.string()),
    /** what the caller was sent: mails queued, an SMS or not */
    told: z.object({ mails: z.number(), sms: z.boolean() }),
  }),
  errors: [400, 401, 403, 404, 409],
});

export const checkCallerSeries = post("/agenda/bookings/check", "Judges each date of a booking (or of a repeat series) by the booking's own rule and lists which are free, before anything is saved (owner; a manager at their shops)", {
  access: "provider",
  allow: MANAGERS,
  body: z.object(callerTime),
  response: z.object({ occurrences: z.array(z.object({ start: z.string(), free: z.boolean(), employeeId: z.number().nullable(), reason: z.string().nullable() })) }),
  errors: [400, 401, 403, 404],
});

const blockSchema = z.object({ id: z.number(), shopId: z.number(), employeeId: z.number().nullable(), resourceId: z.number().nullable(), start: z.string(), end: z.string(), kind: z.enum(BLOCK_KINDS), note: z.string().nullable() });

export const addBlockedTime = post("/agenda/blocks", "Blocks time on an employee's or a cabin's or equipment's column (a break, a training, a meeting): the storefront no longer offers it and no booking may take it (owner; a manager at their shops). A booking already there: 409 time_booked", {
  access: "provider",
  allow: MANAGERS,
  body: z.object({
    shopId: id,
    /** one of the two: the employee's column or the resource's */
    employeeId: id.nullable().optional(),
    resourceId: id.nullable().optional(),
    start: instant,
    end: instant,
    kind: z.enum(BLOCK_KINDS),
    note: text(200).nullable().optional(),
  }),
  status: 201,
  response: z.object({ block: blockSchema }),
  errors: [400, 401, 403, 404, 409],
});

export const removeBlockedTime = del("/agenda/blocks/{id}", "Removes a blocked time: its hours are bookable again (owner; a manager at its shop)", {
  access: "provider",
  allow: MANAGERS,
  params: z.object({ id: idText }),
  status: 204,
  errors: [400, 401, 403, 404],
});

const movedBooking = z.object({ orderId: z.number(), employeeId: z.number(), cabinId: z.number().nullable(), start: z.string(), end: z.string(), sequence: z.number() });
/** the times a booking could move to: its start and end, and who is free then */
export const moveTimesSchema = z.array(z.object({ start: z.string(), end: z.string(), employees: z.array(z.number()) }));

export const moveTimes = get("/agenda/bookings/{id}/free-times", "The free times of a day a booking order could move to, its own time counted free, from the storefront's availability rule (owner; a manager at their shops)", {
  access: "provider",
  allow: MANAGERS,
  params: z.object({ id: idText }),
  query: z.object({ date: localDate }),
  response: z.object({ times: moveTimesSchema }),
  errors: [400, 401, 403, 404, 409],
});

export const moveBooking = post("/agenda/bookings/{id}/move", "Moves a booking order to another time, employee or cabin in one transaction (the old slot freed only if the new one is taken); the customer gets the updated calendar file unless `notify` is false (owner; a manager at their shops). A time taken meanwhile: 409, nothing changed", {
  access: "provider",
  allow: MANAGERS,
  params: z.object({ id: idText }),
  body: z.object({
    start: instant,
    /** null: the booking's own employee when free, else whoever is */
    employeeId: id.nullable(),
    /** a cabin, when the shop manages cabins; absent: the first free one */
    cabinId: id.nullable().optional(),
    /** the customer is sent the updated calendar file by mail (default true) */
    notify: z.boolean().optional(),
  }),
  response: z.object({ booking: movedBooking }),
  errors: [400, 401, 403, 404, 409],
});

/** A loyalty reward as the desk reads it (the booking's checkout, the customer's card). */
export const rewardSchema = z.discriminatedUnion("type", [z.object({ type: z.literal("amount"), amount: z.number() }), z.object({ type: z.literal("service"), articleId: z.number() }), z.object({ type: z.literal("product"), articleId: z.number() })]);
/** the order at the counter (decision 277): what the desk marked, what is left to pay, what the counter took, the rewards the customer can use (cents) */
const checkoutSchema = z.object({
  attendance: z.enum(ATTENDANCE).nullable(),
  balance: z.number(),
  vouchersPaid: z.number(),
  payments: z.array(z.object({ id: z.number(), method: z.enum(COUNTER_METHODS), amount: z.number(), at: z.string(), voucher: z.string().nullable() })),
  rewards: z.array(z.object({ id: z.number(), reward: rewardSchema })),
});
export type CounterCheckout = z.infer<typeof checkoutSchema>;

const refundState = z.enum(["succeeded", "pending", "failed"]);

export const bookingDetails = get("/agenda/bookings/{id}", "A booking order as the front desk opens it from the agenda: customer, services, state, source, what was paid and can be given back, and where it stands against the cancellation notice (owner; a manager at their shops)", {
  access: "provider",
  allow: MANAGERS,
  params: z.object({ id: idText }),
  response: z.object({
    booking: z.object({
      id: z.number(),
      status: z.enum(["pending", "confirmed", "cancelled", "expired"]),
      state: z.enum(BOOKING_STATES),
      source: z.enum(BOOKING_SOURCES),
      /** the calendar file's SEQUENCE */
      sequence: z.number(),
      /** the shop-local day of its first service */
      date: z.string().nullable(),
      start: z.string().nullable(),
      end: z.string().nullable(),
      customer: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
      lines: z.array(z.object({ id: z.number(), service: z.string(), employee: z.string(), cabin: z.string().nullable(), start: z.string(), end: z.string(), price: z.number() })),
      /** cents */
      payment: z.object({ currency: z.string(), provider: z.string(), amount: z.number(), paidOnline: z.number(), refunded: z.number(), refunding: z.number(), refundable: z.number() }),
      checkout: checkoutSchema,
      /** the company's cancellation notice: its cut-off, whether it has passed, and what the customer's own cancellation would give back and keep now */
      notice: z.object({ cutoffHours: z.number(), cutoffAt: z.string().nullable(), inside: z.boolean(), ruleRefund: z.number(), ruleKept: z.number() }),
      /** the consent forms its services ask for, signed or to sign before the visit (decision 283) */
      consents: z.array(z.object({ templateId: z.number(), title: z.string(), state: z.enum(["to_sign", "signed"]), formId: z.number().nullable() })),
    }),
  }),
  errors: [400, 401, 403, 404],
});

export const cancelBooking = post("/agenda/bookings/{id}/cancel", "Cancels a booking order as the business, whatever the notice: its slots freed, its discounts given back, the customer told by mail with the cancelled calendar file (same UID, higher SEQUENCE) unless `notify` is false, and what the card paid given back through the order's provider in full, in part (`amount`, cents, never more than is left) or not at all. Asked again for a cancelled order: the first answer, nothing done twice (owner; a manager at their shops)", {
  access: "provider",
  allow: MANAGERS,
  params: z.object({ id: idText }),
  body: z.object({
    refund: z.enum(["full", "partial", "none"]),
    /** cents, with 'partial' */
    amount: z.number().int().min(1).max(100_000_000).optional(),
    notify: z.boolean().optional(),
  }),
  response: z.object({
    order: z.object({
      id: z.number(),
      status: z.enum(["pending", "confirmed", "cancelled", "expired"]),
      refund: z.object({ amount: z.number(), status: refundState }).nullable(),
      /** already cancelled before this call: the first cancellation's refund */
      again: z.boolean(),
    }),
  }),
  errors: [400, 401, 403, 404, 409],
});

const cents = z.number().int().min(1).max(100_000_000);

export const markAttendance = post("/agenda/bookings/{id}/attendance", "Marks a booking order's customer arrived, done (nothing left to pay: its loyalty points are earned at once) or a no-show (nothing taken at the counter). A cancelled or closed order: 409 order_closed; done while something is due: 409 balance_due (owner; a manager at their shops; a staff member on a booking in their own column, another's: 403)", {
  access: "provider",
  allow: EVERYONE,
  params: z.object({ id: idText }),
  body: z.object({ attendance: z.enum(ATTENDANCE) }),
  response: z.object({ checkout: checkoutSchema.extend({ id: z.number() }) }),
  errors: [400, 401, 403, 404, 409],
});

export const checkoutBooking = post("/agenda/bookings/{id}/checkout", "Takes what is left to pay on a booking order at the counter, all or nothing: one of the customer's loyalty rewards, then a gift voucher (its code; `amount` in cents, or all it can pay), then cash or the card terminal, never more than is due (400 more_than_due naming the line); with `done`, the booking is marked done (409 balance_due while something is left) and its points earned. A voucher spent meanwhile: 409 voucher_used, nothing taken (owner; a manager at their shops)", {
  access: "provider",
  allow: MANAGERS,
  params: z.object({ id: idText }),
  body: z.object({
    payments: z.array(z.object({ method: z.enum(MONEY_METHODS), amount: cents })).max(4).optional(),
    voucher: z.object({ code: text(40, 1), amount: cents.optional() }).optional(),
    rewardId: id.optional(),
    done: z.boolean().optional(),
  }),
  response: z.object({ checkout: checkoutSchema.extend({ id: z.number() }) }),
  errors: [400, 401, 403, 404, 409],
});
