// Test support for the business's writes: a company user of a company with a role, and their
// token, through the real token mechanism (server/auth/provider-tokens.ts), not a mock.
import { createProviderToken } from "../auth/provider-tokens";
import type { Db } from "../db";
import { companyUsers } from "../db/schema";
import { companyId } from "../booking/test-support";

let counter = 0;

export async function companyUserToken(db: Db, companyToken: string, role: "owner" | "manager" | "staff" = "owner") {
  const company = await companyId(db, companyToken);
  counter += 1;
  const [user] = await db
    .insert(companyUsers)
    .values({ companyId: company, email: `${role}${counter}-${Date.now()}@example.test`, firstname: role, role, activatedAt: new Date() })
    .returning({ id: companyUsers.id });
  const token = await createProviderToken({ db, companyId: company }, user!.id, new Date());
  return { token, userId: user!.id, companyId: company };
}
