// Provider (business-side) tokens: a company user signs in on the back-office, which hands the
// storefront a token; the storefront reads the user with GET /api/cmp-users/me (spec §4, §7).
import type { Tenant } from "../tenant";
import { randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { builtOnce } from "../db";
import { companyUsers, companyUserTokens } from "../db/schema";
import { hashToken, SESSION_SECONDS } from "./sessions";

export type CompanyUser = typeof companyUsers.$inferSelect;

export async function createProviderToken({ db, companyId }: Tenant, companyUserId: number, now: Date) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(companyUserTokens).values({ tokenHash: hashToken(token), companyId, companyUserId, expiresAt: new Date(now.getTime() + SESSION_SECONDS * 1000) });
  return token;
}

export async function companyUserForToken({ db, companyId }: Tenant, token: string, now: Date) {
  const [row] = await companyUserLookup(db).execute({ tokenHash: hashToken(token), companyId, now: now.toISOString() });
  return row?.user ?? null;
}

/** built once per database, as the customer's session lookup: every back-office page reads it */
const companyUserLookup = builtOnce((db) =>
  db
    .select({ user: companyUsers })
    .from(companyUserTokens)
    .innerJoin(companyUsers, and(eq(companyUsers.id, companyUserTokens.companyUserId), eq(companyUsers.companyId, companyUserTokens.companyId)))
    .where(and(eq(companyUserTokens.tokenHash, sql.placeholder("tokenHash")), eq(companyUserTokens.companyId, sql.placeholder("companyId")), gt(companyUserTokens.expiresAt, sql.placeholder("now"))))
    .prepare("company_user_for_token"),
);

export async function endProviderToken({ db, companyId }: Tenant, token: string) {
  await db.delete(companyUserTokens).where(and(eq(companyUserTokens.tokenHash, hashToken(token)), eq(companyUserTokens.companyId, companyId)));
}
