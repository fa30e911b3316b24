// Gift vouchers (spec §7 'Gifts'): what can be bought, buying one for someone through the
// business's payment provider, the buyer's history, sending one again, its printable PDF, and
// checking a code. The rules are domain/gift-voucher.ts's; decisions 057, 165 and 166 say where
// the spec is silent.
import { z } from "zod";
import { operations } from "./operation";
import { MANAGERS } from "../domain/roles";
import { browserStepSchema } from "./payment";
import { emailField } from "./users";
import { id, idText, localDate, text } from "./vocabulary";

const { get, post } = operations("gifts");

export const voucherSchema = z.object({
  /** as printed: 'XXXX-XXXX-XXXX-XXXX-XXXX' */
  code: z.string(),
  /** 'amount': a sum to spend on any booking; 'service': one named service, whatever it costs then */
  kind: z.enum(["amount", "service"]),
  /** cents: the amount, or what the service cost when the voucher was bought */
  value: z.number(),
  /** cents left */
  balance: z.number(),
  /** the last day it can be spent (the business's local date) */
  validUntil: z.string(),
  /** the service a service voucher is for */
  service: z.object({ id: z.number(), name: z.record(z.string(), z.string()), slug: z.string().nullable() }).nullable(),
  status: z.enum(["awaiting_payment", "scheduled", "sent", "partly_used", "used", "expired"]),
});

export const checkVoucher = get("/gifts/check/{code}", "What a gift voucher is for, what is left on it and until when; wrong codes from one IP are limited (10 an hour)", {
  access: "company",
  params: z.object({ code: text(60, 1) }),
  response: z.object({ voucher: voucherSchema }),
  errors: [400, 404, 429],
});

const localisedName = z.record(z.string(), z.string());

export const giftOffer = get("/gifts", "What can be bought on /gift: the themes, the amounts offered and the bounds of a free one, the services a voucher can name, its validity", {
  response: z.object({
    /** the business's local date: the first day the recipient can get it */
    today: z.string(),
    /** the last day it can be scheduled for */
    lastDeliveryDay: z.string(),
    themes: z.array(z.object({ id: z.string(), name: localisedName, image: z.string() })),
    /** cents */
    amounts: z.array(z.number()),
    minAmount: z.number(),
    maxAmount: z.number(),
    validityMonths: z.number(),
    services: z.array(z.object({ id: z.number(), name: localisedName, slug: z.string().nullable(), price: z.number() })),
    currency: z.string(),
  }),
  errors: [404],
});

/** A voucher as its buyer sees it in their history. */
export const boughtVoucherSchema = voucherSchema.extend({
  id: z.number(),
  themeId: z.string().nullable(),
  recipient: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  message: z.string().nullable(),
  /** the shop-local day the recipient gets it */
  deliverOn: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  /** times it was sent again, and how many more are allowed */
  resendsLeft: z.number(),
});
export type BoughtVoucher = z.infer<typeof boughtVoucherSchema>;

export const buyVoucher = post("/gifts", "Buys a gift voucher for someone: written awaiting its payment, the payment started for the server's price (the amount chosen, or the service's price)", {
  access: "customer",
  body: z.object({
    themeId: text(64, 1),
    /** cents, within the business's bounds; or a service, not both */
    amount: z.number().int("must be a whole number of cents").nullable().optional(),
    serviceId: id.nullable().optional(),
    recipient: z.object({ name: text(120, 1), email: emailField }),
    message: text(500).nullable().optional(),
    /** the shop-local day the recipient receives it (today when left out), at most a year ahead */
    deliverOn: localDate.nullable().optional(),
  }),
  status: 201,
  response: z.object({
    voucherId: z.number(),
    result: z.object({ token: z.string(), browser: browserStepSchema }),
    prices: z.object({ amount: z.number(), currency: z.string() }),
  }),
  errors: [400, 401, 409, 502],
});

const outcome = z.enum(["paid", "pending", "failed", "cancelled", "refunded"]);

export const payVoucher = post("/gifts/{id}/pay", "The browser's return from the provider's page for a voucher: the payment read back from the provider, the voucher made spendable, or voided by the provider's word or the owner's cancel (abandon)", {
  access: "customer",
  params: z.object({ id: idText }),
  body: z.object({
    /** the full address the provider sent the browser back to ('failed=1' when it is the failure address) */
    returnUrl: z.url().max(4000),
    /** the owner cancels the attempt (from their own page): the provider closes it where it can and, unless paid, what it held goes back */
    abandon: z.boolean().optional(),
  }),
  /** the voucher; null once its purchase is given up (the payment failed or was abandoned) */
  response: z.object({ outcome, message: z.string().nullable(), voucher: boughtVoucherSchema.nullable() }),
  errors: [400, 401, 404, 502],
});

export const postBackVoucher = post("/gifts/{id}/post-back", "A provider's signed result for a voucher posted through the browser (Lyra's kr-answer): verified by its signature, applied once", {
  params: z.object({ id: idText }),
  body: z.object({ body: z.string().min(1).max(20000) }),
  response: z.object({ outcome }),
  errors: [400, 404, 502],
});

export const giftHistory = get("/gifts/giftHistory", "The vouchers the signed-in customer bought, newest first, a page at a time", {
  access: "customer",
  query: z.object({
    page: z.string().regex(/^[1-9]\d{0,4}$/, "must be a page number from 1").transform(Number).optional(),
    itemPerPage: z.string().regex(/^[1-9]\d?$/, "must be 1 to 99").transform(Number).optional(),
  }),
  response: z.object({ items: z.array(boughtVoucherSchema), total: z.number(), page: z.number(), itemPerPage: z.number() }),
  errors: [400, 401],
});

export const resendVoucher = post("/gifts/{id}/resend", "Sends a paid voucher again, now, to its recipient or a new address (which becomes its recipient's); 5 times at most", {
  access: "customer",
  params: z.object({ id: idText }),
  body: z.object({ to: text(120, 1), email: emailField }),
  response: z.object({ voucher: boughtVoucherSchema }),
  errors: [400, 401, 404, 409, 429],
});

export const voucherPdf = get("/gifts/{id}/pdf", "A bought voucher's printable PDF, base64 in JSON (the storefront serves it as a file)", {
  access: "customer",
  params: z.object({ id: idText }),
  response: z.object({ filename: z.string(), contentType: z.literal("application/pdf"), content: z.string() }),
  errors: [401, 404, 409],
});

export const vouchersUsed = get("/gifts/nbused/{from}/{to}", "How many vouchers paid for bookings between two shop-local days and how much they paid (for the business)", {
  access: "provider",
  allow: MANAGERS,
  params: z.object({ from: localDate, to: localDate }),
  response: z.object({ vouchers: z.number(), spends: z.number(), amount: z.number() }),
  errors: [400, 401],
});
