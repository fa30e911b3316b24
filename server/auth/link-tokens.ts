// Single-use tokens carried by links (password reset) or handed to the client (set a password
// after a code check): 256-bit random, SHA-256 stored.
import type { Tenant } from "../tenant";
import { randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { linkTokens } from "../db/schema";
import { hashToken } from "./sessions";

export const RESET_TTL_MS = 60 * 60 * 1000;

export async function issueLinkToken({ db, companyId }: Tenant, customerId: number, purpose: "reset" | "set_password", now: Date) {
  const token = randomBytes(32).toString("base64url");
  await db.insert(linkTokens).values({ tokenHash: hashToken(token), companyId, customerId, purpose, expiresAt: new Date(now.getTime() + RESET_TTL_MS) });
  return token;
}

/** The customer id of a valid, unused token, without using it. */
export async function peekLinkToken({ db, companyId }: Tenant, token: string, now: Date) {
  const [row] = await db
    .select({ customerId: linkTokens.customerId, purpose: linkTokens.purpose })
    .from(linkTokens)
    .where(and(eq(linkTokens.tokenHash, hashToken(token)), eq(linkTokens.companyId, companyId), gt(linkTokens.expiresAt, now), sql`${linkTokens.usedAt} is null`));
  return row ?? null;
}

/** Use a token once: the customer id, or null when unknown, used or expired. */
export async function consumeLinkToken({ db, companyId }: Tenant, token: string, now: Date) {
  const [row] = await db
    .update(linkTokens)
    .set({ usedAt: now })
    .where(and(eq(linkTokens.tokenHash, hashToken(token)), eq(linkTokens.companyId, companyId), gt(linkTokens.expiresAt, now), sql`${linkTokens.usedAt} is null`))
    .returning({ customerId: linkTokens.customerId });
  return row?.customerId ?? null;
}
