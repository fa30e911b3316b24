// Valid requests of the team's operations, for the walk over the access table (server/api/access.test.ts).
import { companyUsers } from "../../db/schema";
import type { AccessExamples, WalkFixture } from "../access-walk";

let n = 0;
const colleague = async (fx: WalkFixture) => (await fx.db.insert(companyUsers).values({ companyId: fx.companyId, email: `walk-colleague-${(n += 1)}@lumiere.example`, role: "staff" }).returning())[0]!.id;

export const examples: AccessExamples = {
  listTeam: { request: async () => ({}) },
  teamMember: { request: async (fx) => ({ params: { id: await colleague(fx) } }) },
  updateTeamMember: { request: async (fx) => ({ params: { id: await colleague(fx) }, body: { lastname: "Martin" } }) },
  removeTeamMember: { request: async (fx) => ({ params: { id: await colleague(fx) } }) },
  linkTeamMember: { request: async (fx) => ({ params: { id: await colleague(fx) }, body: { shops: [fx.paris] } }) },
};
