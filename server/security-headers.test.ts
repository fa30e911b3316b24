import { describe, expect, it } from "vitest";
import { PRODUCTION_ENDPOINTS } from "./payments/endpoints";
import { newNonce, pagePolicy, paymentSources } from "./security-headers";
import { useTestServer } from "./use-test-server";

const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

describe("a page's Content-Security-Policy", () => {
  it("runs only our scripts and the inline ones bearing the nonce; framing only by the preview origins", () => {
    const policy = pagePolicy({ nonce: "abc", previewOrigins: ["https://bo.example.com/editor", "not an address"], fontHosts: ["fonts.googleapis.com"] });
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc'");
    expect(directive(policy, "style-src")).toBe("style-src 'self' 'nonce-abc' https://fonts.googleapis.com");
    expect(directive(policy, "font-src")).toBe("font-src 'self' data: https://fonts.googleapis.com https://fonts.gstatic.com");
    expect(directive(policy, "frame-ancestors")).toBe("frame-ancestors 'self' https://bo.example.com");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "base-uri")).toBe("base-uri 'none'");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("lets forms reach the configured provider's card page only (Monetico's form post, a fake's address in tests)", () => {
    expect(directive(pagePolicy({ nonce: "n", payment: paymentSources("monetico", PRODUCTION_ENDPOINTS) }), "form-action")).toBe("form-action 'self' https://p.monetico-services.com");
    const fake = { ...PRODUCTION_ENDPOINTS, moneticoPayment: "http://127.0.0.1:4321/monetico/test" };
    expect(directive(pagePolicy({ nonce: "n", payment: paymentSources("monetico", fake) }), "form-action")).toBe("form-action 'self' http://127.0.0.1:4321");
    expect(directive(pagePolicy({ nonce: "n", payment: paymentSources("stripe", PRODUCTION_ENDPOINTS) }), "form-action")).toBe("form-action 'self' https://checkout.stripe.com");
    expect(directive(pagePolicy({ nonce: "n", payment: paymentSources("paypal", { ...PRODUCTION_ENDPOINTS, paypalApi: "https://api-m.sandbox.paypal.com" }) }), "form-action")).toBe("form-action 'self' https://www.sandbox.paypal.com");
    expect(directive(pagePolicy({ nonce: "n", payment: paymentSources("free", PRODUCTION_ENDPOINTS) }), "form-action")).toBe("form-action 'self'");
    const payzen = pagePolicy({ nonce: "n", payment: paymentSources("payzen", PRODUCTION_ENDPOINTS) });
    expect(directive(payzen, "script-src")).toBe("script-src 'self' 'nonce-n' https://static.payzen.eu");
    expect(directive(payzen, "connect-src")).toBe("connect-src 'self' https://api.payzen.eu https://static.payzen.eu");
  });
});

describe("headers of an API answer", () => {
  const server = useTestServer();
  it("nosniff, referrer, permissions and a policy that runs nothing, on answers and refusals", async () => {
    for (const response of [await server.api("/api/shops"), await server.api("/api/shops/nope"), await server.api("/healthz", { company: null })]) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    }
  });
});

describe("a page's nonce", () => {
  it("is 18 random bytes, never the same twice, across the draws of the bytes behind it", () => {
    const nonces = Array.from({ length: 1_000 }, () => newNonce());
    expect(new Set(nonces).size).toBe(1_000);
    for (const n of nonces) expect(Buffer.from(n, "base64")).toHaveLength(18);
    expect(nonces.every((n) => /^[A-Za-z0-9+/]{24}$/.test(n))).toBe(true);
  });
});
