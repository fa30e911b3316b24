// Mail and SMS: nodemailer over SMTP when SMTP_URL is set, an HTTP SMS provider when SMS_URL is
// set; otherwise the message goes to the outbox table (and the log), readable at /dev/outbox.
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../db";
import { outbox, type MailAttachment } from "../db/schema";
import { readEnv } from "../env";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the business's name, shown as the sender's name */
  fromName: string;
  attachments?: MailAttachment[];
}

let transport: { url: string; t: Transporter } | null = null;
function transporter(url: string) {
  if (transport?.url !== url) transport = { url, t: nodemailer.createTransport(url) };
  return transport.t;
}

export async function sendMail(db: Db, companyId: number, mail: Mail, log: Logger) {
  const env = readEnv();
  if (env.SMTP_URL) {
    await transporter(env.SMTP_URL).sendMail({ from: { name: mail.fromName, address: env.MAIL_FROM }, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments });
    log.info({ channel: "email", to: mail.to, subject: mail.subject }, "mail sent");
    return;
  }
  await db.insert(outbox).values({ companyId, channel: "email", recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments ?? [] });
  log.info({ channel: "email", to: mail.to, subject: mail.subject, text: mail.text }, "mail written to the outbox (no SMTP_URL)");
}

/** What an SMS provider must do: one message to one E.164 number. */
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

/** A generic HTTP provider: POST {to, from, text} as JSON with a Bearer token. */
export function httpSmsProvider(url: string, token: string, from: string, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    async send(to, text) {
      const res = await fetchImpl(url, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ to, from, text }) });
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    },
  };
}

export async function sendSms(db: Db, companyId: number, to: string, text: string, log: Logger) {
  const env = readEnv();
  if (env.SMS_URL) {
    await httpSmsProvider(env.SMS_URL, env.SMS_TOKEN, env.SMS_FROM).send(to, text);
    log.info({ channel: "sms", to }, "sms sent");
    return;
  }
  await db.insert(outbox).values({ companyId, channel: "sms", recipient: to, text });
  log.info({ channel: "sms", to, text }, "sms written to the outbox (no SMS_URL)");
}
