// The company user of a request as every area sees them: their row, their role and the shops they
// are linked to (decision 210). Which operations a role may call is checked at the API's edge
// (server/api/route.ts, from the contract's `allow`); which shops it reaches is asked here, by the
// areas, with the ids they find: a shop outside the user's is refused 403, while another business's
// row stays 404 (decision 211).
import type { Tenant } from "../tenant";
import { and, eq, sql } from "drizzle-orm";
import { builtOnce } from "../db";
import { Forbidden } from "../../domain/errors";
import { reachesShop, shopsReached } from "../../domain/roles";
import { companyUserShops } from "../db/schema";
import type { CompanyUser } from "../auth/provider-tokens";
import type { Actor } from "../audit";

/** A signed-in company user with the ids of their linked shops. */
export type TeamMember = CompanyUser & { shops: number[] };

export async function linkedShops({ db, companyId }: Tenant, companyUserId: number): Promise<number[]> {
  const rows = await linkedShopsQuery(db).execute({ companyId, companyUserId });
  return rows.map((r) => r.shopId);
}

/** built once per database: read with the company user on every back-office call */
const linkedShopsQuery = builtOnce((db) =>
  db
    .select({ shopId: companyUserShops.shopId })
    .from(companyUserShops)
    .where(and(eq(companyUserShops.companyId, sql.placeholder("companyId")), eq(companyUserShops.companyUserId, sql.placeholder("companyUserId"))))
    .orderBy(companyUserShops.shopId)
    .prepare("linked_shops"),
);

/** The shops this user's work is limited to: null for an owner (all), else their linked shops (possibly none). */
export const shopsOf = (user: TeamMember): readonly number[] | null => shopsReached(user);

/** Refuses (403, nothing done) a shop the user is not linked to; an owner reaches every shop. */
export function assertShop(user: TeamMember, shopId: number): void {
  if (!reachesShop(user, shopId)) throw new Forbidden({ shopId: "not one of your shops" });
}

/** Who the audit records for this user (an access account's login is in `email`). */
export const actorOf = (user: Pick<CompanyUser, "id" | "email" | "kind">): Actor => ({ kind: user.kind === "access" ? "access_account" : "company_user", id: user.id, label: user.email });
