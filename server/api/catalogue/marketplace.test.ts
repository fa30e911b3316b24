// The marketplace's shop finder (GET /api/shops/search on the demo marketplace, decision 201): the
// shops of every listed business, each leading to its own business's storefront or, without online
// booking, to nothing; accents, postcodes, the radius, pages, geographic groups and first free times.
import { describe, expect, it } from "vitest";
import { distanceMetres } from "../../../domain/shop-search";
import { marketplace } from "../../db/demo";
import { SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";

const server = useTestServer();
const MKP = marketplace.token;

interface Found {
  id: number;
  name?: string;
  publicInfo: { name: string; address: { city: string; zipcode: string } };
  localisation: { coordonate: { lat: number; lng: number } };
  distance?: number;
  business: { id: number; name: string };
  href: string | null;
  appointments?: Record<string, Record<string, string[]>>;
}
type Answer = { shops: Found[]; total: number; page: number; more: boolean; suggestions: Found[]; groups: { ids: number[]; name: Record<string, string> }[] };

async function search(query: string, lang?: string): Promise<Answer> {
  const res = await server.api(`/api/shops/search${query}`, { company: MKP, lang });
  expect(res.status, `${query} → ${res.status}`).toBe(200);
  return (await res.json()) as Answer;
}
const cities = (a: Answer) => a.shops.map((s) => s.publicInfo.address.city);
const paris = { lat: 48.8566, lng: 2.3522 };

describe("the marketplace's finder", () => {
  it("finds the shops of several businesses, each leading to its own storefront", async () => {
    const all = await search("");
    expect(all.total).toBeGreaterThanOrEqual(30);
    expect(new Set([...all.shops, ...(await search("?page=6")).shops].map((s) => s.business.name)).size).toBeGreaterThan(1);
    const [perigueux] = (await search("?q=Perigueux")).shops;
    expect(perigueux!.publicInfo.address.city).toBe("Périgueux");
    expect(perigueux!.business.name).toBe("Ongles & Cie");
    expect(perigueux!.href).toMatch(/^http:\/\/ongles\.localhost(:\d+)?\/ongles-cie-perigueux$/);
    const marais = (await search("?q=marais")).shops.find((s) => s.business.name === "Maison Lumière Spa");
    expect(marais!.href).toMatch(/^http:\/\/localhost(:\d+)?\/[a-z-]+$/);
  });

  it("ignores case and accents, and reads postcodes by prefix then by their first two digits", async () => {
    for (const q of ["perigueux", "PÉRIGUEUX", "Périgueux"]) expect(cities(await search(`?q=${encodeURIComponent(q)}`))).toEqual(["Périgueux"]);
    expect(cities(await search("?q=3370"))).toEqual(["Mérignac"]);
    const gironde = await search("?q=33");
    expect(gironde.total).toBe(3);
    expect(new Set(cities(gironde))).toEqual(new Set(["Bordeaux", "Mérignac"]));
    expect((await search("?q=33999")).total).toBe(3);
  });

  it("says a shop takes no online booking instead of linking it", async () => {
    const [nancy] = (await search("?q=nancy")).shops;
    expect(nancy!.href).toBeNull();
    expect(nancy!.appointments).toBeUndefined();
  });

  it("links in the visitor's language where the business offers it, else in French", async () => {
    expect((await search("?q=perigueux", "en")).shops[0]!.href).toMatch(/\/en\/ongles-cie-perigueux$/);
    const solo = (await search("?q=clara", "en")).shops.find((s) => s.business.name === "L'Atelier de Clara");
    expect(solo!.href).toMatch(/localhost(:\d+)?\/bordeaux-chartrons$/);
  });

  it("orders by distance within the radius and pages six at a time", async () => {
    const near = await search(`?lat=${paris.lat}&lng=${paris.lng}&radius=30`);
    expect(near.shops.length).toBeGreaterThanOrEqual(4);
    const distances = near.shops.map((s) => s.distance!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances).toEqual(near.shops.map((s) => distanceMetres(paris, s.localisation.coordonate)));
    expect(Math.max(...distances)).toBeLessThanOrEqual(30_000);
    const wide = await search(`?lat=${paris.lat}&lng=${paris.lng}&radius=250`);
    expect(wide.shops).toHaveLength(6);
    expect(wide.more).toBe(true);
    const second = await search(`?lat=${paris.lat}&lng=${paris.lng}&radius=250&page=2`);
    expect(second.shops[0]!.distance!).toBeGreaterThanOrEqual(wide.shops[5]!.distance!);
    expect(second.shops.map((s) => s.id).filter((id) => wide.shops.some((s) => s.id === id))).toEqual([]);
  });

  it("refuses a radius of 0, 251 or 'abc' with a 400 naming the field", async () => {
    for (const radius of ["0", "251", "abc"]) {
      const res = await server.api(`/api/shops/search?lat=48.85&lng=2.35&radius=${radius}`, { company: MKP });
      expect(res.status, radius).toBe(400);
      const body = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(body.error.fields)).toEqual(["radius"]);
    }
    const res = await server.api("/api/shops/search?group=abc", { company: MKP });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields)).toEqual(["group"]);
  });

  it("filters by a geographic group shared by several businesses", async () => {
    const { groups } = await search("");
    const naq = groups.find((g) => g.name.fr === "Nouvelle-Aquitaine")!;
    const occ = groups.find((g) => g.name.fr === "Occitanie")!;
    expect(naq).toBeDefined();
    const inNaq = await search(`?group=${naq.ids.join(",")}`);
    expect(inNaq.total).toBe(6);
    expect(inNaq.shops.every((s) => s.business.name === "Ongles & Cie")).toBe(true);
    expect((await search(`?group=${[...naq.ids, ...occ.ids].join(",")}`)).total).toBe(10);
  });

  it("puts the shops of no geographic group in 'Autre(s)', the last filter", async () => {
    const { groups } = await search("");
    expect(groups.at(-1)).toEqual({ ids: [-1], name: { fr: "Autre(s)", de: "Weitere", en: "Other", es: "Otros", it: "Altri" } });
    expect(groups.filter((g) => g.ids.includes(-1))).toHaveLength(1);
    // the spa's two shops and the studio's one belong to no group
    const other = await search("?group=-1");
    expect(other.total).toBe(3);
    expect(new Set(other.shops.map((s) => s.business.name))).toEqual(new Set(["Maison Lumière Spa", "L'Atelier de Clara"]));
    const naq = groups.find((g) => g.name.fr === "Nouvelle-Aquitaine")!;
    expect((await search(`?group=${[...naq.ids, -1].join(",")}`)).total).toBe(9);
    const res = await server.api("/api/shops/search?group=-2", { company: MKP });
    expect(res.status).toBe(400);
  });

  it("gives a bookable shop its first free times by day then service, from the availability", async () => {
    server.setNow(new Date("2026-12-07T08:00:00Z")); // a Monday: the salons open on Tuesday at 09:30
    try {
      const [perigueux] = (await search("?q=perigueux")).shops;
      const days = Object.keys(perigueux!.appointments!);
      expect(days).toEqual(["20261208"]);
      const times = Object.values(perigueux!.appointments!["20261208"]!);
      expect(times.length).toBe(2);
      for (const t of times) expect(t[0]).toBe("09:30");
    } finally {
      server.setNow(null);
    }
  });

  it("leaves a business that lists no others searching its own shops only", async () => {
    const spa = await server.api("/api/shops/search?q=perigueux", { company: SPA });
    expect(((await spa.json()) as Answer).total).toBe(0);
  });
});
