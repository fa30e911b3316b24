// The articles written by the business: a service with its five-language texts, prices per shop,
// week and weekend prices, duration and pause, employees and equipments, as the storefront then
// shows and books it; refusals that name the field and change nothing; deletes that something
// still names answered 409 naming it; the mapping to the external salon system.
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "../../audit";
import { articles, employees, resources, shops } from "../../db/schema";
import { employeeId, nextWeekday, serviceId, signedInCustomer, wallTime } from "../../booking/test-support";
import { companyUserToken } from "../../staff/test-support";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
let owner: string;
let manager: string;
let staff: string;
let soloOwner: string;
let companyId: number;
let paris: number;
let lyon: number;
let camille: number;
let laser: number;
let californien: number;
let soloEmployee: number;

const fingerprint = async () =>
  JSON.stringify(
    await server.database.db.execute(
      sql`select (select count(*) from articles) a, (select max(xmin::text::bigint) from articles) x, (select count(*) from shop_articles) s, (select count(*) from employee_skills) k, (select count(*) from equipment_services) e, (select count(*) from audit_log) l`,
    ),
  );

const service = (over: Record<string, unknown> = {}) => ({
  type: "1",
  slug: "rituel-ambre",
  name: { fr: "Rituel ambré", en: "Amber ritual", de: "Bernstein-Ritual", es: "Ritual ámbar", it: "Rituale ambrato" },
  description: { fr: "Un soin chaud", en: "A warm treatment" },
  price: 9500,
  weekPrice: 8500,
  booker: { active: true, duration: 60, pause: 15, vat: 20 },
  shops: [
    { shopId: paris, price: 9900 },
    { shopId: lyon, price: null },
  ],
  employeeIds: [camille],
  equipmentIds: [laser],
  ...over,
});

beforeAll(async () => {
  const db = server.database.db;
  const o = await companyUserToken(db, SPA);
  owner = o.token;
  companyId = o.companyId;
  manager = (await companyUserToken(db, SPA, "manager")).token;
  staff = (await companyUserToken(db, SPA, "staff")).token;
  const solo = await companyUserToken(db, SOLO);
  soloOwner = solo.token;
  const shopOf = async (ref: string) => (await db.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, companyId), eq(shops.externalId, ref))))[0]!.id;
  paris = await shopOf("ab-1001");
  lyon = await shopOf("ab-1002");
  camille = await employeeId(db, SPA, "Camille");
  californien = await serviceId(db, SPA, "massage-californien");
  [{ id: laser }] = (await db.insert(resources).values({ companyId, shopId: paris, type: "equipment", displayName: "Lumière pulsée" }).returning({ id: resources.id })) as [{ id: number }];
  soloEmployee = (await db.select({ id: employees.id }).from(employees).where(eq(employees.companyId, solo.companyId)).limit(1))[0]!.id;
});

describe("articles written by the business", () => {
  let id: number;

  it("adds a service: the storefront shows it at once in the five languages, at each shop's price; it is audited", async () => {
    const res = await json(server, "POST", "/api/articles", service(), { token: owner });
    expect(res.status).toBe(201);
    const { article } = await res.json();
    id = article.id;
    expect(article).toMatchObject({ type: "1", prices: 9500, weekprices: 8500, employeeIds: [camille], equipmentIds: [laser], shopIds: ["ab-1001", "ab-1002"] });
    expect(article.booker).toMatchObject({ active: true, duration: 60, pause: 15, upsellOnly: false, pricesByShops: [{ boutiqueId: "ab-1001", pvTtc: 9900 }] });

    const shown = (await (await json(server, "GET", "/api/articles/slug/rituel-ambre")).json()).article;
    expect(shown.name).toEqual(service().name);
    expect(shown.booker.pricesByShops).toEqual([{ boutiqueId: "ab-1001", pvTtc: 9900 }]);
    const [entry] = await auditTrail({ db: server.database.db, companyId }, "article", String(id));
    expect(entry).toMatchObject({ action: "create", actorKind: "company_user", after: { prices: 9500 } });
  });

  it("changes prices, flags and the shops offering it: the next request shows them, the audit keeps before and after", async () => {
    // The storefront has read (and kept) the catalogue before the change.
    expect((await (await json(server, "GET", `/api/articles/${id}`)).json()).article.weekprices).toBe(8500);
    const changed = service({ weekPrice: 7900, booker: { active: true, duration: 45, pause: 0 }, shops: [{ shopId: lyon, price: 8800 }], employeeIds: [], equipmentIds: [] });
    const res = await json(server, "PUT", `/api/articles/${id}`, changed, { token: owner });
    expect(res.status).toBe(200);
    const shown = (await (await json(server, "GET", `/api/articles/${id}`)).json()).article;
    expect(shown).toMatchObject({ weekprices: 7900, shopIds: ["ab-1002"], booker: { duration: 45, upsellOnly: false, pricesByShops: [{ boutiqueId: "ab-1002", pvTtc: 8800 }] } });
    const [entry] = await auditTrail({ db: server.database.db, companyId }, "article", String(id));
    expect(entry).toMatchObject({ action: "update", before: { weekprices: 8500, employeeIds: [camille] }, after: { weekprices: 7900, employeeIds: [] } });
    // Left out, the links are kept as they are.
    const { shops: _s, employeeIds: _e, equipmentIds: _q, ...bare } = changed;
    const kept = (await (await json(server, "PUT", `/api/articles/${id}`, { ...bare, booker: { ...bare.booker, upsellOnly: true } }, { token: owner })).json()).article;
    expect(kept).toMatchObject({ shopIds: ["ab-1002"], booker: { upsellOnly: true } });
    // Upsell only, or a draft: not listed for customers.
    expect((await json(server, "GET", "/api/articles/slug/rituel-ambre")).status).toBe(404);
    expect((await json(server, "PUT", `/api/articles/${id}`, { ...bare, draft: true }, { token: owner })).status).toBe(200);
    expect((await json(server, "GET", "/api/articles/slug/rituel-ambre")).status).toBe(404);
  });

  it("refuses bad input naming the field, other roles and another business; nothing changes", async () => {
    const before = await fingerprint();
    for (const [body, field] of [
      [service({ name: { en: "No French" } }), "name.fr"],
      [service({ price: -1 }), "price"],
      [service({ price: 12.5 }), "price"],
      [service({ slug: "Pas Un Slug" }), "slug"],
      [service({ booker: { active: true } }), "booker.duration"],
      [service({ type: "4" }), "booker.packageServiceIds"],
      [service({ type: "2", employeeIds: [camille] }), "employeeIds"],
      [service({ employeeIds: [soloEmployee] }), "employeeIds"],
      [service({ shops: [{ shopId: 999999 }] }), "shops"],
      [service({ equipmentIds: [camille] }), "equipmentIds"],
      [service({ booker: { active: true, duration: 30, upsells: [999999] } }), "booker.upsells"],
    ] as const) {
      const res = await json(server, "POST", "/api/articles", { ...body, slug: body.slug === "Pas Un Slug" ? body.slug : null }, { token: owner });
      expect(res.status, field).toBe(400);
      expect((await res.json()).error.fields, field).toHaveProperty([field]);
    }
    // A slug another article has.
    const taken = await json(server, "POST", "/api/articles", service({ slug: "massage-californien" }), { token: owner });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toMatchObject({ code: "slug_taken", fields: { slug: "taken" } });
    // A manager not linked to these shops adds nothing (decision 240); staff read.
    expect((await json(server, "POST", "/api/articles", service({ slug: null }), { token: manager })).status).toBe(403);
    expect((await json(server, "PUT", `/api/articles/${id}`, service(), { token: staff })).status).toBe(403);
    expect((await json(server, "DELETE", `/api/articles/${id}`, undefined, { token: manager })).status).toBe(403);
    // Another business's owner does not find the spa's article.
    const as = { token: soloOwner, company: SOLO };
    expect((await json(server, "PUT", `/api/articles/${id}`, { ...service(), shops: [], employeeIds: [], equipmentIds: [] }, as)).status).toBe(404);
    expect((await json(server, "DELETE", `/api/articles/${id}`, undefined, as)).status).toBe(404);
    expect(await fingerprint()).toBe(before);
  });

  it("maps articles to the external salon system's ids, a taken one refused", async () => {
    let res = await json(server, "PUT", "/api/articles/artebeaute", { id, artebeauteId: "AB-AMBRE" }, { token: owner });
    expect(res.status).toBe(200);
    expect((await res.json()).article).toMatchObject({ id, artebeauteId: "AB-AMBRE", name: "Rituel ambré" });
    res = await json(server, "GET", "/api/articles/artebeaute?type=1", undefined, { token: staff });
    expect((await res.json()).articles).toContainEqual({ id, type: "1", name: "Rituel ambré", artebeauteId: "AB-AMBRE" });
    res = await json(server, "PUT", "/api/articles/artebeaute", { id: californien, artebeauteId: "AB-AMBRE" }, { token: owner });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: "reference_taken", fields: { artebeauteId: "taken" } });
    expect((await json(server, "PUT", "/api/articles/artebeaute", { id, artebeauteId: "x" }, { token: manager })).status).toBe(403);
    // two articles claiming one reference at once: one has it, the other is told it is taken
    const race = await Promise.all([id, californien].map((a) => json(server, "PUT", "/api/articles/artebeaute", { id: a, artebeauteId: "AB-RACE" }, { token: owner })));
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
    const holders = await server.database.db.select({ id: articles.id }).from(articles).where(eq(articles.externalId, "AB-RACE"));
    expect(holders).toHaveLength(1);
  });

  it("a delete something still names is answered 409 naming it; a free article goes, and its links with it", async () => {
    // A package of the new service: the service is named by it.
    const pack = await json(server, "POST", "/api/articles", service({ type: "4", slug: "duo-ambre", booker: { active: true, duration: 60, packageServiceIds: [id] }, equipmentIds: [] }), { token: owner });
    expect(pack.status).toBe(201);
    const packId = (await pack.json()).article.id;
    let res = await json(server, "DELETE", `/api/articles/${id}`, undefined, { token: owner });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: "in_use", fields: { id: `named by package ${packId}` } });
    expect((await json(server, "DELETE", `/api/articles/${packId}`, undefined, { token: owner })).status).toBe(204);

    // Booked once: its appointments keep it.
    const ready = service({ draft: false, shops: [{ shopId: paris, price: null }], employeeIds: [camille], equipmentIds: [] });
    expect((await json(server, "PUT", `/api/articles/${id}`, ready, { token: owner })).status).toBe(200);
    const customer = await signedInCustomer(server.database.db, SPA);
    const start = wallTime(nextWeekday("thursday", 21), "15:00");
    const booked = await server.api("/api/appointments", {
      method: "POST",
      headers: { "content-type": "application/json", ...customer.auth },
      body: JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [id], start: start.toISOString(), employeeId: camille } }),
    });
    expect(booked.status, JSON.stringify(await booked.clone().json())).toBe(201);
    res = await json(server, "DELETE", `/api/articles/${id}`, undefined, { token: owner });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({ code: "in_use", fields: { id: "named by 1 appointments" } });
    // Nor does a booked service become a product.
    res = await json(server, "PUT", `/api/articles/${id}`, { ...ready, type: "2", employeeIds: [] }, { token: owner });
    expect(res.status).toBe(409);
    expect((await res.json()).error.fields).toHaveProperty("type");

    const free = await json(server, "POST", "/api/articles", service({ slug: "soin-libre" }), { token: owner });
    const freeId = (await free.json()).article.id;
    expect((await json(server, "DELETE", `/api/articles/${freeId}`, undefined, { token: owner })).status).toBe(204);
    expect((await json(server, "GET", "/api/articles/slug/soin-libre")).status).toBe(404);
    const [entry] = await auditTrail({ db: server.database.db, companyId }, "article", String(freeId));
    expect(entry).toMatchObject({ action: "delete", before: { slug: "soin-libre" } });
  });
});
