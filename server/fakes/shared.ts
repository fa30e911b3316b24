// What every payment fake shares: an HTTP server on a free port, the provider's outgoing
// notifications (with test controls: hold, replay, deliver out of order), and the HTML of a small
// hosted card page. The fakes speak each provider's real protocol; these are only their plumbing.
import { serve as serveNode, type ServerType } from "@hono/node-server";
import type { Hono } from "hono";

export interface Delivery {
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  body: string;
}

export interface DeliveryResult {
  delivery: Delivery;
  status: number;
  body: string;
}

/** The provider's server-to-server calls to the merchant. `hold()` keeps them until `flush()`. */
export class Outbox {
  readonly delivered: DeliveryResult[] = [];
  readonly held: Delivery[] = [];
  private holding = false;

  hold() {
    this.holding = true;
  }

  async send(d: Delivery): Promise<DeliveryResult | undefined> {
    if (this.holding) {
      this.held.push(d);
      return undefined;
    }
    return this.deliver(d);
  }

  /** Delivers what was held, in order or newest first, and stops holding. */
  async flush(opts: { reverse?: boolean } = {}): Promise<DeliveryResult[]> {
    this.holding = false;
    const batch = this.held.splice(0);
    if (opts.reverse) batch.reverse();
    const out: DeliveryResult[] = [];
    for (const d of batch) out.push(await this.deliver(d));
    return out;
  }

  /** Sends the last delivered notification again, `times` times, as the provider's retries do. */
  async replayLast(times = 1): Promise<DeliveryResult[]> {
    const last = this.delivered.at(-1)?.delivery ?? this.held.at(-1);
    if (!last) throw new Error("no notification to replay");
    const out: DeliveryResult[] = [];
    for (let i = 0; i < times; i++) out.push(await this.deliver(last));
    return out;
  }

  private async deliver(d: Delivery): Promise<DeliveryResult> {
    try {
      const res = await fetch(d.url, { method: d.method, headers: d.headers, body: d.method === "GET" ? undefined : d.body });
      const result = { delivery: d, status: res.status, body: await res.text() };
      this.delivered.push(result);
      return result;
    } catch {
      const result = { delivery: d, status: 0, body: "" };
      this.delivered.push(result);
      return result;
    }
  }
}

export interface RunningFake {
  url: string;
  close(): Promise<void>;
}

/** Serves a Hono app on 127.0.0.1 (a free port unless one is given). */
export async function listen(app: Hono, port = 0): Promise<RunningFake> {
  let server: ServerType | undefined;
  const url = await new Promise<string>((resolve) => {
    server = serveNode({ fetch: app.fetch, port, hostname: "127.0.0.1" }, (info) => resolve(`http://127.0.0.1:${info.port}`));
  });
  return {
    url,
    close: () => new Promise<void>((resolve) => server!.close(() => resolve())),
  };
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface TestCard {
  number: string;
  label: string;
}

/** A provider's hosted card page: one form, its test cards listed, a cancel link. */
export function cardPage(o: {
  provider: string;
  title: string;
  amount: string;
  action: string;
  hidden?: Record<string, string>;
  cards: TestCard[];
  cancelUrl?: string;
  error?: string;
  accent: string;
}): string {
  const hidden = Object.entries(o.hidden ?? {})
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("");
  const cards = o.cards.map((c) => `<li><code>${escapeHtml(c.number)}</code> ${escapeHtml(c.label)}</li>`).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(o.title)}</title>
<style>body{font:16px/1.4 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1a1b1b}main{max-width:420px;margin:0 auto;padding:24px 16px}
header{font-weight:700;color:${o.accent};letter-spacing:.02em}h1{font-size:1.25rem;margin:.5rem 0 1rem}.amount{font-size:2rem;font-weight:700;margin:0 0 1rem}
form{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 3px #0002}label{display:block;font-size:.875rem;margin:.75rem 0 .25rem}
input{width:100%;box-sizing:border-box;font:inherit;padding:.6rem;border:1px solid #c8ccd2;border-radius:8px}.row{display:flex;gap:8px}.row>div{flex:1}
button{margin-top:1rem;width:100%;padding:.8rem;border:0;border-radius:8px;background:${o.accent};color:#fff;font:inherit;font-weight:600}
.error{background:#fdecea;color:#8a1c12;padding:.6rem;border-radius:8px;margin-bottom:1rem}.cancel{display:block;text-align:center;margin-top:1rem;color:#555}
.cards{color:#666;font-size:.875rem}</style></head><body><main>
<header>${escapeHtml(o.provider)} · test</header><h1>${escapeHtml(o.title)}</h1><p class="amount">${escapeHtml(o.amount)}</p>
${o.error ? `<p class="error" role="alert">${escapeHtml(o.error)}</p>` : ""}
<form method="post" action="${escapeHtml(o.action)}">${hidden}
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="${escapeHtml(o.cards[0]?.number ?? "")}">
<div class="row"><div><label for="exp">Expiry</label><input id="exp" name="exp" value="12/34" autocomplete="cc-exp"></div><div><label for="cvc">CVC</label><input id="cvc" name="cvc" value="123" autocomplete="cc-csc"></div></div>
<button type="submit">Pay ${escapeHtml(o.amount)}</button></form>
${o.cancelUrl ? `<a class="cancel" href="${escapeHtml(o.cancelUrl)}">Cancel and return to the shop</a>` : ""}
<p class="cards">Test cards:</p><ul class="cards">${cards}</ul></main></body></html>`;
}

/** The page a provider sends back to post its result to the merchant from the browser. */
export function autoPostPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Returning to the shop</title></head>
<body onload="document.forms[0].submit()"><form method="post" action="${escapeHtml(action)}" target="_top">${inputs}<noscript><button type="submit">Return to the shop</button></noscript></form></body></html>`;
}

export const cardDigits = (s: string | undefined) => (s ?? "").replace(/\D/g, "");

export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat("en", { style: "currency", currency }).format(cents / 100);
}

export const randomId = (prefix: string, length = 24) => {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  let s = "";
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  for (const b of bytes) s += alphabet[b % alphabet.length];
  return `${prefix}${s}`;
};
