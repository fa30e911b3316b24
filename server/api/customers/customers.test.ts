import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, localDateOf } from "../../../domain/time";
import { and } from "drizzle-orm";
import { companyId, employeeId, nextWeekday, serviceId, signedInCustomer, wallTime } from "../../booking/test-support";
import { appointments, bookingOrders, customers, giftVouchers, shops } from "../../db/schema";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { asUser, companyUser } from "../provider-test-support";

const server = useTestServer();
let manager: Awaited<ReturnType<typeof companyUser>>;
let staff: Awaited<ReturnType<typeof companyUser>>;
let soloOwner: Awaited<ReturnType<typeof companyUser>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = server.database.db;
  const spa = await companyId(db, SPA);
  const paris = (await db.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, spa), eq(shops.externalId, "ab-1001"))))[0]!.id;
  manager = await companyUser(server, SPA, "manager");
  staff = await companyUser(server, SPA, "staff", [paris]);
  soloOwner = await companyUser(server, SOLO, "owner");
  const solo = await companyId(db, SOLO);
  const add = async (key: string, company: number, v: { firstname: string; lastname: string; email: string; phone?: string }) => {
    const [row] = await db.insert(customers).values({ companyId: company, ...v }).returning();
    ids[key] = row!.id;
  };
  await add("heloise", spa, { firstname: "Héloïse", lastname: "Dupont", email: "heloise.dupont@example.test", phone: "+33699887711" });
  await add("marc", spa, { firstname: "Marc", lastname: "DÙPONT", email: "marc@example.test" });
  await add("zoe", spa, { firstname: "Zoé", lastname: "Martin-Dupré", email: "zoe@example.test" });
  await add("soloHeloise", solo, { firstname: "Héloïse", lastname: "Dupont", email: "heloise.dupont@example.test" });
  // Héloïse came to the Paris shop once (the staff member there serves her); Marc never did
  const [order] = await db.insert(bookingOrders).values({ companyId: spa, customerId: ids.heloise!, shopId: paris, amount: 7900, status: "confirmed" }).returning();
  const start = new Date("2024-03-05T10:00:00Z");
  await db.insert(appointments).values({ companyId: spa, orderId: order!.id, customerId: ids.heloise!, shopId: paris, articleId: await serviceId(db, SPA, "massage-californien"), employeeId: await employeeId(db, SPA, "Camille"), startAt: start, endAt: new Date(start.getTime() + 3_600_000), price: 7900 });
});

const search = (body: unknown, who = manager) => asUser(server, who, "POST", "/api/customers/artebeaute/search", body);
const names = async (res: Response) => ((await res.json()).customers as { firstname: string }[]).map((c) => c.firstname);

describe("POST /api/customers/artebeaute/search", () => {
  it("finds every word in the name, e-mail or phone, whatever the case and accents, this business's only", async () => {
    expect(await names(await search({ filter: "heloise" }))).toEqual(["Héloïse"]);
    expect(await names(await search({ filter: "dupont" }))).toEqual(["Héloïse", "Marc"]);
    expect(await names(await search({ filter: "DUPONT marc" }))).toEqual(["Marc"]);
    expect(await names(await search({ filter: "zoe@example" }))).toEqual(["Zoé"]);
    expect(await names(await search({ filter: "dupre" }))).toEqual(["Zoé"]);
    expect(await names(await search({ filter: "06 99 88 77 11" }))).toEqual(["Héloïse"]);
    expect(await names(await search({ filter: "%" }))).toEqual([]);
  });

  it("pages in name order, saying how many there are", async () => {
    const res = await search({ filter: "dupont", page: 2, enregbypage: 1 });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ total: 2, page: 2, enregbypage: 1 });
    expect(body.customers.map((c: { firstname: string }) => c.firstname)).toEqual(["Marc"]);
    // a page past the last match still says how many there are
    expect(await (await search({ filter: "dupont", page: 3, enregbypage: 1 })).json()).toMatchObject({ customers: [], total: 2, page: 3 });
    expect(await (await search({ page: 99 })).json()).toMatchObject({ customers: [], page: 99 });
    const all = await (await search({})).json();
    expect(all.enregbypage).toBe(20);
    expect(all.total).toBeGreaterThanOrEqual(3);
  });

  it("refuses a bad page or page size naming the field", async () => {
    for (const [body, field] of [
      [{ enregbypage: 0 }, "enregbypage"],
      [{ enregbypage: 101 }, "enregbypage"],
      [{ page: 1.5 }, "page"],
      [{ filter: 12 }, "filter"],
    ] as const) {
      const res = await search(body);
      expect(res.status).toBe(400);
      expect(Object.keys((await res.json()).error.fields)).toEqual([field]);
    }
  });

  it("gives contact details to a manager, names only to staff", async () => {
    const [forManager] = (await (await search({ filter: "heloise" })).json()).customers;
    expect(forManager).toMatchObject({ email: "heloise.dupont@example.test", phone: "+33699887711" });
    const [forStaff] = (await (await search({ filter: "heloise" }, staff)).json()).customers;
    expect(forStaff).toMatchObject({ firstname: "Héloïse", lastname: "Dupont", email: null, phone: null, birthday: null });
  });

  it("lets staff reach only the customers they serve (an appointment at their shop)", async () => {
    expect(await names(await search({ filter: "dupont" }, staff))).toEqual(["Héloïse"]);
    expect((await asUser(server, staff, "GET", `/api/customers/${ids.marc}/history`)).status).toBe(404);
    expect((await asUser(server, staff, "GET", `/api/customers/${ids.heloise}/history`)).status).toBe(200);
    expect((await asUser(server, staff, "PUT", `/api/customers/v2/birthday/${ids.heloise}`, { date: "1990-01-01" })).status).toBe(403);
  });

  it("answers no one without a company user's token of this business", async () => {
    const customer = await signedInCustomer(server.database.db, SPA);
    expect((await server.api("/api/customers/artebeaute/search", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status).toBe(401);
    expect((await server.api("/api/customers/artebeaute/search", { method: "POST", headers: { "content-type": "application/json", ...customer.auth }, body: "{}" })).status).toBe(401);
    expect((await asUser(server, { token: soloOwner.token, company: SPA }, "POST", "/api/customers/artebeaute/search", {})).status).toBe(401);
  });
});

describe("a customer's history and remaining amount", () => {
  it("lists their booking with its appointment, and what is still to pay at the shop and held on vouchers", async () => {
    const db = server.database.db;
    const me = await signedInCustomer(db, SPA, { firstname: "Léa" });
    const massage = await serviceId(db, SPA, "massage-californien");
    const day = nextWeekday("tuesday");
    const booked = await server.api("/api/appointments", {
      method: "POST",
      headers: { "content-type": "application/json", ...me.auth },
      body: JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [massage], start: wallTime(day, "10:00").toISOString() } }),
    });
    expect(booked.status).toBe(201);
    const order = (await booked.json()).order;
    const today = localDateOf(new Date(), "Europe/Paris");
    const spa = await companyId(db, SPA);
    await db.insert(giftVouchers).values([
      { companyId: spa, code: "AAAA-BBBB-CCCC-DDDD-0001", kind: "amount", value: 5000, balance: 3000, validUntil: addDays(today, 300), deliverOn: today, buyerId: me.customer.id },
      { companyId: spa, code: "AAAA-BBBB-CCCC-DDDD-0002", kind: "amount", value: 5000, balance: 5000, validUntil: addDays(today, -1), deliverOn: addDays(today, -400), buyerId: me.customer.id },
    ]);

    const history = (await (await asUser(server, manager, "GET", `/api/customers/${me.customer.id}/history`)).json()).history;
    expect(history.customer.firstname).toBe("Léa");
    expect(history.bookings).toHaveLength(1);
    expect(history.bookings[0]).toMatchObject({ id: order.id, status: "confirmed", amount: order.amount });
    expect(history.bookings[0].appointments).toHaveLength(1);
    expect(history.bookings[0].appointments[0]).toMatchObject({ service: { id: massage }, start: wallTime(day, "10:00").toISOString() });
    expect(history.vouchers.map((v: { code: string }) => v.code).sort()).toEqual(["AAAA-BBBB-CCCC-DDDD-0001", "AAAA-BBBB-CCCC-DDDD-0002"]);
    expect(history.eshopOrders).toEqual([]);

    const remainingRes = await asUser(server, manager, "GET", `/api/customers/${me.customer.id}/remaining-amount`);
    const remainingBody = await remainingRes.json();
    expect(remainingRes.status, JSON.stringify(remainingBody)).toBe(200);
    const remaining = remainingBody.remaining;
    expect(remaining).toMatchObject({ toPayAtShop: order.amount, voucherCredit: 3000 });
    expect(remaining.bookings).toEqual([{ orderId: order.id, start: wallTime(day, "10:00").toISOString(), toPay: order.amount }]);
    expect(remaining.vouchers.map((v: { balance: number }) => v.balance)).toEqual([3000]);
  });

  it("answers another business's customer as no one (404)", async () => {
    for (const path of [`/api/customers/${ids.soloHeloise}/history`, `/api/customers/${ids.soloHeloise}/remaining-amount`, `/api/customers/v2/birthday/${ids.soloHeloise}`]) {
      const res = await asUser(server, manager, "GET", path);
      expect(res.status, path).toBe(404);
    }
  });
});

describe("customers/v2/birthday/{id}", () => {
  const birthday = async (id: number) => (await server.database.db.select({ b: customers.birthday }).from(customers).where(eq(customers.id, id)))[0]!.b;

  it("reads, sets and forgets a birthday", async () => {
    const path = `/api/customers/v2/birthday/${ids.marc}`;
    expect(await (await asUser(server, manager, "GET", path)).json()).toEqual({ birthday: null });
    expect(await (await asUser(server, manager, "PUT", path, { date: "1990-05-04" })).json()).toEqual({ birthday: "1990-05-04" });
    expect(await (await asUser(server, manager, "GET", path)).json()).toEqual({ birthday: "1990-05-04" });
    expect(await (await asUser(server, staff, "GET", `/api/customers/v2/birthday/${ids.heloise}`)).json()).toEqual({ birthday: null });
    expect(await (await asUser(server, manager, "PUT", path, { date: null })).json()).toEqual({ birthday: null });
  });

  it("refuses a day that does not exist, one in the future or before 1900, naming the field and changing nothing", async () => {
    const path = `/api/customers/v2/birthday/${ids.zoe}`;
    await asUser(server, manager, "PUT", path, { date: "1985-01-31" });
    for (const date of ["2001-02-30", "2999-01-01", "1850-06-01", "31/01/1985"]) {
      const res = await asUser(server, manager, "PUT", path, { date });
      expect(res.status, date).toBe(400);
      expect(Object.keys((await res.json()).error.fields)).toEqual(["date"]);
    }
    expect(await birthday(ids.zoe!)).toBe("1985-01-31");
  });

  it("never touches another business's customer", async () => {
    const res = await asUser(server, manager, "PUT", `/api/customers/v2/birthday/${ids.soloHeloise}`, { date: "1980-01-01" });
    expect(res.status).toBe(404);
    expect(await birthday(ids.soloHeloise!)).toBeNull();
  });
});
