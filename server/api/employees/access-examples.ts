// Valid requests of the employees' company-user operations, for the walk over the access table (server/api/access.test.ts).
import { and, eq } from "drizzle-orm";
import { employees } from "../../db/schema";
import type { AccessExamples } from "../access-walk";

export const examples: AccessExamples = {
  listEmployees: { request: async () => ({}) },
  // a Paris employee and an absence of Camille (Paris): a manager of Lyon may not
  createEmployee: { atShop: true, request: async (fx) => ({ body: { shopId: fx.paris, displayName: "Walk", workingHours: { monday: [{ start: "10:00", end: "12:00" }] }, serviceIds: [] } }) },
  addAbsence: {
    atShop: true,
    request: async (fx) => {
      const [camille] = await fx.db.select({ id: employees.id }).from(employees).where(and(eq(employees.companyId, fx.companyId), eq(employees.displayName, "Camille")));
      return { params: { id: camille!.id }, body: { start: "2031-01-07T10:00:00+01:00", end: "2031-01-07T12:00:00+01:00" } };
    },
  },
};
