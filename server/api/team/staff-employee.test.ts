// A company user linked to the employee whose agenda is theirs (decision 214): shown on the team
// and in the user's own session (cmpusers/me, cmp-users/me), set by the owner, one user per
// employee, and an employee a user is linked to is not removed under them (409 naming the user).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "../../audit";
import { employeeId } from "../../booking/test-support";
import { companyUsers, employees, shops } from "../../db/schema";
import { DEMO_TEAM_PASSWORD } from "../../db/seed";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
const login = async (email: string) => (await (await json(server, "POST", "/api/cmpusers/login", { email, password: DEMO_TEAM_PASSWORD })).json()).token as string;
let owner: string, staff: string, manager: string, spaId: number, paris: number, staffId: number, managerId: number, camille: number, ines: number;

beforeAll(async () => {
  const db = server.database.db;
  spaId = (await server.companies.byTokenOrNull(SPA))!.id;
  paris = (await db.select().from(shops).where(and(eq(shops.companyId, spaId), eq(shops.externalId, "ab-1001"))))[0]!.id;
  owner = await login("proprietaire@demo.example");
  staff = await login("equipe@demo.example");
  manager = await login("lyon@demo.example");
  const idOf = async (email: string) => (await db.select().from(companyUsers).where(and(eq(companyUsers.companyId, spaId), eq(companyUsers.email, email))))[0]!.id;
  staffId = await idOf("equipe@demo.example");
  managerId = await idOf("lyon@demo.example");
  camille = await employeeId(db, SPA, "Camille");
  ines = await employeeId(db, SPA, "Inès");
});

describe("a staff member's own employee", () => {
  it("the demo's staff member is Camille: their session and the team say so", async () => {
    for (const path of ["/api/cmpusers/me", "/api/cmp-users/me"]) {
      const res = await json(server, "GET", path, undefined, { token: staff });
      expect((await res.json()).user, path).toMatchObject({ id: staffId, role: "staff", employeeId: camille });
    }
    const { users } = await (await json(server, "GET", "/api/cmpusers", undefined, { token: owner })).json();
    expect(users.find((u: { id: number }) => u.id === staffId)).toMatchObject({ employeeId: camille });
    expect(users.find((u: { id: number }) => u.id === managerId)).toMatchObject({ employeeId: null });
  });

  it("the owner links and unlinks; one user per employee; unknown or another business's employee named; audited", async () => {
    let res = await json(server, "PUT", `/api/cmpusers/${staffId}`, { employeeId: ines }, { token: owner });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({ employeeId: ines, role: "staff" });
    expect((await (await json(server, "GET", "/api/cmpusers/me", undefined, { token: staff })).json()).user.employeeId).toBe(ines);
    const [entry] = await auditTrail({ db: server.database.db, companyId: spaId }, "company_user", staffId);
    expect(entry).toMatchObject({ action: "update", before: { employeeId: camille }, after: { employeeId: ines } });

    res = await json(server, "PUT", `/api/cmpusers/${managerId}`, { employeeId: ines }, { token: owner });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: "reference_taken", fields: { employeeId: `linked to company user ${staffId}` } });
    const solo = await server.companies.byTokenOrNull(SOLO);
    const [foreign] = await server.database.db.select({ id: employees.id }).from(employees).where(eq(employees.companyId, solo!.id)).limit(1);
    for (const bad of [999999, foreign!.id]) {
      res = await json(server, "PUT", `/api/cmpusers/${managerId}`, { employeeId: bad }, { token: owner });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({ employeeId: "unknown employee" });
    }
    expect((await json(server, "PUT", `/api/cmpusers/${managerId}`, { employeeId: "x" }, { token: owner })).status).toBe(400);
    // only the owner manages the team
    expect((await json(server, "PUT", `/api/cmpusers/${staffId}`, { employeeId: camille }, { token: manager })).status).toBe(403);
    // a name change leaves the link as it is; null unlinks
    expect((await (await json(server, "PUT", `/api/cmpusers/${staffId}`, { firstname: "Camille" }, { token: owner })).json()).user.employeeId).toBe(ines);
    expect((await (await json(server, "PUT", `/api/cmpusers/${staffId}`, { employeeId: null }, { token: owner })).json()).user.employeeId).toBeNull();
    expect((await (await json(server, "PUT", `/api/cmpusers/${staffId}`, { employeeId: camille }, { token: owner })).json()).user.employeeId).toBe(camille);
  });

  it("an employee a user is linked to is not removed (409 naming the user); unlinked, it is", async () => {
    const created = await json(server, "POST", "/api/employees", { shopId: paris, displayName: "Nouvelle", workingHours: {}, serviceIds: [] }, { token: owner });
    const newcomer = (await created.json()).employee.id as number;
    expect((await json(server, "PUT", `/api/cmpusers/${managerId}`, { employeeId: newcomer }, { token: owner })).status).toBe(200);
    const res = await json(server, "DELETE", `/api/employees/${newcomer}`, undefined, { token: owner });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: "in_use", fields: { id: `company user ${managerId} is linked to this employee` } });
    expect((await json(server, "PUT", `/api/cmpusers/${managerId}`, { employeeId: null }, { token: owner })).status).toBe(200);
    expect((await json(server, "DELETE", `/api/employees/${newcomer}`, undefined, { token: owner })).status).toBe(204);
  });
});
