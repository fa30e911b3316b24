// Saferpay (Worldline) JSON API, Payment Page: Initialize → RedirectUrl; the payer comes back to
// one ReturnUrl whatever happened, and Saferpay calls our notify URL with a bare GET. Neither
// carries data nor a signature: the truth is what PaymentPage/Assert, called by us with our
// credentials and the token we stored, answers. Then Transaction/Capture; refunds are a REFUND
// transaction that is captured in turn. Every request has the RequestHeader with SpecVersion,
// RequestId and RetryIndicator (a retry keeps the RequestId and raises the indicator).
import { trimBase } from "./endpoints";
import { basicAuth, callProvider, type Fetch } from "./http";
import { checkRefundInput, checkStartInput, PaymentError, requireKeys, type ConfirmResult, type PaymentProvider, type ProviderKeys } from "./provider";

export const SAFERPAY_SPEC_VERSION = "1.53";

export interface SaferpayOptions {
  /** https://www.saferpay.com/api (test: https://test.saferpay.com/api) */
  apiUrl: string;
  fetch?: Fetch;
}

interface SaferpayError {
  ErrorName: string;
  ErrorMessage: string;
  Behavior?: string;
  PayerMessage?: string;
  TransactionId?: string;
  OrderId?: string;
}

interface SaferpayTransaction {
  Type: "PAYMENT" | "REFUND";
  Status: "AUTHORIZED" | "CANCELED" | "CAPTURED" | "PENDING";
  Id: string;
  CaptureId?: string;
  OrderId?: string;
  Amount: { Value: string; CurrencyCode: string };
}

type Result<T> = { ok: true; body: T } | { ok: false; status: number; error: SaferpayError };

/** A RequestId is an Id[1..50]: letters, digits and a few signs. */
const requestId = (s: string) => s.replace(/[^A-Za-z0-9_.:-]/g, "-").slice(0, 50);

export function createSaferpayProvider(opts: SaferpayOptions): PaymentProvider {
  const fetchImpl = opts.fetch ?? fetch;
  const api = `${trimBase(opts.apiUrl)}/Payment/v1`;

  async function call<T>(keys: ProviderKeys, path: string, body: Record<string, unknown>, id: string): Promise<Result<T>> {
    const k = requireKeys("saferpay", keys, ["customerId", "apiUser", "secretKey"]);
    // Up to two retries of the same request (same RequestId, RetryIndicator 1 and 2) when the network or Saferpay fails.
    for (let retry = 0; ; retry++) {
      const header = { SpecVersion: SAFERPAY_SPEC_VERSION, CustomerId: k.customerId, RequestId: requestId(id), RetryIndicator: retry, ClientInfo: { ShopInfo: "Vitrine" } };
      try {
        const res = await callProvider<T & SaferpayError>("saferpay", fetchImpl, `${api}/${path}`, { headers: { authorization: basicAuth(k.apiUser, k.secretKey) }, json: { RequestHeader: header, ...body } });
        if (res.status === 200) return { ok: true, body: res.body };
        if (res.status === 401 || res.status === 403) throw new PaymentError("saferpay", "configuration", `${path}: Saferpay refused the API credentials (${res.status})`);
        const error: SaferpayError = typeof res.body === "object" && res.body?.ErrorName ? res.body : { ErrorName: `HTTP_${res.status}`, ErrorMessage: "" };
        const retryable = res.status >= 500 || error.Behavior === "RETRY";
        if (!retryable || retry >= 2) return { ok: false, status: res.status, error };
      } catch (e) {
        if (!(e instanceof PaymentError) || e.code !== "provider" || retry >= 2) throw e;
      }
    }
  }

  const unexpected = (path: string, error: SaferpayError): never => {
    // VALIDATION_FAILED and the card errors are Saferpay's own words about our data or the card.
    if (error.ErrorName === "VALIDATION_FAILED" || error.ErrorName === "AMOUNT_INVALID" || error.ErrorName.startsWith("CARD_"))
      throw new PaymentError("saferpay", "validation", `${path}: ${error.ErrorName}`, { providerMessage: error.PayerMessage || error.ErrorMessage });
    throw new PaymentError("saferpay", "provider", `${path}: ${error.ErrorName}`);
  };

  const paid = (t: SaferpayTransaction, captureId: string, token: string): ConfirmResult => ({
    paymentId: token,
    orderRef: t.OrderId ?? null,
    outcome: "paid",
    amountCents: Number(t.Amount.Value),
    currency: t.Amount.CurrencyCode,
    eventId: `${t.Id}:paid`,
    refundHandle: captureId,
  });

  return {
    name: "saferpay",
    capabilities: { refund: true, partialRefund: true, script: false, postBack: false },

    async start(keys, input) {
      checkStartInput("saferpay", input);
      const { terminalId } = requireKeys("saferpay", keys, ["terminalId"]);
      const res = await call<{ Token: string; RedirectUrl: string }>(
        keys,
        "PaymentPage/Initialize",
        {
          TerminalId: terminalId,
          Payment: { Amount: { Value: String(input.amountCents), CurrencyCode: input.currency }, OrderId: input.orderRef, Description: input.description.slice(0, 1000) },
          Payer: { LanguageCode: input.language },
          // One return address for success, failure and abort: Assert tells which it was.
          ReturnUrl: { Url: input.returnUrls.success },
          Notification: { SuccessNotifyUrl: input.notificationUrl, FailNotifyUrl: input.notificationUrl },
        },
        input.idempotencyKey,
      );
      if (!res.ok) return unexpected("PaymentPage/Initialize", res.error);
      return { paymentId: res.body.Token, browser: { kind: "redirect", url: res.body.RedirectUrl } };
    },

    async confirm(keys, input) {
      // Saferpay's return and notification carry nothing to trust: the caller passes the token it stored.
      const token = input.paymentId;
      if (!token) throw new PaymentError("saferpay", "signature", "the stored Saferpay token is needed to assert the payment");
      const assert = () => call<{ Transaction: SaferpayTransaction }>(keys, "PaymentPage/Assert", { Token: token }, `assert-${token}-${Date.now()}`);
      const asserted = await assert();
      if (!asserted.ok) {
        const e = asserted.error;
        const base = { paymentId: token, orderRef: e.OrderId ?? null, amountCents: 0, currency: "", eventId: `${e.TransactionId ?? token}:${e.ErrorName}` };
        if (e.ErrorName === "TRANSACTION_ABORTED" || e.ErrorName === "TOKEN_EXPIRED") return { ...base, outcome: "cancelled" };
        if (e.ErrorName === "TRANSACTION_NOT_STARTED") return { ...base, outcome: "pending" };
        if (e.ErrorName === "TOKEN_INVALID") throw new PaymentError("saferpay", "signature", "unknown token");
        if (asserted.status === 402 || e.Behavior === "DO_NOT_RETRY" || e.Behavior === "OTHER_MEANS" || e.Behavior === "RETRY_LATER")
          return { ...base, outcome: "failed", message: e.PayerMessage || e.ErrorMessage };
        return unexpected("PaymentPage/Assert", e);
      }
      const t = asserted.body.Transaction;
      if (t.Status === "CAPTURED") return paid(t, t.CaptureId ?? t.Id, token);
      if (t.Status === "PENDING") return { ...paid(t, "", token), outcome: "pending", amountCents: 0, refundHandle: undefined, eventId: `${t.Id}:pending` };
      if (t.Status === "CANCELED") return { ...paid(t, "", token), outcome: "cancelled", amountCents: 0, refundHandle: undefined, eventId: `${t.Id}:cancelled` };
      // AUTHORIZED: take the money now. The return and the notification may race: one capture wins,
      // the other learns it is already done and asserts again.
      const captured = await call<{ CaptureId: string; Status: string }>(keys, "Transaction/Capture", { TransactionReference: { TransactionId: t.Id } }, `capture-${t.Id}`);
      if (captured.ok) return paid(t, captured.body.CaptureId, token);
      if (captured.error.ErrorName === "TRANSACTION_ALREADY_CAPTURED" || captured.error.ErrorName === "TRANSACTION_IN_WRONG_STATE") {
        const again = await assert();
        if (again.ok && again.body.Transaction.Status === "CAPTURED") return paid(again.body.Transaction, again.body.Transaction.CaptureId ?? t.Id, token);
      }
      return unexpected("Transaction/Capture", captured.error);
    },

    async check(keys) {
      const k = requireKeys("saferpay", keys, ["customerId", "terminalId", "apiUser", "secretKey"]);
      // the Management API's terminal info: the credentials and that the terminal is the customer's, nothing moved
      const path = `rest/customers/${encodeURIComponent(k.customerId)}/terminals/${encodeURIComponent(k.terminalId)}`;
      const res = await callProvider<{ TerminalId?: string }>("saferpay", fetchImpl, `${trimBase(opts.apiUrl)}/${path}`, {
        method: "GET",
        headers: { authorization: basicAuth(k.apiUser, k.secretKey), "saferpay-apiversion": SAFERPAY_SPEC_VERSION, "saferpay-requestid": requestId(`check-${Date.now()}`) },
      });
      if (res.status === 401) throw new PaymentError("saferpay", "configuration", "check: Saferpay refused the API credentials");
      if (res.status === 403 || res.status === 404) throw new PaymentError("saferpay", "configuration", "check: the terminal is not the customer's");
      if (res.status !== 200 || res.body?.TerminalId !== k.terminalId) throw new PaymentError("saferpay", "provider", `check: HTTP ${res.status}`);
    },

    async refund(keys, input) {
      checkRefundInput("saferpay", input);
      const refunded = await call<{ Transaction: SaferpayTransaction }>(
        keys,
        "Transaction/Refund",
        { Refund: { Amount: { Value: String(input.amountCents), CurrencyCode: input.currency } }, CaptureReference: { CaptureId: input.refundHandle } },
        input.idempotencyKey,
      );
      if (!refunded.ok) return unexpected("Transaction/Refund", refunded.error);
      const t = refunded.body.Transaction;
      if (t.Status === "CAPTURED") return { refundId: t.Id, status: "succeeded", amountCents: Number(t.Amount.Value) };
      // A refund is itself authorized, then captured to send the money back.
      const captured = await call<{ CaptureId: string; Status: string }>(keys, "Transaction/Capture", { TransactionReference: { TransactionId: t.Id } }, `${input.idempotencyKey}-capture`);
      if (!captured.ok && captured.error.ErrorName !== "TRANSACTION_ALREADY_CAPTURED") return unexpected("Transaction/Capture", captured.error);
      return { refundId: t.Id, status: captured.ok && captured.body.Status === "PENDING" ? "pending" : "succeeded", amountCents: Number(t.Amount.Value) };
    },
  };
}
