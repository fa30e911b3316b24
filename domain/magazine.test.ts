import { describe, expect, it } from "vitest";
import { magazineVisible, postsForLang } from "./magazine";

describe("magazine visibility", () => {
  const posts = [
    { slug: "hiver", published: true, lang: ["fr"] },
    { slug: "brouillon", published: false, lang: "all" as const },
    { slug: "everyone", published: true, lang: "all" as const },
    { slug: "", published: true, lang: ["de"] },
  ];
  it("no posts (or none yet loaded) → hidden", () => {
    expect(magazineVisible([], "fr")).toBe(false);
    expect(magazineVisible(null, "fr")).toBe(false);
  });
  it("only published posts with a slug in the visitor's language count", () => {
    expect(postsForLang(posts, "fr").map((p) => p.slug)).toEqual(["hiver", "everyone"]);
    expect(postsForLang(posts, "de").map((p) => p.slug)).toEqual(["everyone"]);
    expect(magazineVisible([{ slug: "a", published: true, lang: ["fr"] }], "en")).toBe(false);
    expect(magazineVisible([{ slug: "a", published: false, lang: ["en"] }], "en")).toBe(false);
    expect(magazineVisible([{ slug: "a", published: true, lang: ["it", "en"] }], "en")).toBe(true);
  });
});
