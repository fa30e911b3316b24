// Valid requests of the bookings' company-user operations, for the walk over the access table (server/api/access.test.ts).
import { bookingOrders, customers } from "../../db/schema";
import type { AccessExamples } from "../access-walk";

export const examples: AccessExamples = {
  // a booking paid at the Paris shop, 1 € given back: a manager of Lyon may not
  refundBookingOrder: {
    atShop: true,
    request: async (fx) => {
      const [customer] = await fx.db.insert(customers).values({ companyId: fx.companyId, email: `walk-refund-${Date.now()}-${Math.random()}@example.test` }).returning({ id: customers.id });
      const [order] = await fx.db.insert(bookingOrders).values({ companyId: fx.companyId, shopId: fx.paris, customerId: customer!.id, status: "confirmed", amount: 5000 }).returning({ id: bookingOrders.id });
      return { params: { id: order!.id }, body: { amount: 100 } };
    },
  },
};
