import { describe, expect, it } from "vitest";
import { parseSettings } from "../../domain/company-settings";
import { safeCustomCss, themeCss } from "./theme";

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
