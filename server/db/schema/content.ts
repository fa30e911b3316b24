// The business's voice (spec §3 'Post', 'Event', 'Alert'): the magazine's categories and posts,
// the events of the popup slider and the alerts of the bell. Rich text (post and event bodies) is
// stored as sanitised HTML (server/content/sanitise.ts); days are the shop's local dates.
import { boolean, date, index, integer, jsonb, pgTable, text, unique } from "drizzle-orm/pg-core";
import type { Image, Localised } from "../../../domain/types";
import { articles, shops } from "./catalogue";
import { createdAt, id, images, instant, localisedText, sameCompany, sortOrder, tenantKey } from "./columns";
import { companyOf } from "./tenancy";

export const postCategories = pgTable(
  "post_categories",
  {
    id: id(),
    companyId: companyOf(),
    slug: text("slug").notNull(),
    name: localisedText("name"),
    sortOrder: sortOrder(),
  },
  (t) => [unique("post_categories_company_slug").on(t.companyId, t.slug), tenantKey("post_categories", t)],
);

export const posts = pgTable(
  "posts",
  {
    id: id(),
    companyId: companyOf(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** the summary under the title, in lists and as the page's description */
    excerpt: text("excerpt").notNull().default(""),
    /** sanitised HTML */
    body: text("body").notNull().default(""),
    image: jsonb("image").$type<Image | null>(),
    categoryId: integer("category_id"),
    /** the languages it is written for; ['all'] for every language */
    langs: jsonb("langs").$type<string[]>().notNull().default(["all"]),
    published: boolean("published").notNull().default(false),
    /** its date: shown, and it is listed only from that day on (the shop's local date) */
    publishedOn: date("published_on", { mode: "string" }).notNull(),
    /** the shop-local hour ('HH:MM') it is listed from on that day; null: from the day's start */
    publishedTime: text("published_time"),
    position: text("position", { enum: ["all", "home", "shop"] }).notNull().default("all"),
    linkedShopId: integer("linked_shop_id"),
    featured: boolean("featured").notNull().default(false),
    featuredStart: date("featured_start", { mode: "string" }),
    featuredEnd: date("featured_end", { mode: "string" }),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (t) => [
    unique("posts_company_slug").on(t.companyId, t.slug),
    tenantKey("posts", t),
    index("posts_company_date_idx").on(t.companyId, t.publishedOn),
    // A post keeps its category and shop of the same business; deleting either is refused while a post uses it.
    sameCompany(t.companyId, t.categoryId, postCategories, true),
    sameCompany(t.companyId, t.linkedShopId, shops, true),
  ],
);

export const events = pgTable(
  "events",
  {
    id: id(),
    companyId: companyOf(),
    start: date("start", { mode: "string" }).notNull(),
    end: date("end", { mode: "string" }).notNull(),
    images: images(),
    showDates: boolean("show_dates").notNull().default(false),
    /** sanitised HTML per language */
    body: localisedText("body"),
    linkUrl: text("link_url"),
    linkTitle: jsonb("link_title").$type<Localised>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [tenantKey("events", t), index("events_company_end_idx").on(t.companyId, t.end)],
);

export const alerts = pgTable(
  "alerts",
  {
    id: id(),
    companyId: companyOf(),
    /** the service its reserve button books, if any */
    serviceId: integer("service_id"),
    body: localisedText("body"),
    start: date("start", { mode: "string" }).notNull(),
    end: date("end", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [tenantKey("alerts", t), index("alerts_company_end_idx").on(t.companyId, t.end), sameCompany(t.companyId, t.serviceId, articles)],
);
