// The tenant model (DESIGN §1). Every table carries company_id and every query filters on it;
// child rows reference their parent through (company_id, id) so a row can never point at
// another business's shop, service or employee.
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import type { Booker, DayOpening, HourRange, Image, Localised, OpeningHours, Weekday } from "../../domain/types";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable("companies", {
  id: serial("id").primaryKey(),
  /** the public token every API call carries in its `company` header */
  token: text("token").notNull().unique(),
  nickname: text("nickname").notNull(),
  /** module level: optional modules compare it with their required level */
  version: integer("version").notNull().default(0),
  /** the settings document (domain/company-settings.ts), parsed with defaults on read */
  settings: jsonb("settings").notNull().default({}),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The domains pointed at a company. A host belongs to one company only. */
export const companyHosts = pgTable(
  "company_hosts",
  {
    host: text("host").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
  },
  (t) => [index("company_hosts_company_idx").on(t.companyId)],
);

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

export const employees = pgTable(
  "employees",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    shopId: integer("shop_id").notNull(),
    displayName: text("display_name").notNull(),
    /** the weekly pattern, shop-local: weekday → ranges (end exclusive) */
    workingHours: jsonb("working_hours").$type<Partial<Record<Weekday, HourRange[]>>>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (t) => [
    unique("employees_company_id_id").on(t.companyId, t.id),
    foreignKey({ columns: [t.companyId, t.shopId], foreignColumns: [shops.companyId, shops.id] }).onDelete("cascade"),
    index("employees_shop_idx").on(t.companyId, t.shopId),
  ],
);

/** The services an employee performs. */
export const employeeSkills = pgTable(
  "employee_skills",
  {
    companyId: integer("company_id").notNull(),
    employeeId: integer("employee_id").notNull(),
    articleId: integer("article_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.articleId] }),
    foreignKey({ columns: [t.companyId, t.employeeId], foreignColumns: [employees.companyId, employees.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.articleId], foreignColumns: [articles.companyId, articles.id] }).onDelete("cascade"),
  ],
);

/** Cabins and other resources a service occupies (spec: resource {type, shopId}). */
export const resources = pgTable(
  "resources",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    shopId: integer("shop_id").notNull(),
    type: text("type").notNull().default("cabin"),
    displayName: text("display_name").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    unique("resources_company_id_id").on(t.companyId, t.id),
    foreignKey({ columns: [t.companyId, t.shopId], foreignColumns: [shops.companyId, shops.id] }).onDelete("cascade"),
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

/** A customer of one business: the same e-mail at two businesses is two customers. */
export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** lower-cased; null for a phone-only account */
    email: text("email"),
    /** E.164 (+33612345678); null when unknown */
    phone: text("phone"),
    /** Argon2id; null for an account without a password (code or social sign-in only) */
    passwordHash: text("password_hash"),
    firstname: text("firstname").notNull().default(""),
    lastname: text("lastname").notNull().default(""),
    city: text("city").notNull().default(""),
    country: text("country").notNull().default(""),
    birthday: date("birthday", { mode: "string" }),
    /** the language messages are sent in */
    lang: text("lang").notNull().default("fr"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("customers_company_email").on(t.companyId, t.email),
    unique("customers_company_id_id").on(t.companyId, t.id),
    index("customers_company_phone_idx").on(t.companyId, t.phone),
  ],
);

/**
 * Sessions: a random 256-bit token is given to the client; only its SHA-256 is stored.
 * kind 'customer' for shoppers, 'provider' for business-side sign-in by token.
 */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    companyId: integer("company_id").notNull(),
    customerId: integer("customer_id").notNull(),
    kind: text("kind", { enum: ["customer", "provider"] }).notNull().default("customer"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.customerId], foreignColumns: [customers.companyId, customers.id] }).onDelete("cascade"),
    index("sessions_customer_idx").on(t.companyId, t.customerId),
  ],
);

// ——— Booking —————————————————————————————————————————————————————————————————————————

/**
 * A booking order: what a customer confirmed in one go (the whole booking cart, one shop).
 * Payment 'free' means 'pay at the shop' (spec §1); card providers come with their own issue.
 */
export const bookingOrders = pgTable(
  "booking_orders",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    customerId: integer("customer_id").notNull(),
    shopId: integer("shop_id").notNull(),
    status: text("status", { enum: ["confirmed", "cancelled"] }).notNull().default("confirmed"),
    paymentProvider: text("payment_provider").notNull().default("free"),
    /** cents, what the customer pays (at the shop with 'free') */
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("EUR"),
    /** the tracked cart this order ended, if any */
    cartId: integer("cart_id"),
    customMessage: text("custom_message"),
    lang: text("lang").notNull().default("fr"),
    createdAt: createdAt(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    unique("booking_orders_company_id_id").on(t.companyId, t.id),
    foreignKey({ columns: [t.companyId, t.customerId], foreignColumns: [customers.companyId, customers.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.shopId], foreignColumns: [shops.companyId, shops.id] }).onDelete("cascade"),
    index("booking_orders_customer_idx").on(t.companyId, t.customerId),
  ],
);

/**
 * One service of an order at its time, with its employee and (cabin mode) cabin. Instants are
 * UTC; `[start_at, end_at)` includes the service's pause. Exclusion constraints (migration
 * 0003_booking_exclusion) forbid two active appointments of one employee or one cabin to overlap.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    orderId: integer("order_id").notNull(),
    customerId: integer("customer_id").notNull(),
    shopId: integer("shop_id").notNull(),
    /** the service (or package) booked */
    articleId: integer("article_id").notNull(),
    employeeId: integer("employee_id").notNull(),
    cabinId: integer("cabin_id"),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["active", "cancelled"] }).notNull().default("active"),
    /** '1' staff only, '2' staff and cabin (spec §7 mode) */
    mode: text("mode", { enum: ["1", "2"] }).notNull().default("1"),
    /** cents, for all the customers the service requires */
    price: integer("price").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.orderId], foreignColumns: [bookingOrders.companyId, bookingOrders.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.shopId], foreignColumns: [shops.companyId, shops.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.articleId], foreignColumns: [articles.companyId, articles.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.employeeId], foreignColumns: [employees.companyId, employees.id] }).onDelete("cascade"),
    foreignKey({ columns: [t.companyId, t.cabinId], foreignColumns: [resources.companyId, resources.id] }).onDelete("cascade"),
    index("appointments_shop_time_idx").on(t.companyId, t.shopId, t.startAt),
    index("appointments_order_idx").on(t.orderId),
  ],
);

/** Spec §3 'Tracked cart': a signed-in customer's booking or product cart kept on the server. */
export const trackedCarts = pgTable(
  "tracked_carts",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    customerId: integer("customer_id").notNull(),
    type: text("type", { enum: ["booking", "products"] }).notNull(),
    /** the shop's artebeauteId, as the storefront names shops */
    shopId: text("shop_id"),
    items: jsonb("items").$type<{ id: number; [k: string]: unknown }[]>().notNull().default([]),
    status: text("status", { enum: ["pending", "success", "cancelled"] }).notNull().default("pending"),
    transactionId: text("transaction_id"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.companyId, t.customerId], foreignColumns: [customers.companyId, customers.id] }).onDelete("cascade"),
    index("tracked_carts_customer_idx").on(t.companyId, t.customerId, t.type, t.status),
  ],
);

// ── Accounts ────────────────────────────────────────────────────────────────────────────────

/** A customer's social sign-in: (provider, subject) is one person at that provider. */
export const customerLinks = pgTable(
  "customer_links",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    customerId: integer("customer_id").notNull(),
    provider: text("provider", { enum: ["google", "facebook"] }).notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("customer_links_provider_subject").on(t.companyId, t.provider, t.subject),
    unique("customer_links_customer_provider").on(t.companyId, t.customerId, t.provider),
    foreignKey({ columns: [t.companyId, t.customerId], foreignColumns: [customers.companyId, customers.id] }).onDelete("cascade"),
  ],
);

/**
 * One-time codes (6 digits) sent by e-mail or SMS: only a hash is kept, 10 minutes, burnt after
 * 5 wrong tries. `publicId` is what the client holds between asking for and giving the code.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: serial("id").primaryKey(),
    publicId: text("public_id").notNull().unique(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    purpose: text("purpose", { enum: ["register", "signin", "check"] }).notNull(),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    /** lower-cased e-mail or E.164 phone */
    address: text("address").notNull(),
    /** null when no account matches (the answer is the same; the code can never succeed) */
    customerId: integer("customer_id"),
    codeHash: text("code_hash").notNull(),
    failedTries: integer("failed_tries").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("one_time_codes_address_idx").on(t.companyId, t.address)],
);

/** Single-use link tokens (password reset, password setting): SHA-256 stored. */
export const linkTokens = pgTable(
  "link_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    companyId: integer("company_id").notNull(),
    customerId: integer("customer_id").notNull(),
    purpose: text("purpose", { enum: ["reset", "set_password"] }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [foreignKey({ columns: [t.companyId, t.customerId], foreignColumns: [customers.companyId, customers.id] }).onDelete("cascade")],
);

/** Fixed-window counters (sign-in failures, code sends) kept in the database: they hold across processes. */
export const rateCounters = pgTable(
  "rate_counters",
  {
    companyId: integer("company_id").notNull(),
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key, t.windowStart] })],
);

/** Mail and SMS not sent through a provider (no SMTP_URL / SMS_URL): kept for the developer and the tests. */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id").notNull(),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull().default(""),
    text: text("text").notNull(),
    html: text("html"),
    /** e-mail attachments (a booking's .ics), content as text */
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_company_idx").on(t.companyId, t.createdAt)],
);

/** Social sign-in in progress: state → PKCE verifier and nonce, 10 minutes, used once. */
export const oauthStates = pgTable("oauth_states", {
  stateHash: text("state_hash").primaryKey(),
  companyId: integer("company_id").notNull(),
  provider: text("provider", { enum: ["google", "facebook"] }).notNull(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  redirectUri: text("redirect_uri").notNull(),
  /** set when a signed-in customer links a provider */
  customerId: integer("customer_id"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** The business's own users (provider sign-in, spec §4 'Provider session'). */
export const companyUsers = pgTable(
  "company_users",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    firstname: text("firstname").notNull().default(""),
    lastname: text("lastname").notNull().default(""),
    role: text("role").notNull().default("staff"),
    createdAt: createdAt(),
  },
  (t) => [unique("company_users_company_email").on(t.companyId, t.email), unique("company_users_company_id_id").on(t.companyId, t.id)],
);

/** Provider tokens: issued by the back-office, SHA-256 stored, scoped to one company. */
export const companyUserTokens = pgTable(
  "company_user_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    companyId: integer("company_id").notNull(),
    companyUserId: integer("company_user_id").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [foreignKey({ columns: [t.companyId, t.companyUserId], foreignColumns: [companyUsers.companyId, companyUsers.id] }).onDelete("cascade")],
);
