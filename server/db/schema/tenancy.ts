// Businesses and the hosts that lead to them. Every other table carries company_id and every
// query filters on it; child rows reference their parent through (company_id, id), so a row can
// never point at another business's shop, service or employee.
import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

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
