// Lyra/PayZen through its REST API V4: Charge/CreatePayment gives a formToken for Lyra's embedded
// form (its script draws the card fields on our page, PCI SAQ A); the result comes twice, signed:
// the IPN (server to server, HMAC-SHA-256 keyed with the REST password) and the browser's post-back
// (HMAC-SHA-256 keyed with the HMAC key). Refunds through Transaction/CancelOrRefund.
import { createHmac } from "node:crypto";
import { trimBase } from "./endpoints";
import { basicAuth, callProvider, type Fetch } from "./http";
import {
  checkRefundInput,
  checkStartInput,
  formFields,
  PaymentError,
  requireKeys,
  safeEqual,
  type ConfirmResult,
  type PaymentOutcome,
  type PaymentProvider,
  type ProviderKeys,
} from "./provider";

export interface PayzenOptions {
  /** https://api.payzen.eu (or another Lyra brand's host, or the fake) */
  apiUrl: string;
  /** https://static.payzen.eu: where the embedded form's script is served */
  staticUrl: string;
  fetch?: Fetch;
}

interface LyraResponse {
  status: "SUCCESS" | "ERROR";
  answer: Record<string, unknown> & { errorCode?: string; errorMessage?: string; detailedErrorMessage?: string };
}

interface LyraTransaction {
  uuid: string;
  amount: number;
  currency: string;
  status: string;
  detailedStatus: string;
  operationType?: string;
  errorCode?: string | null;
  errorMessage?: string | null;
  detailedErrorMessage?: string | null;
}

interface LyraPayment {
  orderStatus: "PAID" | "UNPAID" | "RUNNING" | "PARTIALLY_PAID" | "ABANDONED";
  orderCycle?: string;
  serverDate?: string;
  orderDetails: { orderTotalAmount: number; orderCurrency: string; orderId: string | null };
  transactions?: LyraTransaction[];
}

/**
 * kr-hash: HMAC-SHA-256, hex, of the kr-answer JSON. Lyra's own samples unescape `\/` before
 * hashing (the posted JSON may escape slashes, the signed one does not), so we do the same.
 */
export function payzenHash(krAnswer: string, key: string): string {
  return createHmac("sha256", key).update(krAnswer.replaceAll("\\/", "/"), "utf8").digest("hex");
}

export const PAYZEN_SCRIPT_PATH = "/static/js/krypton-client/V4.0/stable/kr-payment-form.min.js";

export function createPayzenProvider(opts: PayzenOptions): PaymentProvider {
  const fetchImpl = opts.fetch ?? fetch;
  const api = `${trimBase(opts.apiUrl)}/api-payment/V4`;

  const call = async (keys: ProviderKeys, path: string, body: unknown, what: string) => {
    const k = requireKeys("payzen", keys, ["shopId", "secretKey"]);
    const res = await callProvider<LyraResponse>("payzen", fetchImpl, `${api}/${path}`, { headers: { authorization: basicAuth(k.shopId, k.secretKey) }, json: body });
    if (res.status === 401 || res.status === 403) throw new PaymentError("payzen", "configuration", `${what}: Lyra refused the shop id or password`);
    if (res.status >= 500 || typeof res.body !== "object" || !res.body) throw new PaymentError("payzen", "provider", `${what}: HTTP ${res.status}`);
    if (res.body.status !== "SUCCESS") {
      const a = res.body.answer ?? {};
      // INT_ errors are invalid data, the others the payment platform's refusals: both carry Lyra's own message.
      throw new PaymentError("payzen", "validation", `${what}: ${a.errorCode ?? "ERROR"}`, { providerMessage: a.detailedErrorMessage || a.errorMessage || undefined });
    }
    return res.body.answer;
  };

  return {
    name: "payzen",
    capabilities: { refund: true, partialRefund: true, script: true, postBack: true },

    async start(keys, input) {
      checkStartInput("payzen", input);
      const { publicKey } = requireKeys("payzen", keys, ["publicKey"]);
      const [firstName, ...rest] = (input.customer.name ?? "").trim().split(/\s+/);
      // Lyra has no idempotency key: a repeated call makes another form token for the same orderId;
      // only a paid one creates a transaction, so a retry never charges twice.
      const answer = await call(
        keys,
        "Charge/CreatePayment",
        {
          amount: input.amountCents,
          currency: input.currency,
          orderId: input.orderRef,
          customer: { email: input.customer.email, billingDetails: { firstName: firstName || undefined, lastName: rest.join(" ") || undefined, language: input.language.toUpperCase() } },
          ipnTargetUrl: input.notificationUrl,
          metadata: { orderRef: input.orderRef },
        },
        "create payment",
      );
      const formToken = String(answer.formToken ?? "");
      if (!formToken) throw new PaymentError("payzen", "provider", "create payment: no formToken");
      return {
        paymentId: input.orderRef,
        browser: { kind: "hosted-fields", scriptUrl: `${trimBase(opts.staticUrl)}${PAYZEN_SCRIPT_PATH}`, publicKey, formToken, postUrls: { success: input.returnUrls.success, failure: input.returnUrls.failure } },
      };
    },

    async confirm(keys, input) {
      const f = formFields(input.request.body);
      if (input.source === "return" && !f["kr-answer"] && input.paymentId) {
        // A return address followed without Lyra's post-back proves nothing: the IPN or the post-back is the truth.
        return { paymentId: input.paymentId, orderRef: input.paymentId, outcome: "pending", amountCents: 0, currency: "", eventId: `return:${input.paymentId}` };
      }
      const answer = f["kr-answer"];
      const hash = f["kr-hash"];
      if (!answer || !hash || f["kr-hash-algorithm"] !== "sha256_hmac") throw new PaymentError("payzen", "signature", "no kr-answer, kr-hash or sha256_hmac algorithm");
      // The IPN is signed with the REST password, the browser's post-back with the HMAC-SHA-256 key.
      const expectedKey = input.source === "notification" ? "password" : "sha256_hmac";
      if (f["kr-hash-key"] !== expectedKey) throw new PaymentError("payzen", "signature", `a ${input.source} must be signed with the ${expectedKey} key`);
      const k = requireKeys("payzen", keys, input.source === "notification" ? ["secretKey"] : ["hmacKey"]);
      const key = input.source === "notification" ? (k as { secretKey: string }).secretKey : (k as { hmacKey: string }).hmacKey;
      if (!safeEqual(payzenHash(answer, key), hash.toLowerCase())) throw new PaymentError("payzen", "signature", "kr-hash does not match");
      if (f["kr-answer-type"] !== "V4/Payment") throw new PaymentError("payzen", "unsupported", `answer type ${f["kr-answer-type"]} is not used`);

      let payment: LyraPayment;
      try {
        payment = JSON.parse(answer) as LyraPayment; // `\/` is a valid JSON escape of '/'
      } catch {
        throw new PaymentError("payzen", "provider", "kr-answer is not JSON");
      }
      const outcomes: Record<LyraPayment["orderStatus"], PaymentOutcome> = { PAID: "paid", UNPAID: "failed", RUNNING: "pending", PARTIALLY_PAID: "pending", ABANDONED: "cancelled" };
      const outcome = outcomes[payment.orderStatus] ?? "pending";
      const transactions = payment.transactions ?? [];
      const last = transactions.at(-1);
      const paidCents = transactions.filter((t) => t.status === "PAID" && (t.operationType ?? "DEBIT") === "DEBIT").reduce((sum, t) => sum + t.amount, 0);
      const orderId = payment.orderDetails.orderId ?? "";
      return {
        paymentId: orderId,
        orderRef: payment.orderDetails.orderId,
        outcome,
        amountCents: outcome === "paid" ? paidCents : 0,
        currency: payment.orderDetails.orderCurrency,
        // the IPN and the post-back of one transaction state are one event
        eventId: last ? `${last.uuid}:${last.detailedStatus}` : `${orderId}:${payment.orderStatus}:${payment.serverDate ?? ""}`,
        refundHandle: outcome === "paid" ? last?.uuid : undefined,
        message: outcome === "failed" ? (last?.detailedErrorMessage || last?.errorMessage || undefined) : undefined,
      } satisfies ConfirmResult;
    },

    async check(keys) {
      requireKeys("payzen", keys, ["publicKey", "hmacKey"]);
      // Lyra's own test call: authenticated like every call, echoes its value back
      const answer = (await call(keys, "Charge/SDKTest", { value: "vitrine" }, "check")) as { value?: string } | undefined;
      if (answer?.value !== "vitrine") throw new PaymentError("payzen", "provider", "check: SDKTest did not echo its value");
    },

    async refund(keys, input) {
      checkRefundInput("payzen", input);
      // Lyra has no idempotency key either: the caller records the refund before retrying it.
      const answer = (await call(keys, "Transaction/CancelOrRefund", { uuid: input.refundHandle, amount: input.amountCents, currency: input.currency }, "refund")) as unknown as LyraTransaction;
      const done = ["CAPTURED", "CANCELLED", "AUTHORISED"].includes(answer.detailedStatus);
      return { refundId: answer.uuid, status: done ? "succeeded" : "pending", amountCents: answer.amount ?? input.amountCents };
    },
  };
}
