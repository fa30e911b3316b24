// Money the front desk gives back on a sale at the counter (decision 278), in cash or on the card
// terminal: never more than that method took and was not given back (what a gift voucher paid
// stays spent); past the products' value it takes back the vouchers the sale sold, while unspent.
// The sale's row is locked first and the desk's key is unique: a double submit is one refund. The
// loyalty points of what is given back are taken back, as for any refund (takeBackForRefund).
import type { Tenant, TenantCompany } from "../tenant";
import { and, asc, eq, sql } from "drizzle-orm";
import type { MoneyMethod } from "../../domain/counter-checkout";
import { counterRefundPlan, refundableByMethod } from "../../domain/counter-sale";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import { actorOf, assertShop, type TeamMember } from "../accounts/team";
import { audit } from "../audit";
import { counterPayments, counterRefunds, counterSaleLines, counterSales, giftVouchers } from "../db/schema";
import { takeBackForRefund } from "../loyalty/cards";
import { SALE_LINK } from "../orders/links";

export interface CounterRefundAsk {
  method: MoneyMethod;
  amount: number;
  key: string;
}

/** What each method may still give back on a sale, and what its products and vouchers were worth. */
export async function saleRefundable({ db, companyId }: Tenant, saleId: number) {
  const [taken, refunds, lines, vouchers] = await Promise.all([
    db.select({ method: counterPayments.method, amount: counterPayments.amount }).from(counterPayments).where(and(eq(counterPayments.companyId, companyId), eq(counterPayments.saleId, saleId))),
    db.select().from(counterRefunds).where(and(eq(counterRefunds.companyId, companyId), eq(counterRefunds.saleId, saleId))).orderBy(asc(counterRefunds.id)),
    db.select({ unitPrice: counterSaleLines.unitPrice, quantity: counterSaleLines.quantity }).from(counterSaleLines).where(and(eq(counterSaleLines.companyId, companyId), eq(counterSaleLines.saleId, saleId))),
    db.select().from(giftVouchers).where(and(eq(giftVouchers.companyId, companyId), eq(giftVouchers.counterSaleId, saleId))).orderBy(asc(giftVouchers.id)),
  ]);
  const value = { products: lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0), vouchers: vouchers.reduce((s, v) => s + v.value, 0) };
  return { taken, refunds, vouchers, value, left: refundableByMethod(taken, refunds) };
}

/** Gives money back on a sale, once per key; answers the refund (the first one for a key sent again). */
export async function refundAtCounter({ db, company }: TenantCompany, user: TeamMember, saleId: number, ask: CounterRefundAsk, now: Date) {
  return db.transaction(async (tx) => {
    const [sale] = await tx.select().from(counterSales).where(and(eq(counterSales.companyId, company.id), eq(counterSales.id, saleId))).for("update");
    if (!sale) throw new NotFound("not_found", { id: "unknown" });
    assertShop(user, sale.shopId);
    const [first] = await tx.select().from(counterRefunds).where(and(eq(counterRefunds.companyId, company.id), eq(counterRefunds.key, ask.key)));
    if (first) {
      if (first.saleId !== saleId) throw new Conflict("invalid_input", { key: "used by another refund" });
      return { id: first.id, amount: first.amount, method: first.method, refunded: sale.refunded, again: true };
    }
    const state = await saleRefundable({ db: tx, companyId: company.id }, saleId);
    const plan = counterRefundPlan({ value: state.value, refunded: sale.refunded, left: state.left }, ask);
    if (!plan.ok) throw new Invalid({ amount: `at most ${plan.left}` }, "refund_too_large");
    let fromVouchers = plan.fromVouchersSold;
    for (const v of state.vouchers) {
      if (fromVouchers <= 0) break;
      const piece = Math.min(fromVouchers, v.balance);
      if (piece <= 0) continue;
      // only while the voucher still holds it: one spent meanwhile refuses the refund
      const [cut] = await tx
        .update(giftVouchers)
        .set({ balance: sql`${giftVouchers.balance} - ${piece}`, state: sql`case when ${giftVouchers.balance} - ${piece} = 0 then 'void' else ${giftVouchers.state} end` })
        .where(and(eq(giftVouchers.id, v.id), sql`${giftVouchers.balance} >= ${piece}`))
        .returning({ id: giftVouchers.id });
      if (cut) fromVouchers -= piece;
    }
    if (fromVouchers > 0) throw new Conflict("voucher_sold_spent", { amount: "voucher_sold_spent" });
    const [refund] = await tx.insert(counterRefunds).values({ companyId: company.id, saleId, method: ask.method, amount: ask.amount, key: ask.key, refundedBy: user.id, at: now }).returning();
    const [after] = await tx.update(counterSales).set({ refunded: sql`${counterSales.refunded} + ${ask.amount}` }).where(eq(counterSales.id, saleId)).returning({ refunded: counterSales.refunded });
    if (sale.customerId != null) await takeBackForRefund({ db: tx, companyId: company.id, customerId: sale.customerId }, saleId, after!.refunded, now, SALE_LINK);
    await audit({ db: tx, company, actor: actorOf(user), now }, { action: "refund", entity: "counter_sale", id: saleId, before: { refunded: sale.refunded }, after: { refunded: after!.refunded, method: ask.method, amount: ask.amount, vouchersTakenBack: plan.fromVouchersSold } });
    return { id: refund!.id, amount: refund!.amount, method: refund!.method, refunded: after!.refunded, again: false };
  });
}
