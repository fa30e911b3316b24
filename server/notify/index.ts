// Mail and SMS go through the transactional outbox, and only through it: `queueMail` and `queueSms`
// write the message as a row of `outbox` with the database handle they are given. Given the
// transaction that writes what the message tells about (a booking, a code), the message exists
// if and only if that commits; the worker (./worker.ts) then sends it, retrying with back-off.
//
//   await db.transaction(async (tx) => {
//     const order = await writeTheOrder(tx, …);
//     await queueMail(tx, company.id, confirmationOf(order));
//   });
import type { Tenant } from "../tenant";
import { sql } from "drizzle-orm";
import type { Db } from "../db";
import { outbox, type MailAttachment } from "../db/schema";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the business's name, shown as the sender's name */
  fromName: string;
  attachments?: MailAttachment[];
}

/** The database or a transaction of it: what a message is written with. */
export type OutboxWriter = Pick<Db, "insert" | "execute">;

/** The channel the worker listens on: a NOTIFY inside a transaction is delivered at its commit. */
export const OUTBOX_CHANNEL = "outbox";

/** Writes a mail to send (sent by the worker once the caller's transaction, if any, commits). */
export async function queueMail({ db, companyId }: Tenant<OutboxWriter>, mail: Mail): Promise<void> {
  await db.insert(outbox).values({
    companyId,
    channel: "email",
    recipient: mail.to,
    fromName: mail.fromName,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments ?? [],
  });
  await wake(db);
}

/**
 * Writes an SMS to send to an E.164 number (sent by the worker once the caller's transaction, if any,
 * commits), from `fromName` (the business's name, made its sender ID: domain/sms.ts).
 */
export async function queueSms({ db, companyId }: Tenant<OutboxWriter>, to: string, text: string, fromName = ""): Promise<void> {
  await db.insert(outbox).values({ companyId, channel: "sms", recipient: to, text, fromName });
  await wake(db);
}

/** Wakes the workers of every process at commit, so a code mail leaves at once rather than at the next poll. */
const wake = (db: OutboxWriter) => db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
