// Test support: a real SMTP server on a free local port that keeps what it receives, so tests
// read the mail actually delivered (server/notify/mail.test.ts, e2e/accounts.test.ts).
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** one entry per recipient */
  to: string;
  /** the raw message, as sent */
  raw: string;
}

/** Quoted-printable bodies fold long lines: unfold and decode before reading a code or a link. */
export const decodeMail = (raw: string) =>
  Buffer.from(raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), "latin1").toString("utf8");

/**
 * The decoded body of the message's first MIME part of `contentType` (an attachment such as the
 * .ics, base64 or quoted-printable as nodemailer wrote it); undefined when it has none.
 */
export function mimePart(raw: string, contentType: string): string | undefined {
  const lines = raw.split(/\r?\n/);
  const at = lines.findIndex((l) => l.toLowerCase().startsWith(`content-type: ${contentType.toLowerCase()}`));
  if (at < 0) return undefined;
  let i = at;
  let encoding = "";
  for (; i < lines.length && lines[i] !== ""; i++) {
    const m = /^content-transfer-encoding:\s*(\S+)/i.exec(lines[i]!);
    if (m) encoding = m[1]!.toLowerCase();
  }
  const body: string[] = [];
  for (i++; i < lines.length && !lines[i]!.startsWith("--"); i++) body.push(lines[i]!);
  if (encoding === "base64") return Buffer.from(body.join(""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeMail(body.join("\r\n"));
  return body.join("\r\n");
}

/**
 * `refuse` answers an SMTP status (451 'try later', 550 'no such mailbox') to refuse a recipient,
 * or null to take it; `onConnect` may hold a connection by not calling back (a send in flight).
 */
export async function startTestSmtp(opts: { refuse?: (to: string) => number | null; onConnect?: (accept: () => void) => void } = {}) {
  const inbox: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onConnect(_session, callback) {
      if (opts.onConnect) opts.onConnect(() => callback());
      else callback();
    },
    onRcptTo(address, _session, callback) {
      const status = opts.refuse?.(address.address) ?? null;
      if (status === null) return callback();
      callback(Object.assign(new Error(status >= 500 ? "No such mailbox" : "Try again later"), { responseCode: status }));
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("latin1")));
      stream.on("end", () => {
        for (const r of session.envelope.rcptTo) inbox.push({ to: r.address, raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as { port: number }).port;
  return {
    inbox,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
