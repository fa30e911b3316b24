// The business's content (spec §2, §3 'Post', 'Event', 'Alert'): which posts a visitor may read,
// in which order, and which events and alerts are current. Days are the shop's local dates
// (YYYY-MM-DD, compared as text); `today` is passed in.
import type { Lang } from "./types";

export interface PostSummary {
  slug: string;
  published: boolean;
  /** the languages the post is written for, or 'all' */
  lang: Lang[] | "all" | string[];
}

/** A post as the listing rules see it. */
export interface DatedPost extends PostSummary {
  /** the day it appears (local date): before it, it is not listed */
  date: string;
  /** the hour on that day it appears from (local 'HH:MM'); none: the day's start */
  time?: string | null;
  vedette: { active: boolean; start: string | null; end: string | null };
}

export const POSTS_PER_PAGE = 9;

const forLang = (lang: PostSummary["lang"], visitor: Lang) => lang === "all" || (Array.isArray(lang) && (lang as string[]).some((l) => l === visitor || l === "all"));

/** The posts a visitor reading in `lang` may see: published, with a slug, in that language or all. */
export function postsForLang<P extends PostSummary>(posts: readonly P[] | null | undefined, lang: Lang): P[] {
  return (posts ?? []).filter((p) => p.published && typeof p.slug === "string" && p.slug.trim() !== "" && forLang(p.lang, lang));
}

export function magazineVisible(posts: readonly PostSummary[] | null | undefined, lang: Lang): boolean {
  return postsForLang(posts, lang).length > 0;
}

/** Published and its day has come, and on that day its hour, when it has one (`clock`: the shop's local time 'HH:MM'). */
export function isPublic(post: Pick<DatedPost, "published" | "date" | "time">, today: string, clock = "00:00"): boolean {
  if (!post.published || post.date > today) return false;
  return post.date < today || !post.time || post.time <= clock;
}

/** A post as its writer sees it: a draft, published but its moment to come, or live. */
export function postStatus(post: Pick<DatedPost, "published" | "date" | "time">, today: string, clock: string): "draft" | "scheduled" | "live" {
  if (!post.published) return "draft";
  return isPublic(post, today, clock) ? "live" : "scheduled";
}

/** Between a day and another, both included; an open end is no bound. */
export function isBetween(today: string, start: string | null | undefined, end: string | null | undefined): boolean {
  return (!start || start <= today) && (!end || today <= end);
}

/** 'Vedette': featured while active and between its dates. */
export function isFeatured(post: Pick<DatedPost, "vedette">, today: string): boolean {
  return post.vedette.active && isBetween(today, post.vedette.start, post.vedette.end);
}

/** The magazine's order: featured posts first, then the newest; equal days by slug, so pages are stable. */
export function magazineOrder<P extends DatedPost>(posts: readonly P[], today: string): P[] {
  return [...posts].sort((a, b) => Number(isFeatured(b, today)) - Number(isFeatured(a, today)) || b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** What one visitor lists, in order: public, in their language. */
export function listablePosts<P extends DatedPost>(posts: readonly P[], lang: Lang, today: string, clock?: string): P[] {
  return magazineOrder(postsForLang(posts, lang).filter((p) => isPublic(p, today, clock)), today);
}

/** An event or an alert is current from its first day to its last, both included. */
export function isCurrent(item: { start: string; end: string }, today: string): boolean {
  return isBetween(today, item.start, item.end);
}

const WORDS_PER_MINUTE = 200;
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** The words of sanitised HTML, one line (the bell's summary of an event). */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e]!)
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * An event's text in two: its first line (its heading, usually), which names it, and the words of
 * the rest. The lead is cut at a word, with an ellipsis, past `max` characters.
 */
export function leadOfHtml(html: string, max = Infinity): { lead: string; rest: string } {
  const end = /<\/(?:h2|h3|h4|p)>/.exec(html);
  let lead = textOfHtml(end ? html.slice(0, end.index) : html);
  const rest = end ? textOfHtml(html.slice(end.index + end[0].length)) : "";
  if (lead.length > max) {
    const cut = lead.slice(0, max);
    const space = cut.lastIndexOf(" ");
    lead = `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
  }
  return { lead, rest };
}

/** Reading time of an HTML body in whole minutes, at least one. */
export function readingMinutes(html: string): number {
  const words = textOfHtml(html).split(" ").filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Related posts: the same category first, then the newest, never the post itself. */
export function relatedPosts<P extends DatedPost & { categoryId: number | null }>(post: P, others: readonly P[], count = 3): P[] {
  return others
    .filter((o) => o.slug !== post.slug)
    .sort((a, b) => Number(b.categoryId !== null && b.categoryId === post.categoryId) - Number(a.categoryId !== null && a.categoryId === post.categoryId) || b.date.localeCompare(a.date))
    .slice(0, count);
}
