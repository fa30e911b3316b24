// Businesses and the hosts that lead to them. Every other table carries company_id and every
// query filters on it; child rows reference their parent through (company_id, id), so a row can
// never point at another business's shop, service or employee.
import { index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, id, instant } from "./columns";

export const companies = pgTable("companies", {
  id: id(),
  /** the public token every API call carries in its `company` header */
  token: text("token").notNull().unique(),
  nickname: text("nickname").notNull(),
  /** module level: optional modules compare it with their required level */
  version: integer("version").notNull().default(0),
  /** the settings document (domain/company-settings.ts), parsed with defaults on read */
  settings: jsonb("settings").notNull().default({}),
  createdAt: createdAt(),
  updatedAt: instant("updated_at").notNull().defaultNow(),
});

/** The company a row belongs to, deleted with it. */
export const companyOf = () => integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" });

/** The domains pointed at a company. A host belongs to one company only. */
export const companyHosts = pgTable(
  "company_hosts",
  {
    host: text("host").primaryKey(),
    companyId: companyOf(),
  },
  (t) => [index("company_hosts_company_idx").on(t.companyId)],
);

/**
 * The businesses a marketplace lists (decision 201): a marketplace is a company of its own (its
 * host, its settings with homepageType mkp or mkp-2) whose shop finder searches the shops of the
 * businesses named here, each result leading to that business's own storefront. A business is
 * listed by the marketplace's operator, with its consent: only the shops' public card is shown.
 */
export const marketplaceListings = pgTable(
  "marketplace_listings",
  {
    marketplaceId: integer("marketplace_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    businessId: integer("business_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.marketplaceId, t.businessId] }), index("marketplace_listings_business_idx").on(t.businessId)],
);
