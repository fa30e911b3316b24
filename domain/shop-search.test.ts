import { describe, expect, it } from "vitest";
import {
  boundingBox,
  countryWords,
  displayDistance,
  distanceMetres,
  hasMore,
  pageWindow,
  radiusFault,
  readLastViewed,
  recordViewed,
  searchMode,
  searchShops,
  suggestionsWanted,
  textQuery,
} from "./shop-search";

const shop = (name: string, city: string, zipcode: string, address = "1 rue X", country = "FR") => ({ publicInfo: { name, address: { address, city, country, zipcode } } });
const shops = [
  shop("Maison Lumière Paris", "Paris", "75003", "12 rue des Francs-Bourgeois"),
  shop("Lyon Confluence", "Lyon", "69002", "8 quai Rambaud"),
  shop("Évian", "Évian-les-Bains", "74500"),
  shop("Institut du Périgord", "Périgueux", "24000", "3 place Francheville"),
  shop("Genève Rive", "Genève", "1204", "5 quai du Mont-Blanc", "CH"),
];

describe("shop text search (spec §5)", () => {
  it("ignores case and accents across name, city, country and address", () => {
    expect(searchShops(shops, "LUMIERE").map((s) => s.publicInfo.name)).toEqual(["Maison Lumière Paris"]);
    expect(searchShops(shops, "Perigueux").map((s) => s.publicInfo.address.city)).toEqual(["Périgueux"]);
    expect(searchShops(shops, "PÉRIGUEUX")).toHaveLength(1);
    expect(searchShops(shops, "evian")).toHaveLength(1);
    expect(searchShops(shops, "quai")).toHaveLength(2);
    expect(searchShops(shops, "  ")).toHaveLength(5);
  });
  it("finds a country by its code or its name in the five languages", () => {
    expect(searchShops(shops, "france")).toHaveLength(4);
    expect(searchShops(shops, "Schweiz").map((s) => s.publicInfo.name)).toEqual(["Genève Rive"]);
    expect(searchShops(shops, "suisse")).toHaveLength(1);
    expect(countryWords("FR")).toEqual(expect.arrayContaining(["fr", "france", "frankreich", "francia"]));
  });
  it("needs every word somewhere, in any field", () => {
    expect(searchShops(shops, "maison paris")).toHaveLength(1);
    expect(searchShops(shops, "maison lyon")).toEqual([]);
  });
  it("matches postcodes by prefix, then falls back to the first two digits", () => {
    expect(searchShops(shops, "6900").map((s) => s.publicInfo.address.city)).toEqual(["Lyon"]);
    expect(searchShops(shops, "69999").map((s) => s.publicInfo.address.city)).toEqual(["Lyon"]);
    expect(searchShops(shops, "24").map((s) => s.publicInfo.address.city)).toEqual(["Périgueux"]);
    expect(searchShops(shops, "13")).toEqual([]);
    expect(searchShops(shops, "13999")).toEqual([]);
    expect(textQuery("75 003")).toEqual({ kind: "postcode", prefix: "75003", fallback: "75" });
    expect(textQuery("7")).toEqual({ kind: "postcode", prefix: "7", fallback: null });
  });
});

describe("distance (spec §9: earth radius 6371 km, whole metres)", () => {
  const paris = { lat: 48.8566, lng: 2.3522 };
  const lyon = { lat: 45.764, lng: 4.8357 };
  it("is the haversine distance in whole metres", () => {
    expect(distanceMetres(paris, paris)).toBe(0);
    expect(distanceMetres(paris, lyon)).toBe(391_499);
    expect(distanceMetres(lyon, paris)).toBe(distanceMetres(paris, lyon));
    // one degree of latitude: 6371 km × π / 180
    expect(distanceMetres({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBe(Math.round((6_371_000 * Math.PI) / 180));
    expect(Number.isInteger(distanceMetres(paris, { lat: 48.857, lng: 2.353 }))).toBe(true);
  });
  it("shows metres up to 1000 m, then truncated kilometres", () => {
    expect(displayDistance(0)).toEqual({ value: 0, unit: "m" });
    expect(displayDistance(999)).toEqual({ value: 999, unit: "m" });
    expect(displayDistance(1000)).toEqual({ value: 1000, unit: "m" });
    expect(displayDistance(1001)).toEqual({ value: 1, unit: "km" });
    expect(displayDistance(1999)).toEqual({ value: 1, unit: "km" });
    expect(displayDistance(391_499)).toEqual({ value: 391, unit: "km" });
  });
  it("prefilters with a box that holds every point of the radius", () => {
    const box = boundingBox(paris, 100_000);
    for (const bearing of [0, 45, 90, 135, 180, 225, 270, 315]) {
      // a point 99.9 km away in each direction lies inside the box
      const d = 99_900 / 6_371_000;
      const b = (bearing * Math.PI) / 180;
      const lat1 = (paris.lat * Math.PI) / 180;
      const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
      const lng2 = (paris.lng * Math.PI) / 180 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
      const p = { lat: (lat2 * 180) / Math.PI, lng: (lng2 * 180) / Math.PI };
      expect(distanceMetres(paris, p)).toBeLessThanOrEqual(100_000);
      expect(p.lat >= box.minLat && p.lat <= box.maxLat && p.lng >= box.minLng && p.lng <= box.maxLng).toBe(true);
    }
    expect(distanceMetres(paris, lyon)).toBeGreaterThan(100_000);
    expect(lyon.lat < box.minLat).toBe(true);
  });
  it("spans every longitude near a pole or across the antimeridian", () => {
    expect(boundingBox({ lat: 89.9, lng: 0 }, 50_000)).toMatchObject({ minLng: -180, maxLng: 180 });
    expect(boundingBox({ lat: -17.7, lng: 179.9 }, 50_000)).toMatchObject({ minLng: -180, maxLng: 180 });
  });
});

describe("the finder's radius, mode, pages and suggestions (spec §4, §9)", () => {
  it("takes a whole radius from 1 to 250 km", () => {
    expect(radiusFault(1)).toBeNull();
    expect(radiusFault(100)).toBeNull();
    expect(radiusFault(250)).toBeNull();
    expect(radiusFault(0)).toMatch(/between 1 and 250/);
    expect(radiusFault(251)).toMatch(/between 1 and 250/);
    expect(radiusFault(2.5)).toMatch(/whole/);
  });
  it("searches by location until the visitor types", () => {
    expect(searchMode("", { lat: 45, lng: 1 })).toBe("location");
    expect(searchMode("lyon", { lat: 45, lng: 1 })).toBe("text");
    expect(searchMode("lyon", null)).toBe("text");
    expect(searchMode(" ", null)).toBe("all");
  });
  it("shows six a page; 'see more' adds six", () => {
    expect(pageWindow(1)).toEqual({ offset: 0, limit: 6 });
    expect(pageWindow(2)).toEqual({ offset: 6, limit: 6 });
    expect(hasMore(12, 1)).toBe(true);
    expect(hasMore(12, 2)).toBe(false);
    expect(hasMore(13, 2)).toBe(true);
  });
  it("fills a first page up to six with suggestions", () => {
    expect(suggestionsWanted(0)).toBe(6);
    expect(suggestionsWanted(2)).toBe(4);
    expect(suggestionsWanted(6)).toBe(0);
    expect(suggestionsWanted(9)).toBe(0);
  });
});

describe("last-viewed shops (a cookie of ids joined by dashes)", () => {
  it("keeps the newest plus up to three more, newest first, each once", () => {
    let cookie = "";
    for (const id of [3, 5, 7, 9, 11]) cookie = recordViewed(cookie, id);
    expect(cookie).toBe("11-9-7-5");
    expect(recordViewed(cookie, 7)).toBe("7-11-9-5");
    expect(readLastViewed("7-11-9-5")).toEqual([7, 11, 9, 5]);
  });
  it("ignores what is not a shop id", () => {
    expect(readLastViewed(undefined)).toEqual([]);
    expect(readLastViewed("4-abc--4-0-12345678901-8-2-6-1")).toEqual([4, 8, 2, 6]);
    expect(readLastViewed("2400000000-5")).toEqual([5]);
    expect(recordViewed("x", 2)).toBe("2");
  });
});
