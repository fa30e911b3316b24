// Who and what a booking takes at a shop: employees with their weekly hours and skills, and
// resources (cabins).
import { boolean, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, unique } from "drizzle-orm/pg-core";
import type { HourRange, Weekday } from "../../../domain/types";
import { articles, shops } from "./catalogue";

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
