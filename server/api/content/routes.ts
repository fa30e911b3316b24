// The business's content (spec §7 'Content'): visitors read what is published and current; a
// company user of this company (route access 'provider') writes.
import { requestScope } from "../scope";
import * as op from "../../../contract/content";
import * as content from "../../content/store";
import * as written from "../../content/written";
import { editor } from "../editor";
import { handle, resourceRoutes } from "../route";

export const contentRoutes = resourceRoutes();

// The fixed paths as written first, so that 'written' is never read as an id.
handle(contentRoutes, op.listWrittenPosts, async (c) => c.json(await written.writtenPosts(requestScope(c), c.get("now")), 200));
handle(contentRoutes, op.writtenPostById, async (c) => c.json({ post: await written.writtenPost(requestScope(c), c.req.valid("param").id, c.get("now")) }, 200));
handle(contentRoutes, op.listWrittenEvents, async (c) => c.json({ events: await written.writtenEvents(requestScope(c)) }, 200));
handle(contentRoutes, op.listWrittenAlerts, async (c) => c.json({ alerts: await written.writtenAlerts(requestScope(c)) }, 200));

handle(contentRoutes, op.listPostCategories, async (c) => c.json({ postcategories: await content.listPostCategories(requestScope(c)) }, 200));
handle(contentRoutes, op.postCategoryById, async (c) => c.json({ postcategory: await content.postCategory(requestScope(c), c.req.valid("param").id) }, 200));
handle(contentRoutes, op.createPostCategory, async (c) => c.json({ postcategory: await content.savePostCategory(requestScope(c), c.req.valid("json"), editor(c)) }, 201));
handle(contentRoutes, op.updatePostCategory, async (c) => c.json({ postcategory: await content.savePostCategory(requestScope(c), c.req.valid("json"), editor(c), c.req.valid("param").id) }, 200));
handle(contentRoutes, op.deletePostCategory, async (c) => {
  await content.deletePostCategory(requestScope(c), c.req.valid("param").id, editor(c));
  return c.body(null, 204);
});

handle(contentRoutes, op.listPosts, async (c) => {
  const q = c.req.valid("query");
  return c.json(await content.listPosts(requestScope(c), { ...q, lang: q.lang ?? c.get("lang") }, c.get("now")), 200);
});
handle(contentRoutes, op.postBySlug, async (c) => c.json(await content.postBySlug(requestScope(c), c.req.valid("param").slug, c.get("lang"), c.get("now")), 200));
handle(contentRoutes, op.postById, async (c) => c.json({ post: await content.postById(requestScope(c), c.req.valid("param").id, c.get("now")) }, 200));
handle(contentRoutes, op.createPost, async (c) => c.json({ post: await content.savePost(requestScope(c), c.req.valid("json"), editor(c)) }, 201));
handle(contentRoutes, op.updatePost, async (c) => c.json({ post: await content.savePost(requestScope(c), c.req.valid("json"), editor(c), c.req.valid("param").id) }, 200));
handle(contentRoutes, op.deletePost, async (c) => {
  await content.deletePost(requestScope(c), c.req.valid("param").id, editor(c));
  return c.body(null, 204);
});

handle(contentRoutes, op.listEvents, async (c) => c.json({ events: await content.currentEvents(requestScope(c), c.get("now")) }, 200));
handle(contentRoutes, op.createEvent, async (c) => c.json({ event: await content.saveEvent(requestScope(c), c.req.valid("json"), editor(c)) }, 201));
handle(contentRoutes, op.updateEvent, async (c) => c.json({ event: await content.saveEvent(requestScope(c), c.req.valid("json"), editor(c), c.req.valid("param").id) }, 200));
handle(contentRoutes, op.deleteEvent, async (c) => {
  await content.deleteEvent(requestScope(c), c.req.valid("param").id, editor(c));
  return c.body(null, 204);
});

handle(contentRoutes, op.listAlerts, async (c) => c.json({ alerts: await content.currentAlerts(requestScope(c), c.get("now")) }, 200));
handle(contentRoutes, op.createAlert, async (c) => c.json({ alert: await content.saveAlert(requestScope(c), c.req.valid("json"), editor(c)) }, 201));
handle(contentRoutes, op.updateAlert, async (c) => c.json({ alert: await content.saveAlert(requestScope(c), c.req.valid("json"), editor(c), c.req.valid("param").id) }, 200));
handle(contentRoutes, op.deleteAlert, async (c) => {
  await content.deleteAlert(requestScope(c), c.req.valid("param").id, editor(c));
  return c.body(null, 204);
});
