// How the worker hands a message over: nodemailer over SMTP when SMTP_URL is set, an HTTP SMS
// provider when SMS_URL is set; without them the message is written to the log (and stays readable
// in the outbox table, at /dev/outbox under `npm run dev`).
import type { SendMailOptions, Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { outbox } from "../db/schema";
import type { Env } from "../env";

export type OutboxMessage = typeof outbox.$inferSelect;

/** Hands one message to its provider; throws when it could not (a `permanent` error is not retried). */
export interface Transport {
  send(message: OutboxMessage): Promise<void>;
}

export type Transports = Record<OutboxMessage["channel"], Transport>;

/** A refusal the provider will give again however often asked (an address it rejects): not retried. */
export class PermanentFailure extends Error {}

/** What an SMS provider must do: one message to one E.164 number. */
export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}

/** A generic HTTP provider: POST {to, from, text} as JSON with a Bearer token; a 4xx is permanent. */
export function httpSmsProvider(url: string, token: string, from: string, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    async send(to, text) {
      const res = await fetchImpl(url, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ to, from, text }) });
      if (res.ok) return;
      const message = `SMS provider answered ${res.status}`;
      throw res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429 ? new PermanentFailure(message) : new Error(message);
    },
  };
}

export type NotifyConfig = Pick<Env, "SMTP_URL" | "MAIL_FROM" | "SMS_URL" | "SMS_TOKEN" | "SMS_FROM">;

export function createTransports(config: NotifyConfig, log: Logger): Transports {
  // nodemailer is loaded with the first mail, not at start (a process that sends none never needs it).
  let transport: Promise<Transporter> | null = null;
  const smtp = config.SMTP_URL ? { sendMail: async (mail: SendMailOptions) => (await (transport ??= import("nodemailer").then((m) => m.default.createTransport(config.SMTP_URL!)))).sendMail(mail) } : null;
  const sms = config.SMS_URL ? httpSmsProvider(config.SMS_URL, config.SMS_TOKEN, config.SMS_FROM) : null;
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
        if (!sms) {
          log.info({ channel: "sms", to: m.recipient, text: m.text }, "sms written to the log (no SMS_URL)");
          return;
        }
        await sms.send(m.recipient, m.text);
      },
    },
  };
}
