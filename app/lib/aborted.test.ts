import { describe, expect, it } from "vitest";
import { quietWhenAborted, unlessAborted } from "./aborted";

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

describe("quietWhenAborted", () => {
  const rejection = (reason: unknown) => {
    const event = { reason, prevented: false, preventDefault() {
      this.prevented = true;
    } };
    quietWhenAborted(event);
    return event.prevented;
  };

  it("keeps a request given up that nobody holds from being reported", () => {
    const controller = new AbortController();
    controller.abort();
    expect(rejection(controller.signal.reason)).toBe(true);
  });

  it("lets any other rejection be reported", () => {
    expect(rejection(new TypeError("Failed to fetch"))).toBe(false);
    expect(rejection(undefined)).toBe(false);
  });
});
