// Company theme settings → CSS custom properties, written into the server-rendered page so the
// first paint already has the business's colours (no flash of the defaults). The live preview
// (app/components/shell/live-preview.tsx) sets the same properties.
import type { CompanySettings } from "../../domain/company-settings";
import type { PreviewColour } from "../../domain/preview-message";

/** Which custom property each theme colour feeds. */
export const THEME_VARS: Record<PreviewColour, string> = {
  primary: "--vt-primary",
  secondary: "--vt-secondary",
  background: "--vt-background",
  text: "--vt-text",
  buttonBackground: "--vt-button-bg",
  buttonText: "--vt-button-text",
  containedBackgroundColor: "--vt-contained-bg",
};

export const quoteFont = (name: string) => `"${name.replace(/["\\<>;{}]/g, "")}"`;
export const fontStack = (role: "title" | "body", name: string) => `${quoteFont(name)}, ${role === "title" ? "Georgia, serif" : "system-ui, sans-serif"}`;

export function themeCss(themes: CompanySettings["themes"], logoSize?: number): string {
  const { colors, fonts } = themes;
  const vars: Record<string, string> = {};
  for (const [name, variable] of Object.entries(THEME_VARS)) {
    vars[variable] = name === "containedBackgroundColor" ? themes.containedBackgroundColor : colors[name as keyof typeof colors];
  }
  if (fonts.title.name) vars["--vt-font-title"] = fontStack("title", fonts.title.name);
  if (fonts.body.name) vars["--vt-font-body"] = fontStack("body", fonts.body.name);
  if (logoSize) vars["--vt-logo-size"] = `${logoSize}px`;
  return `:root{${Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(";")}}`;
}

/** Custom CSS may style the page but never leave its <style> element. */
export function safeCustomCss(css: string): string {
  return css.replace(/<\/?\s*style/gi, "").replace(/</g, "\\3c ");
}
