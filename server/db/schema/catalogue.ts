// The catalogue: geographic groups, shops with their hours and exceptional days, categories,
// articles (services, packages, products) and which shop offers which article at which price.
import { sql } from "drizzle-orm";
import { boolean, date, doublePrecision, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, unique } from "drizzle-orm/pg-core";
import type { Booker, DayOpening, Image, Localised, OpeningHours } from "../../../domain/types";
import { createdAt } from "./columns";
import { companies } from "./tenancy";

export const geoGroups = pgTable(
  "geo_groups",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: jsonb("name").$type<Localised>().notNull().default({}),
    type: text("type").notNull().default("region"),
    descriptionShort: jsonb("description_short").$type<Localised>().notNull().default({}),
    descriptionLong: jsonb("description_long").$type<Localised>().notNull().default({}),
    image: jsonb("image").$type<Image | null>(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [unique("geo_groups_company_id_id").on(t.companyId, t.id)],
);

export const shops = pgTable(
  "shops",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    /** the shop's id in the business's back-office (spec: artebeauteId) */
    externalId: text("external_id").notNull(),
    webId: text("web_id"),
    sortOrder: integer("sort_order").notNull().default(0),
    /** IANA zone: every local time of the shop (hours, slots) is read in it */
    timeZone: text("time_zone").notNull().default("Europe/Paris"),
    name: text("name").notNull(),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    zipcode: text("zipcode").notNull().default(""),
    country: text("country").notNull().default("FR"),
    phone: text("phone"),
    email: text("email"),
    description: jsonb("description").$type<Localised>().notNull().default({}),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    images: jsonb("images").$type<Image[]>().notNull().default([]),
    bookingActive: boolean("booking_active").notNull().default(true),
    /** per-shop override of the company's cabin management; null follows the company */
    useCabins: boolean("use_cabins"),
    openingHours: jsonb("opening_hours").$type<OpeningHours>().notNull(),
    geoGroupId: integer("geo_group_id"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("shops_company_slug").on(t.companyId, t.slug),
    unique("shops_company_external_id").on(t.companyId, t.externalId),
    unique("shops_company_id_id").on(t.companyId, t.id),
    foreignKey({ columns: [t.companyId, t.geoGroupId], foreignColumns: [geoGroups.companyId, geoGroups.id] }),
  ],
);

export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    name: jsonb("name").$type<Localised>().notNull(),
    description: jsonb("description").$type<Localised>().notNull().default({}),
    images: jsonb("images").$type<Image[]>().notNull().default([]),
  },
  (t) => [unique("categories_company_slug").on(t.companyId, t.slug), unique("categories_company_id_id").on(t.companyId, t.id)],
);

/** Services (type '1', '4' for a package) and products (type '2'). */
export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    slug: text("slug"),
    type: text("type", { enum: ["1", "2", "4"] }).notNull(),
    name: jsonb("name").$type<Localised>().notNull(),
    description: jsonb("description").$type<Localised>().notNull().default({}),
    draft: boolean("draft").notNull().default(false),
    /** base price in cents, the one charged at the weekend */
    price: integer("price").notNull(),
    /** weekday price in cents when it differs */
    weekPrice: integer("week_price"),
    externalId: text("external_id"),
    /** duration, pause, vat, upsells, priceTime, ... (domain/types.ts Booker, without pricesByShops) */
    booker: jsonb("booker").$type<Omit<Booker, "pricesByShops">>().notNull(),
    articleLinks: integer("article_links").array().notNull().default(sql`'{}'::integer[]`),
    images: jsonb("images").$type<Image[]>().notNull().default([]),
    /** products: units in stock when the booker tracks stock */
    stock: integer("stock"),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique("articles_company_slug").on(t.companyId, t.slug),
    unique("articles_company_id_id").on(t.companyId, t.id),
    index("articles_company_type_idx").on(t.companyId, t.type),
  ],
);

export const categoryArticles = pgTable(
  "category_articles",
  {
    companyId: integer("company_id").notNull(),
    categoryId: integer("category_id").notNull(),
    articleId: integer("article_id").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.articleId] }),
    foreignKey({ columns: [t.companyId, t.categoryId], foreignColumns: [categories.companyId, categories.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.articleId], foreignColumns: [articles.companyId, articles.id] }).onDelete("cascade"),
    index("category_articles_article_idx").on(t.articleId),
  ],
);

/** Which shop offers which article, and at what shop price (cents) when it has its own. */
export const shopArticles = pgTable(
  "shop_articles",
  {
    companyId: integer("company_id").notNull(),
    shopId: integer("shop_id").notNull(),
    articleId: integer("article_id").notNull(),
    price: integer("price"),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.articleId] }),
    foreignKey({ columns: [t.companyId, t.shopId], foreignColumns: [shops.companyId, shops.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.articleId], foreignColumns: [articles.companyId, articles.id] }).onDelete("cascade"),
    index("shop_articles_article_idx").on(t.articleId),
  ],
);

/** Exceptional days: a closed day shuts the shop; an open day opens it with its own hours. */
export const shopDays = pgTable(
  "shop_days",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    shopId: integer("shop_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: ["open", "closed"] }).notNull(),
    hours: jsonb("hours").$type<DayOpening["hours"]>().notNull().default([]),
    label: jsonb("label").$type<Localised>().notNull().default({}),
  },
  (t) => [
    unique("shop_days_shop_day").on(t.shopId, t.day),
    foreignKey({ columns: [t.companyId, t.shopId], foreignColumns: [shops.companyId, shops.id] }).onDelete("cascade"),
  ],
);
