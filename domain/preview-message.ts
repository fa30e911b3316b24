// Live preview (spec §1): the back-office window posts messages to the storefront in its frame.
// Only messages from the origins in settings booker.previewOrigins are read, and each is checked
// here before it touches the page. Format: docs/decisions/012-live-preview-messages.md.

export const PREVIEW_COLOURS = ["primary", "secondary", "background", "text", "buttonBackground", "buttonText", "containedBackgroundColor"] as const;
export type PreviewColour = (typeof PREVIEW_COLOURS)[number];
export const PREVIEW_VALUES = ["displayName", "logo", "logoWhite", "logoSize", "siteContained"] as const;
export type PreviewValue = (typeof PREVIEW_VALUES)[number];

export type PreviewMessage =
  | { type: "colour"; name: PreviewColour; value: string }
  | { type: "theme"; colors: Partial<Record<PreviewColour, string>>; siteContained?: boolean }
  | { type: "font"; role: "title" | "body"; name: string; url: string }
  | { type: "value"; name: PreviewValue; value: string | number | boolean }
  | { type: "css"; css: string }
  | { type: "url"; url: string };

/** Same rule as the settings' colours: #rgb…#rrggbbaa, rgb(a)(), hsl(a)(). */
export const isColour = (v: unknown): v is string =>
  typeof v === "string" && /^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|hsla?\([\d\s.,%deg]+\))$/.test(v);

const isHttpUrl = (v: unknown): v is string => typeof v === "string" && (v === "" || /^https:\/\//.test(v) || /^\/(?!\/)/.test(v));

/** Accept a preview message only from an allowed origin and only in a known, valid shape. */
export function readPreviewMessage(origin: string, allowedOrigins: readonly string[], data: unknown): PreviewMessage | null {
  if (!allowedOrigins.some((o) => o.replace(/\/$/, "") === origin)) return null;
  if (!data || typeof data !== "object") return null;
  const m = data as Record<string, unknown>;
  switch (m.type) {
    case "colour":
    case "color":
      return (PREVIEW_COLOURS as readonly unknown[]).includes(m.name) && isColour(m.value) ? { type: "colour", name: m.name as PreviewColour, value: m.value } : null;
    case "theme": {
      const colors: Partial<Record<PreviewColour, string>> = {};
      const given = (m.colors && typeof m.colors === "object" ? m.colors : {}) as Record<string, unknown>;
      for (const name of PREVIEW_COLOURS) {
        const v = name === "containedBackgroundColor" ? (m.containedBackgroundColor ?? given[name]) : given[name];
        if (v === undefined) continue;
        if (!isColour(v)) return null;
        colors[name] = v;
      }
      const out: PreviewMessage = { type: "theme", colors };
      if (typeof m.siteContained === "boolean") out.siteContained = m.siteContained;
      return out;
    }
    case "font":
      return (m.role === "title" || m.role === "body") && typeof m.name === "string" && m.name.length <= 80 && isHttpUrl(m.url ?? "")
        ? { type: "font", role: m.role, name: m.name, url: (m.url as string | undefined) ?? "" }
        : null;
    case "value": {
      if (!(PREVIEW_VALUES as readonly unknown[]).includes(m.name)) return null;
      const name = m.name as PreviewValue;
      if (name === "logoSize") return typeof m.value === "number" && m.value >= 10 && m.value <= 300 ? { type: "value", name, value: m.value } : null;
      if (name === "siteContained") return typeof m.value === "boolean" ? { type: "value", name, value: m.value } : null;
      if (name === "displayName") return typeof m.value === "string" && m.value.length <= 120 ? { type: "value", name, value: m.value } : null;
      return isHttpUrl(m.value) ? { type: "value", name, value: m.value } : null;
    }
    case "css":
      return typeof m.css === "string" && m.css.length <= 20_000 ? { type: "css", css: m.css } : null;
    case "url":
      // Only a page of this storefront: never an outside address, never javascript:.
      return typeof m.url === "string" && /^\/(?!\/)/.test(m.url) ? { type: "url", url: m.url } : null;
    default:
      return null;
  }
}
