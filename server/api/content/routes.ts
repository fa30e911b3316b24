// The business's content (spec §7 'Content'): visitors read what is published and current; a
// company user of this company (route access 'provider') writes.
import * as op from "../../../contract/content";
import * as content from "../../content/store";
import { handle, resourceRoutes } from "../route";

export const contentRoutes = resourceRoutes();

type Ctx = { get(k: "services"): { db: import("../../db").Db }; get(k: "company"): { id: number } };
const where = (c: Ctx) => [c.get("services").db, c.get("company").id] as const;

handle(contentRoutes, op.listPostCategories, async (c) => c.json({ postcategories: await content.listPostCategories(...where(c)) }, 200));
handle(contentRoutes, op.postCategoryById, async (c) => c.json({ postcategory: await content.postCategory(...where(c), c.req.valid("param").id) }, 200));
handle(contentRoutes, op.createPostCategory, async (c) => c.json({ postcategory: await content.savePostCategory(...where(c), c.req.valid("json")) }, 201));
handle(contentRoutes, op.updatePostCategory, async (c) => c.json({ postcategory: await content.savePostCategory(...where(c), c.req.valid("json"), c.req.valid("param").id) }, 200));
handle(contentRoutes, op.deletePostCategory, async (c) => {
  await content.deletePostCategory(...where(c), c.req.valid("param").id);
  return c.body(null, 204);
});

handle(contentRoutes, op.listPosts, async (c) => {
  const q = c.req.valid("query");
  return c.json(await content.listPosts(...where(c), { ...q, lang: q.lang ?? c.get("lang") }, c.get("now")), 200);
});
handle(contentRoutes, op.postBySlug, async (c) => c.json(await content.postBySlug(...where(c), c.req.valid("param").slug, c.get("lang"), c.get("now")), 200));
handle(contentRoutes, op.postById, async (c) => c.json({ post: await content.postById(...where(c), c.req.valid("param").id, c.get("now")) }, 200));
handle(contentRoutes, op.createPost, async (c) => c.json({ post: await content.savePost(...where(c), c.req.valid("json"), c.get("now")) }, 201));
handle(contentRoutes, op.updatePost, async (c) => c.json({ post: await content.savePost(...where(c), c.req.valid("json"), c.get("now"), c.req.valid("param").id) }, 200));
handle(contentRoutes, op.deletePost, async (c) => {
  await content.deletePost(...where(c), c.req.valid("param").id);
  return c.body(null, 204);
});

handle(contentRoutes, op.listEvents, async (c) => c.json({ events: await content.currentEvents(...where(c), c.get("now")) }, 200));
handle(contentRoutes, op.createEvent, async (c) => c.json({ event: await content.saveEvent(...where(c), c.req.valid("json")) }, 201));
handle(contentRoutes, op.updateEvent, async (c) => c.json({ event: await content.saveEvent(...where(c), c.req.valid("json"), c.req.valid("param").id) }, 200));
handle(contentRoutes, op.deleteEvent, async (c) => {
  await content.deleteEvent(...where(c), c.req.valid("param").id);
  return c.body(null, 204);
});

handle(contentRoutes, op.listAlerts, async (c) => c.json({ alerts: await content.currentAlerts(...where(c), c.get("now")) }, 200));
handle(contentRoutes, op.createAlert, async (c) => c.json({ alert: await content.saveAlert(...where(c), c.req.valid("json")) }, 201));
handle(contentRoutes, op.updateAlert, async (c) => c.json({ alert: await content.saveAlert(...where(c), c.req.valid("json"), c.req.valid("param").id) }, 200));
handle(contentRoutes, op.deleteAlert, async (c) => {
  await content.deleteAlert(...where(c), c.req.valid("param").id);
  return c.body(null, 204);
});
