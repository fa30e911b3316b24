import { describe, expect, it } from "vitest";
import { parseSettings } from "../../domain/company-settings";
import { contrastRatio, contrastVars, parseColour, safeCustomCss, themeCss, themeFontLinks } from "./theme";

describe("theme CSS", () => {
  it("defaults per spec: dark grey buttons, white background, primary #1a1b1b, gold #B9A04E", () => {
    const css = themeCss(parseSettings({}).themes, 50);
    expect(css).toContain("--vt-button-bg:#333333");
    expect(css).toContain("--vt-background:#ffffff");
    expect(css).toContain("--vt-primary:#1a1b1b");
    expect(css).toContain("--vt-secondary:#B9A04E");
    expect(css).toContain("--vt-logo-size:50px");
  });
  it("fonts by name, quoted and stripped of characters that could end the rule", () => {
    const css = themeCss(parseSettings({ themes: { fonts: { title: { name: 'Lora"};body{x' } } } }).themes);
    expect(css).toContain('--vt-font-title:"Lorabodyx", Georgia, serif');
  });
  it("custom CSS cannot close its style element", () => {
    const out = safeCustomCss("h1{color:red}</style><script>alert(1)</script>");
    expect(out).not.toMatch(/<\/style/i);
    expect(out).not.toContain("<script");
    expect(out).toContain("h1{color:red}");
  });
});

describe("theme fonts", () => {
  it("a theme that names no font gets the hosted pair, each with its @font-face (swap, woff2, latin) and a preload", () => {
    const themes = parseSettings({}).themes;
    const css = themeCss(themes);
    expect(css).toContain('--vt-font-title:"Cormorant Garamond", Georgia');
    expect(css).toContain('--vt-font-body:"DM Sans", system-ui');
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain("font-display:swap");
    expect(css).toMatch(/src:url\([^)]*cormorant-garamond[^)]*\.woff2\) format\("woff2"\)/);
    expect(css).toContain("unicode-range:U+0000-00FF");
    const links = themeFontLinks(themes);
    expect(links.map((l) => [l.rel, l.as, l.type, l.crossOrigin])).toEqual([
      ["preload", "font", "font/woff2", "anonymous"],
      ["preload", "font", "font/woff2", "anonymous"],
    ]);
  });
  it("a business's own font URL is linked, and none of our files are loaded for that role", () => {
    const themes = parseSettings({ themes: { fonts: { title: { name: "Lora", url: "https://fonts.example/lora.css" } } } }).themes;
    const css = themeCss(themes);
    expect(css).toContain('--vt-font-title:"Lora", Georgia, serif');
    expect(css).not.toContain("Cormorant");
    expect(css.match(/@font-face/g)).toHaveLength(1); // the body's default sans only
    expect(themeFontLinks(themes).filter((l) => l.rel === "stylesheet").map((l) => l.href)).toEqual(["https://fonts.example/lora.css"]);
  });
  it("a business naming a hosted font without a URL gets our file, not a third-party request", () => {
    const themes = parseSettings({ themes: { fonts: { title: { name: "DM Sans" }, body: { name: "DM Sans" } } } }).themes;
    expect(themeCss(themes).match(/@font-face/g)).toHaveLength(1);
    expect(themeFontLinks(themes)).toHaveLength(1);
  });
});

describe("theme contrast", () => {
  const colors = (c: Record<string, string>) => parseSettings({ themes: { colors: c } }).themes.colors;
  it("reads colours as the settings allow them", () => {
    expect(parseColour("#fff")).toEqual([255, 255, 255]);
    expect(parseColour("#5b2a3c")).toEqual([91, 42, 60]);
    expect(parseColour("rgb(10, 20, 30)")).toEqual([10, 20, 30]);
    expect(parseColour("hsl(0, 100%, 50%)")).toEqual([255, 0, 0]);
    expect(parseColour("nonsense")).toBeNull();
  });
  it("text on the primary colour is white on a dark primary and ink on a light one, at 4.5:1 or more", () => {
    expect(contrastVars(colors({ primary: "#5b2a3c" }))["--vt-on-primary"]).toBe("#ffffff");
    expect(contrastVars(colors({ primary: "#f5d76e" }))["--vt-on-primary"]).toBe("#141414");
    for (const primary of ["#B9A04E", "#1a1b1b", "#e91e63", "#00bcd4", "#ffeb3b"]) {
      const on = parseColour(contrastVars(colors({ primary }))["--vt-on-primary"]!)!;
      expect(contrastRatio(on, parseColour(primary)!), primary).toBeGreaterThanOrEqual(4.5);
    }
  });
  it("a light primary used as text is darkened until it reads on the background; a dark one is left alone", () => {
    const gold = contrastVars(colors({ primary: "#B9A04E" }))["--vt-accent-ink"]!;
    expect(contrastRatio(parseColour(gold)!, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    expect(contrastVars(colors({ primary: "#5b2a3c" }))["--vt-accent-ink"]).toBeUndefined();
  });
  it("button text that does not read on the button is replaced; text that reads is the business's", () => {
    expect(contrastVars(colors({ buttonBackground: "#f5d76e", buttonText: "#ffffff" }))["--vt-button-ink"]).toBe("#141414");
    expect(contrastVars(colors({ buttonBackground: "#333333", buttonText: "#ffffff" }))["--vt-button-ink"]).toBeUndefined();
  });
});
