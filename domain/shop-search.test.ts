import { describe, expect, it } from "vitest";
import { searchShops } from "./shop-search";

const shop = (name: string, city: string, zipcode: string, address = "1 rue X", country = "France") => ({ publicInfo: { name, address: { address, city, country, zipcode } } });
const shops = [shop("Maison Lumière Paris", "Paris", "75003", "12 rue des Francs-Bourgeois"), shop("Lyon Confluence", "Lyon", "69002", "8 quai Rambaud"), shop("Évian", "Évian-les-Bains", "74500")];

describe("shop text search", () => {
  it("ignores case and accents across name, city, country and address", () => {
    expect(searchShops(shops, "LUMIERE").map((s) => s.publicInfo.name)).toEqual(["Maison Lumière Paris"]);
    expect(searchShops(shops, "evian")).toHaveLength(1);
    expect(searchShops(shops, "quai")).toHaveLength(1);
    expect(searchShops(shops, "france")).toHaveLength(3);
    expect(searchShops(shops, "  ")).toHaveLength(3);
  });
  it("matches zip codes by prefix, then falls back to the first two digits", () => {
    expect(searchShops(shops, "6900").map((s) => s.publicInfo.address.city)).toEqual(["Lyon"]);
    expect(searchShops(shops, "69999").map((s) => s.publicInfo.address.city)).toEqual(["Lyon"]);
    expect(searchShops(shops, "13")).toEqual([]);
  });
});
