// The one interface every payment provider implements. It knows nothing of bookings or the
// database: the caller computes the amount on the server, stores what `start` returns, passes the
// provider's request to `confirm`, and de-duplicates on `eventId`. The business's keys come in as
// an argument on every call (company settings `payment.keys`, server side only) and never leave
// the adapter: not in a thrown error, a log line or a returned value.
import { timingSafeEqual } from "node:crypto";

export const PAYMENT_PROVIDER_NAMES = ["free", "stripe", "payzen", "saferpay", "paypal", "monetico"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

export type PaymentLanguage = "fr" | "de" | "en" | "es" | "it";

/** The business's keys, as stored in its settings (`payment.keys`); each adapter reads the ones it needs. */
export type ProviderKeys = Readonly<Record<string, string | undefined>>;

export interface StartPaymentInput {
  /** Our order reference, 1–12 letters or digits: the narrowest provider field (Monetico's `reference`). */
  orderRef: string;
  /** Integer cents, computed by the caller on the server from the order. */
  amountCents: number;
  /** ISO 4217, upper case ('EUR'). */
  currency: string;
  /** Shown on the provider's page ('Maison Lumière — Massage 60 min'). */
  description: string;
  customer: {
    email: string;
    name?: string;
    /** the billing address, when known (Monetico's 3-D Secure 2 context asks for it) */
    address?: { line1: string; city: string; postalCode: string; country: string };
  };
  language: PaymentLanguage;
  /** Where the browser comes back. Providers with one return address use `success` and `confirm` tells the outcome. */
  returnUrls: { success: string; failure: string; cancel: string };
  /** Our server-to-server address, where the provider sends its notification when it takes one per payment. */
  notificationUrl: string;
  /** Stable for one order's payment attempt: a retried `start` never creates a second payment. */
  idempotencyKey: string;
}

/** What the browser does next. */
export type BrowserStep =
  /** nothing to pay online ('free': pay at the shop) */
  | { kind: "none" }
  /** send the browser to the provider's hosted page */
  | { kind: "redirect"; url: string }
  /** the browser posts these signed fields to the provider's page (an auto-submitted form) */
  | { kind: "form-post"; url: string; fields: Record<string, string> }
  /** the provider's script draws its card fields in our page: load `scriptUrl`, give it the public key and the token */
  | { kind: "hosted-fields"; scriptUrl: string; publicKey: string; formToken: string; postUrls: { success: string; failure: string } };

export interface StartPaymentResult {
  /** The provider's id for this payment; store it with the order, `confirm` and `refund` use it. */
  paymentId: string;
  browser: BrowserStep;
  /** Set when the provider confirms at once ('free'): process it as a confirmation, no browser step. */
  confirmed?: ConfirmResult;
}

/** A request that came from the provider or the browser, as received: signatures are over the raw body. */
export interface IncomingRequest {
  method: string;
  /** the full address, query included */
  url: string;
  /** names in lower case */
  headers: Readonly<Record<string, string>>;
  /** raw body ('' for a GET) */
  body: string;
}

export interface ConfirmInput {
  /** 'return': the browser came back to one of the return URLs; 'notification': the provider called us. */
  source: "return" | "notification";
  request: IncomingRequest;
  /** The payment id stored at start, when the caller knows it from the URL (Saferpay needs it: its calls carry no data). */
  paymentId?: string;
}

export type PaymentOutcome = "paid" | "failed" | "pending" | "cancelled";

export interface ConfirmResult {
  paymentId: string;
  /** our order reference, as the provider echoes it (null when the provider's message has none) */
  orderRef: string | null;
  outcome: PaymentOutcome;
  /** what was really captured, in cents (0 unless paid) */
  amountCents: number;
  currency: string;
  /** Unique per provider event: the caller processes each one once. Replays carry the same id. */
  eventId: string;
  /** What `refund` needs later (capture id, transaction id...); store it with the payment. */
  refundHandle?: string;
  /** The provider's own message for a declined card or invalid data, safe to show to the customer. */
  message?: string;
  /** The exact answer the provider expects to its notification (Monetico's CGI2); otherwise answer 200. */
  reply?: ProviderReply;
}

export interface ProviderReply {
  status: number;
  contentType: string;
  body: string;
}

export interface RefundInput {
  paymentId: string;
  /** `ConfirmResult.refundHandle` of the paid payment */
  refundHandle: string;
  /** integer cents, at most what is left to refund */
  amountCents: number;
  currency: string;
  idempotencyKey: string;
}

export interface RefundResult {
  refundId: string;
  status: "succeeded" | "pending";
  amountCents: number;
}

export interface ProviderCapabilities {
  /** can refund through the API at all */
  refund: boolean;
  /** can refund less than the amount paid, several times */
  partialRefund: boolean;
  /** the browser needs the provider's script on our page */
  script: boolean;
  /** the provider's page posts its signed result back through the browser (Lyra's kr-answer) */
  postBack: boolean;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly capabilities: ProviderCapabilities;
  start(keys: ProviderKeys, input: StartPaymentInput): Promise<StartPaymentResult>;
  /**
   * Verifies the signature (or asks the provider) before it believes anything; throws
   * PaymentError('signature') otherwise. A browser's return only reads: it never closes a payment.
   */
  confirm(keys: ProviderKeys, input: ConfirmInput): Promise<ConfirmResult>;
  /**
   * Closes a payment still open on the provider's page, so it cannot be paid once what it held is
   * released: the owner's own cancel. Absent when the provider has nothing to close (the payment
   * simply lapses there).
   */
  abandon?(keys: ProviderKeys, paymentId: string): Promise<void>;
  refund(keys: ProviderKeys, input: RefundInput): Promise<RefundResult>;
  /**
   * The back-office's 'test connection': one authenticated call that moves no money, so the
   * provider says whether it accepts the keys. Resolves when it does; throws PaymentError
   * 'configuration' when a key is missing or refused, 'provider' when it cannot be reached.
   */
  check(keys: ProviderKeys): Promise<void>;
}

/** Spec §8: the generic message key for everything but the provider's own card or validation message. */
export const GENERIC_PAYMENT_ERROR = "appointment.error.errorDuringPayment";

export type PaymentErrorCode =
  /** the provider refused the card or the data and said why: its message is shown */
  | "card"
  | "validation"
  /** a signature or MAC did not match, or a notification could not be authenticated: answer 400, change nothing */
  | "signature"
  /** the business's keys are missing or refused */
  | "configuration"
  /** the provider cannot do this (a Monetico refund without the option...) */
  | "unsupported"
  /** network, timeout, 5xx, anything unexpected */
  | "provider";

export class PaymentError extends Error {
  readonly code: PaymentErrorCode;
  readonly provider: PaymentProviderName;
  /** the provider's own message, only for 'card' and 'validation' */
  readonly providerMessage?: string;
  /** what to answer the provider, for a refused notification that expects a precise body */
  readonly reply?: ProviderReply;

  constructor(provider: PaymentProviderName, code: PaymentErrorCode, detail: string, opts: { providerMessage?: string; reply?: ProviderReply } = {}) {
    // `detail` is written by the adapters from the provider's status and error code only: never a key.
    super(`${provider}: ${detail}`);
    this.name = "PaymentError";
    this.code = code;
    this.provider = provider;
    this.providerMessage = opts.providerMessage;
    this.reply = opts.reply;
  }
}

/** Spec §8 body: the provider's message for card and validation errors, the generic key otherwise. */
export function paymentErrorBody(error: unknown): { error: true; customErrorMsg: string } {
  if (error instanceof PaymentError && (error.code === "card" || error.code === "validation") && error.providerMessage) {
    return { error: true, customErrorMsg: error.providerMessage };
  }
  return { error: true, customErrorMsg: GENERIC_PAYMENT_ERROR };
}

const ORDER_REF = /^[A-Za-z0-9]{1,12}$/;
const CURRENCY = /^[A-Z]{3}$/;

/** The checks every adapter makes before it calls anyone. */
export function checkStartInput(provider: PaymentProviderName, input: StartPaymentInput): void {
  if (!ORDER_REF.test(input.orderRef)) throw new PaymentError(provider, "validation", "orderRef must be 1 to 12 letters or digits");
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new PaymentError(provider, "validation", "amountCents must be a positive integer");
  if (!CURRENCY.test(input.currency)) throw new PaymentError(provider, "validation", "currency must be an ISO 4217 code");
  if (!input.idempotencyKey) throw new PaymentError(provider, "validation", "idempotencyKey is required");
}

export function checkRefundInput(provider: PaymentProviderName, input: RefundInput): void {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) throw new PaymentError(provider, "validation", "amountCents must be a positive integer");
  if (!input.refundHandle) throw new PaymentError(provider, "validation", "refundHandle is required");
  if (!input.idempotencyKey) throw new PaymentError(provider, "validation", "idempotencyKey is required");
}

/** Reads the keys an adapter needs; a missing one is named, its value never. */
export function requireKeys<K extends string>(provider: PaymentProviderName, keys: ProviderKeys, names: readonly K[]): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const name of names) {
    const value = keys[name];
    if (!value) throw new PaymentError(provider, "configuration", `payment.keys.${name} is not set`);
    out[name] = value;
  }
  return out;
}

/** Constant-time comparison of two strings (hex or base64 signatures); false when the lengths differ. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  if (x.length !== y.length) {
    // compare anyway so a wrong length costs the same time as a wrong byte
    timingSafeEqual(x, x);
    return false;
  }
  return timingSafeEqual(x, y);
}

/** Decimal string of an amount in cents ('1250' → '12.50'), for the providers that want units. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** '12.50' → 1250, exactly (no floating point). */
export function decimalToCents(value: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) throw new Error(`not an amount: ${value}`);
  const cents = Number(m[2]) * 100 + Number((m[3] ?? "0").padEnd(2, "0"));
  return m[1] ? -cents : cents;
}

/** Form fields of a urlencoded body. */
export function formFields(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

export function queryOf(url: string): URLSearchParams {
  return new URL(url, "http://localhost").searchParams;
}

/** Adds query parameters to a return URL the caller gave (keeping its own). */
export function withQuery(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}
