import { describe, expect, it } from "vitest";
import { cropFromForm, cropRect, ratioValue } from "./crop";

describe("cropRect", () => {
  it("takes the largest frame of the ratio, centred, at zoom 1", () => {
    // a 1920×1280 (3:2) photo cut to 4:3: full height, 1707 px wide, centred
    expect(cropRect(1920, 1280, { ratio: "4:3", zoom: 1, x: 0.5, y: 0.5 })).toEqual({ left: 107, top: 0, width: 1707, height: 1280 });
    // a portrait cut to 16:9: full width
    expect(cropRect(900, 1600, { ratio: "16:9", zoom: 1, x: 0, y: 1 })).toEqual({ left: 0, top: 1094, width: 900, height: 506 });
  });

  it("zooms into a smaller frame that the position moves across the rest", () => {
    expect(cropRect(1000, 1000, { ratio: "1:1", zoom: 2, x: 0, y: 0 })).toEqual({ left: 0, top: 0, width: 500, height: 500 });
    expect(cropRect(1000, 1000, { ratio: "1:1", zoom: 2, x: 1, y: 1 })).toEqual({ left: 500, top: 500, width: 500, height: 500 });
  });

  it("stays inside the picture whatever it is asked", () => {
    for (const [w, h] of [[1, 1], [3, 1000], [1920, 7], [1234, 567]] as const) {
      for (const ratio of ["4:3", "1:1", "3:2", "16:9"] as const) {
        const r = cropRect(w, h, { ratio, zoom: 9, x: 2, y: -1 });
        expect(r.left).toBeGreaterThanOrEqual(0);
        expect(r.top).toBeGreaterThanOrEqual(0);
        expect(r.width).toBeGreaterThanOrEqual(1);
        expect(r.height).toBeGreaterThanOrEqual(1);
        expect(r.left + r.width).toBeLessThanOrEqual(w);
        expect(r.top + r.height).toBeLessThanOrEqual(h);
      }
    }
  });

  it("keeps the ratio to within a pixel", () => {
    const r = cropRect(1920, 1280, { ratio: "16:9", zoom: 1.5, x: 0.3, y: 0.7 });
    expect(Math.abs(r.width / ratioValue("16:9") - r.height)).toBeLessThanOrEqual(1);
  });
});

describe("cropFromForm", () => {
  const form = (v: Record<string, string>) => (k: string) => v[k] ?? "";
  it("reads none, a crop with defaults, and names the field at fault", () => {
    expect(cropFromForm(form({}))).toEqual({ crop: null });
    expect(cropFromForm(form({ "crop.ratio": "none" }))).toEqual({ crop: null });
    expect(cropFromForm(form({ "crop.ratio": "4:3" }))).toEqual({ crop: { ratio: "4:3", zoom: 1, x: 0.5, y: 0.5 } });
    expect(cropFromForm(form({ "crop.ratio": "5:4" }))).toEqual({ field: "crop.ratio" });
    expect(cropFromForm(form({ "crop.ratio": "1:1", "crop.zoom": "12" }))).toEqual({ field: "crop.zoom" });
    expect(cropFromForm(form({ "crop.ratio": "1:1", "crop.x": "abc" }))).toEqual({ field: "crop.x" });
    expect(cropFromForm(form({ "crop.ratio": "1:1", "crop.y": "-0.1" }))).toEqual({ field: "crop.y" });
  });
});
