// Sessions (spec §4, §9): random 256-bit tokens, stored as SHA-256, 30 days. The token reaches
// the API as `Authorization: Bearer <token>` and the pages through an httpOnly cookie.
import type { Tenant } from "../tenant";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { builtOnce } from "../db";
import { customers, sessions } from "../db/schema";
import { accountFacts } from "../accounts/account-facts";

export const SESSION_SECONDS = 2_592_000; // 30 days (spec §9)

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function createSession({ db, companyId }: Tenant, customerId: number, now: Date, kind: "customer" | "provider" = "customer") {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({ tokenHash: hashToken(token), companyId, customerId, kind, expiresAt: new Date(now.getTime() + SESSION_SECONDS * 1000) });
  return token;
}

export type Customer = typeof customers.$inferSelect;

/**
 * The customer behind a token, only within the company that issued it, and only while valid;
 * with what their account shows besides (one statement: every signed-in request makes it).
 */
export async function customerForToken({ db, companyId }: Tenant, token: string, now: Date) {
  const rows = await sessionLookup(db).execute({ tokenHash: hashToken(token), companyId, now: now.toISOString() });
  // `at`, so the type says a token the company does not know finds no one
  return rows.at(0) ?? null;
}

/** built once per database, not per request: building its SQL was a tenth of its cost */
const sessionLookup = builtOnce((db) =>
  db
    .select({ customer: customers, kind: sessions.kind, facts: accountFacts })
    .from(sessions)
    .innerJoin(customers, and(eq(customers.id, sessions.customerId), eq(customers.companyId, sessions.companyId)))
    .where(and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), eq(sessions.companyId, sql.placeholder("companyId")), gt(sessions.expiresAt, sql.placeholder("now"))))
    .prepare("customer_for_token"),
);

export async function endSession({ db, companyId }: Tenant, token: string) {
  await db.delete(sessions).where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.companyId, companyId)));
}
