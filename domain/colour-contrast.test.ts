import { describe, expect, it } from "vitest";
import { companySettingsSchema } from "./company-settings";
import { contrastFailures, contrastMessage, contrastRatio, parseColour } from "./colour-contrast";

const colours = (over: Record<string, string> = {}) => ({ ...companySettingsSchema.parse({}).themes.colors, ...over });

describe("the contrast of the theme's colours (WCAG AA)", () => {
  it("computes WCAG's ratio", () => {
    expect(contrastRatio(parseColour("#000")!, parseColour("#fff")!)).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColour("#767676")!, parseColour("#ffffff")!)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(parseColour("rgb(255,0,0)")!, parseColour("hsl(0, 0%, 100%)")!)).toBeCloseTo(4, 1);
  });

  it("passes the defaults, asks 4.5:1 of text and button labels and 3:1 of the primary colour", () => {
    expect(contrastFailures(colours())).toEqual([]);
    expect(contrastFailures(colours({ text: "#777777" })).map((f) => [f.field, f.min])).toEqual([["text", 4.5]]);
    expect(contrastFailures(colours({ text: "#767676" }))).toEqual([]);
    expect(contrastFailures(colours({ buttonBackground: "#ffffff", buttonText: "#f0f0f0" })).map((f) => f.field)).toEqual(["buttonText"]);
    // a red at 4:1 is fine as an accent, a pale yellow is not
    expect(contrastFailures(colours({ primary: "#ff0000" }))).toEqual([]);
    expect(contrastFailures(colours({ primary: "#f5d76e" })).map((f) => [f.field, f.min])).toEqual([["primary", 3]]);
  });

  it("judges only the pairs a change touched, and names the colour it changed", () => {
    const stored = colours({ text: "#bbbbbb" });
    expect(contrastFailures(colours({ text: "#bbbbbb", secondary: "#000000" }), stored)).toEqual([]);
    const darkPage = contrastFailures(colours({ background: "#111111" }), colours());
    expect(darkPage.map((f) => [f.field, f.foreground])).toEqual([["background", "text"], ["background", "primary"]]);
    expect(contrastMessage(darkPage[0]!)).toMatch(/make background darker or text lighter$/);
  });

  it("rounds the ratio down, so a failing pair never shows a passing number", () => {
    const [f] = contrastFailures(colours({ text: "#777777" }));
    expect(f!.ratio).toBe(4.47);
    expect(contrastMessage(f!)).toBe("contrast 4.47:1 of text on background is below the 4.5:1 WCAG AA asks for body text: make text darker or background lighter");
  });
});
