// The owner's management of the company users (decision 210): list, read, change the name or
// role, remove, and set the shops each works at. Every change is audited (server/audit/). The
// business always keeps one owner: the owners are locked while a change that could remove the
// last one is decided, so two owners removing each other at once leave one.
import type { Tenant } from "../tenant";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import { isRole, keepsAnOwner, type Role } from "../../domain/roles";
import type { Db } from "../db";
import { companyUsers, companyUserShops, employees, shops } from "../db/schema";
import type { CompanyUser } from "../auth/provider-tokens";
import { audit, type Actor } from "../audit";
import { linkedShops } from "./team";

export const memberView = (u: CompanyUser, shopIds: number[]) => ({
  id: u.id,
  email: u.email,
  firstname: u.firstname,
  lastname: u.lastname,
  role: (isRole(u.role) ? u.role : "staff") as Role,
  shops: shopIds,
  activated: u.activatedAt !== null,
  employeeId: u.employeeId,
});

/** What the management is done with: the database, the business, who does it, when. */
export interface TeamScope {
  db: Db;
  company: { id: number };
  actor: Actor;
  now: Date;
}

const people = (companyId: number) => and(eq(companyUsers.companyId, companyId), eq(companyUsers.kind, "person"));

export async function listTeam({ db, companyId }: Tenant) {
  const users = await db.select().from(companyUsers).where(people(companyId)).orderBy(asc(companyUsers.id));
  const links = users.length ? await db.select().from(companyUserShops).where(and(eq(companyUserShops.companyId, companyId), inArray(companyUserShops.companyUserId, users.map((u) => u.id)))) : [];
  return users.map((u) => memberView(u, links.filter((l) => l.companyUserId === u.id).map((l) => l.shopId).sort((a, b) => a - b)));
}

async function findMember({ db, companyId }: Tenant, id: number, lock = false) {
  const q = db.select().from(companyUsers).where(and(people(companyId), eq(companyUsers.id, id)));
  const [user] = lock ? await q.for("update") : await q;
  if (!user) throw new NotFound("not_found", { id: "unknown" });
  return user;
}

export async function readMember({ db, companyId }: Tenant, id: number) {
  const user = await findMember({ db, companyId }, id);
  return memberView(user, await linkedShops({ db, companyId }, id));
}

/** The lock a business's changes of role and removals take turns on (before any row lock: two owners removing each other never deadlock). */
const TEAM_LOCK = 7_240_315;
const takeTurn = ({ db: tx, companyId }: Tenant) => tx.execute(sql`select pg_advisory_xact_lock(${TEAM_LOCK}::int, ${companyId}::int)`);

/** Refuses a change that would leave the business without an owner (the caller holds the business's turn). */
async function keepOneOwner({ db: tx, companyId }: Tenant, user: CompanyUser, losesOwnership: boolean) {
  if (user.role !== "owner" || !losesOwnership) return;
  const owners = await tx.select({ id: companyUsers.id }).from(companyUsers).where(and(people(companyId), eq(companyUsers.role, "owner")));
  if (!keepsAnOwner(owners.filter((o) => o.id !== user.id).length)) throw new Conflict("last_owner", { id: "the business's last owner" });
}

/** The company's employee a user is linked to (null unlinks), else 400 naming it; another user's already: 409. */
async function freeEmployee({ db: tx, companyId }: Tenant, userId: number, employeeId: number | null) {
  if (employeeId === null) return null;
  const [employee] = await tx.select({ id: employees.id }).from(employees).where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  if (!employee) throw new Invalid({ employeeId: "unknown employee" });
  const [other] = await tx.select({ id: companyUsers.id }).from(companyUsers).where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.employeeId, employeeId), ne(companyUsers.id, userId)));
  if (other) throw new Conflict("reference_taken", { employeeId: `linked to company user ${other.id}` });
  return employee.id;
}

export async function updateMember(scope: TeamScope, id: number, input: { firstname?: string; lastname?: string; role?: Role; employeeId?: number | null }) {
  return scope.db.transaction(async (tx) => {
    await takeTurn({ db: tx, companyId: scope.company.id });
    const before = await findMember({ db: tx, companyId: scope.company.id }, id, true);
    await keepOneOwner({ db: tx, companyId: scope.company.id }, before, input.role !== undefined && input.role !== "owner");
    const employeeId = input.employeeId === undefined ? before.employeeId : await freeEmployee({ db: tx, companyId: scope.company.id }, id, input.employeeId);
    const [after] = await tx
      .update(companyUsers)
      .set({ firstname: input.firstname ?? before.firstname, lastname: input.lastname ?? before.lastname, role: input.role ?? before.role, employeeId })
      .where(and(eq(companyUsers.companyId, scope.company.id), eq(companyUsers.id, id)))
      .returning();
    const shopIds = await linkedShops({ db: tx, companyId: scope.company.id }, id);
    const view = memberView(after!, shopIds);
    await audit({ ...scope, db: tx }, { action: "update", entity: "company_user", id, before: memberView(before, shopIds), after: view });
    return view;
  });
}

export async function removeMember(scope: TeamScope, id: number) {
  await scope.db.transaction(async (tx) => {
    await takeTurn({ db: tx, companyId: scope.company.id });
    const before = await findMember({ db: tx, companyId: scope.company.id }, id, true);
    await keepOneOwner({ db: tx, companyId: scope.company.id }, before, true);
    const shopIds = await linkedShops({ db: tx, companyId: scope.company.id }, id);
    // their tokens and shop links go with them (cascade)
    await tx.delete(companyUsers).where(and(eq(companyUsers.companyId, scope.company.id), eq(companyUsers.id, id)));
    await audit({ ...scope, db: tx }, { action: "delete", entity: "company_user", id, before: memberView(before, shopIds) });
  });
}

/** Replaces a user's (or access account's) shops with these, each one of the business's (else 400 naming it); gives the ones before. */
export async function replaceShops({ db: tx, companyId }: Tenant, userId: number, shopIds: number[]): Promise<number[]> {
  const wanted = [...new Set(shopIds)];
  const known = wanted.length ? (await tx.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, companyId), inArray(shops.id, wanted)))).map((s) => s.id) : [];
  const unknown = shopIds.findIndex((s) => !known.includes(s));
  if (unknown >= 0) throw new Invalid({ [`shops.${unknown}`]: "unknown shop" });
  const before = await linkedShops({ db: tx, companyId }, userId);
  await tx.delete(companyUserShops).where(and(eq(companyUserShops.companyId, companyId), eq(companyUserShops.companyUserId, userId)));
  if (wanted.length) await tx.insert(companyUserShops).values(wanted.map((shopId) => ({ companyId, companyUserId: userId, shopId })));
  return before;
}

/** Sets the user's shops to exactly these (each one of the business's, else 400 naming it). */
export async function linkMember(scope: TeamScope, id: number, shopIds: number[]) {
  const wanted = [...new Set(shopIds)].sort((a, b) => a - b);
  return scope.db.transaction(async (tx) => {
    const user = await findMember({ db: tx, companyId: scope.company.id }, id, true);
    const before = await replaceShops({ db: tx, companyId: scope.company.id }, id, shopIds);
    await audit({ ...scope, db: tx }, { action: "link", entity: "company_user", id, before: { shops: before }, after: { shops: wanted } });
    return memberView(user, wanted);
  });
}

