// The geographic groups written by the business: the shop finder's groups at the next request,
// shops put in and taken out, refusals that name the field and change nothing, and a group with
// shops in it kept (409 naming them).
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditTrail } from "../../audit";
import { companyUserShops, shops } from "../../db/schema";
import { companyUserToken } from "../../staff/test-support";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
let owner: string;
let lyonManager: string;
let soloOwner: string;
let companyId: number;
let paris: number;
let lyon: number;

const body = { name: { fr: "Rhône-Alpes", en: "Rhône-Alps", de: "Rhône-Alpen", es: "Ródano-Alpes", it: "Rodano-Alpi" }, type: "region", descriptionShort: { fr: "Nos instituts de la région" }, order: 2 };
const fingerprint = async () => JSON.stringify(await server.database.db.execute(sql`select (select count(*) from geo_groups) g, (select max(xmin::text::bigint) from geo_groups) x, (select string_agg(coalesce(geo_group_id::text, '-'), ',' order by id) from shops) s`));
const groups = async () => (await (await json(server, "GET", "/api/geogroupments")).json()).geogroupments as { id: number; name: { fr: string }; shops: { artebeauteId: string }[] }[];

beforeAll(async () => {
  const db = server.database.db;
  const o = await companyUserToken(db, SPA);
  owner = o.token;
  companyId = o.companyId;
  soloOwner = (await companyUserToken(db, SOLO)).token;
  const shopOf = async (ref: string) => (await db.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, companyId), eq(shops.externalId, ref))))[0]!.id;
  paris = await shopOf("ab-1001");
  lyon = await shopOf("ab-1002");
  const m = await companyUserToken(db, SPA, "manager");
  await db.insert(companyUserShops).values({ companyId, companyUserId: m.userId, shopId: lyon });
  lyonManager = m.token;
});

describe("geographic groups written by the business", () => {
  let id: number;

  it("adds a group, the Lyon manager puts Lyon in it: the shop finder shows it at once; out again, Lyon is under 'Other'", async () => {
    const res = await json(server, "POST", "/api/geogroupments", body, { token: owner });
    expect(res.status).toBe(201);
    const { geogroupment } = await res.json();
    id = geogroupment.id;
    expect(geogroupment).toMatchObject({ name: body.name, type: "region", order: 2, shopIds: [] });
    expect((await json(server, "POST", `/api/geogroupments/link/shop/${lyon}`, { geoGroupId: id }, { token: lyonManager })).status).toBe(204);
    expect((await groups()).find((g) => g.id === id)?.shops.map((s) => s.artebeauteId)).toEqual(["ab-1002"]);
    const [entry] = await auditTrail({ db: server.database.db, companyId }, "geo_group_shop", `${id}:${lyon}`);
    expect(entry).toMatchObject({ action: "link", after: { geoGroupId: id } });
    // Paris is not theirs.
    expect((await json(server, "POST", `/api/geogroupments/link/shop/${paris}`, { geoGroupId: id }, { token: lyonManager })).status).toBe(403);

    expect((await json(server, "PUT", `/api/geogroupments/${id}`, { ...body, name: { fr: "Auvergne-Rhône-Alpes" } }, { token: owner })).status).toBe(200);
    expect((await groups()).find((g) => g.id === id)?.name.fr).toBe("Auvergne-Rhône-Alpes");

    // A group with a shop in it is kept: deleting it would move the shop unasked.
    const kept = await json(server, "DELETE", `/api/geogroupments/${id}`, undefined, { token: owner });
    expect(kept.status).toBe(409);
    expect((await kept.json()).error).toMatchObject({ code: "in_use", fields: { id: `shops ${lyon} are in this group` } });

    expect((await json(server, "DELETE", `/api/geogroupments/link/shop/${lyon}?geoGroupId=${id}`, undefined, { token: lyonManager })).status).toBe(204);
    expect((await groups()).find((g) => g.id === -1)?.shops.map((s) => s.artebeauteId)).toContain("ab-1002");
    expect((await json(server, "DELETE", `/api/geogroupments/link/shop/${lyon}?geoGroupId=${id}`, undefined, { token: lyonManager })).status).toBe(404);
    expect((await json(server, "DELETE", `/api/geogroupments/${id}`, undefined, { token: owner })).status).toBe(204);
    expect((await groups()).some((g) => g.id === id)).toBe(false);
  });

  it("refuses bad input naming the field, a manager's group writes and another business's ids; nothing changes", async () => {
    const group = (await (await json(server, "POST", "/api/geogroupments", body, { token: owner })).json()).geogroupment.id as number;
    const before = await fingerprint();
    for (const [b, field] of [
      [{ ...body, name: { en: "No French" } }, "name.fr"],
      [{ ...body, type: "Other Place" }, "type"],
      [{ ...body, type: "other" }, "type"],
      [{ ...body, order: -1 }, "order"],
    ] as const) {
      const res = await json(server, "POST", "/api/geogroupments", b, { token: owner });
      expect(res.status, field).toBe(400);
      expect((await res.json()).error.fields, field).toHaveProperty([field]);
    }
    let res = await json(server, "POST", `/api/geogroupments/link/shop/${lyon}`, { geoGroupId: 999999 }, { token: owner });
    expect(res.status).toBe(404);
    expect((await res.json()).error.fields).toEqual({ geoGroupId: "unknown" });
    res = await json(server, "POST", `/api/geogroupments/link/shop/${lyon}`, { geoGroupId: "x" }, { token: owner });
    expect(res.status).toBe(400);
    expect((await json(server, "POST", "/api/geogroupments", body, { token: lyonManager })).status).toBe(403);
    expect((await json(server, "DELETE", `/api/geogroupments/${group}`, undefined, { token: lyonManager })).status).toBe(403);
    const as = { token: soloOwner, company: SOLO };
    expect((await json(server, "PUT", `/api/geogroupments/${group}`, body, as)).status).toBe(404);
    expect((await json(server, "DELETE", `/api/geogroupments/${group}`, undefined, as)).status).toBe(404);
    expect((await json(server, "POST", `/api/geogroupments/link/shop/${lyon}`, { geoGroupId: group }, as)).status).toBe(404);
    expect(await fingerprint()).toBe(before);
  });
});
