// The headers every answer carries — pages, API answers, scripts, images — and the pages'
// Content-Security-Policy. A session token sits in the page's storage (spec §4), so what a
// page may run, load, post to and be framed by is kept to what the storefront itself needs.
import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import type { CompanySettings } from "../domain/company-settings";
import type { PaymentEndpoints } from "./payments/endpoints";
import { hsts, publicSide } from "./proxy";
import type { Env } from "./env";

/** Powerful browser features: none but the position (a shop near me) and payment sheets, for this site only. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(self), payment=(self), usb=()";

/** What is not a page (API answers, scripts, images, files) runs nothing, loads nothing, is framed by nobody. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const NONCE_BYTES = 18;
/** random bytes for 256 nonces, drawn at once: a page makes one for itself and one for each of its API calls */
let nonceBytes = Buffer.alloc(0);
let nonceAt = 0;

/** A fresh value for each answer: only the page's own inline scripts and styles carry it. Each one's bytes are used once. */
export function newNonce(): string {
  if (nonceAt + NONCE_BYTES > nonceBytes.length) {
    nonceBytes = randomBytes(NONCE_BYTES * 256);
    nonceAt = 0;
  }
  const nonce = nonceBytes.toString("base64", nonceAt, nonceAt + NONCE_BYTES);
  nonceAt += NONCE_BYTES;
  return nonce;
}

const origin = (url: string) => {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.origin : null;
  } catch {
    return null;
  }
};

/** Google's stylesheets name their font files on a second host. */
const FONT_FILE_HOSTS: Record<string, string> = { "fonts.googleapis.com": "fonts.gstatic.com" };

/**
 * The outside origins a business's payment provider needs on a page: the card page the browser
 * is sent to (form posts, and redirects answering a form post, obey form-action), and the script,
 * API and frames of fields embedded in the page.
 */
export function paymentSources(provider: CompanySettings["booker"]["payment"]["provider"], endpoints: PaymentEndpoints) {
  const none = { formAction: [] as string[], script: [] as string[], connect: [] as string[], frame: [] as string[] };
  const at = (...urls: string[]) => urls.map(origin).filter((o): o is string => o !== null);
  switch (provider) {
    case "monetico":
      return { ...none, formAction: at(endpoints.moneticoPayment) };
    case "saferpay":
      return { ...none, formAction: at(endpoints.saferpayApi) };
    case "stripe":
      // Stripe Checkout lives on its own host; a sandbox or fake serves it beside its API.
      return { ...none, formAction: at(endpoints.stripeApi === "https://api.stripe.com" ? "https://checkout.stripe.com" : endpoints.stripeApi) };
    case "paypal":
      return { ...none, formAction: at(endpoints.paypalApi.replace("://api-m.", "://www.")) };
    case "payzen":
      return { ...none, script: at(endpoints.payzenStatic), connect: at(endpoints.payzenApi, endpoints.payzenStatic), frame: at(endpoints.payzenApi, endpoints.payzenStatic) };
    default:
      return none;
  }
}

export interface PagePolicyInput {
  nonce: string;
  /** the back-office windows that may frame the page for the live preview */
  previewOrigins?: readonly string[];
  /** hosts the business's font stylesheets come from (server/tenancy/public-company.ts) */
  fontHosts?: readonly string[];
  payment?: ReturnType<typeof paymentSources>;
  /** the error reports' service (SENTRY_DSN's origin), when there is one */
  reports?: string;
  /** the analytics tag's origin, when this page may load it (a business's id and the visitor's consent) */
  analytics?: string;
}

/** Where Google's tag sends its measures, allowed only with the tag. */
const ANALYTICS_COLLECT = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];

/**
 * A page's policy. Scripts: our files and the inline ones bearing this answer's nonce, never an
 * injected one. Styles: our stylesheet, the nonce'd theme, the business's font hosts; style
 * attributes are allowed (the components size a few things with them; they cannot fetch more
 * than img-src and font-src allow). Images: any https address (catalogue pictures live on the
 * business's media hosts).
 */
export function pagePolicy({ nonce, previewOrigins = [], fontHosts = [], payment, reports, analytics }: PagePolicyInput): string {
  const fonts = fontHosts.map((h) => `https://${h}`);
  const fontFiles = fontHosts.flatMap((h) => [`https://${h}`, ...(FONT_FILE_HOSTS[h] ? [`https://${FONT_FILE_HOSTS[h]}`] : [])]);
  const framers = previewOrigins.map(origin).filter((o): o is string => o !== null);
  const list = (...parts: (string | readonly string[] | undefined)[]) => [...new Set(parts.flat().filter(Boolean))].join(" ");
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", `'nonce-${nonce}'`, payment?.script, analytics)}`,
    `style-src ${list("'self'", `'nonce-${nonce}'`, fonts)}`,
    `style-src-attr 'unsafe-inline'`,
    `font-src ${list("'self'", "data:", fontFiles)}`,
    `img-src 'self' data: blob: https:`,
    `connect-src ${list("'self'", payment?.connect, reports, analytics, analytics ? ANALYTICS_COLLECT : [])}`,
    `frame-src ${list("'self'", payment?.frame)}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action ${list("'self'", payment?.formAction)}`,
    `frame-ancestors ${list("'self'", framers)}`,
  ].join("; ");
}

/** Variables the middleware leaves for the page handler. */
export type SecurityVariables = { cspNonce: string };

/**
 * On every answer: nosniff, the referrer kept to our origin across sites, the permissions, HSTS
 * over https, and — unless the handler wrote a page's own policy — the resource policy. Runs once
 * even when mounted twice (the process's static files, then the application).
 */
export function securityHeaders(config: Env): MiddlewareHandler<{ Variables: SecurityVariables }> {
  // Hono's set (nosniff, opener policy…) without its X-Frame-Options (frame-ancestors decides,
  // the back-office frames pages for the live preview) and without its HSTS (ours is per answer).
  // Referrer-Policy not 'no-referrer': with it Chromium sends `Origin: null` on form posts, which
  // React Router's CSRF check refuses, so forms would fail before JavaScript loads.
  const base = secureHeaders({ xFrameOptions: false, crossOriginEmbedderPolicy: false, crossOriginResourcePolicy: false, referrerPolicy: "strict-origin-when-cross-origin", strictTransportSecurity: false, permissionsPolicy: {} });
  return async (c, next) => {
    if (c.get("cspNonce")) return next();
    c.set("cspNonce", newNonce());
    await base(c, next);
    c.header("Permissions-Policy", PERMISSIONS_POLICY);
    if (!c.res.headers.has("Content-Security-Policy")) c.header("Content-Security-Policy", RESOURCE_POLICY);
    const header = hsts(config, publicSide(c, config));
    if (header) c.header("Strict-Transport-Security", header);
  };
}
