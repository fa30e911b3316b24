// The catalogue as the pages read it (spec §4: 'lists of shops and categories are loaded once and
// flagged loaded; single ones are fetched by slug only if not yet known').
//
// Server loaders fetch the two lists through the API. In the browser the lists are remembered the
// first time a catalogue page shows them; later client-side navigations between catalogue pages
// are answered from memory by each route's clientLoader (no request at all). A slug the remembered
// lists do not know sends the navigation to the server loader once, which fetches afresh.
import { inLanguage } from "../../domain/catalogue";
import { serviceUrl, stripLocale } from "../../domain/service-url";
import { offersService } from "../../domain/shops";
import type { Article, Category, Lang, Shop } from "../../domain/types";
import type { ApiClient } from "./api";
import { isNotFound, notFound } from "./not-found";

export interface CatalogueLists {
  shops: Shop[];
  categories: Category[];
  /** /services' rows only: the services without pictures or descriptions, the categories without pictures */
  rows?: true;
}

let remembered: CatalogueLists | null = null;

/** Keeps the lists in the browser (never on the server, where a module outlives a request). */
export function rememberCatalogue(lists: CatalogueLists) {
  if (typeof document === "undefined") return;
  if (remembered?.shops === lists.shops && remembered?.categories === lists.categories && remembered?.rows === lists.rows) return;
  // /services' rows never replace whole lists: the other catalogue pages draw what rows lack
  if (lists.rows && remembered && !remembered.rows) return;
  remembered = { shops: lists.shops, categories: lists.categories, ...(lists.rows ? { rows: true as const } : {}) };
}

export function rememberedCatalogue(): CatalogueLists | null {
  return remembered;
}

/** For tests: forget what was remembered. */
export function forgetCatalogue() {
  remembered = null;
}

/**
 * The two lists, with their texts in the page's language only (the page shows no other); `rows`:
 * as /services draws them. The API's answers are kept per company version (server/kept-answers.ts):
 * each language's lists are made once beside them, not at every page, and frozen, pages share them.
 */
export async function fetchCatalogue(api: ApiClient, lang: Lang, form: "whole" | "rows" = "whole"): Promise<CatalogueLists> {
  const [{ shops }, { categories }] = await Promise.all([api.get("/shops"), api.get("/categories")]);
  let hit = madeLists.get(categories);
  if (!hit || hit.shops !== shops) madeLists.set(categories, (hit = { shops, byLang: {} }));
  const made: { whole: CatalogueLists; rows?: CatalogueLists } = (hit.byLang[lang] ??= { whole: frozen(inLanguage({ shops, categories }, lang)) });
  return form === "whole" ? made.whole : (made.rows ??= frozen(listRows(made.whole)));
}

const madeLists = new WeakMap<object, { shops: object; byLang: Partial<Record<Lang, { whole: CatalogueLists; rows?: CatalogueLists }>> }>();

/** What /services' rows draw: no service's pictures or description, no category's pictures. */
function listRows(lists: CatalogueLists): CatalogueLists {
  return {
    shops: lists.shops,
    categories: lists.categories.map((c) => ({ ...c, images: [], articles: c.articles.map((a) => ({ ...a, images: [], description: {} })) })),
    rows: true,
  };
}

function frozen<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) frozen(v);
  }
  return value;
}

/** Every listed service once, in category order. */
export function allServices(categories: readonly Category[]): Article[] {
  const seen = new Map<number, Article>();
  for (const c of categories) for (const a of c.articles) if (!seen.has(a.id)) seen.set(a.id, a);
  return [...seen.values()];
}

/** A shop's view of the categories: only the services it offers, empty categories dropped. */
export function categoriesAtShop(categories: readonly Category[], shop: Pick<Shop, "artebeauteId">): Category[] {
  return categories
    .map((c) => ({ ...c, articles: c.articles.filter((a) => offersService(shop, a)) }))
    .filter((c) => c.articles.length > 0);
}

/**
 * A catalogue page's shop slug, read from its address: before `services/` stands a language
 * prefix, a shop slug or both, which the route's optional segments cannot tell apart.
 */
export function catalogueAddress<P extends { category: string }>(request: Request, params: P): P & { shop?: string } {
  const match = /^\/(?:([^/]+)\/)?services\//.exec(stripLocale(new URL(request.url).pathname).path);
  if (!match) notFound();
  return { ...params, shop: match[1] === undefined ? undefined : decodeURIComponent(match[1]) };
}

/**
 * The shop a page belongs to: the one of its address on a multi-shop site; on a one-shop site the
 * one shop (its address carries no shop slug). Unknown slug → 404.
 */
export function shopOfPage(lists: CatalogueLists, shopSlug: string | undefined): Shop | null {
  if (shopSlug) {
    const shop = lists.shops.find((s) => s.slug === shopSlug);
    if (!shop) notFound();
    return shop;
  }
  return lists.shops.length === 1 ? lists.shops[0]! : null;
}

export function categoryBySlug(lists: CatalogueLists, slug: string | undefined): Category | undefined {
  return lists.categories.find((c) => c.slug === slug);
}

/** Where a service's page is, from a page that may or may not belong to a shop. */
export function serviceHref(input: { shop: Shop | null; category: Category; service: Article; shopCount: number; lang: Lang }): string {
  return serviceUrl({
    shopSlug: input.shop?.slug,
    categorySlug: input.category.slug,
    serviceSlug: input.service.slug ?? "",
    shopCount: input.shopCount,
    lang: input.lang,
  });
}

/**
 * A catalogue page's clientLoader: built from the remembered lists without any request; when
 * nothing is remembered yet, only /services' rows are while the page draws more, or the address
 * names a shop, category or service the lists do not know, the server loader fetches afresh (and
 * its lists are remembered).
 */
export async function fromMemory<T extends { lists: CatalogueLists }>(build: (lists: CatalogueLists) => T, serverLoader: () => Promise<unknown>, draws: "whole" | "rows" = "whole"): Promise<T> {
  const lists = remembered;
  if (lists && (draws === "rows" || !lists.rows)) {
    try {
      return build(lists);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  const fresh = (await serverLoader()) as T;
  rememberCatalogue(fresh.lists);
  return fresh;
}
