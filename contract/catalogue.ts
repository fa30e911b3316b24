// The catalogue (spec §7 'Catalogue', §5 visibility): shops, categories with their services,
// articles, geographic groups, and the shops' exceptional opening and closing days. Visitors only
// ever get what domain/catalogue.ts lets them list.
import { z } from "zod";
import { articleSchema, articleTypeSchema, categorySchema, geoGroupSchema, hourRangeSchema, localisedSchema, shopSchema } from "../domain/entities";
import { operations } from "./operation";
import { radiusFault, RADIUS_DEFAULT_KM } from "../domain/shop-search";
import { idText, MAX_ID, slug, text } from "./vocabulary";

const { get } = operations("catalogue");

/** An exceptional day of a shop: open (with its hours) or closed. */
export const shopDaySchema = z.object({ date: z.string(), shopId: z.string(), hours: z.array(hourRangeSchema), label: localisedSchema });

const bySlug = z.object({ slug });
export const listShops = get("/shops", "The company's shops, in their order", { response: z.object({ shops: z.array(shopSchema) }) });
/** A degree in a query string, as a decimal ('45.1848', '-0.57'), within ±`max`. */
const degree = (max: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/, "must be a decimal number of degrees such as '45.1848'")
    .transform(Number)
    .refine((v) => Math.abs(v) <= max, `must be between -${max} and ${max}`);

/**
 * A finder result: the shop, the business it belongs to (a marketplace lists several: decision
 * 201), where selecting it leads (null when it takes no online booking), and its first free times
 * (date YYYYMMDD → service id → shop-local times) when it does.
 */
const foundShopSchema = shopSchema.extend({
  business: z.object({ id: z.number(), name: z.string() }),
  href: z.string().nullable(),
  appointments: z.record(z.string(), z.record(z.string(), z.array(z.string()))).optional(),
});
/** The geographic groups the finder filters by: one per name across the listed businesses, with every id it stands for. */
const finderGroupSchema = z.object({ ids: z.array(z.number()), name: localisedSchema });

export const searchShops = get("/shops/search", "The shop finder (spec §4, §5, §9): with a position (lat, lng) and no text, the shops within `radius` km (1–250, default 100), nearest first; with a text `q`, the shops whose name, city, country or address holds every word (any case, any accent), or whose postcode starts with the digits typed (else with their first two), nearest first when a position is given; six a page, each with its `distance` in metres when a position is given, and on a first page of fewer than six, `suggestions` to fill it", {
  query: z
    .object({
      q: text(100).optional(),
      lat: degree(90).optional(),
      lng: degree(180).optional(),
      radius: z
        .string()
        .regex(/^\d{1,4}$/, "must be a whole number of kilometres")
        .transform(Number)
        .superRefine((km, ctx) => {
          const fault = radiusFault(km);
          if (fault) ctx.addIssue({ code: "custom", message: fault });
        })
        .optional()
        .describe(`in km, default ${RADIUS_DEFAULT_KM}`),
      page: z.string().regex(/^[1-9]\d{0,3}$/, "must be a page number from 1").transform(Number).optional(),
      group: z
        .string()
        .regex(/^(-1|[1-9]\d{0,9})(,(-1|[1-9]\d{0,9})){0,49}$/, "must be geographic group ids joined by commas")
        .transform((v) => v.split(",").map(Number))
        .refine((ids) => ids.every((n) => n <= MAX_ID), "an id is too large")
        .optional()
        .describe("only the shops of these geographic groups (ids joined by commas; -1 is 'Autre(s)', the shops of no group)"),
      ids: z
        .string()
        .regex(/^[1-9]\d{0,9}(-[1-9]\d{0,9}){0,9}$/, "must be shop ids joined by dashes")
        .transform((v) => v.split("-").map(Number))
        .refine((ids) => ids.every((n) => n <= MAX_ID), "an id is too large")
        .optional()
        .describe("only these shops, in this order (the last-viewed cookie's ids, joined by dashes)"),
    })
    .superRefine((v, ctx) => {
      if (v.lat !== undefined && v.lng === undefined) ctx.addIssue({ code: "custom", path: ["lng"], message: "required with lat" });
      if (v.lng !== undefined && v.lat === undefined) ctx.addIssue({ code: "custom", path: ["lat"], message: "required with lng" });
    }),
  response: z.object({ shops: z.array(foundShopSchema), total: z.number(), page: z.number(), more: z.boolean(), suggestions: z.array(foundShopSchema), groups: z.array(finderGroupSchema) }),
  errors: [400],
});
export const shopBySlug = get("/shops/slug/{slug}", "One shop by its slug", { params: bySlug, response: z.object({ shop: shopSchema }), errors: [400, 404] });
export const listCategories = get("/categories", "The categories customers see, each with its listable services in order", { response: z.object({ categories: z.array(categorySchema) }) });
export const categoryBySlug = get("/categories/slug/{slug}", "One category by its slug", { params: bySlug, response: z.object({ category: categorySchema }), errors: [400, 404] });
export const listArticles = get("/articles", "The articles customers see: services ('1'), products ('2'), packages ('4')", { query: z.object({ type: articleTypeSchema.optional() }), response: z.object({ articles: z.array(articleSchema) }), errors: [400] });
export const articleBySlug = get("/articles/slug/{slug}", "One article by its slug", { params: bySlug, response: z.object({ article: articleSchema }), errors: [400, 404] });
export const articleById = get("/articles/{id}", "One article by its id", { params: z.object({ id: idText }), response: z.object({ article: articleSchema }), errors: [400, 404] });
export const listGeoGroups = get("/geogroupments", "The shops grouped by geographic group, the shops of none in the group 'Other'", { response: z.object({ geogroupments: z.array(geoGroupSchema) }) });
export const listOpenDays = get("/opendays", "Days a shop opens outside its usual hours", { response: z.object({ opendays: z.array(shopDaySchema) }) });
export const listClosedDays = get("/closeddays", "Days a shop is closed", { response: z.object({ closeddays: z.array(shopDaySchema) }) });
