// Catalogue reads (spec §7 Catalogue). Visitors only ever see what domain/catalogue.ts lets
// them list: drafts and upsell-only services never leave the server.
import { NotFound } from "../../../domain/errors";
import { Hono } from "hono";
import { z } from "zod";
import { groupShopsByGeoGroup, isListableProduct, isListableService, listableCategories } from "../../../domain/catalogue";
import type { Article } from "../../../domain/types";
import { CatalogueStore } from "../../catalogue/store";
import type { ApiEnv } from "../context";
import { parseOr400 } from "../http";

const missing = (code: "shop_not_found" | "category_not_found" | "article_not_found", field: string) =>
  new NotFound(code, { [field]: "unknown" });

const store = (c: { get(k: "services"): ApiEnv["Variables"]["services"] }) => new CatalogueStore(c.get("services").db);
const visible = (a: Article) => (a.type === "2" ? isListableProduct(a) : isListableService(a));
const typeQuery = z.object({ type: z.enum(["1", "2", "4"]).optional() });
const idParam = z.object({ id: z.string().regex(/^\d{1,9}$/, "must be a positive whole number").transform(Number).pipe(z.number().int().positive()) });
const slugParam = z.object({ slug: z.string().min(1).max(200) });

export const catalogueRoutes = new Hono<ApiEnv>()
  .get("/shops", async (c) => c.json({ shops: await store(c).shops(c.get("company").id) }))
  .get("/shops/slug/:slug", async (c) => {
    const { slug } = parseOr400(slugParam, c.req.param());
    const shop = await store(c).shopBySlug(c.get("company").id, slug);
    if (!shop) throw missing("shop_not_found", "slug");
    return c.json({ shop });
  })
  .get("/categories", async (c) => {
    const all = await store(c).categories(c.get("company").id);
    return c.json({ categories: listableCategories(all) });
  })
  .get("/categories/slug/:slug", async (c) => {
    const { slug } = parseOr400(slugParam, c.req.param());
    const [category] = listableCategories(await store(c).categories(c.get("company").id, { slug }));
    if (!category) throw missing("category_not_found", "slug");
    return c.json({ category });
  })
  .get("/articles", async (c) => {
    const { type } = parseOr400(typeQuery, c.req.query());
    const list = await store(c).articles(c.get("company").id, { type });
    return c.json({ articles: list.filter(visible) });
  })
  .get("/articles/slug/:slug", async (c) => {
    const { slug } = parseOr400(slugParam, c.req.param());
    const [article] = (await store(c).articles(c.get("company").id, { slug })).filter(visible);
    if (!article) throw missing("article_not_found", "slug");
    return c.json({ article });
  })
  .get("/articles/:id", async (c) => {
    const { id } = parseOr400(idParam, c.req.param());
    const [article] = (await store(c).articles(c.get("company").id, { ids: [id] })).filter(visible);
    if (!article) throw missing("article_not_found", "id");
    return c.json({ article });
  })
  .get("/geogroupments", async (c) => {
    const companyId = c.get("company").id;
    const [groups, shops] = await Promise.all([store(c).geoGroups(companyId), store(c).shops(companyId)]);
    return c.json({ geogroupments: groupShopsByGeoGroup(shops, groups.map((g) => ({ ...g, shops: [] }))) });
  })
  .get("/opendays", async (c) => c.json({ opendays: await store(c).shopDays(c.get("company").id, "open") }))
  .get("/closeddays", async (c) => c.json({ closeddays: await store(c).shopDays(c.get("company").id, "closed") }));
