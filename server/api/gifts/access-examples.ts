// Valid requests of the gift vouchers' company-user operations, for the walk over the access table (server/api/access.test.ts).
import type { AccessExamples } from "../access-walk";

export const examples: AccessExamples = {
  vouchersUsed: { request: async () => ({ params: { from: "2026-01-01", to: "2026-12-31" } }) },
};
