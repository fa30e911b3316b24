// Gift vouchers (spec §7 'Gifts'): parse, call server/gifts/, answer.
import { eq } from "drizzle-orm";
import * as op from "../../../contract/gifts";
import { articles } from "../../db/schema";
import { guardVoucherGuesses } from "../../gifts/guessing";
import { statusOf, voucherByCode } from "../../gifts/vouchers";
import { companyTimeZone } from "../../loyalty/cards";
import { handle, resourceRoutes } from "../route";

export const giftRoutes = resourceRoutes();

handle(giftRoutes, op.checkVoucher, async (c) => {
  const { db } = c.get("services");
  const company = c.get("company");
  const row = await guardVoucherGuesses(c, true, () => voucherByCode(db, company.id, c.req.valid("param").code, "code"));
  const [service] = row.articleId === null ? [] : await db.select({ id: articles.id, name: articles.name, slug: articles.slug }).from(articles).where(eq(articles.id, row.articleId));
  const timeZone = await companyTimeZone(db, company.id);
  return c.json(
    {
      voucher: {
        code: row.code,
        kind: row.kind,
        value: row.value,
        balance: row.balance,
        validUntil: row.validUntil,
        service: service ? { id: service.id, name: service.name as Record<string, string>, slug: service.slug } : null,
        status: statusOf(row, new Date(), timeZone),
      },
    },
    200,
  );
});
