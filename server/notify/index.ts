// Mail and SMS: nodemailer over SMTP when SMTP_URL is set, an HTTP SMS provider when SMS_URL is
// set; otherwise the message goes to the outbox table (and the log), readable at /dev/outbox.
// Built once at start from the configuration (server/env.ts), then reached through the services.
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../db";
import { outbox, type MailAttachment } from "../db/schema";
import type { Env } from "../env";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the business's name, shown as the sender's name */
  fromName: string;
  attachments?: MailAttachment[];
}

export interface Notifier {
  mail(companyId: number, mail: Mail, log: Logger): Promise<void>;
  sms(companyId: number, to: string, text: string, log: Logger): Promise<void>;
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

export type NotifyConfig = Pick<Env, "SMTP_URL" | "MAIL_FROM" | "SMS_URL" | "SMS_TOKEN" | "SMS_FROM">;

export function createNotifier(db: Db, config: NotifyConfig): Notifier {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  const smsProvider = config.SMS_URL ? httpSmsProvider(config.SMS_URL, config.SMS_TOKEN, config.SMS_FROM) : null;
  return {
    async mail(companyId, mail, log) {
      if (transport) {
        await transport.sendMail({ from: { name: mail.fromName, address: config.MAIL_FROM }, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments });
        log.info({ channel: "email", to: mail.to, subject: mail.subject }, "mail sent");
        return;
      }
      await db.insert(outbox).values({ companyId, channel: "email", recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments ?? [] });
      log.info({ channel: "email", to: mail.to, subject: mail.subject, text: mail.text }, "mail written to the outbox (no SMTP_URL)");
    },
    async sms(companyId, to, text, log) {
      if (smsProvider) {
        await smsProvider.send(to, text);
        log.info({ channel: "sms", to }, "sms sent");
        return;
      }
      await db.insert(outbox).values({ companyId, channel: "sms", recipient: to, text });
      log.info({ channel: "sms", to, text }, "sms written to the outbox (no SMS_URL)");
    },
  };
}
