// Valid requests of the customers' company-user operations, for the walk over the access table (server/api/access.test.ts).
import { and, eq } from "drizzle-orm";
import { appointments, articles, bookingOrders, customers, employees } from "../../db/schema";
import type { AccessExamples, WalkFixture } from "../access-walk";

let n = 0;

/** A customer who came to the Paris shop once: the staff member there serves them. */
export async function servedAtParis(fx: WalkFixture) {
  n += 1;
  const [customer] = await fx.db.insert(customers).values({ companyId: fx.companyId, email: `walk-served-${n}-${Date.now()}@example.test`, firstname: "Walk" }).returning({ id: customers.id });
  // booked with Camille, whose column the walk's staff member works: their records are hers to read (decision 292)
  const [employee] = await fx.db.select({ id: employees.id }).from(employees).where(and(eq(employees.companyId, fx.companyId), eq(employees.shopId, fx.paris), eq(employees.displayName, "Camille"))).limit(1);
  const [article] = await fx.db.select({ id: articles.id }).from(articles).where(and(eq(articles.companyId, fx.companyId), eq(articles.type, "1"))).limit(1);
  const [order] = await fx.db.insert(bookingOrders).values({ companyId: fx.companyId, customerId: customer!.id, shopId: fx.paris, amount: 5000 }).returning({ id: bookingOrders.id });
  const start = new Date(Date.UTC(2024, 0, 1 + n, 9));
  await fx.db.insert(appointments).values({ companyId: fx.companyId, orderId: order!.id, customerId: customer!.id, shopId: fx.paris, articleId: article!.id, employeeId: employee!.id, startAt: start, endAt: new Date(start.getTime() + 3_600_000), price: 5000 });
  return customer!.id;
}

/** The same, with the booking order too (a consent form hangs from it). */
export async function bookedAtParis(fx: WalkFixture) {
  const customerId = await servedAtParis(fx);
  const [order] = await fx.db.select({ id: bookingOrders.id }).from(bookingOrders).where(and(eq(bookingOrders.companyId, fx.companyId), eq(bookingOrders.customerId, customerId)));
  return { customerId, orderId: order!.id };
}

export const examples: AccessExamples = {
  searchCustomers: { request: async () => ({ body: { filter: "walk", enregbypage: 5 } }) },
  customerHistory: { request: async (fx) => ({ params: { id: await servedAtParis(fx) } }) },
  customerRemainingAmount: { request: async (fx) => ({ params: { id: await servedAtParis(fx) } }) },
  customerBirthday: { request: async (fx) => ({ params: { id: await servedAtParis(fx) } }) },
  setCustomerNotes: { request: async (fx) => ({ params: { id: await servedAtParis(fx) }, body: { notes: "Prefers mornings" } }) },
  // each call merges a fresh pair, so every role the walk tries has records to merge
  mergeCustomers: { request: async (fx) => ({ params: { id: await servedAtParis(fx) }, body: { from: await servedAtParis(fx) } }) },
  setCustomerBirthday: { request: async (fx) => ({ params: { id: await servedAtParis(fx) }, body: { date: "1990-05-04" } }) },
};
