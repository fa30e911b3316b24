import { describe, expect, it } from "vitest";
import { unlessAborted } from "./aborted";

describe("unlessAborted", () => {
  it("lets a request given up go (the browser's AbortError, as an aborted fetch rejects)", () => {
    const controller = new AbortController();
    controller.abort();
    expect(() => unlessAborted(controller.signal.reason)).not.toThrow();
    expect(() => unlessAborted(new DOMException("The operation was aborted", "AbortError"))).not.toThrow();
  });

  it("throws anything else on", () => {
    const failure = new TypeError("Failed to fetch");
    expect(() => unlessAborted(failure)).toThrow(failure);
    expect(() => unlessAborted(null)).toThrow();
  });
});
