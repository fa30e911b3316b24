// Valid requests of the access accounts' operations, for the walk over the access table (server/api/access.test.ts).
import { companyUsers } from "../../db/schema";
import type { AccessExamples, WalkFixture } from "../access-walk";

let n = 0;
const device = async (fx: WalkFixture) => (await fx.db.insert(companyUsers).values({ companyId: fx.companyId, kind: "access", email: `walk-device-${(n += 1)}`, role: "staff" }).returning())[0]!.id;

export const examples: AccessExamples = {
  listAccessAccounts: { request: async () => ({}) },
  createAccessAccount: { request: async () => ({ body: { login: `walk-tablet-${(n += 1)}`, role: "staff" } }) },
  updateAccessAccount: { request: async (fx) => ({ params: { id: await device(fx) }, body: { name: "Tablette" } }) },
  revokeAccessAccount: { request: async (fx) => ({ params: { id: await device(fx) } }) },
};
