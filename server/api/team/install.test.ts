// A fresh installation's first business and owner (admins/installed, admins/register): once, even
// when two ask at the same instant, then refused with nothing written.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { useTestServer } from "../../use-test-server";

const server = useTestServer({ seed: false });
const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  server.api(path, { method, company: null, headers: { "content-type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
const registration = (email: string, nickname: string) => ({
  business: { nickname, displayName: "Institut Rose", host: `${nickname}.example.com` },
  owner: { email, password: "un-mot-de-passe-long", firstname: "Rose" },
});
const count = async (table: string) => {
  const r = (await server.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as { n: number }[] | { rows: { n: number }[] };
  return (Array.isArray(r) ? r : r.rows)[0]!.n;
};

describe("the first business of a fresh installation", () => {
  it("is not there yet, then is created by one of two registrations made at once, with its owner signed in", async () => {
    expect(await (await call("GET", "/api/admins/installed")).json()).toEqual({ installed: false });
    const [a, b] = await Promise.all([call("POST", "/api/admins/register", registration("rose@institut.example", "institut-rose")), call("POST", "/api/admins/register", registration("iris@institut.example", "institut-iris"))]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const won = a.status === 201 ? a : b;
    const lost = a.status === 201 ? b : a;
    expect((await lost.json()).error.code).toBe("already_installed");
    const { company, token, user } = await won.json();
    expect(user).toMatchObject({ role: "owner", shops: [], activated: true });
    expect(await count("companies")).toBe(1);
    expect(await count("company_users")).toBe(1);
    expect(await (await call("GET", "/api/admins/installed")).json()).toEqual({ installed: true });
    // the owner's token is theirs at that business: they read themselves and run the team
    const me = await server.api("/api/cmpusers/me", { company: company.token, headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).user).toMatchObject({ email: user.email, role: "owner" });
    const team = await server.api("/api/cmpusers", { company: company.token, headers: { authorization: `Bearer ${token}` } });
    expect((await team.json()).users).toHaveLength(1);
    // the business answers at its host
    expect((await call("GET", `/api/companies/token/host/${company.nickname}.example.com`)).status).toBe(200);
    // recorded, without the password
    const [row] = await server.database.db.select().from(auditLog);
    expect(row).toMatchObject({ actorKind: "installation", action: "register", entity: "company" });
    expect(JSON.stringify(row!.after)).not.toContain("un-mot-de-passe-long");
  });

  it("is refused once there (409), and bad input is named (400), neither writing anything", async () => {
    const res = await call("POST", "/api/admins/register", registration("autre@institut.example", "autre"));
    expect(res.status).toBe(409);
    const bad = await call("POST", "/api/admins/register", { business: { nickname: "Pas Bon", displayName: "", host: "x" }, owner: { email: "nope", password: "court" } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(expect.arrayContaining(["business.nickname", "business.displayName", "owner.email", "owner.password"]));
    expect(await count("companies")).toBe(1);
    expect(await count("company_users")).toBe(1);
    expect(await count("audit_log")).toBe(1);
  });
});
