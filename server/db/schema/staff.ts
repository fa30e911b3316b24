// Who and what a booking takes at a shop: employees with their weekly hours and skills, and
// resources (cabins).
import { boolean, index, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { HourRange, Weekday } from "../../../domain/types";
import { companyId, tenantKey, sameCompany, sortOrder, id, parent } from "./columns";
import { articles, shops } from "./catalogue";

export const employees = pgTable(
  "employees",
  {
    id: id(),
    companyId: companyId(),
    shopId: parent("shop_id"),
    displayName: text("display_name").notNull(),
    /** the weekly pattern, shop-local: weekday → ranges (end exclusive) */
    workingHours: jsonb("working_hours").$type<Partial<Record<Weekday, HourRange[]>>>().notNull(),
    sortOrder: sortOrder(),
    active: boolean("active").notNull().default(true),
  },
  (t) => [tenantKey("employees", t), sameCompany(t.companyId, t.shopId, shops), index("employees_shop_idx").on(t.companyId, t.shopId)],
);

/** The services an employee performs. */
export const employeeSkills = pgTable(
  "employee_skills",
  { companyId: companyId(), employeeId: parent("employee_id"), articleId: parent("article_id") },
  (t) => [primaryKey({ columns: [t.employeeId, t.articleId] }), sameCompany(t.companyId, t.employeeId, employees), sameCompany(t.companyId, t.articleId, articles)],
);

/** Cabins and other resources a service occupies (spec: resource {type, shopId}). */
export const resources = pgTable(
  "resources",
  { id: id(), companyId: companyId(), shopId: parent("shop_id"), type: text("type").notNull().default("cabin"), displayName: text("display_name").notNull(), sortOrder: sortOrder() },
  (t) => [tenantKey("resources", t), sameCompany(t.companyId, t.shopId, shops)],
);
