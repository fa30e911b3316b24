import { describe, expect, it } from "vitest";
import { oncePerVersion } from "./per-version.server";

describe("work kept per company version", () => {
  it("never mixes two companies nor two languages, and a new version is worked out again", async () => {
    const spa = { token: "spa", version: 1 };
    const barber = { token: "barber", version: 1 };
    let made = 0;
    const make = (what: string) => async () => ({ value: { what, n: ++made }, keep: true });
    expect(await oncePerVersion(spa, "layout fr", "m1", make("spa fr"))).toEqual({ what: "spa fr", n: 1 });
    expect(await oncePerVersion(spa, "layout fr", "m1", make("other"))).toEqual({ what: "spa fr", n: 1 });
    expect(await oncePerVersion(spa, "layout en", "m1", make("spa en"))).toEqual({ what: "spa en", n: 2 });
    expect(await oncePerVersion(barber, "layout fr", "m1", make("barber fr"))).toEqual({ what: "barber fr", n: 3 });
    // the company's version moved: the page handler gives a new company object
    const spaNext = { token: "spa", version: 2 };
    expect(await oncePerVersion(spaNext, "layout fr", "m1", make("spa fr v2"))).toEqual({ what: "spa fr v2", n: 4 });
    // the next minute
    expect(await oncePerVersion(spa, "layout fr", "m2", make("spa fr m2"))).toEqual({ what: "spa fr m2", n: 5 });
  });

  it("keeps nothing made after a failed read, and what it keeps no reader can change", async () => {
    const spa = { token: "spa", version: 1 };
    let made = 0;
    expect(await oncePerVersion(spa, "k", "m1", async () => ({ value: { n: ++made }, keep: false }))).toEqual({ n: 1 });
    expect(await oncePerVersion(spa, "k", "m1", async () => ({ value: { n: ++made }, keep: true }))).toEqual({ n: 2 });
    const kept = await oncePerVersion(spa, "k", "m1", async () => ({ value: { n: ++made }, keep: true }));
    expect(kept).toEqual({ n: 2 });
    expect(Object.isFrozen(kept)).toBe(true);
  });
});
