import { describe, expect, it } from "vitest";
import { isAborted, quietWhenAborted } from "./aborted";

describe("isAborted", () => {
  it("knows a request given up (the browser's AbortError, as an aborted fetch rejects)", () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAborted(controller.signal.reason)).toBe(true);
    expect(isAborted(new DOMException("The operation was aborted", "AbortError"))).toBe(true);
  });

  it("and nothing else", () => {
    expect(isAborted(new TypeError("Failed to fetch"))).toBe(false);
    expect(isAborted(null)).toBe(false);
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
