// Valid requests of the geographic groups' company-user operations, for the walk over the access table (server/api/access.test.ts).
import { eq } from "drizzle-orm";
import { geoGroups, shops } from "../../db/schema";
import type { AccessExamples, WalkFixture } from "../access-walk";

const body = { name: { fr: "Région de la visite" }, type: "region" };

/** A fresh group of the spa (each knock gets its own, a delete ends one). */
async function freshGroup(fx: WalkFixture) {
  const [row] = await fx.db.insert(geoGroups).values({ companyId: fx.companyId, name: { fr: "Région de la visite" } }).returning({ id: geoGroups.id });
  return row!.id;
}

export const examples: AccessExamples = {
  createGeoGroup: { request: async () => ({ body }) },
  updateGeoGroup: { request: async (fx) => ({ params: { id: await freshGroup(fx) }, body }) },
  deleteGeoGroup: { request: async (fx) => ({ params: { id: await freshGroup(fx) } }) },
  // Paris put in a group, and taken out of one: a manager of Lyon may not
  linkGeoGroupShop: { atShop: true, request: async (fx) => ({ params: { id: fx.paris }, body: { geoGroupId: await freshGroup(fx) } }) },
  unlinkGeoGroupShop: {
    atShop: true,
    request: async (fx) => {
      const group = await freshGroup(fx);
      await fx.db.update(shops).set({ geoGroupId: group }).where(eq(shops.id, fx.paris));
      return { params: { id: fx.paris }, query: { geoGroupId: String(group) } };
    },
  },
};
