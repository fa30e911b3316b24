// Payment (spec §7 'Payment'): parse, call server/booking/payment.ts, answer.
import { requestScope } from "../scope";
import type { Context } from "hono";
import * as op from "../../../contract/payment";
import { Conflict, NotFound } from "../../../domain/errors";
import { startBooking, updateOrderMessage } from "../../booking/start";
import { bookingPayments } from "../../booking/paid";
import { acknowledgeSuccess, customerOutcome, notificationFromProvider, paymentInProgress, postBackFromProvider, returnFromProvider } from "../../payments/results";
import type { ReturnAddresses } from "../../payments/online";
import type { OrderKind, PaymentKindName } from "../../payments/kind";
import { cancelAndTell } from "../../booking/cancel";
import { orderView } from "../../booking/orders";
import { bookingRequest, priceBooking } from "../appointments/routes";
import { findShop } from "../../booking/availability-source";
import { providerConnection } from "../../payments/connect";
import { checkConnection } from "../../payments/check";
import { publicSide } from "../../proxy";
import type { ApiEnv } from "../context";
import { guardVoucherGuesses } from "../../gifts/guessing";
import { handle, resourceRoutes } from "../route";


/**
 * Where the browser comes back for an order of `kind`: the storefront the visitor is on when its
 * host is the company's (the page's own host, or this request's), else the company's first host,
 * under PUBLIC_URL (`CompanyDirectory.siteFor`).
 */
export async function returnAddresses(c: Context<ApiEnv>, kind: OrderKind): Promise<(orderId: number) => ReturnAddresses> {
  const { config, companies } = c.get("services");
  const company = c.get("company");
  const origin = await companies.siteFor(company, c.req.header("x-site-host") ?? publicSide(c, config).host);
  const lang = c.get("lang");
  const prefix = lang === "fr" ? "" : `/${lang}`;
  const { path, param, failurePath } = kind.page;
  return (orderId) => {
    const success = `${origin}${prefix}${path}?${param}=${orderId}`;
    // a kind with its own failure page goes there; the others come back to their page, told so
    const failure = failurePath ? `${origin}${prefix}${failurePath}?${param}=${orderId}` : `${success}&failed=1`;
    return { success, failure, cancel: `${failure}&cancel=1`, notification: `${origin}/api/payment/callback/${encodeURIComponent(company.token)}?payId=${kind.ref(orderId)}` };
  };
}


/**
 * The browser's return from the provider's page, for every kind of order: the provider is asked
 * what became of the payment; only the owner's own cancel (`abandon`) ends the attempt.
 */
export async function browserReturn(c: Context<ApiEnv>, kind: PaymentKindName, orderId: number, returnUrl: string, abandon: boolean) {
  const applied = await returnFromProvider(requestScope(c), c.get("customer")!.id, { kind, id: orderId }, returnUrl, c.get("now"), abandon);
  return { outcome: customerOutcome(applied), message: ("message" in applied ? applied.message : undefined) ?? null };
}

/** A provider's signed result posted through the browser, for every kind of order. */
export async function postBack(c: Context<ApiEnv>, kind: PaymentKindName, orderId: number, body: string) {
  const applied = await postBackFromProvider(requestScope(c), { kind, id: orderId }, body, c.get("now"));
  return { outcome: customerOutcome(applied) };
}

export const paymentRoutes = resourceRoutes();

handle(paymentRoutes, op.initialize, async (c) => {
  const body = c.req.valid("json");
  const req = await bookingRequest(c, body.myAppointment);
  const addresses = await returnAddresses(c, bookingPayments);
  const started = await guardVoucherGuesses(c, Boolean(req.voucherCodes?.length), () =>
    startBooking(requestScope(c), c.get("customer")!, { ...req, lang: c.get("lang") }, c.get("now"), addresses, body.prices?.cardNow),
  );
  const heldUntil = started.order.status === "pending" ? (started.heldUntil?.toISOString() ?? null) : null;
  return c.json({ cartId: started.order.id, result: { token: started.token, browser: started.browser, heldUntil }, prices: started.prices, order: started.order }, 201);
});

handle(paymentRoutes, op.updateMessage, async (c) => {
  const { cartId, message } = c.req.valid("json");
  await updateOrderMessage(requestScope(c), c.get("customer")!.id, cartId, message);
  return c.body(null, 204);
});

/** A provider's notification (POST webhook, IPN, CGI2, or Saferpay's GET): the adapter verifies it, then it is applied once. */
async function notified(c: Context<ApiEnv>, companyToken: string, payId: string | undefined) {
  const services = c.get("services");
  const company = await services.companies.byTokenOrNull(companyToken);
  if (!company) throw new NotFound("company_unknown", { companyToken: "unknown" });
  c.set("company", company);
  const headers = Object.fromEntries([...c.req.raw.headers].map(([k, v]) => [k.toLowerCase(), v]));
  const request = { method: c.req.method, url: c.req.url, headers, body: c.req.method === "GET" ? "" : await c.req.text() };
  try {
    const { reply } = await notificationFromProvider({ db: services.db, payments: { providers: services.payments, log: c.get("log") }, company }, request, c.get("now"), payId);
    // Monetico's CGI2 wants its own exact answer; every other provider takes a 200.
    if (reply) return c.body(reply.body, reply.status as 200, { "content-type": reply.contentType });
  } catch (err) {
    const reply = (err as { reply?: { status: number; contentType: string; body: string } }).reply;
    // a refusal the provider must read in its own words (Monetico's cdr=1)
    if (reply) return c.body(reply.body, reply.status as 200, { "content-type": reply.contentType });
    throw err;
  }
  return c.json({ received: true }, 200);
}

handle(paymentRoutes, op.callback, async (c) => (await notified(c, c.req.valid("param").companyToken, c.req.valid("query").payId)) as never);
handle(paymentRoutes, op.callbackGet, async (c) => (await notified(c, c.req.valid("param").companyToken, c.req.valid("query").payId)) as never);

handle(paymentRoutes, op.pay, async (c) => {
  const { cartId, returnUrl, abandon } = c.req.valid("json");
  // Only the owner's own cancel ends the attempt (its slots go back): an address followed ends nothing.
  const told = await browserReturn(c, "booking", cartId, returnUrl, abandon === true);
  const order = await orderView(requestScope(c), c.get("customer")!.id, cartId, c.get("lang"), c.get("now"));
  if (!order) throw new NotFound("not_found", { cartId: "unknown" });
  return c.json({ ...told, order }, 200);
});

handle(paymentRoutes, op.postBack, async (c) => c.json(await postBack(c, "booking", c.req.valid("json").cartId, c.req.valid("json").body), 200));

handle(paymentRoutes, op.postBackOf, async (c) => c.json(await postBack(c, c.req.valid("param").kind, c.req.valid("param").id, c.req.valid("json").body), 200));

handle(paymentRoutes, op.payzenRefund, async (c) => {
  if (c.get("company").settings.booker.payment.provider !== "payzen") throw new Conflict("not_this_provider", { provider: "not payzen" });
  const done = await cancelAndTell(requestScope(c), c.get("customer")!, { orderId: c.req.valid("query").orderId }, c.get("lang"), c.get("now"));
  return c.json(done, 200);
});

handle(paymentRoutes, op.refund, async (c) => {
  const done = await cancelAndTell(requestScope(c), c.get("customer")!, { orderId: c.req.valid("query").orderId }, c.get("lang"), c.get("now"));
  return c.json(done, 200);
});

handle(paymentRoutes, op.getScenario, async (c) => {
  const req = await bookingRequest(c, c.req.valid("json").myAppointment);
  const { scenario } = await priceBooking(c, req);
  return c.json({ scenario }, 200);
});

handle(paymentRoutes, op.connect, async (c) => {
  const { shopId } = c.req.valid("query");
  const shop = await findShop(requestScope(c), shopId);
  if (!shop) throw new NotFound("unknown_shop", { shopId: "unknown" });
  return c.json({ connect: providerConnection(c.get("company"), shop.artebeauteId) }, 200);
});

handle(paymentRoutes, op.checkConnection, async (c) => c.json({ check: await checkConnection(c.get("services").payments, c.get("company")) }, 200));

handle(paymentRoutes, op.token, async (c) => {
  const { cartId } = c.req.valid("json");
  return c.json(await paymentInProgress(requestScope(c), c.get("customer")!.id, { kind: "booking", id: cartId }), 200);
});

handle(paymentRoutes, op.success, async (c) => {
  const id = Number(c.req.valid("param").id);
  const services = c.get("services");
  const customerId = c.get("customer")!.id;
  const applied = await acknowledgeSuccess(requestScope(c), customerId, { kind: "booking", id }, c.get("now")).catch((err: unknown) => {
    // the order is named by the path here, not by the body's cartId
    throw err instanceof NotFound ? new NotFound("not_found", { id: "unknown" }) : err;
  });
  const order = await orderView({ db: services.db, company: c.get("company") }, customerId, id, c.get("lang"), c.get("now"));
  if (!order) throw new NotFound("not_found", { id: "unknown" });
  return c.json({ outcome: customerOutcome(applied), message: ("message" in applied ? applied.message : undefined) ?? null, order }, 200);
});
