import { describe, expect, it } from "vitest";
import { isCurrent, isFeatured, isPublic, listablePosts, magazineOrder, magazineVisible, postStatus, postsForLang, readingMinutes, relatedPosts, textOfHtml, leadOfHtml, type DatedPost } from "./magazine";

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

describe("what the magazine lists", () => {
  const post = (slug: string, over: Partial<DatedPost> = {}): DatedPost => ({ slug, published: true, lang: "all", date: "2026-11-01", vedette: { active: false, start: null, end: null }, ...over });
  const today = "2026-11-23";

  it("hides drafts, tomorrow's posts and other languages; keeps today's", () => {
    const posts = [post("draft", { published: false }), post("tomorrow", { date: "2026-11-24" }), post("today", { date: today }), post("german", { lang: ["de"] }), post("old")];
    expect(listablePosts(posts, "fr", today).map((p) => p.slug)).toEqual(["today", "old"]);
  });

  it("puts featured posts first only between their dates, then the newest", () => {
    const posts = [
      post("new", { date: "2026-11-20" }),
      post("featured", { date: "2026-10-01", vedette: { active: true, start: "2026-11-01", end: "2026-11-30" } }),
      post("featured-over", { date: "2026-09-01", vedette: { active: true, start: "2026-10-01", end: "2026-11-22" } }),
      post("featured-off", { date: "2026-08-01", vedette: { active: false, start: null, end: null } }),
    ];
    expect(magazineOrder(posts, today).map((p) => p.slug)).toEqual(["featured", "new", "featured-over", "featured-off"]);
    expect(isFeatured(posts[1]!, "2026-11-30")).toBe(true);
    expect(isFeatured(posts[1]!, "2026-12-01")).toBe(false);
  });

  it("an event or alert is current from its first to its last day", () => {
    expect(isCurrent({ start: "2026-11-23", end: "2026-11-23" }, today)).toBe(true);
    expect(isCurrent({ start: "2026-11-24", end: "2026-12-01" }, today)).toBe(false);
    expect(isCurrent({ start: "2026-11-01", end: "2026-11-22" }, today)).toBe(false);
    expect(isPublic({ published: true, date: today }, today)).toBe(true);
  });

  it("a post scheduled at an hour is listed from that shop-local hour on its day, and every hour after that day", () => {
    const at = { published: true, date: today, time: "10:30" };
    expect(isPublic(at, today, "10:29")).toBe(false);
    expect(isPublic(at, today, "10:30")).toBe(true);
    expect(isPublic(at, "2026-11-24", "00:00")).toBe(true);
    expect(postStatus(at, today, "09:00")).toBe("scheduled");
    expect(postStatus(at, today, "11:00")).toBe("live");
    expect(postStatus({ ...at, published: false }, "2027-01-01", "11:00")).toBe("draft");
    expect(listablePosts([post("later", { date: today, time: "18:00" }), post("now", { date: today, time: "11:00" })], "fr", today, "12:00").map((p) => p.slug)).toEqual(["now"]);
  });

  it("reads at 200 words a minute, at least one", () => {
    expect(readingMinutes("<p>Bonjour</p>")).toBe(1);
    expect(readingMinutes(`<p>${"mot ".repeat(1000)}</p>`)).toBe(5);
  });

  it("relates posts of the same category first, never the post itself", () => {
    const a = { ...post("a"), categoryId: 1 };
    const others = [{ ...post("b", { date: "2026-11-10" }), categoryId: 2 }, { ...post("c", { date: "2026-10-01" }), categoryId: 1 }, a];
    expect(relatedPosts(a, others).map((p) => p.slug)).toEqual(["c", "b"]);
  });
});

describe("text of HTML", () => {
  it("drops the tags and reads the common entities", () => {
    expect(textOfHtml("<h2>Nocturnes</h2><p>Massages &amp; hammam&nbsp;jusqu'à 22 h</p>")).toBe("Nocturnes Massages & hammam jusqu'à 22 h");
  });
});

describe("an event's lead", () => {
  const glow = "<h2>New: the Glow facial</h2><p>One hour to wake up your complexion: double cleansing, a face massage and a vitamin C mask.</p>";
  it("is its first line, the rest apart", () => {
    expect(leadOfHtml(glow)).toEqual({ lead: "New: the Glow facial", rest: "One hour to wake up your complexion: double cleansing, a face massage and a vitamin C mask." });
    expect(leadOfHtml("<p>Nocturnes &amp; hammam</p>")).toEqual({ lead: "Nocturnes & hammam", rest: "" });
    expect(leadOfHtml("Sans balise")).toEqual({ lead: "Sans balise", rest: "" });
  });
  it("is cut at a word, with an ellipsis, past the length asked", () => {
    expect(leadOfHtml(glow, 60).lead).toBe("New: the Glow facial");
    expect(leadOfHtml("<p>Une heure pour réveiller le teint : double nettoyage, massage du visage</p>", 30).lead).toBe("Une heure pour réveiller le…");
    expect(leadOfHtml("<p>Anticonstitutionnellementissimes</p>", 10).lead).toBe("Anticonsti…");
  });
});
