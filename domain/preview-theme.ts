// A preview theme travels from the back-office to the storefront inside the page address,
// between the markers '-ps--' and '--pe-' (spec §1), then as the `previewtheme` header.
// Its content is base64url-encoded JSON, applied over the company's own settings for that
// request only: the `themes` part of the settings (decision 003), or the look form's whole
// draft `{ themes, look: { identity, booker } }` (decision 300), of which only the look's own
// fields (LOOK_FIELDS) are ever read.
import { mergePatch } from "./company-secrets";
import { companySettingsSchema, type CompanySettings } from "./company-settings";

type Themes = CompanySettings["themes"];
/** What a preview lays over the settings: themes, and the rest of the look's draft when it has one. */
export type Preview = { themes: Partial<Themes>; look: { identity?: unknown; booker?: unknown } | null };

/** The settings the look form edits besides the themes: a draft can change these and nothing else. */
type Shape = true | { [key: string]: Shape };
const LOOK_FIELDS: { [key: string]: Shape } = {
  identity: { displayName: true, logo: true, socialNetworks: true },
  booker: {
    homepageType: true,
    sections: { home: { heroImage: { enabled: true, image: true, position: true } } },
    customMenuItems: true,
    gift: { active: true },
    eshopEnabled: true,
    products: { active: true },
    loyalty: { active: true },
    magazineEnabled: true,
    langs: true,
  },
};

const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === "object" && !Array.isArray(v);
function pick(value: unknown, shape: Shape): unknown {
  if (shape === true) return value;
  if (!isObject(value)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [k, sub] of Object.entries(shape)) {
    const v = k in value ? pick(value[k], sub) : undefined;
    if (v !== undefined && v !== null) out[k] = v;
  }
  return out;
}

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

/** Decode and validate; null when the value is neither a readable themes object nor a readable draft. */
export function decodePreviewTheme(encoded: string): Preview | null {
  try {
    const b64 = encoded.replace(/-/g, "+").replace(/_/g, "/");
    const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
    const json = JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (ch) => ch.charCodeAt(0))));
    if (!isObject(json)) return null;
    const draft = "look" in json;
    const themes = draft ? json.themes : json;
    if (!isObject(themes) || !companySettingsSchema.shape.themes.safeParse(themes).success) return null;
    if (!draft) return { themes: themes as Partial<Themes>, look: null };
    const look = pick(json.look, LOOK_FIELDS) as { identity?: unknown; booker?: unknown } | undefined;
    // the draft's fields on their own must read as settings (each is checked again once laid over the company's)
    if (!look || !companySettingsSchema.safeParse(look).success) return null;
    return { themes: themes as Partial<Themes>, look };
  } catch {
    return null;
  }
}

/**
 * The company's settings with the preview laid over them (colours and fonts merged key by key,
 * the draft's look fields as a merge patch); null when the result would not be valid settings.
 */
export function applyPreviewTheme(settings: CompanySettings, preview: Preview): CompanySettings | null {
  const themes = settings.themes;
  const merged = companySettingsSchema.shape.themes.safeParse({
    ...themes,
    ...preview.themes,
    colors: { ...themes.colors, ...(preview.themes.colors ?? {}) },
    fonts: {
      title: { ...themes.fonts.title, ...(preview.themes.fonts?.title ?? {}) },
      body: { ...themes.fonts.body, ...(preview.themes.fonts?.body ?? {}) },
    },
  });
  if (!merged.success) return null;
  if (!preview.look) return { ...settings, themes: merged.data };
  const drafted = companySettingsSchema.safeParse(mergePatch({ ...settings, themes: merged.data }, preview.look));
  return drafted.success ? drafted.data : null;
}
