// The categories written by the business (contract/categories.ts): found through the request's
// company, each write and its audit record in one transaction. The categories' and their links'
// triggers move the company's version (migration 0007), so the storefront reads them at once.
import type { Tenant } from "../tenant";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { categoryInput } from "../../contract/categories";
import { NotFound } from "../../domain/errors";
import { record, type Editor } from "../audit/editor";
import type { Db } from "../db";
import { articles, categories, categoryArticles } from "../db/schema";
import { uniqueSafe } from "./shop-writes";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Row = typeof categories.$inferSelect;

const view = (row: Row) => ({ id: row.id, slug: row.slug, order: row.sortOrder, name: row.name, description: row.description, images: row.images, kind: row.kind });

export async function saveCategory({ db, companyId }: Tenant, input: z.output<typeof categoryInput>, editor: Editor, id?: number) {
  const values = { slug: input.slug, name: input.name, description: input.description ?? {}, images: input.images ?? [], sortOrder: input.order ?? 0, kind: input.kind ?? ("services" as const) };
  return uniqueSafe(
    () =>
      db.transaction(async (tx: Tx) => {
        if (id === undefined) {
          const [row] = await tx.insert(categories).values({ ...values, companyId }).returning();
          await record({ db: tx, companyId }, editor, { action: "create", entity: "category", id: row!.id, after: row });
          return view(row!);
        }
        const [before] = await tx.select().from(categories).where(and(eq(categories.companyId, companyId), eq(categories.id, id))).for("update");
        if (!before) throw new NotFound("category_not_found", { id: "unknown" });
        const [row] = await tx.update(categories).set(values).where(and(eq(categories.companyId, companyId), eq(categories.id, id))).returning();
        await record({ db: tx, companyId }, editor, { action: "update", entity: "category", id, before, after: row });
        return view(row!);
      }),
    { slug: "slug" },
  );
}

export async function deleteCategory({ db, companyId }: Tenant, id: number, editor: Editor): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    const [gone] = await tx.delete(categories).where(and(eq(categories.companyId, companyId), eq(categories.id, id))).returning();
    if (!gone) throw new NotFound("category_not_found", { id: "unknown" });
    await record({ db: tx, companyId }, editor, { action: "delete", entity: "category", id, before: gone });
  });
}

export async function linkCategoryArticle({ db, companyId }: Tenant, articleId: number, input: { categoryId: number; order?: number }, editor: Editor): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    const [category] = await tx.select({ id: categories.id }).from(categories).where(and(eq(categories.companyId, companyId), eq(categories.id, input.categoryId)));
    if (!category) throw new NotFound("category_not_found", { categoryId: "unknown" });
    const [article] = await tx.select({ id: articles.id }).from(articles).where(and(eq(articles.companyId, companyId), eq(articles.id, articleId)));
    if (!article) throw new NotFound("article_not_found", { id: "unknown" });
    const sortOrder = input.order ?? 0;
    await tx
      .insert(categoryArticles)
      .values({ companyId, categoryId: category.id, articleId, sortOrder })
      .onConflictDoUpdate({ target: [categoryArticles.categoryId, categoryArticles.articleId], set: { sortOrder } });
    await record({ db: tx, companyId }, editor, { action: "link", entity: "category_article", id: `${category.id}:${articleId}`, after: { order: sortOrder } });
  });
}

export async function unlinkCategoryArticle({ db, companyId }: Tenant, articleId: number, categoryId: number, editor: Editor): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    const gone = await tx
      .delete(categoryArticles)
      .where(and(eq(categoryArticles.companyId, companyId), eq(categoryArticles.categoryId, categoryId), eq(categoryArticles.articleId, articleId)))
      .returning();
    if (gone.length === 0) throw new NotFound("not_found", { id: "not listed by this category" });
    await record({ db: tx, companyId }, editor, { action: "unlink", entity: "category_article", id: `${categoryId}:${articleId}`, before: gone[0] });
  });
}
