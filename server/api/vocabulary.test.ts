// The shared input vocabulary (contract/vocabulary.ts) at work on every route: ids beyond 32 bits,
// NUL bytes, dates outside years 0100–9999 and bodies that are not JSON are refused with a 400
// naming the field, never a 500, and nothing is written.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingOrders, customers, trackedCarts } from "../db/schema";
import { nextWeekday, serviceId, signedInCustomer } from "../booking/test-support";
import { useTestServer } from "../use-test-server";

const server = useTestServer();
let me: Awaited<ReturnType<typeof signedInCustomer>>;
let massage: number;
const day = nextWeekday("tuesday");
const TOO_BIG = 2_147_483_648;

beforeAll(async () => {
  me = await signedInCustomer(server.database.db, "demo-spa-lumiere");
  massage = await serviceId(server.database.db, "demo-spa-lumiere", "massage-californien");
});

const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.api(path, { method, body: typeof body === "string" ? body : JSON.stringify(body), headers: { "content-type": "application/json", ...me.auth, ...headers } });
const get = (path: string) => server.api(path, { headers: me.auth });

async function refused(res: Response, field: string) {
  expect(res.status, `${field}: ${res.status}`).toBe(400);
  const { error } = await res.json();
  expect(Object.keys(error.fields ?? {}).some((k) => k === field || k.startsWith(`${field}.`)), JSON.stringify(error)).toBe(true);
}
const booking = (more: Record<string, unknown>) => ({ myAppointment: { shopId: "ab-1001", services: [massage], start: `${day}T10:00:00+02:00`, ...more } });

describe("ids of 2^31 or more are refused, not a database error", () => {
  it("in query strings, paths and bodies", async () => {
    await refused(await get(`/api/appointments?shopid=ab-1001&serviceid=${TOO_BIG}&start=${day}&end=${day}`), "serviceid");
    await refused(await get(`/api/booking-orders/${TOO_BIG}`), "id");
    await refused(await get("/api/booking-orders/1e10"), "id");
    await refused(await get(`/api/articles/${TOO_BIG}`), "id");
    await refused(await send("DELETE", `/api/appointments?id=${TOO_BIG}`, undefined), "id");
    await refused(await send("DELETE", `/api/appointments?orderId=${TOO_BIG}`, undefined), "orderId");
    await refused(await send("PUT", "/api/carts-tracking", { id: TOO_BIG, shopId: null, items: [], customer: me.customer.id }), "id");
    await refused(await send("POST", "/api/appointments", booking({ services: [TOO_BIG] })), "myAppointment.services");
    await refused(await send("POST", "/api/appointments/check", booking({ services: [TOO_BIG] })), "myAppointment.services");
    await refused(await get(`/api/appointments/priceTimes?customerId=${me.customer.id}&servicesId=${TOO_BIG}&date=${day}`), "servicesId");
    expect(await server.database.db.select().from(bookingOrders).where(eq(bookingOrders.customerId, me.customer.id))).toEqual([]);
  });
});

describe("a NUL byte in a text is refused, not a database error", () => {
  it("in slugs, hosts, profile fields and tracked carts", async () => {
    for (const path of ["/api/articles/slug/a%00b", "/api/shops/slug/a%00b", "/api/categories/slug/a%00b"]) await refused(await get(path), "slug");
    await refused(await server.api("/api/companies/token/host/a%00b", { company: null }), "host");
    await refused(await send("PUT", "/api/users/me", { city: "a\u0000b" }), "city");
    await refused(await send("POST", "/api/carts-tracking", { type: "booking", shopId: "ab\u00001001", items: [], customer: me.customer.id }), "shopId");
    await refused(await send("POST", "/api/carts-tracking", { type: "booking", shopId: null, items: [{ id: 1, note: "a\u0000b" }], customer: me.customer.id }), "items");
    expect(await server.database.db.select().from(trackedCarts).where(eq(trackedCarts.customerId, me.customer.id))).toEqual([]);
  });
});

describe("a lone UTF-16 surrogate in a text is refused, not a database error", () => {
  it("in a tracked cart's free-form items, its keys, the profile and the booking's message, naming the field", async () => {
    for (const bad of ["\ud800", "a\udfffb", "\udbff"]) {
      await refused(await send("POST", "/api/carts-tracking", { type: "booking", shopId: "ab-1001", items: [{ id: 1, note: bad }], customer: me.customer.id }), "items.0.note");
      await refused(await send("POST", "/api/carts-tracking", { type: "booking", shopId: "ab-1001", items: [{ id: 1, [bad]: 1 }], customer: me.customer.id }), "items.0");
      await refused(await send("PUT", "/api/users/me", { city: bad }), "city");
      await refused(await send("POST", "/api/appointments", booking({ customMessage: bad })), "myAppointment.customMessage");
    }
    const saved = await send("POST", "/api/carts-tracking", { type: "booking", shopId: "ab-1001", items: [], customer: me.customer.id });
    expect(saved.status).toBe(201);
    const id = (await saved.json()).data as number;
    await refused(await send("PUT", "/api/carts-tracking", { id, shopId: "ab-1001", items: [{ id: 1, note: "\ud800" }], customer: me.customer.id }), "items.0.note");
    // a whole pair is a character like any other
    expect((await send("PUT", "/api/carts-tracking", { id, shopId: "ab-1001", items: [{ id: 1, note: "\ud83d\ude00" }], customer: me.customer.id })).status).toBe(200);
    const rows = await server.database.db.select().from(trackedCarts).where(eq(trackedCarts.customerId, me.customer.id));
    expect(rows.map((r) => r.items)).toEqual([[{ id: 1, note: "😀" }]]);
    const [row] = await server.database.db.select().from(customers).where(eq(customers.id, me.customer.id));
    expect(row!.city).not.toContain("\ud800");
  });
});

describe("dates whose shop-local year is outside 0100–9999 are refused", () => {
  it("in a booking and a slot check, and in the availability call", async () => {
    for (const start of ["0050-06-15T10:00:00+01:00", "0001-01-01T00:00:00Z", "9999-12-31T23:30:00Z"]) {
      await refused(await send("POST", "/api/appointments/check", booking({ start })), "myAppointment.start");
      await refused(await send("POST", "/api/appointments", booking({ start })), "myAppointment.start");
    }
    await refused(await get(`/api/appointments?shopid=ab-1001&serviceid=${massage}&start=0050-01-01&end=0050-01-02`), "start");
    await refused(await get(`/api/appointments?shopid=ab-1001&serviceid=${massage}&start=${day}&end=2999-01-01`), "end");
  });
});

describe("a profile update with nothing to change, or no JSON, is answered without a database error", () => {
  it("{} or only unknown fields leave the profile as it is; a body that is not JSON is invalid_json", async () => {
    const [before] = await server.database.db.select().from(customers).where(eq(customers.id, me.customer.id));
    for (const path of ["/api/users/me", "/api/profiles"]) {
      for (const body of [{}, { shoeSize: 42 }]) {
        const res = await send("PUT", path, body);
        expect(res.status).toBe(200);
        expect((await res.json()).user).toMatchObject({ id: me.customer.id, email: before!.email });
      }
      const bad = await send("PUT", path, "{oops", { curlang: "en" });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error).toEqual({ code: "invalid_json", message: "The request body is not valid JSON." });
    }
    const [after] = await server.database.db.select().from(customers).where(eq(customers.id, me.customer.id));
    expect(after).toEqual(before);
  });

  it("a body that is not JSON is invalid_json on every route that reads one", async () => {
    for (const [method, path] of [["POST", "/api/users/login"], ["POST", "/api/appointments"], ["PUT", "/api/carts-tracking"], ["POST", "/api/users/v2/register"]]) {
      const res = await send(method!, path!, "{oops");
      expect(res.status, path).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_json");
    }
  });
});
