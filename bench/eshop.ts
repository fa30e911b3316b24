// E-shop figures, on PGlite and, when BENCH_DATABASE_URL is set, on that PostgreSQL (its schema is
// RESET: use a throw-away database), with the demo spa paying through the local Stripe fake:
// - /boutique server render (production build, in-process requests), p50 and p95 of 200;
// - POST /api/eshop/checkout (stock taken, order, payment row, the Checkout Session created on the
//   fake over HTTP) until the answer carries the provider's address, 60 runs;
// - the race: 200 checkouts at once for a product with 5 left, its duration and its outcome.
import { and, eq } from "drizzle-orm";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { DEMO_PAYMENT_KEYS } from "../server/fakes/payments";
import { startStripeFake } from "../server/fakes/stripe";
import { createApp } from "../server/app";
import { companyId, serviceId, signedInCustomer } from "../server/booking/test-support";
import type { Database } from "../server/db";
import { onEachDatabase, stats } from "./databases";
import { companies, shopArticles, shops } from "../server/db/schema";
import { seedDemo } from "../server/db/seed";
import { readEnv } from "../server/env";
import { SPA } from "../server/testing";
import { CompanyDirectory } from "../server/tenancy/companies";

async function benchOn(label: string, database: Database) {
  const db = database.db;
  await seedDemo(db);
  const keys = DEMO_PAYMENT_KEYS.stripe;
  const fake = await startStripeFake({ secretKey: keys.secretKey, webhookSecret: keys.webhookSecret });
  try {
    const spa = await companyId(db, SPA);
    const [row] = await db.select({ settings: companies.settings }).from(companies).where(eq(companies.id, spa));
    const settings = structuredClone(row!.settings) as { booker: Record<string, unknown> };
    settings.booker.payment = { provider: "stripe", keys: { ...keys } };
    const directory = new CompanyDirectory(db, 30_000);
    await directory.updateSettings(spa, settings);
    const build = (await import(new URL("../build/server/index.js", import.meta.url).href)) as ServerBuild;
    const app = createApp({ db, companies: directory, log: pino({ level: "silent" }), config: readEnv({ NODE_ENV: "production", STRIPE_API_URL: fake.url }), build, mode: "production" });

    const renders: number[] = [];
    for (let i = 0; i < 230; i++) {
      const t0 = performance.now();
      const res = await app.request("http://localhost/boutique?shop=ab-1001", { headers: { host: "localhost", cookie: "cookie_preferences=x" } });
      await res.text();
      if (res.status !== 200) throw new Error(`/boutique answered ${res.status}`);
      if (i >= 30) renders.push(performance.now() - t0);
    }
    console.log(`  ${label}: /boutique server render: ${stats(renders)}`);

    const [salts, box] = [await serviceId(db, SPA, "sels-de-bain"), await serviceId(db, SPA, "coffret-decouverte")];
    const checkout = (auth: Record<string, string>, lines: { id: number; quantity: number }[], shopId = "ab-1001") =>
      app.request("/api/eshop/checkout", { method: "POST", body: JSON.stringify({ shopId, lines, fulfilment: "pickup" }), headers: { "content-type": "application/json", company: SPA, ...auth } });
    const samples: number[] = [];
    for (let i = 0; i < 70; i++) {
      const customer = await signedInCustomer(db, SPA);
      const t0 = performance.now();
      const res = await checkout(customer.auth, [{ id: salts, quantity: 2 }]);
      const answer = (await res.json()) as { result?: { browser?: { kind: string } } };
      if (res.status !== 201 || answer.result?.browser?.kind !== "redirect") throw new Error(`checkout answered ${res.status} ${JSON.stringify(answer)}`);
      if (i >= 10) samples.push(performance.now() - t0); // the first ten warm the process and the database
    }
    console.log(`  ${label}: checkout → provider redirect (POST /api/eshop/checkout, server side): ${stats(samples)}`);

    const [lyon] = await db.select({ id: shops.id }).from(shops).where(and(eq(shops.companyId, spa), eq(shops.externalId, "ab-1002")));
    await db.update(shopArticles).set({ stock: 5 }).where(and(eq(shopArticles.shopId, lyon!.id), eq(shopArticles.articleId, box)));
    const buyers = await Promise.all(Array.from({ length: 200 }, () => signedInCustomer(db, SPA)));
    const t0 = performance.now();
    const statuses = await Promise.all(buyers.map(async (b) => (await checkout(b.auth, [{ id: box, quantity: 1 }], "ab-1002")).status));
    const race = performance.now() - t0;
    const [left] = await db.select({ stock: shopArticles.stock }).from(shopArticles).where(and(eq(shopArticles.shopId, lyon!.id), eq(shopArticles.articleId, box)));
    console.log(`  ${label}: race, 200 checkouts at once for 5 units: ${race.toFixed(0)} ms; ${statuses.filter((s) => s === 201).length} orders, ${statuses.filter((s) => s === 409).length} × 409, stock left ${left!.stock}`);
  } finally {
    await fake.close();
  }
}

export async function benchEshop() {
  console.log("e-shop");
  await onEachDatabase(benchOn);
}
