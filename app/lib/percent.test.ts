import { describe, expect, it } from "vitest";
import { percentText } from "./percent";

describe("percentText", () => {
  it("writes a percent as each language does, to one decimal", () => {
    expect(percentText(12.5, "fr")).toBe("12,5\u202f%");
    expect(percentText(12.5, "de")).toBe("12,5\u00a0%");
    expect(percentText(12.5, "en")).toBe("12.5%");
    expect(percentText(7, "fr")).toBe("7\u202f%");
    expect(percentText(100, "en")).toBe("100%");
  });
});
