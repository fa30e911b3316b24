import { describe, expect, it } from "vitest";
import { popupToShow, promoHasContent, promoViews, splitLeadingHeading, wordCloud } from "./home-popups";

describe("which popup the home page shows", () => {
  const both = { promo: true, coupon: true, couponClosed: false, shownThisVisit: false, busy: false, seen: true };
  it("the promo twice within its hour, then the coupon popup, one per view", () => {
    expect(popupToShow({ ...both, promoViews: 0 })).toBe("promo");
    expect(popupToShow({ ...both, promoViews: 1 })).toBe("promo");
    expect(popupToShow({ ...both, promoViews: 2 })).toBe("coupon");
    expect(popupToShow({ ...both, promoViews: 2, couponClosed: true })).toBeNull();
  });
  it("only what is configured", () => {
    expect(popupToShow({ ...both, promo: false, promoViews: 0 })).toBe("coupon");
    expect(popupToShow({ ...both, promo: false, coupon: false, promoViews: 0 })).toBeNull();
  });
  it("at most one per visit, none while the visitor is doing something, none before the page was seen", () => {
    expect(popupToShow({ ...both, promoViews: 0, shownThisVisit: true })).toBeNull();
    expect(popupToShow({ ...both, promoViews: 2, shownThisVisit: true })).toBeNull();
    expect(popupToShow({ ...both, promoViews: 0, busy: true })).toBeNull();
    expect(popupToShow({ ...both, promoViews: 0, seen: false })).toBeNull();
  });
  it("reads the view count leniently: a missing or garbled cookie counts as none", () => {
    expect(promoViews(null)).toBe(0);
    expect(promoViews("abc")).toBe(0);
    expect(promoViews("-3")).toBe(0);
    expect(promoViews("2")).toBe(2);
  });
  it("a promo needs an image or some text, and to be on", () => {
    expect(promoHasContent({ enabled: true, image: "", html: "<p> </p>" })).toBe(false);
    expect(promoHasContent({ enabled: true, image: "/a.webp", html: "" })).toBe(true);
    expect(promoHasContent({ enabled: true, image: "", html: "<p>Noël</p>" })).toBe(true);
    expect(promoHasContent({ enabled: false, image: "/a.webp", html: "<p>Noël</p>" })).toBe(false);
  });
});

describe("the promo's title", () => {
  it("is its leading heading, taken out of the body", () => {
    expect(splitLeadingHeading("<h2>Les fêtes &amp; vous</h2><p>Texte</p>")).toEqual({ title: "Les fêtes & vous", body: "<p>Texte</p>" });
    expect(splitLeadingHeading("<p>Texte</p><h2>Plus bas</h2>")).toEqual({ title: null, body: "<p>Texte</p><h2>Plus bas</h2>" });
    expect(splitLeadingHeading("<h2> </h2><p>x</p>")).toEqual({ title: null, body: "<h2> </h2><p>x</p>" });
  });
});

describe("the word cloud", () => {
  const terms = [
    { text: "Massages", weight: 6 },
    { text: "Soins du visage", weight: 5 },
    { text: "Corps", weight: 3 },
    { text: "massages", weight: 1 },
    { text: "Un nom de prestation beaucoup trop long pour un nuage", weight: 9 },
    ...Array.from({ length: 20 }, (_, i) => ({ text: `Soin ${i + 1}`, weight: 1 })),
  ];
  it("holds 13 words, each once, short ones only, the heaviest the largest", () => {
    const cloud = wordCloud(terms);
    expect(cloud).toHaveLength(13);
    expect(new Set(cloud.map((w) => w.text.toLowerCase())).size).toBe(13);
    expect(cloud.find((w) => w.text.startsWith("Un nom"))).toBeUndefined();
    expect(cloud.find((w) => w.text === "Massages")!.size).toBe(4);
    expect(cloud.find((w) => w.text === "Soins du visage")!.size).toBe(4);
    expect(cloud.find((w) => w.text === "Corps")!.size).toBe(3);
    expect(cloud.filter((w) => w.size === 1)).toHaveLength(4);
  });
  it("is drawn the same every time, and with fewer terms holds what there is", () => {
    expect(wordCloud(terms)).toEqual(wordCloud([...terms]));
    expect(wordCloud(terms.slice(0, 3))).toHaveLength(3);
  });
});
