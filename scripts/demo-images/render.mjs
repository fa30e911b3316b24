// Rasterising a scene with sharp: a little film grain (seeded), then WebP at each size; and a
// contact sheet to look at them all at once.
import path from "node:path";
import { mulberry32 } from "./scene.mjs";

/** `sharp` is not a dependency of the project: the caller loads it and hands it over. */
export function renderer(sharp) {
  function grainNoise(w, h, sigma, seed) {
    // Gaussian-ish, half resolution (2px grain) so it survives WebP compression a little.
    const gw = Math.ceil(w / 2);
    const gh = Math.ceil(h / 2);
    const rand = mulberry32(seed);
    const raw = Buffer.alloc(gw * gh * 3);
    for (let i = 0; i < gw * gh; i++) {
      const g = (rand() + rand() + rand() - 1.5) * 2;
      const v = Math.max(0, Math.min(255, Math.round(128 + sigma * g)));
      raw[i * 3] = raw[i * 3 + 1] = raw[i * 3 + 2] = v;
    }
    return sharp(raw, { raw: { width: gw, height: gh, channels: 3 } })
      .resize(w, h, { kernel: "cubic" })
      .png()
      .toBuffer();
  }

  const WEBP = { quality: 70, effort: 6, smartSubsample: true };

  async function renderScene(name, scene, sizes, dir, grain = 7) {
    const svg = scene.svg();
    const base = await sharp(Buffer.from(svg)).png().toBuffer();
    const noise = await grainNoise(scene.w, scene.h, grain, name.length * 131 + 7);
    const full = await sharp(base).composite([{ input: noise, blend: "soft-light" }]).removeAlpha().png().toBuffer();
    const written = [];
    for (const { width, height, suffix } of sizes) {
      const file = path.join(dir, `${name}${suffix}.webp`);
      await sharp(full).resize(width, height, { kernel: "lanczos3" }).webp(WEBP).toFile(file);
      written.push(file);
    }
    return { full, written };
  }

  async function contactSheet(buffers, file) {
    const cols = 4;
    const tw = 480;
    const th = 320;
    const gap = 8;
    const rows = Math.ceil(buffers.length / cols);
    const tiles = await Promise.all(
      buffers.map(async (b, i) => ({
        input: await sharp(b).resize(tw, th).png().toBuffer(),
        left: gap + (i % cols) * (tw + gap),
        top: gap + Math.floor(i / cols) * (th + gap),
      })),
    );
    await sharp({
      create: { width: gap + cols * (tw + gap), height: gap + rows * (th + gap), channels: 3, background: "#FFFFFF" },
    })
      .composite(tiles)
      .png()
      .toFile(file);
  }
  return { renderScene, contactSheet };
}
