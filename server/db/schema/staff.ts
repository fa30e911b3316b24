// Who and what a booking takes at a shop: employees with their weekly hours, absences and skills,
// and resources: cabins, and equipments (a machine a service needs, decision 217).
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { HourRange, Image, Weekday } from "../../../domain/types";
import { companyId, tenantKey, sameCompany, sortOrder, id, parent, instant } from "./columns";
import { articles, shops } from "./catalogue";

export const employees = pgTable(
  "employees",
  {
    id: id(),
    companyId: companyId(),
    shopId: parent("shop_id"),
    displayName: text("display_name").notNull(),
    /** their photo, from the media library */
    image: jsonb("image").$type<Image | null>(),
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

/** When an employee does not work although their week says so (holidays, training, sickness): [start, end). */
export const employeeAbsences = pgTable(
  "employee_absences",
  { id: id(), companyId: companyId(), employeeId: parent("employee_id"), startAt: instant("start_at").notNull(), endAt: instant("end_at").notNull(), reason: text("reason") },
  (t) => [
    tenantKey("employee_absences", t),
    sameCompany(t.companyId, t.employeeId, employees),
    index("employee_absences_employee_idx").on(t.employeeId, t.startAt),
    check("employee_absences_time_order", sql`${t.endAt} > ${t.startAt}`),
  ],
);

/**
 * Cabins and equipments a service occupies (spec: resource {type, shopId}): a cabin in cabin mode,
 * an equipment when the services linked to it are booked (equipment_services).
 */
export const resources = pgTable(
  "resources",
  { id: id(), companyId: companyId(), shopId: parent("shop_id"), type: text("type").notNull().default("cabin"), displayName: text("display_name").notNull(), sortOrder: sortOrder() },
  (t) => [tenantKey("resources", t), sameCompany(t.companyId, t.shopId, shops)],
);

/** The services that need an equipment: booked, they take one free equipment of those linked at the shop. */
export const equipmentServices = pgTable(
  "equipment_services",
  { companyId: companyId(), resourceId: parent("resource_id"), articleId: parent("article_id") },
  (t) => [primaryKey({ columns: [t.resourceId, t.articleId] }), sameCompany(t.companyId, t.resourceId, resources), sameCompany(t.companyId, t.articleId, articles), index("equipment_services_article_idx").on(t.articleId)],
);

/**
 * Time the back-office takes off one employee's or one resource's column (a break, a training, a
 * meeting): no booking may take it (the appointments trigger, decision 233) and the storefront's
 * availability reads it as busy. [start, end); exactly one of employee and resource.
 */
export const blockedTimes = pgTable(
  "blocked_times",
  {
    id: id(),
    companyId: companyId(),
    shopId: parent("shop_id"),
    employeeId: integer("employee_id"),
    resourceId: integer("resource_id"),
    startAt: instant("start_at").notNull(),
    endAt: instant("end_at").notNull(),
    /** 'break', 'training', 'meeting' or 'other' */
    kind: text("kind").notNull(),
    note: text("note"),
  },
  (t) => [
    tenantKey("blocked_times", t),
    sameCompany(t.companyId, t.shopId, shops),
    sameCompany(t.companyId, t.employeeId, employees),
    sameCompany(t.companyId, t.resourceId, resources),
    index("blocked_times_shop_idx").on(t.companyId, t.shopId, t.startAt),
    check("blocked_times_time_order", sql`${t.endAt} > ${t.startAt}`),
    check("blocked_times_one_column", sql`(${t.employeeId} is null) <> (${t.resourceId} is null)`),
    check("blocked_times_kind", sql`${t.kind} in ('break', 'training', 'meeting', 'other')`),
  ],
);
