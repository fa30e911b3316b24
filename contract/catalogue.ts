// The catalogue (spec §7 'Catalogue', §5 visibility): shops, categories with their services,
// articles, geographic groups, and the shops' exceptional opening and closing days. Visitors only
// ever get what domain/catalogue.ts lets them list.
import { z } from "zod";
import { articleSchema, articleTypeSchema, categorySchema, geoGroupSchema, hourRangeSchema, localisedSchema, shopSchema } from "../domain/entities";
import { operation } from "./operation";
import { idText, slug } from "./vocabulary";

/** An exceptional day of a shop: open (with its hours) or closed. */
export const shopDaySchema = z.object({ date: z.string(), shopId: z.string(), hours: z.array(hourRangeSchema), label: localisedSchema });

const bySlug = z.object({ slug });

export const listShops = operation({
  method: "get",
  path: "/shops",
  tag: "catalogue",
  summary: "The company's shops, in their order",
  access: "company",
  status: 200,
  response: z.object({ shops: z.array(shopSchema) }),
  errors: [],
});

export const shopBySlug = operation({
  method: "get",
  path: "/shops/slug/{slug}",
  tag: "catalogue",
  summary: "One shop by its slug",
  access: "company",
  params: bySlug,
  status: 200,
  response: z.object({ shop: shopSchema }),
  errors: [400, 404],
});

export const listCategories = operation({
  method: "get",
  path: "/categories",
  tag: "catalogue",
  summary: "The categories customers see, each with its listable services in order",
  access: "company",
  status: 200,
  response: z.object({ categories: z.array(categorySchema) }),
  errors: [],
});

export const categoryBySlug = operation({
  method: "get",
  path: "/categories/slug/{slug}",
  tag: "catalogue",
  summary: "One category by its slug",
  access: "company",
  params: bySlug,
  status: 200,
  response: z.object({ category: categorySchema }),
  errors: [400, 404],
});

export const listArticles = operation({
  method: "get",
  path: "/articles",
  tag: "catalogue",
  summary: "The articles customers see: services ('1'), products ('2'), packages ('4')",
  access: "company",
  query: z.object({ type: articleTypeSchema.optional() }),
  status: 200,
  response: z.object({ articles: z.array(articleSchema) }),
  errors: [400],
});

export const articleBySlug = operation({
  method: "get",
  path: "/articles/slug/{slug}",
  tag: "catalogue",
  summary: "One article by its slug",
  access: "company",
  params: bySlug,
  status: 200,
  response: z.object({ article: articleSchema }),
  errors: [400, 404],
});

export const articleById = operation({
  method: "get",
  path: "/articles/{id}",
  tag: "catalogue",
  summary: "One article by its id",
  access: "company",
  params: z.object({ id: idText }),
  status: 200,
  response: z.object({ article: articleSchema }),
  errors: [400, 404],
});

export const listGeoGroups = operation({
  method: "get",
  path: "/geogroupments",
  tag: "catalogue",
  summary: "The shops grouped by geographic group, the shops of none in the group 'Other'",
  access: "company",
  status: 200,
  response: z.object({ geogroupments: z.array(geoGroupSchema) }),
  errors: [],
});

export const listOpenDays = operation({
  method: "get",
  path: "/opendays",
  tag: "catalogue",
  summary: "Days a shop opens outside its usual hours",
  access: "company",
  status: 200,
  response: z.object({ opendays: z.array(shopDaySchema) }),
  errors: [],
});

export const listClosedDays = operation({
  method: "get",
  path: "/closeddays",
  tag: "catalogue",
  summary: "Days a shop is closed",
  access: "company",
  status: 200,
  response: z.object({ closeddays: z.array(shopDaySchema) }),
  errors: [],
});
