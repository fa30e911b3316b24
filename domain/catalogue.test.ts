import { describe, expect, it } from "vitest";
import { category, geoGroup, service, shop } from "./catalogue.fixtures";
import {
  categoryImage,
  DEFAULT_CATEGORY_IMAGE,
  groupShopsByGeoGroup,
  inLanguage,
  isListableProduct,
  isListableService,
  isProduct,
  isService,
  listableCategories,
  localise,
} from "./catalogue";

describe("isListableService (spec §5: drafts and upsell-only excluded, only with a slug)", () => {
  it("lists a published service and a package", () => {
    expect(isListableService(service({ type: "1" }))).toBe(true);
    expect(isListableService(service({ type: "4" }))).toBe(true);
  });
  it("hides products", () => {
    expect(isListableService(service({ type: "2" }))).toBe(false);
  });
  it("hides drafts", () => {
    expect(isListableService(service({ draft: true }))).toBe(false);
  });
  it("hides services sold only as upsells", () => {
    expect(isListableService(service({ booker: { upsellOnly: true } }))).toBe(false);
  });
  it("hides services without a slug", () => {
    expect(isListableService(service({ slug: null }))).toBe(false);
    expect(isListableService(service({ slug: "  " }))).toBe(false);
  });
});

describe("article types ('1' and '4' services, '2' product)", () => {
  it("tells services from products", () => {
    expect(isService(service({ type: "4" }))).toBe(true);
    expect(isProduct(service({ type: "2" }))).toBe(true);
    expect(isProduct(service({ type: "1" }))).toBe(false);
  });
});

describe("isListableProduct", () => {
  it("lists a published product with a slug, never a service", () => {
    expect(isListableProduct(service({ type: "2", slug: "huile-seche" }))).toBe(true);
    expect(isListableProduct(service({ type: "2", draft: true }))).toBe(false);
    expect(isListableProduct(service({ type: "2", slug: null }))).toBe(false);
    expect(isListableProduct(service({ type: "1" }))).toBe(false);
  });
});

describe("listableCategories", () => {
  const visible = service({ id: 1 });
  const draft = service({ id: 2, draft: true });
  const upsell = service({ id: 3, booker: { upsellOnly: true } });

  it("keeps only listable services, hides empty categories, sorts by order", () => {
    const result = listableCategories([
      category({ id: 10, slug: "soins", order: 3, articles: [visible, draft] }),
      category({ id: 11, slug: "vide", order: 1, articles: [draft, upsell] }),
      category({ id: 12, slug: "massages", order: 2, articles: [upsell, visible] }),
    ]);
    expect(result.map((c) => c.slug)).toEqual(["massages", "soins"]);
    expect(result[0].articles.map((a) => a.id)).toEqual([1]);
    expect(result[1].articles.map((a) => a.id)).toEqual([1]);
  });
  it("does not change the categories it was given", () => {
    const input = [category({ articles: [visible, draft] })];
    listableCategories(input);
    expect(input[0].articles).toHaveLength(2);
  });
});

describe("categoryImage (default image when none)", () => {
  it("uses the category's first image", () => {
    expect(categoryImage(category({ images: [{ url: "/img/massage.webp" }] }))).toBe("/img/massage.webp");
  });
  it("uses the default image when the category has none", () => {
    expect(categoryImage(category({ images: [] }))).toBe("/images/default-category.webp");
    expect(categoryImage(category({ images: [{ url: "" }] }))).toBe(DEFAULT_CATEGORY_IMAGE);
  });
});

describe("localise (fr fallback)", () => {
  it("takes the visitor's language", () => {
    expect(localise({ fr: "Massage", en: "Massage EN" }, "en")).toBe("Massage EN");
  });
  it("falls back to French", () => {
    expect(localise({ fr: "Gommage", en: "Scrub" }, "de")).toBe("Gommage");
    expect(localise({ fr: "Gommage", it: "" }, "it")).toBe("Gommage");
  });
  it("falls back to any language with text, then to empty", () => {
    expect(localise({ es: "Masaje" }, "de")).toBe("Masaje");
    expect(localise({ fr: " ", en: "Scrub" }, "it")).toBe("Scrub");
    expect(localise({}, "fr")).toBe("");
    expect(localise(undefined, "fr")).toBe("");
  });
});

describe("groupShopsByGeoGroup (shops without a group go to 'Autre(s)')", () => {
  const north = geoGroup({ id: 1, name: { fr: "Nord" }, order: 2 });
  const south = geoGroup({ id: 2, name: { fr: "Sud" }, order: 1 });
  const empty = geoGroup({ id: 3, name: { fr: "Est" }, order: 0 });
  const lille = shop({ id: 1, slug: "lille", geoGroupment: 1, order: 2 });
  const arras = shop({ id: 2, slug: "arras", geoGroupment: 1, order: 1 });
  const nice = shop({ id: 3, slug: "nice", geoGroupment: 2 });
  const paris = shop({ id: 4, slug: "paris", geoGroupment: null });
  const lost = shop({ id: 5, slug: "lost", geoGroupment: 42 });

  it("groups shops, sorts groups by order, drops empty groups, puts the rest in Autre(s) last", () => {
    const result = groupShopsByGeoGroup([lille, arras, nice, paris, lost], [north, south, empty]);
    expect(result.map((g) => g.id)).toEqual([2, 1, -1]);
    expect(result[1].shops.map((s) => s.slug)).toEqual(["arras", "lille"]);
    const other = result[2];
    expect(other).toMatchObject({ id: -1, type: "other", order: 99999, name: { fr: "Autre(s)" } });
    expect(other.shops.map((s) => s.slug)).toEqual(["paris", "lost"]);
  });
  it("has no 'Autre(s)' group when every shop has a group", () => {
    expect(groupShopsByGeoGroup([nice], [north, south]).map((g) => g.id)).toEqual([2]);
  });
  it("puts every shop in 'Autre(s)' when there are no groups", () => {
    const result = groupShopsByGeoGroup([paris, nice], []);
    expect(result).toHaveLength(1);
    expect(result[0].id).toBe(-1);
  });
});

describe("inLanguage", () => {
  it("keeps the language's text and French, so localise answers the same", () => {
    const value = { name: { fr: "Soin", de: "Pflege", en: "Care", es: "", it: "Cura" }, price: 4500, images: [{ alt: { fr: "Photo", en: "Photo EN" }, url: "/a.jpg" }] };
    const cut = inLanguage(value, "en");
    expect(cut).toEqual({ name: { en: "Care", fr: "Soin" }, price: 4500, images: [{ alt: { en: "Photo EN", fr: "Photo" }, url: "/a.jpg" }] });
    for (const lang of ["fr", "de", "en", "es", "it"] as const) expect(localise(inLanguage(value.name, lang), lang)).toBe(localise(value.name, lang));
  });

  it("keeps the first filled text when neither the language nor French has one", () => {
    const text = { fr: "", de: "", en: "", es: "Masaje", it: "Massaggio" };
    expect(inLanguage(text, "de")).toEqual({ es: "Masaje" });
    expect(localise(inLanguage(text, "de"), "de")).toBe(localise(text, "de"));
  });
});
