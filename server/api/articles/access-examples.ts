// Valid requests of the articles' company-user operations, for the walk over the access table (server/api/access.test.ts).
import { articles } from "../../db/schema";
import type { AccessExamples, WalkFixture } from "../access-walk";

const body = { type: "1", slug: null, name: { fr: "Soin de la visite" }, price: 5000, booker: { active: true, duration: 30 } };

/** A fresh service of the spa (each knock gets its own, a delete ends one). */
async function freshArticle(fx: WalkFixture) {
  const [row] = await fx.db
    .insert(articles)
    .values({ companyId: fx.companyId, type: "1", name: { fr: "Soin de la visite" }, price: 5000, booker: { active: true, duration: 30, pause: 0, vat: 20, upsellOnly: false, upsells: [], enableStock: false, priceTime: { active: false, prices: [] }, appointment: { nbCustomerRequired: 1 } } })
    .returning({ id: articles.id });
  return row!.id;
}

export const examples: AccessExamples = {
  articleMappings: { request: async () => ({ query: { type: "1" } }) },
  putArticleMapping: { request: async (fx) => ({ body: { id: await freshArticle(fx), artebeauteId: null } }) },
  writtenCatalogue: { request: async () => ({}) },
  createArticle: { atShop: true, request: async (fx) => ({ body: { ...body, shops: [{ shopId: fx.paris }] } }) },
  updateArticle: { request: async (fx) => ({ params: { id: await freshArticle(fx) }, body: { ...body, price: 5500 } }) },
  deleteArticle: { request: async (fx) => ({ params: { id: await freshArticle(fx) } }) },
};
