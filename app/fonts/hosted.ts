// The families we host ourselves, and what of each a page downloads. scripts/fonts.ts cuts each
// @fontsource file to this: the characters of LATIN_RANGE and the weights the storefront draws
// (app.css and the components use 400 to 700; Cormorant Garamond keeps its whole 300–700, which
// costs no more). The cut files are app/fonts/*.woff2; theme.ts serves them with these ranges.

/** The latin subset: every letter of fr, de, en, es and it, the euro sign and typographic punctuation. */
export const LATIN_RANGE = "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

export interface HostedFamily {
  /** The @fontsource-variable file it is cut from (latin subset, variable weight). */
  source: string;
  /** The cut file, in app/fonts/. */
  file: string;
  weight: { min: number; max: number };
  fallback: string;
}

export const HOSTED_FAMILIES: Record<string, HostedFamily> = {
  "Cormorant Garamond": {
    source: "@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
    file: "cormorant-garamond.woff2",
    weight: { min: 300, max: 700 },
    fallback: 'Georgia, "Times New Roman", serif',
  },
  "DM Sans": {
    source: "@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2",
    file: "dm-sans.woff2",
    weight: { min: 400, max: 700 },
    fallback: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
};

/** Every code point LATIN_RANGE names. */
export function latinCodePoints(): number[] {
  return LATIN_RANGE.split(",").flatMap((part) => {
    const [from, to = from] = part.replace("U+", "").split("-").map((hex) => parseInt(hex, 16));
    return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i);
  });
}
