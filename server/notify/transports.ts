// How the worker hands a message over: nodemailer over SMTP when SMTP_URL is set, Twilio's Messages
// API when TWILIO_ACCOUNT_SID is set (decision 254); without them the message is written to the log
// (and stays readable in the outbox table, at /dev/outbox on a demo).
import type { SendMailOptions, Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { outbox } from "../db/schema";
import type { Env } from "../env";
import { senderId } from "../../domain/sms";
import { PermanentFailure } from "./failures";
import { OptedOut, sendTwilioSms } from "./twilio";

export type OutboxMessage = typeof outbox.$inferSelect;

/** Hands one message to its provider (answering the provider's id of it, when it gives one); throws when it could not (a `permanent` error is not retried). */
export interface Transport {
  send(message: OutboxMessage): Promise<{ providerRef: string } | void>;
}

export type Transports = Record<OutboxMessage["channel"], Transport>;

export { PermanentFailure };

/** What an SMS needs of the installation: the business's delivery-report address, and its customers' STOP. */
export interface SmsContext {
  /** the address Twilio posts the delivery reports of `companyId`'s messages to (null: none) */
  statusCallback(companyId: number): Promise<string | null>;
  isOptedOut(companyId: number, phone: string): Promise<boolean>;
  optOut(companyId: number, phone: string, reason: string): Promise<void>;
}

export type NotifyConfig = Pick<Env, "SMTP_URL" | "MAIL_FROM" | "TWILIO_ACCOUNT_SID" | "TWILIO_AUTH_TOKEN" | "TWILIO_URL" | "SMS_FROM">;

export function createTransports(config: NotifyConfig, log: Logger, smsContext?: SmsContext): Transports {
  // nodemailer is loaded with the first mail, not at start (a process that sends none never needs it).
  let transport: Promise<Transporter> | null = null;
  const smtp = config.SMTP_URL ? { sendMail: async (mail: SendMailOptions) => (await (transport ??= import("nodemailer").then((m) => m.default.createTransport(config.SMTP_URL!)))).sendMail(mail) } : null;
  const twilio = config.TWILIO_ACCOUNT_SID ? { url: config.TWILIO_URL, accountSid: config.TWILIO_ACCOUNT_SID, authToken: config.TWILIO_AUTH_TOKEN } : null;
  const domain = config.MAIL_FROM.split("@")[1] ?? "vitrine.localhost";
  return {
    email: {
      async send(m) {
        if (!smtp) {
          log.info({ channel: "email", to: m.recipient, subject: m.subject, text: m.text }, "mail written to the log (no SMTP_URL)");
          return;
        }
        try {
          await smtp.sendMail({
            from: { name: m.fromName, address: config.MAIL_FROM },
            to: m.recipient,
            subject: m.subject,
            text: m.text,
            html: m.html ?? undefined,
            attachments: m.attachments,
            // The same id on every try: a receiver that got it before a crash can drop the copy.
            messageId: `<outbox-${m.id}@${domain}>`,
          });
        } catch (err) {
          // SMTP 5xx: the server refuses this message for good (unknown mailbox, policy).
          const code = (err as { responseCode?: number }).responseCode;
          if (code && code >= 500) throw new PermanentFailure(`SMTP ${code}: ${(err as Error).message}`);
          throw err;
        }
      },
    },
    sms: {
      async send(m) {
        if (smsContext && (await smsContext.isOptedOut(m.companyId, m.recipient))) throw new PermanentFailure("the recipient answered STOP");
        if (!twilio) {
          log.info({ channel: "sms", to: m.recipient, text: m.text }, "sms written to the log (no TWILIO_ACCOUNT_SID)");
          return;
        }
        const statusCallback = (await smsContext?.statusCallback(m.companyId)) ?? undefined;
        try {
          const sid = await sendTwilioSms(twilio, { to: m.recipient, from: senderId(m.fromName, config.SMS_FROM), body: m.text, statusCallback });
          return { providerRef: sid };
        } catch (err) {
          // Twilio refuses a number that answered STOP: remembered, so nothing is asked of it again
          if (err instanceof OptedOut) await smsContext?.optOut(m.companyId, m.recipient, "refused by Twilio (21610)");
          throw err;
        }
      },
    },
  };
}
