import { describe, expect, it } from "vitest";
import { prefetchAllowed, prefetchablePages } from "./prefetch";

describe("link prefetch", () => {
  it("is skipped on a data-saver or 2g connection, allowed otherwise (and where the browser does not say)", () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: "4g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "slow-2g" })).toBe(false);
    expect(prefetchAllowed({ effectiveType: "3g" })).toBe(true);
    expect(prefetchAllowed({ effectiveType: "4g", saveData: false })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });

  it("only this site's public pages, each once: never the profile, sign-in, payment or booking addresses", () => {
    expect(
      prefetchablePages([
        "/services/massages/massage-californien",
        "/en/services/massages/massage-californien",
        "/services/massages/massage-californien",
        "/profile/orders",
        "/en/profile",
        "/auth/login",
        "/payments/success?cartId=1",
        "/booking/confirm",
        "https://elsewhere.example/x",
        "//elsewhere.example/x",
        "/contact",
      ]),
    ).toEqual(["/services/massages/massage-californien", "/en/services/massages/massage-californien", "/contact"]);
  });
});
