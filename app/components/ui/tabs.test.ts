import { describe, expect, it } from "vitest";
import { addressWithTab, chosenTab } from "./tabs";

describe("the tab parameter", () => {
  const ids = ["description", "prices"];
  it("opens the tab the address names, the first for none or an unknown one", () => {
    expect(chosenTab(ids, "prices")).toBe("prices");
    expect(chosenTab(ids, "description")).toBe("description");
    expect(chosenTab(ids, "nope")).toBe("description");
    expect(chosenTab(ids, "")).toBe("description");
    expect(chosenTab(ids, null)).toBe("description");
    expect(chosenTab([], "prices")).toBe("");
  });
  it("keeps the chosen tab in the address beside its other parameters; the first tab leaves it clean", () => {
    expect(addressWithTab("/services/massages/californien?shop=2#top", "prices", "description")).toBe("/services/massages/californien?shop=2&tab=prices#top");
    expect(addressWithTab("/en/paris?tab=contact", "services", "services")).toBe("/en/paris");
    expect(addressWithTab("/profile?tab=details&done=password", "security", "details")).toBe("/profile?tab=security&done=password");
  });
});
