// The business's content: the magazine's categories and posts, events and alerts. Every query is
// the company's; visitors get what is published and current on the shop's local day (the first
// shop's time zone); rich text is sanitised when written and again when read.
import type { Tenant } from "../tenant";
import { and, asc, desc, eq, gte, lte, ne } from "drizzle-orm";
import type { z } from "zod";
import type { alertInput, eventInput, postCategoryInput, postInput } from "../../contract/content";
import { Conflict, Invalid, NotFound } from "../../domain/errors";
import { isFeatured, isPublic, listablePosts, postStatus, POSTS_PER_PAGE, readingMinutes, relatedPosts } from "../../domain/magazine";
import { sanitiseRichText } from "../../domain/rich-text";
import { localDateOf, localTimeOf } from "../../domain/time";
import type { Lang, Localised } from "../../domain/types";
import { record, type Editor } from "../audit/editor";
import { isUniqueViolation, type Db } from "../db";
import { alerts, articles, events, postCategories, posts, shops } from "../db/schema";

type PostRow = typeof posts.$inferSelect;
type CategoryRow = typeof postCategories.$inferSelect;

/** The company's local day and hour: the first shop's time zone (Europe/Paris without a shop). */
export async function companyNow({ db, companyId }: Tenant, now: Date): Promise<{ today: string; clock: string }> {
  const [shop] = await db.select({ timeZone: shops.timeZone }).from(shops).where(eq(shops.companyId, companyId)).orderBy(asc(shops.sortOrder), asc(shops.id)).limit(1);
  const zone = shop?.timeZone ?? "Europe/Paris";
  return { today: localDateOf(now, zone), clock: localTimeOf(now, zone) };
}

export const companyToday = async ({ db, companyId }: Tenant, now: Date) => (await companyNow({ db, companyId }, now)).today;

const sanitiseLocalised = (texts: Localised): Localised => Object.fromEntries(Object.entries(texts).map(([lang, html]) => [lang, sanitiseRichText(html ?? "")]));

// ── categories ──

const categoryView = (c: CategoryRow) => ({ id: c.id, slug: c.slug, name: c.name, order: c.sortOrder });

export async function listPostCategories({ db, companyId }: Tenant) {
  const rows = await db.select().from(postCategories).where(eq(postCategories.companyId, companyId)).orderBy(asc(postCategories.sortOrder), asc(postCategories.id));
  return rows.map(categoryView);
}

export async function postCategory({ db, companyId }: Tenant, id: number) {
  const [row] = await db.select().from(postCategories).where(and(eq(postCategories.companyId, companyId), eq(postCategories.id, id)));
  if (!row) throw new NotFound("not_found", { id: "unknown" });
  return categoryView(row);
}

async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new Conflict("slug_taken", { slug: "taken" });
    throw err;
  }
}

export async function savePostCategory({ db, companyId }: Tenant, input: z.output<typeof postCategoryInput>, editor: Editor, id?: number) {
  const values = { slug: input.slug, name: input.name, sortOrder: input.order ?? 0 };
  return slugSafe(() =>
    db.transaction(async (tx) => {
      const before = id === undefined ? undefined : (await tx.select().from(postCategories).where(and(eq(postCategories.companyId, companyId), eq(postCategories.id, id))))[0];
      if (id !== undefined && !before) throw new NotFound("not_found", { id: "unknown" });
      const [row] = id === undefined ? await tx.insert(postCategories).values({ ...values, companyId }).returning() : await tx.update(postCategories).set(values).where(and(eq(postCategories.companyId, companyId), eq(postCategories.id, id))).returning();
      await record({ db: tx, companyId }, editor, { action: id === undefined ? "create" : "update", entity: "post_category", id: row!.id, before, after: row });
      return categoryView(row!);
    }),
  );
}

/** Its posts stay, without a category. */
export async function deletePostCategory({ db, companyId }: Tenant, id: number, editor: Editor) {
  await db.transaction(async (tx) => {
    await tx.update(posts).set({ categoryId: null }).where(and(eq(posts.companyId, companyId), eq(posts.categoryId, id)));
    await removeOwn(tx, postCategories, companyId, id, editor, "post_category");
  });
}

// ── posts ──

export function postView(row: PostRow, categories: Map<number, CategoryRow>, today: string) {
  const vedette = { active: row.featured, start: row.featuredStart, end: row.featuredEnd };
  const body = sanitiseRichText(row.body);
  const category = row.categoryId === null ? undefined : categories.get(row.categoryId);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    body,
    image: row.image ?? null,
    category: category ? categoryView(category) : null,
    lang: row.langs.includes("all") ? ("all" as const) : row.langs,
    published: row.published,
    date: row.publishedOn,
    time: row.publishedTime,
    position: row.position,
    linkedShop: row.linkedShopId,
    vedette,
    featured: isFeatured({ vedette }, today),
    readingTime: readingMinutes(body),
    updatedAt: row.updatedAt.toISOString(),
  };
}
export type PostView = ReturnType<typeof postView>;

export async function categoriesById({ db, companyId }: Tenant) {
  const rows = await db.select().from(postCategories).where(eq(postCategories.companyId, companyId));
  return new Map(rows.map((c) => [c.id, c]));
}

/** The published posts whose day has come, as views (the listing rules then pick and order, by the hour too). */
async function publicPosts({ db, companyId }: Tenant, today: string) {
  const [rows, categories] = await Promise.all([
    db.select().from(posts).where(and(eq(posts.companyId, companyId), eq(posts.published, true), lte(posts.publishedOn, today))).orderBy(desc(posts.publishedOn)),
    categoriesById({ db, companyId }),
  ]);
  return rows.map((r) => ({ ...postView(r, categories, today), categoryId: r.categoryId }));
}

const withoutCategoryId = ({ categoryId: _, ...post }: PostView & { categoryId: number | null }): PostView => post;

export interface PostsQuery {
  lang: Lang;
  category?: string;
  position?: "home" | "shop";
  shop?: number;
  page?: number;
  perPage?: number;
}

export async function listPosts({ db, companyId }: Tenant, q: PostsQuery, now: Date) {
  const { today, clock } = await companyNow({ db, companyId }, now);
  let list = listablePosts(await publicPosts({ db, companyId }, today), q.lang, today, clock);
  if (q.category) list = list.filter((p) => p.category?.slug === q.category);
  // 'all' shows everywhere; 'home' on the home page; 'shop' on its linked shop's page.
  if (q.position === "home") list = list.filter((p) => p.position === "home" || p.position === "all");
  if (q.position === "shop") list = list.filter((p) => p.position === "shop" && (q.shop === undefined || p.linkedShop === q.shop));
  const perPage = q.perPage ?? POSTS_PER_PAGE;
  const page = q.page ?? 1;
  return { posts: list.slice((page - 1) * perPage, page * perPage).map(withoutCategoryId), total: list.length, page, perPage };
}

export async function postBySlug({ db, companyId }: Tenant, slug: string, lang: Lang, now: Date) {
  const { today, clock } = await companyNow({ db, companyId }, now);
  const all = await publicPosts({ db, companyId }, today);
  const post = all.find((p) => p.slug === slug && isPublic(p, today, clock));
  if (!post) throw new NotFound("not_found", { slug: "unknown" });
  return { post: withoutCategoryId(post), related: relatedPosts(post, listablePosts(all, lang, today, clock)).map(withoutCategoryId) };
}

export async function postById({ db, companyId }: Tenant, id: number, now: Date) {
  const { today, clock } = await companyNow({ db, companyId }, now);
  const [row] = await db.select().from(posts).where(and(eq(posts.companyId, companyId), eq(posts.id, id)));
  if (!row || !isPublic({ published: row.published, date: row.publishedOn, time: row.publishedTime }, today, clock)) throw new NotFound("not_found", { id: "unknown" });
  return postView(row, await categoriesById({ db, companyId }), today);
}

/** Its category and linked shop must be the company's: named as bad input otherwise. */
async function checkPostLinks({ db, companyId }: Tenant, input: z.output<typeof postInput>) {
  if (input.categoryId) {
    const [c] = await db.select({ id: postCategories.id }).from(postCategories).where(and(eq(postCategories.companyId, companyId), eq(postCategories.id, input.categoryId)));
    if (!c) throw new Invalid({ categoryId: "unknown" });
  }
  if (input.linkedShop) {
    const [s] = await db.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, companyId), eq(shops.id, input.linkedShop)));
    if (!s) throw new Invalid({ linkedShop: "unknown" });
  }
}

export async function savePost({ db, companyId }: Tenant, input: z.output<typeof postInput>, editor: Editor, id?: number) {
  const now = editor.now;
  await checkPostLinks({ db, companyId }, input);
  const values = {
    slug: input.slug,
    title: input.title,
    excerpt: input.excerpt ?? "",
    body: sanitiseRichText(input.body),
    image: input.image ?? null,
    categoryId: input.categoryId ?? null,
    langs: input.lang === "all" ? ["all"] : [...new Set(input.lang)],
    published: input.published,
    publishedOn: input.date,
    publishedTime: input.time ?? null,
    position: input.position ?? "all",
    linkedShopId: input.linkedShop ?? null,
    featured: input.vedette?.active ?? false,
    featuredStart: input.vedette?.start ?? null,
    featuredEnd: input.vedette?.end ?? null,
    updatedAt: now,
  };
  const row = await slugSafe(() =>
    db.transaction(async (tx) => {
      const before = id === undefined ? undefined : (await tx.select().from(posts).where(and(eq(posts.companyId, companyId), eq(posts.id, id))))[0];
      if (id !== undefined && !before) throw new NotFound("not_found", { id: "unknown" });
      const [written] = id === undefined ? await tx.insert(posts).values({ ...values, companyId }).returning() : await tx.update(posts).set(values).where(and(eq(posts.companyId, companyId), eq(posts.id, id))).returning();
      await record({ db: tx, companyId }, editor, { action: id === undefined ? "create" : "update", entity: "post", id: written!.id, before, after: written });
      return written!;
    }),
  );
  const { today, clock } = await companyNow({ db, companyId }, now);
  const view = postView(row, await categoriesById({ db, companyId }), today);
  return { ...view, status: postStatus(view, today, clock) };
}

/** Removes one of the company's rows, recorded: not found when it has no such row. */
async function removeOwn(db: Db, table: typeof posts | typeof events | typeof alerts | typeof postCategories, companyId: number, id: number, editor: Editor, entity: string) {
  const gone = await db.delete(table).where(and(eq(table.companyId, companyId), eq(table.id, id))).returning();
  if (gone.length === 0) throw new NotFound("not_found", { id: "unknown" });
  await record({ db, companyId }, editor, { action: "delete", entity, id, before: gone[0] });
}

const removed = (table: typeof posts | typeof events | typeof alerts, entity: string) => ({ db, companyId }: Tenant, id: number, editor: Editor) => db.transaction((tx) => removeOwn(tx, table, companyId, id, editor, entity));
export const deletePost = removed(posts, "post");

/** Whether any post is listed for this language today (the menus' 'magazine' entry). */
export async function hasPosts({ db, companyId }: Tenant, lang: Lang, now: Date) {
  return (await listPosts({ db, companyId }, { lang, perPage: 1 }, now)).total > 0;
}

// ── events ──

type EventRow = typeof events.$inferSelect;
export const eventView = (e: EventRow) => ({
  id: e.id,
  start: e.start,
  end: e.end,
  img: e.images,
  showDates: e.showDates,
  body: sanitiseLocalised(e.body),
  link: e.linkUrl ? { url: e.linkUrl, title: e.linkTitle } : null,
});

const current = <T extends typeof events | typeof alerts>(table: T, companyId: number, today: string) =>
  and(eq(table.companyId, companyId), lte(table.start, today), gte(table.end, today));

export async function currentEvents({ db, companyId }: Tenant, now: Date) {
  const today = await companyToday({ db, companyId }, now);
  const rows = await db.select().from(events).where(current(events, companyId, today)).orderBy(asc(events.start), asc(events.id));
  return rows.map(eventView);
}

/** Writes a row of the company's (a new one without `id`) in a transaction with its record. */
async function writeOwn<Row>(db: Db, which: typeof events | typeof alerts, companyId: number, values: object, editor: Editor, entity: string, id?: number): Promise<Row> {
  // events and alerts share the columns the write goes by (company_id, id)
  const table = which as typeof events;
  return db.transaction(async (tx) => {
    const mine = (rowId: number) => and(eq(table.companyId, companyId), eq(table.id, rowId));
    const before = id === undefined ? undefined : (await tx.select().from(table).where(mine(id)))[0];
    if (id !== undefined && !before) throw new NotFound("not_found", { id: "unknown" });
    const [row] = id === undefined ? await tx.insert(table).values({ ...values, companyId } as typeof events.$inferInsert).returning() : await tx.update(table).set(values).where(mine(id)).returning();
    await record({ db: tx, companyId }, editor, { action: id === undefined ? "create" : "update", entity, id: row!.id, before, after: row });
    return row as Row;
  });
}

export async function saveEvent({ db, companyId }: Tenant, input: z.output<typeof eventInput>, editor: Editor, id?: number) {
  const values = { start: input.start, end: input.end, images: input.img ?? [], showDates: input.showDates ?? false, body: sanitiseLocalised(input.body), linkUrl: input.link?.url ?? null, linkTitle: input.link?.title ?? {} };
  return eventView(await writeOwn<EventRow>(db, events, companyId, values, editor, "event", id));
}

export const deleteEvent = removed(events, "event");

// ── alerts ──

type AlertRow = typeof alerts.$inferSelect;
export const alertView = (a: AlertRow) => ({ id: a.id, serviceId: a.serviceId, body: a.body, start: a.start, end: a.end });

export async function currentAlerts({ db, companyId }: Tenant, now: Date) {
  const today = await companyToday({ db, companyId }, now);
  const rows = await db.select().from(alerts).where(current(alerts, companyId, today)).orderBy(asc(alerts.start), asc(alerts.id));
  return rows.map(alertView);
}

export async function saveAlert({ db, companyId }: Tenant, input: z.output<typeof alertInput>, editor: Editor, id?: number) {
  if (input.serviceId) {
    const [a] = await db.select({ id: articles.id }).from(articles).where(and(eq(articles.companyId, companyId), eq(articles.id, input.serviceId), ne(articles.type, "2")));
    if (!a) throw new Invalid({ serviceId: "unknown" });
  }
  const values = { start: input.start, end: input.end, serviceId: input.serviceId ?? null, body: input.body };
  return alertView(await writeOwn<AlertRow>(db, alerts, companyId, values, editor, "alert", id));
}

export const deleteAlert = removed(alerts, "alert");
