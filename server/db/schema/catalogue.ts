// The catalogue: geographic groups, shops with their hours and exceptional days, categories,
// articles (services, packages, products) and which shop offers which article at which price.
import { sql } from "drizzle-orm";
import { boolean, check, date, doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import type { Booker, DayOpening, Image, Localised, OpeningHours } from "../../../domain/types";
import { createdAt, companyId, tenantKey, sameCompany, sortOrder, localisedText, images, id, parent } from "./columns";
import { companyOf } from "./tenancy";
import { FOLD_FROM, FOLD_TO } from "../../../domain/shop-search";

export const geoGroups = pgTable(
  "geo_groups",
  {
    id: id(),
    companyId: companyOf(),
    name: localisedText("name"),
    type: text("type").notNull().default("region"),
    descriptionShort: localisedText("description_short"),
    descriptionLong: localisedText("description_long"),
    image: jsonb("image").$type<Image | null>(),
    sortOrder: sortOrder(),
  },
  (t) => [tenantKey("geo_groups", t)],
);

export const shops = pgTable(
  "shops",
  {
    id: id(),
    companyId: companyOf(),
    slug: text("slug").notNull(),
    /** the shop's id in the business's back-office (spec: artebeauteId) */
    externalId: text("external_id").notNull(),
    webId: text("web_id"),
    sortOrder: sortOrder(),
    /** IANA zone: every local time of the shop (hours, slots) is read in it */
    timeZone: text("time_zone").notNull().default("Europe/Paris"),
    name: text("name").notNull(),
    address: text("address").notNull().default(""),
    city: text("city").notNull().default(""),
    zipcode: text("zipcode").notNull().default(""),
    country: text("country").notNull().default("FR"),
    phone: text("phone"),
    email: text("email"),
    description: localisedText("description"),
    lat: doublePrecision("lat"),
    lng: doublePrecision("lng"),
    images: images(),
    bookingActive: boolean("booking_active").notNull().default(true),
    /** per-shop override of the company's cabin management; null follows the company */
    useCabins: boolean("use_cabins"),
    openingHours: jsonb("opening_hours").$type<OpeningHours>().notNull(),
    geoGroupId: integer("geo_group_id"),
    createdAt: createdAt(),
    /**
     * What the shop finder's words are looked for in (domain/shop-search.ts): name, city and
     * address, lower case, accents folded by the same table as the words typed; kept by the database.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql.raw(`translate(lower(name || ' ' || city || ' ' || address), '${FOLD_FROM}', '${FOLD_TO}')`)),
  },
  (t) => [
    unique("shops_company_slug").on(t.companyId, t.slug),
    unique("shops_company_external_id").on(t.companyId, t.externalId),
    tenantKey("shops", t),
    sameCompany(t.companyId, t.geoGroupId, geoGroups, true),
    // the finder: a box of latitudes then longitudes before the exact distance; any part of a word (trigrams)
    index("shops_company_position_idx").on(t.companyId, t.lat, t.lng),
    index("shops_search_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("shops_company_zipcode_idx").on(t.companyId, t.zipcode.op("text_pattern_ops")),
  ],
);

export const categories = pgTable(
  "categories",
  {
    id: id(),
    companyId: companyOf(),
    slug: text("slug").notNull(),
    sortOrder: sortOrder(),
    name: jsonb("name").$type<Localised>().notNull(),
    description: localisedText("description"),
    images: images(),
    /** the services pages' categories, or the e-shop's (spec §7 'eshopcategories') */
    kind: text("kind", { enum: ["services", "eshop"] }).notNull().default("services"),
  },
  (t) => [unique("categories_company_slug").on(t.companyId, t.slug), tenantKey("categories", t)],
);

/** Services (type '1', '4' for a package) and products (type '2'). */
export const articles = pgTable(
  "articles",
  {
    id: id(),
    companyId: companyOf(),
    slug: text("slug"),
    type: text("type", { enum: ["1", "2", "4"] }).notNull(),
    name: jsonb("name").$type<Localised>().notNull(),
    description: localisedText("description"),
    draft: boolean("draft").notNull().default(false),
    /** base price in cents, the one charged at the weekend */
    price: integer("price").notNull(),
    /** weekday price in cents when it differs */
    weekPrice: integer("week_price"),
    externalId: text("external_id"),
    /** duration, pause, vat, upsells, priceTime, ... (domain/types.ts Booker, without pricesByShops) */
    booker: jsonb("booker").$type<Omit<Booker, "pricesByShops">>().notNull(),
    articleLinks: integer("article_links").array().notNull().default(sql`'{}'::integer[]`),
    images: images(),
    /** products: units in stock when the booker tracks stock */
    stock: integer("stock"),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [unique("articles_company_slug").on(t.companyId, t.slug), unique("articles_company_external_id").on(t.companyId, t.externalId), tenantKey("articles", t), index("articles_company_type_idx").on(t.companyId, t.type)],
);

export const categoryArticles = pgTable(
  "category_articles",
  { companyId: companyId(), categoryId: parent("category_id"), articleId: parent("article_id"), sortOrder: sortOrder() },
  (t) => [primaryKey({ columns: [t.categoryId, t.articleId] }), sameCompany(t.companyId, t.categoryId, categories), sameCompany(t.companyId, t.articleId, articles), index("category_articles_article_idx").on(t.articleId)],
);

/**
 * Which shop offers which article, at what shop price (cents) when it has its own, and for a
 * product whose stock is tracked, the units this shop holds: moved only by conditional updates,
 * and never below zero (its CHECK is the last guard against overselling).
 */
export const shopArticles = pgTable(
  "shop_articles",
  { companyId: companyId(), shopId: parent("shop_id"), articleId: parent("article_id"), price: integer("price"), stock: integer("stock") },
  (t) => [
    primaryKey({ columns: [t.shopId, t.articleId] }),
    sameCompany(t.companyId, t.shopId, shops),
    sameCompany(t.companyId, t.articleId, articles),
    index("shop_articles_article_idx").on(t.articleId),
    check("shop_articles_stock_not_negative", sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);

/** Exceptional days: a closed day shuts the shop; an open day opens it with its own hours. */
export const shopDays = pgTable(
  "shop_days",
  {
    id: id(),
    companyId: companyId(),
    shopId: parent("shop_id"),
    day: date("day", { mode: "string" }).notNull(),
    kind: text("kind", { enum: ["open", "closed"] }).notNull(),
    hours: jsonb("hours").$type<DayOpening["hours"]>().notNull().default([]),
    label: localisedText("label"),
  },
  (t) => [unique("shop_days_shop_day").on(t.shopId, t.day), sameCompany(t.companyId, t.shopId, shops)],
);
