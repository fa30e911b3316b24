// Mail and SMS not handed to a provider (no SMTP_URL / SMS_URL): kept for the developer and the tests.
import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, companyId, id } from "./columns";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** Mail and SMS not sent through a provider (no SMTP_URL / SMS_URL): kept for the developer and the tests. */
export const outbox = pgTable(
  "outbox",
  {
    id: id(),
    companyId: companyId(),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull().default(""),
    text: text("text").notNull(),
    html: text("html"),
    /** e-mail attachments (a booking's .ics), content as text */
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_company_idx").on(t.companyId, t.createdAt)],
);
