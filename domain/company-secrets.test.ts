import { describe, expect, it } from "vitest";
import { keepSecrets, maskSecrets, mergePatch, secretsSet } from "./company-secrets";
import { parseSettings } from "./company-settings";

const withKeys = () => parseSettings({ booker: { payment: { provider: "payzen", keys: { publicKey: "pk_1", secretKey: "sk_1", hmacKey: "h_1" } }, oauthKeys: { google: { clientId: "g", clientSecret: "gs" } } } });

describe("a company's secrets", () => {
  it("are named by path, and masked for reading back and for the audit", () => {
    const s = withKeys();
    expect(secretsSet(s)).toEqual(["booker.oauthKeys.google.clientSecret", "booker.payment.keys.hmacKey", "booker.payment.keys.secretKey"]);
    const read = maskSecrets(s);
    expect(read.booker.payment.keys).toEqual({ publicKey: "pk_1", secretKey: "", hmacKey: "" });
    expect(read.booker.oauthKeys.google).toEqual({ clientId: "g", clientSecret: "" });
    expect(JSON.stringify(maskSecrets(s, "[hidden]"))).not.toMatch(/sk_1|h_1|"gs"/);
    expect(s.booker.payment.keys.secretKey).toBe("sk_1"); // the original untouched
  });

  it("left blank or left out keep their old value; a new value replaces it", () => {
    const before = withKeys();
    const next = parseSettings({ booker: { payment: { provider: "payzen", keys: { publicKey: "pk_2", secretKey: "" } } } });
    const kept = keepSecrets(next, before);
    expect(kept.booker.payment.keys).toEqual({ publicKey: "pk_2", secretKey: "sk_1", hmacKey: "h_1" });
    expect(kept.booker.oauthKeys.google.clientSecret).toBe("gs");
    const replaced = keepSecrets(parseSettings({ booker: { payment: { keys: { secretKey: "sk_new" } } } }), before);
    expect(replaced.booker.payment.keys.secretKey).toBe("sk_new");
  });

  it("patches merge objects, replace arrays and values, and null removes a key", () => {
    expect(mergePatch({ a: { b: 1, c: 2 }, d: [1, 2] }, { a: { b: 3, c: null }, d: [9] })).toEqual({ a: { b: 3 }, d: [9] });
    expect(mergePatch({ a: 1 }, "x")).toBe("x");
  });
});
