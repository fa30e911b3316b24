// A sale at the counter (decision 278): gift vouchers and e-shop products sold by the front desk
// to a known customer or a walk-in, paid at once through the counter's checkout — a loyalty reward
// of the customer's card, a gift voucher (the vouchers' one spend), then cash or the card
// terminal — so the balance is zero. One
// transaction: the products' stock taken (never below zero: server/eshop/stock.ts), the vouchers
// written, the payments recorded and the points earned, or nothing. The desk's form sends a key:
// the same sale sent twice is written once.
import type { TenantCompany } from "../tenant";
import { and, eq } from "drizzle-orm";
import { orderBalance, voucherAtCounter, type MoneyMethod } from "../../domain/counter-checkout";
import { rewardOnSale, saleEarning, takeMoney } from "../../domain/counter-sale";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import { voucherRefusal, voucherValidUntil } from "../../domain/gift-voucher";
import { localDateOf } from "../../domain/time";
import type { Lang } from "../../domain/types";
import { actorOf, assertShop, type TeamMember } from "../accounts/team";
import { audit } from "../audit";
import { catalogueSnapshot } from "../catalogue/snapshot";
import { counterSaleLines, counterSales, customers } from "../db/schema";
import { pricedLines } from "../eshop/orders";
import { takeStock } from "../eshop/stock";
import { deliverIfDue } from "../gifts/paid";
import { insertVoucher, pricedVoucher } from "../gifts/purchase";
import { spendVouchers, voucherByCode } from "../gifts/vouchers";
import { companyTimeZone, earnPoints } from "../loyalty/cards";
import { SALE_LINK } from "../orders/links";
import { recordCounterPayments, unusedReward, useReward } from "../payments/counter";

export interface SaleAsk {
  shopId: number;
  /** absent or null: a walk-in */
  customerId?: number | null;
  products?: { id: number; quantity: number }[];
  vouchers?: { themeId: string; amount?: number | null; serviceId?: number | null; recipientName: string; recipientEmail?: string | null; message?: string | null; send?: boolean }[];
  /** one of the (known) customer's unused loyalty rewards */
  rewardId?: number;
  /** a gift voucher the customer pays with; `amount` absent: all it can pay */
  voucher?: { code: string; amount?: number };
  payments?: { method: MoneyMethod; amount: number }[];
  /** drawn by the desk's form: a second submit answers the first sale */
  key: string;
  lang: Lang;
}

/** Sells at the counter, all or nothing; answers the sale's id (the first one for a key sent again). */
export async function sellAtCounter({ db, company }: TenantCompany, user: TeamMember, ask: SaleAsk, now: Date): Promise<{ id: number; again: boolean }> {
  assertShop(user, ask.shopId);
  const shop = (await catalogueSnapshot(db, company)).shops.find((s) => s.id === ask.shopId);
  if (!shop) throw new NotFound("shop_not_found", { shopId: "unknown" });
  if (!ask.products?.length && !ask.vouchers?.length) throw new Invalid({ products: "a product or a voucher to sell" });
  if (ask.rewardId !== undefined && ask.customerId == null) throw new Invalid({ rewardId: "a walk-in has no loyalty card: name the customer" });
  if (ask.customerId != null) {
    const [known] = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.companyId, company.id), eq(customers.id, ask.customerId)));
    if (!known) throw new NotFound("not_found", { customerId: "unknown" });
  }
  const lines = ask.products?.length ? await pricedLines({ db, company }, { shop, lines: ask.products }, "products") : [];
  const vouchers: (NonNullable<typeof ask.vouchers>[number] & { price: Awaited<ReturnType<typeof pricedVoucher>> })[] = [];
  for (const [i, v] of (ask.vouchers ?? []).entries()) {
    if (v.send && !v.recipientEmail) throw new Invalid({ [`vouchers.${i}.recipientEmail`]: "required to send it" });
    vouchers.push({ ...v, price: await pricedVoucher({ db, company }, { themeId: v.themeId, amount: v.amount ?? null, serviceId: v.serviceId ?? null }, `vouchers.${i}.`) });
  }
  const value = { products: lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0), vouchers: vouchers.reduce((s, v) => s + v.price.value, 0) };
  const total = value.products + value.vouchers;
  if (total <= 0) throw new Invalid({ products: "nothing to pay" });
  const timeZone = await companyTimeZone({ db, companyId: company.id });
  return db.transaction(async (tx) => {
    const [sale] = await tx
      .insert(counterSales)
      .values({ companyId: company.id, shopId: shop.id, customerId: ask.customerId ?? null, total, currency: company.settings.booker.mCurrency.code, soldBy: user.id, key: ask.key, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!sale) {
      const [first] = await tx.select({ id: counterSales.id }).from(counterSales).where(and(eq(counterSales.companyId, company.id), eq(counterSales.key, ask.key)));
      return { id: first!.id, again: true };
    }
    await takeStock({ db: tx, companyId: company.id }, shop.id, lines.map((l) => ({ articleId: l.articleId, quantity: l.quantity })), (i) => `products.${i}.quantity`);
    if (lines.length) await tx.insert(counterSaleLines).values(lines.map((l) => ({ companyId: company.id, saleId: sale.id, articleId: l.articleId, name: l.name, unitPrice: l.unitPrice, quantity: l.quantity, vat: l.vat })));
    const sold = [];
    for (const v of vouchers) {
      const row = await insertVoucher(tx, {
        companyId: company.id,
        ...v.price,
        balance: v.price.value,
        validUntil: voucherValidUntil(now, company.settings.booker.gift.validityMonths, timeZone),
        deliverOn: localDateOf(now, timeZone),
        recipientName: v.recipientName,
        recipientEmail: v.send ? v.recipientEmail! : null,
        message: v.message ?? null,
        themeId: v.themeId,
        lang: ask.lang,
        buyerId: ask.customerId ?? null,
        state: "active",
        paidAt: now,
        counterSaleId: sale.id,
      });
      sold.push(row);
    }
    const taken: Parameters<typeof recordCounterPayments>[2][number][] = [];
    // the reward first (a discount of the customer's), then the voucher, then money, as on a booking
    let rewardPaid = 0;
    if (ask.rewardId !== undefined) {
      const reward = await unusedReward({ db: tx, companyId: company.id }, ask.customerId!, ask.rewardId);
      if (!reward) throw new NotFound("reward_unknown", { rewardId: "unknown" });
      const priced = rewardOnSale(reward.reward, lines, total);
      if (!priced.ok) throw new Invalid({ rewardId: priced.reason }, priced.reason);
      if (!(await useReward({ db: tx, companyId: company.id }, reward.id, null, now))) throw new Conflict("reward_used", { rewardId: "used" });
      taken.push({ method: "loyalty", amount: priced.amount, rewardId: reward.id });
      rewardPaid = priced.amount;
    }
    let voucherPaid = 0;
    if (ask.voucher) {
      const row = await voucherByCode({ db: tx, companyId: company.id }, ask.voucher.code, "voucher.code");
      const refusal = voucherRefusal(row, now, timeZone);
      if (refusal) throw refusal === "voucher_used" ? new Conflict(refusal, { "voucher.code": refusal }) : new Invalid({ "voucher.code": refusal }, refusal);
      const priced = voucherAtCounter(row, [], total - rewardPaid, ask.voucher.amount ?? null);
      if (!priced.ok) throw new Invalid({ [priced.reason === "more_than_due" ? "voucher.amount" : "voucher.code"]: priced.reason }, priced.reason);
      await spendVouchers({ db: tx, companyId: company.id }, sale.id, [{ row, paid: priced.amount }], "voucher.code", now, SALE_LINK);
      taken.push({ method: "voucher", amount: priced.amount, voucherId: row.id });
      voucherPaid = priced.amount;
    }
    const money = takeMoney(orderBalance({ amount: total, paidOnline: 0, vouchersPaid: voucherPaid, counter: taken.filter((p) => p.method === "loyalty") }), ask.payments ?? []);
    if (!money.ok) throw new Invalid({ [`payments.${money.index}.amount`]: "more_than_due" }, "more_than_due");
    if (money.due > 0) throw new Invalid({ payments: `${money.due} left to pay` }, "sale_not_settled");
    taken.push(...(ask.payments ?? []).map((p) => ({ method: p.method, amount: p.amount })));
    await recordCounterPayments({ db: tx, companyId: company.id }, { saleId: sale.id }, taken, user.id, now);
    if (ask.customerId != null) {
      const points = saleEarning(company.settings.booker.loyalty, value, voucherPaid + rewardPaid);
      await earnPoints({ db: tx, companyId: company.id, customerId: ask.customerId }, points, now, null, { base: total - voucherPaid - rewardPaid, bonus: 0 }, { counterSaleId: sale.id });
    }
    for (const row of sold) await deliverIfDue({ db: tx, company }, row, now);
    await audit({ db: tx, company, actor: actorOf(user), now }, { action: "create", entity: "counter_sale", id: sale.id, before: null, after: { total, products: lines.map((l) => ({ id: l.articleId, quantity: l.quantity })), vouchers: sold.map((v) => v.id), taken: taken.map((p) => ({ method: p.method, amount: p.amount })) } });
    return { id: sale.id, again: false };
  });
}
