import { describe, expect, it } from "vitest";
import { pathOnly, withoutPersonalData, withoutPersonalTrace } from "./error-report";

describe("withoutPersonalData", () => {
  it("keeps the error, the release and the tags; drops the user, cookies, headers, body, query and breadcrumbs", () => {
    const report = {
      exception: { values: [{ type: "Error", value: "boom" }] },
      release: "vitrine@1.0.0",
      tags: { request_id: "abc" },
      user: { email: "lea@example.com", ip_address: "203.0.113.7" },
      request: { method: "GET", url: "https://spa.example/profile?email=lea%40example.com#x", query_string: "email=lea", cookies: { auth: "secret" }, headers: { cookie: "auth=secret", authorization: "Bearer t" }, data: { password: "p" } },
      breadcrumbs: [{ message: "GET /auth/login?email=lea" }],
      server_name: "host-1",
      extra: { body: "x" },
    };
    const out = withoutPersonalData(report);
    expect(out).toEqual({ exception: report.exception, release: "vitrine@1.0.0", tags: { request_id: "abc" }, request: { method: "GET", url: "https://spa.example/profile" } });
    expect(JSON.stringify(out)).not.toMatch(/lea@|lea%40|email=|secret|Bearer|203\.0\.113/);
  });

  it("a report without a request stays without one", () => {
    expect(withoutPersonalData({ message: "x" })).toEqual({ message: "x" });
    expect(pathOnly("/a/b")).toBe("/a/b");
    expect(pathOnly("/a?b=1")).toBe("/a");
  });
});

describe("withoutPersonalTrace", () => {
  it("keeps the trace's name and its spans' addresses without their query strings, and drops the user", () => {
    const trace = withoutPersonalTrace({
      transaction: "/magazine?email=lea@example.com",
      user: { email: "lea@example.com" },
      spans: [{ description: "GET /api/users/me?code=123456", data: { url: "https://spa.example/api/users/me?code=123456", "http.query": "?code=123456", "http.method": "GET" } }],
    });
    expect(JSON.stringify(trace)).not.toMatch(/lea@example|123456/);
    expect(trace.transaction).toBe("/magazine");
    expect(trace.spans).toEqual([{ description: "GET /api/users/me", data: { url: "https://spa.example/api/users/me", "http.method": "GET" } }]);
  });
});

describe("a browser's stack", () => {
  it("names its files without the page's query string", () => {
    const report = withoutPersonalData({ exception: { values: [{ type: "Error", stacktrace: { frames: [{ filename: "https://spa.example/?email=lea@example.com", abs_path: "https://spa.example/?email=lea@example.com", lineno: 1 }] } }] } });
    expect(JSON.stringify(report)).not.toContain("lea@example");
    expect((report.exception as { values: { stacktrace: { frames: { filename: string; lineno: number }[] } }[] }).values[0]!.stacktrace.frames[0]).toMatchObject({ filename: "https://spa.example/", lineno: 1 });
  });
});
