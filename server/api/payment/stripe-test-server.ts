// Test support: a test server whose company pays through the local Stripe fake (the official SDK
// pointed at it), with the fake's webhooks delivered over HTTP to our callback, as Stripe's
// dashboard sets them. `stripe.fake` is the fake, for its controls (held, replayed deliveries).
import { Hono } from "hono";
import { afterAll, beforeAll } from "vitest";
import { DEMO_PAYMENT_KEYS } from "../../fakes/payments";
import { listen } from "../../fakes/shared";
import { startStripeFake } from "../../fakes/stripe";
import { SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";

export function useStripeTestServer(company = SPA) {
  const keys = DEMO_PAYMENT_KEYS.stripe;
  const stripe = {} as { fake: Awaited<ReturnType<typeof startStripeFake>>; hook: Awaited<ReturnType<typeof listen>> };
  const server = useTestServer(async () => {
    stripe.fake = await startStripeFake({ secretKey: keys.secretKey, webhookSecret: keys.webhookSecret });
    return { env: { STRIPE_API_URL: stripe.fake.url } };
  });
  beforeAll(async () => {
    const forward = new Hono().all("*", async (c) => server.app.request(`/api/payment/callback/${company}`, { method: "POST", headers: c.req.raw.headers, body: await c.req.text() }));
    stripe.hook = await listen(forward);
    stripe.fake.controls.webhookUrl = stripe.hook.url;
  });
  afterAll(async () => {
    await stripe.hook?.close();
    await stripe.fake?.close();
  });
  return { server, stripe, keys };
}
