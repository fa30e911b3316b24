// The one place that reads process.env (DESIGN §2), validated so a typo fails at start, not later.
import { randomBytes } from "node:crypto";
import { z } from "zod";

const schema = z.object({
  /** `production` under `npm start`; `development` under `npm run dev` */
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** the storefront's HTTP port (behind the proxy: one per process, see deploy/) */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** the interface it listens on (`127.0.0.1` behind a proxy on the same machine) */
  HOST: z.string().default("0.0.0.0"),
  /** PostgreSQL connection string; without it the embedded PGlite database under `DATA_DIR` is used (one process only) */
  DATABASE_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  /** where the embedded database keeps its files */
  DATA_DIR: z.string().default(".data"),
  /** where uploaded images are kept (server/media/storage.ts); `DATA_DIR/media` when empty. Several processes must share it (a shared volume), or use an object store (docs/media.md) */
  MEDIA_DIR: z.string().default(""),
  /** the largest upload accepted, in bytes (a whole request of /upload/image or /upload/images); a larger one is refused 413 and nothing is kept */
  MEDIA_MAX_BYTES: z.coerce.number().int().min(100_000).max(200_000_000).default(20 * 1024 * 1024),
  /** pino's level; `debug` logs every request (with its request id, and its trace id when traces are on) */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** how long a process trusts which company a host belongs to; a company's own data is kept until its version moves, checked on every request (so are the public answers pages ask for and, a minute at most, the pages of visitors without a session: decision 172), so a change shows on every process at its next request */
  COMPANY_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
  /** seed the demo businesses when the database has no company (`false` in production) */
  SEED_ON_EMPTY: z
    .enum(["true", "false", "1", "0"])
    .default("true")
    .transform((v) => v === "true" || v === "1"),
  /** a demo or review server: the team's pages (the component gallery at `/dev/design`, the outbox at `/dev/outbox`) and the payment providers' local fakes, through which the demo spa takes deposits and sells gift vouchers and products; `auto`: while the database holds only the demo businesses (a fresh clone's `npm start`); never once a business holds real provider keys (decision 192) */
  DEMO: z
    .enum(["true", "false", "1", "0", "auto"])
    .default("auto")
    .transform((v) => (v === "auto" ? ("auto" as const) : v === "true" || v === "1")),
  /** on a demo server, the provider whose local fake takes the demo spa's deposits */
  DEMO_PAYMENT_PROVIDER: z.enum(["stripe", "payzen", "saferpay", "paypal", "monetico"]).default("stripe"),
  /** `smtp(s)://user:pass@host:port`; every mail is written to the `outbox` table in the transaction of what it tells, then sent by the outbox worker of any process (retried with back-off); without it mail goes to the log */
  SMTP_URL: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  /** the sender address of every mail; the business's name is the sender's name */
  MAIL_FROM: z.string().default("no-reply@vitrine.localhost"),
  /** Twilio's account SID (`AC…`): SMS go through Twilio's Messages API (decision 254), through the outbox like mail; without it they go to the log */
  TWILIO_ACCOUNT_SID: z.preprocess((v) => (v === "" ? undefined : v), z.string().regex(/^AC[0-9a-fA-F]{32}$/, "must be a Twilio account SID (AC and 32 hex digits)").optional()),
  /** Twilio's auth token: the API's password and the key its delivery reports and replies are signed with */
  TWILIO_AUTH_TOKEN: z.string().default(""),
  /** Twilio's API address (a demo server uses its local fake, server/fakes/twilio.ts) */
  TWILIO_URL: z.string().url().default("https://api.twilio.com"),
  /** the SMS sender name when the business's name cannot be one (11 letters or digits at most) */
  SMS_FROM: z.string().max(11).default("Vitrine"),
  /** the storefront's address in mail links, `{host}` being the business's host; when it is https every cookie is `Secure` */
  PUBLIC_URL: z.string().default("https://{host}"),
  /** how many proxies (load balancer, CDN) stand in front: `true` is one, `2` two; only then are `X-Forwarded-For` (the visitor's IP, for rate limits), `-Host` (the business) and `-Proto` (https) read, from the value the outermost proxy wrote; behind a TLS proxy, set it or forms fail their origin check */
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
  /** the key of the preview themes signed for a business's users (32 characters or more); several processes must share one, else each draws its own at start */
  PREVIEW_SECRET: z
    .string()
    .min(32)
    .default(() => randomBytes(32).toString("base64url")),
  /** `Strict-Transport-Security` max-age in seconds, sent over https only; `0` sends none */
  HSTS_MAX_AGE: z.coerce.number().int().min(0).default(15_552_000),
  /** adds `includeSubDomains` to HSTS: only when every subdomain of every business host is served over https */
  HSTS_INCLUDE_SUBDOMAINS: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
  /** the operator's port: Prometheus metrics at `/metrics` and, on the embedded database, a backup taken while running at `POST /backup`; without it no such port is opened (one per process) */
  OPERATOR_PORT: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
  /** the interface of the operator's port: keep it off the public network */
  OPERATOR_HOST: z.string().default("127.0.0.1"),
  /** an OTLP/HTTP collector (e.g. `http://127.0.0.1:4318`): traces go to `{endpoint}/v1/traces`; without it none are made */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  /** the traces' `service.name` */
  OTEL_SERVICE_NAME: z.string().default("vitrine"),
  /** a Sentry-compatible service's DSN (`https://key@host/project`): the server's errors are reported there with the release and the request id, never personal data (decision 264); without it nothing is loaded or sent */
  SENTRY_DSN: z.preprocess((v) => (v === "" ? undefined : v), z.string().url().optional()),
  /** where a business's analytics tag is loaded from (Google's tag, `?id=` its measurement id), only on pages of a business with an id, for a visitor who accepted measurement (decision 264); the tests point it at a local fake */
  ANALYTICS_TAG_URL: z.string().url().default("https://www.googletagmanager.com/gtag/js"),
  /** the release the error reports name; `vitrine@` and package.json's version by default */
  SENTRY_RELEASE: z.preprocess((v) => (v === "" ? undefined : v), z.string().max(200).optional()),
  /** PostgreSQL connections each process opens at most (the sum over processes stays under PostgreSQL's `max_connections`) */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** OpenID Connect issuer of Google sign-in (the keys are in the business's settings, `booker.oauthKeys`) */
  GOOGLE_ISSUER: z.string().url().default("https://accounts.google.com"),
  /** Facebook sign-in's authorisation page (Graph API v15.0) */
  FACEBOOK_AUTHORIZE_URL: z.string().url().default("https://www.facebook.com/v15.0/dialog/oauth"),
  /** Facebook sign-in's token endpoint */
  FACEBOOK_TOKEN_URL: z.string().url().default("https://graph.facebook.com/v15.0/oauth/access_token"),
  /** Facebook sign-in's profile endpoint */
  FACEBOOK_PROFILE_URL: z.string().url().default("https://graph.facebook.com/v15.0/me?fields=id,first_name,last_name,email"),
  // Payment providers' addresses: production by default, a sandbox or the local fakes by override.
  /** Stripe's API */
  STRIPE_API_URL: z.string().url().default("https://api.stripe.com"),
  /** Lyra/PayZen's REST API (another Lyra brand's host works too) */
  PAYZEN_API_URL: z.string().url().default("https://api.payzen.eu"),
  /** the host of PayZen's embedded-form script */
  PAYZEN_STATIC_URL: z.string().url().default("https://static.payzen.eu"),
  /** Saferpay's JSON API (test: `https://test.saferpay.com/api`) */
  SAFERPAY_API_URL: z.string().url().default("https://www.saferpay.com/api"),
  /** PayPal's REST API (sandbox: `https://api-m.sandbox.paypal.com`) */
  PAYPAL_API_URL: z.string().url().default("https://api-m.paypal.com"),
  /** Monetico's payment page root (test: add `/test`) */
  MONETICO_PAYMENT_URL: z.string().url().default("https://p.monetico-services.com"),
  /** Monetico's refund API */
  MONETICO_API_URL: z.string().url().default("https://payment-api.e-i.com"),
});

export type Env = z.infer<typeof schema>;

/** The variables, for the generated table of docs/deploy.md (scripts/env-table.ts). */
export const envSchema = schema;

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
