// Gift vouchers (spec §7 'Gifts'): checking a code — what it is for, what is left on it, until
// when. Buying, history and resending come with the purchase. The rules are
// domain/gift-voucher.ts's; decisions 057 and 165 say where the spec is silent.
import { z } from "zod";
import { operations } from "./operation";
import { text } from "./vocabulary";

const { get } = operations("gifts");

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
  status: z.enum(["scheduled", "sent", "partly_used", "used", "expired"]),
});

export const checkVoucher = get("/gifts/check/{code}", "What a gift voucher is for, what is left on it and until when; wrong codes from one IP are limited (10 an hour)", {
  access: "company",
  params: z.object({ code: text(60, 1) }),
  response: z.object({ voucher: voucherSchema }),
  errors: [400, 404, 429],
});
