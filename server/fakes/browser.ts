// Test helpers that act as the customer's browser on a fake's hosted page (fill the card form,
// follow the redirect or the auto-posted form back to the shop) and as the shop's notification
// endpoint (record what the provider sends and answer what the adapter says).
import { Hono } from "hono";
import type { BrowserStep, ConfirmResult, IncomingRequest, ProviderReply, StartPaymentInput } from "../payments/provider";
import { listen } from "./shared";

const FORM = /<form[^>]*method="post"[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i;
const HIDDEN = /<input type="hidden" name="([^"]*)" value="([^"]*)">/g;
const unescape = (s: string) => s.replace(/&#(\d+);/g, (_, d: string) => String.fromCharCode(Number(d))).replace(/&amp;/g, "&");

export interface PageResult {
  /** the browser came back to the shop with this request */
  returned?: IncomingRequest;
  /** or it stayed on the provider's page */
  page?: { status: number; html: string };
}

function parseForm(html: string, base: string) {
  const m = FORM.exec(html);
  if (!m) return undefined;
  const fields: Record<string, string> = {};
  for (const h of m[2]!.matchAll(HIDDEN)) fields[unescape(h[1]!)] = unescape(h[2]!);
  return { action: new URL(unescape(m[1]!), base).toString(), fields };
}

async function toResult(res: Response, base: string): Promise<PageResult> {
  const location = res.headers.get("location");
  if (res.status >= 300 && res.status < 400 && location) {
    return { returned: { method: "GET", url: new URL(location, base).toString(), headers: {}, body: "" } };
  }
  const html = await res.text();
  if (html.includes("document.forms[0].submit()")) {
    const form = parseForm(html, base)!;
    return { returned: { method: "POST", url: form.action, headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(form.fields).toString() } };
  }
  return { page: { status: res.status, html } };
}

/** Opens the page the browser step leads to (a redirect, or a posted form). */
export async function openHostedPage(step: BrowserStep): Promise<{ url: string; html: string; status: number }> {
  if (step.kind === "redirect") {
    const res = await fetch(step.url, { redirect: "manual" });
    return { url: step.url, html: await res.text(), status: res.status };
  }
  if (step.kind === "form-post") {
    // the bank answers the posted form with a redirect to its card page
    const res = await fetch(step.url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(step.fields) });
    return { url: res.url, html: await res.text(), status: res.status };
  }
  throw new Error(`no hosted page for a ${step.kind} step`);
}

/** Fills the card form of an opened hosted page and submits it, as a customer would. */
export async function submitCard(page: { url: string; html: string }, card: string): Promise<PageResult> {
  const form = parseForm(page.html, page.url);
  if (!form) throw new Error(`no card form on ${page.url}`);
  const body = new URLSearchParams({ ...form.fields, card, exp: "12/34", cvc: "123" });
  const res = await fetch(form.action, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body, redirect: "manual" });
  return toResult(res, form.action);
}

/** Follows the page's 'Cancel and return to the shop' link. */
export async function cancelOnHostedPage(page: { url: string; html: string }): Promise<PageResult> {
  const m = /<a class="cancel" href="([^"]*)"/.exec(page.html);
  if (!m) throw new Error("no cancel link");
  const target = new URL(unescape(m[1]!), page.url).toString();
  if (new URL(target).origin !== new URL(page.url).origin) return { returned: { method: "GET", url: target, headers: {}, body: "" } };
  return toResult(await fetch(target, { redirect: "manual" }), target);
}

export interface Sink {
  url: string;
  received: IncomingRequest[];
  results: (ConfirmResult | Error)[];
  close(): Promise<void>;
}

/** The shop's notification endpoint: hands each request to `handle` and answers what it says. */
export async function startNotificationSink(handle: (req: IncomingRequest) => Promise<ConfirmResult>): Promise<Sink> {
  const received: IncomingRequest[] = [];
  const results: (ConfirmResult | Error)[] = [];
  const app = new Hono();
  app.all("*", async (c) => {
    const req: IncomingRequest = { method: c.req.method, url: c.req.url, headers: Object.fromEntries([...c.req.raw.headers].map(([k, v]) => [k.toLowerCase(), v])), body: await c.req.text() };
    received.push(req);
    let reply: ProviderReply | undefined;
    try {
      const result = await handle(req);
      results.push(result);
      reply = result.reply;
    } catch (e) {
      results.push(e as Error);
      reply = (e as { reply?: ProviderReply }).reply ?? { status: 400, contentType: "text/plain", body: "refused" };
    }
    return c.body(reply?.body ?? "", (reply?.status ?? 200) as 200, { "content-type": reply?.contentType ?? "text/plain" });
  });
  const running = await listen(app);
  return { url: running.url, received, results, close: running.close };
}

/**
 * Replays and out-of-order deliveries must not change what an event means: every copy of an event
 * id gives an identical result. Returns one result per distinct event.
 */
export function distinctEvents(results: ConfirmResult[]): ConfirmResult[] {
  const byEvent = new Map<string, ConfirmResult>();
  for (const r of results) {
    const seen = byEvent.get(r.eventId);
    if (seen && JSON.stringify(seen) !== JSON.stringify(r)) throw new Error(`event ${r.eventId} gave two different results`);
    byEvent.set(r.eventId, r);
  }
  return [...byEvent.values()];
}

/** An order as the booking step would start it; tests change what they look at. */
export function testOrder(orderRef: string, patch: Partial<StartPaymentInput> = {}): StartPaymentInput {
  return {
    orderRef,
    amountCents: 4500,
    currency: "EUR",
    description: "Massage 60 min",
    customer: { email: "lea@example.com", name: "Léa Martin" },
    language: "fr",
    returnUrls: { success: "https://spa.example/payments/rdvcheck", failure: "https://spa.example/payments/fail", cancel: "https://spa.example/payments/fail?cancel=1" },
    notificationUrl: "https://spa.example/api/payment/callback/spa",
    idempotencyKey: `order-${orderRef}`,
    ...patch,
  };
}
