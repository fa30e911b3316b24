// What an uploaded image is, judged by its bytes and never by its name (decision 220): the
// accepted formats by their signatures, the SVG documents refused (scripts, event handlers,
// anything that reaches outside the file), and the widths the storefront's Picture gets.

export const IMAGE_FORMATS = ["jpeg", "png", "webp", "gif", "avif", "svg"] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image format of these bytes by their signature, or null: a text file named 'x.png' is no image. */
export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(bytes, 8, 12))) return "avif";
  if (looksLikeSvg(bytes)) return "svg";
  return null;
}

/** An SVG document: optional BOM, XML declaration, comments and doctype, then the <svg> element. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "");
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i.test(head);
}

/**
 * Why an SVG document is refused, or null when it is only a drawing. Refused: a script, an
 * event handler attribute, a DTD (entities), foreign HTML, and any reference outside the file —
 * an href, a url() or an @import that is not a '#fragment' of the file itself.
 */
export function svgFault(text: string): string | null {
  const svg = text.replace(/<!--[\s\S]*?-->/g, "");
  if (/<\s*(\w+:)?script[\s>/]/i.test(svg)) return "contains a script";
  if (/[\s"'/]on[a-z]+\s*=/i.test(svg)) return "contains an event handler";
  if (/<!(doctype|entity)/i.test(svg)) return "contains a DTD";
  if (/<\s*(\w+:)?(foreignObject|iframe|embed|object|audio|video)[\s>/]/i.test(svg)) return "contains foreign content";
  for (const m of svg.matchAll(/(?:^|[\s"'])((?:\w+:)?href)\s*=\s*("([^"]*)"|'([^']*)'|[^\s>]+)/gi)) {
    const value = (m[3] ?? m[4] ?? m[2] ?? "").trim();
    if (!value.startsWith("#")) return "refers to another file";
  }
  for (const m of svg.matchAll(/url\(\s*(['"]?)([^)'"]*)\1\s*\)/gi)) if (!m[2]!.trim().startsWith("#")) return "refers to another file";
  if (/@import/i.test(svg)) return "refers to another file";
  if (/javascript:/i.test(svg)) return "contains a script";
  // an animation that rewrites a link would make one after the check
  if (/attributeName\s*=\s*["']?(\w+:)?href/i.test(svg)) return "rewrites a link";
  return null;
}

/** The storefront's widths (Picture's srcset), as the demo's pictures have them, plus one for a full-width hero. */
export const VARIANT_WIDTHS = [480, 960, 1920] as const;

/** The widths made of an image this wide: never wider than it is, at least one. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  const largest = Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!);
  if (!widths.includes(largest)) widths.push(largest);
  return widths;
}
