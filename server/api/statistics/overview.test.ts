// The statistics page's figures (GET /api/statistics/overview) and the audit log as the owner reads
// it (GET /api/statistics/audit), against the fortnight of server/statistics/test-support.ts,
// counted by hand there row by row.
import { beforeAll, describe, expect, it } from "vitest";
import { FORTNIGHT, seedFortnight } from "../../statistics/test-support";
import { SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { asUser, companyUser } from "../provider-test-support";

const server = useTestServer();
let owner: Awaited<ReturnType<typeof companyUser>>;
let seeded: Awaited<ReturnType<typeof seedFortnight>>;
const period = `from=${FORTNIGHT.from}&to=${FORTNIGHT.to}`;

beforeAll(async () => {
  owner = await companyUser(server, SPA, "owner");
  seeded = await seedFortnight(server.database.db, "api");
});

const get = async (path: string, who = owner) => {
  const res = await asUser(server, who, "GET", path);
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
};

describe("GET /api/statistics/overview", () => {
  it("sums the fortnight per week and per month, per shop, per source, with vouchers, coupons, the e-shop and the customers", async () => {
    const weeks = await get(`/api/statistics/overview?${period}&bucket=week`);
    expect(weeks.series).toEqual([
      { key: "2024-03-04", appointments: 2, revenue: 14000, cancelled: 0 },
      { key: "2024-03-11", appointments: 2, revenue: 16500, cancelled: 1 },
    ]);
    expect((await get(`/api/statistics/overview?${period}&bucket=month`)).series).toEqual([{ key: "2024-03", appointments: 4, revenue: 30500, cancelled: 1 }]);
    expect((await get(`/api/statistics/overview?${period}&bucket=day`)).series.map((d: { key: string }) => d.key)).toEqual(["2024-03-04", "2024-03-06", "2024-03-11", "2024-03-12", "2024-03-13"]);
    expect(Object.fromEntries(weeks.perShop.map((r: { key: string; appointments: number; revenue: number }) => [r.key, [r.appointments, r.revenue]]))).toEqual({ [seeded.paris]: [3, 21500], [seeded.lyon]: [1, 9000] });
    expect(weeks.sources).toEqual([
      { source: "online", orders: 2, appointments: 2, revenue: 15500 },
      { source: "phone", orders: 1, appointments: 1, revenue: 9000 },
      { source: "counter", orders: 1, appointments: 1, revenue: 6000 },
    ]);
    expect(weeks.customers).toEqual({ new: 1, returning: 1 });
    expect(weeks.vouchers).toEqual({ sold: { count: 2, value: 8000 }, redeemed: { count: 1, amount: 2000 } });
    expect(weeks.coupons).toEqual([{ code: seeded.coupon, uses: 2, discount: 1500 }]);
    expect(weeks.eshop).toEqual({ orders: 2, total: 7200, refunded: 3000 });
    expect(weeks.occupancy.find((o: { id: number }) => o.id === seeded.nora)).toMatchObject({ workingMinutes: 1260, bookedMinutes: 90, percent: 7.1 });
  });

  it("filters by shop; vouchers sold (no shop) are then left out", async () => {
    const lyon = await get(`/api/statistics/overview?${period}&bucket=month&shopId=${seeded.lyon}`);
    expect(lyon.series).toEqual([{ key: "2024-03", appointments: 1, revenue: 9000, cancelled: 0 }]);
    expect(lyon.sources.map((s: { appointments: number }) => s.appointments)).toEqual([0, 1, 0]);
    expect(lyon.vouchers).toEqual({ sold: null, redeemed: { count: 0, amount: 0 } });
    expect(lyon.coupons).toEqual([]);
    expect(lyon.eshop).toEqual({ orders: 1, total: 3000, refunded: 3000 });
    expect(lyon.customers).toEqual({ new: 0, returning: 1 });
    expect(lyon.occupancy.every((o: { shopId: number }) => o.shopId === seeded.lyon)).toBe(true);
  });

  it("gives a Lyon manager Lyon's figures alone, and refuses staff", async () => {
    const manager = await companyUser(server, SPA, "manager", [seeded.lyon]);
    const mine = await get(`/api/statistics/overview?${period}&bucket=month`, manager);
    expect(mine.series).toEqual([{ key: "2024-03", appointments: 1, revenue: 9000, cancelled: 0 }]);
    expect(mine.vouchers.sold).toBeNull();
    expect((await asUser(server, await companyUser(server, SPA, "staff", [seeded.paris]), "GET", `/api/statistics/overview?${period}&bucket=month`)).status).toBe(403);
  });

  it("refuses a bucket it does not know, naming the field", async () => {
    const res = await asUser(server, owner, "GET", `/api/statistics/overview?${period}&bucket=year`);
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields)).toEqual(["bucket"]);
  });
});

describe("GET /api/statistics/audit", () => {
  it("shows the owner who changed what, filtered by person, kind and day; managers may not read it", async () => {
    const writer = await companyUser(server, SPA, "owner");
    const customerId = (await get(`/api/statistics/history?${period}&shopId=${seeded.lyon}`)).appointments[0].customer.id;
    expect((await asUser(server, writer, "PUT", `/api/customers/${customerId}/notes`, { notes: "Prefers mornings" })).status).toBe(200);
    const mine = await get(`/api/statistics/audit?actor=${encodeURIComponent(writer.user.email)}`);
    expect(mine.total).toBe(1);
    expect(mine.entries[0]).toMatchObject({ actor: { kind: "company_user", label: writer.user.email }, action: "update", entity: "customer", entityId: String(customerId), fields: ["notes"] });
    expect(mine.actors).toContain(writer.user.email);
    expect(mine.entities).toContain("customer");
    expect((await get(`/api/statistics/audit?actor=${encodeURIComponent(writer.user.email)}&entity=article`)).total).toBe(0);
    expect((await get(`/api/statistics/audit?actor=${encodeURIComponent(writer.user.email)}&from=2024-01-01&to=2024-01-31`)).total).toBe(0);
    const manager = await companyUser(server, SPA, "manager", [seeded.lyon]);
    expect((await asUser(server, manager, "GET", "/api/statistics/audit")).status).toBe(403);
    const bad = await asUser(server, owner, "GET", "/api/statistics/audit?entity=DROP%20TABLE");
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).error.fields)).toEqual(["entity"]);
  });
});
