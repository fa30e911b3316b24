// Whether a server is a demo: on by default over the demo businesses alone, never with the demo
// switched off, never once a business holds real provider keys (decision 192).
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { companies } from "./db/schema";
import { demoDecision } from "./demo";
import { DEMO_PAYMENT_KEYS } from "./fakes/demo-keys";
import { SPA } from "./testing";
import { useTestServer } from "./use-test-server";

const server = useTestServer();
const db = () => server.database.db;

async function spaPayment(payment: unknown) {
  const [row] = await db().select().from(companies).where(eq(companies.token, SPA));
  const settings = structuredClone(row!.settings) as { booker: Record<string, unknown> };
  settings.booker.payment = payment;
  await db().update(companies).set({ settings }).where(eq(companies.token, SPA));
  return () => db().update(companies).set({ settings: row!.settings }).where(eq(companies.token, SPA));
}
let restore: (() => Promise<unknown>) | null = null;
afterEach(async () => {
  await restore?.();
  restore = null;
  await db().delete(companies).where(eq(companies.token, "a-real-salon"));
});

describe("demoDecision", () => {
  it("is a demo by default while the database holds only the demo businesses, with or without the fakes' keys", async () => {
    expect(await demoDecision({ DEMO: "auto" }, db())).toEqual({ demo: true });
    restore = await spaPayment({ provider: "stripe", keys: { ...DEMO_PAYMENT_KEYS.stripe } });
    expect(await demoDecision({ DEMO: "auto" }, db())).toEqual({ demo: true });
  });

  it("is never a demo when switched off", async () => {
    expect(await demoDecision({ DEMO: false }, db())).toEqual({ demo: false, why: "switched off" });
  });

  it("is never a demo once a business holds real provider keys, even when asked for one", async () => {
    restore = await spaPayment({ provider: "stripe", keys: { publicKey: "pk_live_51Abc", secretKey: "sk_live_51Abc", webhookSecret: "whsec_live" } });
    expect(await demoDecision({ DEMO: true }, db())).toEqual({ demo: false, why: "real provider keys" });
    expect(await demoDecision({ DEMO: "auto" }, db())).toEqual({ demo: false, why: "real provider keys" });
  });

  it("is not a demo by default once another business is served, but may be asked for", async () => {
    await db().insert(companies).values({ token: "a-real-salon", nickname: "salon" });
    expect(await demoDecision({ DEMO: "auto" }, db())).toEqual({ demo: false, why: "not only the demo businesses" });
    expect(await demoDecision({ DEMO: true }, db())).toEqual({ demo: true });
  });
});
