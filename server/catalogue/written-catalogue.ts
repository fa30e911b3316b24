// The catalogue as the business wrote it, for its back-office (contract/articles.ts
// writtenCatalogue): every category of both kinds, empty ones too, with its articles in their
// order, and every article with its drafts, prices per shop, employees and equipments, read in
// one round of queries (never one per article).
import type { Tenant } from "../tenant";
import { and, asc, eq } from "drizzle-orm";
import type { WrittenArticle } from "../../contract/articles";
import { articles, categories, categoryArticles, employeeSkills, equipmentServices } from "../db/schema";
import { CatalogueStore } from "./store";

const grouped = (rows: { key: number; id: number }[]) => {
  const by = new Map<number, number[]>();
  for (const r of rows) by.set(r.key, [...(by.get(r.key) ?? []), r.id]);
  return by;
};

export async function writtenCatalogue({ db, companyId }: Tenant) {
  const [all, orders, cats, members, skills, needs] = await Promise.all([
    new CatalogueStore(db).articles(companyId),
    db.select({ id: articles.id, order: articles.sortOrder }).from(articles).where(eq(articles.companyId, companyId)),
    db.select().from(categories).where(eq(categories.companyId, companyId)).orderBy(asc(categories.sortOrder), asc(categories.id)),
    db.select().from(categoryArticles).where(eq(categoryArticles.companyId, companyId)).orderBy(asc(categoryArticles.sortOrder), asc(categoryArticles.articleId)),
    db.select({ key: employeeSkills.articleId, id: employeeSkills.employeeId }).from(employeeSkills).where(eq(employeeSkills.companyId, companyId)).orderBy(asc(employeeSkills.employeeId)),
    db
      .select({ key: equipmentServices.articleId, id: equipmentServices.resourceId })
      .from(equipmentServices)
      .where(and(eq(equipmentServices.companyId, companyId)))
      .orderBy(asc(equipmentServices.resourceId)),
  ]);
  const orderOf = new Map(orders.map((o) => [o.id, o.order]));
  const skilled = grouped(skills);
  const needed = grouped(needs);
  const written: WrittenArticle[] = all.map((a) => ({ ...a, order: orderOf.get(a.id) ?? 0, employeeIds: skilled.get(a.id) ?? [], equipmentIds: needed.get(a.id) ?? [] }));
  return {
    categories: cats.map((c) => ({
      id: c.id,
      slug: c.slug,
      order: c.sortOrder,
      name: c.name,
      description: c.description,
      images: c.images,
      kind: c.kind,
      articleIds: members.filter((m) => m.categoryId === c.id).map((m) => m.articleId),
    })),
    articles: written,
  };
}
