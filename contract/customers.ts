// The business's customers (spec §7 'Customers'), for its company users: the search with its
// filter and paging, a customer's history, what they still owe and still hold, their birthday.
// A customer is named by our id (decision 223: the spec's artebeauteId is the id the back-office
// knows). Contact details and birthday go only to the roles that need them, and staff reach only
// the customers they serve: those with an appointment at one of their shops (decision 223).
import { z } from "zod";
import { localisedSchema } from "../domain/entities";
import { EVERYONE, MANAGERS } from "../domain/roles";
import { rewardSchema } from "./agenda";
import { operations } from "./operation";
import { idText, localDate, text } from "./vocabulary";

const { get, post, put } = operations("customers");

/** A customer as a company user sees them: personal data null for a role without the need of it. */
export const customerCardSchema = z.object({
  id: z.number(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  birthday: z.string().nullable(),
  /** the business's own notes (never shown to the customer) */
  notes: z.string(),
  createdAt: z.string(),
});

const whole = (max: number) => z.number().int("must be a whole number").min(1, "must be at least 1").max(max, `at most ${max}`);

export const searchCustomers = post("/customers/artebeaute/search", "Finds the business's customers: every word of `filter` in the name, e-mail or phone (any case, any accent; a phone as typed), a page of `enregbypage` at a time, in name order", {
  access: "provider",
  allow: EVERYONE,
  body: z.object({
    /** words to look for; empty or missing: every customer */
    filter: text(200).optional(),
    /** from 1 (default 1) */
    page: whole(100_000).optional(),
    /** customers per page, 1–100 (default 20) */
    enregbypage: whole(100).optional(),
  }),
  response: z.object({ customers: z.array(customerCardSchema), total: z.number(), page: z.number(), enregbypage: z.number() }),
  errors: [400, 401, 403],
});

const customerParams = z.object({ id: idText });

const bookingSchema = z.object({
  id: z.number(),
  status: z.enum(["pending", "confirmed", "cancelled", "expired"]),
  shop: z.object({ id: z.number(), name: z.string() }),
  createdAt: z.string(),
  /** cents: what the customer pays after discounts; paid online; given back */
  amount: z.number(),
  paidOnline: z.number(),
  refunded: z.number(),
  appointments: z.array(
    z.object({
      id: z.number(),
      start: z.string(),
      end: z.string(),
      status: z.enum(["active", "held", "cancelled", "released"]),
      service: z.object({ id: z.number(), name: localisedSchema }),
      employee: z.object({ id: z.number(), displayName: z.string() }),
      /** cents */
      price: z.number(),
    }),
  ),
});

const eshopOrderSchema = z.object({
  id: z.number(),
  status: z.enum(["pending", "paid", "ready", "shipped", "collected", "cancelled", "expired", "refunded"]),
  shopId: z.number(),
  fulfilment: z.enum(["pickup", "delivery"]),
  /** cents */
  total: z.number(),
  refunded: z.number(),
  createdAt: z.string(),
});

const voucherSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(["amount", "service"]),
  /** cents */
  value: z.number(),
  balance: z.number(),
  validUntil: z.string(),
  state: z.enum(["awaiting_payment", "active", "void"]),
  createdAt: z.string(),
});

/** The customer's loyalty card, null before their first points. */
const loyaltySchema = z.object({
  balance: z.number(),
  /** rewards bought with points and not used yet */
  rewardsHeld: z.number(),
  /** those rewards, which the counter can take as a payment */
  rewards: z.array(z.object({ id: z.number(), reward: rewardSchema })),
  /** the latest change of the card */
  lastChange: z.string().nullable(),
});

export const customerHistory = get("/customers/{id}/history", "A customer's bookings, e-shop orders and the gift vouchers they bought, newest first (the latest 100 of each)", {
  access: "provider",
  allow: EVERYONE,
  params: customerParams,
  response: z.object({ history: z.object({ customer: customerCardSchema, bookings: z.array(bookingSchema), eshopOrders: z.array(eshopOrderSchema), vouchers: z.array(voucherSchema), loyalty: loyaltySchema.nullable() }) }),
  errors: [400, 401, 403, 404],
});

export const customerRemainingAmount = get("/customers/{id}/remaining-amount", "What a customer still has to pay at the shop for their coming bookings, and what their gift vouchers still hold", {
  access: "provider",
  allow: EVERYONE,
  params: customerParams,
  response: z.object({
    remaining: z.object({
      /** cents to collect at the shop, all coming bookings together */
      toPayAtShop: z.number(),
      /** cents left on the vouchers they bought that can still be spent */
      voucherCredit: z.number(),
      bookings: z.array(z.object({ orderId: z.number(), start: z.string(), toPay: z.number() })),
      vouchers: z.array(z.object({ id: z.number(), code: z.string(), balance: z.number(), validUntil: z.string() })),
    }),
  }),
  errors: [400, 401, 403, 404],
});

const birthdayAnswer = z.object({ birthday: z.string().nullable() });

export const customerBirthday = get("/customers/v2/birthday/{id}", "A customer's birthday (YYYY-MM-DD), or null", {
  access: "provider",
  allow: EVERYONE,
  params: customerParams,
  response: birthdayAnswer,
  errors: [400, 401, 403, 404],
});

export const setCustomerBirthday = put("/customers/v2/birthday/{id}", "Sets (or, with null, forgets) a customer's birthday: a real day, from 1900, not in the future", {
  access: "provider",
  allow: MANAGERS,
  params: customerParams,
  body: z.object({ date: localDate.nullable() }),
  response: birthdayAnswer,
  errors: [400, 401, 403, 404],
});

export const setCustomerNotes = put("/customers/{id}/notes", "Writes the business's notes on a customer (allergies, preferences; the whole text, empty to forget them); never shown to the customer", {
  access: "provider",
  allow: MANAGERS,
  params: customerParams,
  body: z.object({ notes: z.string().max(4000, "at most 4000 characters") }),
  response: z.object({ notes: z.string() }),
  errors: [400, 401, 403, 404],
});

export const mergeCustomers = post("/customers/{id}/merge", "Makes two records of the same person one: the bookings, e-shop orders, vouchers, loyalty points and notes of customer `from` move to this one, blanks of this one are filled from it, then `from` is deleted, all in one transaction", {
  access: "provider",
  allow: MANAGERS,
  params: customerParams,
  body: z.object({ from: z.number().int("must be a whole number").min(1, "must be at least 1").max(2_147_483_647, "is not a customer") }),
  response: z.object({
    merged: z.object({ kept: z.number(), removed: z.number(), moved: z.object({ bookings: z.number(), eshopOrders: z.number(), vouchers: z.number(), loyaltyPoints: z.number() }) }),
  }),
  errors: [400, 401, 403, 404],
});
