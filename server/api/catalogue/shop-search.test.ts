// The shop finder's search (GET /api/shops/search) on both demo businesses plus shops this file adds
// to the spa around Bordeaux and Périgueux: accents, postcodes, the radius, pages, suggestions, and
// the other business's shops never found.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { distanceMetres } from "../../../domain/shop-search";
import type { Shop } from "../../../domain/types";
import { companies, shops } from "../../db/schema";
import { SOLO, SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";

const server = useTestServer();

type Answer = { shops: Shop[]; total: number; page: number; more: boolean; suggestions: Shop[] };
const closed = { status: "closed" as const, hours: [] };
const week = { monday: closed, tuesday: closed, wednesday: closed, thursday: closed, friday: closed, saturday: closed, sunday: closed };

// name, city, postcode, lat, lng
const added: [string, string, string, number | null, number | null][] = [
  ["Institut du Périgord", "Périgueux", "24000", 45.1848, 0.7213],
  ["Bergerac Bien-Être", "Bergerac", "24100", 44.8533, 0.4833],
  ["Salon des Chartrons", "Bordeaux", "33000", 44.8378, -0.5792],
  ["Pessac Beauté", "Pessac", "33600", 44.8067, -0.6311],
  ["Arcachon Océan", "Arcachon", "33120", 44.6586, -1.1689],
  ["Libourne Détente", "Libourne", "33500", 44.9153, -0.2439],
  ["Mérignac Soins", "Mérignac", "33700", 44.8386, -0.6436],
  ["Toulouse Capitole", "Toulouse", "31000", 43.6047, 1.4442],
  ["Bayonne Nive", "Bayonne", "64100", 43.4929, -1.4748],
  ["Atelier d'Agen", "Agen", "47000", null, null],
];
const bordeaux = { lat: 44.8378, lng: -0.5792 };

async function search(query: string, company = SPA): Promise<Answer> {
  const res = await server.api(`/api/shops/search${query}`, { company });
  expect(res.status, `${query} → ${res.status}`).toBe(200);
  return (await res.json()) as Answer;
}
const cities = (a: Answer) => a.shops.map((s) => s.publicInfo.address.city);

beforeAll(async () => {
  const db = server.database.db;
  const [spa] = await db.select().from(companies).where(eq(companies.token, SPA));
  for (const [i, [name, city, zipcode, lat, lng]] of added.entries()) {
    await db.insert(shops).values({ companyId: spa!.id, slug: `finder-${i}`, externalId: `finder-${i}`, name, city, zipcode, address: `${i + 1} rue Principale`, lat, lng, openingHours: week, sortOrder: 100 + i });
  }
});

describe("the shop finder's text", () => {
  it("ignores case and accents: 'Perigueux' finds 'Périgueux'", async () => {
    for (const q of ["Perigueux", "PERIGUEUX", "périgueux", "perigord"]) expect(cities(await search(`?q=${encodeURIComponent(q)}`))).toEqual(["Périgueux"]);
    expect(cities(await search(`?q=${encodeURIComponent("merignac soins")}`))).toEqual(["Mérignac"]);
    expect(cities(await search("?q=Principale%20Arcachon"))).toEqual(["Arcachon"]);
  });
  it("finds a country by its name in the visitor's languages", async () => {
    const all = await search("?q=france");
    expect(all.total).toBe(12);
    expect((await search("?q=frankreich")).total).toBe(12);
    expect((await search("?q=espagne")).total).toBe(0);
  });
  it("matches postcodes by prefix, then by their first two digits", async () => {
    expect(cities(await search("?q=336"))).toEqual(["Pessac"]);
    const gironde = await search("?q=33");
    expect(gironde.total).toBe(5);
    expect(new Set(cities(gironde))).toEqual(new Set(["Bordeaux", "Pessac", "Arcachon", "Libourne", "Mérignac"]));
    expect((await search("?q=33999")).total).toBe(5);
    expect(cities(await search("?q=24%20000"))).toEqual(["Périgueux"]);
    expect((await search("?q=99999")).total).toBe(0);
  });
  it("gives the distance and orders by it when a position is known, with no radius", async () => {
    const found = await search(`?q=33&lat=${bordeaux.lat}&lng=${bordeaux.lng}&radius=1`);
    expect(cities(found)).toEqual(["Bordeaux", "Mérignac", "Pessac", "Libourne", "Arcachon"]);
    expect(found.shops.map((s) => s.distance)).toEqual(found.shops.map((s) => distanceMetres(bordeaux, s.localisation.coordonate)));
    expect(found.shops[0]!.distance).toBe(0);
    const agen = await search(`?q=agen&lat=${bordeaux.lat}&lng=${bordeaux.lng}`);
    expect(cities(agen)).toEqual(["Agen"]);
    expect(agen.shops[0]!.distance).toBeUndefined();
  });
});

describe("the shop finder's position and radius", () => {
  it("finds the shops within 100 km by default, nearest first, each with its distance in whole metres", async () => {
    const near = await search(`?lat=${bordeaux.lat}&lng=${bordeaux.lng}`);
    expect(cities(near)).toEqual(["Bordeaux", "Mérignac", "Pessac", "Libourne", "Arcachon", "Bergerac"]);
    for (const s of near.shops) {
      expect(Number.isInteger(s.distance)).toBe(true);
      expect(s.distance).toBeLessThanOrEqual(100_000);
    }
    const distances = near.shops.map((s) => s.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Périgueux is 110 km away
    expect(distanceMetres(bordeaux, { lat: 45.1848, lng: 0.7213 })).toBeGreaterThan(100_000);
    expect(cities(await search(`?lat=${bordeaux.lat}&lng=${bordeaux.lng}&radius=10`))).toEqual(["Bordeaux", "Mérignac", "Pessac"]);
  });
  it("pages six at a time: 'see more' asks for the next page", async () => {
    const at = `?lat=${bordeaux.lat}&lng=${bordeaux.lng}&radius=250`;
    const first = await search(at);
    expect(first).toMatchObject({ total: 9, page: 1, more: true, suggestions: [] });
    expect(first.shops).toHaveLength(6);
    const second = await search(`${at}&page=2`);
    expect(second).toMatchObject({ total: 9, page: 2, more: false });
    expect(cities(second)).toEqual(["Périgueux", "Bayonne", "Toulouse"]);
    expect((await search(`${at}&page=3`)).shops).toEqual([]);
  });
  it("fills a first page of fewer than six with the nearest other shops", async () => {
    const one = await search("?lat=44.6586&lng=-1.1689&radius=1");
    expect(cities(one)).toEqual(["Arcachon"]);
    // Bayonne (131.9 km) before Bergerac (132.2 km)
    expect(one.suggestions.map((s) => s.publicInfo.address.city)).toEqual(["Pessac", "Mérignac", "Bordeaux", "Libourne", "Bayonne"]);
    expect(one.suggestions.every((s) => typeof s.distance === "number")).toBe(true);
    expect((await search("?q=zzz")).suggestions).toHaveLength(6);
  });
  it("refuses a radius out of 1–250 km or not a number, and a half position, naming the field", async () => {
    const cases: [string, string][] = [
      ["radius=0", "radius"],
      ["radius=251", "radius"],
      ["radius=abc", "radius"],
      ["radius=2.5", "radius"],
      ["radius=-5", "radius"],
      ["lat=44.8", "lng"],
      ["lng=-0.5", "lat"],
      ["lat=91&lng=0", "lat"],
      ["lat=abc&lng=0", "lat"],
      ["page=0", "page"],
      // past the database's integers: a refusal, not a failed query
      ["ids=1-2400000000", "ids"],
      ["group=2400000000", "group"],
    ];
    for (const [query, field] of cases) {
      const res = await server.api(`/api/shops/search?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys((await res.json()).error.fields), query).toEqual([field]);
    }
    expect((await search("?lat=44.8&lng=-0.5&radius=1")).page).toBe(1);
    expect((await search("?lat=44.8&lng=-0.5&radius=250")).page).toBe(1);
  });
});

describe("the shop finder's tenants", () => {
  it("never finds another business's shops", async () => {
    const db = server.database.db;
    const [solo] = await db.select().from(companies).where(eq(companies.token, SOLO));
    const soloShops = await db.select({ id: shops.id }).from(shops).where(eq(shops.companyId, solo!.id));
    const soloIds = new Set(soloShops.map((s) => s.id));
    expect(soloIds.size).toBeGreaterThan(0);
    const spaSeen = [
      ...(await search(`?lat=${bordeaux.lat}&lng=${bordeaux.lng}&radius=250`)).shops,
      ...(await search(`?lat=${bordeaux.lat}&lng=${bordeaux.lng}&radius=250&page=2`)).shops,
      ...(await search("?q=bordeaux")).shops,
      ...(await search("?q=33")).shops,
    ];
    expect(spaSeen.filter((s) => soloIds.has(s.id))).toEqual([]);
    const soloSeen = await search(`?lat=${bordeaux.lat}&lng=${bordeaux.lng}&radius=250`, SOLO);
    expect(soloSeen.shops.map((s) => s.id).every((id) => soloIds.has(id))).toBe(true);
    expect(soloSeen.total).toBe(soloIds.size);
    expect((await search("?q=Perigueux", SOLO)).total).toBe(0);
  });
});
