// Valid requests of the consent forms' company-user operations, for the walk over the access table
// (server/api/access.test.ts): the signed ones on a booking at Paris on Camille's column, so the
// staff member working it reads them (decision 292).
import { consentForms, consentTemplates } from "../../db/schema";
import type { AccessExamples, WalkFixture } from "../access-walk";
import { bookedAtParis } from "../customers/access-examples";

const QUESTIONS = [{ key: "allergies", kind: "text" as const, required: false, label: { fr: "Allergies" } }];

/** A form signed for a booking served at Paris. */
async function signedForm(fx: WalkFixture) {
  const { customerId, orderId } = await bookedAtParis(fx);
  const [template] = await fx.db.insert(consentTemplates).values({ companyId: fx.companyId, title: { fr: "Walk" }, intro: { fr: "" }, questions: QUESTIONS }).returning({ id: consentTemplates.id });
  const [form] = await fx.db
    .insert(consentForms)
    .values({ companyId: fx.companyId, customerId, orderId, templateId: template!.id, templateVersion: 1, revision: 1, title: { fr: "Walk" }, questions: QUESTIONS, answers: { allergies: "none" }, signatureKind: "typed", signature: "Walk", signedAt: new Date(), ip: "127.0.0.1", lang: "fr" })
    .returning({ id: consentForms.id });
  return { orderId, formId: form!.id };
}

export const examples: AccessExamples = {
  listConsentTemplates: { request: async () => ({}) },
  createConsentTemplate: {
    request: async () => ({ body: { title: { fr: "Consentement de la visite" }, questions: [{ key: "allergies", kind: "text", required: false, label: { fr: "Allergies" } }] } }),
  },
  signedFormsOfOrder: { atShop: true, request: async (fx) => ({ query: { orderId: String((await signedForm(fx)).orderId) } }) },
  signedFormPdfForStaff: { atShop: true, request: async (fx) => ({ params: { id: (await signedForm(fx)).formId } }) },
};
