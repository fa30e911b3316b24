// A local Lyra/PayZen for the calls Vitrine makes: REST API V4 Charge/CreatePayment and
// Transaction/CancelOrRefund and the Charge/SDKTest echo (Basic shopId:password, Lyra's response envelope and error answers),
// the embedded form's script (it draws the card form in an iframe, as Lyra's does), the IPN signed
// with the password and the browser's post-back signed with the HMAC-SHA-256 key.
import { createHmac, randomBytes } from "node:crypto";
import { Hono } from "hono";
import { autoPostPage, cardDigits, cardPage, formatAmount, listen, Outbox, type TestCard } from "./shared";

export interface PayzenFakeOptions {
  shopId: string;
  /** REST API password (testpassword_...) */
  password: string;
  /** public key for the browser (shopId:testpublickey_...) */
  publicKey: string;
  /** HMAC-SHA-256 key of the browser return */
  hmacKey: string;
}

export const PAYZEN_TEST_CARDS: (TestCard & { refusal?: { errorCode: string; errorMessage: string; detailedErrorCode: string; detailedErrorMessage: string } })[] = [
  { number: "4970 1000 0000 0055", label: "accepted" },
  { number: "4970 1000 0000 0097", label: "refused by the issuer", refusal: { errorCode: "ACQ_001", errorMessage: "payment refused", detailedErrorCode: "05", detailedErrorMessage: "Do not honor" } },
];

interface Order {
  formToken: string;
  amount: number;
  currency: string;
  orderId: string;
  email: string;
  language: string;
  ipnTargetUrl?: string;
  status: "RUNNING" | "PAID" | "UNPAID" | "ABANDONED";
  transactions: Transaction[];
}

interface Transaction {
  uuid: string;
  amount: number;
  currency: string;
  status: string;
  detailedStatus: string;
  operationType: "DEBIT" | "CREDIT";
  errorCode: string | null;
  errorMessage: string | null;
  detailedErrorCode: string | null;
  detailedErrorMessage: string | null;
  refunded: number;
  orderId: string;
}

const hmac = (data: string, key: string) => createHmac("sha256", key).update(data, "utf8").digest("hex");

export function createPayzenFake(opts: PayzenFakeOptions) {
  const orders = new Map<string, Order>();
  const transactions = new Map<string, Transaction>();
  const outbox = new Outbox();
  const controls = { outbox, signWithWrongKey: false };
  const app = new Hono();

  const envelope = (webService: string, status: "SUCCESS" | "ERROR", answer: Record<string, unknown>) => ({
    webService,
    version: "V4",
    applicationVersion: "6.0.0",
    status,
    answer,
    ticket: null,
    serverDate: new Date().toISOString().replace(/\.\d+Z$/, "+00:00"),
    applicationProvider: "PAYZEN",
    metadata: null,
    mode: "TEST",
    serverUrl: "https://api.payzen.eu",
    _type: "V4/WebService/Response",
  });
  const lyraError = (webService: string, errorCode: string, errorMessage: string, detailedErrorMessage = "") =>
    envelope(webService, "ERROR", { errorCode, errorMessage, detailedErrorCode: null, detailedErrorMessage: detailedErrorMessage || null, _type: "V4/WebService/WebServiceError" });

  const publicTransaction = ({ refunded: _r, ...t }: Transaction) => ({ ...t, _type: "V4/PaymentTransaction" });

  const paymentAnswer = (o: Order) => ({
    shopId: opts.shopId,
    orderCycle: o.status === "RUNNING" ? "OPEN" : "CLOSED",
    orderStatus: o.status,
    serverDate: new Date().toISOString().replace(/\.\d+Z$/, "+00:00"),
    orderDetails: { orderTotalAmount: o.amount, orderEffectiveAmount: o.amount, orderCurrency: o.currency, mode: "TEST", orderId: o.orderId, _type: "V4/OrderDetails" },
    customer: { email: o.email, billingDetails: { language: o.language, _type: "V4/Customer/BillingDetails" }, _type: "V4/Customer/Customer" },
    transactions: o.transactions.map(publicTransaction),
    _type: "V4/Payment",
  });

  /** The fields Lyra posts: to the IPN URL (password) and through the browser (HMAC key). */
  const signedFields = (o: Order, keyKind: "password" | "sha256_hmac") => {
    const krAnswer = JSON.stringify(paymentAnswer(o));
    const key = controls.signWithWrongKey ? "not-the-right-key" : keyKind === "password" ? opts.password : opts.hmacKey;
    // signed as plain JSON, posted with its slashes escaped ("V4\/Payment"), as PHP's json_encode writes them
    return { "kr-hash": hmac(krAnswer, key), "kr-hash-algorithm": "sha256_hmac", "kr-hash-key": keyKind, "kr-answer-type": "V4/Payment", "kr-answer": krAnswer.replaceAll("/", "\\/") };
  };

  const sendIpn = async (o: Order) => {
    if (!o.ipnTargetUrl) return;
    await outbox.send({ url: o.ipnTargetUrl, method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(signedFields(o, "password")).toString() });
  };

  app.use("/api-payment/*", async (c, next) => {
    if (c.req.header("authorization") !== `Basic ${Buffer.from(`${opts.shopId}:${opts.password}`).toString("base64")}`) {
      return c.json(lyraError(c.req.path.split("/V4/")[1] ?? "", "INT_905", "invalid authentication"), 401);
    }
    await next();
  });

  app.post("/api-payment/V4/Charge/CreatePayment", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const customer = (body.customer ?? {}) as { email?: string; billingDetails?: { language?: string } };
    if (!Number.isInteger(body.amount) || (body.amount as number) <= 0) return c.json(lyraError("Charge/CreatePayment", "INT_902", "web-service input data validation error", "invalid amount"));
    if (!/^[A-Z]{3}$/.test(String(body.currency ?? ""))) return c.json(lyraError("Charge/CreatePayment", "INT_902", "web-service input data validation error", "invalid currency"));
    const formToken = `${randomBytes(6).toString("hex")}${Buffer.from(JSON.stringify({ o: body.orderId })).toString("base64url")}${randomBytes(24).toString("base64url")}`;
    orders.set(formToken, {
      formToken,
      amount: body.amount as number,
      currency: String(body.currency),
      orderId: String(body.orderId ?? ""),
      email: customer.email ?? "",
      language: customer.billingDetails?.language ?? "FR",
      ipnTargetUrl: typeof body.ipnTargetUrl === "string" ? body.ipnTargetUrl : undefined,
      status: "RUNNING",
      transactions: [],
    });
    return c.json(envelope("Charge/CreatePayment", "SUCCESS", { formToken, _type: "V4/Charge/PaymentForm" }));
  });

  // Lyra's test call: answers its value, so a client can tell its credentials work.
  app.post("/api-payment/V4/Charge/SDKTest", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { value?: unknown };
    return c.json(envelope("Charge/SDKTest", "SUCCESS", { value: typeof body.value === "string" ? body.value : "", _type: "V4/Charge/SDKTestResult" }));
  });

  app.post("/api-payment/V4/Transaction/CancelOrRefund", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { uuid?: string; amount?: number; currency?: string };
    const t = transactions.get(String(body.uuid ?? ""));
    if (!t || t.status !== "PAID") return c.json(lyraError("Transaction/CancelOrRefund", "PSP_010", "transaction not found"));
    const amount = body.amount ?? t.amount - t.refunded;
    if (!Number.isInteger(amount) || amount <= 0 || amount > t.amount - t.refunded) return c.json(lyraError("Transaction/CancelOrRefund", "PSP_083", "Refund amount is greater than the remaining amount", `at most ${t.amount - t.refunded}`));
    t.refunded += amount;
    const credit: Transaction = { ...t, uuid: randomBytes(16).toString("hex"), amount, operationType: "CREDIT", status: "PAID", detailedStatus: "CAPTURED", refunded: 0 };
    transactions.set(credit.uuid, credit);
    return c.json(envelope("Transaction/CancelOrRefund", "SUCCESS", publicTransaction(credit)));
  });

  // Lyra's JavaScript client: draws the card form of the formToken in an iframe, like the real one.
  app.get("/static/js/krypton-client/V4.0/stable/kr-payment-form.min.js", (c) => {
    const origin = c.req.url.slice(0, c.req.url.indexOf("/static/js/"));
    const script = `(function(){var s=document.currentScript;var q=function(n){return s&&s.getAttribute(n)||""};
document.querySelectorAll(".kr-embedded").forEach(function(el){var t=el.getAttribute("kr-form-token");if(!t)return;
var f=document.createElement("iframe");f.title="Card payment";f.style.cssText="width:100%;min-height:560px;border:0";
f.src=${JSON.stringify(origin)}+"/static/krypton-form/"+encodeURIComponent(t)+"?publicKey="+encodeURIComponent(q("kr-public-key"))+"&success="+encodeURIComponent(q("kr-post-url-success"))+"&refused="+encodeURIComponent(q("kr-post-url-refused"));
el.innerHTML="";el.appendChild(f);});})();`;
    return c.body(script, 200, { "content-type": "application/javascript; charset=utf-8" });
  });

  const formPage = (o: Order, success: string, refused: string, error?: string) =>
    cardPage({
      provider: "PayZen",
      title: `Order ${o.orderId}`,
      amount: formatAmount(o.amount, o.currency),
      action: encodeURIComponent(o.formToken),
      hidden: { success, refused },
      cards: PAYZEN_TEST_CARDS,
      error,
      accent: "#0059a6",
    });

  app.get("/static/krypton-form/:formToken", (c) => {
    const o = orders.get(c.req.param("formToken"));
    if (!o) return c.html("<p>CLIENT_300: invalid formToken</p>", 404);
    if (c.req.query("publicKey") !== opts.publicKey) return c.html("<p>CLIENT_101: invalid public key</p>", 400);
    if (o.status !== "RUNNING") return c.html("<p>PSP_108: the payment session has expired</p>", 410);
    return c.html(formPage(o, c.req.query("success") ?? "", c.req.query("refused") ?? ""));
  });

  app.post("/static/krypton-form/:formToken", async (c) => {
    const o = orders.get(c.req.param("formToken"));
    if (!o || o.status !== "RUNNING") return c.html("<p>PSP_108: the payment session has expired</p>", 410);
    const form = await c.req.parseBody();
    const success = String(form.success ?? "");
    const refused = String(form.refused ?? "") || success;
    const card = PAYZEN_TEST_CARDS.find((t) => cardDigits(t.number) === cardDigits(String(form.card ?? "")));
    if (!card) return c.html(formPage(o, success, refused, "Invalid card number."), 400);
    const t: Transaction = {
      uuid: randomBytes(16).toString("hex"),
      amount: o.amount,
      currency: o.currency,
      status: card.refusal ? "UNPAID" : "PAID",
      detailedStatus: card.refusal ? "REFUSED" : "AUTHORISED",
      operationType: "DEBIT",
      errorCode: card.refusal?.errorCode ?? null,
      errorMessage: card.refusal?.errorMessage ?? null,
      detailedErrorCode: card.refusal?.detailedErrorCode ?? null,
      detailedErrorMessage: card.refusal?.detailedErrorMessage ?? null,
      refunded: 0,
      orderId: o.orderId,
    };
    o.transactions.push(t);
    transactions.set(t.uuid, t);
    o.status = card.refusal ? "UNPAID" : "PAID";
    // Lyra calls the IPN first and posts the browser back once the merchant has answered.
    await sendIpn(o);
    return c.html(autoPostPage(card.refusal ? refused : success, signedFields(o, "sha256_hmac")));
  });

  return {
    app,
    controls,
    orders,
    /** Test control: the buyer leaves; Lyra sends the ABANDONED IPN. */
    async abandon(formToken: string) {
      const o = orders.get(formToken);
      if (!o || o.status !== "RUNNING") throw new Error("not a running payment");
      o.status = "ABANDONED";
      await sendIpn(o);
    },
  };
}

/** The card page the embedded form's iframe shows (what the script draws), for tests without a browser. */
export function payzenCardPageUrl(fakeUrl: string, step: { formToken: string; publicKey: string; postUrls: { success: string; failure: string } }): string {
  const q = new URLSearchParams({ publicKey: step.publicKey, success: step.postUrls.success, refused: step.postUrls.failure });
  return `${fakeUrl}/static/krypton-form/${encodeURIComponent(step.formToken)}?${q}`;
}

export async function startPayzenFake(opts: PayzenFakeOptions) {
  const fake = createPayzenFake(opts);
  return { ...fake, ...(await listen(fake.app)) };
}
