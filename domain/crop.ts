// Cropping a picture to one of the storefront's shapes (decision 290). A crop is said as a ratio,
// a zoom and where the frame sits, never as pixels: every such crop is valid for any picture, so
// the form's sliders and the server agree without the page knowing the picture's size. The
// ratios are the ones the storefront's pages draw their pictures at.

/** The storefront's picture shapes: a service's page (4:3), a product's shelf and page (1:1), a shop's, category's or post's (3:2), a hero or an event's banner (16:9). */
export const CROP_RATIOS = ["4:3", "1:1", "3:2", "16:9"] as const;
export type CropRatio = (typeof CROP_RATIOS)[number];

/** How far a crop may zoom in: four times is still 480 px wide from a 1920 px picture. */
export const MAX_ZOOM = 4;

export interface Crop {
  ratio: CropRatio;
  /** 1 = the largest frame of this ratio the picture holds; up to MAX_ZOOM */
  zoom: number;
  /** where the frame sits in the room left beside it, 0 (left, top) to 1 (right, bottom) */
  x: number;
  y: number;
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const ratioValue = (ratio: CropRatio) => {
  const [w, h] = ratio.split(":").map(Number);
  return w! / h!;
};

export const isCropRatio = (value: string): value is CropRatio => (CROP_RATIOS as readonly string[]).includes(value);

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The crop's rectangle in whole pixels of a picture this large, always inside it and at least 1 px. */
export function cropRect(width: number, height: number, crop: Crop): Rect {
  const r = ratioValue(crop.ratio);
  const zoom = clamp(crop.zoom, 1, MAX_ZOOM);
  // the largest frame of the ratio, then smaller by the zoom
  const fullW = width / height > r ? height * r : width;
  const w = Math.max(1, Math.min(width, Math.round(fullW / zoom)));
  const h = Math.max(1, Math.min(height, Math.round(w / r)));
  return { left: Math.round(clamp(crop.x, 0, 1) * (width - w)), top: Math.round(clamp(crop.y, 0, 1) * (height - h)), width: w, height: h };
}

/** The crop a form sent ('crop.ratio', 'crop.zoom', 'crop.x', 'crop.y'), null for none, or the field at fault. */
export function cropFromForm(get: (key: string) => string): { crop: Crop | null } | { field: string } {
  const ratio = get("crop.ratio").trim();
  if (ratio === "" || ratio === "none") return { crop: null };
  if (!isCropRatio(ratio)) return { field: "crop.ratio" };
  const number = (key: string, lo: number, hi: number, fallback: number) => {
    const text = get(key).trim();
    if (text === "") return fallback;
    const v = Number(text);
    return Number.isFinite(v) && v >= lo && v <= hi ? v : null;
  };
  const zoom = number("crop.zoom", 1, MAX_ZOOM, 1);
  if (zoom === null) return { field: "crop.zoom" };
  const x = number("crop.x", 0, 1, 0.5);
  if (x === null) return { field: "crop.x" };
  const y = number("crop.y", 0, 1, 0.5);
  if (y === null) return { field: "crop.y" };
  return { crop: { ratio, zoom, x, y } };
}
