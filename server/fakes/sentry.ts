// A local stand-in for a Sentry-compatible error service, speaking its envelope protocol: the
// SDKs POST `/api/{project}/envelope/` with `sentry_key` (query or X-Sentry-Auth), a body of
// newline-separated JSON (the envelope's header, then each item's header and payload), gzip'd
// when the Node SDK finds it large. The events received are kept for the tests to read.
import { createServer, type IncomingMessage } from "node:http";
import { gunzipSync } from "node:zlib";

export interface ReceivedEvent {
  /** the envelope's header (event_id, dsn, sent_at, sdk) */
  envelope: Record<string, unknown>;
  /** the event itself: exception, release, tags, request… */
  event: Record<string, unknown> & { release?: string; tags?: Record<string, string>; exception?: { values?: { type?: string; value?: string }[] } };
  /** the raw text received, to look for what must never be sent */
  raw: string;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

/** Items of an envelope: header, then pairs of item header and payload (a payload may declare its length). */
export function parseEnvelope(text: string): { header: Record<string, unknown>; items: { header: Record<string, unknown>; payload: string }[] } {
  const lines = text.split("\n");
  const header = JSON.parse(lines[0]!) as Record<string, unknown>;
  const items: { header: Record<string, unknown>; payload: string }[] = [];
  for (let i = 1; i < lines.length; i += 2) {
    if (!lines[i]) continue;
    items.push({ header: JSON.parse(lines[i]!) as Record<string, unknown>, payload: lines[i + 1] ?? "" });
  }
  return { header, items };
}

export async function startSentryFake(project = "42", key = "publickey") {
  const events: ReceivedEvent[] = [];
  const server = createServer(async (req, res) => {
    res.setHeader("Access-Control-Allow-Origin", "*");
    res.setHeader("Access-Control-Allow-Headers", "content-type, x-sentry-auth");
    if (req.method === "OPTIONS") return void res.writeHead(204).end();
    const url = new URL(req.url ?? "/", "http://fake");
    const auth = url.searchParams.get("sentry_key") ?? /sentry_key=([^,\s]+)/.exec(String(req.headers["x-sentry-auth"] ?? ""))?.[1];
    if (req.method !== "POST" || url.pathname !== `/api/${project}/envelope/`) return void res.writeHead(404).end();
    if (auth !== key) return void res.writeHead(401).end(JSON.stringify({ detail: "bad sentry_key" }));
    let body = await readBody(req);
    if (req.headers["content-encoding"] === "gzip") body = gunzipSync(body);
    const raw = body.toString("utf8");
    const { header, items } = parseEnvelope(raw);
    for (const item of items) if (item.header.type === "event") events.push({ envelope: header, event: JSON.parse(item.payload) as ReceivedEvent["event"], raw });
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: header.event_id ?? null }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  return {
    events,
    /** the DSN the SDKs are given */
    dsn: `http://${key}@127.0.0.1:${port}/${project}`,
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
