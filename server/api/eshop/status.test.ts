import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companyId, shopId } from "../../booking/test-support";
import { auditLog, customers, eshopOrders, outbox, shops } from "../../db/schema";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { asUser, companyUser } from "../provider-test-support";

const server = useTestServer();
let manager: Awaited<ReturnType<typeof companyUser>>;
let lyonManager: Awaited<ReturnType<typeof companyUser>>;
let staff: Awaited<ReturnType<typeof companyUser>>;
let spa: number;
let paris: number;
let n = 0;

beforeAll(async () => {
  const db = server.database.db;
  spa = await companyId(db, SPA);
  paris = await shopId(db, SPA, "ab-1001");
  manager = await companyUser(server, SPA, "manager", [paris]);
  lyonManager = await companyUser(server, SPA, "manager", [await shopId(db, SPA, "ab-1002")]);
  staff = await companyUser(server, SPA, "staff", [paris]);
});

async function paidOrder(fulfilment: "pickup" | "delivery", company = spa, lang = "en") {
  n += 1;
  const db = server.database.db;
  const [who] = await db.insert(customers).values({ companyId: company, firstname: "Inès", lastname: "Step", email: `step-${n}@example.test` }).returning();
  const shop = company === spa ? paris : (await db.select({ id: shops.id }).from(shops).where(eq(shops.companyId, company)))[0]!.id;
  const [order] = await db.insert(eshopOrders).values({ companyId: company, customerId: who!.id, shopId: shop, status: "paid", fulfilment, ...(fulfilment === "delivery" ? { address: { name: "Inès Step", address: "1 rue du Test", zipcode: "75001", city: "Paris", country: "FR", phone: "+33611111111" } } : {}), subtotal: 3900, total: 3900, lang, paidAt: new Date() }).returning();
  return { order: order!, email: who!.email! };
}

const move = (id: number, status: unknown, who = manager) => asUser(server, who, "PUT", `/api/eshop/orders/${id}/status`, { status });
const mailsTo = (to: string) => server.database.db.select().from(outbox).where(eq(outbox.recipient, to));

describe("PUT /api/eshop/orders/{id}/status", () => {
  it("takes a pickup to ready then collected, mailing the customer at each step in the order's language, audit-logged", async () => {
    const { order, email } = await paidOrder("pickup", spa, "en");
    const res = await move(order.id, "ready");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready" });
    let mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([`Your order VE${order.id} is ready`]);
    expect(mails[0]!.text).toContain("you can collect it at");
    expect((await move(order.id, "collected")).status).toBe(200);
    mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toContain(`Your order VE${order.id} has been collected`);
    const logged = await server.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "eshop_order"), eq(auditLog.entityId, String(order.id))));
    expect(logged.map((l) => (l.after as { status: string }).status)).toEqual(["ready", "collected"]);
  });

  it("writes the mail in French for an order placed in French, and ships a delivery", async () => {
    const { order, email } = await paidOrder("delivery", spa, "fr");
    expect((await move(order.id, "shipped")).status).toBe(200);
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([`Votre commande VE${order.id} est expédiée`]);
  });

  it("refuses a step the order cannot take (409), changing nothing and mailing no one", async () => {
    const { order, email } = await paidOrder("pickup");
    const refused = await move(order.id, "shipped");
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe("order_step_not_allowed");
    const delivery = await paidOrder("delivery");
    expect((await move(delivery.order.id, "ready")).status).toBe(409);
    expect((await server.database.db.select({ s: eshopOrders.status }).from(eshopOrders).where(eq(eshopOrders.id, order.id)))[0]!.s).toBe("paid");
    expect(await mailsTo(email)).toEqual([]);
  });

  it("refuses a status that is not a step, naming the field", async () => {
    const { order } = await paidOrder("pickup");
    for (const status of ["paid", "refunded", 3, null]) {
      const res = await move(order.id, status);
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()).error.fields)).toEqual(["status"]);
    }
  });

  it("is for the managers of the order's shop: staff and another shop's manager are refused (403), another business's order is no one (404)", async () => {
    const { order } = await paidOrder("pickup");
    expect((await move(order.id, "ready", staff)).status).toBe(403);
    expect((await move(order.id, "ready", lyonManager)).status).toBe(403);
    const theirs = await paidOrder("pickup", await companyId(server.database.db, SOLO));
    expect((await move(theirs.order.id, "ready")).status).toBe(404);
    expect((await server.database.db.select({ s: eshopOrders.status }).from(eshopOrders).where(eq(eshopOrders.id, theirs.order.id)))[0]!.s).toBe("paid");
  });
});
