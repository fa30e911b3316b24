// Sales at the counter (decision 278): gift vouchers and e-shop products sold by the front desk to
// a known customer or a walk-in, paid at once (a loyalty reward, a gift voucher, cash, the card terminal) so the
// balance is zero, and money given back on such a sale. Owners and managers at their shops.
import { z } from "zod";
import { MONEY_METHODS } from "../domain/counter-checkout";
import { LANGS } from "../domain/types";
import { MANAGERS } from "../domain/roles";
import { operations } from "./operation";
import { id, idText, text } from "./vocabulary";
import { emailField } from "./users";

const { post } = operations("counter");

const cents = z.number().int().min(1).max(100_000_000);
/** drawn by the desk's form once per sale or refund: the same key sent again answers the first */
const key = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "8 to 64 letters, digits, - or _");

export const sellAtCounter = post("/counter/sales", "Sells gift vouchers and e-shop products at the counter to a known customer (`customerId`) or a walk-in, all or nothing: the products' stock taken at the shop (409 out_of_stock naming the line, never below zero), the vouchers written (mailed to their recipient with `send`), then paid — a loyalty reward of the customer's card (an amount, or a free product the sale sells; 404 reward_unknown, 409 reward_used), a gift voucher, then cash or the card terminal — so nothing is left (400 more_than_due naming a line above what is due; 400 sale_not_settled while something is left). A known customer earns the loyalty points of the money taken. The same `key` again: the first sale, nothing done twice (owner; a manager at their shops)", {
  access: "provider",
  allow: MANAGERS,
  body: z.object({
    shopId: id,
    customerId: id.nullable().optional(),
    products: z.array(z.object({ id, quantity: z.number().int().min(1).max(999) })).max(30).optional(),
    vouchers: z
      .array(
        z.object({
          themeId: text(60, 1),
          /** cents, an amount voucher; or serviceId, a service voucher */
          amount: cents.nullable().optional(),
          serviceId: id.nullable().optional(),
          recipientName: text(120, 1),
          recipientEmail: emailField.nullable().optional(),
          message: text(500).nullable().optional(),
          /** mailed to its recipient now (else handed over printed) */
          send: z.boolean().optional(),
        }),
      )
      .max(10)
      .optional(),
    /** one of the customer's unused loyalty rewards (a known customer only) */
    rewardId: id.optional(),
    voucher: z.object({ code: text(40, 1), amount: cents.optional() }).optional(),
    payments: z.array(z.object({ method: z.enum(MONEY_METHODS), amount: cents })).max(4).optional(),
    key,
    lang: z.enum(LANGS).optional(),
  }),
  response: z.object({ sale: z.object({ id: z.number(), reference: z.string(), again: z.boolean() }) }),
  errors: [400, 401, 403, 404, 409],
});

export const refundAtCounter = post("/counter/sales/{id}/refunds", "Gives money back on a sale at the counter, in cash or on the card terminal: at most what that method took and was not given back (400 refund_too_large naming `amount`); past the products' value, the vouchers the sale sold lose that much of their balance (409 voucher_sold_spent once spent). The loyalty points of what is given back are taken back. The same `key` again: the first refund, nothing given twice (owner; a manager at the sale's shop)", {
  access: "provider",
  allow: MANAGERS,
  params: z.object({ id: idText }),
  body: z.object({ method: z.enum(MONEY_METHODS), amount: cents, key }),
  response: z.object({ refund: z.object({ id: z.number(), method: z.enum(MONEY_METHODS), amount: z.number(), refunded: z.number(), again: z.boolean() }) }),
  errors: [400, 401, 403, 404, 409],
});
