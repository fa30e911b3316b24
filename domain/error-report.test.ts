import { describe, expect, it } from "vitest";
import { pathOnly, withoutPersonalData } from "./error-report";

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
