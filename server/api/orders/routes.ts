// The business's orders for the desk (contract/orders.ts).
import * as op from "../../../contract/orders";
import { listOrders, orderDetail } from "../../orders/desk";
import { handle, resourceRoutes } from "../route";

export const orderRoutes = resourceRoutes();

handle(orderRoutes, op.listOrders, async (c) => {
  return c.json(await listOrders(c.get("services").db, c.get("company").id, c.get("companyUser")!, c.req.valid("query")), 200);
});

handle(orderRoutes, op.orderDetail, async (c) => {
  const { kind, id } = c.req.valid("param");
  return c.json({ order: await orderDetail(c.get("services").db, c.get("company").id, c.get("companyUser")!, kind, id, c.get("lang")) }, 200);
});
