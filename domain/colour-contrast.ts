// The contrast of the theme's colours (WCAG 2.2, level AA): the relative luminance of two colours
// and the pairs of the theme that carry text or controls. The storefront's own contrast tokens
// (app/lib/theme.ts) and the company write's refusal (server/tenancy/company-writes.ts) both read
// it, and the back-office's look form shows the same verdict before anything is sent.
import type { CompanySettings } from "./company-settings";

export type Rgb = [number, number, number];
type Colours = CompanySettings["themes"]["colors"];
export type ColourName = keyof Colours;

/** #rgb, #rgba, #rrggbb, #rrggbbaa, rgb() and hsl() as the settings allow; null if unreadable. */
export function parseColour(input: string): Rgb | null {
  const s = input.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(s)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join("") : hex;
    if (full.length !== 6 && full.length !== 8) return null;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const nums = /^(rgb|hsl)a?\(([^)]*)\)$/.exec(s);
  if (!nums) return null;
  const parts = nums[2]!.split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3) return null;
  const num = (p: string, scale: number) => (p.endsWith("%") ? (parseFloat(p) / 100) * scale : parseFloat(p));
  if (nums[1] === "rgb") return parts.slice(0, 3).map((p) => Math.round(Math.min(255, Math.max(0, num(p, 255))))) as Rgb;
  const h = ((parseFloat(parts[0]!) % 360) + 360) % 360;
  const sat = num(parts[1]!, 1) > 1 ? num(parts[1]!, 1) / 100 : num(parts[1]!, 1);
  const light = num(parts[2]!, 1) > 1 ? num(parts[2]!, 1) / 100 : num(parts[2]!, 1);
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

export const hexOf = (rgb: Rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`;

export function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** AA: 4.5:1 for body text, 3:1 for large text and the parts of controls (WCAG 1.4.3, 1.4.11). */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;

/**
 * The theme's pairs that must read. Body text and button labels are text (4.5:1). The primary
 * colour marks links, accents and the focus ring on the page: 3:1, since the storefront darkens it
 * where it is used as small text (app/lib/theme.ts contrastVars). The gold `secondary` only
 * decorates, and is not a pair.
 */
export const CONTRAST_PAIRS = [
  { foreground: "text", background: "background", min: AA_TEXT, use: "text" },
  { foreground: "buttonText", background: "buttonBackground", min: AA_TEXT, use: "button" },
  { foreground: "primary", background: "background", min: AA_LARGE, use: "accent" },
] as const satisfies readonly { foreground: ColourName; background: ColourName; min: number; use: string }[];

export type ContrastUse = (typeof CONTRAST_PAIRS)[number]["use"];

export interface ContrastFailure {
  /** the colour to change: the one the change touched (the text's when both or neither were) */
  field: ColourName;
  foreground: ColourName;
  background: ColourName;
  use: ContrastUse;
  /** the ratio, rounded down to two decimals so a pass is never shown as a fail's number */
  ratio: number;
  min: number;
  /** the foreground is the darker of the two: it reads better darker, its background lighter */
  darkerText: boolean;
}

/**
 * The pairs that do not read. With `before`, only the pairs a change touched: a business whose
 * stored colours already fail is not refused an unrelated write (its storefront corrects the
 * text it draws itself), only a change that makes or keeps a pair it touched unreadable.
 */
export function contrastFailures(colours: Colours, before?: Colours): ContrastFailure[] {
  const failures: ContrastFailure[] = [];
  for (const pair of CONTRAST_PAIRS) {
    const touched = (name: ColourName) => before !== undefined && before[name] !== colours[name];
    if (before && !touched(pair.foreground) && !touched(pair.background)) continue;
    const fg = parseColour(colours[pair.foreground]);
    const bg = parseColour(colours[pair.background]);
    if (!fg || !bg) continue;
    const ratio = contrastRatio(fg, bg);
    if (ratio >= pair.min) continue;
    const field = touched(pair.background) && !touched(pair.foreground) ? pair.background : pair.foreground;
    failures.push({ field, foreground: pair.foreground, background: pair.background, use: pair.use, ratio: Math.floor(ratio * 100) / 100, min: pair.min, darkerText: luminance(fg) <= luminance(bg) });
  }
  return failures;
}

/** The API's words for a failure (the back-office shows its own, in the page's language). */
export function contrastMessage(f: ContrastFailure): string {
  const what = f.use === "text" ? "body text" : f.use === "button" ? "button text" : "the primary colour (links, accents, focus ring)";
  const fg = `${f.foreground} ${f.darkerText ? "darker" : "lighter"}`;
  const bg = `${f.background} ${f.darkerText ? "lighter" : "darker"}`;
  const change = f.field === f.background ? `make ${bg} or ${fg}` : `make ${fg} or ${bg}`;
  return `contrast ${f.ratio.toFixed(2)}:1 of ${f.foreground} on ${f.background} is below the ${f.min}:1 WCAG AA asks for ${what}: ${change}`;
}
