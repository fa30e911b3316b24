// Valid requests of the payment area's company-user operations, for the walk over the access table (server/api/access.test.ts).
import type { AccessExamples } from "../access-walk";

export const examples: AccessExamples = {
  checkConnection: { request: async () => ({}) },
};
