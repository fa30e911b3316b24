// A new e-mail or phone on the profile becomes the account's only once the code sent to it comes
// back (check/email, check/phone); until then the old one stays and signs in, and the new one
// signs nobody in. An address another account holds gets the same answer as a free one (its
// owner is told by mail), within the limits of a sign-in code. An address nobody proved never
// signs in, so an account set up with someone else's address gives its squatter nothing.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customers, rateCounters } from "../../db/schema";
import { useTestServer } from "../../use-test-server";
import { json, lastCode, lastMessage } from "./test-helpers";

const server = useTestServer();
let n = 0;
/** A distinct caller each time, so the per-IP limits of one test do not spill into the next. */
const ip = () => `198.51.100.${++n}`;

/** A registered, verified customer signed in by password: their session token and id. */
async function customer(email: string, password = "correct horse 1") {
  const step2 = await json(server, "POST", "/api/users/register/steps/2", { email, password, firstname: "Léa" }, { ip: ip() });
  expect(step2.status).toBe(200);
  const { userID } = await step2.json();
  const verify = await json(server, "POST", "/api/users/register/verify/code", { userID, code: await lastCode(server, email) });
  expect(verify.status).toBe(200);
  const { token, user } = await verify.json();
  return { token: token as string, id: user.id as number };
}
/** A minute goes by for the per-minute limits (the counters of its window are what time would drop). */
const minutePassed = () => server.database.db.delete(rateCounters).where(like(rateCounters.key, "%/60"));
const me = async (token: string) => (await (await json(server, "GET", "/api/users/me", undefined, { token })).json()).user;
const login = (email: string, password: string) => json(server, "POST", "/api/users/login", { email, password }, { ip: ip() });

/** Signs in with a code, as 'continue with my e-mail or phone' does: the session's customer id, or the refusal's status. */
async function codeSignIn(address: { email: string } | { phone: string }) {
  const to = "email" in address ? address.email : address.phone;
  await minutePassed();
  expect((await json(server, "POST", "/api/users/v2/signin/create-link", address, { ip: ip() })).status).toBe(204);
  const code = /\b(\d{6})\b/.exec((await lastMessage(server, to))?.text ?? "")?.[1] ?? "000000";
  const res = await json(server, "POST", "email" in address ? "/api/users/v2/signin/email" : "/api/users/v2/signin/phone", { ...address, code }, { ip: ip() });
  return res.status === 200 ? ((await res.json()).user.id as number) : res.status;
}

describe("a new e-mail becomes the account's once its code comes back", () => {
  it("until then the old e-mail stays and signs in, the new one signs nobody in; check/email makes it the account's", async () => {
    const { token, id } = await customer("old-address@example.com");
    const res = await json(server, "PUT", "/api/users/me", { email: "new-address@example.com", firstname: "Zoé" }, { token, ip: ip() });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user).toMatchObject({ email: "old-address@example.com", emailVerified: true, firstname: "Zoé" });
    expect(body.pending).toEqual({ email: "new-address@example.com" });
    const code = await lastCode(server, "new-address@example.com");
    // the old address signs in, the new one does not
    expect((await login("old-address@example.com", "correct horse 1")).status).toBe(200);
    expect((await login("new-address@example.com", "correct horse 1")).status).toBe(401);
    expect(await codeSignIn({ email: "new-address@example.com" })).not.toBe(id);
    // a wrong code changes nothing; the right one makes it the account's
    expect((await json(server, "PUT", "/api/users/v2/check/email", { profileId: id, email: "new-address@example.com", code: code === "123456" ? "654321" : "123456" }, { token })).status).toBe(400);
    expect((await me(token)).email).toBe("old-address@example.com");
    const checked = await json(server, "PUT", "/api/users/v2/check/email", { profileId: id, email: "new-address@example.com", code }, { token });
    expect(checked.status).toBe(200);
    expect((await checked.json()).user).toMatchObject({ email: "new-address@example.com", emailVerified: true });
    expect((await login("new-address@example.com", "correct horse 1")).status).toBe(200);
    expect((await login("old-address@example.com", "correct horse 1")).status).toBe(401);
  });

  it("a new phone: sent an SMS code, signs nobody in until check/phone (the cross-site takeover of the issue)", async () => {
    const { token, id } = await customer("phone-change@example.com");
    const res = await json(server, "PUT", "/api/users/me", { phone: "+33699990002" }, { token, ip: ip() });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ phone: null, phoneVerified: false });
    const [row] = await server.database.db.select().from(customers).where(eq(customers.id, id));
    expect(row!.phone).toBeNull();
    const code = await lastCode(server, "+33699990002");
    // the attacker, who holds that phone, asks for a sign-in code: it reaches nobody's account
    expect(await codeSignIn({ phone: "+33699990002" })).toBe(400);
    const checked = await json(server, "PUT", "/api/users/v2/check/phone", { profileId: id, phone: "+33699990002", code }, { token });
    expect(checked.status).toBe(200);
    expect((await checked.json()).user).toMatchObject({ phone: "+33699990002", phoneVerified: true });
    expect(await codeSignIn({ phone: "+33699990002" })).toBe(id);
  });
});

describe("an address another account holds", () => {
  it("is answered like a free one, its owner told by mail, and no code is sent to it", async () => {
    const spa = (await server.companies.byTokenOrNull("demo-spa-lumiere"))!;
    await server.database.db.insert(customers).values({ companyId: spa.id, email: "holder@example.com", emailVerifiedAt: new Date() });
    const { token } = await customer("asker@example.com");
    const taken = await json(server, "PUT", "/api/users/me", { email: "holder@example.com" }, { token, ip: ip() });
    const free = await json(server, "PUT", "/api/users/me", { email: "nobody-yet@example.com" }, { token, ip: ip() });
    expect(taken.status).toBe(200);
    expect(free.status).toBe(200);
    const [a, b] = [await taken.json(), await free.json()];
    expect(a.user).toEqual(b.user);
    expect(Object.keys(a.pending)).toEqual(Object.keys(b.pending));
    const told = await lastMessage(server, "holder@example.com");
    expect(told!.text).not.toMatch(/\b\d{6}\b/);
    expect(told!.subject).toBe("Votre adresse chez Maison Lumière Spa");
    expect(await lastCode(server, "nobody-yet@example.com")).toMatch(/^\d{6}$/);
    // check/send answers the same for both
    await minutePassed();
    const sentTaken = await json(server, "POST", "/api/users/v2/check/send", { email: "holder@example.com" }, { token, ip: ip() });
    const sentFree = await json(server, "POST", "/api/users/v2/check/send", { email: "nobody-yet@example.com" }, { token, ip: ip() });
    expect([sentTaken.status, await sentTaken.text()]).toEqual([sentFree.status, await sentFree.text()]);
    expect((await me(token)).email).toBe("asker@example.com");
  });

  it("within the limits of a sign-in code: one a minute per address, and per IP", async () => {
    const { token } = await customer("prober@example.com");
    await minutePassed();
    const caller = ip();
    expect((await json(server, "PUT", "/api/users/me", { email: "probe-0@example.com" }, { token, ip: caller })).status).toBe(200);
    const again = await json(server, "PUT", "/api/users/me", { email: "probe-0@example.com", firstname: "Changed" }, { token, ip: ip() });
    expect(again.status).toBe(429);
    expect((await me(token)).firstname).toBe("Léa");
    const statuses: number[] = [];
    for (let i = 1; i <= 60; i++) statuses.push((await json(server, "PUT", "/api/users/me", { email: `probe-${i}@example.com` }, { token, ip: caller })).status);
    expect(statuses.slice(0, 59).every((s) => s === 200)).toBe(true);
    expect(statuses[59]).toBe(429);
  });
});

describe("an address nobody proved never signs in", () => {
  it("pre-registration: an account set up with someone else's e-mail gives its password nothing, and the owner who proves it keeps the account alone", async () => {
    // the attacker registers with the future victim's address and never gets its code
    expect((await json(server, "POST", "/api/users/register/steps/2", { email: "future-victim@example.com", password: "attacker password 1" }, { ip: ip() })).status).toBe(200);
    expect((await login("future-victim@example.com", "attacker password 1")).status).toBe(401);
    // the victim signs in by e-mail code later: the attacker's password is gone
    const victim = await codeSignIn({ email: "future-victim@example.com" });
    expect(typeof victim).toBe("number");
    const [row] = await server.database.db.select().from(customers).where(eq(customers.id, victim as number));
    expect(row).toMatchObject({ passwordHash: null, emailVerifiedAt: expect.any(Date) });
    expect((await login("future-victim@example.com", "attacker password 1")).status).toBe(401);
  });

  it("an SMS proves the phone, never the e-mail beside it: the e-mail's owner gets an account of their own", async () => {
    const step2 = await json(server, "POST", "/api/users/register/steps/2", { email: "victim-by-sms@example.com", password: "attacker password 1", phone: "+33611119999" }, { ip: ip() });
    const { userID } = await step2.json();
    const verify = await json(server, "POST", "/api/users/register/verify/code", { userID, smsCode: await lastCode(server, "+33611119999") });
    expect(verify.status).toBe(200);
    const attacker = await verify.json();
    expect(attacker.user).toMatchObject({ phoneVerified: true, emailVerified: false });
    expect((await login("victim-by-sms@example.com", "attacker password 1")).status).toBe(401);
    const victim = await codeSignIn({ email: "victim-by-sms@example.com" });
    expect(typeof victim).toBe("number");
    expect(victim).not.toBe(attacker.user.id);
    expect((await me(attacker.token)).email).toBeNull();
  });

  it("the pre-registration through the profile: an attacker's account cannot take the victim's e-mail", async () => {
    const { token, id } = await customer("attacker-profile@example.com");
    expect((await json(server, "PUT", "/api/users/me", { email: "later-victim@example.com" }, { token, ip: ip() })).status).toBe(200);
    const victim = await codeSignIn({ email: "later-victim@example.com" });
    expect(victim).not.toBe(id);
    expect((await me(token)).email).toBe("attacker-profile@example.com");
  });
});
