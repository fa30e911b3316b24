// The catalogue API (spec §7 Catalogue, §5 visibility and prices) on a fresh database seeded with
// both demo businesses, plus rows this file adds through the database: a draft, an upsell-only
// service, a service without slug, a category holding only those, and a shop's own price.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { OTHER_GEO_GROUP_ID } from "../../../domain/catalogue";
import { bookerOf } from "../../../domain/catalogue.fixtures";
import { displayPrice, shopPrice } from "../../../domain/price";
import type { Article, Category, GeoGroup, Shop } from "../../../domain/types";
import { articles, categories, categoryArticles, companies, geoGroups, shopArticles, shopDays, shops } from "../../db/schema";
import { SOLO, SPA, type TestServer } from "../../testing";
import { useTestServer } from "../../use-test-server";

const server = useTestServer();
let spaId: number;
let hidden: { draft: number; upsell: number; noSlug: number; hiddenCategory: number };

/** As the articles table keeps it: without the shops' prices (those are links). */
const booker = (over: Parameters<typeof bookerOf>[0] = {}) => {
  const { pricesByShops: _links, ...stored } = bookerOf(over);
  return stored;
};

async function json<T>(path: string, init: Parameters<TestServer["api"]>[1] = {}): Promise<T> {
  const res = await server.api(path, init);
  expect(res.status, `${path} → ${res.status}`).toBe(200);
  return (await res.json()) as T;
}

beforeAll(async () => {
  const db = server.database.db;
  const [spa] = await db.select().from(companies).where(eq(companies.token, SPA));
  spaId = spa!.id;
  const [massages] = await db.select().from(categories).where(and(eq(categories.companyId, spaId), eq(categories.slug, "massages")));
  const insert = async (slug: string | null, over: Partial<typeof articles.$inferInsert>) => {
    const [row] = await db
      .insert(articles)
      .values({ companyId: spaId, slug, type: "1", name: { fr: slug ?? "sans adresse" }, price: 5000, booker: booker(), ...over })
      .returning({ id: articles.id });
    return row!.id;
  };
  const draft = await insert("test-brouillon", { draft: true });
  const upsell = await insert("test-supplement", { booker: booker({ upsellOnly: true }) });
  const noSlug = await insert(null, {});
  const [cat] = await db
    .insert(categories)
    .values({ companyId: spaId, slug: "test-cachee", sortOrder: 0, name: { fr: "Catégorie cachée" } })
    .returning({ id: categories.id });
  for (const articleId of [draft, upsell, noSlug]) {
    await db.insert(categoryArticles).values({ companyId: spaId, categoryId: cat!.id, articleId });
    await db.insert(categoryArticles).values({ companyId: spaId, categoryId: massages!.id, articleId, sortOrder: -1 });
  }
  hidden = { draft, upsell, noSlug, hiddenCategory: cat!.id };
});

const everyArticle = async (company = SPA) => {
  const seen: Article[] = [];
  seen.push(...(await json<{ articles: Article[] }>("/api/articles", { company })).articles);
  for (const type of ["1", "2", "4"]) seen.push(...(await json<{ articles: Article[] }>(`/api/articles?type=${type}`, { company })).articles);
  for (const c of (await json<{ categories: Category[] }>("/api/categories", { company })).categories) seen.push(...c.articles);
  return seen;
};

describe("visibility (spec §5)", () => {
  it("never lists a draft, an upsell-only service or a service without slug, in any list", async () => {
    const ids = new Set((await everyArticle()).map((a) => a.id));
    expect(ids.size).toBeGreaterThan(10);
    for (const id of [hidden.draft, hidden.upsell, hidden.noSlug]) expect(ids.has(id)).toBe(false);
    // the demo's own draft and upsell-only option
    const slugs = new Set((await everyArticle()).map((a) => a.slug));
    expect(slugs.has("soin-nouveaute-printemps")).toBe(false);
    expect(slugs.has("option-huile-chaude-cbd")).toBe(false);
    expect(slugs.has("massage-californien")).toBe(true);
  });

  it("answers 404 for a draft or upsell-only service asked by slug or by id", async () => {
    for (const path of ["/api/articles/slug/test-brouillon", "/api/articles/slug/test-supplement", "/api/articles/slug/option-huile-chaude-cbd", `/api/articles/${hidden.draft}`, `/api/articles/${hidden.upsell}`, `/api/articles/${hidden.noSlug}`]) {
      const res = await server.api(path);
      expect(res.status, path).toBe(404);
      expect((await res.json()).error.code).toBe("article_not_found");
    }
  });

  it("hides a category holding only such services, in the list and by slug", async () => {
    const { categories: list } = await json<{ categories: Category[] }>("/api/categories");
    expect(list.map((c) => c.slug)).toEqual(["massages", "soins-du-visage", "rituels-corps", "mains-et-pieds", "duo-et-forfaits"]);
    expect(list.some((c) => c.id === hidden.hiddenCategory)).toBe(false);
    const res = await server.api("/api/categories/slug/test-cachee", { lang: "en" });
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatchObject({ code: "category_not_found", message: "This service category cannot be found.", fields: { slug: "unknown" } });
  });

  it("lists each category's services in their order, services only, with localised names", async () => {
    const { category } = await json<{ category: Category }>("/api/categories/slug/massages");
    expect(category.articles.map((a) => a.slug)).toEqual(["massage-californien", "massage-pierres-chaudes", "massage-balinais", "massage-prenatal", "reflexologie-plantaire"]);
    expect(category.name).toEqual({ fr: "Massages", de: expect.any(String), en: expect.any(String), es: expect.any(String), it: expect.any(String) });
    expect(category.articles[0]!.name).toMatchObject({ fr: "Massage californien", en: expect.stringMatching(/Californian/) });
    expect(category.articles.every((a) => a.type === "1" || a.type === "4")).toBe(true);
  });

  it("filters articles by type: '2' products only, '4' packages only", async () => {
    const products = (await json<{ articles: Article[] }>("/api/articles?type=2")).articles;
    expect(products.length).toBe(6);
    expect(products.every((a) => a.type === "2")).toBe(true);
    const packages = (await json<{ articles: Article[] }>("/api/articles?type=4")).articles;
    expect(packages.map((a) => a.slug)).toEqual(["forfait-escapade"]);
  });
});

describe("tenancy", () => {
  it("never shows the other business's services, shops or categories", async () => {
    const spaSlugs = new Set((await everyArticle(SPA)).map((a) => a.slug));
    const soloSlugs = new Set((await everyArticle(SOLO)).map((a) => a.slug));
    expect(soloSlugs.has("manucure-classique")).toBe(true);
    expect(spaSlugs.has("manucure-classique")).toBe(false);
    expect([...soloSlugs].filter((s) => spaSlugs.has(s))).toEqual([]);
    const soloShops = (await json<{ shops: Shop[] }>("/api/shops", { company: SOLO })).shops;
    expect(soloShops.map((s) => s.slug)).toEqual(["bordeaux-chartrons"]);
    expect((await server.api("/api/shops/slug/bordeaux-chartrons")).status).toBe(404);
    expect((await server.api("/api/categories/slug/ongles")).status).toBe(404);
    expect((await server.api("/api/articles/slug/manucure-classique")).status).toBe(404);
    const soloId = (await json<{ article: Article }>("/api/articles/slug/manucure-classique", { company: SOLO })).article.id;
    expect((await server.api(`/api/articles/${soloId}`)).status).toBe(404);
    expect((await server.api(`/api/articles/${soloId}`, { company: SOLO })).status).toBe(200);
  });
});

describe("prices per shop (spec §5)", () => {
  it("carries a shop's own price under the shop's prefixed id, and the rules read it with or without the prefix", async () => {
    const db = server.database.db;
    const [paris] = await db.select().from(shops).where(and(eq(shops.companyId, spaId), eq(shops.slug, "paris-marais")));
    const [californien] = await db.select().from(articles).where(and(eq(articles.companyId, spaId), eq(articles.slug, "massage-californien")));
    await db.update(shopArticles).set({ price: 7500 }).where(and(eq(shopArticles.shopId, paris!.id), eq(shopArticles.articleId, californien!.id)));

    const { article } = await json<{ article: Article }>("/api/articles/slug/massage-californien");
    expect(paris!.externalId).toBe("ab-1001");
    expect(article.booker.pricesByShops).toEqual([{ boutiqueId: "ab-1001", pvTtc: 7500 }]);
    expect(article.shopIds).toEqual(["ab-1001", "ab-1002"]);
    expect(shopPrice(article, "ab-1001")).toBe(7500);
    expect(shopPrice(article, "1001")).toBe(7500);
    expect(shopPrice(article, "web-1001")).toBe(7500);
    // Lyon has no price of its own: the week price, then the base price
    expect(article).toMatchObject({ prices: 8500, weekprices: 7900 });
    expect(shopPrice(article, "ab-1002")).toBe(7900);
    expect(displayPrice(article, "lowest", "ab-1001")).toMatchObject({ amount: 7500, from: false });
    expect(displayPrice(article, "lowest", "ab-1002")).toMatchObject({ amount: 7900, from: true });
  });

  it("tells which shops offer a service (the Paris-only hammam)", async () => {
    const { article } = await json<{ article: Article }>("/api/articles/slug/rituel-hammam-gommage");
    expect(article.shopIds).toEqual(["ab-1001"]);
    expect(article.booker.appointment.nbCustomerRequired).toBe(1);
    const duo = (await json<{ article: Article }>("/api/articles/slug/parenthese-en-duo")).article;
    expect(displayPrice(duo, "lowest")).toMatchObject({ amount: 16000, nbCustomers: 2 });
  });
});

describe("shops, groups and days", () => {
  it("lists the shops in their order, and finds one by slug with its hours and address", async () => {
    const { shops: list } = await json<{ shops: Shop[] }>("/api/shops");
    expect(list.map((s) => s.slug)).toEqual(["paris-marais", "lyon-confluence"]);
    const { shop } = await json<{ shop: Shop }>("/api/shops/slug/lyon-confluence");
    expect(shop.publicInfo.address).toEqual({ address: "8 quai Rambaud", city: "Lyon", country: "FR", zipcode: "69002" });
    expect(shop.openingHours.monday).toEqual({ status: "pause", hours: [{ start: "10:00", end: "12:30" }, { start: "14:00", end: "19:00" }] });
    expect(shop.localisation.coordonate).toEqual({ lat: 45.7421, lng: 4.8187 });
    expect(shop.images[0]!.variants?.length).toBe(2);
  });

  it("answers 404 JSON for an unknown shop slug, in the caller's language", async () => {
    const res = await server.api("/api/shops/slug/nowhere", { lang: "de" });
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/json/);
    expect((await res.json()).error).toMatchObject({ code: "shop_not_found", message: "Dieser Standort wurde nicht gefunden." });
  });

  it("puts shops without a group into 'Autre(s)' (id -1, type other, order 99999), after the real groups", async () => {
    const db = server.database.db;
    const [group] = await db
      .insert(geoGroups)
      .values({ companyId: spaId, name: { fr: "Rhône-Alpes" }, type: "region", sortOrder: 1 })
      .returning({ id: geoGroups.id });
    await db.update(shops).set({ geoGroupId: group!.id }).where(and(eq(shops.companyId, spaId), eq(shops.slug, "lyon-confluence")));
    const { geogroupments } = await json<{ geogroupments: GeoGroup[] }>("/api/geogroupments");
    expect(geogroupments.map((g) => [g.id, g.shops.map((s) => s.slug)])).toEqual([
      [group!.id, ["lyon-confluence"]],
      [OTHER_GEO_GROUP_ID, ["paris-marais"]],
    ]);
    expect(geogroupments[1]).toMatchObject({ type: "other", order: 99999, name: { fr: "Autre(s)" } });
    const solo = await json<{ geogroupments: GeoGroup[] }>("/api/geogroupments", { company: SOLO });
    expect(solo.geogroupments.map((g) => g.id)).toEqual([OTHER_GEO_GROUP_ID]);
  });

  it("lists open and closed days of the company's shops only", async () => {
    const db = server.database.db;
    const [paris] = await db.select().from(shops).where(and(eq(shops.companyId, spaId), eq(shops.slug, "paris-marais")));
    await db.insert(shopDays).values([
      { companyId: spaId, shopId: paris!.id, day: "2026-12-25", kind: "closed", label: { fr: "Noël" } },
      { companyId: spaId, shopId: paris!.id, day: "2026-12-20", kind: "open", hours: [{ start: "10:00", end: "17:00" }] },
    ]);
    const closed = await json<{ closeddays: unknown[] }>("/api/closeddays");
    expect(closed.closeddays).toContainEqual({ date: "2026-12-25", shopId: "ab-1001", hours: [], label: { fr: "Noël" } });
    const open = await json<{ opendays: unknown[] }>("/api/opendays");
    expect(open.opendays).toEqual([{ date: "2026-12-20", shopId: "ab-1001", hours: [{ start: "10:00", end: "17:00" }], label: {} }]);
    expect((await json<{ closeddays: unknown[] }>("/api/closeddays", { company: SOLO })).closeddays).toEqual([]);
  });
});

describe("bad input: 400 naming the field, never a 500", () => {
  it.each([
    ["/api/articles?type=3", "type"],
    ["/api/articles?type=", "type"],
    ["/api/articles/abc", "id"],
    ["/api/articles/0", "id"],
    ["/api/articles/-4", "id"],
    ["/api/articles/99999999999999999999", "id"],
    [`/api/articles/slug/${"x".repeat(201)}`, "slug"],
    [`/api/shops/slug/${"x".repeat(201)}`, "slug"],
    [`/api/categories/slug/${"x".repeat(201)}`, "slug"],
  ])("%s → 400 naming %s", async (path, field) => {
    const res = await server.api(path, { lang: "en" });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe("invalid_input");
    expect(Object.keys(body.error.fields)).toContain(field);
    expect(body.error.message).toBe("Some information is invalid.");
  });

  it("an unknown numeric id is a 404, not a 500", async () => {
    const res = await server.api("/api/articles/999999999");
    expect(res.status).toBe(404);
    expect((await res.json()).error).toMatchObject({ code: "article_not_found", fields: { id: "unknown" } });
  });
});
