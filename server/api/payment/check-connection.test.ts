// The back-office's 'test connection': the spa's provider is called with its stored keys, through
// each local fake that speaks the provider's protocol; a wrong key is refused, a missing one
// named, and no key is ever in the answer. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PAYMENT_KEYS, startPaymentFakes, type PaymentFakes } from "../../fakes/payments";
import { companyId } from "../../booking/test-support";
import { companyUserToken } from "../../staff/test-support";
import { SPA } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json } from "../users/test-helpers";

let fakes: PaymentFakes;
const server = useTestServer(async () => {
  fakes = await startPaymentFakes();
  return { env: fakes.env };
});

let owner: string;
let manager: string;
let spaId: number;

beforeAll(async () => {
  const db = server.database.db;
  owner = (await companyUserToken(db, SPA)).token;
  manager = (await companyUserToken(db, SPA, "manager")).token;
  spaId = await companyId(db, SPA);
});

const use = async (provider: string, keys: Record<string, string>) => {
  const res = await json(server, "PUT", `/api/companies/${spaId}`, { settings: { booker: { payment: { provider, keys } } } }, { token: owner });
  expect(res.status).toBe(200);
};
const check = async (token = owner) => {
  const res = await json(server, "POST", "/api/payment/check", undefined, { token });
  return { status: res.status, text: await res.text() };
};

const PROVIDERS = ["stripe", "payzen", "saferpay", "paypal", "monetico"] as const;

describe("testing the payment provider's connection", () => {
  // first: keys once written are kept (a blank one keeps its value), so only a fresh spa lacks one
  it("names the key missing before calling anyone, and says ok for paying at the shop", async () => {
    await use("saferpay", { customerId: DEMO_PAYMENT_KEYS.saferpay.customerId });
    expect(JSON.parse((await check()).text).check).toEqual({ provider: "saferpay", ok: false, problem: "missing_key", key: "terminalId" });
    await use("free", {});
    expect(JSON.parse((await check()).text).check).toMatchObject({ provider: "free", ok: true });
  });

  for (const provider of PROVIDERS) {
    it(`${provider}: the fake accepts the demo keys and refuses a wrong secret key, and no key is answered`, async () => {
      await use(provider, { ...DEMO_PAYMENT_KEYS[provider] });
      let res = await check();
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text).check).toEqual({ provider, ok: true, problem: null, key: null });

      await use(provider, { secretKey: "not-the-right-secret-0000000000000000000" });
      res = await check();
      expect(JSON.parse(res.text).check).toEqual({ provider, ok: false, problem: "refused", key: null });
      for (const value of Object.values(DEMO_PAYMENT_KEYS[provider]).filter((v) => v.length > 6)) expect(res.text).not.toContain(value);
      expect(res.text).not.toContain("not-the-right-secret");
    });
  }

  it("says the provider cannot be reached when it does not answer", async () => {
    await use("paypal", { ...DEMO_PAYMENT_KEYS.paypal });
    await fakes.close();
    expect(JSON.parse((await check()).text).check).toEqual({ provider: "paypal", ok: false, problem: "unreachable", key: null });
  });

  it("is the owner's: a manager is refused", async () => {
    expect((await check(manager)).status).toBe(403);
  });
});
