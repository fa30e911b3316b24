// The accounts' security promises (passwords, sign-in limits, codes, validated input), one test (at least) each.
import pino from "pino";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { createApp } from "../../app";
import { CODE_TTL_MS } from "../../auth/codes";
import { LIMITS, take } from "../../auth/rate-limit";
import { customers, oneTimeCodes } from "../../db/schema";
import { CompanyDirectory } from "../../tenancy/companies";
import { testConfig } from "../../testing";
import { useTestServer } from "../../use-test-server";
import { json, lastCode } from "./test-helpers";

// Argon2 verifications counted: the same work for an unknown account as for a wrong password, not a clock.
// the worker's files share their modules (decision 311): this file loads its own, with the mock (which
// only counts and calls the real one, so the files after it in the worker see no difference)
vi.hoisted(() => vi.resetModules());
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock("@node-rs/argon2", async (original) => {
  const real = await original<typeof import("@node-rs/argon2")>();
  return { ...real, verify: (...args: Parameters<typeof real.verify>) => (verifications.count++, real.verify(...args)) };
});

const server = useTestServer();
let spaId: number;
beforeAll(async () => {
  spaId = (await server.companies.byTokenOrNull("demo-spa-lumiere"))!.id;
});

async function register(email: string, password = "correct horse 1") {
  const { userID } = await (await json(server, "POST", "/api/users/register/steps/2", { email, password })).json();
  const code = await lastCode(server, email);
  return (await (await json(server, "POST", "/api/users/register/verify/code", { userID, code })).json()) as { token: string };
}

describe("passwords", () => {
  it("are stored as Argon2id with OWASP's parameters (19 MiB, t=2, p=1)", async () => {
    await register("hash@example.com", "my secret words");
    const [row] = await server.database.db.select().from(customers).where(eq(customers.email, "hash@example.com"));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.passwordHash).not.toContain("my secret words");
  });

  it("an unknown account does the same work as a wrong password: one Argon2 verification, the same answer (no timing enumeration)", async () => {
    await register("timing@example.com");
    const attempt = async (email: string) => {
      const before = verifications.count;
      const res = await json(server, "POST", "/api/users/login", { email, password: "wrong password" }, { ip: "198.51.100.1" });
      return { status: res.status, body: await res.text(), verifications: verifications.count - before };
    };
    const known = await attempt("timing@example.com");
    const unknown = await attempt("nobody@example.com");
    expect(known).toMatchObject({ status: 401, verifications: 1 });
    expect(unknown).toEqual(known);
  });
});

describe("sign-in limits (counters in the database)", () => {
  it("locks an account after 100 failed sign-ins in an hour, even with the right password then", { timeout: 120_000 }, async () => {
    await register("locked@example.com");
    for (let i = 0; i < LIMITS.failedSigninsPerAccount.max; i++) {
      // From several IPs, so only the per-account limit is at play.
      const res = await json(server, "POST", "/api/users/login", { email: "locked@example.com", password: `wrong ${i}` }, { ip: `192.0.2.${i % 4}` });
      expect(res.status).toBe(401);
    }
    const res = await json(server, "POST", "/api/users/login", { email: "locked@example.com", password: "correct horse 1" }, { ip: "192.0.2.200" });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ errType: "locked", error: { code: "signin_locked" } });
    // An unknown address is locked the same way (the lock says nothing about accounts).
    for (let i = 0; i < 100; i++) await take({ db: server.database.db, companyId: spaId }, "signin:ghost@example.com", LIMITS.failedSigninsPerAccount, new Date());
    const ghost = await json(server, "POST", "/api/users/login", { email: "ghost@example.com", password: "x" }, { ip: "192.0.2.201" });
    expect(ghost.status).toBe(429);
  });

  it("limits one IP to fewer failures (50 an hour), across accounts; another IP is not affected", { timeout: 120_000 }, async () => {
    await register("victim@example.com");
    for (let i = 0; i < LIMITS.failedSigninsPerIp.max; i++) {
      await json(server, "POST", "/api/users/login", { email: `spray${i}@example.com`, password: "guess" }, { ip: "233.252.0.9" });
    }
    const blocked = await json(server, "POST", "/api/users/login", { email: "victim@example.com", password: "correct horse 1" }, { ip: "233.252.0.9" });
    expect(blocked.status).toBe(429);
    const elsewhere = await json(server, "POST", "/api/users/login", { email: "victim@example.com", password: "correct horse 1" }, { ip: "233.252.0.10" });
    expect(elsewhere.status).toBe(200);
  });

  it("the counters hold across two app processes sharing the database", async () => {
    const second = createApp({ db: server.database.db, companies: new CompanyDirectory(server.database.db, 0), log: pino({ level: "silent" }), config: testConfig() });
    const ip = "100.64.0.1";
    for (let i = 0; i < LIMITS.failedSigninsPerIp.max; i++) await take({ db: server.database.db, companyId: spaId }, `signin-ip:${ip}`, LIMITS.failedSigninsPerIp, new Date());
    const res = await second.request(
      "/api/users/login",
      { method: "POST", headers: { company: "demo-spa-lumiere", "content-type": "application/json" }, body: JSON.stringify({ email: "a@example.com", password: "x" }) },
      { incoming: { socket: { remoteAddress: ip } } },
    );
    expect(res.status).toBe(429);
  });
});

describe("the configuration reaches the API", () => {
  it("behind a trusted proxy (TRUST_PROXY given to the app) the client IP is X-Forwarded-For's last hop", async () => {
    const ip = "203.0.113.99";
    for (let i = 0; i < LIMITS.failedSigninsPerIp.max; i++) await take({ db: server.database.db, companyId: spaId }, `signin-ip:${ip}`, LIMITS.failedSigninsPerIp, new Date());
    const login = (app: ReturnType<typeof createApp>) =>
      app.request(
        "/api/users/login",
        { method: "POST", headers: { company: "demo-spa-lumiere", "content-type": "application/json", "x-forwarded-for": `198.51.100.3, ${ip}` }, body: JSON.stringify({ email: "proxy@example.com", password: "x" }) },
        { incoming: { socket: { remoteAddress: "10.0.0.1" } } },
      );
    const options = { db: server.database.db, companies: new CompanyDirectory(server.database.db, 0), log: pino({ level: "silent" }) };
    expect((await login(createApp({ ...options, config: testConfig({ TRUST_PROXY: "true" }) }))).status).toBe(429);
    // Without it the header is the client's own words: the socket's address counts.
    expect((await login(createApp({ ...options, config: testConfig() }))).status).toBe(401);
  });
});

describe("one-time codes", () => {
  it("are 6 digits, stored only as a hash", async () => {
    await json(server, "POST", "/api/users/v2/register", { email: "hashed@example.com" });
    const code = await lastCode(server, "hashed@example.com");
    expect(code).toMatch(/^\d{6}$/);
    const rows = await server.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.address, "hashed@example.com"));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("expire after 10 minutes", async () => {
    // the time the requests are handled at is set, as the API's edge reads it
    const sent = new Date(Date.now() + 86_400_000);
    try {
      server.setNow(sent);
      await json(server, "POST", "/api/users/v2/register", { email: "expired@example.com" });
      const code = await lastCode(server, "expired@example.com");
      const [row] = await server.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.address, "expired@example.com"));
      expect(row!.expiresAt.getTime() - sent.getTime()).toBe(CODE_TTL_MS);
      server.setNow(new Date(sent.getTime() + CODE_TTL_MS + 1000));
      const res = await json(server, "POST", "/api/users/v2/signin/email", { email: "expired@example.com", code }, { lang: "en" });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toMatchObject({ code: "code_expired", message: "This code has expired: ask for a new one." });
    } finally {
      server.setNow(null);
    }
  });

  it("are burnt after 5 wrong tries: the right code fails on the sixth", async () => {
    await json(server, "POST", "/api/users/v2/register", { email: "burnt@example.com" });
    const code = await lastCode(server, "burnt@example.com");
    const wrong = code === "000000" ? "111111" : "000000";
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await (await json(server, "POST", "/api/users/v2/signin/email", { email: "burnt@example.com", code: wrong })).json()).error.code);
    expect(answers).toEqual(["invalid_code", "invalid_code", "invalid_code", "invalid_code", "code_burnt"]);
    const sixth = await json(server, "POST", "/api/users/v2/signin/email", { email: "burnt@example.com", code });
    expect(sixth.status).toBe(429);
    expect((await sixth.json()).error.code).toBe("code_burnt");
  });

  it("are resent at most once a minute per address", async () => {
    await json(server, "POST", "/api/users/v2/register", { email: "resend@example.com" });
    const again = await json(server, "POST", "/api/users/v2/signin/create-link", { email: "resend@example.com" }, { lang: "en" });
    expect(again.status).toBe(429);
    expect((await again.json()).error.code).toBe("resend_too_soon");
    // Whether or not an account exists: the limit is per address.
    await json(server, "POST", "/api/users/v2/signin/create-link", { email: "noaccount@example.com" });
    expect((await json(server, "POST", "/api/users/v2/signin/create-link", { email: "noaccount@example.com" })).status).toBe(429);
  });

  it("are sent at most 5 times an hour per address", async () => {
    const { db } = server.database;
    const address = "hourly@example.com";
    const t0 = new Date("2030-01-01T10:00:00Z");
    const sends: boolean[] = [];
    for (let i = 0; i < 6; i++) {
      const at = new Date(t0.getTime() + i * 61_000);
      sends.push((await take({ db, companyId: spaId }, `send-code:${address}`, LIMITS.codesPerMinute, at)) && (await take({ db, companyId: spaId }, `send-code:${address}`, LIMITS.codesPerHour, at)));
    }
    expect(sends).toEqual([true, true, true, true, true, false]);
    // The endpoint reads the same counters: a sixth send this hour is refused.
    for (let i = 0; i < 5; i++) await take({ db, companyId: spaId }, `send-code:${address}`, LIMITS.codesPerHour, new Date());
    const res = await json(server, "POST", "/api/users/v2/signin/create-link", { email: address });
    expect(res.status).toBe(429);
    expect((await res.json()).error.code).toBe("too_many_codes");
  });
});

describe("every input validated", () => {
  it.each([
    ["POST", "/api/users/v2/signin/email", { email: "a@b.fr", code: "12ab" }, "code"],
    ["POST", "/api/users/v2/signin/phone", { phone: "hello", code: "123456" }, "phone"],
    ["POST", "/api/users/password/reset", { email: "" }, "email"],
    ["POST", "/api/users/register/resend/code", { email: "a@b.fr", type: "fax" }, "type"],
    ["POST", "/api/users/register/verify/code", { userID: "short" }, "userID"],
    ["POST", "/api/users/oauth/start", { provider: "myspace", redirectUri: "http://localhost/auth/customer/login" }, "provider"],
  ])("%s %s answers 400 naming the field", async (method, path, body, field) => {
    const res = await json(server, method, path, body);
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()).error.fields)).toContain(field);
  });

  it("a body that is not JSON is a 400, not a 500", async () => {
    const res = await server.app.request("/api/users/login", { method: "POST", headers: { company: "demo-spa-lumiere", "content-type": "application/json" }, body: "{oops" });
    expect(res.status).toBe(400);
  });
});
