import { describe, expect, it } from "vitest";
import { redirectTarget } from "./redirect-target";

const origin = "http://solo.localhost:3000";

describe("redirectTarget", () => {
  it.each([
    ["/profile", "/profile"],
    ["/de/services?x=1#top", "/de/services?x=1#top"],
    ["profile", "/profile"],
    ["http://solo.localhost:3000/fr/orders", "/fr/orders"],
    ["/./..//evil.example", "/evil.example"],
  ])("keeps %j on this site as %j", (target, path) => {
    expect(redirectTarget(target, origin)).toEqual({ kind: "here", path });
  });

  it.each(["//evil.example/phish", "https://evil.example/", "http://localhost:3000/", "javascript:alert(1)", "data:text/html,x", "", null, 42])("sends %j to the fallback", (target) => {
    expect(redirectTarget(target, origin)).toEqual({ kind: "elsewhere" });
  });

  it.each(["/\t/evil.example", "/\n/evil.example", "/\r\nSet-Cookie: x=1", "/\\evil.example", "\\\\evil.example", "/\u0000", "/\u007f"])("refuses %j", (target) => {
    expect(redirectTarget(target, origin)).toEqual({ kind: "refused" });
  });
});
