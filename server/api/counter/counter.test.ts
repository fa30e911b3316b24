// Sales at the counter (decision 278): a gift voucher and e-shop products sold to a walk-in or a
// known customer through the counter's checkout (a loyalty reward, a voucher, cash, the card terminal) until the
// balance is zero, the stock taken at the shop, never below zero when two desks sell the last
// box at once; the sale in the orders' lists; a refund in cash or on the terminal, once per key,
// the points and the vouchers sold following. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { generateVoucherCode } from "../../../domain/gift-voucher";
import { companyId, serviceId, shopId, signedInCustomer } from "../../booking/test-support";
import { counterSales, giftVouchers, loyaltyCards, loyaltyLedger, loyaltyRewards, outbox, shopArticles } from "../../db/schema";
import { ownBusiness } from "../../test-business";
import { useTestServer } from "../../use-test-server";
import { asUser, companyUser } from "../provider-test-support";

const server = useTestServer();
const db = () => server.database.db;

/** A business of its own: Paris (2 boxes « coffret découverte », 59 €, in stock), Lyon, a manager of Paris. */
async function desk() {
  const token = await ownBusiness(db());
  const company = await companyId(db(), token);
  const paris = await shopId(db(), token, "ab-1001");
  const lyon = await shopId(db(), token, "ab-1002");
  return { token, company, paris, lyon, box: await serviceId(db(), token, "coffret-decouverte"), salts: await serviceId(db(), token, "sels-de-bain"), manager: await companyUser(server, token, "manager", [paris]) };
}
type Desk = Awaited<ReturnType<typeof desk>>;

let keys = 0;
const key = () => `k${Date.now().toString(36)}${(keys++).toString(36).padStart(4, "0")}`;
const sell = (d: Desk, body: Record<string, unknown>, who: { token: string; company: string } = d.manager) => asUser(server, who, "POST", "/api/counter/sales", { shopId: d.paris, key: key(), ...body });
const refund = (d: Desk, saleId: number, body: Record<string, unknown>) => asUser(server, d.manager, "POST", `/api/counter/sales/${saleId}/refunds`, { key: key(), ...body });
const stockOf = async (d: Desk, articleId: number) => (await db().select().from(shopArticles).where(and(eq(shopArticles.shopId, d.paris), eq(shopArticles.articleId, articleId))))[0]!.stock;
const detail = async (d: Desk, id: number) => (await (await asUser(server, d.manager, "GET", `/api/orders/counter/${id}`)).json()).order;
const pointsOf = async (customerId: number) => (await db().select().from(loyaltyCards).where(eq(loyaltyCards.customerId, customerId)))[0]?.balance ?? 0;
const voucherOf = async (saleId: number) => (await db().select().from(giftVouchers).where(eq(giftVouchers.counterSaleId, saleId)))[0]!;
const lea = { themeId: "zen", amount: 5000, recipientName: "Léa" };

describe("a sale at the counter", () => {
  it("sells a voucher and a box to a walk-in for cash and the card terminal, the stock taken, listed with source 'counter'", async () => {
    const d = await desk();
    const res = await sell(d, { products: [{ id: d.box, quantity: 1 }], vouchers: [lea], payments: [{ method: "cash", amount: 4000 }, { method: "card_terminal", amount: 6900 }] });
    expect(res.status, await res.clone().text()).toBe(200);
    const { sale } = await res.json();
    expect(sale).toMatchObject({ reference: `C${String(sale.id).padStart(6, "0")}`, again: false });
    expect(await stockOf(d, d.box)).toBe(1);
    const v = await voucherOf(sale.id);
    expect(v).toMatchObject({ state: "active", kind: "amount", value: 5000, balance: 5000, buyerId: null, recipientName: "Léa", recipientEmail: null });

    const order = await detail(d, sale.id);
    expect(order).toMatchObject({ kind: "counter", source: "counter", state: "paid", customer: null, total: 10900, paidOnline: 0, refunded: 0, shop: { id: d.paris } });
    expect(order.lines.map((l: { amount: number }) => l.amount)).toEqual([5900, 5000]);
    expect(order.counter.payments.map((p: { method: string; amount: number }) => [p.method, p.amount])).toEqual([["cash", 4000], ["card_terminal", 6900]]);
    expect(order.counter.refundable).toEqual({ cash: 4000, card_terminal: 6900 });
    const list = await (await asUser(server, d.manager, "GET", "/api/orders?kind=counter")).json();
    expect(list.orders).toEqual([expect.objectContaining({ id: sale.id, kind: "counter", source: "counter", total: 10900 })]);
    // sold at the counter, the voucher is part of the sale, not an online voucher order
    expect((await (await asUser(server, d.manager, "GET", "/api/orders?kind=voucher")).json()).orders).toEqual([]);
    // the voucher sold pays at once for something else
    const next = await sell(d, { products: [{ id: d.salts, quantity: 1 }], voucher: { code: v.code } });
    expect(next.status, await next.clone().text()).toBe(200);
  });

  it("refuses, naming the field and changing nothing, a sale that does not settle or pays too much, an unknown product, a shop not the manager's", async () => {
    const d = await desk();
    const short = await sell(d, { products: [{ id: d.box, quantity: 1 }], payments: [{ method: "cash", amount: 5000 }] });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: { code: "sale_not_settled", fields: { payments: "900 left to pay" } } });
    const over = await sell(d, { products: [{ id: d.box, quantity: 1 }], payments: [{ method: "cash", amount: 5000 }, { method: "card_terminal", amount: 1000 }] });
    expect(await over.json()).toMatchObject({ error: { code: "more_than_due", fields: { "payments.1.amount": "more_than_due" } } });
    const unknown = await sell(d, { products: [{ id: 99999999, quantity: 1 }], payments: [{ method: "cash", amount: 100 }] });
    expect(await unknown.json()).toMatchObject({ error: { fields: { "products.0.id": "not sold by this shop" } } });
    const theme = await sell(d, { vouchers: [{ ...lea, themeId: "nope" }], payments: [{ method: "cash", amount: 5000 }] });
    expect(await theme.json()).toMatchObject({ error: { fields: { "vouchers.0.themeId": "unknown theme" } } });
    expect((await sell(d, { shopId: d.lyon, products: [{ id: d.box, quantity: 1 }], payments: [{ method: "cash", amount: 5900 }] })).status).toBe(403);
    const many = await sell(d, { products: [{ id: d.box, quantity: 3 }], payments: [{ method: "cash", amount: 17700 }] });
    expect(many.status).toBe(409);
    expect(await many.json()).toMatchObject({ error: { code: "out_of_stock", fields: { "products.0.quantity": "2 left" } } });
    expect(await stockOf(d, d.box)).toBe(2);
    expect(await db().select().from(counterSales).where(eq(counterSales.companyId, d.company))).toEqual([]);
  });

  it("sells the last box once when two desks sell it at once; the same key twice is one sale", async () => {
    const d = await desk();
    await db().update(shopArticles).set({ stock: 1 }).where(and(eq(shopArticles.shopId, d.paris), eq(shopArticles.articleId, d.box)));
    const both = await Promise.all([0, 1].map(() => sell(d, { products: [{ id: d.box, quantity: 1 }], payments: [{ method: "cash", amount: 5900 }] })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await stockOf(d, d.box)).toBe(0);
    expect(await db().select().from(counterSales).where(eq(counterSales.companyId, d.company))).toHaveLength(1);

    const same = key();
    const twice = await Promise.all([0, 1].map(() => sell(d, { key: same, products: [{ id: d.salts, quantity: 1 }], payments: [{ method: "card_terminal", amount: 1900 }] })));
    expect(twice.map((r) => r.status)).toEqual([200, 200]);
    const ids = await Promise.all(twice.map(async (r) => (await r.json()).sale));
    expect(ids[0].id).toBe(ids[1].id);
    expect(ids.map((s) => s.again).sort()).toEqual([false, true]);
    expect(await db().select().from(counterSales).where(eq(counterSales.companyId, d.company))).toHaveLength(2);
  });

  it("earns a known customer's points on the money taken, mails a voucher sent, and a refund takes back points and the voucher sold", async () => {
    const d = await desk();
    const { customer } = await signedInCustomer(db(), d.token);
    const [paying] = await db().insert(giftVouchers).values({ companyId: d.company, code: generateVoucherCode((n) => randomBytes(n)), kind: "amount", value: 2000, balance: 2000, validUntil: "2099-12-31", deliverOn: "2026-11-01" }).returning();
    const res = await sell(d, { customerId: customer.id, products: [{ id: d.box, quantity: 1 }], vouchers: [{ ...lea, recipientEmail: "lea@example.com", send: true }], voucher: { code: paying!.code }, payments: [{ method: "cash", amount: 3900 }, { method: "card_terminal", amount: 5000 }] });
    expect(res.status, await res.clone().text()).toBe(200);
    const { sale } = await res.json();
    // the paying voucher pays the box first: 39 € of products earn, the voucher sold earns nothing (the programme's switch)
    expect(await pointsOf(customer.id)).toBe(39);
    const sold = await voucherOf(sale.id);
    expect(sold).toMatchObject({ buyerId: customer.id, recipientEmail: "lea@example.com" });
    expect(sold.sentAt).not.toBeNull();
    expect((await db().select().from(outbox)).some((m) => JSON.stringify(m).includes("lea@example.com"))).toBe(true);

    // more than the cash took: refused, nothing given
    const tooMuch = await refund(d, sale.id, { method: "cash", amount: 4000 });
    expect(tooMuch.status).toBe(400);
    expect(await tooMuch.json()).toMatchObject({ error: { code: "refund_too_large", fields: { amount: "at most 3900" } } });
    // a double submit of one refund is one refund
    const k = key();
    const twice = await Promise.all([0, 1].map(() => refund(d, sale.id, { key: k, method: "cash", amount: 3000 })));
    expect(twice.map((r) => r.status)).toEqual([200, 200]);
    expect((await detail(d, sale.id)).counter.refunds).toHaveLength(1);
    expect(await pointsOf(customer.id)).toBeLessThan(39);
    // past the products' value (59 €): the voucher sold loses the rest
    const more = await refund(d, sale.id, { method: "card_terminal", amount: 4000 });
    expect(more.status, await more.clone().text()).toBe(200);
    expect((await more.json()).refund).toMatchObject({ refunded: 7000, again: false });
    expect((await voucherOf(sale.id)).balance).toBe(5000 - 1100);
    const order = await detail(d, sale.id);
    expect(order).toMatchObject({ refunded: 7000, state: "paid" });
    expect(order.counter.refundable).toEqual({ cash: 900, card_terminal: 1000 });
  });

  it("refuses a refund past the voucher sold once it was spent", async () => {
    const d = await desk();
    const { sale } = await (await sell(d, { vouchers: [lea], payments: [{ method: "cash", amount: 5000 }] })).json();
    const v = await voucherOf(sale.id);
    expect((await sell(d, { products: [{ id: d.box, quantity: 1 }], voucher: { code: v.code }, payments: [{ method: "cash", amount: 900 }] })).status).toBe(200);
    const res = await refund(d, sale.id, { method: "cash", amount: 1000 });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: "voucher_sold_spent" } });
    expect((await detail(d, sale.id)).refunded).toBe(0);
  });

  it("takes a loyalty reward of a known customer's card once — an amount, or a free product the sale sells — and earns only on the money", async () => {
    const d = await desk();
    const { customer } = await signedInCustomer(db(), d.token);
    const [card] = await db().insert(loyaltyCards).values({ companyId: d.company, customerId: customer.id, balance: 0 }).returning();
    const reward = async (r: { type: "amount"; amount: number } | { type: "product"; articleId: number }) => {
      const [ledger] = await db().insert(loyaltyLedger).values({ companyId: d.company, cardId: card!.id, type: "spend", points: 100, at: new Date(), tierId: "t" }).returning();
      return (await db().insert(loyaltyRewards).values({ companyId: d.company, cardId: card!.id, ledgerId: ledger!.id, tierId: "t", reward: r }).returning())[0]!;
    };
    const five = await reward({ type: "amount", amount: 500 });
    const freeBox = await reward({ type: "product", articleId: d.box });

    // a walk-in has no card
    let res = await sell(d, { products: [{ id: d.box, quantity: 1 }], rewardId: five.id, payments: [{ method: "cash", amount: 5400 }] });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty(["rewardId"]);
    // 5 € off the box, the rest in cash: the reward used, the points on the 54 € of money only
    res = await sell(d, { customerId: customer.id, products: [{ id: d.box, quantity: 1 }], rewardId: five.id, payments: [{ method: "cash", amount: 5400 }] });
    expect(res.status, await res.clone().text()).toBe(200);
    const { sale } = await res.json();
    expect((await detail(d, sale.id)).counter.payments.map((p: { method: string; amount: number }) => [p.method, p.amount])).toEqual([["loyalty", 500], ["cash", 5400]]);
    expect((await db().select().from(loyaltyRewards).where(eq(loyaltyRewards.id, five.id)))[0]!.usedAt).not.toBeNull();
    expect(await pointsOf(customer.id)).toBe(54);
    expect(await stockOf(d, d.box)).toBe(1);
    // used: unknown the second time, nothing sold
    res = await sell(d, { customerId: customer.id, products: [{ id: d.box, quantity: 1 }], rewardId: five.id, payments: [{ method: "cash", amount: 5400 }] });
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatchObject({ code: "reward_unknown", fields: { rewardId: "unknown" } });
    expect(await stockOf(d, d.box)).toBe(1);
    // a free box is no use on bath salts; on the box it pays it all
    res = await sell(d, { customerId: customer.id, products: [{ id: d.salts, quantity: 1 }], rewardId: freeBox.id, payments: [{ method: "cash", amount: 100 }] });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ rewardId: "reward_item_not_in_order" });
    res = await sell(d, { customerId: customer.id, products: [{ id: d.box, quantity: 1 }], rewardId: freeBox.id });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await detail(d, (await res.json()).sale.id)).counter.payments.map((p: { method: string; amount: number }) => [p.method, p.amount])).toEqual([["loyalty", 5900]]);
    expect(await pointsOf(customer.id)).toBe(54);
    expect(await stockOf(d, d.box)).toBe(0);
  });
});
