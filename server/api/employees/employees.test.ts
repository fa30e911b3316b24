import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { employeeAbsences, employees, shops } from "../../db/schema";
import { employeeId, nextWeekday, serviceId, wallTime } from "../../booking/test-support";
import { companyUserToken } from "../../staff/test-support";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
const tuesday = nextWeekday("tuesday");
let owner: string;
let soloOwner: string;
let paris: number;
let californien: number;
let camille: number;

const fingerprint = async () => JSON.stringify(await server.database.db.execute(sql`select (select count(*) from employees) e, (select max(xmin::text::bigint) from employees) x, (select count(*) from employee_skills) k, (select count(*) from employee_absences) a`));
/** Who is free at each open slot of Paris on that Tuesday, for the californien massage. */
const freeAt = async () => {
  const res = await json(server, "GET", `/api/appointments?shopid=ab-1001&serviceid=${californien}&start=${tuesday}&end=${tuesday}&mode=1`);
  const slots = (await res.json()).appointments.data[0].slots as { start: string; free: { employees: string[] } }[];
  return new Map(slots.map((s) => [s.start, s.free.employees]));
};

beforeAll(async () => {
  const db = server.database.db;
  owner = (await companyUserToken(db, SPA)).token;
  soloOwner = (await companyUserToken(db, SOLO)).token;
  paris = (await db.select({ id: shops.id }).from(shops).where(eq(shops.externalId, "ab-1001")))[0]!.id;
  californien = await serviceId(db, SPA, "massage-californien");
  camille = await employeeId(db, SPA, "Camille");
});

describe("employees written by the business", () => {
  it("an employee's absence removes their slots, and removing it gives them back", async () => {
    const before = await freeAt();
    const eleven = wallTime(tuesday, "11:00").toISOString();
    expect(before.get(eleven)).toContain(String(camille));
    const res = await json(server, "POST", `/api/employees/${camille}/absences`, { start: wallTime(tuesday, "10:00").toISOString(), end: wallTime(tuesday, "14:00").toISOString(), reason: "Formation" }, { token: owner });
    expect(res.status).toBe(201);
    const { absence } = await res.json();
    const during = await freeAt();
    expect(during.get(eleven) ?? []).not.toContain(String(camille));
    // After the absence, Camille works again.
    expect(during.get(wallTime(tuesday, "15:00").toISOString())).toContain(String(camille));
    expect((await (await json(server, "GET", `/api/employees/${camille}`, undefined, { token: owner })).json()).employee.absences).toEqual([absence]);
    expect((await json(server, "DELETE", `/api/employees/${camille}/absences/${absence.id}`, undefined, { token: owner })).status).toBe(204);
    expect((await freeAt()).get(eleven)).toContain(String(camille));
  });

  it("keeps an employee's photo, and leaves it when a write does not name it", async () => {
    const image = { url: "/media/1/abc-480.webp", width: 480, height: 640 };
    const body = { shopId: paris, displayName: "Inès", workingHours: {}, serviceIds: [], image };
    const { employee } = await (await json(server, "POST", "/api/employees", body, { token: owner })).json();
    expect(employee.image).toEqual(image);
    const kept = await (await json(server, "PUT", `/api/employees/${employee.id}`, { ...body, image: undefined, displayName: "Inès B." }, { token: owner })).json();
    expect(kept.employee).toMatchObject({ displayName: "Inès B.", image });
    const none = await (await json(server, "PUT", `/api/employees/${employee.id}`, { ...body, image: null }, { token: owner })).json();
    expect(none.employee.image).toBeNull();
    expect((await json(server, "DELETE", `/api/employees/${employee.id}`, undefined, { token: owner })).status).toBe(204);
  });

  it("adds an employee with hours and skills: their slots appear; removed, they go", async () => {
    const body = { shopId: paris, displayName: "Nora", workingHours: { tuesday: [{ start: "08:00", end: "10:00" }] }, serviceIds: [californien] };
    const res = await json(server, "POST", "/api/employees", body, { token: owner });
    expect(res.status).toBe(201);
    const { employee } = await res.json();
    expect(employee).toMatchObject({ displayName: "Nora", serviceIds: [californien], active: true, absences: [] });
    // Paris opens at 10:00 on Tuesdays: Nora's 08:00–10:00 gives no slot; moved to the afternoon she is offered.
    expect((await json(server, "PUT", `/api/employees/${employee.id}`, { ...body, workingHours: { tuesday: [{ start: "14:00", end: "18:00" }] } }, { token: owner })).status).toBe(200);
    expect((await freeAt()).get(wallTime(tuesday, "15:00").toISOString())).toContain(String(employee.id));
    expect((await json(server, "DELETE", `/api/employees/${employee.id}`, undefined, { token: owner })).status).toBe(204);
    expect((await freeAt()).get(wallTime(tuesday, "15:00").toISOString())).not.toContain(String(employee.id));
  });

  it("refuses bad input naming the field, and changes no row", async () => {
    const before = await fingerprint();
    const good = { shopId: paris, displayName: "Zoé", workingHours: {}, serviceIds: [] };
    for (const [method, path, body, field] of [
      ["POST", "/api/employees", { ...good, workingHours: { tuesday: [{ start: "12:00", end: "11:00" }] } }, "workingHours.tuesday.0.end"],
      ["POST", "/api/employees", { ...good, workingHours: { someday: [] } }, "workingHours"],
      ["POST", "/api/employees", { ...good, workingHours: { friday: [{ start: "09:00", end: "13:00" }, { start: "12:00", end: "17:00" }] } }, "workingHours.friday.1.start"],
      ["POST", "/api/employees", { ...good, image: { url: "javascript:alert(1)" } }, "image.url"],
      ["POST", "/api/employees", { ...good, displayName: "" }, "displayName"],
      ["POST", "/api/employees", { ...good, serviceIds: [999999] }, "serviceIds"],
      ["PUT", `/api/employees/${camille}`, { ...good, serviceIds: ["x"] }, "serviceIds.0"],
      ["POST", `/api/employees/${camille}/absences`, { start: wallTime(tuesday, "14:00").toISOString(), end: wallTime(tuesday, "10:00").toISOString() }, "end"],
      ["POST", `/api/employees/${camille}/absences`, { start: "demain", end: wallTime(tuesday, "10:00").toISOString() }, "start"],
    ] as const) {
      const res = await json(server, method, path, body, { token: owner });
      expect(res.status, field).toBe(400);
      expect((await res.json()).error.fields, field).toHaveProperty([field]);
    }
    expect(await fingerprint()).toBe(before);
  });

  it("another business's employee and shop are not found, and nothing changes", async () => {
    const before = await fingerprint();
    const as = { token: soloOwner, company: SOLO };
    const [soloShop] = await server.database.db.select({ id: shops.id }).from(shops).where(sql`${shops.companyId} <> (select company_id from shops where external_id = 'ab-1001')`);
    for (const [method, path, body] of [
      ["GET", `/api/employees/${camille}`, undefined],
      ["PUT", `/api/employees/${camille}`, { shopId: soloShop!.id, displayName: "Volée", workingHours: {}, serviceIds: [] }],
      ["DELETE", `/api/employees/${camille}`, undefined],
      ["POST", `/api/employees/${camille}/absences`, { start: wallTime(tuesday, "10:00").toISOString(), end: wallTime(tuesday, "14:00").toISOString() }],
    ] as const) {
      expect((await json(server, method, path, body, as)).status, `${method} ${path}`).toBe(404);
    }
    // The spa's owner names the other business's shop.
    expect((await json(server, "POST", "/api/employees", { shopId: soloShop!.id, displayName: "X", workingHours: {}, serviceIds: [] }, { token: owner })).status).toBe(404);
    expect((await (await json(server, "GET", "/api/employees", undefined, as)).json()).employees.map((e: { id: number }) => e.id)).not.toContain(camille);
    expect(await fingerprint()).toBe(before);
    expect(await server.database.db.select().from(employeeAbsences).where(eq(employeeAbsences.employeeId, camille))).toEqual([]);
    expect((await server.database.db.select().from(employees).where(eq(employees.id, camille)))[0]!.displayName).toBe("Camille");
  });
});
