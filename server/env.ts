// The one place that reads process.env (DESIGN §2), validated so a typo fails at start, not later.
import { randomBytes } from "node:crypto";
import { z } from "zod";

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** PostgreSQL connection string; without it the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  DATA_DIR: z.string().default(".data"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Seconds a resolved company stays in the process cache. */
  COMPANY_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
  /** Skip the seeding of the demo businesses on an empty database. */
  SEED_ON_EMPTY: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((v) => v === "true" || v === "1"),
  /** A demo or review server: shows the development pages (the component gallery at /dev/design) under `npm start`. Off in production. */
  DEMO: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /** On a demo server, the provider the demo spa takes its deposits through (each with its local fake and demo keys). */
  DEMO_PAYMENT_PROVIDER: z.enum(["stripe", "payzen", "saferpay", "paypal", "monetico"]).default("stripe"),
  /** smtp(s)://user:pass@host:port — without it mail goes to the outbox table (and the log). */
  SMTP_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  /** The sender of every mail; the business's name is put in front of it. */
  MAIL_FROM: z.string().default("no-reply@vitrine.localhost"),
  /** HTTP SMS provider: POST {to, from, text} as JSON with `Authorization: Bearer SMS_TOKEN`. Without it, SMS go to the outbox. */
  SMS_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  SMS_TOKEN: z.string().default(""),
  SMS_FROM: z.string().max(11).default("Vitrine"),
  /** Address of the storefront in links sent by mail; {host} is the business's host. */
  PUBLIC_URL: z.string().default("https://{host}"),
  /**
   * How many proxies (load balancer, CDN) stand in front of the server: only then are
   * X-Forwarded-For, -Host and -Proto read, each from the value the outermost of them wrote.
   * `false`/`0`: none (the headers are ignored); `true`: one.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((v, ctx) => {
      if (v === "true") return 1;
      if (v === "false" || v === "") return 0;
      if (/^\d{1,2}$/.test(v)) return Number(v);
      ctx.addIssue({ code: "custom", message: "true, false or a number of proxies" });
      return z.NEVER;
    }),
  /**
   * Key of the preview themes the server signs for a business's signed-in users. Several server
   * processes must share one; without it each process draws its own at start.
   */
  PREVIEW_SECRET: z
    .string()
    .min(32)
    .default(() => randomBytes(32).toString("base64url")),
  /** Strict-Transport-Security max-age in seconds, sent over https only; 0 sends none. */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(15_552_000),
  /** Adds includeSubDomains to HSTS: only when every subdomain of every business host is served over https. */
  HSTS_INCLUDE_SUBDOMAINS: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /**
   * The operator's port: Prometheus metrics at /metrics (and, on the embedded database, a stop-free
   * backup at POST /backup), on OPERATOR_HOST only. Without it no such port is opened.
   */
  OPERATOR_PORT: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
  OPERATOR_HOST: z.string().default("127.0.0.1"),
  /** OTLP/HTTP collector (e.g. http://127.0.0.1:4318): traces are sent to {endpoint}/v1/traces; without it none are made. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  /** service.name of the traces */
  OTEL_SERVICE_NAME: z.string().default("vitrine"),
  /** PostgreSQL connections each process keeps at most (DATABASE_URL only) */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** OpenID Connect issuer of Google sign-in (a local server in tests). */
  GOOGLE_ISSUER: z.string().url().default("https://accounts.google.com"),
  /** Facebook OAuth 2 endpoints (Graph API v15.0). */
  FACEBOOK_AUTHORIZE_URL: z.string().url().default("https://www.facebook.com/v15.0/dialog/oauth"),
  FACEBOOK_TOKEN_URL: z.string().url().default("https://graph.facebook.com/v15.0/oauth/access_token"),
  FACEBOOK_PROFILE_URL: z.string().url().default("https://graph.facebook.com/v15.0/me?fields=id,first_name,last_name,email"),
  /** Payment providers' addresses: production by default, a sandbox or the local fakes by override. */
  STRIPE_API_URL: z.string().url().default("https://api.stripe.com"),
  PAYZEN_API_URL: z.string().url().default("https://api.payzen.eu"),
  PAYZEN_STATIC_URL: z.string().url().default("https://static.payzen.eu"),
  SAFERPAY_API_URL: z.string().url().default("https://www.saferpay.com/api"),
  PAYPAL_API_URL: z.string().url().default("https://api-m.paypal.com"),
  MONETICO_PAYMENT_URL: z.string().url().default("https://p.monetico-services.com"),
  MONETICO_API_URL: z.string().url().default("https://payment-api.e-i.com"),
});

export type Env = z.infer<typeof schema>;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
