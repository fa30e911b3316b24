// A local Saferpay JSON API for the calls Vitrine makes: PaymentPage Initialize and Assert,
// Transaction Capture and Refund, with Basic authentication, the RequestHeader checks (SpecVersion,
// CustomerId, RequestId, RetryIndicator: a retry gets the first answer), Saferpay's error body and
// HTTP codes, the Management API's terminal info, the hosted payment page, the bare GET notifications and the single ReturnUrl.
import { randomBytes } from "node:crypto";
import { Hono, type Context } from "hono";
import { cardDigits, cardPage, formatAmount, listen, Outbox, type TestCard } from "./shared";

export interface SaferpayFakeOptions {
  customerId: string;
  terminalId: string;
  apiUser: string;
  password: string;
}

type Decline = { ErrorName: string; ErrorMessage: string; PayerMessage: string; ProcessorResult?: string; ProcessorMessage?: string };

/** Saferpay's own test cards (sandbox integration guide, 'Payment means for testing'). */
export const SAFERPAY_TEST_CARDS: (TestCard & { decline?: Decline; brand: string })[] = [
  { number: "9070 1000 5200 0001", label: "enrolled, 3-D Secure passed: succeeds", brand: "AMEX" },
  {
    number: "9030 1001 5200 0009",
    label: "authentication failed: declined",
    brand: "MASTERCARD",
    decline: { ErrorName: "3DS_AUTHENTICATION_FAILED", ErrorMessage: "3D-Secure authentication failed", PayerMessage: "The card holder failed to authenticate", ProcessorResult: "", ProcessorMessage: "" },
  },
];

interface Page {
  token: string;
  amount: number;
  currency: string;
  orderId: string;
  description: string;
  returnUrl: string;
  successNotifyUrl?: string;
  failNotifyUrl?: string;
  expired: boolean;
  result?: { transactionId: string } | { error: Decline & { TransactionId?: string } } | { aborted: true };
}

interface Tx {
  Id: string;
  Type: "PAYMENT" | "REFUND";
  Status: "AUTHORIZED" | "CAPTURED";
  Amount: { Value: string; CurrencyCode: string };
  OrderId: string;
  CaptureId?: string;
  refunded: number;
  brand: string;
  Date: string;
}

const id28 = () => randomBytes(21).toString("base64url").slice(0, 28);

export function createSaferpayFake(opts: SaferpayFakeOptions) {
  const pages = new Map<string, Page>();
  const txs = new Map<string, Tx>();
  const byCapture = new Map<string, Tx>();
  const answered = new Map<string, { status: number; body: unknown }>();
  const outbox = new Outbox();
  /** `loseAnswers`: the next N calls are carried out but their answer is lost (502), as on a broken connection. */
  const controls = { outbox, loseAnswers: 0 };
  const app = new Hono();

  const header = (requestId: string) => ({ SpecVersion: "1.53", RequestId: requestId });
  const fail = (requestId: string, ErrorName: string, ErrorMessage: string, extra: Record<string, unknown> = {}, Behavior = "DO_NOT_RETRY") => ({ ResponseHeader: header(requestId), Behavior, ErrorName, ErrorMessage, ...extra });

  // Authentication, RequestHeader validation, and retries (same RequestId, RetryIndicator > 0).
  app.use("/Payment/v1/*", async (c, next) => {
    if (c.req.header("authorization") !== `Basic ${Buffer.from(`${opts.apiUser}:${opts.password}`).toString("base64")}`) {
      return c.json(fail("", "AUTHENTICATION_FAILED", "Unable to authenticate request"), 401);
    }
    if (!(c.req.header("content-type") ?? "").startsWith("application/json")) return c.json(fail("", "VALIDATION_FAILED", "Unsupported media type"), 415);
    const body = (await c.req.json().catch(() => null)) as { RequestHeader?: { SpecVersion?: string; CustomerId?: string; RequestId?: string; RetryIndicator?: number } } | null;
    const h = body?.RequestHeader;
    const details: string[] = [];
    if (!h?.SpecVersion) details.push("RequestHeader.SpecVersion: The SpecVersion field is required.");
    if (h?.CustomerId !== opts.customerId) details.push("RequestHeader.CustomerId: The field CustomerId is invalid.");
    if (!h?.RequestId || !/^[A-Za-z0-9_.:-]{1,50}$/.test(h.RequestId)) details.push("RequestHeader.RequestId: The field RequestId is invalid.");
    if (!Number.isInteger(h?.RetryIndicator) || h!.RetryIndicator! < 0 || h!.RetryIndicator! > 9) details.push("RequestHeader.RetryIndicator: The field RetryIndicator must be between 0 and 9.");
    if (details.length) return c.json(fail(h?.RequestId ?? "", "VALIDATION_FAILED", "Request validation failed", { ErrorDetail: details }), 400);
    const key = `${c.req.path}|${h!.RequestId}`;
    const seen = answered.get(key);
    if (seen && h!.RetryIndicator! > 0) return c.json(seen.body as object, seen.status as 200);
    c.set("payload" as never, body as never);
    await next();
    if (c.res.status < 500) answered.set(key, { status: c.res.status, body: await c.res.clone().json() });
    if (controls.loseAnswers > 0) {
      controls.loseAnswers -= 1;
      c.res = new Response("Bad Gateway", { status: 502 });
    }
  });

  const payload = (c: Context) => c.get("payload" as never) as Record<string, any>;

  app.post("/Payment/v1/PaymentPage/Initialize", (c) => {
    const p = payload(c);
    const rid = p.RequestHeader.RequestId as string;
    const value = Number(p.Payment?.Amount?.Value);
    if (p.TerminalId !== opts.terminalId) return c.json(fail(rid, "PERMISSION_DENIED", "Permission denied", { ErrorDetail: ["Terminal does not belong to the customer"] }), 403);
    if (!/^\d+$/.test(String(p.Payment?.Amount?.Value ?? "")) || value <= 0) return c.json(fail(rid, "VALIDATION_FAILED", "Request validation failed", { ErrorDetail: ["Payment.Amount.Value: The field Value is invalid."] }), 400);
    if (!p.ReturnUrl?.Url) return c.json(fail(rid, "VALIDATION_FAILED", "Request validation failed", { ErrorDetail: ["ReturnUrl: The ReturnUrl field is required."] }), 400);
    const token = randomBytes(18).toString("base64url").toLowerCase().replace(/[^a-z0-9]/g, "x");
    pages.set(token, {
      token,
      amount: value,
      currency: p.Payment.Amount.CurrencyCode,
      orderId: p.Payment.OrderId ?? "",
      description: p.Payment.Description ?? "",
      returnUrl: p.ReturnUrl.Url,
      successNotifyUrl: p.Notification?.SuccessNotifyUrl,
      failNotifyUrl: p.Notification?.FailNotifyUrl,
      expired: false,
    });
    return c.json({ ResponseHeader: header(rid), Token: token, Expiration: new Date(Date.now() + 20 * 60_000).toISOString(), RedirectUrl: `${baseUrl}/vt2/api/PaymentPage/${opts.customerId}/${opts.terminalId}/${token}` });
  });

  const publicTx = ({ refunded: _r, brand: _b, ...t }: Tx) => ({ ...t, AcquirerName: "Saferpay Test Card", AcquirerReference: "000000", SixTransactionReference: `0:0:3:${t.Id}`, ApprovalCode: "012345" });

  app.post("/Payment/v1/PaymentPage/Assert", (c) => {
    const p = payload(c);
    const rid = p.RequestHeader.RequestId as string;
    const page = pages.get(String(p.Token ?? ""));
    if (!page) return c.json(fail(rid, "TOKEN_INVALID", "Invalid token"), 402);
    if (page.expired) return c.json(fail(rid, "TOKEN_EXPIRED", "The token is expired"), 402);
    if (!page.result) return c.json(fail(rid, "TRANSACTION_NOT_STARTED", "Transaction not started", {}, "RETRY_LATER"), 402);
    if ("aborted" in page.result) return c.json(fail(rid, "TRANSACTION_ABORTED", "Transaction aborted by payer", { OrderId: page.orderId }), 402);
    if ("error" in page.result) return c.json(fail(rid, page.result.error.ErrorName, page.result.error.ErrorMessage, { ...page.result.error, OrderId: page.orderId }), 402);
    const t = txs.get(page.result.transactionId)!;
    return c.json({
      ResponseHeader: header(rid),
      Transaction: publicTx(t),
      PaymentMeans: { Brand: { PaymentMethod: t.brand, Name: t.brand }, DisplayText: "xxxx xxxx xxxx 0001", Card: { MaskedNumber: "xxxxxxxxxxxx0001", ExpYear: 2034, ExpMonth: 12 } },
      Liability: { LiabilityShift: true, LiableEntity: "THREEDS", ThreeDs: { Authenticated: true } },
    });
  });

  app.post("/Payment/v1/Transaction/Capture", (c) => {
    const p = payload(c);
    const rid = p.RequestHeader.RequestId as string;
    const t = txs.get(String(p.TransactionReference?.TransactionId ?? ""));
    if (!t) return c.json(fail(rid, "TRANSACTION_NOT_FOUND", "Transaction not found"), 402);
    if (t.Status === "CAPTURED") return c.json(fail(rid, "TRANSACTION_ALREADY_CAPTURED", "Transaction already captured"), 402);
    t.Status = "CAPTURED";
    t.CaptureId = `${t.Id}_c`;
    byCapture.set(t.CaptureId, t);
    return c.json({ ResponseHeader: header(rid), CaptureId: t.CaptureId, Status: "CAPTURED", Date: new Date().toISOString() });
  });

  app.post("/Payment/v1/Transaction/Refund", (c) => {
    const p = payload(c);
    const rid = p.RequestHeader.RequestId as string;
    const original = byCapture.get(String(p.CaptureReference?.CaptureId ?? ""));
    if (!original || original.Type !== "PAYMENT") return c.json(fail(rid, "TRANSACTION_NOT_FOUND", "Transaction not found"), 402);
    const value = Number(p.Refund?.Amount?.Value);
    const left = Number(original.Amount.Value) - original.refunded;
    if (p.Refund?.Amount?.CurrencyCode !== original.Amount.CurrencyCode) return c.json(fail(rid, "CURRENCY_INVALID", "Currency does not match referenced transaction currency"), 402);
    if (!Number.isInteger(value) || value <= 0 || value > left) return c.json(fail(rid, "AMOUNT_INVALID", "The amount does not adhere to the restrictions for this action", { ErrorDetail: [`Refund amount exceeds the remaining amount of ${left}`] }), 402);
    original.refunded += value;
    const t: Tx = { Id: id28(), Type: "REFUND", Status: "AUTHORIZED", Amount: { Value: String(value), CurrencyCode: original.Amount.CurrencyCode }, OrderId: original.OrderId, refunded: 0, brand: original.brand, Date: new Date().toISOString() };
    txs.set(t.Id, t);
    return c.json({ ResponseHeader: header(rid), Transaction: publicTx(t), PaymentMeans: { Brand: { PaymentMethod: t.brand, Name: t.brand }, DisplayText: "xxxx xxxx xxxx 0001" } });
  });

  // The hosted payment page.
  const render = (page: Page, error?: string) =>
    cardPage({
      provider: "Saferpay",
      title: page.description || `Order ${page.orderId}`,
      amount: formatAmount(page.amount, page.currency),
      action: page.token,
      cards: SAFERPAY_TEST_CARDS,
      cancelUrl: `${page.token}/abort`,
      error,
      accent: "#1a1b1b",
    });
  const open = (token: string) => {
    const page = pages.get(token);
    return page && !page.expired && !page.result ? page : undefined;
  };
  const notify = (url: string | undefined) => (url ? outbox.send({ url, method: "GET", headers: {}, body: "" }) : undefined);

  // The Management API's terminal info (Basic authentication, Saferpay-ApiVersion and RequestId headers).
  app.get("/rest/customers/:customer/terminals/:terminal", (c) => {
    if (c.req.header("authorization") !== `Basic ${Buffer.from(`${opts.apiUser}:${opts.password}`).toString("base64")}`) return c.json(fail("", "AUTHENTICATION_FAILED", "Unable to authenticate request"), 401);
    if (!c.req.header("saferpay-apiversion") || !c.req.header("saferpay-requestid")) return c.json(fail("", "VALIDATION_FAILED", "Request validation failed", { ErrorDetail: ["Saferpay-ApiVersion and Saferpay-RequestId headers are required"] }), 400);
    if (c.req.param("customer") !== opts.customerId || c.req.param("terminal") !== opts.terminalId) return c.json(fail("", "PERMISSION_DENIED", "Permission denied"), 403);
    return c.json({ TerminalId: opts.terminalId, Type: "ECOM", Description: "Vitrine test terminal", PaymentMethods: [{ PaymentMethod: "VISA" }, { PaymentMethod: "MASTERCARD" }, { PaymentMethod: "AMEX" }] });
  });

  app.get(`/vt2/api/PaymentPage/:customer/:terminal/:token`, (c) => {
    const page = open(c.req.param("token"));
    return page ? c.html(render(page)) : c.html("<h1>The payment session has expired.</h1>", 410);
  });

  app.get(`/vt2/api/PaymentPage/:customer/:terminal/:token/abort`, async (c) => {
    const page = open(c.req.param("token"));
    if (!page) return c.html("<h1>The payment session has expired.</h1>", 410);
    page.result = { aborted: true };
    await notify(page.failNotifyUrl);
    return c.redirect(page.returnUrl, 303);
  });

  app.post(`/vt2/api/PaymentPage/:customer/:terminal/:token`, async (c) => {
    const page = open(c.req.param("token"));
    if (!page) return c.html("<h1>The payment session has expired.</h1>", 410);
    const form = await c.req.parseBody();
    const card = SAFERPAY_TEST_CARDS.find((t) => cardDigits(t.number) === cardDigits(String(form.card ?? "")));
    if (!card) return c.html(render(page, "The card number is invalid."), 400);
    if (card.decline) {
      page.result = { error: { ...card.decline, TransactionId: id28() } };
      await notify(page.failNotifyUrl);
    } else {
      const t: Tx = { Id: id28(), Type: "PAYMENT", Status: "AUTHORIZED", Amount: { Value: String(page.amount), CurrencyCode: page.currency }, OrderId: page.orderId, refunded: 0, brand: card.brand, Date: new Date().toISOString() };
      txs.set(t.Id, t);
      page.result = { transactionId: t.Id };
      await notify(page.successNotifyUrl);
    }
    return c.redirect(page.returnUrl, 303);
  });

  let baseUrl = "";
  return {
    app,
    controls,
    pages,
    setBaseUrl(url: string) {
      baseUrl = url;
    },
    /** Test control: the token runs out (Assert then answers TOKEN_EXPIRED). */
    expire(token: string) {
      const page = pages.get(token);
      if (!page) throw new Error("unknown token");
      page.expired = true;
    },
  };
}

export async function startSaferpayFake(opts: SaferpayFakeOptions) {
  const fake = createSaferpayFake(opts);
  const running = await listen(fake.app);
  fake.setBaseUrl(running.url);
  return { ...fake, ...running };
}
