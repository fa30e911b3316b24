// The transactional outbox: every mail and SMS is a row written in the same transaction as what it
// tells about (a booking, a code), then sent by the worker (server/notify/worker.ts), which retries
// with back-off. So a committed booking always gets its mail, even if the process dies right after.
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, companyId, id, instant } from "./columns";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** binary content (a PDF) is written in base64 */
  encoding?: "base64";
}

export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    companyId: companyId(),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    recipient: text("recipient").notNull(),
    /** the sender's name (the business's), for mail */
    fromName: text("from_name").notNull().default(""),
    subject: text("subject").notNull().default(""),
    text: text("text").notNull(),
    html: text("html"),
    /** e-mail attachments (a booking's .ics), content as text */
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
    /** when it was handed to the provider (or to the log, without one) */
    sentAt: instant("sent_at"),
    /** tries so far, counted when a worker takes it */
    attempts: integer("attempts").notNull().default(0),
    /** not tried before this instant (back-off) */
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    /** the worker sending it now, and until when no other may take it */
    claim: uuid("claim"),
    claimedUntil: instant("claimed_until"),
    lastError: text("last_error"),
    /** given up: refused for good by the provider, or too many failed tries */
    failedAt: instant("failed_at"),
    /** the provider's id of the message (Twilio's MessageSid), to match its delivery reports */
    providerRef: text("provider_ref"),
    /** the last delivery report: 'sent', 'delivered', 'undelivered', 'failed' (with its error code) */
    deliveryStatus: text("delivery_status"),
    deliveryError: text("delivery_error"),
    deliveryAt: instant("delivery_at"),
  },
  (t) => [
    index("outbox_company_idx").on(t.companyId, t.createdAt),
    index("outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index("outbox_provider_ref_idx").on(t.providerRef),
  ],
);

/**
 * Phones that asked a business for no more SMS (they answered STOP, or the provider refused a
 * number that did so): nothing is sent to them by that business until they answer START.
 */
export const smsOptOuts = pgTable(
  "sms_opt_outs",
  {
    companyId: companyId(),
    /** E.164 */
    phone: text("phone").notNull(),
    /** the word they sent, or the provider's refusal */
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.phone] })],
);
