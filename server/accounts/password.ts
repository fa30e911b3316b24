// Signing in with e-mail and password, registering, and passwords: changed (the current one
// asked), chosen for an account without one, or reset through a mailed link.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type * as op from "../../contract/users";
import { Conflict, Invalid, NotFound, TooMany, Unauthenticated } from "../../domain/errors";
import type { Lang } from "../../domain/types";
import { consumeLinkToken, issueLinkToken, peekLinkToken } from "../auth/link-tokens";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { bump, isOver, LIMITS } from "../auth/rate-limit";
import { createSession, endSession, type Customer } from "../auth/sessions";
import { sessions } from "../db/schema";
import { byEmail, byId, createCustomer, proveAddress, signIn, updateCustomer } from "./customers";
import { decoyCode, mailTo, redeemCode, sendCode, siteUrl, throttleIp, throttleSend } from "./outreach";
import type { AccountScope } from "./scope";

type Body<O extends { body: z.ZodType }> = z.output<O["body"]>;
/** A code's id that matches nothing: answered when nothing was sent, so the answer tells nothing. */
const decoyCodeId = () => randomBytes(16).toString("base64url");

export async function signInWithPassword(scope: AccountScope, { email, password }: Body<typeof op.login>) {
  const { db, company, ip, now } = scope;
  // Counted per address whether or not an account exists: the lock says nothing about accounts.
  const locked = (await isOver({ db, companyId: company.id }, `signin:${email}`, LIMITS.failedSigninsPerAccount, now)) || (await isOver({ db, companyId: company.id }, `signin-ip:${ip}`, LIMITS.failedSigninsPerIp, now));
  if (locked) throw new TooMany("signin_locked", undefined, { errType: "locked" });
  const customer = await byEmail(scope, email);
  // An e-mail nobody proved signs nobody in (answered as a wrong password: it tells nothing).
  if (!(await verifyPassword(customer?.passwordHash, password)) || !customer?.emailVerifiedAt) {
    await bump({ db, companyId: company.id }, `signin:${email}`, LIMITS.failedSigninsPerAccount, now);
    await bump({ db, companyId: company.id }, `signin-ip:${ip}`, LIMITS.failedSigninsPerIp, now);
    throw new Unauthenticated("invalid_credentials", { errType: "credentials" });
  }
  return signIn(scope, customer);
}

export async function signOut(scope: AccountScope, token: string | null) {
  if (token) await endSession(scope, token);
}

/** Spec §4 'Registration': the account, then a code by SMS (with a phone) or by e-mail. */
export async function register(scope: AccountScope, input: Body<typeof op.register>, me: Customer | null = null) {
  await throttleIp(scope, "register");
  const lang = input.lang ?? scope.lang;
  if (me && !me.passwordHash && me.emailVerifiedAt && me.email === input.email) return completeOwnAccount(scope, me, input, lang);
  const requireSMSCode = Boolean(input.phone);
  const existing = await byEmail(scope, input.email);
  // No enumeration, by answer or by time: the password is hashed, a code written and a mail
  // queued (sent by the outbox worker, after the answer) whether or not the address is taken.
  const passwordHash = await hashPassword(input.password);
  if (existing?.emailVerifiedAt || existing?.phoneVerifiedAt) {
    // The owner is told by mail instead; the code is no one's and can sign nobody in.
    await throttleSend(scope, input.email, "exists");
    const userID = await decoyCode(scope, "register", requireSMSCode ? "sms" : "email", input.phone ?? input.email);
    await mailTo(scope, input.email, "exists", existing.lang as Lang);
    return { user: null, token: null, userID, requireSMSCode };
  }
  // Refused for sending too often before anything is written: a refusal changes no account.
  const address = input.phone ?? input.email;
  await throttleSend(scope, address);
  const values = { passwordHash, phone: input.phone ?? null, firstname: input.firstname ?? "", lastname: input.lastname ?? "", lang };
  // An unconfirmed account is replaced by whoever confirms the address: no squatting.
  const customer = existing ? (await updateCustomer(scope, existing.id, values))! : await createCustomer(scope, { email: input.email, ...values });
  const userID = await sendCode(scope, { purpose: "register", channel: requireSMSCode ? "sms" : "email", address, customerId: customer.id, lang });
  return { user: null, token: null, userID, requireSMSCode };
}

/**
 * A signed-in customer without a password (an account made by a code) registering with the e-mail
 * their session already proved: the account is usable at once (user and token answered); a new
 * phone number still asks for its SMS code (decision 260).
 */
async function completeOwnAccount(scope: AccountScope, me: Customer, input: Body<typeof op.register>, lang: Lang) {
  const newPhone = input.phone && !(me.phone === input.phone && me.phoneVerifiedAt) ? input.phone : null;
  if (newPhone) await throttleSend(scope, newPhone);
  const customer = (await updateCustomer(scope, me.id, {
    passwordHash: await hashPassword(input.password),
    firstname: input.firstname || me.firstname,
    lastname: input.lastname || me.lastname,
    lang,
    ...(newPhone ? { phone: newPhone, phoneVerifiedAt: null } : {}),
  }))!;
  const userID = newPhone ? await sendCode(scope, { purpose: "register", channel: "sms", address: newPhone, customerId: customer.id, lang }) : null;
  const { token, user } = await signIn(scope, customer);
  return { user, token, userID, requireSMSCode: Boolean(newPhone) };
}

export async function resendRegisterCode(scope: AccountScope, input: Body<typeof op.resendRegisterCode>) {
  const sms = input.type === "phone";
  const address = sms ? input.phone! : input.email;
  await throttleSend(scope, address);
  const customer = await byEmail(scope, input.email);
  if (customer && !customer.emailVerifiedAt && (!sms || customer.phone === input.phone)) {
    return { userID: await sendCode(scope, { purpose: "register", channel: sms ? "sms" : "email", address, customerId: customer.id, lang: customer.lang as Lang }) };
  }
  return { userID: decoyCodeId() };
}

/** The registration code proves the address it went to (an SMS proves both) and signs in. */
export async function verifyRegistration(scope: AccountScope, input: Body<typeof op.verifyRegisterCode>) {
  const { customerId, channel } = await redeemCode(scope, { purpose: "register", publicId: input.userID }, (input.smsCode ?? input.code)!);
  const registered = await byId(scope, customerId);
  if (!registered) throw new Invalid({ code: "invalid" }, "invalid_code");
  // An SMS proves the phone, never the e-mail beside it (someone else's, perhaps).
  const customer = await proveAddress(scope, registered, channel === "sms" ? "phone" : "email", { keepPassword: true });
  if (customer.email) await mailTo(scope, customer.email, "welcome", customer.lang as Lang, { firstname: customer.firstname });
  return signIn(scope, customer);
}

/** Other devices signed in with the old password are signed out; this one gets a new token. */
export async function changePassword(scope: AccountScope, me: Customer, input: Body<typeof op.changePassword>) {
  if (me.passwordHash && !(await verifyPassword(me.passwordHash, input.oldPassword ?? ""))) throw new Invalid({ oldPassword: "wrong" }, "wrong_password");
  await updateCustomer(scope, me.id, { passwordHash: await hashPassword(input.password) });
  await endAllSessions(scope, me.id);
  return { token: await createSession(scope, me.id, scope.now) };
}

export async function setFirstPassword(scope: AccountScope, me: Customer, password: string) {
  if (me.passwordHash) throw new Conflict("password_already_set", { password: "already set" });
  await updateCustomer(scope, me.id, { passwordHash: await hashPassword(password) });
}

/** Mails a reset link to an existing account; the caller's answer is the same either way. */
export async function requestPasswordReset(scope: AccountScope, email: string) {
  await throttleSend(scope, email, "reset");
  const customer = await byEmail(scope, email);
  // Nobody there: told so by mail all the same, so the request costs the same either way.
  if (!customer) return mailTo(scope, email, "unknown", scope.lang);
  const token = await issueLinkToken(scope, customer.id, "reset", scope.now);
  const lang = customer.lang as Lang;
  await mailTo(scope, email, "reset", lang, { link: `${await siteUrl(scope, lang)}/profile/password-reset/${token}` });
}

export async function readLink(scope: AccountScope, token: string) {
  const found = await peekLinkToken(scope, token, scope.now);
  if (!found) throw new NotFound("invalid_token", { token: "invalid or expired" });
  const customer = await byId(scope, found.customerId);
  return { purpose: found.purpose, email: customer?.email ?? null };
}

/** The link proved the address; every other session ends with the old password. */
export async function setPasswordByLink(scope: AccountScope, token: string, password: string) {
  const customerId = await consumeLinkToken(scope, token, scope.now);
  if (customerId === null) throw new NotFound("invalid_token", { token: "invalid or expired" });
  // The link proved the e-mail it was mailed to: on an account where it was unproved, as a code would.
  const proved = await proveAddress(scope, (await byId(scope, customerId))!, "email", { keepPassword: true });
  const customer = (await updateCustomer(scope, proved.id, { passwordHash: await hashPassword(password) }))!;
  await endAllSessions(scope, proved.id);
  return signIn(scope, customer);
}

async function endAllSessions(scope: AccountScope, customerId: number) {
  await scope.db.delete(sessions).where(and(eq(sessions.companyId, scope.company.id), eq(sessions.customerId, customerId)));
}
