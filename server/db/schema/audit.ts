// What the business's team changed: one row per write, who did it and when, the row before and
// after (server/audit/: audit()). Kept with the business, deleted with it.
import { bigserial, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns";
import { companyOf } from "./tenancy";

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: companyOf(),
    /** who: a company user, an access account, or the installation itself (the first owner) */
    actorKind: text("actor_kind").notNull(),
    /** their id (no link: the log outlives a deleted user) */
    actorId: integer("actor_id"),
    /** how they were known then (an e-mail, an access account's name) */
    actorLabel: text("actor_label").notNull().default(""),
    /** what was done: 'create', 'update', 'delete', 'link', … */
    action: text("action").notNull(),
    /** on what: 'company_user', 'shop', 'article', … and its id */
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    at: instant("at").notNull(),
  },
  (t) => [index("audit_log_entity_idx").on(t.companyId, t.entity, t.entityId), index("audit_log_at_idx").on(t.companyId, t.at)],
);
