// Customers and how they sign in: sessions, social links, one-time codes, mailed link tokens,
// rate counters, social sign-ins in progress; and the business's own users (provider sign-in).
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
} from "drizzle-orm/pg-core";
import { FOLD_FROM, FOLD_TO } from "../../../domain/customer-search";
import {
  createdAt,
  instant,
  companyId,
  tenantKey,
  sameCompany,
  id,
  parent,
  customerOwned,
} from "./columns";
import { companyOf } from "./tenancy";
import { employees } from "./staff";

/** A customer of one business: the same e-mail at two businesses is two customers. */
export const customers = pgTable(
  "customers",
  {
    id: id(),
    companyId: companyOf(),
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
    /** the business's own notes on the customer (allergies, preferences); never shown to the customer */
    notes: text("notes").notNull().default(""),
    /** the language messages are sent in */
    lang: text("lang").notNull().default("fr"),
    emailVerifiedAt: instant("email_verified_at"),
    phoneVerifiedAt: instant("phone_verified_at"),
    createdAt: createdAt(),
    /**
     * What the business's search reads (domain/customer-search.ts): name, e-mail and phone, lower
     * case, accents folded by the same table as the words typed; kept by the database itself.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql.raw(
          `translate(lower(firstname || ' ' || lastname || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '')), '${FOLD_FROM}', '${FOLD_TO}')`,
        ),
      ),
  },
  (t) => [
    unique("customers_company_email").on(t.companyId, t.email),
    tenantKey("customers", t),
    index("customers_company_phone_idx").on(t.companyId, t.phone),
    // the search: any part of a word (trigrams, pg_trgm), and a page of the list in name order
    index("customers_search_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("customers_company_name_idx").on(
      t.companyId,
      t.lastname,
      t.firstname,
      t.id,
    ),
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
    ...customerOwned(),
    kind: text("kind", { enum: ["customer", "provider"] })
      .notNull()
      .default("customer"),
    createdAt: createdAt(),
    expiresAt: instant("expires_at").notNull(),
  },
  (t) => [
    sameCompany(t.companyId, t.customerId, customers),
    index("sessions_customer_idx").on(t.companyId, t.customerId),
  ],
);

/** A customer's social sign-in: (provider, subject) is one person at that provider. */
export const customerLinks = pgTable(
  "customer_links",
  {
    id: id(),
    ...customerOwned(),
    provider: text("provider", { enum: ["google", "facebook"] }).notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("customer_links_provider_subject").on(
      t.companyId,
      t.provider,
      t.subject,
    ),
    unique("customer_links_customer_provider").on(
      t.companyId,
      t.customerId,
      t.provider,
    ),
    sameCompany(t.companyId, t.customerId, customers),
  ],
);

/**
 * A customer's profile at another business of the installation, linked by the customer once they
 * proved, by a code sent to it, the phone both profiles share (decision 263). Owned by the
 * customer who linked (company_id, customer_id); the other side is named, never joined for a
 * business: only the customer sees their own links.
 */
export const profileLinks = pgTable(
  "profile_links",
  {
    id: id(),
    ...customerOwned(),
    linkedCompanyId: integer("linked_company_id").notNull(),
    linkedCustomerId: integer("linked_customer_id").notNull(),
    /** the phone proved by the code (E.164) */
    phone: text("phone").notNull(),
    createdAt: createdAt(),
  },
  // the other side is a customer of the business it names (deleted with it)
  (t) => [
    sameCompany(t.companyId, t.customerId, customers),
    sameCompany(t.linkedCompanyId, t.linkedCustomerId, customers),
    unique("profile_links_pair").on(
      t.companyId,
      t.customerId,
      t.linkedCustomerId,
    ),
  ],
);

/**
 * One-time codes (6 digits) sent by e-mail or SMS: only a hash is kept, 10 minutes, burnt after
 * 5 wrong tries. `publicId` is what the client holds between asking for and giving the code.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: id(),
    publicId: text("public_id").notNull().unique(),
    companyId: companyOf(),
    purpose: text("purpose", {
      enum: ["register", "signin", "check", "link"],
    }).notNull(),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    /** lower-cased e-mail or E.164 phone */
    address: text("address").notNull(),
    /** null when no account matches (the answer is the same; the code can never succeed) */
    customerId: integer("customer_id"),
    codeHash: text("code_hash").notNull(),
    failedTries: integer("failed_tries").notNull().default(0),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("one_time_codes_address_idx").on(t.companyId, t.address)],
);

/** Single-use link tokens (password reset, password setting): SHA-256 stored. */
export const linkTokens = pgTable(
  "link_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    ...customerOwned(),
    purpose: text("purpose", { enum: ["reset", "set_password"] }).notNull(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    createdAt: createdAt(),
  },
  (t) => [sameCompany(t.companyId, t.customerId, customers)],
);

/** Fixed-window counters (sign-in failures, code sends) kept in the database: they hold across processes. */
export const rateCounters = pgTable(
  "rate_counters",
  {
    companyId: companyId(),
    key: text("key").notNull(),
    windowStart: instant("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key, t.windowStart] })],
);

/** Social sign-in in progress: state → PKCE verifier and nonce, 10 minutes, used once. */
export const oauthStates = pgTable("oauth_states", {
  stateHash: text("state_hash").primaryKey(),
  companyId: companyId(),
  provider: text("provider", { enum: ["google", "facebook"] }).notNull(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  redirectUri: text("redirect_uri").notNull(),
  /** set when a signed-in customer links a provider */
  customerId: integer("customer_id"),
  expiresAt: instant("expires_at").notNull(),
});

/** The business's own users (provider sign-in, spec §4 'Provider session'). */
export const companyUsers = pgTable(
  "company_users",
  {
    id: id(),
    companyId: companyOf(),
    email: text("email").notNull(),
    firstname: text("firstname").notNull().default(""),
    lastname: text("lastname").notNull().default(""),
    /** owner, manager or staff (domain/roles.ts, decision 210) */
    role: text("role").notNull().default("staff"),
    /** 'person' (signs in with e-mail at cmpusers/login) or 'access' (an access account: a device or an integration, decision 213, its login in `email`) */
    kind: text("kind", { enum: ["person", "access"] })
      .notNull()
      .default("person"),
    /** Argon2id; null until the user chooses one through the activation link */
    passwordHash: text("password_hash"),
    /** the activation link's token (SHA-256), single use, until activation_expires_at */
    activationTokenHash: text("activation_token_hash").unique(),
    activationExpiresAt: instant("activation_expires_at"),
    activatedAt: instant("activated_at"),
    /** the employee whose agenda is this user's own (a staff member's, decision 214); one user per employee */
    employeeId: integer("employee_id"),
    createdAt: createdAt(),
  },
  (t) => [
    unique("company_users_company_email").on(t.companyId, t.email),
    tenantKey("company_users", t),
    unique("company_users_employee").on(t.companyId, t.employeeId),
    sameCompany(t.companyId, t.employeeId, employees, true),
    check(
      "company_users_role",
      sql`${t.role} in ('owner', 'manager', 'staff')`,
    ),
    check(
      "company_users_access_not_owner",
      sql`${t.kind} = 'person' or ${t.role} <> 'owner'`,
    ),
  ],
);

/** Provider tokens: issued by the back-office, SHA-256 stored, scoped to one company. */
export const companyUserTokens = pgTable(
  "company_user_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    companyId: companyId(),
    companyUserId: parent("company_user_id"),
    expiresAt: instant("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [sameCompany(t.companyId, t.companyUserId, companyUsers)],
);
