// Stock per shop (spec §4, §5, §9; decision 167): what a shop holds of a product, read as the
// spec says (999999 when the product's stock is not tracked, 0 when it is not found), and taken
// for an order by conditional updates in the order's transaction, so two orders can never sell
// the same unit; the CHECK on shop_articles.stock is the last guard. Given back when the order
// fails or expires unpaid.
import type { Tenant } from "../tenant";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { builtOnce } from "../db";
import { Conflict } from "../../domain/errors";
import { availableStock } from "../../domain/product-cart";
import { articles, shopArticles } from "../db/schema";

/** The row's product tracks its stock (spelt out: inside a subquery a bare column would be the article's). */
const tracked = and(isNotNull(shopArticles.stock), sql`exists (select 1 from articles a where a.id = shop_articles.article_id and (a.booker->>'enableStock')::boolean)`);

/** What the shop can sell of each product now (spec §4), by product id; absent ids are 0. */
export async function stockInShop({ db, companyId }: Tenant, shopId: number, articleIds: readonly number[]): Promise<Map<number, number>> {
  const rows = articleIds.length ? await shopStock(db).execute({ companyId, shopId }) : [];
  const found = new Map(rows.map((r) => [r.id, availableStock({ booker: r.booker as never, stock: r.stock })]));
  return new Map(articleIds.map((id) => [id, found.get(id) ?? 0]));
}

/** every product the shop sells, with its stock: built once per database (each e-shop and basket page asks it) */
const shopStock = builtOnce((db) =>
  db
    .select({ id: articles.id, booker: articles.booker, stock: shopArticles.stock })
    .from(shopArticles)
    .innerJoin(articles, eq(articles.id, shopArticles.articleId))
    .where(and(eq(shopArticles.companyId, sql.placeholder("companyId")), eq(shopArticles.shopId, sql.placeholder("shopId")), eq(articles.type, "2"), eq(articles.draft, false)))
    .prepare("shop_stock"),
);

/**
 * A stamp of all that the company's shops hold (a digest of every row's stock): it changes with any
 * unit taken, given back or counted, and with a product put on a shop's shelf or taken off it.
 */
export async function stockStamp({ db, companyId }: Tenant): Promise<string> {
  const [row] = await stampQuery(db).execute({ companyId });
  return row!.stamp;
}

/** built once per database: every e-shop view without a session asks it */
const stampQuery = builtOnce((db) =>
  db
    .select({ stamp: sql<string>`md5(coalesce(string_agg(${shopArticles.shopId} || ':' || ${shopArticles.articleId} || ':' || coalesce(${shopArticles.stock}::text, '-'), ',' order by ${shopArticles.shopId}, ${shopArticles.articleId}), ''))` })
    .from(shopArticles)
    .where(eq(shopArticles.companyId, sql.placeholder("companyId")))
    .prepare("stock_stamp"),
);

/**
 * Takes the quantities from the shop's stock, all or nothing (the caller's transaction is rolled
 * back by the refusal): a tracked product only while the shop still holds enough. Lines are taken
 * in product order, so two orders never wait on each other's rows. `field(i)` names the refused line.
 */
export async function takeStock({ db: tx, companyId }: Tenant, shopId: number, lines: readonly { articleId: number; quantity: number }[], field: (i: number) => string): Promise<void> {
  const order = lines.map((l, i) => ({ ...l, i })).sort((a, b) => a.articleId - b.articleId);
  for (const line of order) {
    const [taken] = await tx
      .update(shopArticles)
      .set({ stock: sql`${shopArticles.stock} - ${line.quantity}` })
      .where(and(eq(shopArticles.companyId, companyId), eq(shopArticles.shopId, shopId), eq(shopArticles.articleId, line.articleId), tracked, sql`${shopArticles.stock} >= ${line.quantity}`))
      .returning({ left: shopArticles.stock });
    if (taken) continue;
    const left = (await stockInShop({ db: tx, companyId }, shopId, [line.articleId])).get(line.articleId)!;
    // not tracked: nothing to take
    if (left >= line.quantity) continue;
    throw new Conflict("out_of_stock", { [field(line.i)]: `${left} left` });
  }
}

/** Gives the quantities back to the shop (an order that failed or expired unpaid); untracked products are left as they are. */
export async function giveStockBack({ db: tx, companyId }: Tenant, shopId: number, lines: readonly { articleId: number; quantity: number }[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.articleId - b.articleId)) {
    await tx
      .update(shopArticles)
      .set({ stock: sql`${shopArticles.stock} + ${line.quantity}` })
      .where(and(eq(shopArticles.companyId, companyId), eq(shopArticles.shopId, shopId), eq(shopArticles.articleId, line.articleId), tracked));
  }
}
