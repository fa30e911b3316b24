// Access accounts (decision 213): company users of kind 'access' — a front-desk tablet, a
// partner's integration. The owner creates one with a role (manager or staff, never owner) and
// shops and gets its secret once; it signs in at access/login like a person at cmpusers/login
// (Argon2, the same answer for every failure, the same failure limits), gets the same kind of
// token, and is held to the same access table. Revoking or renewing its secret ends its tokens.
import type { Tenant } from "../tenant";
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { Conflict, NotFound, TooMany, Unauthenticated } from "../../domain/errors";
import type { Role } from "../../domain/roles";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { createProviderToken, type CompanyUser } from "../auth/provider-tokens";
import { bump, isOver, LIMITS } from "../auth/rate-limit";
import { isUniqueViolation } from "../db";
import { companyUsers, companyUserShops, companyUserTokens } from "../db/schema";
import { audit } from "../audit";
import type { AccountScope } from "./scope";
import { linkedShops } from "./team";
import { replaceShops, type TeamScope } from "./team-admin";

type AccessRole = Exclude<Role, "owner">;

export const accessView = (u: CompanyUser, shops: number[]) => ({ id: u.id, login: u.email, name: u.firstname, role: (u.role === "manager" ? "manager" : "staff") as AccessRole, shops, createdAt: u.createdAt.toISOString() });

const accounts = (companyId: number) => and(eq(companyUsers.companyId, companyId), eq(companyUsers.kind, "access"));
const newSecret = () => randomBytes(32).toString("base64url");

export async function listAccessAccounts({ db, companyId }: Tenant) {
  const rows = await db.select().from(companyUsers).where(accounts(companyId)).orderBy(asc(companyUsers.id));
  const links = rows.length ? await db.select().from(companyUserShops).where(and(eq(companyUserShops.companyId, companyId), inArray(companyUserShops.companyUserId, rows.map((r) => r.id)))) : [];
  return rows.map((r) => accessView(r, links.filter((l) => l.companyUserId === r.id).map((l) => l.shopId).sort((a, b) => a - b)));
}

async function findAccount({ db, companyId }: Tenant, id: number) {
  const [row] = await db.select().from(companyUsers).where(and(accounts(companyId), eq(companyUsers.id, id)));
  if (!row) throw new NotFound("not_found", { id: "unknown" });
  return row;
}

export async function createAccessAccount(scope: TeamScope, input: { login: string; name?: string; role: AccessRole; shops?: number[] }) {
  const secret = newSecret();
  const passwordHash = await hashPassword(secret);
  return scope.db.transaction(async (tx) => {
    let row: CompanyUser;
    try {
      [row] = (await tx
        .insert(companyUsers)
        .values({ companyId: scope.company.id, kind: "access", email: input.login, firstname: input.name ?? input.login, role: input.role, passwordHash, activatedAt: scope.now })
        .returning()) as [CompanyUser];
    } catch (err) {
      if (isUniqueViolation(err)) throw new Conflict("login_taken", { login: "taken" });
      throw err;
    }
    await replaceShops({ db: tx, companyId: scope.company.id }, row.id, input.shops ?? []);
    const account = accessView(row, [...new Set(input.shops ?? [])].sort((a, b) => a - b));
    await audit({ ...scope, db: tx }, { action: "create", entity: "access_account", id: row.id, after: account });
    return { account, secret };
  });
}

export async function updateAccessAccount(scope: TeamScope, id: number, input: { name?: string; role?: AccessRole; shops?: number[]; renewSecret?: boolean }) {
  const secret = input.renewSecret ? newSecret() : null;
  const passwordHash = secret ? await hashPassword(secret) : undefined;
  return scope.db.transaction(async (tx) => {
    const before = await findAccount({ db: tx, companyId: scope.company.id }, id);
    const shopsBefore = await linkedShops({ db: tx, companyId: scope.company.id }, id);
    if (input.shops) await replaceShops({ db: tx, companyId: scope.company.id }, id, input.shops);
    const [after] = await tx
      .update(companyUsers)
      .set({ firstname: input.name ?? before.firstname, role: input.role ?? before.role, ...(passwordHash ? { passwordHash } : {}) })
      .where(and(accounts(scope.company.id), eq(companyUsers.id, id)))
      .returning();
    // a new secret: the device signs in again with it, its old tokens end now
    if (secret) await tx.delete(companyUserTokens).where(and(eq(companyUserTokens.companyId, scope.company.id), eq(companyUserTokens.companyUserId, id)));
    const account = accessView(after!, await linkedShops({ db: tx, companyId: scope.company.id }, id));
    await audit({ ...scope, db: tx }, { action: "update", entity: "access_account", id, before: accessView(before, shopsBefore), after: { ...account, secretRenewed: Boolean(secret) } });
    return { account, secret };
  });
}

export async function revokeAccessAccount(scope: TeamScope, id: number) {
  await scope.db.transaction(async (tx) => {
    const before = await findAccount({ db: tx, companyId: scope.company.id }, id);
    const shops = await linkedShops({ db: tx, companyId: scope.company.id }, id);
    await tx.delete(companyUsers).where(and(accounts(scope.company.id), eq(companyUsers.id, id)));
    await audit({ ...scope, db: tx }, { action: "delete", entity: "access_account", id, before: accessView(before, shops) });
  });
}

export async function signInAccessAccount(scope: AccountScope, { login, secret }: { login: string; secret: string }, now: Date) {
  const { db, company, ip } = scope;
  const locked = (await isOver({ db, companyId: company.id }, `access-signin:${login}`, LIMITS.failedSigninsPerAccount, now)) || (await isOver({ db, companyId: company.id }, `access-signin-ip:${ip}`, LIMITS.failedSigninsPerIp, now));
  if (locked) throw new TooMany("signin_locked");
  const [row] = await db.select().from(companyUsers).where(and(accounts(company.id), eq(companyUsers.email, login)));
  if (!(await verifyPassword(row?.passwordHash, secret)) || !row) {
    await bump({ db, companyId: company.id }, `access-signin:${login}`, LIMITS.failedSigninsPerAccount, now);
    await bump({ db, companyId: company.id }, `access-signin-ip:${ip}`, LIMITS.failedSigninsPerIp, now);
    throw new Unauthenticated("invalid_credentials");
  }
  return { token: await createProviderToken({ db, companyId: company.id }, row.id, now), account: accessView(row, await linkedShops({ db, companyId: company.id }, row.id)) };
}

/** The bearer's own access account, when it is the one named (a person, or another account, finds nothing: 404). */
export function accessMe(user: CompanyUser & { shops: number[] }, id: number) {
  if (user.kind !== "access" || user.id !== id) throw new NotFound("not_found", { id: "unknown" });
  return accessView(user, user.shops);
}
