import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appointments, resources, shops } from "../../db/schema";
import { employeeId, nextWeekday, serviceId, signedInCustomer, wallTime } from "../../booking/test-support";
import { companyUserToken } from "../../staff/test-support";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
const tuesday = nextWeekday("tuesday");
let owner: string;
let soloOwner: string;
let paris: number;
let soloShop: number;
let californien: number;
let camille: number;
let ines: number;

const count = async () => Number((await server.database.db.select({ n: sql<number>`count(*)` }).from(resources))[0]!.n);

beforeAll(async () => {
  const db = server.database.db;
  owner = (await companyUserToken(db, SPA)).token;
  soloOwner = (await companyUserToken(db, SOLO)).token;
  paris = (await db.select({ id: shops.id }).from(shops).where(eq(shops.externalId, "ab-1001")))[0]!.id;
  const solo = await companyUserToken(db, SOLO);
  soloShop = (await db.select({ id: shops.id }).from(shops).where(eq(shops.companyId, solo.companyId)))[0]!.id;
  californien = await serviceId(db, SPA, "massage-californien");
  camille = await employeeId(db, SPA, "Camille");
  ines = await employeeId(db, SPA, "Inès");
});

describe("resources: cabins and equipments written by the business", () => {
  it("adds, reads, replaces and removes an equipment linked to its services", async () => {
    let res = await json(server, "POST", "/api/resources", { shopId: paris, type: "equipment", displayName: "Laser diode", serviceIds: [californien] }, { token: owner });
    expect(res.status).toBe(201);
    const { resource } = await res.json();
    expect(resource).toMatchObject({ shopId: paris, shopRef: "ab-1001", type: "equipment", displayName: "Laser diode", serviceIds: [californien] });
    res = await json(server, "GET", "/api/resources/artebeaute?shopId=ab-1001&type=equipment", undefined, { token: owner });
    expect((await res.json()).resources.map((r: { id: number }) => r.id)).toEqual([resource.id]);
    res = await json(server, "PUT", `/api/resources/${resource.id}`, { shopId: paris, type: "equipment", displayName: "Laser Nd:YAG", serviceIds: [] }, { token: owner });
    expect((await res.json()).resource).toMatchObject({ displayName: "Laser Nd:YAG", serviceIds: [] });
    expect((await json(server, "DELETE", `/api/resources/${resource.id}`, undefined, { token: owner })).status).toBe(204);
    expect((await json(server, "GET", `/api/resources/${resource.id}`, undefined, { token: owner })).status).toBe(404);
  });

  it("refuses bad input naming the field, and writes nothing", async () => {
    const before = await count();
    for (const [body, field] of [
      [{ shopId: paris, type: "laser", displayName: "X" }, "type"],
      [{ shopId: paris, type: "equipment", displayName: "" }, "displayName"],
      [{ shopId: paris, type: "cabin", displayName: "Cabine", serviceIds: [californien] }, "serviceIds"],
      [{ shopId: paris, type: "equipment", displayName: "Laser", serviceIds: [999999] }, "serviceIds"],
    ] as const) {
      const res = await json(server, "POST", "/api/resources", body, { token: owner });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.fields).toHaveProperty(field);
    }
    expect(await count()).toBe(before);
  });

  it("another business's shop, resource and services are not found, and nothing changes", async () => {
    const before = await count();
    // The spa's owner names the other business's shop; the other business's owner names the spa's resource.
    let res = await json(server, "POST", "/api/resources", { shopId: soloShop, type: "cabin", displayName: "Intruse" }, { token: owner });
    expect(res.status).toBe(404);
    expect((await res.json()).error.fields).toEqual({ shopId: "unknown" });
    const [jade] = await server.database.db.select().from(resources).where(eq(resources.displayName, "Cabine Jade"));
    for (const [method, body] of [["GET", undefined], ["PUT", { shopId: soloShop, type: "cabin", displayName: "Volée" }], ["DELETE", undefined]] as const) {
      res = await json(server, method, `/api/resources/${jade!.id}`, body, { token: soloOwner, company: SOLO });
      expect(res.status, method).toBe(404);
    }
    res = await json(server, "POST", "/api/resources", { shopId: soloShop, type: "equipment", displayName: "Laser", serviceIds: [californien] }, { token: soloOwner, company: SOLO });
    expect(res.status).toBe(400);
    // A company user's token at another business, a customer's token, no token: nobody.
    expect((await json(server, "GET", "/api/resources", undefined, { token: soloOwner })).status).toBe(401);
    expect((await json(server, "GET", "/api/resources", undefined, { token: (await signedInCustomer(server.database.db, SPA)).token })).status).toBe(401);
    expect((await json(server, "GET", "/api/resources", undefined, {})).status).toBe(401);
    expect(await count()).toBe(before);
    expect((await server.database.db.select().from(resources).where(eq(resources.id, jade!.id)))[0]!.displayName).toBe("Cabine Jade");
  });
});

describe("equipments in availability and booking: one laser, one treatment at a time", () => {
  let laser: number;
  const book = async (employee: number, time: string) => {
    const me = await signedInCustomer(server.database.db, SPA);
    return json(server, "POST", "/api/appointments", { myAppointment: { shopId: "ab-1001", services: [californien], start: wallTime(tuesday, time).toISOString(), employeeId: employee } }, { token: me.token });
  };
  const slotAt = async (time: string, check: "0" | "1") => {
    const res = await json(server, "GET", `/api/appointments?shopid=ab-1001&serviceid=${californien}&start=${tuesday}&end=${tuesday}&checkEquipments=${check}`);
    const { appointments: a } = await res.json();
    return a.data[0].slots.find((s: { start: string }) => s.start === wallTime(tuesday, time).toISOString());
  };

  beforeAll(async () => {
    // A second cabin, so the one cabin does not already keep the two treatments apart.
    expect((await json(server, "POST", "/api/resources", { shopId: paris, type: "cabin", displayName: "Cabine Onyx" }, { token: owner })).status).toBe(201);
    const res = await json(server, "POST", "/api/resources", { shopId: paris, type: "equipment", displayName: "Laser", serviceIds: [californien] }, { token: owner });
    laser = (await res.json()).resource.id;
    await server.database.db.execute(sql`update companies set settings = jsonb_set(settings, '{booker,equipments}', '{"type":"active"}') where token = ${SPA}`);
  });

  it("a booking takes the laser; the slot is then closed for the other employee, and booking it is refused", async () => {
    expect((await book(camille, "12:00")).status).toBe(201);
    const [taken] = await server.database.db.select().from(appointments).where(and(eq(appointments.equipmentId, laser), eq(appointments.employeeId, camille)));
    expect(taken).toBeDefined();
    expect(await slotAt("12:00", "1")).toMatchObject({ shopStatus: "close" });
    // Without the check the same slot is open with Inès: only the laser closes it.
    expect(await slotAt("12:00", "0")).toMatchObject({ shopStatus: "open", free: { employees: [String(ines)] } });
    const res = await book(ines, "12:00");
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("slot_taken");
    // Once the laser is free again (the treatment and its pause are over), Inès may take it.
    expect((await book(ines, "14:00")).status).toBe(201);
  });

  it("two bookings at once for the one laser: exactly one is written", async () => {
    const answers = await Promise.all([book(camille, "16:30"), book(ines, "16:30")]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const onLaser = await server.database.db
      .select({ n: sql<number>`count(*)` })
      .from(appointments)
      .where(and(eq(appointments.equipmentId, laser), eq(appointments.startAt, wallTime(tuesday, "16:30"))));
    expect(Number(onLaser[0]!.n)).toBe(1);
  });

  it("the database itself refuses a second appointment on the laser at that time", async () => {
    const [row] = await server.database.db.select().from(appointments).where(and(eq(appointments.equipmentId, laser), eq(appointments.startAt, wallTime(tuesday, "16:30"))));
    const other = row!.employeeId === camille ? ines : camille;
    const { id: _id, createdAt: _c, ...copy } = row!;
    await expect(server.database.db.insert(appointments).values({ ...copy, employeeId: other, cabinId: null })).rejects.toThrow();
  });

  it("a resource an appointment took cannot be removed (409): the appointments keep what they took", async () => {
    const res = await json(server, "DELETE", `/api/resources/${laser}`, undefined, { token: owner });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("in_use");
    expect(await server.database.db.select().from(resources).where(eq(resources.id, laser))).toHaveLength(1);
  });
});
