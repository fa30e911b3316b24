// Consent forms (spec §3 'consentement', §7 'CRUD consentements'): the business's templates,
// attached to the services that need one, and the forms its customers fill and sign online before
// the visit (decision 283). Templates are written by owners and managers; a signed form is read
// by its customer and by the owner and managers (a manager: their shops' bookings), never changed.
import { z } from "zod";
import { MAX_SIGNATURE_PATH, MAX_TEXT_ANSWER, QUESTION_KINDS, SIGNATURE_PATH, questionFaults } from "../domain/consent";
import { RECORD_KEEPERS } from "../domain/records";
import { MANAGERS } from "../domain/roles";
import { localisedLine, localisedName } from "./business-words";
import { operations } from "./operation";
import { id, idText, text } from "./vocabulary";

const { get, post, put, del } = operations("consentements");
const managers = { access: "provider", allow: MANAGERS } as const;
/** the signed forms: records of the customer (decision 292), a practitioner their own bookings' */
const keepers = { access: "provider", allow: RECORD_KEEPERS } as const;

const questionKey = text(40, 1).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters, digits and dashes, e.g. 'allergies'");
const localisedSchema = z.record(z.string(), z.string());

export const questionInput = z.object({
  key: questionKey,
  kind: z.enum(QUESTION_KINDS),
  label: localisedName,
  required: z.boolean(),
  choices: z.array(z.object({ value: questionKey, label: localisedName })).max(20).optional(),
});

export const templateInput = z
  .object({
    title: localisedName,
    intro: localisedLine(4000).optional(),
    questions: z.array(questionInput).min(1, "a form asks one question at least").max(50),
    /** the services (or packages) that ask for this form: each asks for one form at most */
    serviceIds: z.array(id).max(500).optional(),
  })
  .superRefine((v, ctx) => {
    for (const [path, message] of Object.entries(questionFaults(v.questions))) ctx.addIssue({ code: "custom", path: path.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message });
  });

const questionSchema = z.object({ key: z.string(), kind: z.enum(QUESTION_KINDS), label: localisedSchema, required: z.boolean(), choices: z.array(z.object({ value: z.string(), label: localisedSchema })).optional() });

export const templateSchema = z.object({
  id: z.number(),
  title: localisedSchema,
  intro: localisedSchema,
  questions: z.array(questionSchema),
  version: z.number(),
  serviceIds: z.array(z.number()),
  /** forms signed on it (a template with signed forms is kept) */
  signed: z.number(),
  updatedAt: z.string(),
});
export type ConsentTemplateView = z.infer<typeof templateSchema>;

/** A question in the reader's language. */
const askedSchema = z.object({ key: z.string(), kind: z.enum(QUESTION_KINDS), label: z.string(), required: z.boolean(), choices: z.array(z.object({ value: z.string(), label: z.string() })) });
export type AskedQuestion = z.infer<typeof askedSchema>;

export const signedFormSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  customerId: z.number(),
  templateId: z.number(),
  templateVersion: z.number(),
  /** 1, then one more for each correction */
  revision: z.number(),
  title: z.string(),
  questions: z.array(askedSchema),
  answers: z.record(z.string(), z.union([z.boolean(), z.string()])),
  signature: z.discriminatedUnion("kind", [z.object({ kind: z.literal("drawn"), path: z.string() }), z.object({ kind: z.literal("typed"), name: z.string() })]),
  signedAt: z.string(),
  ip: z.string(),
});
export type SignedFormView = z.infer<typeof signedFormSchema>;

/** A form an order asks for: the template as it is now, and the latest signed revision if any. */
export const orderConsentSchema = z.object({
  templateId: z.number(),
  version: z.number(),
  title: z.string(),
  intro: z.string(),
  questions: z.array(askedSchema),
  state: z.enum(["to_sign", "signed"]),
  form: signedFormSchema.nullable(),
});
export type OrderConsentView = z.infer<typeof orderConsentSchema>;

export const signatureInput = z.discriminatedUnion("kind", [
  // an empty path passes here so that the answers are checked with it and every fault is named at once
  z.object({ kind: z.literal("drawn"), path: z.string().max(MAX_SIGNATURE_PATH, "is too long").refine((p) => p === "" || SIGNATURE_PATH.test(p), "must be the drawn signature's path (M and L commands)") }),
  z.object({ kind: z.literal("typed"), name: text(120, 2), confirmed: z.literal(true, "must be ticked: typing your name signs the form") }),
]);

export const signInput = z.object({
  templateId: id,
  answers: z.record(z.string().max(40), z.union([z.boolean(), z.string().max(MAX_TEXT_ANSWER)])),
  signature: signatureInput,
});

const byId = z.object({ id: idText });
const byOrder = z.object({ orderId: idText });
const pdfSchema = z.object({ filename: z.string(), contentType: z.literal("application/pdf"), content: z.string() });

export const listConsentTemplates = get("/consentements", "The company's consent form templates (company user)", { ...managers, response: z.object({ consentements: z.array(templateSchema) }), errors: [401] });
export const signedFormsOfOrder = get("/consentements/signed", "The forms signed for one booking order, every revision, newest first (company user; a manager: their shops' bookings; staff: the bookings on their own column)", {
  ...keepers,
  query: byOrder,
  response: z.object({ forms: z.array(signedFormSchema) }),
  errors: [400, 401, 404],
});
export const signedFormPdfForStaff = get("/consentements/signed/{id}/pdf", "A signed form's printable PDF, base64 in JSON (company user; a manager: their shops' bookings; staff: the bookings on their own column)", { ...keepers, params: byId, response: pdfSchema, errors: [400, 401, 404] });
export const orderConsents = get("/consentements/orders/{orderId}", "The forms one of the customer's bookings asks them to sign, each with its latest signed revision", {
  access: "customer",
  params: byOrder,
  response: z.object({ consents: z.array(orderConsentSchema) }),
  errors: [400, 401, 404],
});
export const signConsent = post("/consentements/orders/{orderId}", "Signs one of the booking's forms: the answers checked against the template, the signature, the time and the address kept; signing again is a correction, a new revision", {
  access: "customer",
  params: byOrder,
  body: signInput,
  status: 201,
  response: z.object({ form: signedFormSchema }),
  errors: [400, 401, 404, 409],
});
export const updateSignedForm = put("/consentements/forms/{id}", "Refused (409 form_signed) for every form of the customer: a signed form never changes, a correction is signed as a new revision", {
  access: "customer",
  params: byId,
  body: signInput,
  response: z.object({ form: signedFormSchema }),
  errors: [400, 401, 404, 409],
});
export const signedFormPdf = get("/consentements/forms/{id}/pdf", "One of the customer's signed forms as a printable PDF, base64 in JSON", { access: "customer", params: byId, response: pdfSchema, errors: [400, 401, 404] });
export const consentTemplate = get("/consentements/{id}", "One consent form template (company user)", { ...managers, params: byId, response: z.object({ consentement: templateSchema }), errors: [400, 401, 404] });
export const createConsentTemplate = post("/consentements", "Writes a consent form template and attaches it to services (company user)", {
  ...managers,
  body: templateInput,
  status: 201,
  response: z.object({ consentement: templateSchema }),
  errors: [400, 401, 404],
});
export const updateConsentTemplate = put("/consentements/{id}", "Replaces a template and its services; its version grows, forms already signed keep what they answered (company user)", {
  ...managers,
  params: byId,
  body: templateInput,
  response: z.object({ consentement: templateSchema }),
  errors: [400, 401, 404],
});
export const deleteConsentTemplate = del("/consentements/{id}", "Removes a template no customer has signed (409 in_use otherwise) (company user)", { ...managers, params: byId, status: 204, errors: [400, 401, 404, 409] });
