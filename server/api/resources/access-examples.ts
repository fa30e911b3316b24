// Valid requests of the resources' company-user operations, for the walk over the access table (server/api/access.test.ts).
import type { AccessExamples } from "../access-walk";

export const examples: AccessExamples = {
  listResources: { request: async () => ({}) },
  artebeauteResources: { request: async () => ({ query: { shopId: "ab-1001" } }) },
  // a cabin at Paris: a manager of Lyon may not
  createResource: { atShop: true, request: async (fx) => ({ body: { shopId: fx.paris, type: "cabin", displayName: "Cabine de la visite" } }) },
};
