// Sales at the counter and their refunds (contract/counter.ts; the work in server/counter/).
import { requestScope } from "../scope";
import * as op from "../../../contract/counter";
import { refundAtCounter } from "../../counter/refund";
import { sellAtCounter } from "../../counter/sale";
import { saleRef } from "../../orders/counter-desk";
import { handle, resourceRoutes } from "../route";

export const counterRoutes = resourceRoutes();

handle(counterRoutes, op.sellAtCounter, async (c) => {
  const body = c.req.valid("json");
  const sale = await sellAtCounter(requestScope(c), c.get("companyUser")!, { ...body, lang: body.lang ?? c.get("lang") }, c.get("now"));
  return c.json({ sale: { ...sale, reference: saleRef(sale.id) } }, 200);
});

handle(counterRoutes, op.refundAtCounter, async (c) => {
  const refund = await refundAtCounter(requestScope(c), c.get("companyUser")!, Number(c.req.valid("param").id), c.req.valid("json"), c.get("now"));
  return c.json({ refund }, 200);
});
