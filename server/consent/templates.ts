// Consent form templates written by the business (decision 283): found through the request's
// company, their services checked to be its own, the row and its services replaced in one
// transaction, each change recorded and the version moved on.
import type { Tenant } from "../tenant";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { ConsentTemplateView, templateInput } from "../../contract/consentements";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import { record, type Editor } from "../audit/editor";
import type { Db } from "../db";
import { articles, consentForms, consentTemplates, consentTemplateServices } from "../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Db, "select">;
type Input = z.output<typeof templateInput>;

/** The company's templates (or one), oldest first, each with its services and how many forms were signed on it. */
export async function listTemplates({ db, companyId }: Tenant<Reader>, id?: number): Promise<ConsentTemplateView[]> {
  const rows = await db
    .select()
    .from(consentTemplates)
    .where(and(eq(consentTemplates.companyId, companyId), id === undefined ? undefined : eq(consentTemplates.id, id)))
    .orderBy(asc(consentTemplates.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [links, signed] = await Promise.all([
    db
      .select({ templateId: consentTemplateServices.templateId, articleId: consentTemplateServices.articleId })
      .from(consentTemplateServices)
      .where(and(eq(consentTemplateServices.companyId, companyId), inArray(consentTemplateServices.templateId, ids)))
      .orderBy(asc(consentTemplateServices.articleId)),
    db
      .select({ templateId: consentForms.templateId, n: count() })
      .from(consentForms)
      .where(and(eq(consentForms.companyId, companyId), inArray(consentForms.templateId, ids)))
      .groupBy(consentForms.templateId),
  ]);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    intro: r.intro,
    questions: r.questions,
    version: r.version,
    serviceIds: links.filter((l) => l.templateId === r.id).map((l) => l.articleId),
    signed: signed.find((s) => s.templateId === r.id)?.n ?? 0,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function template({ db, companyId }: Tenant<Reader>, id: number): Promise<ConsentTemplateView> {
  const [found] = await listTemplates({ db, companyId }, id);
  if (!found) throw new NotFound("not_found", { id: "unknown" });
  return found;
}

/** The services named are the company's services or packages, else a refusal naming the field. */
async function ownServices({ db: tx, companyId }: Tenant<Reader>, asked: number[]): Promise<number[]> {
  const unique = [...new Set(asked)];
  if (unique.length === 0) return unique;
  const found = await tx.select({ id: articles.id }).from(articles).where(and(eq(articles.companyId, companyId), inArray(articles.id, unique), inArray(articles.type, ["1", "4"])));
  const missing = unique.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) throw new Invalid({ serviceIds: `not services of this company: ${missing.join(",")}` });
  return unique;
}

/** Adds a template (no id) or replaces the company's template `id` (its version grows); a service it names leaves any other form. */
export async function saveTemplate({ db, companyId }: Tenant, input: Input, editor: Editor, id?: number): Promise<ConsentTemplateView> {
  const savedId = await db.transaction(async (tx: Tx) => {
    const services = await ownServices({ db: tx, companyId }, input.serviceIds ?? []);
    const values = { title: input.title, intro: input.intro ?? {}, questions: input.questions, updatedAt: editor.now };
    let rowId: number;
    if (id === undefined) {
      const [row] = await tx.insert(consentTemplates).values({ ...values, companyId }).returning({ id: consentTemplates.id });
      rowId = row!.id;
      await record({ db: tx, companyId }, editor, { action: "create", entity: "consent_template", id: rowId, after: { ...values, serviceIds: services } });
    } else {
      const [row] = await tx.select().from(consentTemplates).where(and(eq(consentTemplates.companyId, companyId), eq(consentTemplates.id, id))).for("update");
      if (!row) throw new NotFound("not_found", { id: "unknown" });
      rowId = row.id;
      await tx.update(consentTemplates).set({ ...values, version: row.version + 1 }).where(eq(consentTemplates.id, row.id));
      await tx.delete(consentTemplateServices).where(and(eq(consentTemplateServices.companyId, companyId), eq(consentTemplateServices.templateId, row.id)));
      await record({ db: tx, companyId }, editor, { action: "update", entity: "consent_template", id: rowId, before: row, after: { ...values, version: row.version + 1, serviceIds: services } });
    }
    if (services.length) {
      await tx.delete(consentTemplateServices).where(and(eq(consentTemplateServices.companyId, companyId), inArray(consentTemplateServices.articleId, services)));
      await tx.insert(consentTemplateServices).values(services.map((articleId) => ({ companyId, templateId: rowId, articleId })));
    }
    return rowId;
  });
  return template({ db, companyId }, savedId);
}

/** Removes a template no customer signed (signed forms name it): else 409. */
export async function deleteTemplate({ db, companyId }: Tenant, id: number, editor: Editor): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    const [row] = await tx.select().from(consentTemplates).where(and(eq(consentTemplates.companyId, companyId), eq(consentTemplates.id, id))).for("update");
    if (!row) throw new NotFound("not_found", { id: "unknown" });
    const [signed] = await tx.select({ n: count() }).from(consentForms).where(and(eq(consentForms.companyId, companyId), eq(consentForms.templateId, id)));
    if ((signed?.n ?? 0) > 0) throw new Conflict("in_use", { id: `${signed!.n} signed forms answered it` });
    await tx.delete(consentTemplates).where(eq(consentTemplates.id, row.id));
    await record({ db: tx, companyId }, editor, { action: "delete", entity: "consent_template", id, before: row });
  });
}

/** Attaches one of the company's templates to one of its services (null: none); the templates' versions stay. */
export async function setServiceForm({ db, companyId }: Tenant, articleId: number, templateId: number | null, editor: Editor): Promise<{ articleId: number; templateId: number | null }> {
  await db.transaction(async (tx: Tx) => {
    const [service] = await tx.select({ id: articles.id }).from(articles).where(and(eq(articles.companyId, companyId), eq(articles.id, articleId), inArray(articles.type, ["1", "4"])));
    if (!service) throw new NotFound("not_found", { articleId: "unknown" });
    if (templateId !== null) {
      const [tpl] = await tx.select({ id: consentTemplates.id }).from(consentTemplates).where(and(eq(consentTemplates.companyId, companyId), eq(consentTemplates.id, templateId)));
      if (!tpl) throw new NotFound("not_found", { templateId: "unknown" });
    }
    const [before] = await tx.select({ templateId: consentTemplateServices.templateId }).from(consentTemplateServices).where(and(eq(consentTemplateServices.companyId, companyId), eq(consentTemplateServices.articleId, articleId)));
    await tx.delete(consentTemplateServices).where(and(eq(consentTemplateServices.companyId, companyId), eq(consentTemplateServices.articleId, articleId)));
    if (templateId !== null) await tx.insert(consentTemplateServices).values({ companyId, templateId, articleId });
    await record({ db: tx, companyId }, editor, { action: "update", entity: "consent_service", id: articleId, before: { templateId: before?.templateId ?? null }, after: { templateId } });
  });
  return { articleId, templateId };
}
