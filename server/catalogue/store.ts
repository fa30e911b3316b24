// Reads the catalogue of one company and shapes it as the API answers it (domain/types.ts).
// Every query filters on company_id: a company never reads another's rows.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Article, Category, GeoGroup, Shop } from "../../domain/types";
import type { Db } from "../db";
import { articles, categories, categoryArticles, geoGroups, shopArticles, shopDays, shops } from "../db/schema";

type ShopRow = typeof shops.$inferSelect;
type ArticleRow = typeof articles.$inferSelect;

export function toShop(row: ShopRow): Shop {
  return {
    id: row.id,
    slug: row.slug,
    artebeauteId: row.externalId,
    webId: row.webId,
    order: row.sortOrder,
    timeZone: row.timeZone,
    images: row.images,
    publicInfo: {
      name: row.name,
      address: { address: row.address, city: row.city, country: row.country, zipcode: row.zipcode },
      phone: row.phone,
      email: row.email,
      description: row.description,
    },
    localisation: { coordonate: { lat: row.lat ?? 0, lng: row.lng ?? 0 } },
    booker: { active: row.bookingActive, shopUseCabins: row.useCabins },
    openingHours: row.openingHours,
    geoGroupment: row.geoGroupId,
  };
}

interface ArticleLinks {
  categoryIds: Map<number, number[]>;
  offers: Map<number, { shopExternalId: string; price: number | null }[]>;
}

function toArticle(row: ArticleRow, links: ArticleLinks): Article {
  const offers = links.offers.get(row.id) ?? [];
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    name: row.name,
    description: row.description,
    draft: row.draft,
    prices: row.price,
    weekprices: row.weekPrice,
    artebeauteId: row.externalId,
    booker: {
      ...row.booker,
      pricesByShops: offers.filter((o) => o.price != null).map((o) => ({ boutiqueId: o.shopExternalId, pvTtc: o.price! })),
    },
    articleLinks: row.articleLinks,
    images: row.images,
    categoryIds: links.categoryIds.get(row.id) ?? [],
    shopIds: offers.map((o) => o.shopExternalId),
    stock: row.stock,
  };
}

type CategoryRow = typeof categories.$inferSelect;

function withArticles(cats: CategoryRow[], memberships: { categoryId: number; articleId: number }[], all: Article[]): Category[] {
  const byId = new Map(all.map((a) => [a.id, a]));
  return cats.map((c) => ({
    id: c.id,
    slug: c.slug,
    order: c.sortOrder,
    name: c.name,
    description: c.description,
    images: c.images,
    articles: memberships.filter((m) => m.categoryId === c.id).map((m) => byId.get(m.articleId)!).filter(Boolean),
  }));
}

/** A geographic group as visitors and the business read it (its shops aside). */
export const geoGroupOf = (g: typeof geoGroups.$inferSelect): Omit<GeoGroup, "shops"> => ({
  id: g.id,
  name: g.name,
  type: g.type,
  description: { short: g.descriptionShort, long: g.descriptionLong },
  image: g.image ?? null,
  order: g.sortOrder,
});

export class CatalogueStore {
  constructor(private db: Db) {}

  async shops(companyId: number): Promise<Shop[]> {
    const rows = await this.db.select().from(shops).where(eq(shops.companyId, companyId)).orderBy(asc(shops.sortOrder), asc(shops.id));
    return rows.map(toShop);
  }

  async shopBySlug(companyId: number, slug: string): Promise<Shop | null> {
    const [row] = await this.db.select().from(shops).where(and(eq(shops.companyId, companyId), eq(shops.slug, slug)));
    return row ? toShop(row) : null;
  }

  private async links(companyId: number, articleIds: number[]): Promise<ArticleLinks> {
    const categoryIds = new Map<number, number[]>();
    const offers = new Map<number, { shopExternalId: string; price: number | null }[]>();
    if (articleIds.length === 0) return { categoryIds, offers };
    const [cats, offered] = await Promise.all([
      this.db
        .select({ articleId: categoryArticles.articleId, categoryId: categoryArticles.categoryId })
        .from(categoryArticles)
        .where(and(eq(categoryArticles.companyId, companyId), inArray(categoryArticles.articleId, articleIds))),
      this.db
        .select({ articleId: shopArticles.articleId, shopExternalId: shops.externalId, price: shopArticles.price })
        .from(shopArticles)
        .innerJoin(shops, eq(shops.id, shopArticles.shopId))
        .where(and(eq(shopArticles.companyId, companyId), inArray(shopArticles.articleId, articleIds)))
        .orderBy(asc(shops.sortOrder), asc(shops.id)),
    ]);
    for (const c of cats) categoryIds.set(c.articleId, [...(categoryIds.get(c.articleId) ?? []), c.categoryId]);
    for (const o of offered) offers.set(o.articleId, [...(offers.get(o.articleId) ?? []), { shopExternalId: o.shopExternalId, price: o.price }]);
    return { categoryIds, offers };
  }

  async articles(companyId: number, filter: { type?: Article["type"]; ids?: number[]; slug?: string } = {}): Promise<Article[]> {
    const where = [eq(articles.companyId, companyId)];
    if (filter.type) where.push(eq(articles.type, filter.type));
    if (filter.ids) where.push(inArray(articles.id, filter.ids.length ? filter.ids : [-1]));
    if (filter.slug) where.push(eq(articles.slug, filter.slug));
    const query = this.db.select().from(articles).where(and(...where)).orderBy(asc(articles.sortOrder), asc(articles.id));
    // Ids known in advance: rows and links in one round trip rather than two.
    if (filter.ids) {
      const [rows, links] = await Promise.all([query, this.links(companyId, filter.ids)]);
      return rows.map((r) => toArticle(r, links));
    }
    const rows = await query;
    const links = await this.links(companyId, rows.map((r) => r.id));
    return rows.map((r) => toArticle(r, links));
  }

  /** Categories of the services pages (or of the e-shop) in their order, each with its articles in their order within it. */
  async categories(companyId: number, filter: { slug?: string; kind?: "services" | "eshop" } = {}): Promise<Category[]> {
    const where = [eq(categories.companyId, companyId), eq(categories.kind, filter.kind ?? "services")];
    if (filter.slug) where.push(eq(categories.slug, filter.slug));
    // The company's memberships are read alongside its categories (one round trip), then kept
    // for the categories asked.
    const [cats, allMemberships] = await Promise.all([
      this.db.select().from(categories).where(and(...where)).orderBy(asc(categories.sortOrder), asc(categories.id)),
      this.db.select().from(categoryArticles).where(eq(categoryArticles.companyId, companyId)).orderBy(asc(categoryArticles.sortOrder)),
    ]);
    if (cats.length === 0) return [];
    const catIds = new Set(cats.map((c) => c.id));
    const memberships = allMemberships.filter((m) => catIds.has(m.categoryId));
    const all = await this.articles(companyId, { ids: [...new Set(memberships.map((m) => m.articleId))] });
    return withArticles(cats, memberships, all);
  }

  /** Everything the storefront lists of a company, read in two rounds (server/catalogue/snapshot.ts keeps it). */
  async everything(companyId: number): Promise<{ shops: Shop[]; categories: Category[]; eshopCategories: Category[]; articles: Article[] }> {
    const [shopList, cats, memberships, all] = await Promise.all([
      this.shops(companyId),
      this.db.select().from(categories).where(eq(categories.companyId, companyId)).orderBy(asc(categories.sortOrder), asc(categories.id)),
      this.db.select().from(categoryArticles).where(eq(categoryArticles.companyId, companyId)).orderBy(asc(categoryArticles.sortOrder)),
      this.articles(companyId),
    ]);
    const of = (kind: CategoryRow["kind"]) => withArticles(cats.filter((c) => c.kind === kind), memberships, all);
    return { shops: shopList, categories: of("services"), eshopCategories: of("eshop"), articles: all };
  }

  async geoGroups(companyId: number): Promise<Omit<GeoGroup, "shops">[]> {
    const rows = await this.db.select().from(geoGroups).where(eq(geoGroups.companyId, companyId)).orderBy(asc(geoGroups.sortOrder));
    return rows.map(geoGroupOf);
  }

  async shopDays(companyId: number, kind: "open" | "closed") {
    const rows = await this.db
      .select({ day: shopDays.day, hours: shopDays.hours, label: shopDays.label, shop: shops.externalId })
      .from(shopDays)
      .innerJoin(shops, eq(shops.id, shopDays.shopId))
      .where(and(eq(shopDays.companyId, companyId), eq(shopDays.kind, kind)))
      .orderBy(asc(shopDays.day));
    return rows.map((r) => ({ date: r.day, shopId: r.shop, hours: r.hours, label: r.label }));
  }
}
