import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { shopArticles, shops } from "../../db/schema";
import { nextWeekday, serviceId } from "../../booking/test-support";
import { companyUserToken } from "../../staff/test-support";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

const server = useTestServer();
const tuesday = nextWeekday("tuesday");
let owner: string;
let soloOwner: string;
let lyon: typeof shops.$inferSelect;
let californien: number;

const closed = { status: "closed", hours: [] };
const openAllWeek = (start: string, end: string) => Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((d) => [d, { status: "day", hours: [{ start, end }] }]));
const shopBody = (over: Record<string, unknown> = {}) => ({
  slug: "spa-bordeaux",
  artebeauteId: "ab-1003",
  name: "Maison Lumière Bordeaux",
  address: "12 quai des Chartrons",
  city: "Bordeaux",
  zipcode: "33000",
  lat: 44.85,
  lng: -0.57,
  timeZone: "Europe/Paris",
  openingHours: { ...openAllWeek("10:00", "19:00"), sunday: closed, monday: { status: "pause", hours: [{ start: "10:00", end: "12:00" }, { start: "14:00", end: "19:00" }] } },
  ...over,
});
const fingerprint = async () => JSON.stringify(await server.database.db.execute(sql`select (select count(*) from shops) s, (select max(xmin::text::bigint) from shops) x, (select count(*) from shop_articles) a, (select count(*) from shop_days) d`));
const storefrontShop = async (slug: string) => (await json(server, "GET", `/api/shops/slug/${slug}`)).json();

beforeAll(async () => {
  const db = server.database.db;
  owner = (await companyUserToken(db, SPA)).token;
  soloOwner = (await companyUserToken(db, SOLO)).token;
  lyon = (await db.select().from(shops).where(eq(shops.externalId, "ab-1002")))[0]!;
  californien = await serviceId(db, SPA, "massage-californien");
});

describe("shops written by the business", () => {
  it("adds a shop with its address, coordinates, time zone and hours with a pause; the storefront lists it at once", async () => {
    const res = await json(server, "POST", "/api/shops", shopBody(), { token: owner });
    expect(res.status).toBe(201);
    const { shop } = await res.json();
    expect(shop).toMatchObject({ slug: "spa-bordeaux", artebeauteId: "ab-1003", localisation: { coordonate: { lat: 44.85, lng: -0.57 } }, openingHours: { monday: { status: "pause" } } });
    const listed = (await (await json(server, "GET", "/api/shops")).json()).shops.map((s: { slug: string }) => s.slug);
    expect(listed).toContain("spa-bordeaux");
    // Another shop with that slug or that external id clashes.
    let clash = await json(server, "POST", "/api/shops", shopBody({ artebeauteId: "ab-9999" }), { token: owner });
    expect(clash.status).toBe(409);
    expect((await clash.json()).error).toMatchObject({ code: "slug_taken", fields: { slug: "taken" } });
    clash = await json(server, "POST", "/api/shops", shopBody({ slug: "autre" }), { token: owner });
    expect((await clash.json()).error).toMatchObject({ code: "reference_taken", fields: { artebeauteId: "taken" } });
    expect((await json(server, "DELETE", `/api/shops/${shop.id}`, undefined, { token: owner })).status).toBe(204);
    expect((await json(server, "GET", "/api/shops/slug/spa-bordeaux")).status).toBe(404);
  });

  it("changes Lyon's hours and time zone: the storefront and the availability read the new ones at once", async () => {
    const before = await storefrontShop(lyon.slug);
    expect(before.shop.openingHours.tuesday.hours[0].start).not.toBe("07:00");
    const body = shopBody({ slug: lyon.slug, artebeauteId: "ab-1002", name: lyon.name, openingHours: openAllWeek("07:00", "21:00") });
    expect((await json(server, "PUT", `/api/shops/${lyon.id}`, body, { token: owner })).status).toBe(200);
    expect((await storefrontShop(lyon.slug)).shop.openingHours.tuesday.hours).toEqual([{ start: "07:00", end: "21:00" }]);
  });

  it("a closed day shuts the shop for the availability, and removing it opens it again", async () => {
    const slotsOpen = async () => {
      const res = await json(server, "GET", `/api/appointments?shopid=ab-1002&serviceid=${californien}&start=${tuesday}&end=${tuesday}`);
      return (await res.json()).appointments.data[0].shopStatus;
    };
    expect(await slotsOpen()).toBe("open");
    expect((await json(server, "PUT", `/api/shops/${lyon.id}/days/${tuesday}`, { kind: "closed", label: { fr: "Inventaire" } }, { token: owner })).status).toBe(204);
    expect(await slotsOpen()).toBe("close");
    expect((await (await json(server, "GET", "/api/closeddays")).json()).closeddays.map((d: { date: string }) => d.date)).toContain(tuesday);
    expect((await json(server, "DELETE", `/api/shops/${lyon.id}/days/${tuesday}`, undefined, { token: owner })).status).toBe(204);
    expect(await slotsOpen()).toBe("open");
  });

  it("links an article to a shop at its own price and unlinks it; the storefront sees both at once", async () => {
    const shopIdsOf = async () => (await (await json(server, "GET", `/api/articles/${californien}`)).json()).article.shopIds as string[];
    expect((await json(server, "DELETE", `/api/shops/link/article/${californien}?shopId=${lyon.id}`, undefined, { token: owner })).status).toBe(204);
    expect(await shopIdsOf()).not.toContain("ab-1002");
    expect((await json(server, "POST", `/api/shops/link/article/${californien}`, { shopId: lyon.id, price: 9900 }, { token: owner })).status).toBe(204);
    expect(await shopIdsOf()).toContain("ab-1002");
    const [row] = await server.database.db.select().from(shopArticles).where(sql`${shopArticles.shopId} = ${lyon.id} and ${shopArticles.articleId} = ${californien}`);
    expect(row!.price).toBe(9900);
  });

  it("maps a shop to the external salon system's ids", async () => {
    let res = await json(server, "PUT", "/api/shops/artebeaute", { id: lyon.id, artebeauteId: "ab-1002", webId: "lyon-web" }, { token: owner });
    expect((await res.json()).shop).toEqual({ id: lyon.id, name: lyon.name, artebeauteId: "ab-1002", webId: "lyon-web" });
    res = await json(server, "GET", "/api/shops/artebeaute", undefined, { token: owner });
    expect((await res.json()).shops.map((s: { artebeauteId: string }) => s.artebeauteId)).toEqual(["ab-1001", "ab-1002"]);
    res = await json(server, "PUT", "/api/shops/artebeaute", { id: lyon.id, artebeauteId: "ab-1001" }, { token: owner });
    expect(res.status).toBe(409);
  });

  it("refuses bad input naming the field, and changes no row", async () => {
    const before = await fingerprint();
    for (const [body, field] of [
      [shopBody({ timeZone: "Europe/Lyon" }), "timeZone"],
      [shopBody({ lat: 91 }), "lat"],
      [shopBody({ openingHours: { ...openAllWeek("10:00", "19:00"), friday: { status: "day", hours: [{ start: "19:00", end: "10:00" }] } } }), "openingHours.friday.hours.0.end"],
      [shopBody({ openingHours: { ...openAllWeek("10:00", "19:00"), friday: { status: "day", hours: [{ start: "9h", end: "10:00" }] } } }), "openingHours.friday.hours.0.start"],
      [shopBody({ openingHours: { monday: closed } }), "openingHours.tuesday"],
      // two ranges of one day over each other: the second's start is named
      [shopBody({ openingHours: { ...openAllWeek("10:00", "19:00"), saturday: { status: "pause", hours: [{ start: "10:00", end: "13:00" }, { start: "12:00", end: "19:00" }] } } }), "openingHours.saturday.hours.1.start"],
      [shopBody({ slug: "Pas Un Slug" }), "slug"],
    ] as const) {
      const res = await json(server, "PUT", `/api/shops/${lyon.id}`, body, { token: owner });
      expect(res.status, field).toBe(400);
      expect((await res.json()).error.fields, field).toHaveProperty([field]);
    }
    let res = await json(server, "PUT", `/api/shops/${lyon.id}/days/${tuesday}`, { kind: "open" }, { token: owner });
    expect((await res.json()).error.fields).toHaveProperty(["hours"]);
    res = await json(server, "PUT", `/api/shops/${lyon.id}/days/${tuesday}`, { kind: "open", hours: [{ start: "14:00", end: "18:00" }, { start: "10:00", end: "15:00" }] }, { token: owner });
    expect((await res.json()).error.fields).toHaveProperty(["hours.0.start"]);
    res = await json(server, "POST", `/api/shops/link/article/${californien}`, { shopId: lyon.id, price: 12.5 }, { token: owner });
    expect((await res.json()).error.fields).toHaveProperty(["price"]);
    expect(await fingerprint()).toBe(before);
  });

  it("another business's ids are not found, and nothing changes", async () => {
    const before = await fingerprint();
    const as = { token: soloOwner, company: SOLO };
    for (const [method, path, body] of [
      ["PUT", `/api/shops/${lyon.id}`, shopBody({ slug: "volee", artebeauteId: "x-1" })],
      ["DELETE", `/api/shops/${lyon.id}`, undefined],
      ["PUT", `/api/shops/${lyon.id}/days/${tuesday}`, { kind: "closed" }],
      ["POST", `/api/shops/link/article/${californien}`, { shopId: lyon.id }],
      ["PUT", "/api/shops/artebeaute", { id: lyon.id, artebeauteId: "x-2" }],
    ] as const) {
      const res = await json(server, method, path, body, as);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await json(server, "PUT", `/api/shops/${lyon.id}`, shopBody(), {})).status).toBe(401);
    expect(await fingerprint()).toBe(before);
  });

  it("a shop that orders name cannot be removed", async () => {
    const paris = (await server.database.db.select().from(shops).where(eq(shops.externalId, "ab-1001")))[0]!;
    const { bookingOrders, customers } = await import("../../db/schema");
    const [customer] = await server.database.db.insert(customers).values({ companyId: paris.companyId, email: "keeps@example.test", firstname: "A", lastname: "B" }).returning();
    await server.database.db.insert(bookingOrders).values({ companyId: paris.companyId, customerId: customer!.id, shopId: paris.id, amount: 1000 });
    const res = await json(server, "DELETE", `/api/shops/${paris.id}`, undefined, { token: owner });
    expect(res.status).toBe(409);
    expect(await server.database.db.select().from(shops).where(eq(shops.id, paris.id))).toHaveLength(1);
  });
});
