// Payment (spec §7 'Payment'): parse, call server/booking/payment.ts, answer.
import type { Context } from "hono";
import * as op from "../../../contract/payment";
import { Conflict, NotFound } from "../../../domain/errors";
import { orderRef, postBackFromProvider, startBooking, notificationFromProvider, returnFromProvider, updateOrderMessage, type ReturnAddresses } from "../../booking/payment";
import { cancelAndTell } from "../../booking/cancel";
import { orderView } from "../../booking/orders";
import { bookingRequest } from "../appointments/routes";
import { publicSide } from "../../proxy";
import type { ApiEnv } from "../context";
import { guardVoucherGuesses } from "../../gifts/guessing";
import { handle, resourceRoutes } from "../route";

const now = () => new Date();

/**
 * Where the browser comes back: the storefront the visitor is on when its host is the company's
 * (the page's own host, or this request's), else the company's first host, under PUBLIC_URL
 * (`CompanyDirectory.siteFor`).
 */
export async function returnAddresses(c: Context<ApiEnv>, page: (id: number) => { path: string; query: string; ref: string } = (id) => ({ path: "/payments/rdvcheck", query: `cartId=${id}`, ref: orderRef(id) })): Promise<(orderId: number) => ReturnAddresses> {
  const { config, companies } = c.get("services");
  const company = c.get("company");
  const origin = await companies.siteFor(company, c.req.header("x-site-host") ?? publicSide(c, config).host);
  const lang = c.get("lang");
  const prefix = lang === "fr" ? "" : `/${lang}`;
  return (orderId) => {
    const { path, query, ref } = page(orderId);
    // a booking's failure has its own page; a voucher's comes back to its thank-you page, told so
    const failure = path === "/payments/rdvcheck" ? `${origin}${prefix}/payments/fail?${query}` : `${origin}${prefix}${path}?${query}&failed=1`;
    return {
      success: `${origin}${prefix}${path}?${query}`,
      failure,
      cancel: `${failure}&cancel=1`,
      notification: `${origin}/api/payment/callback/${encodeURIComponent(company.token)}?payId=${ref}`,
    };
  };
}

export const paymentRoutes = resourceRoutes();

handle(paymentRoutes, op.initialize, async (c) => {
  const body = c.req.valid("json");
  const services = c.get("services");
  const req = await bookingRequest(c, body.myAppointment);
  const addresses = await returnAddresses(c);
  const started = await guardVoucherGuesses(c, Boolean(req.voucherCodes?.length), () =>
    startBooking(services.db, { providers: services.payments, log: c.get("log") }, c.get("company"), c.get("customer")!, { ...req, lang: c.get("lang") }, now(), addresses, body.prices?.cardNow),
  );
  const heldUntil = started.order.status === "pending" ? (started.heldUntil?.toISOString() ?? null) : null;
  return c.json({ cartId: started.order.id, result: { token: started.token, browser: started.browser, heldUntil }, prices: started.prices, order: started.order }, 201);
});

handle(paymentRoutes, op.updateMessage, async (c) => {
  const { cartId, message } = c.req.valid("json");
  await updateOrderMessage(c.get("services").db, c.get("company"), c.get("customer")!.id, cartId, message);
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
    const { reply } = await notificationFromProvider(services.db, { providers: services.payments, log: c.get("log") }, company, request, now(), payId);
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
  const services = c.get("services");
  const company = c.get("company");
  const customer = c.get("customer")!;
  // Only the owner's own cancel ends the attempt (its slots go back): an address followed ends nothing.
  const applied = await returnFromProvider(services.db, { providers: services.payments, log: c.get("log") }, company, customer.id, { kind: "booking", id: cartId }, returnUrl, now(), abandon === true);
  const order = await orderView(services.db, company, customer.id, cartId, c.get("lang"), now());
  if (!order) throw new NotFound("not_found", { cartId: "unknown" });
  const outcome = applied.outcome === "duplicate" || applied.outcome === "ignored" ? "pending" : applied.outcome;
  return c.json({ outcome, message: ("message" in applied ? applied.message : undefined) ?? null, order }, 200);
});

handle(paymentRoutes, op.postBack, async (c) => {
  const { cartId, body } = c.req.valid("json");
  const services = c.get("services");
  const applied = await postBackFromProvider(services.db, { providers: services.payments, log: c.get("log") }, c.get("company"), { kind: "booking", id: cartId }, body, now());
  const outcome = applied.outcome === "duplicate" || applied.outcome === "ignored" ? "pending" : applied.outcome;
  return c.json({ outcome }, 200);
});

handle(paymentRoutes, op.payzenRefund, async (c) => {
  if (c.get("company").settings.booker.payment.provider !== "payzen") throw new Conflict("not_this_provider", { provider: "not payzen" });
  const services = c.get("services");
  const done = await cancelAndTell(services.db, c.get("company"), c.get("customer")!, { orderId: c.req.valid("query").orderId }, c.get("lang"), now(), { providers: services.payments, log: c.get("log") });
  return c.json(done, 200);
});

handle(paymentRoutes, op.refund, async (c) => {
  const services = c.get("services");
  const done = await cancelAndTell(services.db, c.get("company"), c.get("customer")!, { orderId: c.req.valid("query").orderId }, c.get("lang"), now(), { providers: services.payments, log: c.get("log") });
  return c.json(done, 200);
});
