// The browser client puts its clock in a `timestamp` query parameter (no cache on the way serves a
// stale answer); the API answers exactly as without it.
import { describe, expect, it } from "vitest";
import { useTestServer } from "../use-test-server";

const server = useTestServer();

describe("the timestamp query parameter", () => {
  it("changes nothing in an answer, with or without other parameters", async () => {
    for (const path of ["/api/shops", "/api/categories", "/api/articles?type=1", "/api/companies/me"]) {
      const plain = await server.api(path);
      const stamped = await server.api(`${path}${path.includes("?") ? "&" : "?"}timestamp=1795470000123`);
      expect(stamped.status, path).toBe(200);
      expect(await stamped.text(), path).toBe(await plain.text());
    }
  });
});
