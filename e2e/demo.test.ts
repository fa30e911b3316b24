// `npm start` on a fresh clone shows the whole product through the local payment fakes; a server
// with the demo switched off, or whose businesses hold real provider keys, never starts a fake.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { bookingOrders, companies } from "../server/db/schema";
import { DEMO_PAYMENT_KEYS } from "../server/fakes/demo-keys";
import { startServer } from "../server/main";
import { TEST_BUILD_DIR } from "./server-process";

const base = { NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATABASE_URL: "", LOG_LEVEL: "warn", COMPANY_CACHE_SECONDS: "0", BUILD_DIR: TEST_BUILD_DIR };
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "vitrine-demo-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const status = async (port: number, path: string) => (await fetch(`http://localhost:${port}${path}`, { redirect: "manual" })).status;

describe("the demo", () => {
  it("is what a fresh start serves with no setting: the e-shop, gift vouchers and online deposits through the fakes", async () => {
    const server = await startServer({ ...base, DATA_DIR: freshDir() });
    try {
      expect(server.demo).toEqual({ demo: true });
      expect(server.fakesUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
      expect(await status(server.port, "/boutique")).toBe(200);
      expect(await status(server.port, "/gift")).toBe(200);
      const [spa] = await server.database.db.select().from(companies).where(eq(companies.token, "demo-spa-lumiere"));
      const booker = (spa!.settings as { booker: { payment: { provider: string; keys: unknown }; appointment: { payment: { active: boolean } } } }).booker;
      // deposits taken online, with the keys of the fake this process started
      expect(booker.payment).toEqual({ provider: "stripe", keys: DEMO_PAYMENT_KEYS.stripe });
      expect(booker.appointment.payment.active).toBe(true);
      // the spa has a past for its back-office: eight weeks of bookings (server/db/demo-history.ts)
      expect((await server.database.db.select({ id: bookingOrders.id }).from(bookingOrders).where(eq(bookingOrders.companyId, spa!.id))).length).toBeGreaterThan(150);
    } finally {
      await server.stop();
    }
  }, 120_000); // the first start writes the spa's eight weeks of past (coupons, vouchers and forms through the checkout)

  it("never starts a fake switched off, nor over a business holding real provider keys", async () => {
    const dataDir = freshDir();
    const off = await startServer({ ...base, DATA_DIR: dataDir, DEMO: "0" });
    try {
      expect(off.demo).toEqual({ demo: false, why: "switched off" });
      expect(off.fakesUrl).toBeNull();
      expect(await status(off.port, "/boutique")).toBe(404);
      const [spa] = await off.database.db.select().from(companies).where(eq(companies.token, "demo-spa-lumiere"));
      // no made-up past on a server that is no demo
      expect(await off.database.db.select({ id: bookingOrders.id }).from(bookingOrders).where(eq(bookingOrders.companyId, spa!.id))).toEqual([]);
      const settings = structuredClone(spa!.settings) as { booker: Record<string, unknown> };
      settings.booker.payment = { provider: "stripe", keys: { publicKey: "pk_live_51Abc", secretKey: "sk_live_51Abc", webhookSecret: "whsec_live" } };
      await off.database.db.update(companies).set({ settings }).where(eq(companies.id, spa!.id));
    } finally {
      await off.stop();
    }
    const real = await startServer({ ...base, DATA_DIR: dataDir, DEMO: "1" });
    try {
      expect(real.demo).toEqual({ demo: false, why: "real provider keys" });
      expect(real.fakesUrl).toBeNull();
      // the business's own keys stay as they were: nothing links it to a fake
      const [spa] = await real.database.db.select().from(companies).where(eq(companies.token, "demo-spa-lumiere"));
      expect((spa!.settings as { booker: { payment: unknown } }).booker.payment).toEqual({ provider: "stripe", keys: { publicKey: "pk_live_51Abc", secretKey: "sk_live_51Abc", webhookSecret: "whsec_live" } });
      expect(await status(real.port, "/dev/outbox")).toBe(404);
    } finally {
      await real.stop();
    }
  });
});
