import { describe, expect, it } from "vitest";
import { isOffline, showDebugBanner, siteRedirect, siteState } from "./site-state";

const s = (o: { siteDisabled?: boolean; isDebug?: boolean; maintenance?: boolean } = {}) => ({
  isDebug: o.isDebug ?? false,
  maintenance: o.maintenance ?? false,
  booker: { siteDisabled: o.siteDisabled ?? false },
});

describe("site states", () => {
  it("names the state; maintenance wins over disabled", () => {
    expect(siteState(s())).toBe("online");
    expect(siteState(s({ siteDisabled: true }))).toBe("disabled");
    expect(siteState(s({ siteDisabled: true, maintenance: true }))).toBe("maintenance");
  });
  it("siteDisabled without debug sends every page to /disabled", () => {
    expect(siteRedirect(s({ siteDisabled: true }), "/")).toBe("/disabled");
    expect(siteRedirect(s({ siteDisabled: true }), "/services/massages")).toBe("/disabled");
    expect(siteRedirect(s({ siteDisabled: true }), "/disabled")).toBeNull();
  });
  it("maintenance also sends visitors to /disabled", () => {
    expect(siteRedirect(s({ maintenance: true }), "/contact")).toBe("/disabled");
  });
  it("debug mode keeps a disabled site visible, with its banner", () => {
    const debug = s({ siteDisabled: true, isDebug: true });
    expect(isOffline(debug)).toBe(false);
    expect(siteRedirect(debug, "/")).toBeNull();
    expect(showDebugBanner(debug)).toBe(true);
    expect(showDebugBanner(s())).toBe(false);
  });
  it("/disabled sends an online site home", () => {
    expect(siteRedirect(s(), "/disabled")).toBe("/");
    expect(siteRedirect(s(), "/")).toBeNull();
    expect(siteRedirect(s({ siteDisabled: true, isDebug: true }), "/disabled")).toBe("/");
  });
});
