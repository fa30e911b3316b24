// Valid requests of the desk's orders, for the walk over the access table (server/api/access.test.ts).
import { customers, eshopOrders } from "../../db/schema";
import type { AccessExamples, WalkFixture } from "../access-walk";

/** A paid e-shop order collected at the Paris shop: the manager of Lyon may not open it. */
export async function parisEshopOrder(fx: WalkFixture) {
  const [customer] = await fx.db.insert(customers).values({ companyId: fx.companyId, firstname: "Walk", lastname: "Shopper" }).returning({ id: customers.id });
  const [order] = await fx.db.insert(eshopOrders).values({ companyId: fx.companyId, customerId: customer!.id, shopId: fx.paris, status: "paid", fulfilment: "pickup", subtotal: 3400, total: 3400, paidAt: new Date() }).returning({ id: eshopOrders.id });
  return order!.id;
}

export const examples: AccessExamples = {
  // the Paris shop's bookings: filtering on a shop not theirs is refused to a manager
  listOrders: { atShop: true, request: async (fx) => ({ query: { kind: "booking", shopId: String(fx.paris) } }) },
  orderDetail: { atShop: true, request: async (fx) => ({ params: { kind: "eshop", id: await parisEshopOrder(fx) } }) },
};
