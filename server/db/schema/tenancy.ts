// Businesses and the hosts that lead to them. Every other table carries company_id and every
// query filters on it; child rows reference their parent through (company_id, id), so a row can
// never point at another business's shop, service or employee.
import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
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
