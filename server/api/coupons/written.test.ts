import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "../../audit";
import { companyId, nextWeekday, serviceId, wallTime } from "../../booking/test-support";
import { coupons } from "../../db/schema";
import { companyUserToken } from "../../staff/test-support";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
let owner: string;
let manager: string;
let soloOwner: string;
let californien: number;

const terms = (more: Record<string, unknown> = {}) => ({ code: "ete 20", name: { fr: "Été", en: "Summer" }, reductionType: "percentage", amount: 20, scope: "services", validFrom: null, validUntil: null, ...more });
/** Wednesday 10:00 in Paris two weeks from now: the massage costs its week price, 79 €. */
const booking = () => ({ shopId: "ab-1001", services: [californien], start: wallTime(nextWeekday("wednesday", 14), "10:00").toISOString() });
const apply = (code: string) => json(server, "POST", "/api/coupons/apply", { code, booking: booking() });

beforeAll(async () => {
  const db = server.database.db;
  owner = (await companyUserToken(db, SPA)).token;
  manager = (await companyUserToken(db, SPA, "manager")).token;
  soloOwner = (await companyUserToken(db, SOLO)).token;
  californien = await serviceId(db, SPA, "massage-californien");
});

describe("the business's coupons", () => {
  it("adds a coupon the storefront's booking takes at once, lists it, changes it and deactivates it", async () => {
    let res = await json(server, "POST", "/api/coupons/written", terms({ usageLimitTotal: 50 }), { token: owner });
    expect(res.status).toBe(201);
    const { coupon } = await res.json();
    expect(coupon).toMatchObject({ code: "ETE20", reductionType: "percentage", amount: 20, scope: "services", usageLimitTotal: 50, usedCount: 0, active: true, listed: false, automatic: false, personal: false });
    // 20 % of 79 €
    res = await apply("ete20");
    expect((await res.json()).discounts.coupon).toMatchObject({ code: "ETE20", discount: 1580 });

    res = await json(server, "GET", "/api/coupons/written", undefined, { token: manager });
    expect(res.status).toBe(200);
    expect((await res.json()).coupons.find((c: { id: number }) => c.id === coupon.id)).toMatchObject({ code: "ETE20", usageLimitTotal: 50 });

    res = await json(server, "PUT", `/api/coupons/written/${coupon.id}`, terms({ reductionType: "amount", amount: 1000 }), { token: owner });
    expect(res.status).toBe(200);
    expect((await (await apply("ETE20")).json()).discounts.coupon.discount).toBe(1000);

    res = await json(server, "PUT", `/api/coupons/written/${coupon.id}`, terms({ reductionType: "amount", amount: 1000, active: false }), { token: owner });
    expect((await res.json()).coupon.active).toBe(false);
    expect((await (await apply("ETE20")).json()).error.code).toBe("coupon_inactive");
    const trail = await auditTrail({ db: server.database.db, companyId: await companyId(server.database.db, SPA) }, "coupon", coupon.id);
    expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(["create", "update"]));
  });

  it("refuses what cannot be, naming the field, and writes nothing", async () => {
    const before = (await server.database.db.select().from(coupons)).length;
    const refused = async (body: unknown) => {
      const res = await json(server, "POST", "/api/coupons/written", body, { token: owner });
      return { status: res.status, fields: Object.keys((await res.json()).error.fields ?? {}) };
    };
    expect(await refused(terms({ code: "BAD", amount: 120 }))).toEqual({ status: 400, fields: ["amount"] });
    expect(await refused(terms({ code: "BAD", reductionType: "amount", amount: 12.5 }))).toEqual({ status: 400, fields: ["amount"] });
    expect(await refused(terms({ code: "BAD", validFrom: "2026-06-30", validUntil: "2026-06-01" }))).toEqual({ status: 400, fields: ["validUntil"] });
    expect(await refused(terms({ code: "BAD", validFrom: "2026-02-30" }))).toEqual({ status: 400, fields: ["validFrom"] });
    expect(await refused(terms({ code: "B@D" }))).toEqual({ status: 400, fields: ["code"] });
    expect(await refused(terms({ code: "BAD", usageLimitTotal: 0 }))).toEqual({ status: 400, fields: ["usageLimitTotal"] });
    await json(server, "POST", "/api/coupons/written", terms({ code: "TAKEN" }), { token: owner });
    expect(await refused(terms({ code: " taken " }))).toEqual({ status: 409, fields: ["code"] });
    expect((await server.database.db.select().from(coupons)).length).toBe(before + 1);
  });

  it("keeps a total limit at or above the uses already made", async () => {
    const { coupon } = await (await json(server, "POST", "/api/coupons/written", terms({ code: "COMPTE", usageLimitTotal: 10 }), { token: owner })).json();
    await server.database.db.update(coupons).set({ usedCount: 3 }).where(eq(coupons.id, coupon.id));
    const res = await json(server, "PUT", `/api/coupons/written/${coupon.id}`, terms({ code: "COMPTE", usageLimitTotal: 2 }), { token: owner });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty("usageLimitTotal");
    const [row] = await server.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ usageLimitTotal: 10, usedCount: 3 });
  });

  it("is the business's own: another business's coupon is not found, and a manager only reads", async () => {
    const { coupon } = await (await json(server, "POST", "/api/coupons/written", terms({ code: "MIEN" }), { token: owner })).json();
    let res = await json(server, "PUT", `/api/coupons/written/${coupon.id}`, terms({ code: "MIEN", amount: 50 }), { token: soloOwner, company: SOLO });
    expect(res.status).toBe(404);
    res = await json(server, "GET", "/api/coupons/written", undefined, { token: soloOwner, company: SOLO });
    expect((await res.json()).coupons.some((c: { code: string }) => c.code === "MIEN")).toBe(false);
    res = await json(server, "POST", "/api/coupons/written", terms({ code: "GERANT" }), { token: manager });
    expect(res.status).toBe(403);
    const [row] = await server.database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.amount).toBe(20);
  });
});
