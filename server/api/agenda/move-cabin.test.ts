// Moving a booking to another cabin from the agenda (decision 299): the cabin asked for is taken or
// the move refused (409, nothing changed); with no cabin asked (a drag), the booking keeps its own
// cabin when it is free at the new time.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { employeeId, serviceId, shopId, wallTime } from "../../booking/test-support";
import { appointments } from "../../db/schema";
import { SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { asUser, companyUser } from "../provider-test-support";

const server = useTestServer();
// a Thursday far from the demo's bookings (Paris, UTC+1 in March)
const DAY = "2031-03-27";
const id: Record<string, number> = {};
const at = (time: string) => wallTime(DAY, time).toISOString();

beforeAll(async () => {
  const db = server.database.db;
  id.paris = await shopId(db, SPA, "ab-1001");
  id.service = await serviceId(db, SPA, "massage-californien");
  id.camille = await employeeId(db, SPA, "Camille");
});

const cabinOf = async (orderId: number) => (await server.database.db.select({ cabinId: appointments.cabinId, startAt: appointments.startAt }).from(appointments).where(eq(appointments.orderId, orderId)))[0]!;

describe("moving a booking to another cabin from the agenda", () => {
  it("moves into the cabin chosen, refuses a cabin taken then with nothing changed, and keeps its own cabin when none is asked", async () => {
    const manager = await companyUser(server, SPA, "manager", [id.paris!]);
    // the demo's Paris shop has one cabin: a second one to move into
    const added = await asUser(server, manager, "POST", "/api/resources", { shopId: id.paris, type: "cabin", displayName: "Cabine Opale" });
    expect(added.status).toBe(201);
    const book = async (time: string, lastname: string, employee: number | null) => {
      const res = await asUser(server, manager, "POST", "/api/agenda/bookings", { shopId: id.paris, serviceIds: [id.service], employeeId: employee, start: at(time), customer: { firstname: "Cabine", lastname, phone: "+33600000290" } });
      expect(res.status).toBe(201);
      return (await res.json()).booking.orderId as number;
    };
    const mine = await book("10:00", "Mienne", id.camille!);
    const other = await book("14:00", "Autre", null);
    const agenda = (await (await asUser(server, manager, "GET", `/api/agenda?shopId=${id.paris}&date=${DAY}`)).json()).agenda;
    const cabins = (agenda.resources as { id: number; type: string }[]).filter((r) => r.type === "cabin").map((r) => r.id);
    expect(cabins.length).toBeGreaterThan(1);
    const own = (await cabinOf(mine)).cabinId!;
    const taken = (await cabinOf(other)).cabinId!;
    expect(own).not.toBeNull();

    // another cabin, chosen in the Move dialog
    const elsewhere = cabins.find((c) => c !== own)!;
    const moved = await asUser(server, manager, "POST", `/api/agenda/bookings/${mine}/move`, { start: at("11:00"), employeeId: id.camille, cabinId: elsewhere, notify: false });
    expect(moved.status).toBe(200);
    expect((await moved.json()).booking).toMatchObject({ cabinId: elsewhere, start: at("11:00") });
    expect(await cabinOf(mine)).toMatchObject({ cabinId: elsewhere });

    // the other booking's cabin at its time: refused, nothing changed
    const refused = await asUser(server, manager, "POST", `/api/agenda/bookings/${mine}/move`, { start: at("14:00"), employeeId: id.camille, cabinId: taken, notify: false });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe("slot_taken");
    expect(await cabinOf(mine)).toMatchObject({ cabinId: elsewhere, startAt: new Date(at("11:00")) });

    // a drag sends no cabin: the booking keeps the one it has
    const dragged = await asUser(server, manager, "POST", `/api/agenda/bookings/${mine}/move`, { start: at("12:00"), employeeId: id.camille, notify: false });
    expect(dragged.status).toBe(200);
    expect((await dragged.json()).booking).toMatchObject({ cabinId: elsewhere, start: at("12:00") });
  });
});
