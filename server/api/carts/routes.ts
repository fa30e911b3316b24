// Cart tracking (spec §7 'Cart tracking'): the signed-in customer's own carts only.
import * as op from "../../../contract/carts";
import { Forbidden } from "../../../domain/errors";
import * as carts from "../../carts/tracked-carts";
import type { ApiEnv } from "../context";
import { handle, resourceRoutes } from "../route";
import type { Context } from "hono";

/** The spec names the customer in each call: it must be the one signed in. */
function owner(c: Context<ApiEnv>, named: number | undefined, field: string): carts.Owner {
  const customerId = c.get("customer")!.id;
  if (named !== undefined && named !== customerId) throw new Forbidden({ [field]: "not the signed-in customer" });
  return { companyId: c.get("company").id, customerId };
}

export const cartRoutes = resourceRoutes();

handle(cartRoutes, op.pendingCarts, async (c) => {
  const q = c.req.valid("query");
  return c.json(await carts.pendingCarts({ db: c.get("services").db, ...owner(c, q.customerId, "customerId") }, q.type), 200);
});

handle(cartRoutes, op.createCart, async (c) => {
  const body = c.req.valid("json");
  const id = await carts.createCart({ db: c.get("services").db, ...owner(c, body.customer, "customer") }, { type: body.type, shopId: body.shopId ?? null, items: body.items });
  return c.json({ data: id }, 201);
});

handle(cartRoutes, op.updateCart, async (c) => {
  const body = c.req.valid("json");
  const change =
    "transactionId" in body
      ? { status: "success" as const, transactionId: body.transactionId }
      : { shopId: body.shopId ?? null, items: body.items, ...(body.status ? { status: body.status } : {}) };
  await carts.updateCart({ db: c.get("services").db, ...owner(c, body.customer, "customer") }, body.id, change, c.get("now"));
  return c.json({ data: body.id }, 200);
});
