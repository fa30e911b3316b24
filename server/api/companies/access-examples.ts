// Valid requests of the company's company-user operations, for the walk over the access table (server/api/access.test.ts).
import type { AccessExamples } from "../access-walk";

export const examples: AccessExamples = {
  companyById: { request: async (fx) => ({ params: { id: fx.companyId } }) },
  updateCompany: { request: async (fx) => ({ params: { id: fx.companyId }, body: { settings: { themes: { colors: { secondary: "#b9a04e" } } } } }) },
};
