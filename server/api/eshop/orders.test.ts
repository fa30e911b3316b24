// E-shop orders, end to end through the API against the local Stripe fake (the official SDK
// pointed at it; its webhooks signed as Stripe signs them and delivered to our callback): the
// checkout that takes the stock with the order, the payment, the confirmation mail, the stock
// given back, and 200 checkouts at once for 5 units. Runs on PGlite, and on PostgreSQL when
// DATABASE_URL is set.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cancelOnHostedPage, openHostedPage, submitCard } from "../../fakes/browser";
import { companyId, serviceId, signedInCustomer } from "../../booking/test-support";
import { randomBytes } from "node:crypto";
import { generateVoucherCode } from "../../../domain/gift-voucher";
import { hashPassword } from "../../auth/passwords";
import { companies, companyUsers, coupons, eshopOrders, giftVouchers, outbox, shopArticles, shops } from "../../db/schema";
import { SOLO, SPA } from "../../testing";
import { useStripeTestServer } from "../payment/stripe-test-server";
import { asUser, companyUser } from "../provider-test-support";

const { server, stripe, keys } = useStripeTestServer();

let spaId: number;
let box: number;
let oil: number;
let salts: number;
let lyon: number;

beforeAll(async () => {
  const db = server.database.db;
  spaId = await companyId(db, SPA);
  [box, oil, salts] = [await serviceId(db, SPA, "coffret-decouverte"), await serviceId(db, SPA, "huile-de-massage-relaxante"), await serviceId(db, SPA, "sels-de-bain")];
  lyon = (await db.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, spaId), eq(shops.externalId, "ab-1002"))))[0]!.id;
  const [row] = await db.select({ settings: companies.settings }).from(companies).where(eq(companies.id, spaId));
  const settings = structuredClone(row!.settings) as { booker: Record<string, unknown> };
  settings.booker.payment = { provider: "stripe", keys: { ...keys } };
  settings.booker.eshopEnabled = true;
  settings.booker.products = { active: true, delivery: { active: true, price: 590, freeFrom: 6000 }, holdMinutes: 30 };
  expect((await server.companies.updateSettings(spaId, settings)).ok).toBe(true);
});


const post = (body: unknown, auth: Record<string, string>) => ({ method: "POST", body: JSON.stringify(body), headers: { "content-type": "application/json", curlang: "en", ...auth } });
const order = (lines: { id: number; quantity: unknown }[], more: Record<string, unknown> = {}) => ({ shopId: "ab-1001", lines, fulfilment: "pickup", ...more });
const stockOf = async (articleId: number, shopId = "ab-1001") => (await (await server.api(`/api/eshop/stock/${articleId}/1?shopid=${shopId}`)).json()).stock as number;
async function setStock(articleId: number, shop: number, stock: number) {
  await server.database.db.update(shopArticles).set({ stock }).where(and(eq(shopArticles.shopId, shop), eq(shopArticles.articleId, articleId)));
}
const rowOf = async (id: number) => (await server.database.db.select().from(eshopOrders).where(eq(eshopOrders.id, id)))[0]!;

describe("checking out the product cart", () => {
  it("takes the stock with the order, is paid on Stripe's page, mails the order with its VAT, and lists it for its customer only", async () => {
    const me = await signedInCustomer(server.database.db, SPA);
    const before = await stockOf(box);
    const res = await server.api("/api/eshop/checkout", post(order([{ id: box, quantity: 1 }, { id: oil, quantity: 2 }], { prices: { toPay: 5900 + 2 * 2400 } }), me.auth));
    expect(res.status).toBe(201);
    const started = await res.json();
    expect(started.prices).toMatchObject({ subtotal: 10_700, deliveryPrice: 0, total: 10_700, toPay: 10_700, currency: "EUR" });
    expect(started.order).toMatchObject({ status: "pending", fulfilment: "pickup", reference: `VE${started.order.id}`, shop: { artebeauteId: "ab-1001" }, heldUntil: expect.any(String) });
    expect(started.order.lines.map((l: { quantity: number; total: number; vatAmount: number }) => [l.quantity, l.total, l.vatAmount])).toEqual([
      [1, 5900, 983],
      [2, 4800, 800],
    ]);
    expect(await stockOf(box)).toBe(before - 1);

    const page = await openHostedPage(started.result.browser);
    expect(page.html).toContain("€107.00");
    const back = await submitCard(page, "4242 4242 4242 4242");
    expect(await rowOf(started.order.id)).toMatchObject({ status: "paid", paidAt: expect.any(Date), heldUntil: null });
    const returned = await (await server.api(`/api/eshop/my-orders/${started.order.id}/pay`, post({ returnUrl: back.returned!.url }, me.auth))).json();
    expect(returned).toMatchObject({ outcome: "paid", order: { status: "paid", total: 10_700 } });
    await stripe.fake.controls.outbox.replayLast(3);

    const mails = await server.database.db.select().from(outbox).where(eq(outbox.recipient, me.customer.email!));
    expect(mails.map((m) => m.subject)).toEqual([`Your order VE${started.order.id} is confirmed`]);
    expect(mails[0]!.text).toContain("1 × Discovery box · €59 (incl. 20% VAT: €9.83)");
    expect(mails[0]!.text).toContain("Total paid: €107");
    expect(mails[0]!.text).toContain("To collect at ");

    const list = await (await server.api("/api/eshop/my-orders", { headers: me.auth })).json();
    expect(list).toMatchObject({ total: 1, orders: [{ id: started.order.id, status: "paid" }] });
    const stranger = await signedInCustomer(server.database.db, SPA);
    expect((await server.api(`/api/eshop/my-orders/${started.order.id}`, { headers: stranger.auth })).status).toBe(404);
    expect((await (await server.api("/api/eshop/my-orders", { headers: stranger.auth })).json()).orders).toEqual([]);
  });

  it("delivers for its price below the free threshold, and asks for an address", async () => {
    const me = await signedInCustomer(server.database.db, SPA);
    const address = { name: "Alice Martin", address: "3 rue des Lilas", zipcode: "69003", city: "Lyon", country: "France" };
    const noAddress = await server.api("/api/eshop/checkout", post(order([{ id: salts, quantity: 1 }], { fulfilment: "delivery" }), me.auth));
    expect(noAddress.status).toBe(400);
    expect((await noAddress.json()).error.fields).toHaveProperty("address");
    const res = await server.api("/api/eshop/checkout", post(order([{ id: salts, quantity: 1 }], { fulfilment: "delivery", address }), me.auth));
    expect(res.status).toBe(201);
    const started = await res.json();
    expect(started.prices.deliveryPrice).toBe(590);
    expect(started.order).toMatchObject({ fulfilment: "delivery", address: { ...address, phone: null }, total: started.prices.subtotal + 590 });
  });

  it("refuses bad lines naming the field, a changed price, and writes nothing", async () => {
    const me = await signedInCustomer(server.database.db, SPA);
    const before = await stockOf(box);
    for (const quantity of [0, -1, 1e9, "abc", 1.5]) {
      const res = await server.api("/api/eshop/checkout", post(order([{ id: box, quantity }]), me.auth));
      expect(res.status, String(quantity)).toBe(400);
      expect((await res.json()).error.fields).toHaveProperty("lines.0.quantity");
    }
    const massage = await serviceId(server.database.db, SPA, "massage-californien");
    const notAProduct = await server.api("/api/eshop/checkout", post(order([{ id: oil, quantity: 1 }, { id: massage, quantity: 1 }]), me.auth));
    expect((await notAProduct.json()).error).toMatchObject({ code: "product_unknown", fields: { "lines.1.id": expect.any(String) } });
    const twice = await server.api("/api/eshop/checkout", post(order([{ id: oil, quantity: 1 }, { id: oil, quantity: 1 }]), me.auth));
    expect((await twice.json()).error.fields).toHaveProperty("lines.1.id");
    const changed = await server.api("/api/eshop/checkout", post(order([{ id: box, quantity: 1 }], { prices: { toPay: 100 } }), me.auth));
    expect(changed.status).toBe(409);
    expect((await changed.json()).error.code).toBe("price_changed");
    expect((await server.api("/api/eshop/checkout", post(order([{ id: box, quantity: 1 }], { shopId: "nope-1" }), me.auth))).status).toBe(404);
    expect((await server.api("/api/eshop/checkout", post(order([{ id: box, quantity: 1 }]), {}))).status).toBe(401);
    expect(await stockOf(box)).toBe(before);
  });

  it("refuses another customer's cart (and an unknown one) with 404 naming cartId, and writes nothing; one's own is kept", async () => {
    const owner = await signedInCustomer(server.database.db, SPA);
    const other = await signedInCustomer(server.database.db, SPA);
    const saved = await server.api("/api/carts-tracking", post({ type: "products", shopId: "ab-1001", items: [{ id: box, quantity: 1 }], customer: owner.customer.id }, owner.auth));
    expect(saved.status).toBe(201);
    const cartId = (await saved.json()).data as number;
    const before = await stockOf(box);
    for (const foreign of [cartId, 999_999]) {
      const res = await server.api("/api/eshop/checkout", post(order([{ id: box, quantity: 1 }], { cartId: foreign }), other.auth));
      expect(res.status, String(foreign)).toBe(404);
      expect((await res.json()).error.fields).toEqual({ cartId: "unknown" });
    }
    expect(await stockOf(box)).toBe(before);
    expect(await server.database.db.select().from(eshopOrders).where(eq(eshopOrders.customerId, other.customer.id))).toEqual([]);
    const own = await server.api("/api/eshop/checkout", post(order([{ id: box, quantity: 1 }], { cartId }), owner.auth));
    expect(own.status).toBe(201);
    expect((await rowOf((await own.json()).order.id)).cartId).toBe(cartId);
  });
});

describe("stock held while paying", () => {
  it("goes back when the customer gives the order up, and when the payment never comes (the sweep); a late payment takes it again", async () => {
    const me = await signedInCustomer(server.database.db, SPA);
    await setStock(box, lyon, 3);
    const left = await (await server.api("/api/eshop/checkout", post(order([{ id: box, quantity: 2 }], { shopId: "ab-1002" }), me.auth))).json();
    expect(await stockOf(box, "ab-1002")).toBe(1);
    const cancelled = await cancelOnHostedPage(await openHostedPage(left.result.browser));
    expect(cancelled.returned!.url).toContain("failed=1");
    // the failure address followed only asks Stripe: the session is still open, the stock still held
    const read = await (await server.api(`/api/eshop/my-orders/${left.order.id}/pay`, post({ returnUrl: cancelled.returned!.url }, me.auth))).json();
    expect(read).toMatchObject({ outcome: "pending", order: { status: "pending" } });
    expect(await stockOf(box, "ab-1002")).toBe(1);
    // its owner gives it up
    const answer = await (await server.api(`/api/eshop/my-orders/${left.order.id}/pay`, post({ returnUrl: cancelled.returned!.url, abandon: true }, me.auth))).json();
    expect(answer).toMatchObject({ outcome: "cancelled", order: { status: "cancelled" } });
    expect(await stockOf(box, "ab-1002")).toBe(3);

    const slow = await (await server.api("/api/eshop/checkout", post(order([{ id: box, quantity: 2 }], { shopId: "ab-1002" }), me.auth))).json();
    expect(await stockOf(box, "ab-1002")).toBe(1);
    await server.sweep(new Date(Date.now() + 31 * 60_000));
    expect((await rowOf(slow.order.id)).status).toBe("expired");
    expect(await stockOf(box, "ab-1002")).toBe(3);
    // paid after all: the shop still has the units, the order takes them again
    await submitCard(await openHostedPage(slow.result.browser), "4242 4242 4242 4242");
    expect((await rowOf(slow.order.id)).status).toBe("paid");
    expect(await stockOf(box, "ab-1002")).toBe(1);
  });

  it("an order in progress: a post-back (Stripe signs none), another customer's return or cancel, or none without a session, changes nothing", async () => {
    const me = await signedInCustomer(server.database.db, SPA);
    const stranger = await signedInCustomer(server.database.db, SPA);
    const before = await stockOf(box);
    const started = await (await server.api("/api/eshop/checkout", post(order([{ id: box, quantity: 1 }]), me.auth))).json();
    const back = await cancelOnHostedPage(await openHostedPage(started.result.browser));
    const posted = await server.api(`/api/eshop/my-orders/${started.order.id}/post-back`, post({ body: "x=1" }, {}));
    expect(posted.status).toBe(400);
    for (const abandon of [false, true]) {
      expect((await server.api(`/api/eshop/my-orders/${started.order.id}/pay`, post({ returnUrl: back.returned!.url, abandon }, stranger.auth))).status).toBe(404);
      expect((await server.api(`/api/eshop/my-orders/${started.order.id}/pay`, post({ returnUrl: back.returned!.url, abandon }, {}))).status).toBe(401);
    }
    expect((await rowOf(started.order.id)).status).toBe("pending");
    expect(await stockOf(box)).toBe(before - 1);
  });

  it("200 checkouts at once for a product with 5 left: exactly 5 orders, 195 clear 409s, the stock at 0 and never below", async () => {
    await setStock(box, lyon, 5);
    const buyers = await Promise.all(Array.from({ length: 200 }, () => signedInCustomer(server.database.db, SPA)));
    const answers = await Promise.all(buyers.map((b) => server.api("/api/eshop/checkout", post(order([{ id: oil, quantity: 1 }, { id: box, quantity: 1 }], { shopId: "ab-1002" }), b.auth))));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(195);
    const refusal = await answers.find((r) => r.status === 409)!.json();
    expect(refusal.error).toMatchObject({ code: "out_of_stock", fields: { "lines.1.quantity": "0 left" } });
    expect(await stockOf(box, "ab-1002")).toBe(0);
    const [row] = await server.database.db.select({ stock: shopArticles.stock }).from(shopArticles).where(and(eq(shopArticles.shopId, lyon), eq(shopArticles.articleId, box)));
    expect(row!.stock).toBe(0);
    const orders = await server.database.db.select().from(eshopOrders).where(and(eq(eshopOrders.companyId, spaId), eq(eshopOrders.shopId, lyon), eq(eshopOrders.status, "pending")));
    expect(orders).toHaveLength(5);
    // 200 sign-ins and checkouts are a minute of CPU on a busy 2-core machine.
  }, 180_000);
});

describe("coupons, rewards, gift vouchers and points at the e-shop's checkout", () => {
  const voucher = async (value: number) =>
    (
      await server.database.db
        .insert(giftVouchers)
        .values({ companyId: spaId, code: generateVoucherCode((n) => randomBytes(n)), kind: "amount", value, balance: value, validUntil: "2099-12-31", deliverOn: "2026-11-01" })
        .returning()
    )[0]!;
  const coupon = async (fields: Partial<typeof coupons.$inferInsert>) =>
    (await server.database.db.insert(coupons).values({ companyId: spaId, code: `SHOP${Date.now()}${Math.floor(Math.random() * 1000)}`, reductionType: "percentage", amount: 10, scope: "products", ...fields }).returning())[0]!;
  const balanceOf = async (id: number) => (await server.database.db.select().from(giftVouchers).where(eq(giftVouchers.id, id)))[0]!.balance;
  const usedOf = async (id: number) => (await server.database.db.select().from(coupons).where(eq(coupons.id, id)))[0]!.usedCount;

  it("prices the coupon and the voucher once on the server, holds them with the order, and gives them back when the payment is abandoned", async () => {
    const me = await signedInCustomer(server.database.db, SPA);
    const [code, gift] = [await coupon({}), await voucher(2000)];
    const body = order([{ id: oil, quantity: 1 }], { couponCode: code.code.toLowerCase(), voucherCodes: [gift.code] });
    const quote = await (await server.api("/api/eshop/checkout/quote", post(body, me.auth))).json();
    expect(quote.prices).toMatchObject({ subtotal: 2400, deliveryPrice: 0, total: 2160, toPay: 160, discounts: { coupon: { code: code.code, discount: 240 }, vouchers: [{ code: gift.code, paid: 2000, balanceAfter: 0 }] } });
    const res = await server.api("/api/eshop/checkout", post({ ...body, prices: { toPay: 160 } }, me.auth));
    expect(res.status).toBe(201);
    const started = await res.json();
    expect(started.order).toMatchObject({ total: 2160, toPay: 160, discounts: { coupon: { code: code.code, discount: 240 }, vouchers: [{ code: `•••• ${gift.code.slice(-4)}`, paid: 2000 }] } });
    expect(await balanceOf(gift.id)).toBe(0);
    expect(await usedOf(code.id)).toBe(1);
    const page = await openHostedPage(started.result.browser);
    expect(page.html).toContain("€1.60");
    const left = await cancelOnHostedPage(page);
    await server.api(`/api/eshop/my-orders/${started.order.id}/pay`, post({ returnUrl: left.returned!.url, abandon: true }, me.auth));
    expect(await balanceOf(gift.id)).toBe(2000);
    expect(await usedOf(code.id)).toBe(0);
  });

  it("quotes a delivery with its coupon before the address is typed: the price does not depend on it", async () => {
    const me = await signedInCustomer(server.database.db, SPA);
    const code = await coupon({});
    const res = await server.api("/api/eshop/checkout/quote", post(order([{ id: oil, quantity: 1 }], { fulfilment: "delivery", couponCode: code.code }), me.auth));
    expect(res.status).toBe(200);
    expect((await res.json()).prices).toMatchObject({ subtotal: 2400, deliveryPrice: 590, total: 2400 + 590 - 240, toPay: 2400 + 590 - 240, discounts: { coupon: { code: code.code, discount: 240 } } });
  });

  it("a voucher that pays it all: the order is paid at once, without the card, and earns its loyalty points on what money paid", async () => {
    const me = await signedInCustomer(server.database.db, SPA);
    const gift = await voucher(10_000);
    const res = await server.api("/api/eshop/checkout", post(order([{ id: salts, quantity: 1 }], { voucherCodes: [gift.code] }), me.auth));
    expect(res.status).toBe(201);
    const started = await res.json();
    expect(started.result).toMatchObject({ token: null, browser: { kind: "none" } });
    expect(started.order).toMatchObject({ status: "paid", toPay: 0 });
    expect(await balanceOf(gift.id)).toBe(10_000 - 1900);
    const mails = await server.database.db.select().from(outbox).where(eq(outbox.recipient, me.customer.email!));
    expect(mails[0]!.text).toContain(`Gift voucher •••• ${gift.code.slice(-4)}: −€19`);
    // paid with money: points on the products (10 % off by a coupon would count only what is left)
    const payer = await signedInCustomer(server.database.db, SPA);
    const paid = await (await server.api("/api/eshop/checkout", post(order([{ id: oil, quantity: 2 }]), payer.auth))).json();
    await submitCard(await openHostedPage(paid.result.browser), "4242 4242 4242 4242");
    const card = await (await server.api("/api/loyalty/current", { headers: payer.auth })).json();
    expect(card.card.balance).toBe(48);
    const none = await (await server.api("/api/loyalty/current", { headers: me.auth })).json();
    expect(none.card).toBeNull();
  });

  it("refuses a coupon for services only, naming the field, and writes nothing", async () => {
    const me = await signedInCustomer(server.database.db, SPA);
    const services = await coupon({ scope: "services" });
    const res = await server.api("/api/eshop/checkout", post(order([{ id: oil, quantity: 1 }], { couponCode: services.code }), me.auth));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await res.json()).error.fields).toHaveProperty("couponCode");
    expect(await usedOf(services.id)).toBe(0);
  });
});

describe("an e-shop order refunded by the business", () => {
  it("gives money back through the provider, takes back the points of it, and the order is refunded once all is given back", async () => {
    const email = `eshop-refunds-${Date.now()}@lumiere.example`;
    await server.database.db.insert(companyUsers).values({ companyId: spaId, email, firstname: "Inès", role: "owner", passwordHash: await hashPassword("un-mot-de-passe-long"), activatedAt: new Date() });
    const login = await server.api("/api/cmpusers/login", { ...post({ email, password: "un-mot-de-passe-long" }, {}), company: SPA });
    const editor = { authorization: `Bearer ${(await login.json()).token as string}` };
    const refund = (id: number, amount: unknown, auth = editor) => server.api(`/api/eshop/orders/${id}/refund`, { ...post({ amount }, auth), company: SPA });

    const buyer = await signedInCustomer(server.database.db, SPA);
    const paid = await (await server.api("/api/eshop/checkout", post(order([{ id: oil, quantity: 2 }]), buyer.auth))).json();
    await submitCard(await openHostedPage(paid.result.browser), "4242 4242 4242 4242");
    const balance = async () => (await (await server.api("/api/loyalty/current", { headers: buyer.auth })).json()).card.balance;
    expect(await balance()).toBe(48);

    expect((await refund(paid.order.id, 2400, buyer.auth)).status).toBe(401);
    const half = await refund(paid.order.id, 2400);
    expect(half.status).toBe(200);
    expect(await half.json()).toEqual({ status: "succeeded", refunded: 2400 });
    expect(await balance()).toBe(24);
    expect((await rowOf(paid.order.id)).status).toBe("paid");
    const tooMuch = await refund(paid.order.id, 2401);
    expect(tooMuch.status).toBe(400);
    expect((await tooMuch.json()).error.fields).toHaveProperty("amount");
    expect(await (await refund(paid.order.id, 2400)).json()).toEqual({ status: "succeeded", refunded: 4800 });
    expect(await balance()).toBe(0);
    expect((await rowOf(paid.order.id)).status).toBe("refunded");
    expect((await refund(paid.order.id, 1)).status).toBe(409);
  });

  it("is refunded from the desk as a booking is: all that is left, then nothing (another business finds no order)", async () => {
    const owner = await companyUser(server, SPA, "owner");
    const buyer = await signedInCustomer(server.database.db, SPA);
    const paid = await (await server.api("/api/eshop/checkout", post(order([{ id: oil, quantity: 2 }]), buyer.auth))).json();
    await submitCard(await openHostedPage(paid.result.browser), "4242 4242 4242 4242");
    const desk = (who: typeof owner, amount?: number) => asUser(server, who, "POST", "/api/statistics/refunds", { kind: "eshop", orderId: paid.order.id, amount });
    const stranger = await companyUser(server, SOLO, "owner");
    const elsewhere = await desk(stranger);
    expect(elsewhere.status).toBe(404);
    expect((await elsewhere.json()).error.fields).toEqual({ orderId: "unknown" });
    const all = await desk(owner);
    expect(all.status).toBe(200);
    expect((await all.json()).refund).toEqual({ kind: "eshop", orderId: paid.order.id, amount: 4800, status: "succeeded", refunded: 4800 });
    expect((await rowOf(paid.order.id)).status).toBe("refunded");
    const none = await desk(owner);
    expect(none.status).toBe(400);
    expect(Object.keys((await none.json()).error.fields)).toEqual(["amount"]);
  });
});
