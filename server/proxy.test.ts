import pino from "pino";
import { describe, expect, it } from "vitest";
import { createApp } from "./app";
import { forwarded, withSecureCookies } from "./proxy";
import { CompanyDirectory } from "./tenancy/companies";
import { testConfig } from "./testing";
import { useTestServer } from "./use-test-server";

const server = useTestServer({ seed: false });
const app = (env: Record<string, string> = {}) => createApp({ db: server.database.db, companies: new CompanyDirectory(server.database.db, 0), log: pino({ level: "silent" }), config: testConfig(env) });
const get = (a: ReturnType<typeof app>, headers: Record<string, string> = {}) => a.request("/healthz", { headers }, { incoming: { socket: { remoteAddress: "10.0.0.1" } } });

describe("proxy headers are read only behind the proxies TRUST_PROXY counts", () => {
  it("without TRUST_PROXY every X-Forwarded header is the client's own words", () => {
    expect(forwarded("evil.example", 0)).toBeNull();
    expect(testConfig().TRUST_PROXY).toBe(0);
    expect(testConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(testConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(() => testConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });

  it("behind n proxies the value the outermost of them wrote counts, not what the client put before it", () => {
    expect(forwarded("forged.example, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(forwarded("forged, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
    expect(forwarded("https", 2)).toBe("https");
  });
});

describe("Strict-Transport-Security", () => {
  it("is not sent over plain http, even when the client claims https without a trusted proxy", async () => {
    expect((await get(app())).headers.get("strict-transport-security")).toBeNull();
    expect((await get(app(), { "x-forwarded-proto": "https" })).headers.get("strict-transport-security")).toBeNull();
  });

  it("over https (named by a trusted proxy) it covers this host alone, unless configured", async () => {
    expect((await get(app({ TRUST_PROXY: "1" }), { "x-forwarded-proto": "https" })).headers.get("strict-transport-security")).toBe("max-age=15552000");
    const configured = app({ TRUST_PROXY: "1", HSTS_MAX_AGE: "31536000", HSTS_INCLUDE_SUBDOMAINS: "true" });
    expect((await get(configured, { "x-forwarded-proto": "https" })).headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect((await get(app({ TRUST_PROXY: "1", HSTS_MAX_AGE: "0" }), { "x-forwarded-proto": "https" })).headers.get("strict-transport-security")).toBeNull();
  });
});

describe("Secure cookies", () => {
  it("every cookie of an answer gets Secure once, the others' attributes kept", () => {
    const res = new Response("x", { headers: [["Set-Cookie", "auth=a; Path=/; HttpOnly"], ["Set-Cookie", "lang=de; Path=/; Secure"]] });
    expect(withSecureCookies(res).headers.getSetCookie()).toEqual(["auth=a; Path=/; HttpOnly; Secure", "lang=de; Path=/; Secure"]);
  });
});
