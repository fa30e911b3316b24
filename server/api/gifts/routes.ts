// Gift vouchers (spec §7 'Gifts'): parse, call server/gifts/, answer.
import { requestScope } from "../scope";
import * as op from "../../../contract/gifts";
import { Conflict, NotFound } from "../../../domain/errors";
import { boughtVoucherAnswer, boughtVouchers, checkedVoucher } from "../../gifts/answers";
import { guardVoucherGuesses } from "../../gifts/guessing";
import { FILE_WORD } from "../../gifts/copy";
import { voucherPrint } from "../../gifts/mail";
import { voucherPdf } from "../../gifts/pdf";
import { boughtVoucher, giftHistory, giftOffer, resendVoucher, startVoucherPurchase, vouchersUsed } from "../../gifts/purchase";
import { voucherByCode } from "../../gifts/vouchers";
import { browserReturn, postBack, returnAddresses } from "../payment/routes";
import { voucherPayments } from "../../gifts/paid";
import { handle, resourceRoutes } from "../route";

export const giftRoutes = resourceRoutes();


handle(giftRoutes, op.checkVoucher, async (c) => {
  const scope = requestScope(c);
  const row = await guardVoucherGuesses(c, true, () => voucherByCode(scope, c.req.valid("param").code, "code"));
  return c.json({ voucher: await checkedVoucher(scope, row, c.get("now")) }, 200);
});

handle(giftRoutes, op.giftOffer, async (c) => c.json(await giftOffer(requestScope(c), c.get("now")), 200));

handle(giftRoutes, op.buyVoucher, async (c) => {
  const body = c.req.valid("json");
  const addresses = await returnAddresses(c, voucherPayments);
  const started = await startVoucherPurchase(
    requestScope(c),
    c.get("customer")!,
    { themeId: body.themeId, amount: body.amount ?? null, serviceId: body.serviceId ?? null, recipientName: body.recipient.name, recipientEmail: body.recipient.email, message: body.message?.trim() || null, deliverOn: body.deliverOn ?? null, lang: c.get("lang") },
    c.get("now"),
    addresses,
  );
  return c.json({ voucherId: started.voucherId, result: { token: started.token, browser: started.browser }, prices: { amount: started.amount, currency: started.currency } }, 201);
});

handle(giftRoutes, op.payVoucher, async (c) => {
  const scope = requestScope(c);
  const customer = c.get("customer")!;
  const voucherId = c.req.valid("param").id;
  const { returnUrl, abandon } = c.req.valid("json");
  // only the owner's own cancel ends the attempt: an address followed ends nothing
  const told = await browserReturn(c, "voucher", voucherId, returnUrl, abandon === true);
  const row = await boughtVoucher(scope, customer.id, voucherId).catch((err) => {
    // voided by this very return (the customer left the provider's page): still theirs to read
    if (err instanceof NotFound) return null;
    throw err;
  });
  return c.json({ ...told, voucher: row ? await boughtVoucherAnswer(scope, row, c.get("now")) : null }, 200);
});

handle(giftRoutes, op.postBackVoucher, async (c) => c.json(await postBack(c, "voucher", c.req.valid("param").id, c.req.valid("json").body), 200));

handle(giftRoutes, op.giftHistory, async (c) => {
  const scope = requestScope(c);
  const { page = 1, itemPerPage = 10 } = c.req.valid("query");
  const { rows, total } = await giftHistory(scope, c.get("customer")!.id, page, itemPerPage);
  return c.json({ items: await boughtVouchers(scope, rows, c.get("now")), total, page, itemPerPage }, 200);
});

handle(giftRoutes, op.resendVoucher, async (c) => {
  const scope = requestScope(c);
  const { to, email } = c.req.valid("json");
  const row = await resendVoucher(scope, c.get("customer")!.id, c.req.valid("param").id, { name: to.trim(), email }, c.get("now"));
  return c.json({ voucher: await boughtVoucherAnswer(scope, row, c.get("now")) }, 200);
});

handle(giftRoutes, op.voucherPdf, async (c) => {
  const scope = requestScope(c);
  const row = await boughtVoucher(scope, c.get("customer")!.id, c.req.valid("param").id);
  if (row.state !== "active") throw new Conflict("gift_not_paid", { id: "its payment has not arrived yet" });
  const print = await voucherPrint(scope, row);
  const pdf = await voucherPdf(print);
  return c.json({ filename: `${FILE_WORD[print.lang]}-${row.code}.pdf`, contentType: "application/pdf" as const, content: pdf.toString("base64") }, 200);
});

handle(giftRoutes, op.vouchersUsed, async (c) => {
  const { from, to } = c.req.valid("param");
  return c.json(await vouchersUsed(requestScope(c), from, to), 200);
});
