// Valid requests of the shops' company-user operations, for the walk over the access table (server/api/access.test.ts).
import { and, eq } from "drizzle-orm";
import { articles, shops } from "../../db/schema";
import type { AccessExamples, WalkFixture } from "../access-walk";

const californien = async (fx: WalkFixture) => (await fx.db.select({ id: articles.id }).from(articles).where(and(eq(articles.companyId, fx.companyId), eq(articles.slug, "massage-californien"))))[0]!.id;

export const examples: AccessExamples = {
  // Paris's details written back as they are: a manager of Lyon may not
  updateShop: {
    atShop: true,
    request: async (fx) => {
      const [paris] = await fx.db.select().from(shops).where(eq(shops.id, fx.paris));
      return { params: { id: fx.paris }, body: { slug: paris!.slug, artebeauteId: paris!.externalId, name: paris!.name, timeZone: paris!.timeZone, openingHours: paris!.openingHours } };
    },
  },
  putShopDay: { atShop: true, request: async (fx) => ({ params: { id: fx.paris, date: "2031-12-24" }, body: { kind: "closed" } }) },
  linkShopArticle: { atShop: true, request: async (fx) => ({ params: { id: await californien(fx) }, body: { shopId: fx.paris, price: 9000 } }) },
  shopMappings: { request: async () => ({}) },
};
