// The articles written by the business (contract/articles.ts); visitors read them through the catalogue.
import { requestScope } from "../scope";
import * as op from "../../../contract/articles";
import * as work from "../../catalogue/article-writes";
import { writtenCatalogue } from "../../catalogue/written-catalogue";
import { shopsOf } from "../../accounts/team";
import { editor } from "../editor";
import { handle, resourceRoutes } from "../route";

export const articleRoutes = resourceRoutes();

// The fixed paths first (and this module before the catalogue's GET /articles/{id}).
handle(articleRoutes, op.articleMappings, async (c) => c.json({ articles: await work.articleMappings(requestScope(c), c.req.valid("query").type) }, 200));
handle(articleRoutes, op.putArticleMapping, async (c) => c.json({ article: await work.putArticleMapping(requestScope(c), c.req.valid("json"), editor(c)) }, 200));
handle(articleRoutes, op.writtenCatalogue, async (c) => c.json({ ...(await writtenCatalogue(requestScope(c))), yourShops: shopsOf(c.get("companyUser")!) as number[] | null }, 200));
handle(articleRoutes, op.createArticle, async (c) => c.json({ article: await work.saveArticle(requestScope(c), c.req.valid("json"), editor(c)) }, 201));
handle(articleRoutes, op.updateArticle, async (c) => c.json({ article: await work.saveArticle(requestScope(c), c.req.valid("json"), editor(c), c.req.valid("param").id) }, 200));
handle(articleRoutes, op.deleteArticle, async (c) => {
  await work.deleteArticle(requestScope(c), c.req.valid("param").id, editor(c));
  return c.body(null, 204);
});
