// Valid requests of the company state's company-user operations, for the walk over the access table (server/api/access.test.ts).
import type { AccessExamples } from "../access-walk";

export const examples: AccessExamples = {
  databases: { request: async () => ({}) },
};
