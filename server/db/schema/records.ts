// A customer's records (domain/records.ts). The access log: one row per read or write of a
// health-adjacent record — who (a company user, an access account or the customer), which
// record, what, when (the request's `now`). The customer's id is kept without a link so the log
// outlives the record and the person's merge; it goes with the business.
import { bigserial, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import type { RecordAction, RecordActorKind, RecordKind } from "../../../domain/records";
import { instant } from "./columns";
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
