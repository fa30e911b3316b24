// Valid requests of the agenda, for the walk over the access table (server/api/access.test.ts).
import { and, eq } from "drizzle-orm";
import { appointments, articles, blockedTimes, bookingOrders, customers, employees } from "../../db/schema";
import type { AccessExamples, WalkFixture } from "../access-walk";

const massage = async (fx: WalkFixture) => (await fx.db.select({ id: articles.id }).from(articles).where(and(eq(articles.companyId, fx.companyId), eq(articles.slug, "massage-californien"))))[0]!.id;
const camille = async (fx: WalkFixture) => (await fx.db.select({ id: employees.id }).from(employees).where(and(eq(employees.companyId, fx.companyId), eq(employees.displayName, "Camille"))))[0]!.id;
let n = 0;
let k = 0;
/** A Paris booking of 79 € to pay at the shop, each knock its own (the counter takes 10 € on it). */
const atShop = async (fx: WalkFixture) => {
  const [customer] = await fx.db.insert(customers).values({ companyId: fx.companyId, firstname: "Walk", lastname: "Counter" }).returning({ id: customers.id });
  const [order] = await fx.db.insert(bookingOrders).values({ companyId: fx.companyId, customerId: customer!.id, shopId: fx.paris, amount: 7900, source: "phone" }).returning({ id: bookingOrders.id });
  k += 1;
  const start = new Date(Date.UTC(2032, 2, 2 + Math.floor(k / 10), 8 + (k % 10)));
  await fx.db.insert(appointments).values({ companyId: fx.companyId, orderId: order!.id, customerId: customer!.id, shopId: fx.paris, articleId: await massage(fx), employeeId: await camille(fx), startAt: start, endAt: new Date(start.getTime() + 3_600_000), price: 7900 });
  return order!.id;
};
let b = 0;

export const examples: AccessExamples = {
  markAttendance: { atShop: true, request: async (fx) => ({ params: { id: await atShop(fx) }, body: { attendance: "arrived" } }) },
  checkoutBooking: { atShop: true, request: async (fx) => ({ params: { id: await atShop(fx) }, body: { payments: [{ method: "cash", amount: 1000 }] } }) },
  // the Paris shop's week: a manager of Lyon may not read it
  agenda: { atShop: true, request: async (fx) => ({ query: { shopId: String(fx.paris), date: "2026-12-01", view: "week" } }) },
  freeTimes: { atShop: true, request: async (fx) => ({ query: { shopId: String(fx.paris), serviceIds: String(await massage(fx)), date: "2031-04-08" } }) },
  // a new caller each time, each at their own hour of Paris's far-off Tuesday or Wednesday (open 10:00–20:00)
  bookForCaller: {
    atShop: true,
    request: async (fx) => {
      n += 1;
      return { body: { shopId: fx.paris, serviceIds: [await massage(fx)], employeeId: null, start: `2031-04-0${8 + Math.floor(n / 9)}T${10 + (n % 9)}:00:00+02:00`, customer: { firstname: "Walk", lastname: `Caller ${n}`, phone: "+33600000000" } } };
    },
  },
  checkCallerSeries: { atShop: true, request: async (fx) => ({ body: { shopId: fx.paris, serviceIds: [await massage(fx)], employeeId: null, start: "2031-04-08T10:00:00+02:00", repeat: { everyWeeks: 2, until: "2031-05-20" } } }) },
  // Camille's meeting, each knock on its own far-off Monday hour
  addBlockedTime: {
    atShop: true,
    request: async (fx) => {
      b += 1;
      const start = new Date(Date.UTC(2032, 0, 5 + 7 * b, 9));
      return { body: { shopId: fx.paris, employeeId: await camille(fx), start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString(), kind: "meeting" } };
    },
  },
  removeBlockedTime: {
    atShop: true,
    request: async (fx) => {
      b += 1;
      const start = new Date(Date.UTC(2032, 0, 5 + 7 * b, 9));
      const [row] = await fx.db.insert(blockedTimes).values({ companyId: fx.companyId, shopId: fx.paris, employeeId: await camille(fx), startAt: start, endAt: new Date(start.getTime() + 3_600_000), kind: "break" }).returning({ id: blockedTimes.id });
      return { params: { id: row!.id } };
    },
  },
};
