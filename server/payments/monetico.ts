// Monetico (CIC / Crédit Mutuel), version 3.0 of its payment form: the browser posts our signed
// fields to the bank's page; the bank calls our 'CGI2' address server to server with the result,
// signed the same way, and reads our answer (`version=2\ncdr=0\n`, or cdr=1 when the MAC is wrong).
// MAC = HMAC-SHA1, upper-case hex, over every field but MAC sorted by name as `name=value` joined
// by `*`, keyed by the 'usable key' derived from the 40-character key of the back office.
// Refunds ('recrédit') go to recredit_paiement.cgi, for terminals that have the option.
import { createHmac } from "node:crypto";
import { trimBase } from "./endpoints";
import { callProvider, type Fetch } from "./http";
import {
  centsToDecimal,
  checkRefundInput,
  checkStartInput,
  decimalToCents,
  formFields,
  PaymentError,
  requireKeys,
  safeEqual,
  type ConfirmResult,
  type PaymentProvider,
  type ProviderReply,
} from "./provider";
import { systemClock } from "../clock";

export const MONETICO_VERSION = "3.0";

export interface MoneticoOptions {
  /** https://p.monetico-services.com (test: https://p.monetico-services.com/test) */
  paymentUrl: string;
  /** https://payment-api.e-i.com, for refunds */
  apiUrl: string;
  fetch?: Fetch;
  /** the payment's date is the bank's local time (Paris) */
  now?: () => Date;
}

/**
 * The back office shows a 40-character key: 38 hex digits and a last pair that may hold a letter
 * beyond 'F' or an 'M'. Monetico's documentation turns that pair back into hex before decoding.
 */
export function moneticoUsableKey(key: string): Buffer {
  if (key.length !== 40) throw new PaymentError("monetico", "configuration", "payment.keys.secretKey must have 40 characters");
  const last = key.slice(38, 40);
  const first = last.charCodeAt(0);
  let pair: string;
  if (first > 70 && first < 97) pair = String.fromCharCode(first - 23) + last[1];
  else if (last[1] === "M") pair = `${last[0]}0`;
  else pair = last;
  return Buffer.from(key.slice(0, 38) + pair, "hex");
}

/** The string Monetico signs: every field but MAC, sorted by name (byte order), `name=value` joined by '*'. */
export function moneticoSealInput(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((k) => k !== "MAC")
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join("*");
}

export function moneticoMac(fields: Record<string, string>, key: string): string {
  return createHmac("sha1", moneticoUsableKey(key)).update(moneticoSealInput(fields), "utf8").digest("hex").toUpperCase();
}

/** The answers the bank expects to its CGI2 call. */
export const MONETICO_ACK: ProviderReply = { status: 200, contentType: "text/plain", body: "version=2\ncdr=0\n" };
export const MONETICO_NACK: ProviderReply = { status: 200, contentType: "text/plain", body: "version=2\ncdr=1\n" };

/** dd/mm/yyyy:HH:MM:SS in Paris time, the form's date. */
function parisDate(d: Date): { date: string; day: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  const day = `${parts.day}/${parts.month}/${parts.year}`;
  return { date: `${day}:${parts.hour}:${parts.minute}:${parts.second}`, day };
}

const splitMontant = (montant: string) => {
  const m = /^(\d+(?:\.\d{1,2})?)([A-Z]{3})$/.exec(montant);
  if (!m) throw new PaymentError("monetico", "provider", "montant is not an amount");
  return { cents: decimalToCents(m[1]!), currency: m[2]! };
};

export function createMoneticoProvider(opts: MoneticoOptions): PaymentProvider {
  const fetchImpl = opts.fetch ?? fetch;
  const now = opts.now ?? systemClock;

  return {
    name: "monetico",
    capabilities: { refund: true, partialRefund: true, script: false, postBack: false },

    async start(keys, input) {
      checkStartInput("monetico", input);
      const k = requireKeys("monetico", keys, ["tpe", "companyCode", "secretKey"]);
      const [firstName, ...rest] = (input.customer.name ?? "").trim().split(/\s+/);
      const billing: Record<string, string> = { email: input.customer.email };
      if (firstName) billing.firstName = firstName;
      if (rest.length) billing.lastName = rest.join(" ");
      if (input.customer.address) Object.assign(billing, { addressLine1: input.customer.address.line1, city: input.customer.address.city, postalCode: input.customer.address.postalCode, country: input.customer.address.country });
      const fields: Record<string, string> = {
        TPE: k.tpe,
        contexte_commande: Buffer.from(JSON.stringify({ billing }), "utf8").toString("base64"),
        date: parisDate(now()).date,
        lgue: input.language.toUpperCase(),
        mail: input.customer.email,
        montant: `${centsToDecimal(input.amountCents)}${input.currency}`,
        reference: input.orderRef,
        societe: k.companyCode,
        "texte-libre": input.description.slice(0, 3200),
        url_retour_err: input.returnUrls.failure,
        url_retour_ok: input.returnUrls.success,
        version: MONETICO_VERSION,
      };
      fields.MAC = moneticoMac(fields, k.secretKey);
      // Nothing is created at the bank before the browser posts this form: the reference is the payment.
      return { paymentId: input.orderRef, browser: { kind: "form-post", url: `${trimBase(opts.paymentUrl)}/paiement.cgi`, fields } };
    },

    async confirm(keys, input) {
      if (input.source === "return") {
        // The browser's return carries nothing signed: the CGI2 call, made before it, is the truth.
        if (!input.paymentId) throw new PaymentError("monetico", "signature", "the order reference is needed for a Monetico return");
        return { paymentId: input.paymentId, orderRef: input.paymentId, outcome: "pending", amountCents: 0, currency: "", eventId: `return:${input.paymentId}` };
      }
      const k = requireKeys("monetico", keys, ["tpe", "secretKey"]);
      const f = formFields(input.request.body || new URL(input.request.url).search.slice(1));
      const mac = f.MAC ?? "";
      if (!mac || f.TPE !== k.tpe || !safeEqual(moneticoMac(f, k.secretKey), mac.toUpperCase())) {
        throw new PaymentError("monetico", "signature", "the MAC of the CGI2 call does not match", { reply: MONETICO_NACK });
      }
      const { cents, currency } = splitMontant(f.montant ?? "");
      const code = f["code-retour"] ?? "";
      const paid = code === "paiement" || code === "payetest";
      const base = { paymentId: f.reference ?? "", orderRef: f.reference ?? null, currency, eventId: `monetico:${mac.toUpperCase()}`, reply: MONETICO_ACK };
      if (paid) {
        // what a refund needs: the authorisation number, the order's day and its amount
        const day = (f.date ?? "").split("_a_")[0] ?? "";
        return { ...base, outcome: "paid", amountCents: cents, refundHandle: [f.numauto ?? "", day, f.montant].join("|") } satisfies ConfirmResult;
      }
      if (code === "Annulation") return { ...base, outcome: "failed", amountCents: 0, message: f.motifrefusautorisation || f.motifrefus || undefined };
      throw new PaymentError("monetico", "unsupported", `code-retour ${code} is not used`, { reply: MONETICO_ACK });
    },

    async check(keys) {
      const k = requireKeys("monetico", keys, ["tpe", "companyCode", "secretKey"]);
      // Monetico has no call that only reads: a refund of an order that cannot exist is checked
      // for its MAC first ('commande non authentifiee' for a wrong TPE or key), then not found.
      const at = parisDate(now());
      const fields: Record<string, string> = {
        TPE: k.tpe,
        date: at.date,
        date_commande: at.day,
        date_remise: at.day,
        num_autorisation: "000000",
        montant: "0.01EUR",
        montant_recredit: "0.01EUR",
        montant_possible: "0.01EUR",
        reference: "VTCHECK",
        lgue: "FR",
        societe: k.companyCode,
        version: MONETICO_VERSION,
      };
      fields.MAC = moneticoMac(fields, k.secretKey);
      const res = await callProvider<string>("monetico", fetchImpl, `${trimBase(opts.apiUrl)}/recredit_paiement.cgi`, { form: fields });
      if (res.status !== 200) throw new PaymentError("monetico", "provider", `check: HTTP ${res.status}`);
      const lib = /^lib=(.*)$/m.exec(res.text)?.[1]?.trim() ?? "";
      if (/non authentifi/i.test(lib)) throw new PaymentError("monetico", "configuration", "check: Monetico refused the TPE or the key");
      if (!/^cdr=/m.test(res.text)) throw new PaymentError("monetico", "provider", "check: not a Monetico answer");
    },

    async refund(keys, input) {
      checkRefundInput("monetico", input);
      const k = requireKeys("monetico", keys, ["tpe", "companyCode", "secretKey"]);
      const [numauto, day, montant] = input.refundHandle.split("|");
      if (!numauto || !day || !montant) throw new PaymentError("monetico", "validation", "refundHandle is not a Monetico payment");
      const fields: Record<string, string> = {
        TPE: k.tpe,
        date: parisDate(now()).date,
        date_commande: day,
        // captured at once (the form's default), so remitted the same day
        date_remise: day,
        num_autorisation: numauto,
        montant,
        montant_recredit: `${centsToDecimal(input.amountCents)}${input.currency}`,
        // the most that may be refunded: the bank also checks what it has already refunded
        montant_possible: montant,
        reference: input.paymentId,
        lgue: "FR",
        societe: k.companyCode,
        version: MONETICO_VERSION,
      };
      fields.MAC = moneticoMac(fields, k.secretKey);
      const res = await callProvider<string>("monetico", fetchImpl, `${trimBase(opts.apiUrl)}/recredit_paiement.cgi`, { form: fields });
      if (res.status >= 500) throw new PaymentError("monetico", "provider", `recredit: HTTP ${res.status}`);
      const answer = Object.fromEntries(res.text.split(/\r?\n/).filter(Boolean).map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]));
      if (answer.cdr !== "1") throw new PaymentError("monetico", "validation", `recredit: cdr=${answer.cdr ?? "?"}`, { providerMessage: answer.lib });
      return { refundId: `${input.paymentId}-${input.idempotencyKey}`.slice(0, 64), status: "succeeded", amountCents: input.amountCents };
    },
  };
}
