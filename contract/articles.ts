// The articles written by the business (spec §3 'Service (article)', §7 'Articles: ... CRUD',
// 'articles/artebeaute'): services ('1'), packages of services ('4') and products ('2'), their
// five-language names and descriptions, base (weekend) and weekday prices, the price at each shop,
// durations and pauses, the booker's flags, the employees who perform a service and the equipments
// it needs, and the mapping to an external salon system's ids. The owner writes the catalogue; a
// manager sets the price and the offer at their shops through shops/link/article (decision 218).
// Every write moves the company's version: the storefront shows it at the next request.
import { z } from "zod";
import { articleSchema, articleTypeSchema } from "../domain/entities";
import { depositRuleSchema } from "../domain/deposit-schema";
import { EVERYONE, MANAGERS, OWNERS } from "../domain/roles";
import { cents, externalRef, localisedLine, localisedName, order, slugField } from "./business-words";
import { writtenCategorySchema } from "./categories";
import { imageInput } from "./content";
import { operations } from "./operation";
import { id, idText } from "./vocabulary";

const { get, put, post, del } = operations("articles");
const reader = { access: "provider", allow: EVERYONE } as const;
const owner = { access: "provider", allow: OWNERS } as const;
// a manager adds a service or a product at their own shops (decision 240); the rest of the catalogue is the owner's
const team = { access: "provider", allow: MANAGERS } as const;

const minutes = (max: number) => z.number().int("must be whole minutes").min(0, "must not be negative").max(max, `at most ${max} minutes`);
const ids = (max: number) => z.array(id).max(max);

export const bookerInput = z.object({
  /** bookable online */
  active: z.boolean(),
  /** minutes */
  duration: minutes(24 * 60),
  /** minutes after the service, blocking the employee and the cabin */
  pause: minutes(8 * 60).optional(),
  /** percent */
  vat: z.number().min(0).max(100).optional(),
  /** offered only as an addition to another service, never listed alone */
  upsellOnly: z.boolean().optional(),
  /** the services (ids) proposed with this one */
  upsells: ids(50).optional(),
  /** products: the stock is tracked */
  enableStock: z.boolean().optional(),
  priceTime: z.object({ active: z.boolean(), prices: z.array(z.object({ duration: minutes(24 * 60), value: cents })).max(20) }).optional(),
  /** the customers the service requires (the price is for all of them) */
  nbCustomerRequired: z.number().int().min(1).max(20).optional(),
  /** a package ('4'): the services (ids) it books together, in order */
  packageServiceIds: ids(20).optional(),
  deposit: depositRuleSchema.nullable().optional(),
});

export const articleInput = z
  .object({
    type: articleTypeSchema,
    /** null: not listed on the storefront (spec §5: only articles with a slug are listed) */
    slug: slugField.nullable().optional(),
    name: localisedName,
    description: localisedLine(10_000).optional(),
    /** hidden from customers while it is prepared */
    draft: z.boolean().optional(),
    /** the base price, charged at the weekend (cents) */
    price: cents,
    /** the weekday price when it differs (cents) */
    weekPrice: cents.nullable().optional(),
    artebeauteId: externalRef.nullable().optional(),
    booker: bookerInput,
    images: z.array(imageInput).max(20).optional(),
    order: order.optional(),
    /** products: units in stock */
    stock: z.number().int().min(0).max(1_000_000).nullable().optional(),
    /** given: the shops that offer it, each at its own price (cents) or the article's (null); replaces the offers */
    shops: z.array(z.object({ shopId: id, price: cents.nullable().optional() })).max(500).optional(),
    /** given: the employees (ids) who perform this service; replaces them */
    employeeIds: ids(500).optional(),
    /** given: the equipments (resource ids) this service needs; replaces them */
    equipmentIds: ids(200).optional(),
    /** given: the categories that list it (a new one at its end); replaces them */
    categoryIds: ids(100).optional(),
  })
  .superRefine((a, ctx) => {
    const service = a.type !== "2";
    if (a.type === "4" && !a.booker.packageServiceIds?.length) ctx.addIssue({ code: "custom", path: ["booker", "packageServiceIds"], message: "a package needs its services" });
    if (a.type !== "4" && a.booker.packageServiceIds?.length) ctx.addIssue({ code: "custom", path: ["booker", "packageServiceIds"], message: "only a package ('4') has services" });
    if (!service && a.employeeIds?.length) ctx.addIssue({ code: "custom", path: ["employeeIds"], message: "a product is performed by no one" });
    if (!service && a.equipmentIds?.length) ctx.addIssue({ code: "custom", path: ["equipmentIds"], message: "a product needs no equipment" });
    if (service && a.stock != null) ctx.addIssue({ code: "custom", path: ["stock"], message: "only a product ('2') has a stock" });
    const shopIds = (a.shops ?? []).map((s) => s.shopId);
    if (new Set(shopIds).size !== shopIds.length) ctx.addIssue({ code: "custom", path: ["shops"], message: "a shop is named twice" });
  });

/** The article as written: the storefront's shape, with drafts, and who performs it and what it needs. */
export const writtenArticleSchema = articleSchema.extend({ order: z.number(), employeeIds: z.array(z.number()), equipmentIds: z.array(z.number()) });
export type WrittenArticle = z.infer<typeof writtenArticleSchema>;

const byId = z.object({ id: idText });
const answer = z.object({ article: writtenArticleSchema });
const mapping = z.object({ id: z.number(), type: z.string(), name: z.string(), artebeauteId: z.string().nullable() });

// The fixed paths first: 'artebeaute' is never read as an article's id.
export const articleMappings = get("/articles/artebeaute", "Each article's id in the external salon system, products with type=2 (company user)", {
  ...reader,
  query: z.object({ type: articleTypeSchema.optional() }),
  response: z.object({ articles: z.array(mapping) }),
  errors: [400, 401],
});
export const putArticleMapping = put("/articles/artebeaute", "Sets an article's id in the external salon system (company user)", {
  ...owner,
  body: z.object({ id, artebeauteId: externalRef.nullable() }),
  response: z.object({ article: mapping }),
  errors: [400, 401, 404, 409],
});
export const writtenCatalogue = get("/articles/written", "The catalogue as the business wrote it: every category (both kinds) with its articles' ids in order, every article with drafts, prices per shop, employees and equipments (company user)", {
  ...team,
  response: z.object({
    categories: z.array(writtenCategorySchema.extend({ articleIds: z.array(z.number()) })),
    articles: z.array(writtenArticleSchema),
    /** the shops (ids) the caller writes prices and offers at; null: every shop (the owner) */
    yourShops: z.array(z.number()).nullable(),
  }),
  errors: [401],
});
export const createArticle = post("/articles", "Adds a service, package or product; a manager adds one offered at their own shops only (company user)", { ...team, body: articleInput, status: 201, response: answer, errors: [400, 401, 404, 409] });
export const updateArticle = put("/articles/{id}", "Replaces an article; its shops, employees and equipments when given (company user)", {
  ...owner,
  params: byId,
  body: articleInput,
  response: answer,
  errors: [400, 401, 404, 409],
});
export const deleteArticle = del("/articles/{id}", "Removes an article nothing else names: else 409 in_use naming what does (company user)", {
  ...owner,
  params: byId,
  status: 204,
  errors: [400, 401, 404, 409],
});
