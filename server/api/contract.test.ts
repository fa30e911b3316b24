// The API is its contract: every operation of contract/ is a route, every route is an operation,
// and the OpenAPI document generated from the same schemas lists them all.
import { describe, expect, it } from "vitest";
import { operations } from "../../contract";
import { useTestServer } from "../use-test-server";
import { createApi } from "./index";
import { operationOf } from "./contract-check";
import { openApiDocument } from "./openapi";

const server = useTestServer();

describe("the contract", () => {
  it("every operation is in the OpenAPI document, with its method, and nothing else is", () => {
    const doc = openApiDocument(createApi());
    const documented = Object.entries(doc.paths ?? {}).flatMap(([path, item]) => Object.keys(item ?? {}).map((method) => `${method} ${path}`));
    const described = Object.values(operations).map((op) => `${op.method} ${op.path}`);
    expect(documented.sort()).toEqual(described.sort());
    expect(new Set(described).size).toBe(described.length);
  });

  it("a customer's and a company user's operations say so in the document (bearer session, bearer token)", () => {
    const doc = openApiDocument(createApi());
    expect(doc.paths?.["/booking-orders"]?.get?.security).toEqual([{ company: [], customerSession: [] }]);
    expect(doc.paths?.["/shops"]?.get?.security).toEqual([{ company: [] }]);
    expect(doc.paths?.["/companies/token/host/{host}"]?.get?.security).toBeUndefined();
    expect(doc.paths?.["/posts"]?.post?.security).toEqual([{ company: [], companyUser: [] }]);
    expect(doc.paths?.["/dossiers/{id}"]?.get?.security).toEqual([{ company: [], companyUser: [] }]);
    expect(doc.paths?.["/records/mine/export"]?.get?.security).toEqual([{ company: [], customerSession: [] }]);
    expect(Object.keys(doc.components?.securitySchemes ?? {}).sort()).toEqual(["company", "companyUser", "customerSession"]);
  });

  it("the document is served at /api/openapi.json and lists every address the API answers: a route added beside the contract fails here", async () => {
    const res = await server.api("/api/openapi.json", { company: null });
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers).toEqual([{ url: "/api" }]);
    const documented = new Set(Object.entries(doc.paths as Record<string, object>).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`)));
    const served = new Set(["GET /openapi.json", "GET /reference", "GET /reference/scalar.js"]);
    const answered = new Set(createApi().routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`));
    expect([...answered].filter((r) => !documented.has(r) && !served.has(r))).toEqual([]);
    expect([...documented].filter((r) => !answered.has(r))).toEqual([]);
  });

  it("the reference page draws the document with a renderer served here, allowing nothing from elsewhere", async () => {
    const page = await server.api("/api/reference", { company: null });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-url="/api/openapi.json"');
    expect(html).not.toMatch(/https?:\/\//);
    expect(page.headers.get("content-security-policy")).toMatch(/default-src 'self'; script-src 'self';/);
    const script = await server.api("/api/reference/scalar.js", { company: null });
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toMatch(/javascript/);
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });

  it("every operation answers the contract's way: the tests' requests are checked against it", async () => {
    // checkAnswer (server/api/contract-check.ts) runs on every request of the API tests; here it
    // is shown to refuse an answer that drifts.
    const { checkAnswer } = await import("./contract-check");
    await expect(checkAnswer("GET", "/api/shops", Response.json({ shops: [{ id: "one" }] }))).rejects.toThrow(/not the contract's answer/);
    await expect(checkAnswer("GET", "/api/shops", Response.json({ shops: [] }, { status: 201 }))).rejects.toThrow(/the contract says 200/);
    await expect(checkAnswer("GET", "/api/shops", Response.json({ message: "nope" }, { status: 404 }))).rejects.toThrow(/error shape/);
    expect(operationOf("GET", "/api/shops/slug/paris?x=1")?.path).toBe("/shops/slug/{slug}");
    expect(operationOf("PATCH", "/api/shops")).toBeUndefined();
  });
});

describe("addresses and methods the contract does not have", () => {
  it("an unknown /api address answers a JSON 404 with a code, not the page's 404", async () => {
    for (const path of ["/api/nope", "/api/shops/nope/deeper", "/api/"]) {
      const res = await server.api(path, { lang: "en" });
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toMatch(/application\/json/);
      expect((await res.json()).error).toEqual({ code: "not_found", message: "Not found." });
    }
  });

  it("a known address with another method answers a JSON 405 with the allowed methods", async () => {
    let res = await server.api("/api/appointments", { method: "PUT" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")?.split(", ").sort()).toEqual(["DELETE", "GET", "POST"]);
    expect((await res.json()).error.code).toBe("method_not_allowed");
    res = await server.api("/api/appointments/check");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    // No company header needed to be told the address is wrong.
    expect((await server.api("/api/nope", { company: null })).status).toBe(404);
  });
});
