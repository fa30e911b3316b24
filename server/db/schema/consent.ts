// Consent forms: the business's templates (questions in five languages, a version that grows with
// every change), the services each is attached to (one form per service), and the forms customers
// signed for an order. A signed form is never updated: a correction is a new revision beside it,
// and it keeps the questions as they were asked, whatever the template became.
import { index, integer, jsonb, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import type { ConsentAnswer, ConsentQuestion } from "../../../domain/consent";
import type { Localised } from "../../../domain/types";
import { customers } from "./accounts";
import { bookingOrders } from "./booking";
import { articles } from "./catalogue";
import { companyId, createdAt, customerOwned, id, instant, localisedText, parent, sameCompany, tenantKey } from "./columns";
import { companyOf } from "./tenancy";

export const consentTemplates = pgTable(
  "consent_templates",
  {
    id: id(),
    companyId: companyOf(),
    title: jsonb("title").$type<Localised>().notNull(),
    intro: localisedText("intro"),
    questions: jsonb("questions").$type<ConsentQuestion[]>().notNull(),
    /** 1 when written, one more at each change: a signed form says which it answered */
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [tenantKey("consent_templates", t)],
);

/** The service (or package) that asks for a form: one form per service. */
export const consentTemplateServices = pgTable(
  "consent_template_services",
  { companyId: companyId(), templateId: parent("template_id"), articleId: parent("article_id") },
  (t) => [primaryKey({ columns: [t.articleId] }), sameCompany(t.companyId, t.templateId, consentTemplates), sameCompany(t.companyId, t.articleId, articles), index("consent_template_services_template_idx").on(t.templateId)],
);

export const consentForms = pgTable(
  "consent_forms",
  {
    id: id(),
    ...customerOwned(),
    orderId: parent("order_id"),
    templateId: parent("template_id"),
    templateVersion: integer("template_version").notNull(),
    /** 1 for the first signature, one more for each correction */
    revision: integer("revision").notNull(),
    title: jsonb("title").$type<Localised>().notNull(),
    questions: jsonb("questions").$type<ConsentQuestion[]>().notNull(),
    answers: jsonb("answers").$type<Record<string, ConsentAnswer>>().notNull(),
    /** 'drawn': `signature` is SVG path data; 'typed': the name typed, with the tick given */
    signatureKind: text("signature_kind", { enum: ["drawn", "typed"] }).notNull(),
    signature: text("signature").notNull(),
    signedAt: instant("signed_at").notNull(),
    ip: text("ip").notNull(),
    lang: text("lang").notNull(),
  },
  (t) => [
    tenantKey("consent_forms", t),
    sameCompany(t.companyId, t.customerId, customers),
    sameCompany(t.companyId, t.orderId, bookingOrders),
    // a template with signed forms is kept (their history names it)
    sameCompany(t.companyId, t.templateId, consentTemplates, true),
    unique("consent_forms_revision").on(t.orderId, t.templateId, t.revision),
    index("consent_forms_customer_idx").on(t.companyId, t.customerId),
  ],
);
