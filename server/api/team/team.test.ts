// The owner's management of the team (GET/PUT/DELETE cmpusers/{id}, GET cmpusers, POST
// cmpusers/link/{id}): roles and shops change what a user may do at once, every change is
// audited, and the business always keeps one owner, even when two owners remove each other at once.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "../../audit";
import { companyUsers, shops } from "../../db/schema";
import { DEMO_TEAM_PASSWORD } from "../../db/seed";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
const login = async (email: string, company = SPA) => (await (await json(server, "POST", "/api/cmpusers/login", { email, password: DEMO_TEAM_PASSWORD }, { company })).json()).token as string;
let owner: string, lyon: string, spaId: number, paris: number, lyonShop: number;
const idOf = async (email: string) => (await server.database.db.select().from(companyUsers).where(and(eq(companyUsers.companyId, spaId), eq(companyUsers.email, email))))[0]!.id;

beforeAll(async () => {
  spaId = (await server.companies.byTokenOrNull(SPA))!.id;
  const rows = await server.database.db.select().from(shops).where(eq(shops.companyId, spaId));
  paris = rows.find((s) => s.externalId === "ab-1001")!.id;
  lyonShop = rows.find((s) => s.externalId === "ab-1002")!.id;
  owner = await login("proprietaire@demo.example");
  lyon = await login("lyon@demo.example");
});

describe("the team as the owner sees it", () => {
  it("lists the demo spa's team with their roles and shops; a manager may not", async () => {
    const res = await json(server, "GET", "/api/cmpusers", undefined, { token: owner });
    expect(res.status).toBe(200);
    const { users } = await res.json();
    const by = (email: string) => users.find((u: { email: string }) => u.email === email);
    expect(by("proprietaire@demo.example")).toMatchObject({ role: "owner", shops: [], activated: true });
    expect(by("lyon@demo.example")).toMatchObject({ role: "manager", shops: [lyonShop] });
    expect(by("equipe@demo.example")).toMatchObject({ role: "staff", shops: [paris] });
    expect(by("editeur@demo.example").shops.sort()).toEqual([paris, lyonShop].sort());
    expect((await json(server, "GET", "/api/cmpusers", undefined, { token: lyon })).status).toBe(403);
    // another business's user is unknown here
    const solo = await server.companies.byTokenOrNull(SOLO);
    const [stranger] = await server.database.db.select().from(companyUsers).where(eq(companyUsers.companyId, solo!.id));
    expect((await json(server, "GET", `/api/cmpusers/${stranger!.id}`, undefined, { token: owner })).status).toBe(404);
  });

  it("links a user to shops (a shop of another business named and refused), audited", async () => {
    const staff = await idOf("equipe@demo.example");
    const [soloShop] = await server.database.db.select().from(shops).where(eq(shops.externalId, "ab-2001"));
    const refused = await json(server, "POST", `/api/cmpusers/link/${staff}`, { shops: [lyonShop, soloShop!.id] }, { token: owner });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({ "shops.1": "unknown shop" });
    expect((await json(server, "GET", `/api/cmpusers/${staff}`, undefined, { token: owner }).then((r) => r.json())).user.shops).toEqual([paris]);
    const res = await json(server, "POST", `/api/cmpusers/link/${staff}`, { shops: [lyonShop, paris] }, { token: owner });
    expect(res.status).toBe(200);
    expect((await res.json()).user.shops).toEqual([paris, lyonShop].sort((a, b) => a - b));
    const [record] = await auditTrail({ db: server.database.db, companyId: spaId }, "company_user", staff);
    expect(record).toMatchObject({ action: "link", actorLabel: "proprietaire@demo.example", before: { shops: [paris] } });
  });

  it("changes a role, which takes effect on the user's next call", async () => {
    const manager = await idOf("lyon@demo.example");
    expect((await json(server, "POST", "/api/alerts", { body: { fr: "Fermé lundi" }, start: "2026-12-01", end: "2026-12-02" }, { token: lyon })).status).toBe(201);
    const res = await json(server, "PUT", `/api/cmpusers/${manager}`, { role: "staff", firstname: "Karim" }, { token: owner });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ role: "staff", firstname: "Karim" });
    expect((await json(server, "POST", "/api/alerts", { body: { fr: "Fermé mardi" }, start: "2026-12-01", end: "2026-12-02" }, { token: lyon })).status).toBe(403);
    expect((await json(server, "PUT", `/api/cmpusers/${manager}`, { role: "banana" }, { token: owner })).status).toBe(400);
    const [record] = await auditTrail({ db: server.database.db, companyId: spaId }, "company_user", manager);
    expect(record).toMatchObject({ action: "update", before: { role: "manager" }, after: { role: "staff" } });
  });

  it("never leaves the business without an owner: not by a change of role, not by removal, not by two owners removing each other at once", async () => {
    const me = await idOf("proprietaire@demo.example");
    const demoted = await json(server, "PUT", `/api/cmpusers/${me}`, { role: "manager" }, { token: owner });
    expect(demoted.status).toBe(409);
    expect((await demoted.json()).error.code).toBe("last_owner");
    expect((await json(server, "DELETE", `/api/cmpusers/${me}`, undefined, { token: owner })).status).toBe(409);
    // a second owner: each removes the other at the same instant, one of them stays
    const editor = await idOf("editeur@demo.example");
    expect((await json(server, "PUT", `/api/cmpusers/${editor}`, { role: "owner" }, { token: owner })).status).toBe(200);
    const second = await login("editeur@demo.example");
    const [a, b] = await Promise.all([json(server, "DELETE", `/api/cmpusers/${editor}`, undefined, { token: owner }), json(server, "DELETE", `/api/cmpusers/${me}`, undefined, { token: second })]);
    // one removal is made; the other is refused as the last owner's (409), or finds its caller already removed (401)
    expect([a.status, b.status].filter((s) => s === 204)).toHaveLength(1);
    expect([409, 401]).toContain(a.status === 204 ? b.status : a.status);
    const owners = await server.database.db.select().from(companyUsers).where(and(eq(companyUsers.companyId, spaId), eq(companyUsers.role, "owner")));
    expect(owners).toHaveLength(1);
    // the one removed is no one any more: their token is refused
    const gone = a.status === 204 ? second : owner;
    expect((await json(server, "GET", "/api/cmpusers/me", undefined, { token: gone })).status).toBe(401);
    const [record] = await auditTrail({ db: server.database.db, companyId: spaId }, "company_user", a.status === 204 ? editor : me);
    expect(record).toMatchObject({ action: "delete", after: null });
  });
});
