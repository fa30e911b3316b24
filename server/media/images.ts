// An uploaded image made into the storefront's variants (decision 220): judged by its bytes
// (domain/media.ts), read by sharp within a pixel limit (no decompression bomb), turned upright,
// stripped of its metadata (a phone's GPS position), and re-encoded as WebP at each width.
// Nothing the visitor's browser later receives is what was uploaded, an SVG included: it is
// drawn into pixels here, so no markup of the upload is ever served.
import sharp, { type Sharp } from "sharp";
import { Invalid } from "../../domain/errors";
import { cropRect, type Crop } from "../../domain/crop";
import { sniffImage, svgFault, variantWidths, VARIANT_WIDTHS, type ImageFormat } from "../../domain/media";

/** 50 megapixels: any camera's photo, not a crafted 100 000 × 100 000 PNG. */
const MAX_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;

export interface ImageVariant {
  width: number;
  height: number;
  data: Buffer;
}
export interface ProcessedImage {
  format: ImageFormat;
  variants: ImageVariant[];
}

/** sharp's name of each format as its metadata says it (AVIF is read as HEIF). */
const SHARP_FORMAT: Record<ImageFormat, string[]> = { jpeg: ["jpeg"], png: ["png"], webp: ["webp"], gif: ["gif"], avif: ["heif", "avif"], svg: ["svg"] };

/** The upload's variants, or a refusal naming `field` ('file', 'files.2'). */
export async function processImage(bytes: Uint8Array, field: string): Promise<ProcessedImage> {
  const format = sniffImage(bytes);
  if (!format) throw new Invalid({ [field]: "is not an image (JPEG, PNG, WebP, GIF, AVIF or SVG)" }, "unsupported_image");
  let density: number | undefined;
  if (format === "svg") {
    const fault = svgFault(new TextDecoder().decode(bytes));
    if (fault) throw new Invalid({ [field]: fault }, "unsafe_svg");
  }
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let width: number;
  try {
    const meta = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: "error" }).metadata();
    if (!SHARP_FORMAT[format].includes(meta.format ?? "") || !meta.width || !meta.height) throw new Error("not what its bytes began as");
    // an upright photo taken sideways: its width is its stored height
    width = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
    // a drawing has no pixels of its own: drawn large enough for the widest variant
    if (format === "svg") {
      density = Math.min(2400, Math.max(72, Math.ceil((72 * VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!) / width)));
      width = Math.round((width * density) / 72);
    }
    if (width * ((meta.height * (density ?? 72)) / 72) > MAX_PIXELS) throw new Error("too many pixels");
  } catch {
    throw new Invalid({ [field]: "cannot be read as an image" }, "unsupported_image");
  }
  const variants = await variantsOf(width, () => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: "error", ...(density ? { density } : {}) }).rotate());
  return { format, variants };
}

/** The variants at the storefront's widths of a picture `width` wide, each read afresh by `read`. */
async function variantsOf(width: number, read: () => Sharp): Promise<ImageVariant[]> {
  const variants: ImageVariant[] = [];
  for (const w of variantWidths(width)) {
    const { data, info } = await read().resize({ width: w, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, data });
  }
  return variants;
}

/**
 * A kept picture cut to one of the storefront's shapes: its largest variant (already upright,
 * stripped, and never larger than the widest width) cut, then made into variants again.
 */
export async function cropImage(largest: Uint8Array, crop: Crop): Promise<ImageVariant[]> {
  const input = Buffer.from(largest.buffer, largest.byteOffset, largest.byteLength);
  const meta = await sharp(input, { limitInputPixels: MAX_PIXELS, failOn: "error" }).metadata();
  const rect = cropRect(meta.width!, meta.height!, crop);
  return variantsOf(rect.width, () => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: "error" }).extract(rect));
}
