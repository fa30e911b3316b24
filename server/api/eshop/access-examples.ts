// Valid requests of the e-shop's company-user operations, for the walk over the access table (server/api/access.test.ts).
import { and, eq, sql } from "drizzle-orm";
import { articles, shopArticles } from "../../db/schema";
import type { AccessExamples, WalkFixture } from "../access-walk";
import { parisEshopOrder } from "../orders/access-examples";

/** A product of the spa whose stock the Paris shop tracks. */
async function parisTracked(fx: WalkFixture) {
  const [row] = await fx.db
    .select({ id: shopArticles.articleId })
    .from(shopArticles)
    .innerJoin(articles, eq(articles.id, shopArticles.articleId))
    .where(and(eq(shopArticles.companyId, fx.companyId), eq(shopArticles.shopId, fx.paris), eq(articles.type, "2"), sql`(${articles.booker}->>'enableStock')::boolean`));
  if (!row) throw new Error("the spa's Paris shop tracks no product's stock");
  return row.id;
}

export const examples: AccessExamples = {
  stockLevels: { request: async () => ({}) },
  setStock: { atShop: true, request: async (fx) => ({ params: { shopId: fx.paris, articleId: await parisTracked(fx) }, body: { stock: 7 } }) },
  // each knock its own paid Paris order, made ready for collection
  moveEshopOrder: { atShop: true, request: async (fx) => ({ params: { id: await parisEshopOrder(fx) }, body: { status: "ready" } }) },
};
