// The back-office's stock per shop (decision 286): what each shop holds of each product whose
// stock is tracked, with the low ones marked by the business's threshold, and a count set by hand
// (a delivery received, an inventory). A manager reads and sets the stock of their own shops
// only; every change is audited. The shop_articles trigger moves the company's version, so the
// storefront's e-shop shows the new count at its next request.
import type { Tenant } from "../tenant";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { NotFound } from "../../domain/errors";
import { assertShop, shopsOf } from "../accounts/team";
import { record, type Editor } from "../audit/editor";
import type { Db } from "../db";
import { articles, shopArticles, shops } from "../db/schema";
import type { Localised } from "../../domain/types";

export interface StockLine {
  shopId: number;
  articleId: number;
  name: Localised;
  stock: number;
}

const tracked = sql`(${articles.booker}->>'enableStock')::boolean`;

/** Every tracked product of the shops the user reaches, by shop then product order. */
export async function stockLevels({ db, companyId }: Tenant, by: Editor["by"]): Promise<{ shops: { id: number; name: string }[]; lines: StockLine[] }> {
  const reached = shopsOf(by);
  const shopRows = await db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(and(eq(shops.companyId, companyId), reached === null ? undefined : inArray(shops.id, reached.length ? [...reached] : [-1])))
    .orderBy(asc(shops.sortOrder), asc(shops.id));
  if (!shopRows.length) return { shops: [], lines: [] };
  const rows = await db
    .select({ shopId: shopArticles.shopId, articleId: articles.id, name: articles.name, stock: shopArticles.stock })
    .from(shopArticles)
    .innerJoin(articles, eq(articles.id, shopArticles.articleId))
    .where(and(eq(shopArticles.companyId, companyId), inArray(shopArticles.shopId, shopRows.map((s) => s.id)), eq(articles.type, "2"), tracked))
    .orderBy(asc(articles.sortOrder), asc(articles.id));
  return { shops: shopRows, lines: rows.map((r) => ({ ...r, stock: r.stock ?? 0 })) };
}

/** Sets the count a shop holds of a tracked product; another business's shop or product is 404. */
export async function setStock({ db, companyId }: Tenant, shopId: number, articleId: number, stock: number, editor: Editor): Promise<StockLine> {
  return db.transaction(async (tx) => {
    const [shop] = await tx.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, companyId), eq(shops.id, shopId)));
    if (!shop) throw new NotFound("unknown_shop", { shopId: "unknown" });
    assertShop(editor.by, shopId);
    // locked: an order taking stock now waits, and the audit's 'before' is what it replaced
    const [before] = await tx
      .select({ stock: shopArticles.stock, name: articles.name })
      .from(shopArticles)
      .innerJoin(articles, eq(articles.id, shopArticles.articleId))
      .where(and(eq(shopArticles.companyId, companyId), eq(shopArticles.shopId, shopId), eq(shopArticles.articleId, articleId), eq(articles.type, "2"), tracked))
      .for("update", { of: shopArticles });
    if (!before) throw new NotFound("not_found", { articleId: "not a tracked product of this shop" });
    await tx.update(shopArticles).set({ stock }).where(and(eq(shopArticles.companyId, companyId), eq(shopArticles.shopId, shopId), eq(shopArticles.articleId, articleId)));
    await record({ db: tx as unknown as Db, companyId }, editor, { action: "update", entity: "shop_article", id: articleId, before: { shopId, stock: before.stock }, after: { shopId, stock } });
    return { shopId, articleId, name: before.name, stock };
  });
}
