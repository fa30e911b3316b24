// The categories written by the business (contract/categories.ts); visitors read them through the catalogue.
import { requestScope } from "../scope";
import * as op from "../../../contract/categories";
import * as work from "../../catalogue/category-writes";
import { editor } from "../editor";
import { handle, resourceRoutes } from "../route";

export const categoryRoutes = resourceRoutes();

handle(categoryRoutes, op.createCategory, async (c) => c.json({ category: await work.saveCategory(requestScope(c), c.req.valid("json"), editor(c)) }, 201));
handle(categoryRoutes, op.updateCategory, async (c) => c.json({ category: await work.saveCategory(requestScope(c), c.req.valid("json"), editor(c), c.req.valid("param").id) }, 200));
handle(categoryRoutes, op.deleteCategory, async (c) => {
  await work.deleteCategory(requestScope(c), c.req.valid("param").id, editor(c));
  return c.body(null, 204);
});
handle(categoryRoutes, op.linkCategoryArticle, async (c) => {
  await work.linkCategoryArticle(requestScope(c), c.req.valid("param").id, c.req.valid("json"), editor(c));
  return c.body(null, 204);
});
handle(categoryRoutes, op.unlinkCategoryArticle, async (c) => {
  await work.unlinkCategoryArticle(requestScope(c), c.req.valid("param").id, c.req.valid("query").categoryId, editor(c));
  return c.body(null, 204);
});
