// Payment figures, on PGlite and, when BENCH_DATABASE_URL is set, on that PostgreSQL (its schema
// is RESET: use a throw-away database):
// - confirm → redirect: POST /api/payment/initialize in-process (routing, the slot judged again,
//   the order's totals, the hold written, the Checkout Session created on the local Stripe fake
//   over HTTP through the official SDK) until the answer carries the provider's address; 60 runs,
//   each a new customer and a new slot;
// - the hold-expiry sweep with 10,000 expired holds (10,000 orders), then an idle sweep.
import { eq } from "drizzle-orm";
import pino from "pino";
import { DEMO_PAYMENT_KEYS } from "../server/fakes/payments";
import { startStripeFake } from "../server/fakes/stripe";
import { createApp } from "../server/app";
import { releaseExpiredHolds } from "../server/booking/holds";
import { companyId, employeeId, nextWeekday, serviceId, signedInCustomer, wallTime } from "../server/booking/test-support";
import type { Database } from "../server/db";
import { onEachDatabase, stats } from "./databases";
import { appointments, bookingOrders, companies, customers, shops } from "../server/db/schema";
import { seedDemo } from "../server/db/seed";
import { SPA, testConfig } from "../server/testing";
import { CompanyDirectory } from "../server/tenancy/companies";

async function benchOn(label: string, database: Database) {
  const db = database.db;
  await seedDemo(db);
  const keys = DEMO_PAYMENT_KEYS.stripe;
  const fake = await startStripeFake({ secretKey: keys.secretKey, webhookSecret: keys.webhookSecret });
  try {
    const spa = await companyId(db, SPA);
    const [row] = await db.select({ settings: companies.settings }).from(companies).where(eq(companies.id, spa));
    const settings = structuredClone(row!.settings) as { booker: Record<string, Record<string, unknown>> };
    settings.booker.payment = { provider: "stripe", keys: { ...keys } };
    settings.booker.appointment = { ...settings.booker.appointment, payment: { active: true, deposit: { rule: { type: "percentage", percent: 30 } } } };
    const directory = new CompanyDirectory(db, 30_000);
    await directory.updateSettings(spa, settings);
    const app = createApp({ db, companies: directory, log: pino({ level: "silent" }), config: testConfig({ STRIPE_API_URL: fake.url }) });

    const californien = await serviceId(db, SPA, "massage-californien");
    const employees = [await employeeId(db, SPA, "Camille")];
    const times = ["10:00", "12:00", "14:00", "16:00"];
    const samples: number[] = [];
    for (let i = 0; i < 70; i++) {
      const customer = await signedInCustomer(db, SPA);
      // four times a day, Tuesday to Thursday (Camille's days), week after week (one cabin: one massage at a time)
      const weekday = (["tuesday", "wednesday", "thursday"] as const)[Math.floor(i / times.length) % 3]!;
      const day = nextWeekday(weekday, 21 + 7 * Math.floor(i / (times.length * 3)));
      const start = wallTime(day, times[i % times.length]!);
      const body = JSON.stringify({ myAppointment: { shopId: "ab-1001", services: [californien], start: start.toISOString(), employeeId: employees[0] } });
      const t0 = performance.now();
      const res = await app.request("/api/payment/initialize", { method: "POST", body, headers: { "content-type": "application/json", company: SPA, ...customer.auth } });
      const answer = (await res.json()) as { result?: { browser?: { kind: string } } };
      const ms = performance.now() - t0;
      if (res.status !== 201 || answer.result?.browser?.kind !== "redirect") throw new Error(`initialize answered ${res.status} ${JSON.stringify(answer)} at run ${i}`);
      if (i >= 10) samples.push(ms); // the first ten warm the process and the database
    }
    console.log(`  ${label}: confirm → provider redirect (POST /api/payment/initialize, server side): ${stats(samples)}`);

    // 10,000 holds that ran out: one order each, one customer, one employee, back to back.
    const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.companyId, spa)).limit(1);
    const [who] = await db.insert(customers).values({ companyId: spa, email: "bench-holds@example.test", firstname: "Bench", lastname: "Holds" }).returning();
    const base = new Date("2031-01-01T00:00:00Z").getTime();
    const expired = new Date(Date.now() - 60_000);
    for (let chunk = 0; chunk < 10; chunk++) {
      const orders = await db
        .insert(bookingOrders)
        .values(Array.from({ length: 1000 }, () => ({ companyId: spa, customerId: who!.id, shopId: shop!.id, amount: 7900, status: "pending" as const })))
        .returning({ id: bookingOrders.id });
      await db.insert(appointments).values(
        orders.map((o, k) => {
          const startAt = new Date(base + (chunk * 1000 + k) * 60 * 60_000);
          return { companyId: spa, orderId: o.id, customerId: who!.id, shopId: shop!.id, articleId: californien, employeeId: employees[0]!, startAt, endAt: new Date(startAt.getTime() + 45 * 60_000), price: 7900, status: "held" as const, heldUntil: expired };
        }),
      );
    }
    const t0 = performance.now();
    const released = await releaseExpiredHolds(db, new Date());
    const sweep = performance.now() - t0;
    const t1 = performance.now();
    await releaseExpiredHolds(db, new Date());
    const idle = performance.now() - t1;
    console.log(`  ${label}: hold-expiry sweep: ${released} expired holds released (and their orders expired) in ${sweep.toFixed(0)} ms; a sweep with nothing to release ${idle.toFixed(1)} ms`);
  } finally {
    await fake.close();
  }
}

export async function benchPayment() {
  console.log("payment");
  await onEachDatabase(benchOn);
}
