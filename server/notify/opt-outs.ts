// Phones that answered STOP to a business (decision 254): written by the SMS provider's inbound
// webhook or its refusal of such a number, read before any SMS of that business leaves.
import type { Tenant } from "../tenant";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db";
import { smsOptOuts } from "../db/schema";

export async function isOptedOut({ db, companyId }: Tenant<Pick<Db, "select">>, phone: string): Promise<boolean> {
  const [row] = await db.select({ phone: smsOptOuts.phone }).from(smsOptOuts).where(and(eq(smsOptOuts.companyId, companyId), eq(smsOptOuts.phone, phone)));
  return Boolean(row);
}

export async function optOut({ db, companyId }: Tenant<Pick<Db, "insert">>, phone: string, reason: string) {
  await db.insert(smsOptOuts).values({ companyId, phone, reason }).onConflictDoNothing();
}

export async function optIn({ db, companyId }: Tenant<Pick<Db, "delete">>, phone: string) {
  await db.delete(smsOptOuts).where(and(eq(smsOptOuts.companyId, companyId), eq(smsOptOuts.phone, phone)));
}
