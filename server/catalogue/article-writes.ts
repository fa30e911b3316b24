// The articles written by the business (contract/articles.ts). Every row is found through the
// request's company, and every id the input names (shops, employees, equipments, upsells, a
// package's services) is checked to be the company's own before anything is written; the article,
// its offers and links and the audit record go in one transaction. The articles' and their links'
// triggers move the company's version (migration 0007), so the storefront reads them at once.
import type { Tenant } from "../tenant";
import { and, asc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { articleInput, WrittenArticle } from "../../contract/articles";
import { parseSettings, settingsNaming } from "../../domain/company-settings";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import { record, type Editor } from "../audit/editor";
import { deleteUnlessNamed, type Db } from "../db";
import { alerts, appointments, articles, categories, categoryArticles, companies, employeeSkills, employees, equipmentServices, eshopOrderLines, giftVouchers, resources, shopArticles, shops } from "../db/schema";
import { assertShop } from "../accounts/team";
import { uniqueSafe } from "./shop-writes";
import { CatalogueStore } from "./store";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Reader = Pick<Db, "select">;
type Input = z.output<typeof articleInput>;

/** The article as the business sees it: drafts too, with who performs it and what it needs. */
export async function writtenArticle({ db, companyId }: Tenant, id: number): Promise<WrittenArticle> {
  const [article] = await new CatalogueStore(db).articles(companyId, { ids: [id] });
  if (!article) throw new NotFound("article_not_found", { id: "unknown" });
  const [row, skills, needs] = await Promise.all([
    db.select({ order: articles.sortOrder }).from(articles).where(eq(articles.id, id)),
    db.select({ id: employeeSkills.employeeId }).from(employeeSkills).where(and(eq(employeeSkills.companyId, companyId), eq(employeeSkills.articleId, id))).orderBy(asc(employeeSkills.employeeId)),
    db.select({ id: equipmentServices.resourceId }).from(equipmentServices).where(and(eq(equipmentServices.companyId, companyId), eq(equipmentServices.articleId, id))).orderBy(asc(equipmentServices.resourceId)),
  ]);
  return { ...article, order: row[0]!.order, employeeIds: skills.map((s) => s.id), equipmentIds: needs.map((n) => n.id) };
}

/** Of `asked`, the ids `found` lacks: refused naming `field`. */
function mustAll(field: string, asked: number[], found: { id: number }[], what: string) {
  const missing = [...new Set(asked)].filter((a) => !found.some((f) => f.id === a));
  if (missing.length) throw new Invalid({ [field]: `not ${what} of this company: ${missing.join(",")}` });
}

/** Every id the input names is the company's own, of the right kind. */
async function checkNamed({ db: tx, companyId }: Tenant<Reader>, input: Input, self?: number) {
  const services = [...(input.booker.upsells ?? []), ...(input.booker.packageServiceIds ?? [])];
  if (self !== undefined && services.includes(self)) throw new Invalid({ [input.booker.packageServiceIds?.includes(self) ? "booker.packageServiceIds" : "booker.upsells"]: "must not name the article itself" });
  const none = Promise.resolve([] as { id: number }[]);
  const shopIds = (input.shops ?? []).map((s) => s.shopId);
  const [foundServices, foundShops, foundEmployees, foundEquipments, foundCategories] = await Promise.all([
    services.length ? tx.select({ id: articles.id }).from(articles).where(and(eq(articles.companyId, companyId), inArray(articles.id, services), eq(articles.type, "1"))) : none,
    shopIds.length ? tx.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, companyId), inArray(shops.id, shopIds))) : none,
    input.employeeIds?.length ? tx.select({ id: employees.id }).from(employees).where(and(eq(employees.companyId, companyId), inArray(employees.id, input.employeeIds))) : none,
    input.equipmentIds?.length
      ? tx.select({ id: resources.id }).from(resources).where(and(eq(resources.companyId, companyId), inArray(resources.id, input.equipmentIds), eq(resources.type, "equipment")))
      : none,
    input.categoryIds?.length ? tx.select({ id: categories.id }).from(categories).where(and(eq(categories.companyId, companyId), inArray(categories.id, input.categoryIds))) : none,
  ]);
  mustAll("categoryIds", input.categoryIds ?? [], foundCategories, "categories");
  mustAll("booker.upsells", input.booker.upsells ?? [], foundServices, "services");
  mustAll("booker.packageServiceIds", input.booker.packageServiceIds ?? [], foundServices, "services");
  mustAll("shops", shopIds, foundShops, "shops");
  mustAll("employeeIds", input.employeeIds ?? [], foundEmployees, "employees");
  mustAll("equipmentIds", input.equipmentIds ?? [], foundEquipments, "equipments");
}

/** An external id names one article of the company (app-checked: null is never taken). */
async function assertReferenceFree({ db: tx, companyId }: Tenant<Reader>, ref: string | null | undefined, self?: number) {
  if (!ref) return;
  const [other] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.companyId, companyId), eq(articles.externalId, ref), self === undefined ? undefined : ne(articles.id, self)));
  if (other) throw new Conflict("reference_taken", { artebeauteId: "taken" });
}

function rowValues(input: Input) {
  const b = input.booker;
  return {
    type: input.type,
    slug: input.slug ?? null,
    name: input.name,
    description: input.description ?? {},
    draft: input.draft ?? false,
    price: input.price,
    weekPrice: input.weekPrice ?? null,
    externalId: input.artebeauteId ?? null,
    booker: {
      active: b.active,
      duration: b.duration,
      pause: b.pause ?? 0,
      vat: b.vat ?? 20,
      upsellOnly: b.upsellOnly ?? false,
      upsells: b.upsells ?? [],
      enableStock: b.enableStock ?? false,
      priceTime: b.priceTime ?? { active: false, prices: [] },
      appointment: { nbCustomerRequired: b.nbCustomerRequired ?? 1 },
      ...(input.type === "4" ? { packageServiceIds: b.packageServiceIds ?? [] } : {}),
      ...(b.deposit === undefined ? {} : { deposit: b.deposit }),
    },
    images: input.images ?? [],
    sortOrder: input.order ?? 0,
    stock: input.type === "2" ? (input.stock ?? null) : null,
  };
}

/** Replaces the links the input names (left out: kept as they are). */
async function writeLinks({ db: tx, companyId }: Tenant<Tx>, articleId: number, input: Input) {
  if (input.shops) {
    const keep = input.shops.map((s) => s.shopId);
    await tx.delete(shopArticles).where(and(eq(shopArticles.companyId, companyId), eq(shopArticles.articleId, articleId), keep.length ? notInArray(shopArticles.shopId, keep) : undefined));
    for (const s of input.shops) {
      const price = s.price ?? null;
      // an existing offer keeps its stock; only its price is the input's
      await tx.insert(shopArticles).values({ companyId, shopId: s.shopId, articleId, price }).onConflictDoUpdate({ target: [shopArticles.shopId, shopArticles.articleId], set: { price } });
    }
  }
  if (input.employeeIds) {
    await tx.delete(employeeSkills).where(and(eq(employeeSkills.companyId, companyId), eq(employeeSkills.articleId, articleId)));
    const unique = [...new Set(input.employeeIds)];
    if (unique.length) await tx.insert(employeeSkills).values(unique.map((employeeId) => ({ companyId, employeeId, articleId })));
  }
  if (input.equipmentIds) {
    await tx.delete(equipmentServices).where(and(eq(equipmentServices.companyId, companyId), eq(equipmentServices.articleId, articleId)));
    const unique = [...new Set(input.equipmentIds)];
    if (unique.length) await tx.insert(equipmentServices).values(unique.map((resourceId) => ({ companyId, resourceId, articleId })));
  }
  if (input.categoryIds) {
    const keep = [...new Set(input.categoryIds)];
    await tx.delete(categoryArticles).where(and(eq(categoryArticles.companyId, companyId), eq(categoryArticles.articleId, articleId), keep.length ? notInArray(categoryArticles.categoryId, keep) : undefined));
    // a category that did not list it yet lists it last; one that did keeps its place
    for (const categoryId of keep) {
      const [last] = await tx.select({ order: sql<number>`coalesce(max(${categoryArticles.sortOrder}), -1)` }).from(categoryArticles).where(and(eq(categoryArticles.companyId, companyId), eq(categoryArticles.categoryId, categoryId)));
      await tx.insert(categoryArticles).values({ companyId, categoryId, articleId, sortOrder: Number(last?.order ?? -1) + 1 }).onConflictDoNothing();
    }
  }
}

/** A manager adds an article at their own shops only (decision 240): it names at least one, all theirs (else 403). */
function assertManagerOffer(editor: Editor, input: Input) {
  if (editor.by.role === "owner") return;
  if (!input.shops?.length) throw new Invalid({ shops: "name at least one of your shops" });
  for (const s of input.shops) assertShop(editor.by, s.shopId);
}

/** Adds an article (no id) or replaces the company's article `id`. */
export async function saveArticle({ db, companyId }: Tenant, input: Input, editor: Editor, id?: number): Promise<WrittenArticle> {
  return uniqueSafe(
    () =>
      db.transaction(async (tx: Tx) => {
        const values = rowValues(input);
        if (id === undefined) {
          assertManagerOffer(editor, input);
          await checkNamed({ db: tx, companyId }, input);
          await assertReferenceFree({ db: tx, companyId }, input.artebeauteId);
          const [row] = await tx.insert(articles).values({ ...values, companyId }).returning({ id: articles.id });
          await writeLinks({ db: tx, companyId }, row!.id, input);
          const after = await writtenArticle({ db: tx as unknown as Db, companyId }, row!.id);
          await record({ db: tx, companyId }, editor, { action: "create", entity: "article", id: row!.id, after });
          return after;
        }
        const [locked] = await tx.select({ id: articles.id, type: articles.type }).from(articles).where(and(eq(articles.companyId, companyId), eq(articles.id, id))).for("update");
        if (!locked) throw new NotFound("article_not_found", { id: "unknown" });
        await checkNamed({ db: tx, companyId }, input, id);
        await assertReferenceFree({ db: tx, companyId }, input.artebeauteId, id);
        // What was booked or sold as a service stays one (and a product a product): its history reads it so.
        if ((locked.type === "2") !== (input.type === "2")) {
          const users = await namedBy({ db: tx, companyId }, id);
          if (users.length) throw new Conflict("in_use", { type: `cannot change while ${users.join(", ")} name it` });
        }
        const before = await writtenArticle({ db: tx as unknown as Db, companyId }, id);
        await tx.update(articles).set(values).where(and(eq(articles.companyId, companyId), eq(articles.id, id)));
        await writeLinks({ db: tx, companyId }, id, input);
        const after = await writtenArticle({ db: tx as unknown as Db, companyId }, id);
        await record({ db: tx, companyId }, editor, { action: "update", entity: "article", id, before, after });
        return after;
      }),
    { slug: "slug" },
  );
}

const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as Record<string, unknown>[];

/** What still names an article, in words ('2 appointments', 'package 14'): empty when nothing does. */
async function namedBy({ db: tx, companyId }: Tenant<Tx>, id: number): Promise<string[]> {
  const count = (n: unknown) => Number(n ?? 0);
  const [counts] = rowsOf(
    await tx.execute(sql`select
      (select count(*) from ${appointments} where company_id = ${companyId} and article_id = ${id}) as appointments,
      (select count(*) from ${eshopOrderLines} where company_id = ${companyId} and article_id = ${id}) as lines,
      (select count(*) from ${giftVouchers} where company_id = ${companyId} and article_id = ${id}) as vouchers,
      (select count(*) from ${alerts} where company_id = ${companyId} and service_id = ${id}) as alerts`),
  );
  const named = [
    [count(counts!.appointments), "appointments"],
    [count(counts!.lines), "e-shop order lines"],
    [count(counts!.vouchers), "gift vouchers"],
    [count(counts!.alerts), "alerts"],
  ]
    .filter(([n]) => (n as number) > 0)
    .map(([n, what]) => `${n} ${what}`);
  const asJson = JSON.stringify([id]);
  const others = await tx
    .select({ id: articles.id, type: articles.type })
    .from(articles)
    .where(
      and(
        eq(articles.companyId, companyId),
        ne(articles.id, id),
        sql`(${articles.booker}->'packageServiceIds' @> ${asJson}::jsonb or ${articles.booker}->'upsells' @> ${asJson}::jsonb)`,
      ),
    )
    .orderBy(asc(articles.id));
  for (const o of others) named.push(`${o.type === "4" ? "package" : "article"} ${o.id}`);
  const [company] = await tx.select({ settings: companies.settings }).from(companies).where(eq(companies.id, companyId));
  return [...named, ...settingsNaming(parseSettings(company!.settings), id)];
}

/** Removes an article nothing names (bookings, orders, vouchers, alerts, packages, upsells): else 409 naming them. */
export async function deleteArticle({ db, companyId }: Tenant, id: number, editor: Editor): Promise<void> {
  await deleteUnlessNamed(() => removeArticle({ db, companyId }, id, editor), "other records name this article");
}

async function removeArticle({ db, companyId }: Tenant, id: number, editor: Editor): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    const [locked] = await tx.select({ id: articles.id }).from(articles).where(and(eq(articles.companyId, companyId), eq(articles.id, id))).for("update");
    if (!locked) throw new NotFound("article_not_found", { id: "unknown" });
    const users = await namedBy({ db: tx, companyId }, id);
    if (users.length) throw new Conflict("in_use", { id: `named by ${users.join(", ")}` });
    const before = await writtenArticle({ db: tx as unknown as Db, companyId }, id);
    await tx.delete(articles).where(and(eq(articles.companyId, companyId), eq(articles.id, id)));
    await record({ db: tx, companyId }, editor, { action: "delete", entity: "article", id, before });
  });
}

export async function articleMappings({ db, companyId }: Tenant<Reader>, type?: string) {
  const rows = await db
    .select({ id: articles.id, type: articles.type, name: articles.name, artebeauteId: articles.externalId })
    .from(articles)
    .where(and(eq(articles.companyId, companyId), type ? eq(articles.type, type as "1") : undefined))
    .orderBy(asc(articles.sortOrder), asc(articles.id));
  return rows.map((r) => ({ ...r, name: r.name.fr ?? Object.values(r.name)[0] ?? "" }));
}

export async function putArticleMapping({ db, companyId }: Tenant, input: { id: number; artebeauteId: string | null }, editor: Editor) {
  // the unique constraint settles two writes racing for one reference: 409, never a 500
  return uniqueSafe(() => db.transaction(async (tx: Tx) => {
    const [before] = await tx
      .select({ id: articles.id, type: articles.type, name: articles.name, artebeauteId: articles.externalId })
      .from(articles)
      .where(and(eq(articles.companyId, companyId), eq(articles.id, input.id)))
      .for("update");
    if (!before) throw new NotFound("article_not_found", { id: "unknown" });
    await assertReferenceFree({ db: tx, companyId }, input.artebeauteId, input.id);
    await tx.update(articles).set({ externalId: input.artebeauteId }).where(and(eq(articles.companyId, companyId), eq(articles.id, input.id)));
    await record({ db: tx, companyId }, editor, { action: "update", entity: "article_mapping", id: input.id, before: { artebeauteId: before.artebeauteId }, after: { artebeauteId: input.artebeauteId } });
    return { id: before.id, type: before.type, name: before.name.fr ?? Object.values(before.name)[0] ?? "", artebeauteId: input.artebeauteId };
  }), {});
}
