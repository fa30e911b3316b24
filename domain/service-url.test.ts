import { describe, expect, it } from "vitest";
import { isLang, localePath, pagePathname, serviceUrl, stripLocale, parseServicePath } from "./service-url";

describe("serviceUrl (spec §2 service URL rule)", () => {
  const massage = { categorySlug: "massages", serviceSlug: "massage-californien", shopSlug: "paris" };

  it("starts at services with a single shop", () => {
    expect(serviceUrl({ ...massage, shopCount: 1 })).toBe("/services/massages/massage-californien");
    expect(serviceUrl({ ...massage, shopCount: 0 })).toBe("/services/massages/massage-californien");
  });
  it("starts with the shop slug with two or more shops", () => {
    expect(serviceUrl({ ...massage, shopCount: 2 })).toBe("/paris/services/massages/massage-californien");
  });
  it("starts at services when several shops exist but none is known", () => {
    expect(serviceUrl({ ...massage, shopSlug: null, shopCount: 3 })).toBe("/services/massages/massage-californien");
  });
  it("adds the language prefix, none for French", () => {
    expect(serviceUrl({ ...massage, shopCount: 2, lang: "fr" })).toBe("/paris/services/massages/massage-californien");
    expect(serviceUrl({ ...massage, shopCount: 2, lang: "de" })).toBe("/de/paris/services/massages/massage-californien");
    expect(serviceUrl({ ...massage, shopCount: 1, lang: "it" })).toBe("/it/services/massages/massage-californien");
  });
  it("encodes slugs as path segments", () => {
    expect(serviceUrl({ categorySlug: "soins visage", serviceSlug: "éclat", shopCount: 1 })).toBe("/services/soins%20visage/%C3%A9clat");
  });
});

describe("localePath (fr no prefix)", () => {
  it("prefixes every language but French", () => {
    expect(localePath("/services", "fr")).toBe("/services");
    expect(localePath("/services", "en")).toBe("/en/services");
    expect(localePath("/services", "es")).toBe("/es/services");
  });
  it("gives the language's home for the root", () => {
    expect(localePath("/", "de")).toBe("/de");
    expect(localePath("/", "fr")).toBe("/");
  });
  it("keeps the query and hash", () => {
    expect(localePath("/legal#cgv", "en")).toBe("/en/legal#cgv");
    expect(localePath("/?tab=2", "it")).toBe("/it?tab=2");
  });
  it("makes a relative path absolute", () => {
    expect(localePath("contact", "en")).toBe("/en/contact");
  });
});

describe("pagePathname", () => {
  it("gives a data request the language of the page it is for", () => {
    expect(stripLocale(pagePathname("/en.data")).lang).toBe("en");
    expect(stripLocale(pagePathname("/de/services.data")).lang).toBe("de");
    expect(pagePathname("/_root.data")).toBe("/");
    expect(pagePathname("/en/contact")).toBe("/en/contact");
  });
});

describe("stripLocale", () => {
  it("reads the language prefix", () => {
    expect(stripLocale("/en/services/massages")).toEqual({ lang: "en", path: "/services/massages" });
    expect(stripLocale("/de")).toEqual({ lang: "de", path: "/" });
    expect(stripLocale("/it?tab=1")).toEqual({ lang: "it", path: "/?tab=1" });
  });
  it("reads French when there is no prefix", () => {
    expect(stripLocale("/services")).toEqual({ lang: "fr", path: "/services" });
    expect(stripLocale("/")).toEqual({ lang: "fr", path: "/" });
  });
  it("does not take a shop slug that starts like a language for a prefix", () => {
    expect(stripLocale("/enghien/services")).toEqual({ lang: "fr", path: "/enghien/services" });
    expect(stripLocale("/fr/services")).toEqual({ lang: "fr", path: "/fr/services" });
    expect(stripLocale("/pt/services")).toEqual({ lang: "fr", path: "/pt/services" });
  });
  it("round-trips with localePath", () => {
    for (const lang of ["fr", "de", "en", "es", "it"] as const) {
      expect(stripLocale(localePath("/paris/services", lang))).toEqual({ lang, path: "/paris/services" });
    }
  });
});

describe("isLang", () => {
  it("knows the five languages", () => {
    expect(isLang("es")).toBe(true);
    expect(isLang("pt")).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });
});

describe("parseServicePath", () => {
  it("reads back what serviceUrl writes, with or without the shop slug", () => {
    const withShop = serviceUrl({ shopSlug: "paris-marais", categorySlug: "massages", serviceSlug: "massage-californien", shopCount: 2 });
    expect(parseServicePath(withShop)).toEqual({ shopSlug: "paris-marais", categorySlug: "massages", serviceSlug: "massage-californien" });
    const solo = serviceUrl({ categorySlug: "ongles", serviceSlug: "manucure-classique", shopCount: 1 });
    expect(parseServicePath(solo)).toEqual({ shopSlug: null, categorySlug: "ongles", serviceSlug: "manucure-classique" });
  });

  it("is null for pages that are not a service's", () => {
    for (const path of ["/", "/services", "/services/massages", "/paris-marais", "/profile/orders"]) expect(parseServicePath(path)).toBeNull();
  });
});
