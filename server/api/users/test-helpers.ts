// Test support for the account API: JSON calls and reading the outbox (codes, links).
import { desc, eq } from "drizzle-orm";
import { outbox } from "../../db/schema";
import type { TestServer } from "../../testing";
import { checkAnswer } from "../contract-check";

export function json(server: TestServer, method: string, path: string, body?: unknown, opts: { token?: string; company?: string; lang?: string; ip?: string } = {}) {
  const headers = new Headers({ "content-type": "application/json" });
  if (opts.token) headers.set("authorization", `Bearer ${opts.token}`);
  if (opts.company !== undefined) headers.set("company", opts.company);
  else headers.set("company", "demo-spa-lumiere");
  if (opts.lang) headers.set("curlang", opts.lang);
  // The socket's address, as @hono/node-server gives it.
  const env = { incoming: { socket: { remoteAddress: opts.ip ?? "203.0.113.7" } } };
  return Promise.resolve(server.app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, env)).then((res) => checkAnswer(method, path, res));
}

export async function lastMessage(server: TestServer, recipient: string) {
  const [row] = await server.database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(1);
  return row ?? null;
}

export async function lastCode(server: TestServer, recipient: string): Promise<string> {
  const msg = await lastMessage(server, recipient);
  const code = /\b(\d{6})\b/.exec(msg?.text ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}
