// Customer accounts (spec §7 'Users and sign-in', issue 5): sign-in by password or one-time code,
// registration, profile, password change and reset. Every query is scoped to the caller's
// company: the same e-mail at two businesses is two customers.
import { Conflict, DomainError, Forbidden, Invalid, NotFound, TooMany, Unauthenticated } from "../../../domain/errors";
import { randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Lang } from "../../../domain/types";
import { checkCode } from "../../auth/codes";
import { consumeLinkToken, issueLinkToken, peekLinkToken } from "../../auth/link-tokens";
import { hashPassword, verifyPassword } from "../../auth/passwords";
import { bump, isOver, LIMITS } from "../../auth/rate-limit";
import { createSession, endSession, type Customer } from "../../auth/sessions";
import { customers, sessions } from "../../db/schema";
import type { ApiEnv } from "../context";
import { parseOr400, requireCustomer } from "../http";
import {
  clientIp,
  codeField,
  emailField,
  langField,
  mailTo,
  nameField,
  passwordField,
  phoneField,
  sendCode,
  siteUrl,
  throttleIp,
  throttleSend,
  userView,
} from "./support";

type C = Context<ApiEnv>;
const body = async (c: C) => (await c.req.json().catch(() => ({}))) as unknown;
const db = (c: C) => c.get("services").db;
const companyId = (c: C) => c.get("company").id;

async function byEmail(c: C, email: string) {
  const [row] = await db(c).select().from(customers).where(and(eq(customers.companyId, companyId(c)), eq(customers.email, email)));
  return row ?? null;
}
async function byPhone(c: C, phone: string) {
  // Several phone-only profiles may share a number (spec: duplicate clean-up); the oldest wins.
  const rows = await db(c).select().from(customers).where(and(eq(customers.companyId, companyId(c)), eq(customers.phone, phone))).orderBy(customers.id);
  return rows.find((r) => r.phoneVerifiedAt) ?? rows[0] ?? null;
}
async function byId(c: C, id: number) {
  const [row] = await db(c).select().from(customers).where(and(eq(customers.companyId, companyId(c)), eq(customers.id, id)));
  return row ?? null;
}

async function signedIn(c: C, customer: Customer) {
  const token = await createSession(db(c), companyId(c), customer.id);
  return { token, user: await userView(c, customer), exist: true };
}

function codeFailure(reason: "invalid" | "expired" | "burnt"): DomainError {
  if (reason === "burnt") return new TooMany("code_burnt", { code: reason });
  return new Invalid({ code: reason }, reason === "expired" ? "code_expired" : "invalid_code");
}

/** A refused sign-in: the spec's errType is answered beside the error. */
function signinFailure(errType: "credentials" | "locked"): DomainError {
  return errType === "locked" ? new TooMany("signin_locked", undefined, { errType }) : new Unauthenticated("invalid_credentials", { errType });
}

const loginInput = z.object({ email: emailField, password: z.string().min(1).max(128) });
const registerInput = z.object({
  email: emailField,
  password: passwordField,
  phone: z.union([phoneField, z.literal("").transform(() => null), z.null()]).optional(),
  firstname: nameField.optional(),
  lastname: nameField.optional(),
  lang: langField.optional(),
});
const addressInput = z.union([z.object({ email: emailField }), z.object({ phone: phoneField })]);
const profileInput = z.object({
  firstname: nameField.optional(),
  lastname: nameField.optional(),
  email: emailField.optional(),
  phone: z.union([phoneField, z.literal("").transform(() => null), z.null()]).optional(),
  city: z.string().trim().max(80).optional(),
  country: z.string().trim().max(80).optional(),
  birthday: z.union([z.iso.date(), z.literal("").transform(() => null), z.null()]).optional(),
  lang: langField.optional(),
});

export const userRoutes = new Hono<ApiEnv>()
  // ── session ──
  .get("/users/me", async (c) => c.json({ user: await userView(c, requireCustomer(c)) }))

  .post("/users/login", async (c) => {
    const { email, password } = parseOr400(loginInput, await body(c));
    const ip = clientIp(c);
    // Counted per address whether or not an account exists: the lock says nothing about accounts.
    if ((await isOver(db(c), companyId(c), `signin:${email}`, LIMITS.failedSigninsPerAccount)) || (await isOver(db(c), companyId(c), `signin-ip:${ip}`, LIMITS.failedSigninsPerIp))) {
      throw signinFailure("locked");
    }
    const customer = await byEmail(c, email);
    const ok = await verifyPassword(customer?.passwordHash, password);
    if (!ok || !customer) {
      await bump(db(c), companyId(c), `signin:${email}`, LIMITS.failedSigninsPerAccount);
      await bump(db(c), companyId(c), `signin-ip:${ip}`, LIMITS.failedSigninsPerIp);
      throw signinFailure("credentials");
    }
    return c.json(await signedIn(c, customer));
  })

  .post("/users/logout", async (c) => {
    const token = c.get("sessionToken");
    if (token) await endSession(db(c), companyId(c), token);
    return c.json({ ok: true });
  })

  // ── registration (spec §4 'Registration') ──
  .post("/users/register/steps/1", async (c) => {
    parseOr400(registerInput, await body(c));
    return c.json({ ok: true });
  })

  .post("/users/register/steps/2", async (c) => {
    const input = parseOr400(registerInput, await body(c));
    await throttleIp(c, "register");
    const lang = (input.lang ?? c.get("lang")) as Lang;
    const requireSMSCode = Boolean(input.phone);
    const existing = await byEmail(c, input.email);
    if (existing?.emailVerifiedAt || (existing && existing.phoneVerifiedAt)) {
      // No enumeration: the same answer; the owner is told by mail instead.
      await throttleSend(c, input.email, "exists");
      await mailTo(c, input.email, "exists", existing.lang as Lang);
      return c.json({ user: null, token: null, userID: randomBytes(16).toString("base64url"), requireSMSCode });
    }
    const values = {
      passwordHash: await hashPassword(input.password),
      phone: input.phone ?? null,
      firstname: input.firstname ?? "",
      lastname: input.lastname ?? "",
      lang,
    };
    // An unconfirmed account is replaced by whoever confirms the address: no squatting.
    const [customer] = existing
      ? await db(c).update(customers).set(values).where(eq(customers.id, existing.id)).returning()
      : await db(c).insert(customers).values({ companyId: companyId(c), email: input.email, ...values }).returning();
    const address = input.phone ?? input.email;
    await throttleSend(c, address);
    const userID = await sendCode(c, { purpose: "register", channel: requireSMSCode ? "sms" : "email", address, customerId: customer!.id, lang });
    return c.json({ user: null, token: null, userID, requireSMSCode });
  })

  .post("/users/register/resend/code", async (c) => {
    const input = parseOr400(z.object({ email: emailField, phone: phoneField.optional(), type: z.enum(["email", "phone"]) }), await body(c));
    if (input.type === "phone" && !input.phone) throw new Invalid({ phone: "required" });
    const address = input.type === "phone" ? input.phone! : input.email;
    await throttleSend(c, address);
    const customer = await byEmail(c, input.email);
    let userID = randomBytes(16).toString("base64url");
    if (customer && !customer.emailVerifiedAt && (input.type === "email" || customer.phone === input.phone)) {
      userID = await sendCode(c, { purpose: "register", channel: input.type === "phone" ? "sms" : "email", address, customerId: customer.id, lang: customer.lang as Lang });
    }
    return c.json({ ok: true, userID });
  })

  .post("/users/register/verify/code", async (c) => {
    const input = parseOr400(z.object({ userID: z.string().min(10).max(64), code: codeField.optional(), smsCode: codeField.optional() }).refine((v) => v.code || v.smsCode, { path: ["code"], message: "required" }), await body(c));
    const result = await checkCode(db(c), { companyId: companyId(c), purpose: "register", publicId: input.userID }, (input.smsCode ?? input.code)!);
    if (!result.ok || result.customerId === null) throw codeFailure(result.ok ? "invalid" : result.reason);
    const now = new Date();
    const [customer] = await db(c)
      .update(customers)
      .set(result.channel === "sms" ? { phoneVerifiedAt: now, emailVerifiedAt: now } : { emailVerifiedAt: now })
      .where(and(eq(customers.companyId, companyId(c)), eq(customers.id, result.customerId)))
      .returning();
    if (!customer) throw codeFailure("invalid");
    if (customer.email) await mailTo(c, customer.email, "welcome", customer.lang as Lang, { firstname: customer.firstname });
    return c.json(await signedIn(c, customer));
  })

  // ── v2: sign-in by a one-time code ──
  .post("/users/v2/register", async (c) => {
    // "Continue with my e-mail / phone": a code to sign in, the account created on first use.
    const input = parseOr400(addressInput, await body(c));
    await throttleIp(c, "register");
    const address = "email" in input ? input.email : input.phone;
    await throttleSend(c, address);
    let customer = "email" in input ? await byEmail(c, input.email) : await byPhone(c, input.phone);
    customer ??= (await db(c).insert(customers).values({ companyId: companyId(c), lang: c.get("lang"), ...("email" in input ? { email: input.email } : { phone: input.phone }) }).returning())[0]!;
    const userID = await sendCode(c, { purpose: "signin", channel: "email" in input ? "email" : "sms", address, customerId: customer.id, lang: c.get("lang") });
    return c.json({ ok: true, userID });
  })

  .post("/users/v2/signin/create-link", async (c) => {
    // A sign-in code for an existing account only; the answer is the same either way.
    const input = parseOr400(addressInput, await body(c));
    const address = "email" in input ? input.email : input.phone;
    await throttleSend(c, address);
    const customer = "email" in input ? await byEmail(c, input.email) : await byPhone(c, input.phone);
    if (customer) await sendCode(c, { purpose: "signin", channel: "email" in input ? "email" : "sms", address, customerId: customer.id, lang: customer.lang as Lang });
    return c.json({ ok: true });
  })

  .post("/users/v2/signin/email", async (c) => {
    const { email, code } = parseOr400(z.object({ email: emailField, code: codeField }), await body(c));
    const result = await checkCode(db(c), { companyId: companyId(c), purpose: "signin", address: email }, code);
    if (!result.ok || result.customerId === null) throw codeFailure(result.ok ? "invalid" : result.reason);
    const [customer] = await db(c).update(customers).set({ emailVerifiedAt: new Date() }).where(and(eq(customers.companyId, companyId(c)), eq(customers.id, result.customerId))).returning();
    return c.json(await signedIn(c, customer!));
  })

  .post("/users/v2/signin/phone", async (c) => {
    const { phone, code } = parseOr400(z.object({ phone: phoneField, code: codeField }), await body(c));
    const result = await checkCode(db(c), { companyId: companyId(c), purpose: "signin", address: phone }, code);
    if (!result.ok || result.customerId === null) throw codeFailure(result.ok ? "invalid" : result.reason);
    const [customer] = await db(c).update(customers).set({ phoneVerifiedAt: new Date() }).where(and(eq(customers.companyId, companyId(c)), eq(customers.id, result.customerId))).returning();
    return c.json(await signedIn(c, customer!));
  })

  .post("/users/v2/register/:channel{email|phone}/check", async (c) => {
    // v2 registration: the code proves the address; the answer carries a token to set a password.
    const channel = c.req.param("channel") as "email" | "phone";
    const input = parseOr400(z.object({ code: codeField, email: emailField.optional(), phone: phoneField.optional(), userId: z.string().max(64).optional() }), await body(c));
    const address = channel === "email" ? input.email : input.phone;
    if (!address && !input.userId) throw new Invalid({ [channel]: "required" });
    const where = input.userId ? { publicId: input.userId } : { address: address! };
    const result = await checkCode(db(c), { companyId: companyId(c), purpose: "signin", ...where }, input.code);
    if (!result.ok || result.customerId === null) throw codeFailure(result.ok ? "invalid" : result.reason);
    const now = new Date();
    const [customer] = await db(c)
      .update(customers)
      .set(channel === "email" ? { emailVerifiedAt: now } : { phoneVerifiedAt: now })
      .where(and(eq(customers.companyId, companyId(c)), eq(customers.id, result.customerId)))
      .returning();
    const passwordToken = await issueLinkToken(db(c), companyId(c), customer!.id, "set_password");
    return c.json({ ...(await signedIn(c, customer!)), passwordToken });
  })

  .post("/users/v2/register/phone/create-empty-user", async (c) => {
    // A phone-only account without e-mail or password (e.g. a customer booking by phone).
    const { phone } = parseOr400(z.object({ phone: phoneField }), await body(c));
    await throttleIp(c, "register");
    if (!(await byPhone(c, phone))) await db(c).insert(customers).values({ companyId: companyId(c), phone, lang: c.get("lang") });
    return c.json({ ok: true });
  })

  .post("/users/v2/register/phone/duplicates", async (c) => {
    // The signed-in customer, whose phone is verified, absorbs the empty profiles with the same phone.
    const me = requireCustomer(c);
    const input = parseOr400(z.object({ duplicatesProfiles: z.array(z.number().int().positive()).min(1).max(50), email: emailField.optional() }), await body(c));
    if (!me.phone || !me.phoneVerifiedAt) throw new Forbidden({ phone: "not verified" }, "phone_not_verified");
    const removed = await db(c)
      .delete(customers)
      .where(
        and(
          eq(customers.companyId, companyId(c)),
          inArray(customers.id, input.duplicatesProfiles),
          ne(customers.id, me.id),
          eq(customers.phone, me.phone),
          isNull(customers.email),
          isNull(customers.passwordHash),
        ),
      )
      .returning({ id: customers.id });
    return c.json({ removed: removed.map((r) => r.id) });
  })

  // ── checks of a new e-mail or phone on the profile ──
  .post("/users/v2/check/send", async (c) => {
    const me = requireCustomer(c);
    const input = parseOr400(addressInput, await body(c));
    const address = "email" in input ? input.email : input.phone;
    await throttleSend(c, address);
    await sendCode(c, { purpose: "check", channel: "email" in input ? "email" : "sms", address, customerId: me.id, lang: me.lang as Lang });
    return c.json({ ok: true });
  })

  .put("/users/v2/check/:channel{email|phone}", async (c) => {
    const me = requireCustomer(c);
    const channel = c.req.param("channel") as "email" | "phone";
    const input = parseOr400(z.object({ profileId: z.coerce.number().int(), code: codeField, email: emailField.optional(), phone: phoneField.optional() }), await body(c));
    const address = channel === "email" ? input.email : input.phone;
    if (!address) throw new Invalid({ [channel]: "required" });
    if (input.profileId !== me.id) throw new Forbidden({ profileId: "not yours" });
    const result = await checkCode(db(c), { companyId: companyId(c), purpose: "check", address }, input.code);
    if (!result.ok || result.customerId !== me.id) throw codeFailure(result.ok ? "invalid" : result.reason);
    if (channel === "email") {
      const other = await byEmail(c, address);
      if (other && other.id !== me.id) throw new Conflict("email_taken", { email: "Conflict" });
    }
    const now = new Date();
    const [customer] = await db(c)
      .update(customers)
      .set(channel === "email" ? { email: address, emailVerifiedAt: now } : { phone: address, phoneVerifiedAt: now })
      .where(and(eq(customers.companyId, companyId(c)), eq(customers.id, me.id)))
      .returning();
    return c.json({ user: await userView(c, customer!) });
  })

  // ── profile ──
  .put("/users/me", async (c) => updateProfile(c))
  .put("/profiles", async (c) => updateProfile(c))

  // ── passwords ──
  .put("/users/password", async (c) => {
    const me = requireCustomer(c);
    const input = parseOr400(z.object({ oldPassword: z.string().max(128).optional(), password: passwordField }), await body(c));
    if (me.passwordHash && !(await verifyPassword(me.passwordHash, input.oldPassword ?? ""))) throw new Invalid({ oldPassword: "wrong" }, "wrong_password");
    await db(c).update(customers).set({ passwordHash: await hashPassword(input.password) }).where(and(eq(customers.companyId, companyId(c)), eq(customers.id, me.id)));
    // Other devices signed in with the old password are signed out.
    const current = c.get("sessionToken");
    await db(c).delete(sessions).where(and(eq(sessions.companyId, companyId(c)), eq(sessions.customerId, me.id)));
    const token = await createSession(db(c), companyId(c), me.id);
    void current;
    return c.json({ ok: true, token });
  })

  .put("/users/password/set", async (c) => {
    const me = requireCustomer(c);
    const { password } = parseOr400(z.object({ password: passwordField }), await body(c));
    if (me.passwordHash) throw new Conflict("password_already_set", { password: "already set" });
    await db(c).update(customers).set({ passwordHash: await hashPassword(password) }).where(and(eq(customers.companyId, companyId(c)), eq(customers.id, me.id)));
    return c.json({ ok: true });
  })

  .post("/users/password/reset", async (c) => {
    // Same answer whether or not the account exists; the mail goes only to an existing one.
    const { email } = parseOr400(z.object({ email: emailField }), await body(c));
    await throttleSend(c, email, "reset");
    const customer = await byEmail(c, email);
    if (customer) {
      const token = await issueLinkToken(db(c), companyId(c), customer.id, "reset");
      const lang = customer.lang as Lang;
      const site = await siteUrl(c, lang);
      await mailTo(c, email, "reset", lang, { link: `${site}/profile/password-reset/${token}` });
    }
    return c.json({ ok: true });
  })

  .get("/users/token/:token", async (c) => {
    const found = await peekLinkToken(db(c), companyId(c), c.req.param("token"));
    if (!found) throw new NotFound("invalid_token", { token: "invalid or expired" });
    const customer = await byId(c, found.customerId);
    return c.json({ valid: true, purpose: found.purpose, email: customer?.email ?? null });
  })

  .put("/users/token/:token", async (c) => {
    const { password } = parseOr400(z.object({ password: passwordField }), await body(c));
    const token = c.req.param("token");
    if (!token || token.length > 100) throw new Invalid({ token: "required" });
    const customerId = await consumeLinkToken(db(c), companyId(c), token);
    if (customerId === null) throw new NotFound("invalid_token", { token: "invalid or expired" });
    // The mail proved the address; every other session ends with the old password.
    const [customer] = await db(c)
      .update(customers)
      .set({ passwordHash: await hashPassword(password), emailVerifiedAt: new Date() })
      .where(and(eq(customers.companyId, companyId(c)), eq(customers.id, customerId)))
      .returning();
    await db(c).delete(sessions).where(and(eq(sessions.companyId, companyId(c)), eq(sessions.customerId, customerId)));
    return c.json(await signedIn(c, customer!));
  });

async function updateProfile(c: C) {
  const me = requireCustomer(c);
  const input = parseOr400(profileInput, await body(c));
  const changes: Partial<typeof customers.$inferInsert> = {};
  for (const key of ["firstname", "lastname", "city", "country", "lang"] as const) if (input[key] !== undefined) changes[key] = input[key];
  if (input.birthday !== undefined) changes.birthday = input.birthday;
  if (input.email !== undefined && input.email !== me.email) {
    changes.email = input.email;
    changes.emailVerifiedAt = null;
  }
  if (input.phone !== undefined && input.phone !== me.phone) {
    changes.phone = input.phone;
    changes.phoneVerifiedAt = null;
  }
  try {
    const [customer] = await db(c).update(customers).set(changes).where(and(eq(customers.companyId, companyId(c)), eq(customers.id, me.id))).returning();
    return c.json({ user: await userView(c, customer!) });
  } catch (err) {
    // spec §5/§8: a conflict (e-mail of another account) is 409, anything else 500.
    if (isUniqueViolation(err)) throw new Conflict("email_taken", { email: "Conflict" });
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) if ((e as { code?: string }).code === "23505") return true;
  return false;
}
