// Cart tracking (spec §7 'Cart tracking', §3 'Tracked cart', §4): a signed-in customer's cart
// kept on the server. Only the customer's own carts are read or written; GET lists pending ones.
import { Forbidden, NotFound } from "../../../domain/errors";
import { and, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { trackedCarts } from "../../db/schema";
import type { ApiEnv } from "../context";
import { parseOr400, requireCustomer } from "../http";

const type = z.enum(["booking", "products"]);
const items = z.array(z.looseObject({ id: z.number().int().positive() })).max(100);
const shopId = z.string().max(100).nullable().optional();

const listQuery = z.object({ type, customerId: z.coerce.number().int().positive(), status: z.literal("pending").default("pending") });
const createBody = z.object({ type, shopId, items, customer: z.number().int().positive() });
const updateBody = z.union([
  z.object({ id: z.number().int().positive(), transactionId: z.string().min(1).max(200), status: z.literal("success"), customer: z.number().int().positive().optional() }),
  z.object({ id: z.number().int().positive(), shopId, items, customer: z.number().int().positive(), status: z.enum(["pending", "cancelled"]).optional() }),
]);

function ownCustomer(customerId: number, signedIn: number, field: string) {
  if (customerId !== signedIn) throw new Forbidden({ [field]: "not the signed-in customer" });
}

const view = (row: typeof trackedCarts.$inferSelect) => ({
  id: row.id,
  type: row.type,
  shopId: row.shopId,
  items: row.items,
  customer: row.customerId,
  status: row.status,
  transactionId: row.transactionId,
});

export const cartRoutes = new Hono<ApiEnv>()
  .get("/carts-tracking", async (c) => {
    const customer = requireCustomer(c);
    const q = parseOr400(listQuery, c.req.query());
    ownCustomer(q.customerId, customer.id, "customerId");
    const rows = await c
      .get("services")
      .db.select()
      .from(trackedCarts)
      .where(and(eq(trackedCarts.companyId, c.get("company").id), eq(trackedCarts.customerId, customer.id), eq(trackedCarts.type, q.type), eq(trackedCarts.status, "pending")))
      .orderBy(desc(trackedCarts.updatedAt), desc(trackedCarts.id));
    return c.json(rows.map(view));
  })
  .post("/carts-tracking", async (c) => {
    const customer = requireCustomer(c);
    const body = parseOr400(createBody, await c.req.json());
    ownCustomer(body.customer, customer.id, "customer");
    const [row] = await c
      .get("services")
      .db.insert(trackedCarts)
      .values({ companyId: c.get("company").id, customerId: customer.id, type: body.type, shopId: body.shopId ?? null, items: body.items as { id: number }[] })
      .returning({ id: trackedCarts.id });
    return c.json({ data: row!.id }, 201);
  })
  .put("/carts-tracking", async (c) => {
    const customer = requireCustomer(c);
    const body = parseOr400(updateBody, await c.req.json());
    if (body.customer !== undefined) ownCustomer(body.customer, customer.id, "customer");
    const changes =
      "transactionId" in body
        ? { status: "success" as const, transactionId: body.transactionId, updatedAt: new Date() }
        : { shopId: body.shopId ?? null, items: body.items as { id: number }[], ...(body.status ? { status: body.status } : {}), updatedAt: new Date() };
    const updated = await c
      .get("services")
      .db.update(trackedCarts)
      .set(changes)
      .where(and(eq(trackedCarts.id, body.id), eq(trackedCarts.companyId, c.get("company").id), eq(trackedCarts.customerId, customer.id)))
      .returning({ id: trackedCarts.id });
    if (updated.length === 0) throw new NotFound("not_found", { id: "unknown" });
    return c.json({ data: body.id });
  });
