// A customer's records (domain/records.ts). The access log: one row per read or write of a
// health-adjacent record — who (a company user, an access account or the customer), which
// record, what, when (the request's `now`). The customer's id is kept without a link so the log
// outlives the record and the person's merge; it goes with the business.
import { bigserial, date, index, integer, jsonb, pgTable, primaryKey, text, unique } from "drizzle-orm/pg-core";
import type { ItemValues, RecordField } from "../../../domain/record-schema";
import type { RecordAction, RecordActorKind, RecordKind } from "../../../domain/records";
import { customers } from "./accounts";
import { employees } from "./staff";
import { companyId, createdAt, customerOwned, id, instant, parent, sameCompany, tenantKey } from "./columns";
import { companyOf } from "./tenancy";

export const recordAccessLog = pgTable(
  "record_access_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: companyOf(),
    /** whose record it is */
    customerId: integer("customer_id").notNull(),
    actorKind: text("actor_kind").$type<RecordActorKind>().notNull(),
    actorId: integer("actor_id").notNull(),
    /** how they were known then (an e-mail, an access account's login) */
    actorLabel: text("actor_label").notNull().default(""),
    action: text("action").$type<RecordAction>().notNull(),
    /** the kind of record ('dossier', 'item', 'prestation', 'consent', …) and its id */
    record: text("record").$type<RecordKind>().notNull(),
    recordId: text("record_id").notNull(),
    at: instant("at").notNull(),
  },
  (t) => [index("record_access_log_customer_idx").on(t.companyId, t.customerId, t.at), index("record_access_log_record_idx").on(t.companyId, t.record, t.recordId)],
);

/** A record type the business defines (spec 'collection'): its fields, public or private (domain/record-schema.ts). */
export const collections = pgTable(
  "collections",
  {
    id: id(),
    companyId: companyOf(),
    /** the word naming it in addresses (items/type/{type}): 'patch-test' */
    type: text("type").notNull(),
    name: text("name").notNull(),
    fields: jsonb("fields").$type<RecordField[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull(),
  },
  (t) => [tenantKey("collections", t), unique("collections_type").on(t.companyId, t.type)],
);

/** A customer's file of one kind ('dermopigmentation', 'laser'): its items hang from it. */
export const dossiers = pgTable(
  "dossiers",
  {
    id: id(),
    ...customerOwned(),
    type: text("type").notNull(),
    title: text("title").notNull(),
    /** the team's notes (private) */
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull(),
  },
  (t) => [tenantKey("dossiers", t), sameCompany(t.companyId, t.customerId, customers), index("dossiers_customer_idx").on(t.companyId, t.customerId), index("dossiers_type_idx").on(t.companyId, t.type)],
);

/** One item of a record type in a customer's file, its values checked against the type. */
export const recordItems = pgTable(
  "record_items",
  {
    id: id(),
    ...customerOwned(),
    dossierId: parent("dossier_id"),
    collectionId: parent("collection_id"),
    values: jsonb("values").$type<ItemValues>().notNull(),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull(),
  },
  (t) => [
    tenantKey("record_items", t),
    sameCompany(t.companyId, t.customerId, customers),
    sameCompany(t.companyId, t.dossierId, dossiers),
    // a type with items is not deleted (409), so no item loses its fields
    sameCompany(t.companyId, t.collectionId, collections, true),
    index("record_items_dossier_idx").on(t.companyId, t.dossierId),
    index("record_items_collection_idx").on(t.companyId, t.collectionId),
  ],
);

/** A pigment the business keeps: brand, colour, the batch number and its expiry. */
export const pigments = pgTable(
  "pigments",
  {
    id: id(),
    companyId: companyOf(),
    brand: text("brand").notNull(),
    colour: text("colour").notNull(),
    batch: text("batch").notNull(),
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [tenantKey("pigments", t), index("pigments_batch_idx").on(t.companyId, t.batch)],
);

/** A needle (or cartridge) the business keeps: its type and batch. */
export const needles = pgTable(
  "needles",
  {
    id: id(),
    companyId: companyOf(),
    type: text("type").notNull(),
    batch: text("batch").notNull(),
    createdAt: createdAt(),
  },
  (t) => [tenantKey("needles", t), index("needles_batch_idx").on(t.companyId, t.batch)],
);

/** A treatment record: whom, at which appointment, by which practitioner, when, with what. */
export const prestations = pgTable(
  "prestations",
  {
    id: id(),
    ...customerOwned(),
    /** the appointment it was done at (of the same business and customer: checked on writing) */
    appointmentId: integer("appointment_id"),
    /** the practitioner */
    employeeId: parent("employee_id"),
    performedAt: instant("performed_at").notNull(),
    /** what was done, in the team's words (private) */
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: instant("updated_at").notNull(),
  },
  (t) => [
    tenantKey("prestations", t),
    sameCompany(t.companyId, t.customerId, customers),
    sameCompany(t.companyId, t.employeeId, employees, true),
    index("prestations_customer_idx").on(t.companyId, t.customerId),
  ],
);

/** The pigments a treatment used (a used pigment is not deleted: the recall needs it). */
export const prestationPigments = pgTable(
  "prestation_pigments",
  { companyId: companyId(), prestationId: parent("prestation_id"), pigmentId: parent("pigment_id") },
  (t) => [primaryKey({ columns: [t.prestationId, t.pigmentId] }), sameCompany(t.companyId, t.prestationId, prestations), sameCompany(t.companyId, t.pigmentId, pigments, true), index("prestation_pigments_pigment_idx").on(t.companyId, t.pigmentId)],
);

/** The needles a treatment used. */
export const prestationNeedles = pgTable(
  "prestation_needles",
  { companyId: companyId(), prestationId: parent("prestation_id"), needleId: parent("needle_id") },
  (t) => [primaryKey({ columns: [t.prestationId, t.needleId] }), sameCompany(t.companyId, t.prestationId, prestations), sameCompany(t.companyId, t.needleId, needles, true), index("prestation_needles_needle_idx").on(t.companyId, t.needleId)],
);
