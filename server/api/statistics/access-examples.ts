// Valid requests of the statistics' company-user operations, for the walk over the access table (server/api/access.test.ts).
import { bookingOrders, customers } from "../../db/schema";
import type { AccessExamples, WalkFixture } from "../access-walk";

let n = 0;
const period = { from: "2024-06-01", to: "2024-06-30" };

/** A booking paid at the Paris shop: a manager of Lyon may not touch it. */
async function parisOrder(fx: WalkFixture) {
  n += 1;
  const [customer] = await fx.db.insert(customers).values({ companyId: fx.companyId, email: `walk-stat-${n}-${Date.now()}@example.test` }).returning({ id: customers.id });
  const [order] = await fx.db.insert(bookingOrders).values({ companyId: fx.companyId, shopId: fx.paris, customerId: customer!.id, status: "confirmed", amount: 5000 }).returning({ id: bookingOrders.id });
  return order!.id;
}

export const examples: AccessExamples = {
  changeBookingOrderStatus: { atShop: true, request: async (fx) => ({ params: { id: await parisOrder(fx) }, body: { status: "cancelled" } }) },
  makeRefund: { atShop: true, request: async (fx) => ({ body: { kind: "booking", orderId: await parisOrder(fx), amount: 100 } }) },
  refundHistory: { request: async () => ({ query: period }) },
  appointmentHistory: { request: async () => ({ query: period }) },
  aggregate: { request: async () => ({ query: { ...period, groupBy: "shop" } }) },
  giftOrderHistory: { request: async () => ({ query: period }) },
  shopPayments: { request: async () => ({ query: period }) },
  overview: { request: async () => ({ query: { ...period, bucket: "week" } }) },
  auditLog: { request: async () => ({ query: { from: period.from } }) },
};
