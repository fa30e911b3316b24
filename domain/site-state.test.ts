import { describe, expect, it } from "vitest";
import { isOffline, siteRedirect, siteState } from "./site-state";

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
  });
  it("the team's sign-in and activation pages stay reachable on an offline site", () => {
    for (const offline of [s({ siteDisabled: true }), s({ maintenance: true })]) {
      expect(siteRedirect(offline, "/pro/login")).toBeNull();
      expect(siteRedirect(offline, "/pro/activation/abc")).toBeNull();
      expect(siteRedirect(offline, "/admin/agenda")).toBeNull();
      expect(siteRedirect(offline, "/profile")).toBe("/disabled");
      expect(siteRedirect(offline, "/promotions")).toBe("/disabled");
    }
  });
  it("/disabled sends an online site home", () => {
    expect(siteRedirect(s(), "/disabled")).toBe("/");
    expect(siteRedirect(s(), "/")).toBeNull();
    expect(siteRedirect(s({ siteDisabled: true, isDebug: true }), "/disabled")).toBe("/");
  });
});
