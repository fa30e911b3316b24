// The waitlist (domain/waitlist.ts): a customer's wish for a time at a shop (services, a range of
// shop-local days), kept after they leave it (`left_at`) so what was sent stays explained; and
// each message sent for a freed time, one per wish and freed time (the unique key makes a second
// run a no-op) — what the daily limit counts.
import { sql } from "drizzle-orm";
import { check, date, index, jsonb, pgTable, text, unique } from "drizzle-orm/pg-core";
import { customers } from "./accounts";
import { shops } from "./catalogue";
import { createdAt, customerOwned, instant, id, parent, sameCompany, tenantKey, companyId } from "./columns";

export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: id(),
    ...customerOwned(),
    shopId: parent("shop_id"),
    /** the services wished for (any one of them freed is worth telling) */
    serviceIds: jsonb("service_ids").$type<number[]>().notNull(),
    /** shop-local days, both included */
    dateFrom: date("date_from", { mode: "string" }).notNull(),
    dateTo: date("date_to", { mode: "string" }).notNull(),
    /** the language the customer is written to in */
    lang: text("lang").notNull(),
    /** the key of the signed 'leave the waitlist' link of its mails, drawn for this entry alone */
    leaveKey: text("leave_key").notNull(),
    createdAt: createdAt(),
    leftAt: instant("left_at"),
  },
  (t) => [
    tenantKey("waitlist_entries", t),
    sameCompany(t.companyId, t.customerId, customers),
    sameCompany(t.companyId, t.shopId, shops),
    check("waitlist_entries_range", sql`${t.dateFrom} <= ${t.dateTo}`),
    index("waitlist_entries_waiting_idx")
      .on(t.companyId, t.shopId, t.dateTo)
      .where(sql`${t.leftAt} is null`),
    index("waitlist_entries_customer_idx").on(t.companyId, t.customerId),
  ],
);

export const waitlistNotices = pgTable(
  "waitlist_notices",
  {
    id: id(),
    companyId: companyId(),
    entryId: parent("entry_id"),
    customerId: parent("customer_id"),
    /** the freed time told of */
    slotStart: instant("slot_start").notNull(),
    sentAt: instant("sent_at").notNull(),
    channels: text("channels").notNull(),
  },
  (t) => [
    sameCompany(t.companyId, t.entryId, waitlistEntries),
    unique("waitlist_notices_entry_slot").on(t.entryId, t.slotStart),
    index("waitlist_notices_customer_idx").on(t.companyId, t.customerId, t.sentAt),
  ],
);
