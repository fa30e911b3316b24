// The business's content (spec §7 'Content'): visitors read what is published and current; a
// company user of this company (route access 'provider') writes.
import * as op from "../../../contract/content";
import * as content from "../../content/store";
import * as written from "../../content/written";
import { editor } from "../editor";
import { handle, resourceRoutes } from "../route";

export const contentRoutes = resourceRoutes();

type Ctx = { get(k: "services"): { db: import("../../db").Db }; get(k: "company"): { id: number } };
const where = (c: Ctx) => [c.get("services").db, c.get("company").id] as const;

// The fixed paths as written first, so that 'written' is never read as an id.
handle(contentRoutes, op.listWrittenPosts, async (c) => c.json(await written.writtenPosts(...where(c), c.get("now")), 200));
handle(contentRoutes, op.writtenPostById, async (c) => c.json({ post: await written.writtenPost(...where(c), c.req.valid("param").id, c.get("now")) }, 200));
handle(contentRoutes, op.listWrittenEvents, async (c) => c.json({ events: await written.writtenEvents(...where(c)) }, 200));
handle(contentRoutes, op.listWrittenAlerts, async (c) => c.json({ alerts: await written.writtenAlerts(...where(c)) }, 200));

handle(contentRoutes, op.listPostCategories, async (c) => c.json({ postcategories: await content.listPostCategories(...where(c)) }, 200));
handle(contentRoutes, op.postCategoryById, async (c) => c.json({ postcategory: await content.postCategory(...where(c), c.req.valid("param").id) }, 200));
handle(contentRoutes, op.createPostCategory, async (c) => c.json({ postcategory: await content.savePostCategory(...where(c), c.req.valid("json"), editor(c)) }, 201));
handle(contentRoutes, op.updatePostCategory, async (c) => c.json({ postcategory: await content.savePostCategory(...where(c), c.req.valid("json"), editor(c), c.req.valid("param").id) }, 200));
handle(contentRoutes, op.deletePostCategory, async (c) => {
  await content.deletePostCategory(...where(c), c.req.valid("param").id, editor(c));
  return c.body(null, 204);
});

handle(contentRoutes, op.listPosts, async (c) => {
  const q = c.req.valid("query");
  return c.json(await content.listPosts(...where(c), { ...q, lang: q.lang ?? c.get("lang") }, c.get("now")), 200);
});
handle(contentRoutes, op.postBySlug, async (c) => c.json(await content.postBySlug(...where(c), c.req.valid("param").slug, c.get("lang"), c.get("now")), 200));
handle(contentRoutes, op.postById, async (c) => c.json({ post: await content.postById(...where(c), c.req.valid("param").id, c.get("now")) }, 200));
handle(contentRoutes, op.createPost, async (c) => c.json({ post: await content.savePost(...where(c), c.req.valid("json"), editor(c)) }, 201));
handle(contentRoutes, op.updatePost, async (c) => c.json({ post: await content.savePost(...where(c), c.req.valid("json"), editor(c), c.req.valid("param").id) }, 200));
handle(contentRoutes, op.deletePost, async (c) => {
  await content.deletePost(...where(c), c.req.valid("param").id, editor(c));
  return c.body(null, 204);
});

handle(contentRoutes, op.listEvents, async (c) => c.json({ events: await content.currentEvents(...where(c), c.get("now")) }, 200));
handle(contentRoutes, op.createEvent, async (c) => c.json({ event: await content.saveEvent(...where(c), c.req.valid("json"), editor(c)) }, 201));
handle(contentRoutes, op.updateEvent, async (c) => c.json({ event: await content.saveEvent(...where(c), c.req.valid("json"), editor(c), c.req.valid("param").id) }, 200));
handle(contentRoutes, op.deleteEvent, async (c) => {
  await content.deleteEvent(...where(c), c.req.valid("param").id, editor(c));
  return c.body(null, 204);
});

handle(contentRoutes, op.listAlerts, async (c) => c.json({ alerts: await content.currentAlerts(...where(c), c.get("now")) }, 200));
handle(contentRoutes, op.createAlert, async (c) => c.json({ alert: await content.saveAlert(...where(c), c.req.valid("json"), editor(c)) }, 201));
handle(contentRoutes, op.updateAlert, async (c) => c.json({ alert: await content.saveAlert(...where(c), c.req.valid("json"), editor(c), c.req.valid("param").id) }, 200));
handle(contentRoutes, op.deleteAlert, async (c) => {
  await content.deleteAlert(...where(c), c.req.valid("param").id, editor(c));
  return c.body(null, 204);
});
