// Catalogue reads (spec §7 Catalogue). Visitors only ever see what domain/catalogue.ts lets them
// list: drafts and upsell-only services never leave the server.
import * as op from "../../../contract/catalogue";
import { groupShopsByGeoGroup, isListableProduct, isListableService, listableCategories } from "../../../domain/catalogue";
import { NotFound } from "../../../domain/errors";
import type { Article } from "../../../domain/types";
import { firstFreeTimes } from "../../catalogue/first-free";
import { finderGroups, listedBusinesses } from "../../catalogue/marketplace";
import { findShops, type FoundShop } from "../../catalogue/shop-finder";
import { catalogueSnapshot } from "../../catalogue/snapshot";
import { CatalogueStore } from "../../catalogue/store";
import type { ApiEnv } from "../context";
import { handle, resourceRoutes } from "../route";

type Ctx = { get<K extends "services" | "company">(k: K): ApiEnv["Variables"][K] };
const store = (c: Ctx) => new CatalogueStore(c.get("services").db);
/** The company's shops, categories and articles, kept in the process under its version. */
const snapshot = (c: Ctx) => catalogueSnapshot(c.get("services").db, c.get("company"));
const visible = (a: Article) => (a.type === "2" ? isListableProduct(a) : isListableService(a));

export const catalogueRoutes = resourceRoutes();

handle(catalogueRoutes, op.listShops, async (c) => c.json({ shops: (await snapshot(c)).shops }, 200));

handle(catalogueRoutes, op.searchShops, async (c) => {
  const { q, lat, lng, radius, page, group, ids } = c.req.valid("query");
  const position = lat !== undefined && lng !== undefined ? { lat, lng } : null;
  const { db, companies } = c.get("services");
  const company = c.get("company");
  const listed = await listedBusinesses(db, companies, company, company.site);
  const [found, groups] = await Promise.all([findShops(db, listed, company.id, c.get("lang"), { q, position, radiusKm: radius, page, groups: group, ids }), finderGroups(db, listed)]);
  // each bookable result's first free times, from its own business's availability
  const owners = new Map(listed.map((b) => [b.company.id, b.company]));
  const withTimes = (list: FoundShop[]) =>
    Promise.all(list.map(async (s) => (s.href === null ? s : { ...s, appointments: await firstFreeTimes({ db, company: owners.get(s.business.id)! }, s, c.get("now")) })));
  return c.json({ ...found, shops: await withTimes(found.shops), suggestions: await withTimes(found.suggestions), groups }, 200);
});

handle(catalogueRoutes, op.shopBySlug, async (c) => {
  const slug = c.req.valid("param").slug;
  const shop = (await snapshot(c)).shops.find((s) => s.slug === slug);
  if (!shop) throw new NotFound("shop_not_found", { slug: "unknown" });
  return c.json({ shop }, 200);
});

handle(catalogueRoutes, op.listCategories, async (c) => c.json({ categories: listableCategories((await snapshot(c)).categories) }, 200));

handle(catalogueRoutes, op.categoryBySlug, async (c) => {
  const slug = c.req.valid("param").slug;
  const [category] = listableCategories((await snapshot(c)).categories.filter((k) => k.slug === slug));
  if (!category) throw new NotFound("category_not_found", { slug: "unknown" });
  return c.json({ category }, 200);
});

handle(catalogueRoutes, op.listArticles, async (c) => {
  const type = c.req.valid("query").type;
  const list = (await snapshot(c)).articles.filter((a) => !type || a.type === type);
  return c.json({ articles: list.filter(visible) }, 200);
});

handle(catalogueRoutes, op.articleBySlug, async (c) => {
  const slug = c.req.valid("param").slug;
  const [article] = (await snapshot(c)).articles.filter((a) => a.slug === slug && visible(a));
  if (!article) throw new NotFound("article_not_found", { slug: "unknown" });
  return c.json({ article }, 200);
});

handle(catalogueRoutes, op.articleById, async (c) => {
  const id = c.req.valid("param").id;
  const [article] = (await snapshot(c)).articles.filter((a) => a.id === id && visible(a));
  if (!article) throw new NotFound("article_not_found", { id: "unknown" });
  return c.json({ article }, 200);
});

handle(catalogueRoutes, op.listGeoGroups, async (c) => {
  const companyId = c.get("company").id;
  const [groups, { shops }] = await Promise.all([store(c).geoGroups(companyId), snapshot(c)]);
  return c.json({ geogroupments: groupShopsByGeoGroup(shops, groups.map((g) => ({ ...g, shops: [] }))) }, 200);
});

handle(catalogueRoutes, op.listOpenDays, async (c) => c.json({ opendays: await store(c).shopDays(c.get("company").id, "open") }, 200));
handle(catalogueRoutes, op.listClosedDays, async (c) => c.json({ closeddays: await store(c).shopDays(c.get("company").id, "closed") }, 200));
