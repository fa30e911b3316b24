// Valid requests of the consent forms' company-user operations, for the walk over the access table (server/api/access.test.ts).
import type { AccessExamples } from "../access-walk";

export const examples: AccessExamples = {
  listConsentTemplates: { request: async () => ({}) },
  createConsentTemplate: {
    request: async () => ({ body: { title: { fr: "Consentement de la visite" }, questions: [{ key: "allergies", kind: "text", required: false, label: { fr: "Allergies" } }] } }),
  },
};
