// A fresh installation's first business and its owner (spec §7 'Admin', decision 213). Until one
// business exists anyone who reaches the server may create it, once: the operator does so right
// after starting it. Two registrations at once take turns on a lock; the second finds the
// business there and is refused (409), with nothing written.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { Conflict } from "../../domain/errors";
import { validateSettings } from "../../domain/company-settings";
import type { Db } from "../db";
import { companies, companyHosts, companyUsers } from "../db/schema";
import { hashPassword } from "../auth/passwords";
import { createProviderToken } from "../auth/provider-tokens";
import { audit } from "../audit";
import { memberView } from "./team-admin";

/** The lock registrations take turns on (one number, as the migrator's). */
const INSTALL_LOCK = 7_240_315_002;

export async function isInstalled(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(companies);
  return (row?.n ?? 0) > 0;
}

export interface FirstOwner {
  business: { nickname: string; displayName: string; host: string };
  owner: { email: string; password: string; firstname?: string; lastname?: string };
}

export async function registerFirstOwner(db: Db, input: FirstOwner, now: Date) {
  // The password's hash before the lock: the turn is held for the writes only.
  const passwordHash = await hashPassword(input.owner.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${INSTALL_LOCK}::bigint)`);
    if (await isInstalled(tx)) throw new Conflict("already_installed");
    const settings = { nickname: input.business.nickname, identity: { displayName: input.business.displayName } };
    const checked = validateSettings(settings);
    if (!checked.ok) throw new Error(`first business settings: ${checked.path}: ${checked.message}`);
    const [company] = await tx
      .insert(companies)
      .values({ token: randomBytes(18).toString("base64url"), nickname: input.business.nickname, version: 1, settings })
      .returning();
    await tx.insert(companyHosts).values({ host: input.business.host, companyId: company!.id });
    const [user] = await tx
      .insert(companyUsers)
      .values({ companyId: company!.id, email: input.owner.email, firstname: input.owner.firstname ?? "", lastname: input.owner.lastname ?? "", role: "owner", passwordHash, activatedAt: now })
      .returning();
    const view = memberView(user!, []);
    await audit({ db: tx, company: company!, actor: { kind: "installation", id: null, label: input.owner.email }, now }, { action: "register", entity: "company", id: company!.id, after: { nickname: company!.nickname, host: input.business.host, owner: view } });
    return { company: { token: company!.token, nickname: company!.nickname }, token: await createProviderToken({ db: tx, companyId: company!.id }, user!.id, now), user: view };
  });
}
