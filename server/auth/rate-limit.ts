// Fixed-window counters kept in the database, so a limit holds across several app processes.
import type { Tenant } from "../tenant";
import { and, eq, lt, sql } from "drizzle-orm";
import { rateCounters } from "../db/schema";

export const HOUR = 3_600;
export const MINUTE = 60;

/** The sign-in and sending limits (per company; an address is a lower-cased e-mail or an E.164 phone). */
export const LIMITS = {
  /** failed sign-ins per account (by address, whether or not it exists) per hour */
  failedSigninsPerAccount: { max: 100, seconds: HOUR },
  /** failed sign-ins from one IP per hour: fewer than per account, an IP trying many accounts is an attack */
  failedSigninsPerIp: { max: 50, seconds: HOUR },
  /** codes sent to one address */
  codesPerMinute: { max: 1, seconds: MINUTE },
  codesPerHour: { max: 5, seconds: HOUR },
  /** accounts and code requests from one IP per hour */
  requestsPerIp: { max: 60, seconds: HOUR },
} as const;
export type Limit = { max: number; seconds: number };

const windowOf = (limit: Limit, now: Date) => new Date(Math.floor(now.getTime() / (limit.seconds * 1000)) * limit.seconds * 1000);

/** Current count in the window (without adding). */
export async function countIn({ db, companyId }: Tenant, key: string, limit: Limit, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: rateCounters.count })
    .from(rateCounters)
    .where(and(eq(rateCounters.companyId, companyId), eq(rateCounters.key, `${key}/${limit.seconds}`), eq(rateCounters.windowStart, windowOf(limit, now))));
  return row?.count ?? 0;
}

export async function isOver({ db, companyId }: Tenant, key: string, limit: Limit, now: Date) {
  return (await countIn({ db, companyId }, key, limit, now)) >= limit.max;
}

/** Add one (atomically: one upsert) and return the new count. */
export async function bump({ db, companyId }: Tenant, key: string, limit: Limit, now: Date): Promise<number> {
  const [row] = await db
    .insert(rateCounters)
    .values({ companyId, key: `${key}/${limit.seconds}`, windowStart: windowOf(limit, now), count: 1 })
    .onConflictDoUpdate({ target: [rateCounters.companyId, rateCounters.key, rateCounters.windowStart], set: { count: sql`${rateCounters.count} + 1` } })
    .returning({ count: rateCounters.count });
  // Old windows are dead weight: drop them now and then.
  if (Math.random() < 0.01) await db.delete(rateCounters).where(lt(rateCounters.windowStart, new Date(now.getTime() - 2 * HOUR * 1000)));
  return row!.count;
}

/** Take one unit if under the limit: false (nothing counted) when the limit is reached. */
export async function take({ db, companyId }: Tenant, key: string, limit: Limit, now: Date): Promise<boolean> {
  const count = await bump({ db, companyId }, key, limit, now);
  return count <= limit.max;
}
