// Valid requests of the agenda, for the walk over the access table (server/api/access.test.ts).
import { and, eq } from "drizzle-orm";
import { articles, blockedTimes, employees } from "../../db/schema";
import type { AccessExamples, WalkFixture } from "../access-walk";

const massage = async (fx: WalkFixture) => (await fx.db.select({ id: articles.id }).from(articles).where(and(eq(articles.companyId, fx.companyId), eq(articles.slug, "massage-californien"))))[0]!.id;
const camille = async (fx: WalkFixture) => (await fx.db.select({ id: employees.id }).from(employees).where(and(eq(employees.companyId, fx.companyId), eq(employees.displayName, "Camille"))))[0]!.id;
let n = 0;
let b = 0;

export const examples: AccessExamples = {
  // the Paris shop's week: a manager of Lyon may not read it
  agenda: { atShop: true, request: async (fx) => ({ query: { shopId: String(fx.paris), date: "2026-12-01", view: "week" } }) },
  freeTimes: { atShop: true, request: async (fx) => ({ query: { shopId: String(fx.paris), serviceId: String(await massage(fx)), date: "2031-04-08" } }) },
  // a new caller each time, each at their own hour of Paris's far-off Tuesday or Wednesday (open 10:00–20:00)
  bookForCaller: {
    atShop: true,
    request: async (fx) => {
      n += 1;
      return { body: { shopId: fx.paris, serviceId: await massage(fx), employeeId: null, start: `2031-04-0${8 + Math.floor(n / 9)}T${10 + (n % 9)}:00:00+02:00`, customer: { firstname: "Walk", lastname: `Caller ${n}`, phone: "+33600000000" } } };
    },
  },
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
