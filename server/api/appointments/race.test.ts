// No double booking, ever: 50 customers ask for the same employee and slot at the same moment.
// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (there the exclusion constraint
// is what stops the losers that passed the re-check together).
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointments, bookingOrders } from "../../db/schema";
import { employeeId, nextWeekday, serviceId, signedInCustomer, wallTime } from "../../booking/test-support";
import { useTestServer } from "../../use-test-server";

const server = useTestServer();

describe("50 concurrent bookings of one slot", () => {
  it("give exactly one success and 49 × 409 in the caller's language, and one appointment in the database", async () => {
    const db = server.database.db;
    const service = await serviceId(db, "demo-spa-lumiere", "massage-californien");
    const camille = await employeeId(db, "demo-spa-lumiere", "Camille");
    const day = nextWeekday("wednesday", 21);
    const start = wallTime(day, "11:00");
    const customers = await Promise.all(Array.from({ length: 50 }, () => signedInCustomer(db, "demo-spa-lumiere")));
    const body = JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [service], start: start.toISOString(), employeeId: camille } });

    const responses = await Promise.all(
      customers.map((c) =>
        server.api("/api/appointments", { method: "POST", body, headers: { "content-type": "application/json", ...c.auth }, lang: "en" } as never),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const errors = await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.json()));
    for (const e of errors) expect(e.error).toMatchObject({ code: "slot_taken", message: "Someone else has just booked this time. Here are the times still available." });

    const rows = await db.select().from(appointments).where(and(eq(appointments.employeeId, camille), eq(appointments.startAt, start)));
    expect(rows).toHaveLength(1);
    // The losers left no order behind (one transaction each, rolled back).
    expect(await db.select().from(bookingOrders)).toHaveLength(1);
  });

  it("the database itself refuses an overlapping active appointment of the same employee", async () => {
    const db = server.database.db;
    const [existing] = await db.select().from(appointments);
    const attempt = db.insert(appointments).values({ ...existing!, id: undefined, startAt: new Date(existing!.startAt.getTime() + 30 * 60_000), endAt: new Date(existing!.endAt.getTime() + 30 * 60_000), cabinId: null });
    await expect(attempt).rejects.toSatisfy((err: { cause?: { code?: string }; code?: string }) => (err.cause?.code ?? err.code) === "23P01");
    // A cancelled one does not block.
    await db.update(appointments).set({ status: "cancelled" }).where(eq(appointments.id, existing!.id));
    await db.insert(appointments).values({ ...existing!, id: undefined, startAt: new Date(existing!.startAt.getTime() + 30 * 60_000), endAt: new Date(existing!.endAt.getTime() + 30 * 60_000) });
  });
});
