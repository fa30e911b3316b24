// The business's content (spec §7 'Content', §3 'Post', 'Event', 'Alert'): the magazine's
// categories and posts, the events of the popup slider and the alerts of the bell. Visitors read
// what is published and current (the shop's local dates); a signed-in company user (the
// `cmpusers` token) writes. Post and event bodies are HTML, sanitised on the way in and out.
import { z } from "zod";
import { imageSchema, localisedSchema } from "../domain/entities";
import { LANGS } from "../domain/types";
import { operations } from "./operation";
import { MANAGERS } from "../domain/roles";
import { id, idText, localDate, slug, text } from "./vocabulary";

const { get, post, put, del } = operations("content");

// ── input words ──
/** An address a visitor may follow: https, or a path of this site. */
const safeUrl = text(2000, 1).regex(/^(https:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, "must be an https:// address or a path starting with /");
const slugField = text(120, 1).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters, digits and dashes, e.g. 'soins-hiver'");
export const imageInput = z.object({ url: safeUrl, width: z.number().int().min(1).max(10000).optional(), height: z.number().int().min(1).max(10000).optional(), alt: localisedSchema.optional() });
const html = text(100_000);
const localisedHtml = z.partialRecord(z.enum(LANGS), html);
const localisedLine = z.partialRecord(z.enum(LANGS), text(300));
const langList = z.union([z.literal("all"), z.array(z.enum(LANGS)).min(1, "at least one language").max(LANGS.length)]);
const days = { start: localDate, end: localDate };
const endNotBefore = <T extends { start: string; end: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.end < v.start) ctx.addIssue({ code: "custom", path: ["end"], message: "must not be before start" });
};

export const postCategoryInput = z.object({ slug: slugField, name: z.partialRecord(z.enum(LANGS), text(120)), order: z.number().int().min(0).max(100_000).optional() });

export const postInput = z
  .object({
    slug: slugField,
    title: text(200, 1),
    excerpt: text(500).optional(),
    body: html,
    image: imageInput.nullable().optional(),
    categoryId: id.nullable().optional(),
    lang: langList,
    published: z.boolean(),
    /** its day (the shop's local date): listed from that day on */
    date: localDate,
    /** its hour on that day (the shop's local time, HH:MM): listed from then on; the day's start when left out */
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time such as 09:30").nullable().optional(),
    position: z.enum(["all", "home", "shop"]).optional(),
    linkedShop: id.nullable().optional(),
    vedette: z.object({ active: z.boolean(), start: localDate.nullable().optional(), end: localDate.nullable().optional() }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.vedette?.start && v.vedette.end && v.vedette.end < v.vedette.start) ctx.addIssue({ code: "custom", path: ["vedette", "end"], message: "must not be before start" });
    if (v.position === "shop" && !v.linkedShop) ctx.addIssue({ code: "custom", path: ["linkedShop"], message: "required when position is 'shop'" });
  });

export const eventInput = z
  .object({ ...days, img: z.array(imageInput).max(10).optional(), showDates: z.boolean().optional(), body: localisedHtml, link: z.object({ url: safeUrl, title: localisedLine.optional() }).nullable().optional() })
  .superRefine(endNotBefore);

export const alertInput = z.object({ ...days, serviceId: id.nullable().optional(), body: localisedLine }).superRefine(endNotBefore);

// ── answers ──
export const postCategorySchema = z.object({ id: z.number(), slug: z.string(), name: localisedSchema, order: z.number() });

export const postSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** sanitised HTML */
  body: z.string(),
  image: imageSchema.nullable(),
  category: postCategorySchema.nullable(),
  lang: z.union([z.literal("all"), z.array(z.string())]),
  published: z.boolean(),
  date: z.string(),
  /** the shop-local hour it is listed from on its day, or null (the day's start) */
  time: z.string().nullable(),
  position: z.enum(["all", "home", "shop"]),
  /** the linked shop's id, or null */
  linkedShop: z.number().nullable(),
  vedette: z.object({ active: z.boolean(), start: z.string().nullable(), end: z.string().nullable() }),
  /** featured today: 'vedette' active and today between its dates */
  featured: z.boolean(),
  /** whole minutes */
  readingTime: z.number(),
  updatedAt: z.string(),
});

export const eventSchema = z.object({
  id: z.number(),
  start: z.string(),
  end: z.string(),
  img: z.array(imageSchema),
  showDates: z.boolean(),
  /** sanitised HTML per language */
  body: localisedSchema,
  link: z.object({ url: z.string(), title: localisedSchema }).nullable(),
});

export const alertSchema = z.object({ id: z.number(), serviceId: z.number().nullable(), body: localisedSchema, start: z.string(), end: z.string() });

// ── operations ──
const byId = z.object({ id: idText });
/** Content is written by the owner and managers (decision 210). */
const editor = { access: "provider", allow: MANAGERS } as const;

export const listPostCategories = get("/postcategories", "The magazine's categories, in their order", { response: z.object({ postcategories: z.array(postCategorySchema) }) });
export const postCategoryById = get("/postcategories/{id}", "One category of the magazine", { params: byId, response: z.object({ postcategory: postCategorySchema }), errors: [400, 404] });
export const createPostCategory = post("/postcategories", "Adds a category (company user)", { ...editor, body: postCategoryInput, status: 201, response: z.object({ postcategory: postCategorySchema }), errors: [400, 401, 409] });
export const updatePostCategory = put("/postcategories/{id}", "Replaces a category (company user)", { ...editor, params: byId, body: postCategoryInput, response: z.object({ postcategory: postCategorySchema }), errors: [400, 401, 404, 409] });
export const deletePostCategory = del("/postcategories/{id}", "Removes a category; its posts stay, without category (company user)", { ...editor, params: byId, status: 204, errors: [400, 401, 404] });

export const postsQuery = z.object({
  /** the visitor's language by default (curlang) */
  lang: z.enum(LANGS).optional(),
  category: slug.optional(),
  /** 'home': the home page's posts; 'shop': a shop page's (with `shop`) */
  position: z.enum(["home", "shop"]).optional(),
  shop: idText.optional(),
  page: z.string().regex(/^[1-9]\d{0,4}$/, "must be a page number from 1").transform(Number).optional(),
  perPage: z.string().regex(/^[1-9]\d?$/, "must be 1 to 99").transform(Number).optional(),
});

export const listPosts = get("/posts", "Published posts of the day or before, in the visitor's language: featured first, then the newest, a page at a time", {
  query: postsQuery,
  response: z.object({ posts: z.array(postSchema), total: z.number(), page: z.number(), perPage: z.number() }),
  errors: [400],
});
export const postBySlug = get("/posts/slug/{slug}", "One published post by its slug, with related posts", { params: z.object({ slug }), response: z.object({ post: postSchema, related: z.array(postSchema) }), errors: [400, 404] });
export const postById = get("/posts/{id}", "One published post by its id", { params: byId, response: z.object({ post: postSchema }), errors: [400, 404] });
export const createPost = post("/posts", "Writes a post; its body is sanitised (company user)", { ...editor, body: postInput, status: 201, response: z.object({ post: postSchema }), errors: [400, 401, 409] });
export const updatePost = put("/posts/{id}", "Replaces a post; its body is sanitised (company user)", { ...editor, params: byId, body: postInput, response: z.object({ post: postSchema }), errors: [400, 401, 404, 409] });
export const deletePost = del("/posts/{id}", "Removes a post (company user)", { ...editor, params: byId, status: 204, errors: [400, 401, 404] });

export const listEvents = get("/events", "Current events (today between their first and last day)", { response: z.object({ events: z.array(eventSchema) }) });
export const createEvent = post("/events", "Adds an event; its body is sanitised (company user)", { ...editor, body: eventInput, status: 201, response: z.object({ event: eventSchema }), errors: [400, 401] });
export const updateEvent = put("/events/{id}", "Replaces an event (company user)", { ...editor, params: byId, body: eventInput, response: z.object({ event: eventSchema }), errors: [400, 401, 404] });
export const deleteEvent = del("/events/{id}", "Removes an event (company user)", { ...editor, params: byId, status: 204, errors: [400, 401, 404] });

export const listAlerts = get("/alerts", "Current alerts (today between their first and last day)", { response: z.object({ alerts: z.array(alertSchema) }) });
export const createAlert = post("/alerts", "Adds an alert (company user)", { ...editor, body: alertInput, status: 201, response: z.object({ alert: alertSchema }), errors: [400, 401] });
export const updateAlert = put("/alerts/{id}", "Replaces an alert (company user)", { ...editor, params: byId, body: alertInput, response: z.object({ alert: alertSchema }), errors: [400, 401, 404] });
export const deleteAlert = del("/alerts/{id}", "Removes an alert (company user)", { ...editor, params: byId, status: 204, errors: [400, 401, 404] });

// ── as written (the back-office): drafts, scheduled posts, past and coming events and alerts ──
/** A post as written: 'draft' (not published), 'scheduled' (published, its day and hour to come) or 'live'. */
export const writtenPostSchema = postSchema.extend({ status: z.enum(["draft", "scheduled", "live"]) });
export const listWrittenPosts = get("/posts/written", "Every post of the business, drafts and scheduled ones too, newest first, with the shop's local day and hour they are judged at (company user)", { ...editor, response: z.object({ posts: z.array(writtenPostSchema), today: z.string(), clock: z.string() }), errors: [401] });
export const writtenPostById = get("/posts/written/{id}", "One post as written, whatever its state: for its form and its preview (company user)", { ...editor, params: byId, response: z.object({ post: writtenPostSchema }), errors: [400, 401, 404] });
export const listWrittenEvents = get("/events/written", "Every event of the business, past and coming, the latest first (company user)", { ...editor, response: z.object({ events: z.array(eventSchema) }), errors: [401] });
export const listWrittenAlerts = get("/alerts/written", "Every alert of the business, past and coming, the latest first (company user)", { ...editor, response: z.object({ alerts: z.array(alertSchema) }), errors: [401] });
