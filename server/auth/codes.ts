// One-time codes: 6 digits, only a hash stored, valid 10 minutes, burnt after 5
// wrong tries, compared in constant time.
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db";
import { oneTimeCodes } from "../db/schema";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;

export type CodePurpose = "register" | "signin" | "check" | "link";
export type Channel = "email" | "sms";

const codeHash = (publicId: string, code: string) => createHash("sha256").update(`${publicId}:${code}`).digest();

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export async function issueCode(
  db: Db,
  input: { companyId: number; purpose: CodePurpose; channel: Channel; address: string; customerId: number | null },
  now: Date,
) {
  const code = newCode();
  const publicId = randomBytes(16).toString("base64url");
  // A new code replaces the earlier ones for the same address and purpose.
  await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.companyId, input.companyId), eq(oneTimeCodes.address, input.address), eq(oneTimeCodes.purpose, input.purpose), sql`${oneTimeCodes.usedAt} is null`));
  await db.insert(oneTimeCodes).values({ ...input, publicId, codeHash: codeHash(publicId, code).toString("hex"), expiresAt: new Date(now.getTime() + CODE_TTL_MS) });
  return { code, publicId };
}

export type CodeCheck = { ok: true; customerId: number | null; address: string; channel: Channel } | { ok: false; reason: "invalid" | "expired" | "burnt" };

/**
 * Check a code: right → used up (unless `keep`: then it stays valid for the step that uses it);
 * wrong → one try counted (the 5th burns it).
 */
export async function checkCode(db: Db, where: { companyId: number; purpose: CodePurpose } & ({ publicId: string } | { address: string }), code: string, now: Date, keep = false): Promise<CodeCheck> {
  const byId = "publicId" in where;
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.companyId, where.companyId),
        eq(oneTimeCodes.purpose, where.purpose),
        byId ? eq(oneTimeCodes.publicId, where.publicId) : eq(oneTimeCodes.address, where.address),
        sql`${oneTimeCodes.usedAt} is null`,
      ),
    )
    .orderBy(sql`${oneTimeCodes.id} desc`)
    .limit(1);
  if (!row) return { ok: false, reason: "invalid" };
  if (row.failedTries >= CODE_MAX_TRIES) return { ok: false, reason: "burnt" };
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  const right = timingSafeEqual(codeHash(row.publicId, code), Buffer.from(row.codeHash, "hex"));
  if (!right) {
    // Count the try atomically; the fifth wrong one burns the code.
    const [after] = await db
      .update(oneTimeCodes)
      .set({ failedTries: sql`${oneTimeCodes.failedTries} + 1` })
      .where(eq(oneTimeCodes.id, row.id))
      .returning({ failedTries: oneTimeCodes.failedTries });
    return { ok: false, reason: (after?.failedTries ?? CODE_MAX_TRIES) >= CODE_MAX_TRIES ? "burnt" : "invalid" };
  }
  if (keep) return { ok: true, customerId: row.customerId, address: row.address, channel: row.channel };
  // Used once: a second request with the same code finds nothing.
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, row.id), sql`${oneTimeCodes.usedAt} is null`))
    .returning({ id: oneTimeCodes.id });
  if (!used.length) return { ok: false, reason: "invalid" };
  return { ok: true, customerId: row.customerId, address: row.address, channel: row.channel };
}
