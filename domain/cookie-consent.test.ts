import { describe, expect, it } from "vitest";
import { CONSENT_MAX_AGE, DEFAULT_PREFERENCES, denied, readPreferences, writePreferences } from "./cookie-consent";

describe("cookie preferences", () => {
  it("no cookie → no choice yet (the dialog shows)", () => {
    expect(readPreferences(null)).toBeNull();
    expect(readPreferences("")).toBeNull();
    expect(readPreferences("garbage%")).toBeNull();
    expect(readPreferences(encodeURIComponent('{"analytics":"yes"}'))).toBeNull();
  });
  it("round-trips, with connexion always on", () => {
    expect(readPreferences(writePreferences({ analytics: false }))).toEqual({ connexion: true, analytics: false });
    expect(readPreferences(encodeURIComponent('{"connexion":false,"analytics":true}'))).toEqual({ connexion: true, analytics: true });
  });
  it("analytics on by default, deny turns it off, the cookie lasts 34164000 s", () => {
    expect(DEFAULT_PREFERENCES.analytics).toBe(true);
    expect(denied()).toEqual({ connexion: true, analytics: false });
    expect(CONSENT_MAX_AGE).toBe(34164000);
  });
});
