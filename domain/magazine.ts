// The magazine (spec §2, §3 Post): its menu entry shows only when posts exist in the visitor's
// language. No posts API exists yet; the rule takes the posts list so it works when they arrive.
import type { Lang } from "./types";

export interface PostSummary {
  slug: string;
  published: boolean;
  /** the languages the post is written for, or 'all' */
  lang: Lang[] | "all" | string[];
}

/** The posts a visitor reading in `lang` may see: published, with a slug, in that language or all. */
export function postsForLang<P extends PostSummary>(posts: readonly P[] | null | undefined, lang: Lang): P[] {
  return (posts ?? []).filter(
    (p) => p.published && typeof p.slug === "string" && p.slug.trim() !== "" && (p.lang === "all" || (Array.isArray(p.lang) && (p.lang as string[]).some((l) => l === lang || l === "all"))),
  );
}

export function magazineVisible(posts: readonly PostSummary[] | null | undefined, lang: Lang): boolean {
  return postsForLang(posts, lang).length > 0;
}
