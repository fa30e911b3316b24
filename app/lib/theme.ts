// Company theme settings → CSS custom properties, written into the server-rendered page so the
// first paint already has the business's colours (no flash of the defaults).
import type { CompanySettings } from "../../domain/company-settings";

const quoteFont = (name: string) => `"${name.replace(/["\\<>;{}]/g, "")}"`;

export function themeCss(themes: CompanySettings["themes"]): string {
  const { colors, fonts } = themes;
  const vars: Record<string, string> = {
    "--vt-primary": colors.primary,
    "--vt-secondary": colors.secondary,
    "--vt-background": colors.background,
    "--vt-text": colors.text,
    "--vt-button-bg": colors.buttonBackground,
    "--vt-button-text": colors.buttonText,
    "--vt-contained-bg": themes.containedBackgroundColor,
  };
  if (fonts.title.name) vars["--vt-font-title"] = `${quoteFont(fonts.title.name)}, Georgia, serif`;
  if (fonts.body.name) vars["--vt-font-body"] = `${quoteFont(fonts.body.name)}, system-ui, sans-serif`;
  return `:root{${Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(";")}}`;
}

/** Custom CSS may style the page but never leave its <style> element. */
export function safeCustomCss(css: string): string {
  return css.replace(/<\/?\s*style/gi, "").replace(/</g, "\\3c ");
}
