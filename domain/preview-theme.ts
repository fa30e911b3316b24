// A preview theme travels from the back-office to the storefront inside the page address,
// between the markers '-ps--' and '--pe-' (spec §1), then as the `previewtheme` header.
// Its content is the `themes` part of the settings, as base64url-encoded JSON, applied over
// the company's own themes for that request only.
import { companySettingsSchema, type CompanySettings } from "./company-settings";

const START = "-ps--";
const END = "--pe-";

/** Split an address into the address without the preview and the encoded preview, if any. */
export function extractPreviewTheme(path: string): { path: string; previewTheme: string | null } {
  const start = path.indexOf(START);
  if (start < 0) return { path, previewTheme: null };
  const end = path.indexOf(END, start + START.length);
  if (end < 0) return { path, previewTheme: null };
  const previewTheme = path.slice(start + START.length, end);
  const rest = path.slice(0, start) + path.slice(end + END.length);
  return { path: rest.replace(/\/{2,}/g, "/") || "/", previewTheme: previewTheme || null };
}

export function encodePreviewTheme(themes: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(themes));
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Decode and validate; null when the value is not a readable themes object. */
export function decodePreviewTheme(encoded: string): Partial<CompanySettings["themes"]> | null {
  try {
    const b64 = encoded.replace(/-/g, "+").replace(/_/g, "/");
    const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
    const json = JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (ch) => ch.charCodeAt(0))));
    if (!json || typeof json !== "object" || Array.isArray(json)) return null;
    const checked = companySettingsSchema.shape.themes.safeParse(json);
    return checked.success ? (json as Partial<CompanySettings["themes"]>) : null;
  } catch {
    return null;
  }
}

/** The company's themes with the preview laid over them (colours and fonts merged key by key). */
export function applyPreviewTheme(settings: CompanySettings, preview: Partial<CompanySettings["themes"]>): CompanySettings {
  const themes = settings.themes;
  const merged = companySettingsSchema.shape.themes.parse({
    ...themes,
    ...preview,
    colors: { ...themes.colors, ...(preview.colors ?? {}) },
    fonts: {
      title: { ...themes.fonts.title, ...(preview.fonts?.title ?? {}) },
      body: { ...themes.fonts.body, ...(preview.fonts?.body ?? {}) },
    },
  });
  return { ...settings, themes: merged };
}
