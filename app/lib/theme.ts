// Company theme settings → CSS custom properties, written into the server-rendered page so the
// first paint already has the business's colours and fonts (no flash of the defaults). The live
// preview (app/components/shell/live-preview.tsx) sets the same properties. app/app.css derives
// every other token (tints, borders, focus ring) from these few.
import { HOSTED_FAMILIES, LATIN_RANGE } from "../fonts/hosted";
import type { CompanySettings } from "../../domain/company-settings";
import type { PreviewColour } from "../../domain/preview-message";
import { contrastRatio, hexOf, luminance, parseColour, type Rgb } from "../../domain/colour-contrast";

type Themes = CompanySettings["themes"];
type FontRole = "title" | "body";

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

/**
 * Fonts served from our own build (cut from the @fontsource packages: app/fonts/hosted.ts), so a
 * business that names one of them gets it with no third-party request, and the demo looks
 * designed offline. Vite fingerprints the files: they are cached for a year under /assets/.
 */
const FILES = import.meta.glob<string>("../fonts/*.woff2", { query: "?url", import: "default", eager: true });
export const HOSTED_FONTS: Record<string, { file: string; weight: string; fallback: string }> = Object.fromEntries(
  Object.entries(HOSTED_FAMILIES).map(([name, f]) => [name, { file: FILES[`../fonts/${f.file}`]!, weight: `${f.weight.min} ${f.weight.max}`, fallback: f.fallback }]),
);

/** A business that names no font gets a refined serif for titles and a warm humanist sans for text. */
export const DEFAULT_FONTS: Record<FontRole, string> = { title: "Cormorant Garamond", body: "DM Sans" };

export const quoteFont = (name: string) => `"${name.replace(/["\\<>;{}]/g, "")}"`;
export const fontStack = (role: FontRole, name: string) =>
  `${quoteFont(name)}, ${HOSTED_FONTS[name]?.fallback ?? (role === "title" ? "Georgia, serif" : "system-ui, sans-serif")}`;

/** The family each role uses: the business's font, else the default one. */
export function themeFonts(themes: Themes): Record<FontRole, { name: string; url: string }> {
  const pick = (role: FontRole) => (themes.fonts[role].name ? themes.fonts[role] : { name: DEFAULT_FONTS[role], url: "" });
  return { title: pick("title"), body: pick("body") };
}

/** The @font-face of one of our hosted fonts ("" for any other name). */
export function hostedFontFace(name: string): string {
  const f = HOSTED_FONTS[name];
  return f ? `@font-face{font-family:${quoteFont(name)};font-style:normal;font-display:swap;font-weight:${f.weight};src:url(${f.file}) format("woff2");unicode-range:${LATIN_RANGE}}` : "";
}

/** Hosted fonts the page needs: a role whose font comes from the business's own URL needs none of ours. */
function hostedFontsOf(themes: Themes) {
  const fonts = themeFonts(themes);
  const names = (["title", "body"] as const).filter((r) => !fonts[r].url && HOSTED_FONTS[fonts[r].name]).map((r) => fonts[r].name);
  return [...new Set(names)].map((name) => ({ name, ...HOSTED_FONTS[name]! }));
}

/** What <head> links for the theme's fonts: our woff2 files preloaded, a business's stylesheet URL. */
export function themeFontLinks(themes: Themes): { rel: "preload" | "stylesheet"; href: string; as?: "font" | "style"; type?: string; crossOrigin?: "anonymous" }[] {
  const fonts = themeFonts(themes);
  const sheets = [...new Set([fonts.title.url, fonts.body.url].filter(Boolean))];
  return [
    ...hostedFontsOf(themes).map((f) => ({ rel: "preload" as const, href: f.file, as: "font" as const, type: "font/woff2", crossOrigin: "anonymous" as const })),
    ...sheets.flatMap((href) => [
      { rel: "preload" as const, href, as: "style" as const },
      { rel: "stylesheet" as const, href },
    ]),
  ];
}

// ---------------------------------------------------------------------------------------------
// Contrast tokens (domain/colour-contrast.ts does the maths), on the server so the first paint has them.

export { contrastRatio, parseColour } from "../../domain/colour-contrast";

const WHITE: Rgb = [255, 255, 255];
const INK: Rgb = [20, 20, 20];

/** Text to put on a colour: white, else near-black, else black (mid-tones), the first that reads at 4.5:1. */
export function readableOn(colour: Rgb): Rgb {
  const candidates: Rgb[] = [WHITE, INK, [0, 0, 0]];
  return candidates.find((c) => contrastRatio(c, colour) >= 4.5) ?? candidates.reduce((a, b) => (contrastRatio(b, colour) > contrastRatio(a, colour) ? b : a));
}

/** The colour itself if it reads on the background at `min`:1, else the nearest darker (or lighter) shade that does. */
export function shadeForContrast(colour: Rgb, background: Rgb, min = 4.5): Rgb {
  if (contrastRatio(colour, background) >= min) return colour;
  const towards = luminance(background) > 0.4 ? [0, 0, 0] : [255, 255, 255];
  for (let t = 0.05; t <= 1; t += 0.05) {
    const mixed = colour.map((c, i) => Math.round(c + (towards[i]! - c) * t)) as Rgb;
    if (contrastRatio(mixed, background) >= min) return mixed;
  }
  return readableOn(background);
}

/** The contrast tokens: text on the primary colour and on buttons, an accent that reads as text, the focus ring. */
export function contrastVars(colors: Themes["colors"]): Record<string, string> {
  const vars: Record<string, string> = {};
  const primary = parseColour(colors.primary);
  const background = parseColour(colors.background) ?? WHITE;
  const buttonBg = parseColour(colors.buttonBackground);
  const buttonText = parseColour(colors.buttonText);
  // Only what needs correcting is written: app.css falls back to the business's own colours, so
  // the live preview (which sets those) stays faithful.
  if (primary) {
    vars["--vt-on-primary"] = hexOf(readableOn(primary));
    // Primary as text, links and the focus ring on the page's background: at least 4.5:1.
    const ink = shadeForContrast(primary, background);
    if (ink !== primary) vars["--vt-accent-ink"] = hexOf(ink);
  }
  // The business's own button text wins when it reads (4.5:1); otherwise white or ink, whichever does.
  if (buttonBg && !(buttonText && contrastRatio(buttonText, buttonBg) >= 4.5)) vars["--vt-button-ink"] = hexOf(readableOn(buttonBg));
  return vars;
}

// A page's themes object stands for one company version (app/root.tsx makes it once per version
// and language): its CSS is written once, not at every page.
const madeCss = new WeakMap<Themes, { logoSize: number | undefined; css: string }>();

/** The theme as a CSS rule: colours, contrast tokens, font stacks and the @font-face of hosted fonts. */
export function themeCss(themes: Themes, logoSize?: number): string {
  const hit = madeCss.get(themes);
  if (hit && hit.logoSize === logoSize) return hit.css;
  const css = writeThemeCss(themes, logoSize);
  madeCss.set(themes, { logoSize, css });
  return css;
}

function writeThemeCss(themes: Themes, logoSize?: number): string {
  const { colors } = themes;
  const vars: Record<string, string> = {};
  for (const [name, variable] of Object.entries(THEME_VARS)) {
    vars[variable] = name === "containedBackgroundColor" ? themes.containedBackgroundColor : colors[name as keyof typeof colors];
  }
  Object.assign(vars, contrastVars(colors));
  const fonts = themeFonts(themes);
  vars["--vt-font-title"] = fontStack("title", fonts.title.name);
  vars["--vt-font-body"] = fontStack("body", fonts.body.name);
  if (logoSize) vars["--vt-logo-size"] = `${logoSize}px`;
  const faces = hostedFontsOf(themes).map((f) => hostedFontFace(f.name));
  return (
    faces.join("") +
    `:root{${Object.entries(vars)
      .map(([k, v]) => `${k}:${v}`)
      .join(";")}}`
  );
}

/** Custom CSS may style the page but never leave its <style> element. */
export function safeCustomCss(css: string): string {
  return css.replace(/<\/?\s*style/gi, "").replace(/</g, "\\3c ");
}
