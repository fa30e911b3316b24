// Valid requests of the e-shop's company-user operations, for the walk over the access table (server/api/access.test.ts).
import type { AccessExamples } from "../access-walk";
import { parisEshopOrder } from "../orders/access-examples";

export const examples: AccessExamples = {
  // each knock its own paid Paris order, made ready for collection
  moveEshopOrder: { atShop: true, request: async (fx) => ({ params: { id: await parisEshopOrder(fx) }, body: { status: "ready" } }) },
};
