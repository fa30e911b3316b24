import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentToasts, toast, TOAST_MS } from "./toast";

describe("toasts", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("show each type and leave after 3000 ms", () => {
    toast.success("Enregistré");
    toast.error("Échec");
    toast.info("Info");
    toast.warning("Attention");
    expect(currentToasts().map((t) => t.type)).toEqual(["success", "error", "info", "warning"]);
    expect(TOAST_MS).toBe(3000);
    vi.advanceTimersByTime(2999);
    expect(currentToasts()).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(currentToasts()).toHaveLength(0);
  });
});
