// The forms customers sign for a booking (decision 283): which templates an order asks for (those
// attached to its services), the latest signed revision of each, signing (answers checked against
// the template as it is now, the signature, the clock's time, the address and the template's
// version kept) and reading them back — by their customer, by the owner and the managers of the
// booking's shop, or by the practitioner the booking is with (decision 292). Nothing here updates
// a signed form: a correction is one more revision.
import type { Tenant } from "../tenant";
import { and, desc, eq, inArray, max } from "drizzle-orm";
import type { z } from "zod";
import type { AskedQuestion, OrderConsentView, SignedFormView, signInput } from "../../contract/consentements";
import { localise } from "../../domain/catalogue";
import { checkAnswers, drawsSomething, type ConsentQuestion, type ConsentState } from "../../domain/consent";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import { readsOwnCustomersOnly } from "../../domain/records";
import type { Lang, Localised } from "../../domain/types";
import { assertShop, type TeamMember } from "../accounts/team";
import type { Db } from "../db";
import { logRecordAccess, type RecordScope } from "../records/access-log";
import { appointments, bookingOrders, consentForms, consentTemplates, consentTemplateServices } from "../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Db, "select" | "selectDistinct">;
type FormRow = typeof consentForms.$inferSelect;
type TemplateRow = typeof consentTemplates.$inferSelect;

/** The templates each order asks for: those attached to one of its services, once each. */
async function dueTemplates({ db, companyId }: Tenant<Reader>, orderIds: number[]): Promise<Map<number, TemplateRow[]>> {
  const due = new Map<number, TemplateRow[]>();
  if (orderIds.length === 0) return due;
  const rows = await db
    .selectDistinct({ orderId: appointments.orderId, template: consentTemplates })
    .from(appointments)
    .innerJoin(consentTemplateServices, and(eq(consentTemplateServices.articleId, appointments.articleId), eq(consentTemplateServices.companyId, appointments.companyId)))
    .innerJoin(consentTemplates, and(eq(consentTemplates.id, consentTemplateServices.templateId), eq(consentTemplates.companyId, appointments.companyId)))
    .where(and(eq(appointments.companyId, companyId), inArray(appointments.orderId, orderIds)));
  for (const r of rows.sort((a, b) => a.template.id - b.template.id)) due.set(r.orderId, [...(due.get(r.orderId) ?? []), r.template]);
  return due;
}

/** The latest signed revision of each (order, template). */
async function latestForms({ db, companyId }: Tenant<Reader>, orderIds: number[]): Promise<FormRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(consentForms)
    .where(and(eq(consentForms.companyId, companyId), inArray(consentForms.orderId, orderIds)))
    .orderBy(desc(consentForms.revision));
  return rows.filter((r, i) => rows.findIndex((o) => o.orderId === r.orderId && o.templateId === r.templateId) === i);
}

export interface ConsentStatus {
  templateId: number;
  title: Localised;
  state: ConsentState;
  formId: number | null;
}

/** Each order's forms and whether they are signed: what the order's page, its mail and the agenda show. */
export async function consentStates({ db, companyId }: Tenant<Reader>, orderIds: number[]): Promise<Map<number, ConsentStatus[]>> {
  const [due, signed] = await Promise.all([dueTemplates({ db, companyId }, orderIds), latestForms({ db, companyId }, orderIds)]);
  const states = new Map<number, ConsentStatus[]>();
  for (const [orderId, templates] of due) {
    states.set(
      orderId,
      templates.map((t) => {
        const form = signed.find((f) => f.orderId === orderId && f.templateId === t.id);
        return { templateId: t.id, title: t.title, state: form ? "signed" : "to_sign", formId: form?.id ?? null };
      }),
    );
  }
  return states;
}

const asked = (questions: ConsentQuestion[], lang: Lang): AskedQuestion[] =>
  questions.map((q) => ({ key: q.key, kind: q.kind, label: localise(q.label, lang), required: q.required, choices: (q.choices ?? []).map((c) => ({ value: c.value, label: localise(c.label, lang) })) }));

export function formView(row: FormRow, lang: Lang): SignedFormView {
  return {
    id: row.id,
    orderId: row.orderId,
    customerId: row.customerId,
    templateId: row.templateId,
    templateVersion: row.templateVersion,
    revision: row.revision,
    title: localise(row.title, lang),
    questions: asked(row.questions, lang),
    answers: row.answers,
    signature: row.signatureKind === "drawn" ? { kind: "drawn", path: row.signature } : { kind: "typed", name: row.signature },
    signedAt: row.signedAt.toISOString(),
    ip: row.ip,
  };
}

/** One of the customer's orders, or 404 (another customer's looks missing). */
async function customersOrder({ db, companyId }: Tenant<Reader>, customerId: number, orderId: number) {
  const [order] = await db
    .select({ id: bookingOrders.id, status: bookingOrders.status })
    .from(bookingOrders)
    .where(and(eq(bookingOrders.companyId, companyId), eq(bookingOrders.customerId, customerId), eq(bookingOrders.id, orderId)));
  if (!order) throw new NotFound("not_found", { orderId: "unknown" });
  return order;
}

/** The forms one of the customer's orders asks for, in their language, each with its latest signed revision. */
export async function orderConsents(scope: RecordScope, customerId: number, orderId: number, lang: Lang): Promise<OrderConsentView[]> {
  const { db, companyId } = scope;
  await customersOrder({ db, companyId }, customerId, orderId);
  const [due, signed] = await Promise.all([dueTemplates({ db, companyId }, [orderId]), latestForms({ db, companyId }, [orderId])]);
  // every signed form shown is a read of the customer's record
  const shown = signed.filter((f) => due.get(orderId)?.some((t) => t.id === f.templateId));
  await logRecordAccess(scope, shown.map((f) => ({ action: "read" as const, record: "consent" as const, id: f.id, customerId })));
  return (due.get(orderId) ?? []).map((t) => {
    const form = signed.find((f) => f.templateId === t.id);
    return { templateId: t.id, version: t.version, title: localise(t.title, lang), intro: localise(t.intro, lang), questions: asked(t.questions, lang), state: form ? "signed" : "to_sign", form: form ? formView(form, lang) : null };
  });
}

export interface Signing {
  ip: string;
  lang: Lang;
}

/** Signs one of the order's forms: a new revision (1, or the next one for a correction); never an update. Logged in its transaction. */
export async function signForm(scope: RecordScope, customerId: number, orderId: number, input: z.output<typeof signInput>, at: Signing): Promise<SignedFormView> {
  const { db, companyId } = scope;
  const row = await db.transaction(async (tx: Tx) => {
    const order = await customersOrder({ db: tx, companyId }, customerId, orderId);
    if (order.status === "cancelled" || order.status === "expired") throw new Conflict("booking_cancelled", { orderId: order.status });
    const template = (await dueTemplates({ db: tx, companyId }, [orderId])).get(orderId)?.find((t) => t.id === input.templateId);
    if (!template) throw new NotFound("not_found", { templateId: "not a form this booking asks for" });
    const { answers, faults } = checkAnswers(template.questions, input.answers);
    if (input.signature.kind === "drawn" && !drawsSomething(input.signature.path)) faults["signature.path"] = "the signature is empty: draw it";
    if (Object.keys(faults).length) throw new Invalid(faults);
    const [last] = await tx
      .select({ revision: max(consentForms.revision) })
      .from(consentForms)
      .where(and(eq(consentForms.companyId, companyId), eq(consentForms.orderId, orderId), eq(consentForms.templateId, template.id)));
    const [inserted] = await tx
      .insert(consentForms)
      .values({
        companyId,
        customerId,
        orderId,
        templateId: template.id,
        templateVersion: template.version,
        revision: (last?.revision ?? 0) + 1,
        title: template.title,
        questions: template.questions,
        answers,
        signatureKind: input.signature.kind,
        signature: input.signature.kind === "drawn" ? input.signature.path : input.signature.name.trim(),
        signedAt: scope.now,
        ip: at.ip,
        lang: at.lang,
      })
      .returning();
    await logRecordAccess({ ...scope, db: tx }, { action: "create", record: "consent", id: inserted!.id, customerId });
    return inserted!;
  });
  return formView(row, at.lang);
}

async function ownForm({ db, companyId }: Tenant<Reader>, customerId: number, formId: number): Promise<FormRow> {
  const [row] = await db.select().from(consentForms).where(and(eq(consentForms.companyId, companyId), eq(consentForms.customerId, customerId), eq(consentForms.id, formId)));
  if (!row) throw new NotFound("not_found", { id: "unknown" });
  return row;
}

/** One of the customer's signed forms read (its PDF), logged; another's is 404. */
export async function customersForm(scope: RecordScope, customerId: number, formId: number): Promise<FormRow> {
  const row = await ownForm(scope, customerId, formId);
  await logRecordAccess(scope, { action: "read", record: "consent", id: row.id, customerId });
  return row;
}

/** A change to a signed form: the customer's own is refused as signed (409), anyone else's is not found. */
export async function refuseChange({ db, companyId }: Tenant<Reader>, customerId: number, formId: number): Promise<never> {
  await ownForm({ db, companyId }, customerId, formId);
  throw new Conflict("form_signed", { id: "signed: sign a correction (POST /consentements/orders/{orderId})" });
}

/**
 * An order of the company a team member reaches (a manager: their shops', 403 otherwise), or 404;
 * a practitioner only an order with an appointment on their own column (another is 404, as a
 * customer not booked with them is no one for their records).
 */
async function staffOrder({ db, companyId }: Tenant<Reader>, by: TeamMember, orderId: number) {
  const [order] = await db.select({ id: bookingOrders.id, shopId: bookingOrders.shopId }).from(bookingOrders).where(and(eq(bookingOrders.companyId, companyId), eq(bookingOrders.id, orderId)));
  if (!order) throw new NotFound("not_found", { orderId: "unknown" });
  assertShop(by, order.shopId);
  if (readsOwnCustomersOnly(by.role)) {
    const mine = by.employeeId == null ? [] : await db.select({ id: appointments.id }).from(appointments).where(and(eq(appointments.companyId, companyId), eq(appointments.orderId, orderId), eq(appointments.employeeId, by.employeeId))).limit(1);
    if (mine.length === 0) throw new NotFound("not_found", { orderId: "unknown" });
  }
  return order;
}

/** Every revision signed for an order, newest first, for the owner, a manager of its shop or its practitioner. */
export async function formsOfOrder(scope: RecordScope, by: TeamMember, orderId: number, lang: Lang): Promise<SignedFormView[]> {
  const { db, companyId } = scope;
  await staffOrder({ db, companyId }, by, orderId);
  const rows = await db
    .select()
    .from(consentForms)
    .where(and(eq(consentForms.companyId, companyId), eq(consentForms.orderId, orderId)))
    .orderBy(desc(consentForms.signedAt), desc(consentForms.id));
  await logRecordAccess(scope, rows.map((r) => ({ action: "read" as const, record: "consent" as const, id: r.id, customerId: r.customerId })));
  return rows.map((r) => formView(r, lang));
}

/** One signed form for the owner, a manager of its booking's shop or the booking's practitioner, or 404/403. */
export async function staffForm(scope: RecordScope, by: TeamMember, formId: number): Promise<FormRow> {
  const { db, companyId } = scope;
  const [row] = await db.select().from(consentForms).where(and(eq(consentForms.companyId, companyId), eq(consentForms.id, formId)));
  if (!row) throw new NotFound("not_found", { id: "unknown" });
  await staffOrder({ db, companyId }, by, row.orderId);
  await logRecordAccess(scope, { action: "read", record: "consent", id: row.id, customerId: row.customerId });
  return row;
}
