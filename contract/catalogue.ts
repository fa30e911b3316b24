// The catalogue (spec §7 'Catalogue', §5 visibility): shops, categories with their services,
// articles, geographic groups, and the shops' exceptional opening and closing days. Visitors only
// ever get what domain/catalogue.ts lets them list.
import { z } from "zod";
import { articleSchema, articleTypeSchema, categorySchema, geoGroupSchema, hourRangeSchema, localisedSchema, shopSchema } from "../domain/entities";
import { operations } from "./operation";
import { idText, slug } from "./vocabulary";

const { get } = operations("catalogue");

/** An exceptional day of a shop: open (with its hours) or closed. */
export const shopDaySchema = z.object({ date: z.string(), shopId: z.string(), hours: z.array(hourRangeSchema), label: localisedSchema });

const bySlug = z.object({ slug });
export const listShops = get("/shops", "The company's shops, in their order", { response: z.object({ shops: z.array(shopSchema) }) });
export const shopBySlug = get("/shops/slug/{slug}", "One shop by its slug", { params: bySlug, response: z.object({ shop: shopSchema }), errors: [400, 404] });
export const listCategories = get("/categories", "The categories customers see, each with its listable services in order", { response: z.object({ categories: z.array(categorySchema) }) });
export const categoryBySlug = get("/categories/slug/{slug}", "One category by its slug", { params: bySlug, response: z.object({ category: categorySchema }), errors: [400, 404] });
export const listArticles = get("/articles", "The articles customers see: services ('1'), products ('2'), packages ('4')", { query: z.object({ type: articleTypeSchema.optional() }), response: z.object({ articles: z.array(articleSchema) }), errors: [400] });
export const articleBySlug = get("/articles/slug/{slug}", "One article by its slug", { params: bySlug, response: z.object({ article: articleSchema }), errors: [400, 404] });
export const articleById = get("/articles/{id}", "One article by its id", { params: z.object({ id: idText }), response: z.object({ article: articleSchema }), errors: [400, 404] });
export const listGeoGroups = get("/geogroupments", "The shops grouped by geographic group, the shops of none in the group 'Other'", { response: z.object({ geogroupments: z.array(geoGroupSchema) }) });
export const listOpenDays = get("/opendays", "Days a shop opens outside its usual hours", { response: z.object({ opendays: z.array(shopDaySchema) }) });
export const listClosedDays = get("/closeddays", "Days a shop is closed", { response: z.object({ closeddays: z.array(shopDaySchema) }) });
