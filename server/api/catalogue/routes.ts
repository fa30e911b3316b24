// Catalogue reads (spec §7 Catalogue). Visitors only ever see what domain/catalogue.ts lets them
// list: drafts and upsell-only services never leave the server.
import * as op from "../../../contract/catalogue";
import { groupShopsByGeoGroup, isListableProduct, isListableService, listableCategories } from "../../../domain/catalogue";
import { NotFound } from "../../../domain/errors";
import type { Article } from "../../../domain/types";
import { CatalogueStore } from "../../catalogue/store";
import type { ApiEnv } from "../context";
import { handle, resourceRoutes } from "../route";

const store = (c: { get(k: "services"): ApiEnv["Variables"]["services"] }) => new CatalogueStore(c.get("services").db);
const visible = (a: Article) => (a.type === "2" ? isListableProduct(a) : isListableService(a));

export const catalogueRoutes = resourceRoutes();

handle(catalogueRoutes, op.listShops, async (c) => c.json({ shops: await store(c).shops(c.get("company").id) }, 200));

handle(catalogueRoutes, op.shopBySlug, async (c) => {
  const shop = await store(c).shopBySlug(c.get("company").id, c.req.valid("param").slug);
  if (!shop) throw new NotFound("shop_not_found", { slug: "unknown" });
  return c.json({ shop }, 200);
});

handle(catalogueRoutes, op.listCategories, async (c) => c.json({ categories: listableCategories(await store(c).categories(c.get("company").id)) }, 200));

handle(catalogueRoutes, op.categoryBySlug, async (c) => {
  const [category] = listableCategories(await store(c).categories(c.get("company").id, { slug: c.req.valid("param").slug }));
  if (!category) throw new NotFound("category_not_found", { slug: "unknown" });
  return c.json({ category }, 200);
});

handle(catalogueRoutes, op.listArticles, async (c) => {
  const list = await store(c).articles(c.get("company").id, { type: c.req.valid("query").type });
  return c.json({ articles: list.filter(visible) }, 200);
});

handle(catalogueRoutes, op.articleBySlug, async (c) => {
  const [article] = (await store(c).articles(c.get("company").id, { slug: c.req.valid("param").slug })).filter(visible);
  if (!article) throw new NotFound("article_not_found", { slug: "unknown" });
  return c.json({ article }, 200);
});

handle(catalogueRoutes, op.articleById, async (c) => {
  const [article] = (await store(c).articles(c.get("company").id, { ids: [c.req.valid("param").id] })).filter(visible);
  if (!article) throw new NotFound("article_not_found", { id: "unknown" });
  return c.json({ article }, 200);
});

handle(catalogueRoutes, op.listGeoGroups, async (c) => {
  const companyId = c.get("company").id;
  const [groups, shops] = await Promise.all([store(c).geoGroups(companyId), store(c).shops(companyId)]);
  return c.json({ geogroupments: groupShopsByGeoGroup(shops, groups.map((g) => ({ ...g, shops: [] }))) }, 200);
});

handle(catalogueRoutes, op.listOpenDays, async (c) => c.json({ opendays: await store(c).shopDays(c.get("company").id, "open") }, 200));
handle(catalogueRoutes, op.listClosedDays, async (c) => c.json({ closeddays: await store(c).shopDays(c.get("company").id, "closed") }, 200));
