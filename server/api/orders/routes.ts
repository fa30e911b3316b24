// The business's orders for the desk (contract/orders.ts).
import { requestScope } from "../scope";
import * as op from "../../../contract/orders";
import { reachableShops } from "../../agenda/agenda";
import { listOrders, orderDetail } from "../../orders/desk";
import { handle, resourceRoutes } from "../route";

export const orderRoutes = resourceRoutes();

handle(orderRoutes, op.listOrders, async (c) => {
  const { db } = c.get("services");
  const company = c.get("company").id;
  const user = c.get("companyUser")!;
  const [found, shops] = await Promise.all([listOrders({ db, companyId: company }, user, c.req.valid("query")), reachableShops({ db, companyId: company }, user)]);
  return c.json({ ...found, shops: shops.map((s) => ({ id: s.id, name: s.name })) }, 200);
});

handle(orderRoutes, op.orderDetail, async (c) => {
  const { kind, id } = c.req.valid("param");
  return c.json({ order: await orderDetail(requestScope(c), c.get("companyUser")!, kind, id, c.get("lang")) }, 200);
});
