import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyId, shopId } from "../../booking/test-support";
import { bookingOrders, customers, eshopOrders, giftVouchers, paymentRefunds, payments, shops } from "../../db/schema";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { asUser, companyUser } from "../provider-test-support";

const server = useTestServer();
let owner: Awaited<ReturnType<typeof companyUser>>;
let lyonManager: Awaited<ReturnType<typeof companyUser>>;
let staff: Awaited<ReturnType<typeof companyUser>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = server.database.db;
  const spa = await companyId(db, SPA);
  const paris = await shopId(db, SPA, "ab-1001");
  ids.paris = paris;
  owner = await companyUser(server, SPA, "owner");
  ids.lyon = await shopId(db, SPA, "ab-1002");
  lyonManager = await companyUser(server, SPA, "manager", [ids.lyon]);
  staff = await companyUser(server, SPA, "staff", [paris]);
  const [who] = await db.insert(customers).values({ companyId: spa, firstname: "Olga", lastname: "Orders", email: "olga.orders@example.test" }).returning();
  const [paidEshop] = await db.insert(eshopOrders).values({ companyId: spa, customerId: who!.id, shopId: paris, status: "paid", fulfilment: "pickup", subtotal: 4200, total: 4200, paidAt: new Date(), createdAt: new Date("2030-03-10T10:00:00Z") }).returning();
  const [unpaidEshop] = await db.insert(eshopOrders).values({ companyId: spa, customerId: who!.id, shopId: paris, status: "ready", fulfilment: "pickup", subtotal: 0, total: 0, createdAt: new Date("2030-03-12T10:00:00Z") }).returning();
  const [pay] = await db.insert(payments).values({ companyId: spa, kind: "eshop", eshopOrderId: paidEshop!.id, provider: "stripe", orderRef: `OT${paidEshop!.id}`, status: "paid", amount: 4200, captured: 4200, currency: "EUR", paidAt: new Date("2030-03-10T10:01:00Z") }).returning();
  await db.insert(paymentRefunds).values({ companyId: spa, paymentRowId: pay!.id, amount: 1000, idempotencyKey: `orders-test-${pay!.id}`, status: "succeeded", reason: "business" });
  const [booking] = await db.insert(bookingOrders).values({ companyId: spa, customerId: who!.id, shopId: paris, amount: 7900, status: "confirmed", createdAt: new Date("2030-03-11T10:00:00Z") }).returning();
  await db.insert(giftVouchers).values({ companyId: spa, code: "ORDE-RS00-0000-0000-0001", kind: "amount", value: 5000, balance: 5000, validUntil: "2031-01-01", deliverOn: "2030-03-10", buyerId: who!.id, createdAt: new Date("2030-03-10T09:00:00Z") });
  Object.assign(ids, { paidEshop: paidEshop!.id, unpaidEshop: unpaidEshop!.id, booking: booking!.id, customer: who!.id });
  const solo = await companyId(db, SOLO);
  const [theirs] = await db.insert(customers).values({ companyId: solo, firstname: "Other", email: "other.orders@example.test" }).returning();
  const soloShop = (await db.select({ id: shops.id }).from(shops).where(eq(shops.companyId, solo)))[0]!.id;
  ids.theirs = (await db.insert(eshopOrders).values({ companyId: solo, customerId: theirs!.id, shopId: soloShop, status: "paid", fulfilment: "pickup", subtotal: 100, total: 100 }).returning())[0]!.id;
});

const list = async (query: string, who = owner) => asUser(server, who, "GET", `/api/orders?${query}`);
const idsOf = async (res: Response) => ((await res.json()).orders as { id: number }[]).map((o) => o.id);

describe("GET /api/orders", () => {
  it("lists a kind's orders newest first, filtered by state, days placed and paid online or not", async () => {
    const days = "from=2030-03-10&to=2030-03-12";
    expect(await idsOf(await list(`kind=eshop&${days}`))).toEqual([ids.unpaidEshop, ids.paidEshop]);
    expect(await idsOf(await list(`kind=eshop&${days}&online=yes`))).toEqual([ids.paidEshop]);
    expect(await idsOf(await list(`kind=eshop&${days}&online=no`))).toEqual([ids.unpaidEshop]);
    expect(await idsOf(await list(`kind=eshop&${days}&state=ready`))).toEqual([ids.unpaidEshop]);
    expect(await idsOf(await list(`kind=eshop&from=2030-03-11&to=2030-03-11`))).toEqual([]);
    expect(await idsOf(await list(`kind=booking&${days}&shopId=${ids.paris}`))).toEqual([ids.booking]);
    const vouchers = (await (await list(`kind=voucher&${days}`)).json()).orders;
    expect(vouchers).toEqual([expect.objectContaining({ reference: "ORDE-RS00-0000-0000-0001", customer: { id: ids.customer, name: "Olga Orders" }, shop: null })]);
    const row = (await (await list(`kind=eshop&${days}&online=yes`)).json()).orders[0];
    expect(row).toMatchObject({ kind: "eshop", reference: `VE${ids.paidEshop}`, state: "paid", total: 4200, paidOnline: 4200, fulfilment: "pickup" });
  });

  it("gives a manager their shops' orders only, refuses another shop (403) and staff (403)", async () => {
    const lyons = await (await list("kind=eshop&from=2030-03-10&to=2030-03-12", lyonManager)).json();
    expect(lyons.orders).toEqual([]);
    // the filter offers a manager their shops only, an owner every shop
    expect(lyons.shops.map((s: { id: number }) => s.id)).toEqual([ids.lyon]);
    expect((await (await list("kind=eshop")).json()).shops.map((s: { id: number }) => s.id)).toEqual(expect.arrayContaining([ids.paris, ids.lyon]));
    expect((await list(`kind=eshop&shopId=${ids.paris}`, lyonManager)).status).toBe(403);
    expect((await list("kind=eshop", staff)).status).toBe(403);
  });

  it("refuses a bad filter naming it", async () => {
    for (const [query, field] of [["kind=gift", "kind"], ["state=lost", "state"], ["from=2030-02-30", "from"], ["online=maybe", "online"], ["page=0", "page"], ["shopId=x", "shopId"]] as const) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(Object.keys((await res.json()).error.fields)).toEqual([field]);
    }
  });
});

describe("GET /api/orders/{kind}/{id}", () => {
  it("answers an order with its lines, payments and refunds", async () => {
    const res = await asUser(server, owner, "GET", `/api/orders/eshop/${ids.paidEshop}`);
    expect(res.status).toBe(200);
    const { order } = await res.json();
    expect(order.payments).toEqual([expect.objectContaining({ provider: "stripe", status: "paid", captured: 4200 })]);
    expect(order.refunds).toEqual([expect.objectContaining({ amount: 1000, status: "succeeded", reason: "business" })]);
  });

  it("answers another business's order as no one (404) and another shop's as not allowed (403)", async () => {
    expect((await asUser(server, owner, "GET", `/api/orders/eshop/${ids.theirs}`)).status).toBe(404);
    expect((await asUser(server, lyonManager, "GET", `/api/orders/eshop/${ids.paidEshop}`)).status).toBe(403);
    expect((await asUser(server, owner, "GET", `/api/orders/booking/${ids.paidEshop + 100000}`)).status).toBe(404);
  });
});
