// The business's own users (spec §6–§7 'cmpusers'): they sign in with e-mail and password and get
// a token that writes the business's content. A user is created by a signed-in colleague and
// activated by choosing a password through a mailed link (decision 150): nobody can make
// themselves an editor of a business. Sign-in answers the same for an unknown address, a wrong
// password and an account not yet activated, in the same time (one Argon2 verification each).
import { randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { Conflict, NotFound, TooMany, Unauthenticated } from "../../domain/errors";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { createProviderToken, type CompanyUser } from "../auth/provider-tokens";
import { bump, isOver, LIMITS } from "../auth/rate-limit";
import { hashToken } from "../auth/sessions";
import { isUniqueViolation } from "../db";
import { companyUsers } from "../db/schema";
import { mailTo, siteUrl, throttleIp } from "./outreach";
import type { AccountScope } from "./scope";
import { audit, type Actor } from "../audit";

export const ACTIVATION_TTL_MS = 7 * 24 * 3_600_000;

export const companyUserView = (u: CompanyUser) => ({ id: u.id, email: u.email, firstname: u.firstname, lastname: u.lastname, role: u.role, employeeId: u.employeeId });

export async function signInCompanyUser(scope: AccountScope, { email, password }: { email: string; password: string }) {
  const { db, company, ip, now } = scope;
  const locked = (await isOver({ db, companyId: company.id }, `cmp-signin:${email}`, LIMITS.failedSigninsPerAccount, now)) || (await isOver({ db, companyId: company.id }, `cmp-signin-ip:${ip}`, LIMITS.failedSigninsPerIp, now));
  if (locked) throw new TooMany("signin_locked");
  // people only: an access account signs in at access/login (decision 213)
  const [user] = await db.select().from(companyUsers).where(and(eq(companyUsers.companyId, company.id), eq(companyUsers.email, email), eq(companyUsers.kind, "person")));
  if (!(await verifyPassword(user?.passwordHash, password)) || !user) {
    await bump({ db, companyId: company.id }, `cmp-signin:${email}`, LIMITS.failedSigninsPerAccount, now);
    await bump({ db, companyId: company.id }, `cmp-signin-ip:${ip}`, LIMITS.failedSigninsPerIp, now);
    throw new Unauthenticated("invalid_credentials");
  }
  return { token: await createProviderToken({ db, companyId: company.id }, user.id, now), user: companyUserView(user) };
}

/** A colleague adds a user: created without a password, told by mail how to activate it. */
export async function registerCompanyUser(scope: AccountScope, input: { email: string; firstname?: string; lastname?: string; role?: string }, by: Actor, now = scope.now) {
  await throttleIp(scope, "cmp-register");
  const token = randomBytes(32).toString("base64url");
  let user: CompanyUser;
  try {
    [user] = (await scope.db
      .insert(companyUsers)
      .values({ companyId: scope.company.id, email: input.email, firstname: input.firstname ?? "", lastname: input.lastname ?? "", role: input.role ?? "staff", activationTokenHash: hashToken(token), activationExpiresAt: new Date(now.getTime() + ACTIVATION_TTL_MS) })
      .returning()) as [CompanyUser];
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict("email_taken", { email: "taken" });
    throw err;
  }
  await audit({ db: scope.db, company: scope.company, actor: by, now }, { action: "create", entity: "company_user", id: user.id, after: companyUserView(user) });
  await mailTo(scope, input.email, "activation", scope.lang, { firstname: user.firstname, link: `${await siteUrl(scope, scope.lang)}/pro/activation/${token}` });
  return companyUserView(user);
}

async function byActivationToken(scope: AccountScope, token: string, now: Date) {
  const [user] = await scope.db
    .select()
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, scope.company.id), eq(companyUsers.activationTokenHash, hashToken(token)), gt(companyUsers.activationExpiresAt, now)));
  if (!user) throw new NotFound("invalid_token", { token: "invalid or expired" });
  return user;
}

/** Who the link is for, before they choose a password. */
export async function readActivation(scope: AccountScope, token: string, now = scope.now) {
  const user = await byActivationToken(scope, token, now);
  return { email: user.email, firstname: user.firstname };
}

/** The link used once: the password set, the user signed in. */
export async function activateCompanyUser(scope: AccountScope, token: string, password: string, now = scope.now) {
  await byActivationToken(scope, token, now);
  const passwordHash = await hashPassword(password);
  const [user] = await scope.db
    .update(companyUsers)
    .set({ passwordHash, activatedAt: now, activationTokenHash: null, activationExpiresAt: null })
    .where(and(eq(companyUsers.companyId, scope.company.id), eq(companyUsers.activationTokenHash, hashToken(token)), gt(companyUsers.activationExpiresAt, now)))
    .returning();
  // Two activations at once: the second finds the token gone.
  if (!user) throw new NotFound("invalid_token", { token: "invalid or expired" });
  return { token: await createProviderToken(scope, user.id, now), user: companyUserView(user) };
}
