// The categories written by the business (spec §7 'Categories: CRUD, slug lookup, link and unlink
// article through categories/link/article/{id}'): the services pages' and the e-shop's groups, in
// the five languages, and which articles each lists in which order. The owner writes them (they
// are the whole business's catalogue, decision 218); the storefront reads them at the next request.
import { z } from "zod";
import { localisedSchema, imageSchema } from "../domain/entities";
import { OWNERS } from "../domain/roles";
import { imageInput } from "./content";
import { localisedLine, localisedName, order, slugField } from "./business-words";
import { operations } from "./operation";
import { id, idText } from "./vocabulary";

const { post, put, del } = operations("categories");
const owner = { access: "provider", allow: OWNERS } as const;

export const categoryInput = z.object({
  slug: slugField,
  name: localisedName,
  description: localisedLine(5000).optional(),
  images: z.array(imageInput).max(20).optional(),
  order: order.optional(),
  kind: z.enum(["services", "eshop"]).optional(),
});

export const writtenCategorySchema = z.object({ id: z.number(), slug: z.string(), order: z.number(), name: localisedSchema, description: localisedSchema, images: z.array(imageSchema), kind: z.string() });

const byId = z.object({ id: idText });
const answer = z.object({ category: writtenCategorySchema });

export const createCategory = post("/categories", "Adds a category (company user)", { ...owner, body: categoryInput, status: 201, response: answer, errors: [400, 401, 409] });
export const updateCategory = put("/categories/{id}", "Replaces a category (company user)", { ...owner, params: byId, body: categoryInput, response: answer, errors: [400, 401, 404, 409] });
export const deleteCategory = del("/categories/{id}", "Removes a category; its articles stay (company user)", { ...owner, params: byId, status: 204, errors: [400, 401, 404] });
export const linkCategoryArticle = post("/categories/link/article/{id}", "The category lists the article (id), at its order when given (company user)", {
  ...owner,
  params: byId,
  body: z.object({ categoryId: id, order: order.optional() }),
  status: 204,
  errors: [400, 401, 404],
});
export const unlinkCategoryArticle = del("/categories/link/article/{id}", "The category no longer lists the article (id) (company user)", {
  ...owner,
  params: byId,
  query: z.object({ categoryId: idText }),
  status: 204,
  errors: [400, 401, 404],
});
