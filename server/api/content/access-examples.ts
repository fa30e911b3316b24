// Valid requests of the content's company-user operations, for the walk over the access table (server/api/access.test.ts).
import { alerts, events, postCategories, posts } from "../../db/schema";
import type { AccessExamples, WalkFixture } from "../access-walk";

let n = 0;
const next = () => (n += 1);
const localised = { fr: "Texte", en: "Text" };
const postBody = () => ({ slug: `walk-post-${next()}`, title: "Un article", excerpt: "En bref", body: "<p>Bonjour</p>", lang: ["fr"], published: true, date: "2026-11-23" });
const alertBody = { body: localised, start: "2026-11-01", end: "2026-12-31" };
const eventBody = { body: { fr: "<p>Portes ouvertes</p>" }, start: "2026-11-01", end: "2026-12-31" };

const newCategory = async (fx: WalkFixture) => (await fx.db.insert(postCategories).values({ companyId: fx.companyId, slug: `walk-cat-${next()}`, name: localised }).returning())[0]!.id;
const newPost = async (fx: WalkFixture) => (await fx.db.insert(posts).values({ companyId: fx.companyId, slug: `walk-p-${next()}`, title: "T", body: "<p>x</p>", langs: ["fr"], publishedOn: "2026-11-23" }).returning())[0]!.id;
const newAlert = async (fx: WalkFixture) => (await fx.db.insert(alerts).values({ companyId: fx.companyId, body: localised, start: "2026-11-01", end: "2026-12-31" }).returning())[0]!.id;
const newEvent = async (fx: WalkFixture) => (await fx.db.insert(events).values({ companyId: fx.companyId, body: { fr: "<p>x</p>" }, start: "2026-11-01", end: "2026-12-31" }).returning())[0]!.id;

export const examples: AccessExamples = {
  listWrittenPosts: { request: async () => ({}) },
  writtenPostById: { request: async (fx) => ({ params: { id: await newPost(fx) } }) },
  listWrittenEvents: { request: async () => ({}) },
  listWrittenAlerts: { request: async () => ({}) },
  createPostCategory: { request: async () => ({ body: { slug: `walk-c-${next()}`, name: localised } }) },
  updatePostCategory: { request: async (fx) => ({ params: { id: await newCategory(fx) }, body: { slug: `walk-c-${next()}`, name: localised } }) },
  deletePostCategory: { request: async (fx) => ({ params: { id: await newCategory(fx) } }) },
  createPost: { request: async () => ({ body: postBody() }) },
  updatePost: { request: async (fx) => ({ params: { id: await newPost(fx) }, body: postBody() }) },
  deletePost: { request: async (fx) => ({ params: { id: await newPost(fx) } }) },
  createEvent: { request: async () => ({ body: eventBody }) },
  updateEvent: { request: async (fx) => ({ params: { id: await newEvent(fx) }, body: eventBody }) },
  deleteEvent: { request: async (fx) => ({ params: { id: await newEvent(fx) } }) },
  createAlert: { request: async () => ({ body: alertBody }) },
  updateAlert: { request: async (fx) => ({ params: { id: await newAlert(fx) }, body: alertBody }) },
  deleteAlert: { request: async (fx) => ({ params: { id: await newAlert(fx) } }) },
};
