// /dev/outbox: the mail and SMS written to the outbox, newest first. Mounted only in development
// (server/app.ts); production has no such page.
import { desc } from "drizzle-orm";
import { Hono } from "hono";
import type { Db } from "../db";
import { outbox } from "../db/schema";

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

/** Where a message stands: sent, given up, or waiting for its next try. */
const status = (m: typeof outbox.$inferSelect) =>
  m.sentAt
    ? `sent ${m.sentAt.toISOString()}${m.deliveryStatus ? ` · ${esc(m.deliveryStatus)}${m.deliveryError ? ` (${esc(m.deliveryError)})` : ""}` : ""}`
    : m.failedAt
      ? `given up after ${m.attempts} tries: ${esc(m.lastError ?? "")}`
      : `waiting (${m.attempts} tries${m.lastError ? `, last: ${esc(m.lastError)}` : ""})`;

/** Styles and pictures for the mails shown (their frames inherit it), never a script. */
const POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; frame-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function devOutboxRoutes(db: Db) {
  return new Hono()
    .get("/outbox.json", async (c) => c.json({ messages: await db.select().from(outbox).orderBy(desc(outbox.id)).limit(50) }))
    .get("/outbox", async (c) => {
      const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(50);
      const items = rows
        .map(
          (m) => `<article style="border-bottom:1px solid #ddd;padding:12px 0"><p><b>${esc(m.channel)}</b> → ${esc(m.recipient)} · company ${m.companyId} · ${m.createdAt.toISOString()} · ${status(m)}</p>
<h2 style="font-size:16px">${esc(m.subject)}</h2><pre style="white-space:pre-wrap">${esc(m.text)}</pre>${m.html ? `<details><summary>HTML</summary><iframe title="HTML" style="width:100%;height:420px" srcdoc="${esc(m.html)}"></iframe></details>` : ""}</article>`,
        )
        .join("\n");
      c.header("Content-Security-Policy", POLICY);
      return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox</title></head><body style="font-family:sans-serif;max-width:900px;margin:auto;padding:16px;overflow-wrap:anywhere"><h1>Outbox (development)</h1>${items || "<p>No message yet.</p>"}</body></html>`);
    });
}
