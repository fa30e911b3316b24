// Valid requests of the company users' own operations, for the walk over the access table (server/api/access.test.ts).
import type { AccessExamples } from "../access-walk";

let n = 0;
export const examples: AccessExamples = {
  providerMe: { request: async () => ({}) },
  companyUserMe: { request: async () => ({}) },
  signPreviewTheme: { request: async () => ({ body: { themes: { colors: { primary: "#336699" } } } }) },
  companyUserRegister: { request: async () => ({ body: { email: `walk-new-${(n += 1)}@lumiere.example`, role: "staff" } }) },
};
