import { describe, expect, it } from "vitest";
import { isChunkLoadError, shouldReloadAfterChunkError } from "./chunk-reload";

describe("chunk reload guard", () => {
  const now = 1_700_000_000_000;
  it("reloads when it never did", () => expect(shouldReloadAfterChunkError(null, now)).toBe(true));
  it("does not reload twice within 60 s", () => {
    expect(shouldReloadAfterChunkError(now - 59_999, now)).toBe(false);
    expect(shouldReloadAfterChunkError(now - 60_000, now)).toBe(true);
  });
  it("an unreadable or future mark does not block", () => {
    expect(shouldReloadAfterChunkError(Number.NaN, now)).toBe(true);
    expect(shouldReloadAfterChunkError(now + 5000, now)).toBe(true);
  });
  it("recognises chunk errors of Chromium, Firefox and Safari", () => {
    expect(isChunkLoadError("Failed to fetch dynamically imported module: https://x/assets/a.js")).toBe(true);
    expect(isChunkLoadError("error loading dynamically imported module")).toBe(true);
    expect(isChunkLoadError("Importing a module script failed.")).toBe(true);
    expect(isChunkLoadError("TypeError: x is undefined")).toBe(false);
  });
});
