// Valid requests of the records' company-user operations, for the walk over the access table
// (server/api/access.test.ts): each acts on a customer served at the Paris shop, so staff there
// reach them and every role the operation allows gets its success.
import { collections, dossiers, recordItems } from "../../db/schema";
import type { AccessExamples, WalkFixture } from "../access-walk";
import { servedAtParis } from "../customers/access-examples";

let n = 0;
const FIELDS = [{ key: "skin_type", label: "Skin", kind: "choice" as const, choices: ["dry", "oily"], required: true, public: true }];

async function recordType(fx: WalkFixture) {
  n += 1;
  const [row] = await fx.db.insert(collections).values({ companyId: fx.companyId, type: `walk-type-${n}-${Date.now()}`, name: "Walk", fields: FIELDS, updatedAt: new Date() }).returning();
  return row!;
}

async function fileOfServed(fx: WalkFixture) {
  const customerId = await servedAtParis(fx);
  const [row] = await fx.db.insert(dossiers).values({ companyId: fx.companyId, customerId, type: "walk", title: "Walk file", updatedAt: new Date() }).returning({ id: dossiers.id });
  return { customerId, dossierId: row!.id };
}

async function itemOfServed(fx: WalkFixture) {
  const { customerId, dossierId } = await fileOfServed(fx);
  const type = await recordType(fx);
  const [row] = await fx.db.insert(recordItems).values({ companyId: fx.companyId, customerId, dossierId, collectionId: type.id, values: { skin_type: "dry" }, updatedAt: new Date() }).returning({ id: recordItems.id });
  return { id: row!.id, type: type.type, customerId };
}

export const examples: AccessExamples = {
  listCollectionSchemas: { request: async () => ({}) },
  collectionSchemaById: { request: async (fx) => ({ params: { id: (await recordType(fx)).id } }) },
  createCollectionSchema: { request: async () => ({ body: { type: `walk-new-${++n}-${Date.now()}`, name: "Walk", fields: FIELDS } }) },
  updateCollectionSchema: { request: async (fx) => ({ params: { id: (await recordType(fx)).id }, body: { type: `walk-upd-${++n}-${Date.now()}`, name: "Walk", fields: FIELDS } }) },
  deleteCollectionSchema: { request: async (fx) => ({ params: { id: (await recordType(fx)).id } }) },
  listDossiers: { request: async (fx) => ({ query: { customerId: String((await fileOfServed(fx)).customerId) } }) },
  dossierById: { request: async (fx) => ({ params: { id: (await fileOfServed(fx)).dossierId } }) },
  createDossier: { request: async (fx) => ({ body: { customerId: await servedAtParis(fx), type: "walk", title: "Walk file" } }) },
  updateDossier: { request: async (fx) => ({ params: { id: (await fileOfServed(fx)).dossierId }, body: { type: "walk", title: "Walk file, again" } }) },
  createItem: { request: async (fx) => ({ body: { dossierId: (await fileOfServed(fx)).dossierId, collectionId: (await recordType(fx)).id, values: { skin_type: "oily" } } }) },
  itemById: { request: async (fx) => ({ params: { id: (await itemOfServed(fx)).id } }) },
  updateItem: { request: async (fx) => ({ params: { id: (await itemOfServed(fx)).id }, body: { values: { skin_type: "oily" } } }) },
  deleteItem: { request: async (fx) => ({ params: { id: (await itemOfServed(fx)).id } }) },
  recordAccessLog: { request: async (fx) => ({ params: { customerId: await servedAtParis(fx) } }) },
  itemsOfType: {
    request: async (fx) => {
      const item = await itemOfServed(fx);
      return { params: { type: item.type }, query: { customerId: String(item.customerId) } };
    },
  },
};
