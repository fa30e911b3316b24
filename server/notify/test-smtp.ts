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

export async function startTestSmtp() {
  const inbox: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
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
