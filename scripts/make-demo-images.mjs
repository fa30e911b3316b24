#!/usr/bin/env node
// Generates the demo images that ship with the repo (so `npm run seed` + the demo work offline):
//
//   public/images/demo/<name>-960.webp and <name>-480.webp   (960×640 / 480×320 illustrations)
//   public/images/demo/logo-lumiere.svg, logo-lumiere-white.svg, favicon-lumiere.svg
//   public/images/default-category.webp                      (960×640)
//   public/images/404.svg
//
// Every picture is drawn as SVG (the scenes in scripts/demo-images/), rasterised with sharp, given
// a little film grain and saved as WebP (quality 70). The output is deterministic (seeded noise), so rerunning it only changes
// files whose drawing changed.
//
// sharp is deliberately NOT a dependency of the project. To rerun:
//
//   mkdir -p /tmp/imgtool && cd /tmp/imgtool && npm init -y >/dev/null && npm install sharp
//   node scripts/make-demo-images.mjs        (from the repository's folder)
//
// Options:
//   IMGTOOL_DIR=/path/to/node_modules   where sharp is installed (default /tmp/imgtool/node_modules)
//   node scripts/make-demo-images.mjs cat-duo prd-oil   only (re)build the named images
//   node scripts/make-demo-images.mjs --sheet /tmp/contact-sheet.png
//                                       also write a contact sheet of all the 960 images
import { createRequire } from "node:module";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { renderer } from "./demo-images/render.mjs";
import { C } from "./demo-images/scene.mjs";
import care from "./demo-images/scenes/care.mjs";
import defaults from "./demo-images/scenes/default.mjs";
import products from "./demo-images/scenes/products.mjs";
import shops from "./demo-images/scenes/shops.mjs";
import spa from "./demo-images/scenes/spa.mjs";
import { favicon, logo, notFound } from "./demo-images/svg-assets.mjs";

const IMGTOOL_DIR = process.env.IMGTOOL_DIR ?? "/tmp/imgtool/node_modules";
const require = createRequire(import.meta.url);
let sharp;
try {
  sharp = require(path.join(IMGTOOL_DIR, "sharp"));
} catch {
  console.error(`sharp not found in ${IMGTOOL_DIR}; see the top of ${path.basename(fileURLToPath(import.meta.url))}`);
  process.exit(1);
}


const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "public/images");
const DEMO = path.join(OUT, "demo");
const scenes = { ...spa, ...care, ...shops, ...products, ...defaults };
const { renderScene, contactSheet } = renderer(sharp);

const DEMO_NAMES = [
  "cat-massages",
  "cat-visage",
  "cat-corps",
  "cat-mains",
  "cat-duo",
  "cat-regard",
  "hero-stones",
  "hero-towels",
  "svc-massage",
  "shop-paris",
  "shop-lyon",
  "shop-solo",
  "prd-oil",
  "prd-cream",
  "prd-candle",
  "prd-serum",
  "prd-salts",
  "prd-box",
];

async function main() {
  const args = process.argv.slice(2);
  let sheet = null;
  const sheetAt = args.indexOf("--sheet");
  if (sheetAt >= 0) {
    sheet = args[sheetAt + 1] ?? "/tmp/contact-sheet.png";
    args.splice(sheetAt, 2);
  }
  const only = new Set(args);
  const want = (n) => only.size === 0 || only.has(n);

  mkdirSync(DEMO, { recursive: true });
  const fulls = [];
  for (const name of DEMO_NAMES) {
    if (!want(name)) continue;
    const { full, written } = await renderScene(
      name,
      scenes[name](),
      [
        { width: 960, height: 640, suffix: "-960" },
        { width: 480, height: 320, suffix: "-480" },
      ],
      DEMO,
    );
    fulls.push(full);
    console.log(written.map((w) => path.relative(ROOT, w)).join("  "));
  }
  if (want("default-category")) {
    const { full } = await renderScene("default-category", scenes["default-category"](), [{ width: 960, height: 640, suffix: "" }], OUT, 7);
    fulls.push(full);
    console.log("public/images/default-category.webp");
  }
  if (only.size === 0) {
    writeFileSync(path.join(DEMO, "logo-lumiere.svg"), logo("#1a1b1b", C.gold));
    writeFileSync(path.join(DEMO, "logo-lumiere-white.svg"), logo("#ffffff", "#ffffff"));
    writeFileSync(path.join(DEMO, "favicon-lumiere.svg"), favicon());
    writeFileSync(path.join(OUT, "404.svg"), notFound());
    console.log("svg: logo-lumiere.svg logo-lumiere-white.svg favicon-lumiere.svg 404.svg");
  }
  if (sheet && fulls.length) {
    await contactSheet(fulls, sheet);
    console.log(`contact sheet: ${sheet}`);
  }
}

await main();
