// A demo image by name: each at 480 and 960 px, made by scripts/demo-images/.
import type { Image, Localised } from "../../../domain/types";

export const img = (name: string, alt: Localised = {}): Image => ({
  url: `/images/demo/${name}-960.webp`,
  width: 960,
  height: 640,
  alt,
  variants: [
    { url: `/images/demo/${name}-480.webp`, width: 480 },
    { url: `/images/demo/${name}-960.webp`, width: 960 },
  ],
});
