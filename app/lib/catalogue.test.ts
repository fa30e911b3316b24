import { afterEach, describe, expect, it, vi } from "vitest";
import { category, service, shop } from "../../domain/catalogue.fixtures";
import { allServices, categoriesAtShop, forgetCatalogue, fromMemory, rememberCatalogue, rememberedCatalogue, serviceHref, shopOfPage } from "./catalogue";

const paris = shop({ id: 1, slug: "paris-marais", artebeauteId: "ab-1001" });
const lyon = shop({ id: 2, slug: "lyon-confluence", artebeauteId: "ab-1002" });
const both = service({ id: 1, slug: "californien", shopIds: ["ab-1001", "ab-1002"] });
const lyonOnly = service({ id: 2, slug: "prenatal", shopIds: ["1002"] });
const massages = category({ id: 1, slug: "massages", articles: [both, lyonOnly] });
const face = category({ id: 2, slug: "visage", articles: [lyonOnly] });
const lists = { shops: [paris, lyon], categories: [massages, face] };

afterEach(() => {
  forgetCatalogue();
  vi.unstubAllGlobals();
});

describe("a shop's view of the catalogue", () => {
  it("keeps only the services the shop offers (ids compared prefixes aside) and drops emptied categories", () => {
    expect(categoriesAtShop(lists.categories, paris).map((c) => [c.slug, c.articles.map((a) => a.slug)])).toEqual([["massages", ["californien"]]]);
    expect(categoriesAtShop(lists.categories, lyon).map((c) => c.articles.length)).toEqual([2, 1]);
  });
  it("lists every service once", () => {
    expect(allServices(lists.categories).map((a) => a.id)).toEqual([1, 2]);
  });
});

describe("the shop of a page", () => {
  it("is the shop of the address, or the only shop of a one-shop business", () => {
    expect(shopOfPage(lists, "lyon-confluence")).toBe(lyon);
    expect(shopOfPage(lists, undefined)).toBeNull();
    expect(shopOfPage({ shops: [paris], categories: [] }, undefined)).toBe(paris);
  });
  it("an unknown shop slug is a 404", () => {
    expect(() => shopOfPage(lists, "nowhere")).toThrow();
    try {
      shopOfPage(lists, "nowhere");
    } catch (error) {
      expect((error as { init: { status: number } }).init.status).toBe(404);
    }
  });
  it("links a service with the shop slug only on a multi-shop business", () => {
    expect(serviceHref({ shop: lyon, category: massages, service: both, shopCount: 2, lang: "en" })).toBe("/en/lyon-confluence/services/massages/californien");
    expect(serviceHref({ shop: paris, category: massages, service: both, shopCount: 1, lang: "fr" })).toBe("/services/massages/californien");
  });
});

describe("lists loaded once (spec §4)", () => {
  it("remembers nothing on the server", () => {
    rememberCatalogue(lists);
    expect(rememberedCatalogue()).toBeNull();
  });

  it("in the browser, answers from memory without calling the server loader", async () => {
    vi.stubGlobal("document", {});
    rememberCatalogue(lists);
    const serverLoader = vi.fn();
    const page = await fromMemory((l) => ({ lists: l, n: l.categories.length }), serverLoader);
    expect(page.n).toBe(2);
    expect(serverLoader).not.toHaveBeenCalled();
  });

  it("goes to the server when nothing is remembered yet, then remembers its lists", async () => {
    vi.stubGlobal("document", {});
    const serverLoader = vi.fn(async () => ({ lists }));
    await fromMemory((l) => ({ lists: l }), serverLoader);
    expect(serverLoader).toHaveBeenCalledTimes(1);
    expect(rememberedCatalogue()?.shops).toBe(lists.shops);
  });

  it("goes to the server once for an address the remembered lists do not know", async () => {
    vi.stubGlobal("document", {});
    rememberCatalogue(lists);
    const fresh = { shops: [paris, lyon, shop({ id: 3, slug: "nice" })], categories: lists.categories };
    const serverLoader = vi.fn(async () => ({ lists: fresh, shop: "nice" }));
    const page = await fromMemory((l) => ({ lists: l, shop: shopOfPage(l, "nice")!.slug }), serverLoader);
    expect(page.shop).toBe("nice");
    expect(serverLoader).toHaveBeenCalledTimes(1);
    expect(rememberedCatalogue()?.shops).toHaveLength(3);
  });

  it("/services' rows serve /services from memory, never a page that draws more, and never replace whole lists", async () => {
    vi.stubGlobal("document", {});
    const rows = { ...lists, rows: true as const };
    rememberCatalogue(rows);
    const rowsLoader = vi.fn();
    await fromMemory((l) => ({ lists: l }), rowsLoader, "rows");
    expect(rowsLoader).not.toHaveBeenCalled();
    // a category or service page draws pictures and descriptions the rows lack: the server answers
    const wholeLoader = vi.fn(async () => ({ lists }));
    await fromMemory((l) => ({ lists: l }), wholeLoader);
    expect(wholeLoader).toHaveBeenCalledTimes(1);
    expect(rememberedCatalogue()?.rows).toBeUndefined();
    // back on /services: its rows do not replace the whole lists now remembered
    rememberCatalogue({ ...lists, categories: [massages], rows: true });
    expect(rememberedCatalogue()?.categories).toBe(lists.categories);
  });

  it("lets other errors through", async () => {
    vi.stubGlobal("document", {});
    rememberCatalogue(lists);
    await expect(fromMemory(() => { throw new Error("boom"); }, vi.fn())).rejects.toThrow("boom");
  });
});
