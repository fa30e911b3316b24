// Tracked carts (spec §7 'Cart tracking', §3, §4): a signed-in customer's cart kept on the server.
// The spec fixes these answers: the list is a bare list, a created or updated cart answers its id
// in `data`.
import { z } from "zod";
import { operations } from "./operation";
import { id, idText, text } from "./vocabulary";

const { get, post, put } = operations("carts");

const type = z.enum(["booking", "products"]);
/**
 * An item is at least the article's id; other fields (quantity, options) are kept as sent, within
 * bounds and without a NUL byte anywhere (the database refuses it in JSON).
 */
const item = z.looseObject({ id }).refine((v) => {
  const json = JSON.stringify(v);
  return json.length <= 2000 && !json.includes("\\u0000");
}, "must be at most 2000 characters of JSON, without a NUL character");
const items = z.array(item).max(100);
const shopId = text(100).nullable().optional();

export const trackedCartSchema = z.object({
  id: z.number(),
  type,
  shopId: z.string().nullable(),
  items: z.array(z.looseObject({ id: z.number() })),
  customer: z.number(),
  status: z.enum(["pending", "success", "cancelled"]),
  transactionId: z.string().nullable(),
});
export type TrackedCart = z.infer<typeof trackedCartSchema>;

const cartId = z.object({ data: z.number() });
const cartChange = z.union([
  z.object({ id, transactionId: text(200, 1), status: z.literal("success"), customer: id.optional() }),
  z.object({ id, shopId, items, customer: id, status: z.enum(["pending", "cancelled"]).optional() }),
]);

export const pendingCarts = get("/carts-tracking", "The signed-in customer's pending carts of a type, the latest first", {
  access: "customer",
  query: z.object({ type, customerId: idText, status: z.literal("pending").default("pending") }),
  response: z.array(trackedCartSchema),
  errors: [400, 401, 403],
});
export const createCart = post("/carts-tracking", "Keeps a new pending cart for the signed-in customer; answers its id", {
  access: "customer",
  body: z.object({ type, shopId, items, customer: id }),
  status: 201,
  response: cartId,
  errors: [400, 401, 403],
});
export const updateCart = put("/carts-tracking", "Replaces a cart's shop and items, or ends it with its transaction (status success)", {
  access: "customer",
  body: cartChange,
  response: cartId,
  errors: [400, 401, 403, 404],
});
