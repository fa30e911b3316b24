// Customers and how they sign in: sessions, social links, one-time codes, mailed link tokens,
// rate counters, social sign-ins in progress; and the business's own users (provider sign-in).
import { date, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { companies } from "./tenancy";

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
