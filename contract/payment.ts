// Payment (spec §7 'Payment', §4 'Payment flow'): the booking step's confirm when the business
// takes payment online. initialize holds the slots and starts the payment for the amount the
// server computes from the order; the browser goes to the provider's page; the provider's
// notification (callback) or the browser's return (pay) confirms it. Refusals of the payment
// itself carry spec §8's body beside ours: {error: true-ish, customErrorMsg}.
import { z } from "zod";
import { bookingSchema, orderSchema, pricesSchema, scenarioSchema } from "./appointments";
import { operations } from "./operation";
import { OWNERS } from "../domain/roles";
import { id, idText, shopRef, text } from "./vocabulary";

const { get, post } = operations("payment");

const cents = z.number().int("must be whole cents").min(0, "must not be negative").max(100_000_000, "is too large");

export { pricesSchema, scenarioSchema, type Prices, type Scenario } from "./appointments";

/** What the browser does next: nothing (confirmed), go to the provider's page, post a signed form, or draw the provider's fields. */
export const browserStepSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("none") }),
  z.object({ kind: z.literal("redirect"), url: z.string() }),
  z.object({ kind: z.literal("form-post"), url: z.string(), fields: z.record(z.string(), z.string()) }),
  z.object({ kind: z.literal("hosted-fields"), scriptUrl: z.string(), publicKey: z.string(), formToken: z.string(), postUrls: z.object({ success: z.string(), failure: z.string() }) }),
]);

export const initialize = post("/payment/initialize", "Holds the booking's slots and starts its payment; the amount comes from the order, never from the client", {
  access: "customer",
  body: bookingSchema.extend({
    /** what the page showed the card would pay: refused (409 price_changed) when the server's differs */
    prices: z.object({ cardNow: cents }).optional(),
  }),
  status: 201,
  response: z.object({
    /** the booking order being paid (update-message and pay name it) */
    cartId: z.number(),
    result: z.object({
      /** the provider's payment id; null when nothing is paid online and the order is confirmed */
      token: z.string().nullable(),
      browser: browserStepSchema,
      /** when the held slots are released if unpaid */
      heldUntil: z.string().nullable(),
    }),
    prices: pricesSchema,
    order: orderSchema,
  }),
  errors: [400, 401, 404, 409, 502],
});

export const updateMessage = post("/payment/update-message", "Sets the custom message of the booking being paid", {
  access: "customer",
  body: z.object({ cartId: id, message: text(1000).nullable() }),
  status: 204,
  errors: [400, 401, 404],
});

export const callback = post("/payment/callback/{companyToken}", "The payment provider's notification, verified by its signature and applied once per event", {
  access: "host",
  params: z.object({ companyToken: text(200, 1) }),
  query: z.object({
    /** our order reference, for the providers whose notification carries nothing to find the payment by (Saferpay) */
    payId: z.string().regex(/^[A-Za-z0-9]{1,12}$/).optional(),
  }),
  response: z.object({ received: z.boolean() }),
  errors: [400, 404],
});

/** Saferpay calls its notification address with GET and nothing else: we ask Saferpay what happened. */
export const callbackGet = get("/payment/callback/{companyToken}", "The payment provider's notification made by GET (Saferpay's notify URL): the payment is asserted with the provider", {
  access: "host",
  params: z.object({ companyToken: text(200, 1) }),
  query: z.object({ payId: z.string().regex(/^[A-Za-z0-9]{1,12}$/) }),
  response: z.object({ received: z.boolean() }),
  errors: [400, 404],
});

export const pay = post("/payment/pay", "The browser's return from the provider's page: the payment is read back from the provider and what it says applied; with abandon, the owner's cancel releases the booking", {
  access: "customer",
  body: z.object({
    cartId: id,
    /** the full address the provider sent the browser back to */
    returnUrl: z.url().max(4000),
    /** the owner cancels the attempt (from their own page): the provider closes it where it can and, unless paid, what it held goes back */
    abandon: z.boolean().optional(),
  }),
  response: z.object({
    outcome: z.enum(["paid", "pending", "failed", "cancelled", "refunded"]),
    /** the provider's own message (a declined card), when it gave one */
    message: z.string().nullable(),
    order: orderSchema,
  }),
  errors: [400, 401, 404, 502],
});

export const postBack = post("/payment/post-back", "A provider's signed result posted through the browser (Lyra's kr-answer): verified by its signature, applied once, answered without the order", {
  access: "company",
  body: z.object({
    cartId: id,
    /** the form the provider's page posted, urlencoded as received */
    body: z.string().min(1).max(20000),
  }),
  response: z.object({ outcome: z.enum(["paid", "pending", "failed", "cancelled", "refunded"]) }),
  errors: [400, 404, 502],
});

export const postBackOf = post("/payment/{kind}/{id}/post-back", "A provider's signed result for an order of any kind (a booking, a gift voucher, an e-shop order) posted through the browser: verified by its signature, applied once, answered without the order", {
  params: z.object({ kind: z.enum(["booking", "voucher", "eshop"]), id: idText }),
  body: z.object({
    /** the form the provider's page posted, urlencoded as received */
    body: z.string().min(1).max(20000),
  }),
  response: z.object({ outcome: z.enum(["paid", "pending", "failed", "cancelled", "refunded"]) }),
  errors: [400, 404, 502],
});

export const refund = post("/payment/refund", "Cancels a paid booking order; the provider refunds what the cancellation rule gives back (all before the cut-off, the deposit kept after)", {
  access: "customer",
  query: z.object({ orderId: idText }),
  response: z.object({ cancelled: z.array(z.number()), refunded: z.number(), kept: z.number() }),
  errors: [400, 401, 404, 409],
});

/** Spec §7's PayZen refund: the same cancellation and refund, for a business whose provider is PayZen. */
export const payzenRefund = post("/payment/payzen/refund", "Cancels a booking order paid through PayZen and refunds it through Lyra's CancelOrRefund (the refund rules of payment/refund); 409 when the business's provider is not PayZen", {
  access: "customer",
  query: z.object({ orderId: idText }),
  response: z.object({ cancelled: z.array(z.number()), refunded: z.number(), kept: z.number() }),
  errors: [400, 401, 404, 409],
});

export const getScenario = post("/payment/get-scenario", "What the booking step must follow for a basket (the booking body): the card pays all, a deposit (its amount) or nothing online, and how long the slots are held; computed as initialize computes it, nothing is written", {
  body: bookingSchema,
  response: z.object({ scenario: scenarioSchema }),
  errors: [400, 404],
});

export const checkConnection = post("/payment/check", "The back-office's 'test connection': the business's provider is called once with its stored keys (nothing is paid) and the answer says whether it accepts them, or which key is missing, or that it refused them or could not be reached; never a key (owner)", {
  access: "provider",
  allow: OWNERS,
  response: z.object({
    check: z.object({
      provider: z.string(),
      ok: z.boolean(),
      problem: z.enum(["missing_key", "refused", "unreachable"]).nullable(),
      /** the key missing, for missing_key */
      key: z.string().nullable(),
    }),
  }),
  errors: [401],
});

export const connect = get("/payment/connect", "A shop's payment provider connection: which provider, whether it is set up to take payments, and whether a Stripe Connect account is enabled and linked; never a key", {
  query: z.object({ shopId: shopRef }),
  response: z.object({
    connect: z.object({
      shopId: z.string(),
      /** the business's provider ('free': paid at the shop) */
      provider: z.string(),
      /** the provider can take payments (its required keys are set); always false for 'free' */
      connected: z.boolean(),
      /** Stripe Connect: switched on, and an account id present (the id itself is never given) */
      stripeConnect: z.object({ enabled: z.boolean(), linked: z.boolean() }),
    }),
  }),
  errors: [400, 404],
});

export const token = post("/payment/token", "The payment in progress of the customer's own booking order: the provider's payment id and what the browser does to pay (its page, signed form or fields), as initialize gave them; asking again starts nothing", {
  access: "customer",
  body: z.object({ cartId: id }),
  response: z.object({
    /** the provider's payment id (initialize's result.token) */
    token: z.string(),
    provider: z.string(),
    browser: browserStepSchema,
    /** cents asked of the card */
    amount: z.number(),
    currency: z.string(),
  }),
  errors: [400, 401, 404, 409],
});

export const success = post("/payment/success/{id}", "The success acknowledgement of the customer's own booking order: the provider is asked what became of its payment and what it says is applied once; answers the order as it now stands", {
  access: "customer",
  params: z.object({ id: idText }),
  response: z.object({
    outcome: z.enum(["paid", "pending", "failed", "cancelled", "refunded"]),
    /** the provider's own message (a declined card), when it gave one */
    message: z.string().nullable(),
    order: orderSchema,
  }),
  errors: [400, 401, 404, 502],
});
