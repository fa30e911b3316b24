import { describe, expect, it } from "vitest";
import { eq, like } from "drizzle-orm";
import { bump, LIMITS } from "../../auth/rate-limit";
import { customers, rateCounters } from "../../db/schema";
import { SOLO } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json, lastCode, lastMessage } from "./test-helpers";

const server = useTestServer();

/** Register with an e-mail code and return the session token. */
async function register(email: string, password = "correct horse 1", extra: Record<string, unknown> = {}, company?: string) {
  const step2 = await json(server, "POST", "/api/users/register/steps/2", { email, password, firstname: "Léa", lastname: "Martin", ...extra }, { company });
  expect(step2.status).toBe(200);
  const { userID, requireSMSCode } = await step2.json();
  const code = await lastCode(server, extra.phone ? String(extra.phone).replace(/\s/g, "").replace(/^0/, "+33") : email);
  const verify = await json(server, "POST", "/api/users/register/verify/code", { userID, [requireSMSCode ? "smsCode" : "code"]: code }, { company });
  expect(verify.status).toBe(200);
  return (await verify.json()) as { token: string; user: { id: number; email: string; profileWarning: boolean } };
}

describe("registration", () => {
  it("step 1 validates and names the bad fields, in the caller's language", async () => {
    const res = await json(server, "POST", "/api/users/register/steps/1", { email: "nope", password: "short", phone: "12" }, { lang: "en" });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(Object.keys(error.fields).sort()).toEqual(["email", "password", "phone"]);
    expect(error.message).toBe("Some information is invalid.");
    expect((await json(server, "POST", "/api/users/register/steps/1", { email: "a@b.fr", password: "long enough" })).status).toBe(204);
  });

  it("step 2 sends an e-mail code; verifying it signs the customer in; welcome mail in their language", async () => {
    const step2 = await json(server, "POST", "/api/users/register/steps/2", { email: "Lea@Example.com", password: "correct horse 1", firstname: "Lea", lang: "en" });
    const out = await step2.json();
    expect(out).toMatchObject({ token: null, requireSMSCode: false });
    const mail = await lastMessage(server, "lea@example.com");
    expect(mail!.subject).toMatch(/^\d{6} is your Maison Lumière Spa code$/);
    expect(mail!.html).toContain("/images/demo/logo-lumiere.svg");
    const code = await lastCode(server, "lea@example.com");
    const verify = await json(server, "POST", "/api/users/register/verify/code", { userID: out.userID, code });
    expect(verify.status).toBe(200);
    const { token, user } = await verify.json();
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(user).toMatchObject({ email: "lea@example.com", firstname: "Lea", emailVerified: true, noPass: false, profileWarning: true });
    expect((await lastMessage(server, "lea@example.com"))!.subject).toBe("Welcome to Maison Lumière Spa");
    const me = await json(server, "GET", "/api/users/me", undefined, { token });
    expect((await me.json()).user.email).toBe("lea@example.com");
  });

  it("step 2 answers user and token at once to a signed-in customer without a password completing their own account; a new phone still asks its SMS code", async () => {
    const byCode = async (email: string) => {
      await json(server, "POST", "/api/users/v2/register", { email });
      const signedIn = await json(server, "POST", "/api/users/v2/signin/email", { email, code: await lastCode(server, email) });
      return ((await signedIn.json()) as { token: string }).token;
    };
    const token = await byCode("nopass@example.com");
    const now = await json(server, "POST", "/api/users/register/steps/2", { email: "nopass@example.com", password: "my own password", firstname: "Inès" }, { token });
    const body = await now.json();
    expect(body).toMatchObject({ userID: null, requireSMSCode: false, user: { email: "nopass@example.com", firstname: "Inès", noPass: false } });
    expect(body.token).toMatch(/^[\w-]{43}$/);
    expect((await json(server, "GET", "/api/users/me", undefined, { token: body.token })).status).toBe(200);
    expect((await json(server, "POST", "/api/users/login", { email: "nopass@example.com", password: "my own password" })).status).toBe(200);

    // with a phone not yet verified: the account is usable, and the phone's SMS code is asked
    const other = await byCode("nopass-phone@example.com");
    const withPhone = await (await json(server, "POST", "/api/users/register/steps/2", { email: "nopass-phone@example.com", password: "my own password", phone: "+33655443322" }, { token: other })).json();
    expect(withPhone).toMatchObject({ requireSMSCode: true, user: { phone: "+33655443322", phoneVerified: false } });
    expect(withPhone.token).toEqual(expect.any(String));
    const verified = await json(server, "POST", "/api/users/register/verify/code", { userID: withPhone.userID, smsCode: await lastCode(server, "+33655443322") });
    expect((await verified.json()).user).toMatchObject({ phoneVerified: true });

    // someone else's address, or an account that already has a password: the usual code, nothing at once
    const elsewhere = await (await json(server, "POST", "/api/users/register/steps/2", { email: "someone-else@example.com", password: "my own password" }, { token: other })).json();
    expect(elsewhere).toMatchObject({ user: null, token: null, requireSMSCode: false });
    const again = await (await json(server, "POST", "/api/users/register/steps/2", { email: "nopass@example.com", password: "a new password" }, { token: body.token })).json();
    expect(again).toMatchObject({ user: null, token: null });
    expect((await json(server, "POST", "/api/users/login", { email: "nopass@example.com", password: "a new password" })).status).toBe(401);
  });

  it("with a phone, the code goes by SMS (outbox) and verifies the phone", async () => {
    const { user } = await register("sms@example.com", "correct horse 1", { phone: "06 12 34 56 78" });
    expect(user).toMatchObject({ phone: "+33612345678", phoneVerified: true, profileWarning: false });
  });

  it("registering an existing address answers the same and tells the owner by mail; its code never works", async () => {
    await register("taken@example.com");
    const again = await json(server, "POST", "/api/users/register/steps/2", { email: "taken@example.com", password: "another password" });
    expect(again.status).toBe(200);
    const body = await again.json();
    expect(body).toMatchObject({ token: null, requireSMSCode: false });
    expect((await lastMessage(server, "taken@example.com"))!.subject).toBe("Votre compte Maison Lumière Spa");
    const verify = await json(server, "POST", "/api/users/register/verify/code", { userID: body.userID, code: "123456" });
    expect(verify.status).toBe(400);
    // The password did not change.
    expect((await json(server, "POST", "/api/users/login", { email: "taken@example.com", password: "correct horse 1" })).status).toBe(200);
  });

  it("a registration refused for sending too soon leaves the unconfirmed account as it was", async () => {
    const first = await json(server, "POST", "/api/users/register/steps/2", { email: "soon@example.com", password: "first password 1", lastname: "Avant" });
    expect(first.status).toBe(200);
    const [before] = await server.database.db.select().from(customers).where(eq(customers.email, "soon@example.com"));
    // The minute's code is spent in this window and the next, so the test does not hang on the clock.
    const now = Date.now();
    for (const at of [now, now + 60_000]) await bump({ db: server.database.db, companyId: before!.companyId }, "send-code:soon@example.com", LIMITS.codesPerMinute, new Date(at));
    const again = await json(server, "POST", "/api/users/register/steps/2", { email: "soon@example.com", password: "other password 2", lastname: "Après" });
    expect(again.status).toBe(429);
    const [after] = await server.database.db.select().from(customers).where(eq(customers.email, "soon@example.com"));
    expect(after).toEqual(before);
  });

  it("the same e-mail at two businesses is two accounts; a session of one is refused at the other", async () => {
    const spa = await register("twice@example.com");
    const solo = await register("twice@example.com", "other password 2", {}, SOLO);
    expect(solo.user.id).not.toBe(spa.user.id);
    expect((await json(server, "GET", "/api/users/me", undefined, { token: spa.token, company: SOLO })).status).toBe(401);
    expect((await json(server, "GET", "/api/users/me", undefined, { token: solo.token, company: SOLO })).status).toBe(200);
    expect((await json(server, "POST", "/api/users/login", { email: "twice@example.com", password: "other password 2" }, { company: SOLO })).status).toBe(200);
    expect((await json(server, "POST", "/api/users/login", { email: "twice@example.com", password: "other password 2" })).status).toBe(401);
  });
});

describe("login and logout", () => {
  it("signs in with the password; a wrong one gets errType 'credentials', the same as an unknown account", async () => {
    await register("login@example.com");
    const ok = await json(server, "POST", "/api/users/login", { email: "LOGIN@example.com", password: "correct horse 1" });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ exist: true, user: { email: "login@example.com" } });
    const wrong = await json(server, "POST", "/api/users/login", { email: "login@example.com", password: "nope nope" }, { lang: "en" });
    const unknown = await json(server, "POST", "/api/users/login", { email: "nobody@example.com", password: "nope nope" }, { lang: "en" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const a = await wrong.json();
    expect(a).toEqual(await unknown.json());
    expect(a).toMatchObject({ errType: "credentials", error: { code: "invalid_credentials", message: "Wrong email or password." } });
  });

  it("a token is refused after logout", async () => {
    const { token } = await register("logout@example.com");
    expect((await json(server, "POST", "/api/users/logout", {}, { token })).status).toBe(204);
    expect((await json(server, "GET", "/api/users/me", undefined, { token })).status).toBe(401);
  });

  it("login input is validated with the field named", async () => {
    const res = await json(server, "POST", "/api/users/login", { email: "x" });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields).sort()).toEqual(["email", "password"]);
  });
});

describe("sign-in by a one-time code (v2)", () => {
  it("by e-mail: v2/register creates a passwordless account on first use, the code signs in", async () => {
    const start = await json(server, "POST", "/api/users/v2/register", { email: "code@example.com" });
    expect(start.status).toBe(200);
    const code = await lastCode(server, "code@example.com");
    const res = await json(server, "POST", "/api/users/v2/signin/email", { email: "code@example.com", code });
    expect(res.status).toBe(200);
    const { user, token } = await res.json();
    expect(user).toMatchObject({ noPass: true, emailVerified: true });
    // The same code does not work twice.
    expect((await json(server, "POST", "/api/users/v2/signin/email", { email: "code@example.com", code })).status).toBe(400);
    // A passwordless customer can set one.
    expect((await json(server, "PUT", "/api/users/password/set", { password: "brand new pass" }, { token })).status).toBe(204);
    expect((await json(server, "POST", "/api/users/login", { email: "code@example.com", password: "brand new pass" })).status).toBe(200);
  });

  it("by phone, with the SMS in the outbox", async () => {
    await json(server, "POST", "/api/users/v2/register", { phone: "+41791234567" });
    const code = await lastCode(server, "+41791234567");
    const res = await json(server, "POST", "/api/users/v2/signin/phone", { phone: "+41 79 123 45 67", code });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ phone: "+41791234567", phoneVerified: true, email: null, profileWarning: true });
  });

  it("create-link answers the same for an unknown address and mails no code, only that no account uses it", async () => {
    const res = await json(server, "POST", "/api/users/v2/signin/create-link", { email: "ghost@example.com" });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    const mail = await lastMessage(server, "ghost@example.com");
    expect(mail?.text).toContain("aucun compte");
    expect(mail?.text).not.toMatch(/\b\d{6}\b/);
  });

  it("e-mail check then a password through the token", async () => {
    const start = await json(server, "POST", "/api/users/v2/register", { email: "v2@example.com" });
    const { userID } = await start.json();
    const code = await lastCode(server, "v2@example.com");
    const check = await json(server, "POST", "/api/users/v2/register/email/check", { code, userId: userID });
    expect(check.status).toBe(200);
    const { passwordToken } = await check.json();
    expect((await json(server, "GET", `/api/users/token/${passwordToken}`)).status).toBe(200);
    expect((await json(server, "PUT", `/api/users/token/${passwordToken}`, { password: "short" })).status).toBe(400);
    expect((await json(server, "PUT", `/api/users/token/${passwordToken}`, { password: "a fine password" })).status).toBe(200);
    expect((await json(server, "PUT", `/api/users/token/${passwordToken}`, { password: "a fine password" })).status).toBe(404);
    expect((await json(server, "POST", "/api/users/login", { email: "v2@example.com", password: "a fine password" })).status).toBe(200);
  });

  it("phone-only empty account, then duplicate clean-up by the verified owner", async () => {
    const phone = "+33698765432";
    await json(server, "POST", "/api/users/v2/register/phone/create-empty-user", { phone });
    // A second empty profile with the same number (imported from the shop, say).
    const company = (await server.companies.byTokenOrNull("demo-spa-lumiere"))!;
    const [dupe] = await server.database.db.insert(customers).values({ companyId: company.id, phone }).returning();
    await json(server, "POST", "/api/users/v2/register", { phone });
    const code = await lastCode(server, phone);
    const { token, user } = await (await json(server, "POST", "/api/users/v2/signin/phone", { phone, code })).json();
    const res = await json(server, "POST", "/api/users/v2/register/phone/duplicates", { duplicatesProfiles: [dupe!.id, user.id], email: "x@example.com" }, { token });
    expect(res.status).toBe(200);
    expect((await res.json()).removed).toEqual([dupe!.id]);
    expect(await server.database.db.select().from(customers).where(eq(customers.id, dupe!.id))).toEqual([]);
    expect((await json(server, "POST", "/api/users/v2/register/phone/duplicates", { duplicatesProfiles: [] }, { token })).status).toBe(400);
  });
});

describe("profile", () => {
  it("updates the profile; the warning goes once phone and e-mail are there; bad input names the field", async () => {
    const { token } = await register("profile@example.com");
    const bad = await json(server, "PUT", "/api/users/me", { phone: "abc", birthday: "31/02/1990" }, { token });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields).sort()).toEqual(["birthday", "phone"]);
    const res = await json(server, "PUT", "/api/users/me", { firstname: "Zoé", lastname: "Durand", phone: "+33611223344", city: "Lyon", country: "FR", birthday: "1990-04-12" }, { token });
    expect(res.status).toBe(200);
    const saved = await res.json();
    // the phone waits for its code
    expect(saved.user).toMatchObject({ firstname: "Zoé", phone: null, birthday: "1990-04-12", city: "Lyon", profileWarning: true });
    expect(saved.pending).toEqual({ phone: "+33611223344" });
    const checked = await json(server, "PUT", "/api/users/v2/check/phone", { profileId: saved.user.id, phone: "+33611223344", code: await lastCode(server, "+33611223344") }, { token });
    expect((await checked.json()).user).toMatchObject({ phone: "+33611223344", phoneVerified: true, profileWarning: false });
  });

  it("an e-mail another account took between the code and its use is a 409 Conflict", async () => {
    const { token, user } = await register("second@example.com");
    expect((await json(server, "POST", "/api/users/v2/check/send", { email: "first@example.com" }, { token })).status).toBe(204);
    const code = await lastCode(server, "first@example.com");
    // a minute later (the per-minute limit of that address is past)
    await server.database.db.delete(rateCounters).where(like(rateCounters.key, "%/60"));
    await register("first@example.com");
    const res = await json(server, "PUT", "/api/users/v2/check/email", { profileId: user.id, email: "first@example.com", code }, { token, lang: "en" });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: "email_taken", fields: { email: "Conflict" } });
  });

  it("needs a session", async () => {
    expect((await json(server, "PUT", "/api/users/me", { firstname: "x" })).status).toBe(401);
  });

  it("changes a new e-mail after a check code sent to it", async () => {
    const { token, user } = await register("check@example.com");
    expect((await json(server, "POST", "/api/users/v2/check/send", { email: "new-check@example.com" }, { token })).status).toBe(204);
    const code = await lastCode(server, "new-check@example.com");
    const res = await json(server, "PUT", "/api/users/v2/check/email", { profileId: user.id, email: "new-check@example.com", code }, { token });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ email: "new-check@example.com", emailVerified: true });
  });
});

describe("passwords", () => {
  it("change needs the current password and signs other devices out", async () => {
    const { token } = await register("change@example.com");
    const other = await (await json(server, "POST", "/api/users/login", { email: "change@example.com", password: "correct horse 1" })).json();
    const wrong = await json(server, "PUT", "/api/users/password", { oldPassword: "bad", password: "new password 9" }, { token });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toEqual({ oldPassword: "wrong" });
    const ok = await json(server, "PUT", "/api/users/password", { oldPassword: "correct horse 1", password: "new password 9" }, { token });
    expect(ok.status).toBe(200);
    const fresh = (await ok.json()).token;
    expect((await json(server, "GET", "/api/users/me", undefined, { token: other.token })).status).toBe(401);
    expect((await json(server, "GET", "/api/users/me", undefined, { token: fresh })).status).toBe(200);
  });

  it("forgot password: the same answer for anyone; the mail's link sets a new password once", async () => {
    await register("forgot@example.com");
    const known = await json(server, "POST", "/api/users/password/reset", { email: "forgot@example.com" });
    const unknown = await json(server, "POST", "/api/users/password/reset", { email: "nobody-here@example.com" });
    expect(known.status).toBe(204);
    expect(unknown.status).toBe(known.status);
    expect(await known.text()).toEqual(await unknown.text());
    // Nobody there: no link, only a mail saying so (the same work as for an account).
    const told = await lastMessage(server, "nobody-here@example.com");
    expect(told?.text).toContain("aucun compte");
    expect(told?.text).not.toContain("password-reset");
    const mail = await lastMessage(server, "forgot@example.com");
    const link = /(https?:\/\/\S+\/profile\/password-reset\/[\w-]+)/.exec(mail!.text)![1]!;
    expect(mail!.html).toContain(link);
    const token = link.split("/").pop()!;
    expect((await json(server, "PUT", `/api/users/token/${token}`, { password: "reset password 1" })).status).toBe(200);
    expect((await json(server, "PUT", `/api/users/token/${token}`, { password: "reset password 2" })).status).toBe(404);
    expect((await json(server, "POST", "/api/users/login", { email: "forgot@example.com", password: "reset password 1" })).status).toBe(200);
    expect((await json(server, "POST", "/api/users/login", { email: "forgot@example.com", password: "correct horse 1" })).status).toBe(401);
  });
});
