// What the catalogue shows to customers (spec §3 Service, Category, Geographic group; §5).

import { LANGS, type Article, type Category, type GeoGroup, type Lang, type Localised, type Shop } from "./types";

/** Image shown for a category that has none of its own (spec §3). */
export const DEFAULT_CATEGORY_IMAGE = "/images/default-category.webp";

/** The group that collects shops belonging to no geographic group (spec §3, §9). */
export const OTHER_GEO_GROUP_ID = -1;
export const OTHER_GEO_GROUP_ORDER = 99999;
export const OTHER_GEO_GROUP_TYPE = "other";
/** 'Autre(s)' is the spec's name; the other languages translate it. */
export const OTHER_GEO_GROUP_NAME: Localised = { fr: "Autre(s)", de: "Weitere", en: "Other", es: "Otros", it: "Altri" };

/** Services are articles of type '1' (a service) or '4' (a package of services). */
export function isService(article: Pick<Article, "type">): boolean {
  return article.type === "1" || article.type === "4";
}

/** Products (the e-shop) are articles of type '2'. */
export function isProduct(article: Pick<Article, "type">): boolean {
  return article.type === "2";
}

/**
 * A service customers may see: a service or package, not a draft, not sold only as an upsell
 * of another service, and with a slug (its page address needs one).
 */
export function isListableService(article: Article): boolean {
  return (
    isService(article) &&
    !article.draft &&
    !article.booker?.upsellOnly &&
    typeof article.slug === "string" &&
    article.slug.trim() !== ""
  );
}

/** A product customers may see in the e-shop: not a draft, and with a slug (its page address needs one). */
export function isListableProduct(article: Article): boolean {
  return isProduct(article) && !article.draft && typeof article.slug === "string" && article.slug.trim() !== "";
}

function byOrder<T extends { order: number }>(a: T, b: T): number {
  return a.order - b.order;
}

/**
 * The categories customers see: each keeps only its listable services, a category left with none
 * is hidden, and they come sorted by order (ties keep the order received).
 */
export function listableCategories(categories: readonly Category[]): Category[] {
  return categories
    .map((category) => ({ ...category, articles: category.articles.filter(isListableService) }))
    .filter((category) => category.articles.length > 0)
    .sort(byOrder);
}

/** The url of a category's picture: its first image, or the default category image. */
export function categoryImage(category: Pick<Category, "images">): string {
  const own = category.images?.find((image) => typeof image?.url === "string" && image.url.trim() !== "");
  return own ? own.url : DEFAULT_CATEGORY_IMAGE;
}

/**
 * Text in the visitor's language, falling back to French, then to any language that has text
 * (in the order fr de en es it), then to ''.
 */
export function localise(text: Localised | null | undefined, lang: Lang): string {
  if (!text) return "";
  const filled = (l: Lang) => {
    const value = text[l];
    return typeof value === "string" && value.trim() !== "" ? value : undefined;
  };
  return filled(lang) ?? filled("fr") ?? LANGS.map(filled).find((v) => v !== undefined) ?? "";
}

/**
 * `value` with each of its localised texts cut to what `localise(text, lang)` can answer: the
 * language's own text and French, or the first filled one when both are empty. A page sends its
 * data to the browser in one language instead of five.
 */
export function inLanguage<T>(value: T, lang: Lang): T {
  if (Array.isArray(value)) return value.map((v) => inLanguage(v, lang)) as T;
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 0 && entries.every(([k, v]) => (LANGS as readonly string[]).includes(k) && (typeof v === "string" || v == null))) {
    const text = value as Localised;
    const filled = (l: Lang) => typeof text[l] === "string" && text[l]!.trim() !== "";
    if (filled(lang) || filled("fr")) {
      const kept: Localised = {};
      if (text[lang] != null) kept[lang] = text[lang];
      if (text.fr != null) kept.fr = text.fr;
      return kept as T;
    }
    const first = LANGS.find(filled);
    return (first ? { [first]: text[first] } : {}) as T;
  }
  return Object.fromEntries(entries.map(([k, v]) => [k, inLanguage(v, lang)])) as T;
}

const inLanguages = new WeakMap<object, Map<string, unknown>>();

/**
 * `inLanguage(shape.of(value), lang)` of a value that never changes once made (a company at one
 * version), worked out once per language and shape and shared: frozen, so no reader can change it
 * for the others.
 */
export function inLanguageOnce<T extends object, U = T>(value: T, lang: Lang, shape?: { name: string; of: (value: T) => U }): U {
  let languages = inLanguages.get(value);
  if (!languages) inLanguages.set(value, (languages = new Map()));
  const key = shape ? `${lang} ${shape.name}` : lang;
  let cut = languages.get(key) as U | undefined;
  if (cut === undefined) languages.set(key, (cut = deepFreeze(inLanguage(shape ? shape.of(value) : (value as unknown as U), lang))));
  return cut;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * Shops grouped by geographic group for the shop lists. Each group gets the shops that point to it
 * (sorted by their order); shops with no group, or a group that does not exist, go to 'Autre(s)'
 * (id -1, type 'other', order 99999, so last). Groups are sorted by order; empty ones are dropped.
 * The groups' own `shops` field is ignored: the shops list is the truth.
 */
export function groupShopsByGeoGroup(shops: readonly Shop[], groups: readonly GeoGroup[]): GeoGroup[] {
  const byId = new Map<number, Shop[]>();
  for (const group of groups) byId.set(group.id, []);
  const others: Shop[] = [];
  for (const s of shops) {
    const bucket = s.geoGroupment == null ? undefined : byId.get(s.geoGroupment);
    (bucket ?? others).push(s);
  }
  const result: GeoGroup[] = groups.map((group) => ({ ...group, shops: [...(byId.get(group.id) ?? [])].sort(byOrder) }));
  if (others.length > 0) {
    result.push({
      id: OTHER_GEO_GROUP_ID,
      name: OTHER_GEO_GROUP_NAME,
      type: OTHER_GEO_GROUP_TYPE,
      description: { short: {}, long: {} },
      image: null,
      order: OTHER_GEO_GROUP_ORDER,
      shops: others.sort(byOrder),
    });
  }
  return result.filter((group) => group.shops.length > 0).sort(byOrder);
}
