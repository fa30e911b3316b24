// Valid requests of the agenda, for the walk over the access table (server/api/access.test.ts).
import type { AccessExamples } from "../access-walk";

export const examples: AccessExamples = {
  // the Paris shop's week: a manager of Lyon may not read it
  agenda: { atShop: true, request: async (fx) => ({ query: { shopId: String(fx.paris), date: "2026-12-01", view: "week" } }) },
};
