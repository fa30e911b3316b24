import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { appointments, outbox, bookingOrders, trackedCarts } from "../../db/schema";
import { companyId, employeeId, nextWeekday, serviceId, signedInCustomer, wallTime } from "../../booking/test-support";
import { SOLO } from "../../testing";
import { useTestServer } from "../../use-test-server";

const server = useTestServer();
let californien: number;
let balinais: number;
let camille: number;
const tuesday = nextWeekday("tuesday");
const monday = nextWeekday("monday");

beforeAll(async () => {
  const db = server.database.db;
  californien = await serviceId(db, "demo-spa-lumiere", "massage-californien");
  balinais = await serviceId(db, "demo-spa-lumiere", "massage-balinais");
  camille = await employeeId(db, "demo-spa-lumiere", "Camille");
});

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: "POST",
  body: JSON.stringify(body),
  headers: { "content-type": "application/json", ...headers },
});
const booking = (start: Date, more: Record<string, unknown> = {}) => ({
  myAppointment: { shopId: "ab-1001", services: [californien], start: start.toISOString(), employeeId: camille, ...more },
});
async function availability(query: string, init: { lang?: string; company?: string } = {}) {
  return server.api(`/api/appointments?${query}`, init);
}

describe("GET /api/appointments (availability)", () => {
  it("answers missing-parameters naming each missing one", async () => {
    const res = await availability("shopid=ab-1001&start=" + tuesday, { lang: "en" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("missing_parameters");
    expect(body.error.message).toBe("Missing parameters.");
    expect(body.error.fields).toEqual({ serviceid: "required", end: "required" });
  });

  it("refuses an unknown service, a service the shop does not offer, and an unknown shop", async () => {
    let res = await availability(`shopid=ab-1001&serviceid=999999&start=${tuesday}&end=${tuesday}`);
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatchObject({ code: "unknown_service", fields: { serviceid: "999999" } });
    const hammam = await serviceId(server.database.db, "demo-spa-lumiere", "rituel-hammam-gommage");
    res = await availability(`shopid=ab-1002&serviceid=${hammam}&start=${tuesday}&end=${tuesday}`);
    expect(res.status).toBe(404);
    res = await availability(`shopid=nowhere&serviceid=${californien}&start=${tuesday}&end=${tuesday}`);
    expect((await res.json()).error.code).toBe("unknown_shop");
  });

  it("refuses a malformed date and an end before the start, naming the field", async () => {
    let res = await availability(`shopid=ab-1001&serviceid=${californien}&start=2026-02-30&end=${tuesday}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty("start");
    res = await availability(`shopid=ab-1001&serviceid=${californien}&start=${tuesday}&end=${monday < tuesday ? monday : "2000-01-01"}`);
    expect(res.status).toBe(400);
  });

  it("a day the shop is closed (Monday in Paris) has no slot", async () => {
    const res = await availability(`shopid=ab-1001&serviceid=${californien}&start=${monday}&end=${monday}`);
    expect(res.status).toBe(200);
    const { appointments: a } = await res.json();
    expect(a.data).toEqual([{ date: monday, shopStatus: "close", slots: [] }]);
  });

  it("an open Tuesday in Paris offers 10:00 with Camille, in cabin mode '2' by the company setting", async () => {
    const res = await availability(`shopid=ab-1001&serviceid=${californien}&start=${tuesday}&end=${tuesday}&checkGiftLimit=0&checkEquipments=0`);
    const { appointments: a } = await res.json();
    expect(a.mode).toBe("2");
    expect(a.employees.map((e: { displayname: string }) => e.displayname)).toEqual(["Camille", "Inès"]);
    const first = a.data[0].slots[0];
    expect(first).toMatchObject({ start: wallTime(tuesday, "10:00").toISOString(), end: wallTime(tuesday, "11:15").toISOString(), shopStatus: "open" });
    expect(first.free.employees).toEqual([String(camille)]);
    expect(first.free.cabins).toHaveLength(1);
  });

  it("mode '1' leaves the cabins out", async () => {
    const res = await availability(`shopid=ab-1001&serviceid=${californien}&start=${tuesday}&end=${tuesday}&mode=1`);
    const { appointments: a } = await res.json();
    expect(a.cabins).toEqual([]);
    expect(a.data[0].slots[0].free.cabins).toEqual([]);
  });
});

describe("POST /api/appointments", () => {
  it("needs a signed-in customer", async () => {
    const res = await server.api("/api/appointments", json(booking(wallTime(tuesday, "10:00"))));
    expect(res.status).toBe(401);
  });

  it("books the slot, answers the order, queues the confirmation with its .ics, and the slot is then taken", async () => {
    const alice = await signedInCustomer(server.database.db, "demo-spa-lumiere", { email: "alice@example.test" });
    const start = wallTime(tuesday, "10:00");
    const res = await server.api("/api/appointments", json(booking(start), alice.auth));
    expect(res.status).toBe(201);
    const { order: data } = await res.json();
    expect(data).toMatchObject({ status: "confirmed", paymentProvider: "free", amount: 7900, customerId: alice.customer.id, shop: { artebeauteId: "ab-1001" } });
    expect(data.appointments).toHaveLength(1);
    // A reference a person can read out, not the internal 'maison-lumiere-1'.
    expect(data.reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(data.appointments[0]).toMatchObject({ serviceId: californien, employee: "Camille", cabin: "Cabine Jade", start: start.toISOString() });
    expect(data.ics).toContain("BEGIN:VEVENT");
    expect(data.googleCalendarUrl).toContain("calendar.google.com");
    // 60 minutes of massage and 15 of the shop's pause: the customer is told 60, in the calendar too.
    const end = new Date(start.getTime() + 60 * 60_000);
    expect(data.appointments[0].end).toBe(end.toISOString());
    expect(data.end).toBe(end.toISOString());
    expect(data.ics).toMatch(/DTEND;TZID=Europe\/Paris:\d{8}T110000/);

    const [mail] = await server.database.db.select().from(outbox).where(eq(outbox.recipient, "alice@example.test"));
    expect(mail!.subject).toMatch(/est confirmé/);
    expect(mail!.attachments[0]!.content).toContain(`UID:booking-${data.id}@`);

    const after = await (await availability(`shopid=ab-1001&serviceid=${californien}&start=${tuesday}&end=${tuesday}`)).json();
    const slot = after.appointments.data[0].slots[0];
    expect(slot.shopStatus).toBe("close");
    expect(slot.busy.employees).toContain(String(camille));

    // Bob asks for the same slot: 409 in his language, nothing written.
    const bob = await signedInCustomer(server.database.db, "demo-spa-lumiere");
    const again = await server.api("/api/appointments", { ...json(booking(start), bob.auth), lang: "de" } as never);
    expect(again.status).toBe(409);
    const err = (await again.json()).error;
    expect(err.code).toBe("slot_taken");
    expect(err.message).toMatch(/gerade von jemand anderem gebucht/);
    const bobs = await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.customerId, bob.customer.id));
    expect(bobs).toEqual([]);
    // The refused booking's transaction queued no confirmation either.
    expect(await server.database.db.select().from(outbox).where(eq(outbox.recipient, bob.customer.email!))).toEqual([]);
  });

  it("refuses a closed day, an off-grid time and a time inside the notice", async () => {
    const carl = await signedInCustomer(server.database.db, "demo-spa-lumiere");
    let res = await server.api("/api/appointments", json(booking(wallTime(monday, "10:00")), carl.auth));
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe("slot_unavailable");
    res = await server.api("/api/appointments", json(booking(wallTime(tuesday, "10:10")), carl.auth));
    expect((await res.json()).error.code).toBe("slot_unavailable");
    res = await server.api("/api/appointments", json(booking(new Date(Date.now() + 30 * 60_000), { employeeId: null }), carl.auth));
    expect(res.status).toBe(409);
  });

  it("refuses bad input with the field named and changes nothing", async () => {
    const dan = await signedInCustomer(server.database.db, "demo-spa-lumiere");
    const res = await server.api("/api/appointments", json({ myAppointment: { shopId: "ab-1001", services: [], start: "tomorrow" } }, dan.auth));
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(["myAppointment.services", "myAppointment.start"]));
  });

  it("'no preference' takes the first free employee", async () => {
    const eve = await signedInCustomer(server.database.db, "demo-spa-lumiere");
    const res = await server.api("/api/appointments", json(booking(wallTime(tuesday, "14:00"), { employeeId: null }), eve.auth));
    expect(res.status).toBe(201);
    const { order: data } = await res.json();
    expect(data.appointments[0].employee).toBe("Camille");
  });

  it("books two services back to back in one order at the one-shop business", async () => {
    const db = server.database.db;
    const mani = await serviceId(db, SOLO, "manucure-classique");
    const semi = await serviceId(db, SOLO, "semi-permanent-mains");
    const wednesday = nextWeekday("wednesday");
    const zoe = await signedInCustomer(db, SOLO);
    const res = await server.api("/api/appointments", {
      ...json({ myAppointment: { shopId: "ab-2001", services: [mani, semi], start: wallTime(wednesday, "09:00", "Europe/Paris").toISOString() } }, zoe.auth),
      company: SOLO,
    } as never);
    expect(res.status).toBe(201);
    const { order: data } = await res.json();
    // Back to back as blocked (30 min, then 45 + 15 of pause); the customer is told 09:30–10:15 for
    // the second, its pause being the shop's time (decision 073).
    expect(data.appointments.map((a: { start: string; end: string }) => [a.start, a.end])).toEqual([
      [wallTime(wednesday, "09:00").toISOString(), wallTime(wednesday, "09:30").toISOString()],
      [wallTime(wednesday, "09:30").toISOString(), wallTime(wednesday, "10:15").toISOString()],
    ]);
    const blocked = await db.select().from(appointments).where(eq(appointments.orderId, data.id));
    expect(blocked.map((a) => a.endAt.toISOString()).sort()).toEqual([wallTime(wednesday, "09:30").toISOString(), wallTime(wednesday, "10:30").toISOString()]);
    expect(data.amount).toBe(3000 + 3500);
  });

  it("a cart id must be one of the signed-in customer's carts at this company: another's is not found and nothing is written", async () => {
    const db = server.database.db;
    const owner = await signedInCustomer(db, "demo-spa-lumiere");
    const other = await signedInCustomer(db, "demo-spa-lumiere");
    const elsewhere = await signedInCustomer(db, SOLO);
    const cartOf = async (who: typeof owner, company = "demo-spa-lumiere") => {
      const res = await server.api("/api/carts-tracking", { ...json({ type: "booking", shopId: null, items: [{ id: californien }], customer: who.customer.id }, who.auth), company } as never);
      expect(res.status).toBe(201);
      return (await res.json()).data as number;
    };
    const othersCart = await cartOf(other);
    const otherCompanysCart = await cartOf(elsewhere, SOLO);
    for (const cartId of [othersCart, otherCompanysCart, 2_000_000_000]) {
      const res = await server.api("/api/appointments", json(booking(wallTime(nextWeekday("thursday"), "10:00"), { cartId }), owner.auth));
      expect(res.status, String(cartId)).toBe(404);
      expect((await res.json()).error.fields).toEqual({ "myAppointment.cartId": "unknown" });
    }
    expect(await db.select().from(bookingOrders).where(eq(bookingOrders.customerId, owner.customer.id))).toEqual([]);
    const [untouched] = await db.select().from(trackedCarts).where(eq(trackedCarts.id, othersCart));
    expect(untouched).toMatchObject({ status: "pending", transactionId: null });

    const own = await cartOf(owner);
    const res = await server.api("/api/appointments", json(booking(wallTime(nextWeekday("thursday"), "10:00"), { cartId: own }), owner.auth));
    expect(res.status).toBe(201);
    const { order } = await res.json();
    const [stored] = await db.select().from(bookingOrders).where(eq(bookingOrders.id, order.id));
    expect(stored!.cartId).toBe(own);
    const [ended] = await db.select().from(trackedCarts).where(eq(trackedCarts.id, own));
    expect(ended).toMatchObject({ status: "success", transactionId: String(order.id) });
  });

  it("POST /appointments/check says whether the slot is still free, without writing", async () => {
    let res = await server.api("/api/appointments/check", json(booking(wallTime(tuesday, "10:00"))));
    expect((await res.json()).check).toMatchObject({ available: false, reason: "slot_taken" });
    res = await server.api("/api/appointments/check", json(booking(wallTime(tuesday, "16:00"))));
    expect((await res.json()).check).toMatchObject({ available: true, employeeId: camille, amount: 7900 });
  });
});

describe("DELETE /api/appointments", () => {
  it("cancels one's own booking and frees the slot; someone else's is not found; inside the notice is refused", async () => {
    const db = server.database.db;
    const owner = await signedInCustomer(db, "demo-spa-lumiere");
    const other = await signedInCustomer(db, "demo-spa-lumiere");
    const created = await server.api("/api/appointments", json(booking(wallTime(tuesday, "12:00"), { employeeId: null, services: [balinais] }), owner.auth));
    expect(created.status).toBe(201);
    const { order: data } = await created.json();

    let res = await server.api(`/api/appointments?orderId=${data.id}`, { method: "DELETE", headers: other.auth });
    expect(res.status).toBe(404);
    res = await server.api(`/api/appointments?orderId=${data.id}`, { method: "DELETE", headers: owner.auth });
    expect(res.status).toBe(200);
    const [order] = await db.select().from(bookingOrders).where(eq(bookingOrders.id, data.id));
    expect(order!.status).toBe("cancelled");
    // The customer is told, with the calendar file that removes the event (same UID, METHOD:CANCEL).
    const mails = await db.select().from(outbox).where(eq(outbox.recipient, owner.customer.email!));
    const cancelMail = mails.find((m) => /annulé/.test(m.subject))!;
    expect(cancelMail.text).toMatch(/a bien été annulé/);
    expect(cancelMail.attachments[0]!.content).toMatch(/METHOD:CANCEL/);
    expect(cancelMail.attachments[0]!.content).toMatch(/STATUS:CANCELLED/);
    expect(cancelMail.attachments[0]!.content).toContain(`UID:${data.ics.match(/UID:(.*)\r\n/)[1]}`);
    const again = await server.api("/api/appointments", json(booking(wallTime(tuesday, "12:00"), { employeeId: null, services: [balinais] }), other.auth));
    expect(again.status).toBe(201);

    // An appointment an hour from now (the spa's notice is 2 h) cannot be cancelled online.
    const spa = await companyId(db, "demo-spa-lumiere");
    const soon = new Date(Math.ceil((Date.now() + 60 * 60_000) / 60_000) * 60_000);
    const [written] = await db.select().from(appointments).where(eq(appointments.orderId, data.id));
    const [o] = await db.insert(bookingOrders).values({ companyId: spa, customerId: owner.customer.id, shopId: written!.shopId, amount: 1 }).returning();
    const [a] = await db
      .insert(appointments)
      .values({ companyId: spa, orderId: o!.id, customerId: owner.customer.id, shopId: o!.shopId, articleId: californien, employeeId: camille, startAt: soon, endAt: new Date(soon.getTime() + 75 * 60_000), price: 1 })
      .returning();
    res = await server.api(`/api/appointments?id=${a!.id}`, { method: "DELETE", headers: owner.auth, lang: "it" } as never);
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: "too_late_to_cancel", message: expect.stringMatching(/troppo poco/) });
  });

  it("needs an id or an orderId", async () => {
    const someone = await signedInCustomer(server.database.db, "demo-spa-lumiere");
    const res = await server.api("/api/appointments", { method: "DELETE", headers: someone.auth });
    expect(res.status).toBe(400);
  });
});

describe("GET /api/appointments/priceTimes", () => {
  it("is an empty list without customerId, servicesId and date", async () => {
    const res = await server.api("/api/appointments/priceTimes?servicesId=1");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ priceTimes: [] });
  });

  it("lists the prices per duration of the services for the signed-in customer only", async () => {
    const me = await signedInCustomer(server.database.db, "demo-spa-lumiere");
    const res = await server.api(`/api/appointments/priceTimes?customerId=${me.customer.id}&servicesId=${balinais},${californien}&date=${tuesday}`, { headers: me.auth });
    expect((await res.json()).priceTimes.map((p: { duration: number; price: number }) => [p.duration, p.price])).toEqual([
      [60, 9000],
      [90, 12000],
    ]);
    const other = await server.api(`/api/appointments/priceTimes?customerId=${me.customer.id + 1000}&servicesId=${balinais}&date=${tuesday}`, { headers: me.auth });
    expect(other.status).toBe(403);
  });
});

describe("GET /api/booking-orders", () => {
  it("lists only the customer's own orders, and the other company sees none of them", async () => {
    const db = server.database.db;
    const me = await signedInCustomer(db, "demo-spa-lumiere");
    const created = await server.api("/api/appointments", json(booking(wallTime(tuesday, "18:00"), { employeeId: null }), me.auth));
    expect(created.status).toBe(201);
    const mine = await (await server.api("/api/booking-orders", { headers: me.auth })).json();
    expect(mine.orders).toHaveLength(1);
    expect(mine.orders[0].cancellable).toBe(true);
    const one = await server.api(`/api/booking-orders/${mine.orders[0].id}`, { headers: me.auth });
    expect(one.status).toBe(200);
    const stranger = await signedInCustomer(db, "demo-spa-lumiere");
    expect((await server.api(`/api/booking-orders/${mine.orders[0].id}`, { headers: stranger.auth })).status).toBe(404);
    // The spa's token is nobody at the studio.
    expect((await server.api("/api/booking-orders", { headers: me.auth, company: SOLO } as never)).status).toBe(401);
    const total = await db.select().from(bookingOrders).where(and(eq(bookingOrders.customerId, me.customer.id)));
    expect(total).toHaveLength(1);
  });
});
