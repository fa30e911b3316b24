import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { trackedCarts } from "../../db/schema";
import { signedInCustomer } from "../../booking/test-support";
import { SOLO } from "../../testing";
import { useTestServer } from "../../use-test-server";

const server = useTestServer();

const send = (method: string, body: unknown, headers: Record<string, string>) => ({ method, body: JSON.stringify(body), headers: { "content-type": "application/json", ...headers } });

describe("carts-tracking (spec §7)", () => {
  it("POST creates a pending cart and answers its id in data; GET lists the customer's pending carts; PUT updates it", async () => {
    const me = await signedInCustomer(server.database.db, "demo-spa-lumiere");
    const created = await server.api("/api/carts-tracking", send("POST", { type: "booking", shopId: "ab-1001", items: [{ id: 3 }], customer: me.customer.id }, me.auth));
    expect(created.status).toBe(201);
    const { data: id } = await created.json();
    expect(typeof id).toBe("number");

    let list = await (await server.api(`/api/carts-tracking?type=booking&customerId=${me.customer.id}&status=pending`, { headers: me.auth })).json();
    expect(list).toEqual([{ id, type: "booking", shopId: "ab-1001", items: [{ id: 3 }], customer: me.customer.id, status: "pending", transactionId: null }]);

    const put = await server.api("/api/carts-tracking", send("PUT", { id, shopId: "ab-1001", items: [{ id: 3 }, { id: 4 }], customer: me.customer.id }, me.auth));
    expect(put.status).toBe(200);
    list = await (await server.api(`/api/carts-tracking?type=booking&customerId=${me.customer.id}&status=pending`, { headers: me.auth })).json();
    expect(list[0].items).toEqual([{ id: 3 }, { id: 4 }]);

    // At order end: status success with the transaction id; the cart is no longer pending.
    const done = await server.api("/api/carts-tracking", send("PUT", { id, transactionId: "order-77", status: "success" }, me.auth));
    expect(done.status).toBe(200);
    list = await (await server.api(`/api/carts-tracking?type=booking&customerId=${me.customer.id}&status=pending`, { headers: me.auth })).json();
    expect(list).toEqual([]);
    const [row] = await server.database.db.select().from(trackedCarts).where(eq(trackedCarts.id, id));
    expect(row).toMatchObject({ status: "success", transactionId: "order-77" });
  });

  it("a customer never reads or writes another's cart, and a guest is asked to sign in", async () => {
    const a = await signedInCustomer(server.database.db, "demo-spa-lumiere");
    const b = await signedInCustomer(server.database.db, "demo-spa-lumiere");
    const { data: id } = await (await server.api("/api/carts-tracking", send("POST", { type: "booking", shopId: null, items: [{ id: 1 }], customer: a.customer.id }, a.auth))).json();
    expect((await server.api(`/api/carts-tracking?type=booking&customerId=${a.customer.id}`, { headers: b.auth })).status).toBe(403);
    expect((await server.api("/api/carts-tracking", send("PUT", { id, shopId: null, items: [], customer: b.customer.id }, b.auth))).status).toBe(404);
    expect((await server.api("/api/carts-tracking", send("POST", { type: "booking", items: [], customer: a.customer.id }, b.auth))).status).toBe(403);
    expect((await server.api(`/api/carts-tracking?type=booking&customerId=${a.customer.id}`)).status).toBe(401);
    // Another business with the same customer id sees nothing (the session belongs to the spa).
    expect((await server.api(`/api/carts-tracking?type=booking&customerId=${a.customer.id}`, { headers: a.auth, company: SOLO } as never)).status).toBe(401);
  });

  it("refuses bad input naming the field", async () => {
    const me = await signedInCustomer(server.database.db, "demo-spa-lumiere");
    const res = await server.api("/api/carts-tracking", send("POST", { type: "flowers", items: [{ id: -1 }], customer: me.customer.id }, me.auth));
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(["type", "items.0.id"]));
    const missing = await server.api(`/api/carts-tracking?customerId=${me.customer.id}`, { headers: me.auth });
    expect(missing.status).toBe(400);
  });
});
