// Access accounts: created by the owner with a secret shown once, signed in like a person (same
// answer for every failure, same limits), held to the access table by their role and shops, and
// revoked — or their secret renewed — with their tokens ending at once. Every change audited,
// never with the secret.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "../../audit";
import { bump, LIMITS } from "../../auth/rate-limit";
import { shops } from "../../db/schema";
import { DEMO_TEAM_PASSWORD } from "../../db/seed";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
let owner: string, spaId: number, paris: number;
beforeAll(async () => {
  spaId = (await server.companies.byTokenOrNull(SPA))!.id;
  paris = (await server.database.db.select().from(shops).where(eq(shops.externalId, "ab-1001")))[0]!.id;
  owner = (await (await json(server, "POST", "/api/cmpusers/login", { email: "proprietaire@demo.example", password: DEMO_TEAM_PASSWORD })).json()).token;
});

describe("an access account (a front-desk tablet)", () => {
  it("is created by the owner with its secret once, signs in with it, and acts within its role", async () => {
    const created = await json(server, "POST", "/api/access/u/register", { login: "tablette-accueil", name: "Tablette de l'accueil", role: "staff", shops: [paris] }, { token: owner });
    expect(created.status).toBe(201);
    const { account, secret } = await created.json();
    expect(account).toMatchObject({ login: "tablette-accueil", role: "staff", shops: [paris] });
    expect((await json(server, "POST", "/api/access/u/register", { login: "tablette-accueil", role: "staff" }, { token: owner })).status).toBe(409);
    // the list never shows a secret
    const list = await (await json(server, "GET", "/api/access", undefined, { token: owner })).json();
    expect(JSON.stringify(list)).not.toContain(secret);
    expect(list.accounts.map((a: { login: string }) => a.login)).toEqual(["tablette-accueil"]);
    // an access account is not a person: not in the team, not signed in at cmpusers/login
    expect((await (await json(server, "GET", "/api/cmpusers", undefined, { token: owner })).json()).users.map((u: { email: string }) => u.email)).not.toContain("tablette-accueil");

    const signedIn = await json(server, "POST", "/api/access/login", { login: "tablette-accueil", secret });
    expect(signedIn.status).toBe(200);
    const { token } = await signedIn.json();
    expect((await (await json(server, "GET", `/api/access/me/${account.id}`, undefined, { token })).json()).account).toMatchObject({ id: account.id, role: "staff" });
    // a staff member's rights: no content, no team
    expect((await json(server, "POST", "/api/alerts", { body: { fr: "x" }, start: "2026-12-01", end: "2026-12-02" }, { token })).status).toBe(403);
    expect((await json(server, "GET", "/api/access", undefined, { token })).status).toBe(403);
    // its token is no one at another business, nor a person's "me" by another id
    expect((await json(server, "GET", `/api/access/me/${account.id}`, undefined, { token, company: SOLO })).status).toBe(401);
    expect((await json(server, "GET", `/api/access/me/${account.id + 1}`, undefined, { token })).status).toBe(404);
    expect((await json(server, "GET", `/api/access/me/${account.id}`, undefined, { token: owner })).status).toBe(404);

    // a role raised by the owner takes effect on its next call
    expect((await json(server, "PUT", `/api/access/u/register/${account.id}`, { role: "manager" }, { token: owner })).status).toBe(200);
    expect((await json(server, "POST", "/api/alerts", { body: { fr: "Fermé lundi" }, start: "2026-12-01", end: "2026-12-02" }, { token })).status).toBe(201);
  });

  it("answers one way to every failed sign-in and locks a login after the limit", async () => {
    const { secret } = await (await json(server, "POST", "/api/access/u/register", { login: "partenaire", role: "manager" }, { token: owner })).json();
    const wrong = await json(server, "POST", "/api/access/login", { login: "partenaire", secret: "not-it" }, { ip: "198.51.100.9" });
    const unknown = await json(server, "POST", "/api/access/login", { login: "personne", secret: "not-it" }, { ip: "198.51.100.9" });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect((await wrong.json()).error.code).toBe((await unknown.json()).error.code);
    // a person's e-mail and password are not an access account's
    expect((await json(server, "POST", "/api/access/login", { login: "proprietaire@demo.example", secret: DEMO_TEAM_PASSWORD })).status).toBe(401);
    // the failures of this login counted as a person's are (the limit's tries made without Argon2's wait)
    for (let i = 0; i < LIMITS.failedSigninsPerAccount.max; i++) await bump({ db: server.database.db, companyId: spaId }, "access-signin:partenaire", LIMITS.failedSigninsPerAccount, new Date());
    // locked even with the right secret, from another address
    expect((await json(server, "POST", "/api/access/login", { login: "partenaire", secret }, { ip: "198.51.100.99" })).status).toBe(429);
  });

  it("is revoked, or its secret renewed, ending its tokens at once; each change audited without the secret", async () => {
    const { account, secret } = await (await json(server, "POST", "/api/access/u/register", { login: "caisse", role: "staff" }, { token: owner })).json();
    const first = (await (await json(server, "POST", "/api/access/login", { login: "caisse", secret })).json()).token;
    const renewed = await json(server, "PUT", `/api/access/u/register/${account.id}`, { renewSecret: true }, { token: owner });
    const next = (await renewed.json()).secret as string;
    expect(next).not.toBe(secret);
    expect((await json(server, "GET", `/api/access/me/${account.id}`, undefined, { token: first })).status).toBe(401);
    expect((await json(server, "POST", "/api/access/login", { login: "caisse", secret })).status).toBe(401);
    const second = (await (await json(server, "POST", "/api/access/login", { login: "caisse", secret: next })).json()).token;
    expect((await json(server, "DELETE", `/api/access/${account.id}`, undefined, { token: owner })).status).toBe(204);
    expect((await json(server, "GET", `/api/access/me/${account.id}`, undefined, { token: second })).status).toBe(401);
    expect((await json(server, "DELETE", `/api/access/${account.id}`, undefined, { token: owner })).status).toBe(404);
    const trail = await auditTrail({ db: server.database.db, companyId: spaId }, "access_account", account.id);
    expect(trail.map((r) => r.action)).toEqual(["delete", "update", "create"]);
    expect(JSON.stringify(trail)).not.toContain(secret);
    expect(JSON.stringify(trail)).not.toContain(next);
  });
});
