#!/usr/bin/env node
// Generates the demo images that ship with the repo (so `npm run seed` + the demo work offline):
//
//   public/images/demo/<name>-960.webp and <name>-480.webp   (960×640 / 480×320 illustrations)
//   public/images/demo/logo-lumiere.svg, logo-lumiere-white.svg, favicon-lumiere.svg
//   public/images/default-category.webp                      (960×640)
//   public/images/404.svg
//
// Every picture is drawn as SVG below, rasterised with sharp, given a little film grain and saved
// as WebP (quality 70). The output is deterministic (seeded noise), so rerunning it only changes
// files whose drawing changed.
//
// sharp is deliberately NOT a dependency of the project. To rerun:
//
//   mkdir -p /tmp/imgtool && cd /tmp/imgtool && npm init -y >/dev/null && npm install sharp
//   cd /work/main && node scripts/make-demo-images.mjs
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
const W = 960;
const H = 640;

// Palette: warm neutrals.
const C = {
  cream: "#F5EFE4",
  ivory: "#FBF8F2",
  sand: "#E6D7BF",
  sandDeep: "#D2BC9A",
  taupe: "#A8937A",
  sage: "#9CAF88",
  sageDeep: "#6F8560",
  sageDark: "#4F6446",
  sageLight: "#C9D3B8",
  terracotta: "#C2714F",
  terracottaDeep: "#9E5238",
  blush: "#E9C9B5",
  gold: "#B9A04E",
  goldLight: "#D9C68A",
  charcoal: "#3A3936",
  ink: "#1A1B1B",
  skin: "#E8C3A6",
  skinDeep: "#D4A582",
  wood: "#B88A5E",
  woodDeep: "#8E6640",
};

// ---------------------------------------------------------------------------------------------
// Tiny SVG scene builder

const f = (n) => (Math.round(n * 10) / 10).toString();

function mulberry32(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Scene {
  constructor(w = W, h = H, seed = 7) {
    this.w = w;
    this.h = h;
    this.defs = [];
    this.body = [];
    this.n = 0;
    this.blurs = new Map();
    this.rand = mulberry32(seed);
  }
  id(p) {
    return `${p}${++this.n}`;
  }
  stops(stops) {
    return stops
      .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}"${a === 1 ? "" : ` stop-opacity="${a}"`}/>`)
      .join("");
  }
  /** Linear gradient in bounding-box units, vertical by default. */
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const id = this.id("l");
    this.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  /** Radial gradient in bounding-box units. */
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy) {
    const id = this.id("r");
    this.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(sd) {
    if (!this.blurs.has(sd)) {
      const id = this.id("b");
      this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
      this.blurs.set(sd, id);
    }
    return `filter="url(#${this.blurs.get(sd)})"`;
  }
  clip(content) {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}">${content}</clipPath>`);
    return `clip-path="url(#${id})"`;
  }
  add(...parts) {
    this.body.push(...parts);
    return this;
  }
  svg() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>`;
  }

  // ---- common elements ----

  /** Full-frame background: vertical gradient + a soft light spot. */
  backdrop(top, bottom, glow = { x: 0.7, y: 0.25, color: "#FFFFFF", a: 0.45, r: 0.6 }) {
    this.add(`<rect width="${this.w}" height="${this.h}" fill="${this.lin([[0, top], [1, bottom]])}"/>`);
    if (glow) {
      this.add(
        `<rect width="${this.w}" height="${this.h}" fill="${this.rad([[0, glow.color, glow.a], [1, glow.color, 0]], glow.x, glow.y, glow.r)}"/>`,
      );
    }
    return this;
  }
  /** A table top / floor from y to the bottom. */
  surface(y, top, bottom, edge = true) {
    this.add(`<rect x="0" y="${y}" width="${this.w}" height="${this.h - y}" fill="${this.lin([[0, top], [1, bottom]])}"/>`);
    if (edge) this.add(`<rect x="0" y="${y}" width="${this.w}" height="2" fill="#FFFFFF" opacity=".35"/>`);
    return this;
  }
  /** Darkened corners. */
  vignette(a = 0.22, color = "#3A2E22") {
    this.add(`<rect width="${this.w}" height="${this.h}" fill="${this.rad([[0.55, color, 0], [1, color, a]], 0.5, 0.5, 0.75)}"/>`);
    return this;
  }
  shadow(cx, cy, rx, ry, a = 0.28, sd = 10, color = "#3A2E22") {
    this.add(`<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${color}" opacity="${a}" ${this.blur(sd)}/>`);
    return this;
  }
}

/** Point and tangent angle (deg) on a quadratic Bézier. */
function quad(p0, p1, p2, t) {
  const u = 1 - t;
  const x = u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0];
  const y = u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1];
  const dx = 2 * u * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]);
  const dy = 2 * u * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]);
  return [x, y, (Math.atan2(dy, dx) * 180) / Math.PI];
}

function leafPath(len, wid) {
  return `M0 0C${f(len * 0.25)} ${f(-wid)} ${f(len * 0.7)} ${f(-wid)} ${f(len)} 0C${f(len * 0.7)} ${f(wid)} ${f(len * 0.25)} ${f(wid)} 0 0Z`;
}

function leaf(s, x, y, len, wid, angle, fill, vein = true) {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="${leafPath(len, wid)}" fill="${fill}"/>${
    vein ? `<path d="M${f(len * 0.08)} 0L${f(len * 0.85)} 0" stroke="#FFFFFF" stroke-opacity=".28" stroke-width="${f(Math.max(1, wid * 0.12))}" stroke-linecap="round"/>` : ""
  }</g>`;
}

/**
 * A sprig: curved stem from p0 to p2 (control p1) with alternating leaves.
 * opts: { leaves, len, wid, spread, color, stem, round (eucalyptus-like) }
 */
function sprig(s, p0, p1, p2, opts = {}) {
  const { leaves = 7, len = 60, wid = 20, spread = 48, stem = C.sageDeep, round = false, stemWidth = 3 } = opts;
  const colors = opts.colors ?? [C.sage, C.sageDeep, "#8DA27A"];
  const g = s.lin([[0, "#FFFFFF", 0.18], [1, "#000000", 0.12]], 0, 0, 1, 1);
  let out = `<path d="M${f(p0[0])} ${f(p0[1])}Q${f(p1[0])} ${f(p1[1])} ${f(p2[0])} ${f(p2[1])}" fill="none" stroke="${stem}" stroke-width="${stemWidth}" stroke-linecap="round"/>`;
  for (let i = 0; i < leaves; i++) {
    const t = 0.12 + (0.88 * i) / leaves;
    const [x, y, a] = quad(p0, p1, p2, t);
    const side = i % 2 === 0 ? 1 : -1;
    const k = 1 - 0.35 * t; // smaller towards the tip
    const color = colors[i % colors.length];
    if (round) {
      const r = (wid * k) | 0;
      const rad = ((a + side * 90) * Math.PI) / 180;
      const cx = x + Math.cos(rad) * r * 0.9;
      const cy = y + Math.sin(rad) * r * 0.9;
      out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${r}" fill="${color}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${r}" fill="${g}"/>`;
    } else {
      out += leaf(s, x, y, len * k, wid * k * 0.5, a + side * spread, color);
    }
  }
  // tip leaf
  const [x, y, a] = quad(p0, p1, p2, 1);
  if (round) out += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(wid * 0.55)}" fill="${colors[0]}"/>`;
  else out += leaf(s, x, y, len * 0.6, wid * 0.3, a, colors[0]);
  return out;
}

/** Smooth stone: ellipse with a lit top-left and a darker base. */
function stone(s, cx, cy, rx, ry, base = "#5E5A55", light = "#9A948B") {
  const fill = s.rad([[0, light], [0.55, base], [1, "#2E2C2A"]], 0.38, 0.28, 0.85);
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/><ellipse cx="${f(cx - rx * 0.25)}" cy="${f(cy - ry * 0.45)}" rx="${f(rx * 0.45)}" ry="${f(ry * 0.22)}" fill="#FFFFFF" opacity=".16" ${s.blur(4)}/>`;
}

/** Stack of stones from the bottom up; returns svg. sizes: [[rx, ry], ...] bottom first. */
function stoneStack(s, cx, baseY, sizes, tones) {
  let out = "";
  let y = baseY;
  sizes.forEach(([rx, ry], i) => {
    const [base, light] = tones[i % tones.length];
    const dx = (i % 2 === 0 ? 1 : -1) * rx * 0.06;
    y -= ry;
    if (i > 0) out += `<ellipse cx="${f(cx + dx)}" cy="${f(y + ry * 0.85)}" rx="${f(rx * 0.8)}" ry="${f(ry * 0.25)}" fill="#1E1C1A" opacity=".35" ${s.blur(5)}/>`;
    out += stone(s, cx + dx, y, rx, ry, base, light);
    y -= ry * 0.82;
  });
  return out;
}

const STONE_TONES = [
  ["#4F4B47", "#8C857C"],
  ["#67615A", "#A59D92"],
  ["#58534E", "#958E85"],
  ["#736B62", "#B2A99D"],
  ["#4A4744", "#86807A"],
];

/** Archimedean spiral path (towel roll end). */
function spiral(cx, cy, r, turns = 3.2, rot = 0) {
  const pts = [];
  const total = turns * Math.PI * 2;
  for (let i = 0; i <= 120; i++) {
    const t = (total * i) / 120;
    const rr = r * (0.08 + 0.92 * (t / total));
    pts.push([cx + Math.cos(t + rot) * rr, cy + Math.sin(t + rot) * rr]);
  }
  return "M" + pts.map(([x, y]) => `${f(x)} ${f(y)}`).join("L");
}

/** The body of a rolled towel: a cylinder going back by (dx, dy) behind its end face. */
function towelBody(s, cx, cy, r, dx, dy, color, deep) {
  const a = Math.atan2(dy, dx) + Math.PI / 2;
  const ox = Math.cos(a) * r;
  const oy = Math.sin(a) * r;
  const fill = s.lin([[0, deep], [0.45, color], [1, deep]], 0, 0, 0.3, 1);
  let out = `<path d="M${f(cx + ox)} ${f(cy + oy)}L${f(cx + dx + ox)} ${f(cy + dy + oy)}A${r} ${r} 0 0 0 ${f(cx + dx - ox)} ${f(cy + dy - oy)}L${f(cx - ox)} ${f(cy - oy)}Z" fill="${fill}"/>`;
  // a woven border stripe near the end, like on a real towel
  const t = 0.72;
  out += `<path d="M${f(cx + dx * t + ox)} ${f(cy + dy * t + oy)}L${f(cx + dx * t - ox)} ${f(cy + dy * t - oy)}" stroke="${deep}" stroke-width="${f(r * 0.16)}" opacity=".55"/>`;
  return out;
}

/** The end face of a rolled towel: a soft disc with the rolled layers. */
function towelRoll(s, cx, cy, r, color, deep) {
  const fill = s.rad([[0, "#FFFFFF", 1], [0.35, color], [1, deep]], 0.4, 0.35, 0.75);
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"/><path d="${spiral(cx + 1, cy + 1, r * 0.86, 2.6, 0.6)}" fill="none" stroke="${deep}" stroke-width="${f(r * 0.09)}" stroke-linecap="round" opacity=".55"/><path d="${spiral(cx - 1, cy - 2, r * 0.86, 2.6, 0.6)}" fill="none" stroke="#FFFFFF" stroke-width="${f(r * 0.04)}" stroke-linecap="round" opacity=".5"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r - 1)}" fill="none" stroke="${deep}" stroke-width="2" opacity=".5"/>`;
}

/** Candle flame with glow. */
function flame(s, x, y, h = 46) {
  const glow = s.rad([[0, "#FFE6A8", 0.75], [0.35, "#F6C978", 0.3], [1, "#F6C978", 0]]);
  const body = s.lin([[0, "#FFF6D8"], [0.55, "#F8C65F"], [1, "#E08A3C"]]);
  const w = h * 0.32;
  return `<circle cx="${f(x)}" cy="${f(y - h * 0.45)}" r="${f(h * 2.6)}" fill="${glow}"/><path d="M${f(x)} ${f(y - h)}C${f(x + w * 0.4)} ${f(y - h * 0.6)} ${f(x + w)} ${f(y - h * 0.3)} ${f(x + w * 0.6)} ${f(y - h * 0.08)}C${f(x + w * 0.3)} ${f(y + h * 0.08)} ${f(x - w * 0.3)} ${f(y + h * 0.08)} ${f(x - w * 0.6)} ${f(y - h * 0.08)}C${f(x - w)} ${f(y - h * 0.3)} ${f(x - w * 0.4)} ${f(y - h * 0.6)} ${f(x)} ${f(y - h)}Z" fill="${body}"/><path d="M${f(x)} ${f(y + 4)}L${f(x)} ${f(y - h * 0.15)}" stroke="#3A2E22" stroke-width="2.5" stroke-linecap="round"/>`;
}

// ---------------------------------------------------------------------------------------------
// Scenes

const scenes = {};

scenes["hero-stones"] = () => {
  const s = new Scene(W, H, 11);
  s.backdrop("#EFE6D8", "#E2D3BC", { x: 0.72, y: 0.3, color: "#FFF9EE", a: 0.8, r: 0.55 });
  // water surface with ripples
  s.surface(430, "#D8C8AE", "#C9B597");
  for (let i = 0; i < 5; i++) {
    const rx = 120 + i * 70;
    s.add(`<ellipse cx="650" cy="530" rx="${rx}" ry="${f(rx * 0.16)}" fill="none" stroke="#FFFFFF" stroke-opacity="${f(0.5 - i * 0.08)}" stroke-width="2"/>`);
  }
  s.shadow(650, 532, 150, 20, 0.4, 10);
  s.add(
    stoneStack(
      s,
      650,
      540,
      [
        [150, 44],
        [118, 38],
        [92, 33],
        [70, 27],
        [46, 21],
      ],
      STONE_TONES,
    ),
  );
  // small pebbles
  s.shadow(395, 560, 55, 10, 0.3, 6);
  s.add(stone(s, 395, 548, 52, 18, "#6F685F", "#ADA497"));
  s.shadow(300, 590, 34, 7, 0.3, 5);
  s.add(stone(s, 300, 582, 32, 12, "#57524C", "#928B82"));
  // leaf sprig lying across
  s.add(sprig(s, [800, 600], [870, 520], [905, 420], { leaves: 9, len: 70, wid: 26 }));
  s.vignette(0.18);
  return s;
};

scenes["hero-towels"] = () => {
  const s = new Scene(W, H, 12);
  s.backdrop("#EEE5D6", "#E4D6C0", { x: 0.7, y: 0.2, color: "#FFFFFF", a: 0.6, r: 0.6 });
  s.surface(470, "#D6C2A3", "#C5AD8A");
  // towels pyramid: 3 / 2 / 1
  const r = 62;
  const cx = 640;
  s.shadow(cx + 10, 536, 250, 20, 0.35, 12);
  const rows = [
    [-1, 0, 1],
    [-0.5, 0.5],
    [0],
  ];
  const tones = [
    [C.cream, C.sandDeep],
    [C.sageLight, C.sageDeep],
    [C.sand, C.taupe],
    ["#F1DCCF", "#C99A83"],
  ];
  const rolls = [];
  let k = 0;
  rows.forEach((row, ri) => {
    const y = 535 - r - ri * r * 1.72;
    row.forEach((p) => rolls.push([cx - 40 + p * r * 2, y, ...tones[k++ % tones.length]]));
  });
  // bodies first (bottom row first so upper rolls rest on them), then the end faces
  for (const [x, y, c, d] of rolls) s.add(towelBody(s, x, y, r, 110, -40, c, d));
  for (const [x, y, c, d] of rolls) s.add(towelRoll(s, x, y, r, c, d));
  // sprig on top
  s.add(sprig(s, [520, 250], [580, 190], [680, 160], { leaves: 7, len: 52, wid: 20 }));
  // candle left
  s.shadow(300, 536, 70, 10, 0.3, 6);
  s.add(`<rect x="245" y="400" width="110" height="136" rx="10" fill="${s.lin([[0, "#FBF6EC"], [1, "#E4D6C0"]], 0, 0, 1, 0)}"/>`);
  s.add(`<ellipse cx="300" cy="402" rx="55" ry="10" fill="#EDE2CF"/>`);
  s.add(flame(s, 300, 396, 40));
  s.vignette(0.18);
  return s;
};

function massageTable(s, x, y, w) {
  // x,y: left top of the pad
  const padH = 34;
  const legC = C.woodDeep;
  let out = "";
  out += `<path d="M${x + 60} ${y + padH}L${x + 30} ${y + 210}M${x + 60} ${y + padH}L${x + 130} ${y + 210}M${x + w - 60} ${y + padH}L${x + w - 30} ${y + 210}M${x + w - 60} ${y + padH}L${x + w - 130} ${y + 210}" stroke="${legC}" stroke-width="12" stroke-linecap="round"/>`;
  out += `<path d="M${x + 70} ${y + 150}L${x + w - 70} ${y + 150}" stroke="${legC}" stroke-width="8" stroke-linecap="round"/>`;
  // face cradle (headrest) at the left end
  out += `<path d="M${x - 40} ${y + 30}L${x + 10} ${y + 22}" stroke="${C.charcoal}" stroke-width="7" stroke-linecap="round"/>`;
  out += `<rect x="${x - 92}" y="${y + 6}" width="86" height="24" rx="12" fill="${s.lin([[0, "#8B7A67"], [1, "#5E5044"]])}"/>`;
  out += `<rect x="${x}" y="${y}" width="${w}" height="${padH}" rx="14" fill="${s.lin([[0, "#8B7A67"], [1, "#5E5044"]])}"/>`;
  return out;
}

scenes["cat-massages"] = () => {
  const s = new Scene(W, H, 13);
  s.backdrop("#EFE7DA", "#E5D9C6", { x: 0.3, y: 0.25, color: "#FFF8EA", a: 0.7, r: 0.6 });
  // window with light
  s.add(`<rect x="120" y="70" width="220" height="300" rx="110" fill="${s.lin([[0, "#FBF7EE"], [1, "#EFE4D1"]])}" stroke="#D7C7AE" stroke-width="10"/>`);
  s.add(`<path d="M230 75V365M125 230H335" stroke="#D7C7AE" stroke-width="6"/>`);
  // floor
  s.surface(470, "#CDB796", "#BDA37F");
  s.add(`<path d="M0 470H960" stroke="#B59B77" stroke-width="3"/>`);
  // pendant lamp
  s.add(`<path d="M640 0V120" stroke="${C.charcoal}" stroke-width="2"/><path d="M600 150C600 120 680 120 680 150Z" fill="${C.gold}"/><circle cx="640" cy="158" r="90" fill="${s.rad([[0, "#FFF1CC", 0.7], [1, "#FFF1CC", 0]])}"/>`);
  // table
  s.shadow(560, 590, 280, 16, 0.3, 10);
  s.add(massageTable(s, 330, 380, 460));
  // folded towel + stones on the table
  s.add(`<rect x="610" y="352" width="140" height="30" rx="8" fill="${s.lin([[0, C.sageLight], [1, C.sage]])}"/><path d="M616 366H744" stroke="#FFFFFF" stroke-opacity=".5" stroke-width="2"/>`);
  s.add(stoneStack(s, 680, 354, [[46, 14], [36, 12], [26, 10]], STONE_TONES));
  // plant in a pot on the right
  s.shadow(880, 600, 60, 10, 0.3, 6);
  s.add(`<path d="M840 520H920L908 600H852Z" fill="${s.lin([[0, C.terracotta], [1, C.terracottaDeep]], 0, 0, 1, 0)}"/>`);
  s.add(sprig(s, [880, 520], [860, 420], [830, 330], { leaves: 8, len: 70, wid: 26 }));
  s.add(sprig(s, [882, 520], [910, 430], [930, 360], { leaves: 6, len: 60, wid: 22 }));
  s.vignette(0.2);
  return s;
};

scenes["svc-massage"] = () => {
  const s = new Scene(W, H, 14);
  s.backdrop("#EADFCF", "#DCCBB2", { x: 0.55, y: 0.2, color: "#FFF4DC", a: 0.7, r: 0.6 });
  s.surface(500, "#C9B190", "#B89C78");
  // pendant lamp and its glow
  s.add(`<circle cx="480" cy="150" r="260" fill="${s.rad([[0, "#FFF1CC", 0.6], [1, "#FFF1CC", 0]])}"/>`);
  s.add(`<path d="M480 0V130" stroke="${C.charcoal}" stroke-width="2"/><path d="M430 168C430 128 530 128 530 168Z" fill="${C.gold}"/><ellipse cx="480" cy="168" rx="50" ry="5" fill="#FFF4D6"/>`);
  // table
  s.shadow(480, 610, 330, 16, 0.3, 10);
  const x = 200;
  const y = 400;
  const w = 600;
  s.add(massageTable(s, x, y, w));
  // person lying face down: head in the cradle, back, towel
  const skin = s.rad([[0, "#F1D3BB"], [1, C.skinDeep]], 0.45, 0.3, 0.8);
  s.add(`<path d="M175 388C180 362 205 352 240 352C300 350 330 338 380 340C440 342 470 356 500 366L500 402H188C178 402 172 398 175 388Z" fill="${skin}"/>`);
  // shoulder blade hints
  s.add(`<path d="M290 360C310 372 340 372 360 362M410 352C425 362 440 366 460 364" stroke="${C.skinDeep}" stroke-width="3" fill="none" stroke-linecap="round" opacity=".6"/>`);
  // head + hair bun
  s.add(`<ellipse cx="168" cy="378" rx="34" ry="30" fill="${skin}"/><path d="M140 364C146 338 190 336 200 360C196 372 150 378 140 364Z" fill="#5B4433"/><circle cx="150" cy="348" r="15" fill="#5B4433"/>`);
  // arm along the body
  s.add(`<path d="M250 396C300 404 380 404 440 398" stroke="${C.skinDeep}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".6"/>`);
  // towel over the lower body
  s.add(`<path d="M480 360C560 350 700 346 790 372L800 412H470C466 392 468 372 480 360Z" fill="${s.lin([[0, C.ivory], [1, "#E3D8C6"]])}"/>`);
  s.add(`<path d="M500 372C520 392 520 402 512 412M600 356C606 380 606 398 600 410M700 356C712 378 716 396 712 410" stroke="#D4C5AE" stroke-width="2.5" fill="none"/>`);
  // hot stones on the back
  [
    [300, 352, 20, 9],
    [352, 346, 22, 9],
    [405, 348, 20, 9],
  ].forEach(([cx, cy, rx, ry]) => s.add(stone(s, cx, cy, rx, ry)));
  // orchid / sprig in a vase right
  s.shadow(880, 598, 40, 8, 0.3, 5);
  s.add(`<path d="M855 520C850 560 860 596 880 598C900 596 910 560 905 520Z" fill="${s.lin([[0, C.cream], [1, C.sandDeep]], 0, 0, 1, 0)}"/>`);
  s.add(sprig(s, [880, 522], [860, 450], [880, 360], { leaves: 7, len: 55, wid: 22 }));
  s.vignette(0.2);
  return s;
};

function faceProfile(color, width) {
  // A continuous line: forehead → nose → lips → chin → neck, facing right.
  return `<path d="M498 150C532 160 552 196 552 240C552 262 556 276 560 288C564 306 584 330 596 348C600 356 594 364 576 368C568 370 566 378 570 388C573 395 574 399 568 404C564 407 565 411 570 415C573 421 568 430 558 436C554 446 566 458 562 474C556 494 534 500 514 502C508 532 508 572 514 620" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

scenes["cat-visage"] = () => {
  const s = new Scene(W, H, 15);
  s.backdrop("#F3E8DC", "#E8D3C2", { x: 0.55, y: 0.35, color: "#FFF8F0", a: 0.7, r: 0.6 });
  // soft disc behind the face
  s.add(`<circle cx="470" cy="330" r="230" fill="${s.rad([[0, "#E7BFA6"], [1, "#DDAE93"]], 0.4, 0.35, 0.7)}" opacity=".55"/>`);
  // leaves forming the hair
  s.add(sprig(s, [470, 250], [400, 160], [300, 150], { leaves: 8, len: 70, wid: 26 }));
  s.add(sprig(s, [470, 300], [380, 280], [280, 310], { leaves: 8, len: 66, wid: 24, colors: [C.sageDeep, C.sage, "#A9B995"] }));
  s.add(sprig(s, [480, 340], [420, 400], [340, 440], { leaves: 7, len: 60, wid: 22 }));
  s.add(sprig(s, [490, 200], [470, 120], [410, 80], { leaves: 6, len: 52, wid: 20, colors: ["#A9B995", C.sageDeep] }));
  // face line
  s.add(faceProfile(C.charcoal, 5));
  // closed eye with lashes
  s.add(`<path d="M520 300C530 310 545 310 553 302" fill="none" stroke="${C.charcoal}" stroke-width="4" stroke-linecap="round"/><path d="M526 306L522 316M534 309L532 320M543 309L544 320" stroke="${C.charcoal}" stroke-width="2.5" stroke-linecap="round"/>`);
  // eyebrow
  s.add(`<path d="M514 272C528 264 546 266 556 274" fill="none" stroke="${C.charcoal}" stroke-width="3.5" stroke-linecap="round" opacity=".8"/>`);
  // a little gold sparkle
  s.add(`<circle cx="700" cy="200" r="6" fill="${C.gold}"/><circle cx="740" cy="260" r="3.5" fill="${C.gold}" opacity=".8"/><circle cx="680" cy="470" r="4" fill="${C.gold}" opacity=".7"/>`);
  s.vignette(0.15);
  return s;
};

scenes["cat-corps"] = () => {
  const s = new Scene(W, H, 16);
  s.backdrop("#EADCCB", "#E0CDB6", { x: 0.5, y: 0.3, color: "#FFF6E8", a: 0.6, r: 0.6 });
  // hammam arch niche
  s.add(`<path d="M330 470V230C330 140 390 80 480 60C570 80 630 140 630 230V470Z" fill="${s.lin([[0, "#D9C3A5"], [1, "#CBB08D"]])}"/>`);
  s.add(`<path d="M360 470V236C360 160 410 112 480 96C550 112 600 160 600 236V470Z" fill="${s.lin([[0, "#F3E6D2"], [1, "#E2CCAE"]])}"/>`);
  // steam
  for (const [x, d] of [
    [440, 0],
    [480, 14],
    [520, 6],
  ]) {
    s.add(`<path d="M${x} ${360 - d}C${x - 18} ${330 - d} ${x + 18} ${300 - d} ${x} ${270 - d}C${x - 18} ${240 - d} ${x + 14} ${215 - d} ${x} ${190 - d}" fill="none" stroke="#FFFFFF" stroke-width="7" stroke-linecap="round" opacity=".55" ${s.blur(2)}/>`);
  }
  s.surface(470, "#C9AF8C", "#B8996F");
  // folded towels left
  s.shadow(210, 514, 140, 10, 0.32, 7);
  s.add(`<rect x="80" y="470" width="260" height="44" rx="14" fill="${s.lin([[0, C.ivory], [1, "#E2D5C0"]])}"/><rect x="92" y="430" width="236" height="44" rx="14" fill="${s.lin([[0, C.sageLight], [1, C.sage]])}"/><rect x="104" y="392" width="212" height="42" rx="14" fill="${s.lin([[0, "#F0DCCB"], [1, "#D9B39A"]])}"/>`);
  s.add(`<path d="M96 492H330M104 452H320M116 413H304" stroke="#FFFFFF" stroke-opacity=".45" stroke-width="2"/>`);
  // bowl of scrub
  s.shadow(520, 560, 140, 16, 0.35, 10);
  s.add(`<path d="M380 440C390 520 440 560 520 560C600 560 650 520 660 440Z" fill="${s.lin([[0, C.terracotta], [1, C.terracottaDeep]], 0, 0, 1, 0.6)}"/>`);
  s.add(`<ellipse cx="520" cy="440" rx="140" ry="26" fill="#B9653F"/><ellipse cx="520" cy="440" rx="128" ry="20" fill="${s.rad([[0, "#F6EEDD"], [1, "#DCC9AA"]], 0.5, 0.3, 0.7)}"/>`);
  let dots = "";
  for (let i = 0; i < 90; i++) {
    const a = s.rand() * Math.PI * 2;
    const r = Math.sqrt(s.rand());
    dots += `<circle cx="${f(520 + Math.cos(a) * r * 120)}" cy="${f(440 + Math.sin(a) * r * 17)}" r="${f(1 + s.rand() * 1.6)}" fill="${s.rand() > 0.5 ? "#BFA27A" : "#FFFFFF"}" opacity=".8"/>`;
  }
  s.add(dots);
  // wooden spoon
  s.add(`<path d="M600 436L760 360" stroke="${C.wood}" stroke-width="10" stroke-linecap="round"/><ellipse cx="592" cy="440" rx="26" ry="14" fill="${C.wood}" transform="rotate(-25 592 440)"/>`);
  // eucalyptus sprig
  s.add(sprig(s, [700, 590], [790, 540], [880, 470], { leaves: 9, wid: 16, round: true, colors: ["#A7B8A0", "#8FA38A", "#B8C6B0"] }));
  s.vignette(0.2);
  return s;
};

function finger(x0, y0, x1, y1, w, skin) {
  return `<path d="M${f(x0)} ${f(y0)}L${f(x1)} ${f(y1)}" stroke="${skin}" stroke-width="${w}" stroke-linecap="round"/>`;
}

function nail(x0, y0, x1, y1, w, color) {
  const a = (Math.atan2(y1 - y0, x1 - x0) * 180) / Math.PI;
  const len = w * 0.95;
  const nw = w * 0.62;
  return `<g transform="translate(${f(x1)} ${f(y1)}) rotate(${f(a)})"><rect x="${f(-len - 2)}" y="${f(-nw / 2)}" width="${f(len)}" height="${f(nw)}" rx="${f(nw / 2)}" fill="${color}"/><rect x="${f(-len + 4)}" y="${f(-nw / 2 + 3)}" width="${f(len * 0.45)}" height="3" rx="1.5" fill="#FFFFFF" opacity=".55"/></g>`;
}

scenes["cat-mains"] = () => {
  const s = new Scene(W, H, 17);
  s.backdrop("#F1E4D8", "#E6CFC0", { x: 0.4, y: 0.3, color: "#FFF7EF", a: 0.7, r: 0.6 });
  // a towel under the hand
  s.add(`<path d="M90 640L210 250C330 230 520 232 620 250L560 640Z" fill="${s.lin([[0, "#FBF6EE"], [1, "#EADFCF"]])}"/><path d="M150 640L250 250" stroke="#E2D4C0" stroke-width="3"/>`);
  const skin = C.skin;
  const polish = "#B5533C";
  // the hand (right hand, back view), drawn as rounded strokes
  const fingers = [
    [373, 430, 356, 300, 33],
    [410, 425, 405, 275, 34],
    [445, 428, 456, 292, 32],
    [476, 438, 504, 338, 28],
  ];
  let hand = "";
  hand += `<path d="M352 430C352 410 480 410 494 438C502 480 492 560 480 640H360C352 560 346 480 352 430Z" fill="${skin}"/>`;
  hand += finger(360, 500, 318, 440, 36, skin) + finger(318, 440, 296, 395, 32, skin);
  fingers.forEach(([x0, y0, x1, y1, w]) => (hand += finger(x0, y0, x1, y1, w, skin)));
  s.add(`<g transform="rotate(-14 420 480)">`);
  s.add(`<g transform="translate(10 12)" opacity=".18" ${s.blur(10)}><g fill="#3A2E22" stroke="#3A2E22">${hand.replaceAll(`stroke="${skin}"`, "").replaceAll(`fill="${skin}"`, "")}</g></g>`);
  s.add(hand);
  // knuckle and shading lines
  s.add(`<path d="M365 440C372 448 382 448 388 440M402 436C408 444 418 444 424 436M440 440C446 448 456 448 462 440" stroke="${C.skinDeep}" stroke-width="2.5" fill="none" stroke-linecap="round" opacity=".6"/><path d="M470 470C476 530 476 590 470 640" stroke="${C.skinDeep}" stroke-width="12" opacity=".25" fill="none" ${s.blur(6)}/>`);
  fingers.forEach(([x0, y0, x1, y1, w]) => s.add(nail(x0, y0, x1, y1, w, polish)));
  s.add(nail(318, 440, 296, 395, 32, polish));
  s.add(`</g>`);
  // nail polish bottle
  const bx = 720;
  s.shadow(bx, 520, 80, 14, 0.32, 8);
  s.add(`<rect x="${bx - 75}" y="400" width="150" height="120" rx="30" fill="${s.lin([[0, "#C96A4D"], [0.5, polish], [1, "#8D3A27"]], 0, 0, 1, 0)}"/>`);
  s.add(`<rect x="${bx - 75}" y="400" width="150" height="120" rx="30" fill="none" stroke="#FFFFFF" stroke-opacity=".35" stroke-width="4"/><rect x="${bx - 52}" y="414" width="14" height="84" rx="7" fill="#FFFFFF" opacity=".35"/>`);
  s.add(`<rect x="${bx - 26}" y="380" width="52" height="24" rx="4" fill="#E9DCCB"/>`);
  s.add(`<rect x="${bx - 24}" y="250" width="48" height="134" rx="8" fill="${s.lin([[0, "#5A5753"], [0.5, C.charcoal], [1, "#1F1E1C"]], 0, 0, 1, 0)}"/><rect x="${bx - 16}" y="262" width="7" height="110" rx="3.5" fill="#FFFFFF" opacity=".18"/>`);
  // polish drop
  s.add(`<ellipse cx="${bx - 130}" cy="560" rx="16" ry="7" fill="${polish}"/><ellipse cx="${bx - 134}" cy="558" rx="6" ry="2" fill="#FFFFFF" opacity=".5"/>`);
  s.add(sprig(s, [820, 600], [870, 560], [900, 470], { leaves: 6, len: 46, wid: 18 }));
  s.vignette(0.16);
  return s;
};

scenes["cat-duo"] = () => {
  const s = new Scene(W, H, 18);
  s.backdrop("#B9A38A", "#8F7A63", { x: 0.5, y: 0.35, color: "#FFE3B5", a: 0.45, r: 0.55 });
  s.surface(480, "#7C6752", "#66533F");
  const candle = (cx, top, w, bottom = 560) => {
    s.shadow(cx, bottom, w * 0.7, 12, 0.45, 8, "#1E1610");
    s.add(`<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${bottom - top}" rx="12" fill="${s.lin([[0, "#D9CBB4"], [0.35, "#FBF5EA"], [1, "#CDBCA2"]], 0, 0, 1, 0)}"/>`);
    s.add(`<ellipse cx="${cx}" cy="${top + 4}" rx="${w / 2 - 2}" ry="10" fill="#F2E8D8"/><path d="M${cx - w / 2 + 10} ${top + 8}C${cx - w / 4} ${top + 22} ${cx - w / 4} ${top + 30} ${cx - w / 4 + 4} ${top + 46}" stroke="#FFFFFF" stroke-width="7" stroke-linecap="round" fill="none" opacity=".7"/>`);
    s.add(flame(s, cx, top + 2, 48));
  };
  candle(395, 250, 120);
  candle(555, 320, 120);
  // scattered petals
  const petals = [
    [250, 560, 20],
    [290, 590, -30],
    [690, 575, 60],
    [730, 548, 10],
    [660, 605, -15],
  ];
  petals.forEach(([x, y, a]) => s.add(leaf(s, x, y, 34, 12, a, "#D69A86", false)));
  s.add(sprig(s, [740, 620], [800, 560], [880, 540], { leaves: 7, len: 52, wid: 20, colors: ["#8DA27A", C.sageDeep] }));
  s.vignette(0.28, "#22180F");
  return s;
};

scenes["cat-regard"] = () => {
  const s = new Scene(W, H, 19);
  s.backdrop("#F3E7DB", "#E9D5C4", { x: 0.5, y: 0.4, color: "#FFF8F0", a: 0.8, r: 0.6 });
  // soft disc
  s.add(`<ellipse cx="480" cy="330" rx="300" ry="210" fill="${s.rad([[0, "#EBCDB7"], [1, "#EBCDB7", 0]])}"/>`);
  const ax = 300;
  const bx = 660;
  const y = 340;
  const upper = `M${ax} ${y}C${ax + 80} ${y - 110} ${bx - 80} ${y - 110} ${bx} ${y}`;
  const lower = `C${bx - 80} ${y + 70} ${ax + 80} ${y + 70} ${ax} ${y}Z`;
  const eye = `<path d="${upper}${lower}"/>`;
  s.add(`<path d="${upper}${lower}" fill="#FBF8F3"/>`);
  const iris = s.rad([[0, "#D9C68A"], [0.55, C.gold], [1, "#6F5E2A"]]);
  s.add(`<g ${s.clip(eye)}><circle cx="480" cy="${y - 6}" r="70" fill="${iris}"/><circle cx="480" cy="${y - 6}" r="30" fill="${C.ink}"/><circle cx="500" cy="${y - 26}" r="11" fill="#FFFFFF" opacity=".9"/><path d="${upper}" fill="none" stroke="#000000" stroke-opacity=".25" stroke-width="26" ${s.blur(6)}/></g>`);
  s.add(`<path d="${upper}" fill="none" stroke="${C.charcoal}" stroke-width="7" stroke-linecap="round"/><path d="M${ax} ${y}${lower.replace("Z", "")}" fill="none" stroke="${C.charcoal}" stroke-width="3" stroke-linecap="round" opacity=".7"/>`);
  // upper lid crease
  s.add(`<path d="M${ax + 30} ${y - 48}C${ax + 110} ${y - 140} ${bx - 110} ${y - 140} ${bx - 20} ${y - 52}" fill="none" stroke="${C.charcoal}" stroke-width="3" stroke-linecap="round" opacity=".45"/>`);
  // lashes along the upper lid
  let lashes = "";
  const P0 = [ax, y];
  const P1 = [ax + 80, y - 110];
  const P2 = [bx - 80, y - 110];
  const P3 = [bx, y];
  const cub = (t) => {
    const u = 1 - t;
    return [
      u * u * u * P0[0] + 3 * u * u * t * P1[0] + 3 * u * t * t * P2[0] + t * t * t * P3[0],
      u * u * u * P0[1] + 3 * u * u * t * P1[1] + 3 * u * t * t * P2[1] + t * t * t * P3[1],
    ];
  };
  for (let i = 0; i <= 16; i++) {
    const t = 0.1 + (0.88 * i) / 16;
    const [x, yy] = cub(t);
    const [x2, y2] = cub(Math.min(1, t + 0.01));
    const a = Math.atan2(y2 - yy, x2 - x) - Math.PI / 2; // outward normal (up)
    const len = 26 + 26 * Math.sin(Math.PI * Math.min(1, t * 1.1));
    const lean = (t - 0.35) * 0.9; // lashes sweep towards the outer corner
    const ex = x + Math.cos(a + lean) * len;
    const ey = yy + Math.sin(a + lean) * len;
    const cx = x + Math.cos(a) * len * 0.6;
    const cy = yy + Math.sin(a) * len * 0.6;
    lashes += `<path d="M${f(x)} ${f(yy)}Q${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)}" fill="none" stroke="${C.charcoal}" stroke-width="3.5" stroke-linecap="round"/>`;
  }
  s.add(lashes);
  // brow
  s.add(`<path d="M300 185C380 130 520 118 640 165C650 170 648 178 638 176C530 148 400 158 306 196C296 200 292 190 300 185Z" fill="#5E4A3A" opacity=".85"/>`);
  s.vignette(0.14);
  return s;
};

// ---- shops ----

function haussmannWindow(s, x, y, w, h, balcony = false) {
  let out = `<rect x="${x - 6}" y="${y - 6}" width="${w + 12}" height="${h + 8}" fill="#EFE5D2"/>`;
  out += `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${s.lin([[0, "#8A9AA0"], [1, "#5B6A70"]])}"/>`;
  out += `<path d="M${x + w / 2} ${y}V${y + h}M${x} ${y + h * 0.33}H${x + w}M${x} ${y + h * 0.66}H${x + w}" stroke="#EFE5D2" stroke-width="3"/>`;
  out += `<rect x="${x}" y="${y}" width="${w}" height="${h * 0.3}" fill="#FFFFFF" opacity=".12"/>`;
  out += `<path d="M${x - 10} ${y - 8}H${x + w + 10}" stroke="#D9C9AE" stroke-width="6"/>`;
  if (balcony) {
    out += `<rect x="${x - 8}" y="${y + h * 0.62}" width="${w + 16}" height="${h * 0.38}" fill="none" stroke="${C.charcoal}" stroke-width="3"/>`;
    for (let i = 1; i < 6; i++) out += `<path d="M${f(x - 8 + ((w + 16) * i) / 6)} ${f(y + h * 0.62)}V${y + h}" stroke="${C.charcoal}" stroke-width="2"/>`;
  }
  return out;
}

function balconyRail(s, x, y, w, h = 26) {
  let out = `<rect x="${x}" y="${y + h}" width="${w}" height="8" fill="#DCCDB3"/><path d="M${x} ${y}H${x + w}M${x} ${y + h}H${x + w}" stroke="${C.charcoal}" stroke-width="3"/>`;
  for (let xx = x + 8; xx < x + w; xx += 12) out += `<path d="M${xx} ${y}V${y + h}" stroke="${C.charcoal}" stroke-width="1.6"/>`;
  for (let xx = x + 14; xx < x + w; xx += 24) out += `<circle cx="${xx}" cy="${y + h / 2}" r="5" fill="none" stroke="${C.charcoal}" stroke-width="1.6"/>`;
  return out;
}

scenes["shop-paris"] = () => {
  const s = new Scene(W, H, 21);
  s.backdrop("#E6E4DC", "#F2EBDF", { x: 0.8, y: 0.1, color: "#FFFFFF", a: 0.7, r: 0.5 });
  // neighbouring buildings, faded
  s.add(`<rect x="0" y="120" width="150" height="520" fill="#DDD2BF"/><rect x="810" y="90" width="150" height="550" fill="#E1D6C3"/>`);
  for (let r = 0; r < 5; r++) {
    s.add(`<rect x="40" y="${180 + r * 80}" width="44" height="56" fill="#B3B7B2" opacity=".7"/><rect x="860" y="${160 + r * 80}" width="44" height="56" fill="#B3B7B2" opacity=".7"/>`);
  }
  // main facade
  const x0 = 150;
  const x1 = 810;
  s.add(`<rect x="${x0}" y="140" width="${x1 - x0}" height="500" fill="${s.lin([[0, "#F3EADA"], [1, "#E8DBC4"]])}"/>`);
  // mansard roof with dormers
  s.add(`<path d="M${x0 - 4} 140L${x0 + 30} 60H${x1 - 30}L${x1 + 4} 140Z" fill="${s.lin([[0, "#8C979B"], [1, "#6D787D"]])}"/>`);
  s.add(`<rect x="${x0 + 120}" y="30" width="40" height="40" fill="#A7775C"/><rect x="${x1 - 160}" y="24" width="40" height="46" fill="#A7775C"/>`);
  for (let i = 0; i < 5; i++) {
    const dx = x0 + 80 + i * 125;
    s.add(`<path d="M${dx - 6} 140V92L${dx + 24} 72L${dx + 54} 92V140Z" fill="#EDE3D1"/><rect x="${dx + 6}" y="98" width="36" height="40" fill="#5B6A70"/>`);
  }
  // cornice
  s.add(`<rect x="${x0 - 6}" y="136" width="${x1 - x0 + 12}" height="12" fill="#E0D2BA"/>`);
  // floors
  const cols = 5;
  const colW = (x1 - x0) / cols;
  const floors = [
    { y: 168, h: 62 },
    { y: 262, h: 74, rail: true },
    { y: 372, h: 74 },
  ];
  floors.forEach(({ y, h, rail }, fi) => {
    for (let c = 0; c < cols; c++) {
      const wx = x0 + c * colW + colW / 2 - 26;
      s.add(haussmannWindow(s, wx, y, 52, h, !rail && fi === 2));
    }
    if (rail) s.add(balconyRail(s, x0 + 10, y + h - 30, x1 - x0 - 20, 30));
    s.add(`<rect x="${x0}" y="${y + h + 14}" width="${x1 - x0}" height="5" fill="#DFD0B6"/>`);
  });
  // ground floor: rusticated stone, arched door, shop windows
  s.add(`<rect x="${x0}" y="470" width="${x1 - x0}" height="170" fill="#E4D5BB"/>`);
  for (let y = 490; y < 640; y += 22) s.add(`<path d="M${x0} ${y}H${x1}" stroke="#CDBB9C" stroke-width="2"/>`);
  s.add(`<path d="M430 640V540C430 505 455 486 480 486C505 486 530 505 530 540V640Z" fill="#2F3A35"/><path d="M480 486V640" stroke="#1F2824" stroke-width="3"/><path d="M440 545C440 512 460 496 480 496C500 496 520 512 520 545" fill="none" stroke="${C.gold}" stroke-width="2" opacity=".8"/>`);
  for (const sx of [200, 600]) {
    s.add(`<rect x="${sx}" y="500" width="150" height="120" fill="${s.lin([[0, "#F7E3B8"], [1, "#E6C68E"]])}"/><rect x="${sx}" y="500" width="150" height="120" fill="none" stroke="#2F3A35" stroke-width="8"/><path d="M${sx + 75} 500V620" stroke="#2F3A35" stroke-width="4"/>`);
    s.add(`<path d="M${sx - 10} 478H${sx + 160}L${sx + 150} 500H${sx}Z" fill="${C.sageDeep}"/>`);
  }
  // street: pavement and planter
  s.add(`<rect x="0" y="620" width="960" height="20" fill="#BDB4A4"/>`);
  s.add(`<rect x="544" y="586" width="40" height="36" fill="${C.terracotta}"/><circle cx="564" cy="570" r="26" fill="${C.sageDeep}"/><circle cx="554" cy="562" r="14" fill="${C.sage}"/>`);
  s.add(`<rect x="376" y="586" width="40" height="36" fill="${C.terracotta}"/><circle cx="396" cy="570" r="26" fill="${C.sageDeep}"/><circle cx="386" cy="562" r="14" fill="${C.sage}"/>`);
  s.vignette(0.15);
  return s;
};

scenes["shop-lyon"] = () => {
  const s = new Scene(W, H, 22);
  s.backdrop("#EFE2CF", "#F4ECDF", { x: 0.2, y: 0.1, color: "#FFF7E6", a: 0.8, r: 0.6 });
  // Fourvière hill
  s.add(`<path d="M0 220C140 150 300 130 460 160C600 186 760 140 960 170V420H0Z" fill="${s.lin([[0, "#AFBB98"], [1, "#93A27D"]])}"/>`);
  s.add(`<rect x="610" y="110" width="60" height="60" fill="#EDE3D1"/><rect x="600" y="96" width="12" height="74" fill="#E6DAC5"/><rect x="668" y="96" width="12" height="74" fill="#E6DAC5"/><path d="M606 96L606 86 612 86 612 96ZM668 96L674 86 680 96Z" fill="#E6DAC5"/>`);
  for (let i = 0; i < 14; i++) {
    const x = 30 + i * 68 + s.rand() * 20;
    s.add(`<circle cx="${f(x)}" cy="${f(210 + s.rand() * 40 - (i > 7 && i < 11 ? 30 : 0))}" r="${f(20 + s.rand() * 12)}" fill="#7F9169" opacity=".7"/>`);
  }
  // quay facades
  const colors = ["#E0A96B", "#D98B6A", "#E8C480", "#E7B3A0", "#C98A5C", "#EAD7AE", "#D9A07E", "#E3BE8A"];
  const houses = [];
  let x = -10;
  let i = 0;
  while (x < 960) {
    const w = 110 + ((i * 37) % 40);
    const top = 200 + ((i * 53) % 70);
    houses.push({ x, w, top, color: colors[i % colors.length] });
    x += w;
    i++;
  }
  const baseY = 430;
  let facades = "";
  houses.forEach(({ x, w, top, color }) => {
    facades += `<rect x="${x}" y="${top}" width="${w}" height="${baseY - top}" fill="${color}"/>`;
    facades += `<path d="M${x - 4} ${top}L${x + 8} ${top - 16}H${x + w - 8}L${x + w + 4} ${top}Z" fill="#B5694A"/>`;
    const n = Math.max(2, Math.floor(w / 40));
    const gap = w / n;
    for (let yy = top + 22; yy < baseY - 70; yy += 48) {
      for (let k = 0; k < n; k++) {
        facades += `<rect x="${f(x + k * gap + gap / 2 - 9)}" y="${yy}" width="18" height="30" fill="#5E6B6A"/><rect x="${f(x + k * gap + gap / 2 - 12)}" y="${yy + 30}" width="24" height="4" fill="#FFFFFF" opacity=".5"/>`;
        facades += `<rect x="${f(x + k * gap + gap / 2 - 15)}" y="${yy}" width="5" height="30" fill="#6F8560" opacity=".8"/><rect x="${f(x + k * gap + gap / 2 + 10)}" y="${yy}" width="5" height="30" fill="#6F8560" opacity=".8"/>`;
      }
    }
    // ground floor arcade
    facades += `<rect x="${x}" y="${baseY - 56}" width="${w}" height="56" fill="#000000" opacity=".08"/><path d="M${x + w / 2 - 18} ${baseY}V${baseY - 34}C${x + w / 2 - 18} ${baseY - 50} ${x + w / 2 + 18} ${baseY - 50} ${x + w / 2 + 18} ${baseY - 34}V${baseY}Z" fill="#4A4440"/>`;
    facades += `<path d="M${x} ${top}V${baseY}" stroke="#000000" stroke-opacity=".08" stroke-width="3"/>`;
  });
  s.add(facades);
  // quay trees
  for (const tx of [80, 330, 600, 860]) {
    s.add(`<rect x="${tx - 4}" y="${baseY - 30}" width="8" height="40" fill="#6B5440"/><circle cx="${tx}" cy="${baseY - 50}" r="34" fill="#7F9169"/><circle cx="${tx - 10}" cy="${baseY - 60}" r="18" fill="#9AAA85"/>`);
  }
  // quay wall
  s.add(`<rect x="0" y="${baseY}" width="960" height="40" fill="${s.lin([[0, "#D8CBB3"], [1, "#BFAF93"]])}"/>`);
  // river with a blurred reflection
  s.add(`<rect x="0" y="${baseY + 40}" width="960" height="${640 - baseY - 40}" fill="${s.lin([[0, "#8FA39A"], [1, "#6F857E"]])}"/>`);
  s.add(`<g opacity=".28" ${s.blur(7)} transform="translate(0 ${2 * (baseY + 40)}) scale(1 -1)">${facades}</g>`);
  for (let k = 0; k < 14; k++) {
    const y = baseY + 60 + k * 12;
    const xx = (k * 173) % 900;
    s.add(`<path d="M${xx} ${y}H${xx + 60 + (k % 4) * 30}" stroke="#FFFFFF" stroke-opacity=".35" stroke-width="2" stroke-linecap="round"/>`);
  }
  s.vignette(0.15);
  return s;
};

scenes["shop-solo"] = () => {
  const s = new Scene(W, H, 23);
  s.backdrop("#EFE3D2", "#E6D5BE", { x: 0.5, y: 0.2, color: "#FFF8EC", a: 0.6, r: 0.6 });
  // stucco wall
  s.add(`<rect x="0" y="0" width="960" height="580" fill="${s.lin([[0, "#EDE1CD"], [1, "#E2D1B7"]])}"/>`);
  // shopfront frame
  const fx = 180;
  const fw = 600;
  const fy = 170;
  s.add(`<rect x="${fx}" y="${fy}" width="${fw}" height="${580 - fy}" fill="${C.sageDeep}"/>`);
  // blank sign band with a small gold leaf emblem
  s.add(`<rect x="${fx + 20}" y="${fy + 18}" width="${fw - 40}" height="50" fill="#5D7252"/>`);
  s.add(leaf(s, fx + fw / 2 - 24, fy + 50, 48, 11, -20, C.goldLight, true));
  // big window with a warm interior
  const wx = fx + 30;
  const wy = fy + 130;
  const ww = 360;
  const wh = 230;
  s.add(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="${s.rad([[0, "#FBE9C6"], [1, "#E3C08E"]], 0.5, 0.4, 0.8)}"/>`);
  // shelves with jars, a plant, a pendant lamp
  s.add(`<path d="M${wx + 20} ${wy + 85}H${wx + 170}M${wx + 20} ${wy + 150}H${wx + 170}" stroke="#B08A60" stroke-width="5"/>`);
  for (let k = 0; k < 5; k++) {
    s.add(`<rect x="${wx + 30 + k * 28}" y="${wy + 55 + (k % 2) * 8}" width="18" height="${30 - (k % 2) * 8}" rx="3" fill="${[C.terracotta, C.ivory, C.gold, C.sage, C.ivory][k]}"/>`);
    s.add(`<rect x="${wx + 32 + k * 28}" y="${wy + 126 - (k % 3) * 6}" width="16" height="${24 + (k % 3) * 6}" rx="3" fill="${[C.ivory, C.blush, C.sage, C.gold, C.terracotta][k]}"/>`);
  }
  s.add(`<path d="${"M" + (wx + 270)} ${wy}V${wy + 50}" stroke="${C.charcoal}" stroke-width="2"/><path d="M${wx + 250} ${wy + 70}C${wx + 250} ${wy + 48} ${wx + 290} ${wy + 48} ${wx + 290} ${wy + 70}Z" fill="${C.charcoal}"/><circle cx="${wx + 270}" cy="${wy + 76}" r="40" fill="${s.rad([[0, "#FFF4D6", 0.9], [1, "#FFF4D6", 0]])}"/>`);
  s.add(`<rect x="${wx + 230}" y="${wy + 170}" width="80" height="60" fill="#B08A60"/>`);
  s.add(sprig(s, [wx + 270, wy + 170], [wx + 250, wy + 120], [wx + 230, wy + 80], { leaves: 6, len: 38, wid: 14 }));
  s.add(sprig(s, [wx + 272, wy + 170], [wx + 300, wy + 130], [wx + 320, wy + 94], { leaves: 5, len: 34, wid: 12 }));
  s.add(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="${s.lin([[0, "#FFFFFF", 0.25], [0.5, "#FFFFFF", 0], [1, "#FFFFFF", 0.1]], 0, 0, 1, 1)}"/>`);
  s.add(`<path d="M${wx + 40} ${wy + wh}L${wx + 140} ${wy}M${wx + 80} ${wy + wh}L${wx + 180} ${wy}" stroke="#FFFFFF" stroke-opacity=".18" stroke-width="14"/>`);
  s.add(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="none" stroke="#4B5E42" stroke-width="6"/>`);
  // door with glass
  const dx = wx + ww + 40;
  const dw = fx + fw - 30 - dx;
  s.add(`<rect x="${dx}" y="${wy}" width="${dw}" height="${580 - wy}" fill="#5D7252"/><rect x="${dx + 18}" y="${wy + 18}" width="${dw - 36}" height="140" fill="${s.lin([[0, "#F6E2BA"], [1, "#E0BE8C"]])}"/><circle cx="${dx + dw - 22}" cy="${wy + 200}" r="6" fill="${C.gold}"/><rect x="${dx + 18}" y="${wy + 180}" width="${dw - 36}" height="60" fill="none" stroke="#4B5E42" stroke-width="4"/>`);
  // striped awning with scallops
  const ax = fx - 30;
  const aw = fw + 60;
  const ay = fy + 100;
  const stripes = 12;
  const sw = aw / stripes;
  let awning = "";
  for (let k = 0; k < stripes; k++) {
    const c = k % 2 === 0 ? C.terracotta : C.ivory;
    const x0 = ax + k * sw;
    awning += `<path d="M${f(x0 + sw * 0.1)} ${ay - 30}H${f(x0 + sw * 0.9 + 0.5)}L${f(x0 + sw + 0.5)} ${ay + 50}H${f(x0)}Z" fill="${c}"/>`;
    awning += `<path d="M${f(x0)} ${ay + 50}A${f(sw / 2)} ${f(sw / 2.4)} 0 0 0 ${f(x0 + sw + 0.5)} ${ay + 50}Z" fill="${c}"/>`;
  }
  s.add(awning);
  s.add(`<path d="M${ax} ${ay + 50}H${ax + aw}" stroke="#000000" stroke-opacity=".08" stroke-width="4"/>`);
  s.shadow(480, ay + 70, 300, 10, 0.25, 8);
  s.add(`<rect x="${ax + 10}" y="${ay - 36}" width="${aw - 20}" height="8" rx="4" fill="${C.charcoal}"/>`);
  // pavement and planters
  s.add(`<rect x="0" y="580" width="960" height="60" fill="${s.lin([[0, "#C9BCA6"], [1, "#B5A68D"]])}"/>`);
  for (const px of [110, 850]) {
    s.shadow(px, 612, 50, 8, 0.3, 5);
    s.add(`<path d="M${px - 40} 520H${px + 40}L${px + 30} 610H${px - 30}Z" fill="${s.lin([[0, C.terracotta], [1, C.terracottaDeep]], 0, 0, 1, 0)}"/>`);
    s.add(sprig(s, [px, 522], [px - 20, 450], [px - 40, 390], { leaves: 7, len: 50, wid: 20 }));
    s.add(sprig(s, [px + 2, 522], [px + 24, 460], [px + 40, 410], { leaves: 6, len: 46, wid: 18 }));
  }
  s.vignette(0.15);
  return s;
};

// ---- products ----

function productStage(seed, top, bottom, surfTop, surfBottom, glow = "#FFFFFF") {
  const s = new Scene(W, H, seed);
  s.backdrop(top, bottom, { x: 0.5, y: 0.35, color: glow, a: 0.65, r: 0.55 });
  s.surface(470, surfTop, surfBottom);
  // a soft disc behind the product
  s.add(`<circle cx="480" cy="300" r="230" fill="#FFFFFF" opacity=".22"/>`);
  // products are drawn at a comfortable size and then enlarged around their base
  s.add(`<g transform="translate(480 572) scale(1.16) translate(-480 -572)">`);
  const vignette = s.vignette.bind(s);
  s.vignette = (...a) => (s.add("</g>"), vignette(...a));
  return s;
}

scenes["prd-oil"] = () => {
  const s = productStage(31, "#EFE3D0", "#E5D3B9", "#D8C3A2", "#C8AF8A");
  s.shadow(480, 562, 110, 16, 0.4, 9);
  const amber = s.lin([[0, "#7A3E12"], [0.35, "#B8692A"], [0.6, "#C27A38"], [1, "#6A3410"]], 0, 0, 1, 0);
  s.add(`<path d="M395 560V330C395 290 430 270 460 262V222H500V262C530 270 565 290 565 330V560C565 568 558 574 550 574H410C402 574 395 568 395 560Z" fill="${amber}"/>`);
  s.add(`<path d="M412 540V340C412 310 428 292 446 284" stroke="#FFFFFF" stroke-opacity=".35" stroke-width="10" stroke-linecap="round" fill="none"/>`);
  // oil level line
  s.add(`<path d="M396 300C430 306 530 306 564 300" stroke="#F2B36B" stroke-opacity=".5" stroke-width="3" fill="none"/>`);
  // cap
  s.add(`<rect x="452" y="170" width="56" height="60" rx="6" fill="${s.lin([[0, "#55524E"], [0.4, "#2A2927"], [1, "#171615"]], 0, 0, 1, 0)}"/>`);
  for (let k = 0; k < 6; k++) s.add(`<path d="M${460 + k * 8} 176V224" stroke="#FFFFFF" stroke-opacity=".08" stroke-width="2"/>`);
  // blank label with a gold sprig mark
  s.add(`<rect x="415" y="380" width="130" height="130" rx="6" fill="#F4ECDD"/><rect x="425" y="390" width="110" height="110" rx="3" fill="none" stroke="${C.gold}" stroke-width="2"/>`);
  s.add(sprig(s, [480, 480], [470, 450], [482, 410], { leaves: 5, len: 22, wid: 10, colors: [C.gold], stem: C.gold, stemWidth: 2 }));
  // lavender sprigs
  for (const [x0, x1, y1] of [
    [640, 760, 330],
    [650, 800, 370],
  ]) {
    s.add(`<path d="M${x0} 560Q${(x0 + x1) / 2} 470 ${x1} ${y1}" stroke="${C.sageDeep}" stroke-width="3" fill="none"/>`);
    for (let k = 0; k < 9; k++) {
      const [x, y] = quad([x0, 560], [(x0 + x1) / 2, 470], [x1, y1], 0.6 + k * 0.05);
      s.add(`<ellipse cx="${f(x + (k % 2 ? 5 : -5))}" cy="${f(y)}" rx="6" ry="9" fill="${k % 2 ? "#9C8AAE" : "#B3A3C2"}"/>`);
    }
  }
  s.vignette(0.16);
  return s;
};

scenes["prd-cream"] = () => {
  const s = productStage(32, "#E6EADB", "#D9DFCA", "#C9D0B6", "#B6BF9F");
  s.shadow(470, 566, 100, 14, 0.38, 9);
  // tube standing on its cap
  const body = s.lin([[0, "#DCD5C6"], [0.3, "#FBF8F2"], [0.7, "#F3EEE4"], [1, "#CFC6B4"]], 0, 0, 1, 0);
  s.add(`<path d="M400 180H540L520 480H420Z" fill="${body}"/>`);
  s.add(`<rect x="394" y="164" width="152" height="24" rx="3" fill="#E9E2D3"/>`);
  for (let k = 0; k < 18; k++) s.add(`<path d="M${400 + k * 8} 166V186" stroke="#CFC6B4" stroke-width="2"/>`);
  // cap
  s.add(`<rect x="418" y="478" width="104" height="88" rx="10" fill="${s.lin([[0, "#9C8A3D"], [0.4, C.goldLight], [1, "#8E7C34"]], 0, 0, 1, 0)}"/>`);
  // label band with a leaf mark
  s.add(`<rect x="414" y="300" width="112" height="70" fill="${C.sage}" opacity=".85"/><path d="M414 300H526M414 370H526" stroke="${C.sageDeep}" stroke-width="2"/>`);
  s.add(leaf(s, 452, 348, 40, 12, -35, C.ivory, false));
  s.add(`<path d="M430 200L440 460" stroke="#FFFFFF" stroke-opacity=".6" stroke-width="8" stroke-linecap="round"/>`);
  // dollop of cream
  s.shadow(640, 560, 56, 10, 0.3, 6);
  s.add(`<path d="M590 556C585 530 610 520 630 522C628 505 650 494 664 506C676 496 698 512 690 530C706 534 708 556 692 560Z" fill="${s.rad([[0, "#FFFFFF"], [1, "#E8E0D0"]], 0.4, 0.3, 0.8)}"/><path d="M630 522C636 530 650 532 660 524" stroke="#E0D6C4" stroke-width="2" fill="none"/>`);
  // shea nuts
  s.add(stone(s, 320, 552, 26, 18, "#8A6A4A", "#C09A70"));
  s.add(stone(s, 272, 562, 20, 14, "#7A5C3E", "#B48C62"));
  s.add(sprig(s, [700, 600], [780, 560], [860, 480], { leaves: 6, len: 50, wid: 18 }));
  s.vignette(0.16);
  return s;
};

scenes["prd-candle"] = () => {
  const s = productStage(33, "#EBD8CB", "#DFC4B2", "#CFAE98", "#BE9A82", "#FFF1DA");
  s.shadow(480, 566, 120, 16, 0.4, 9);
  // glass tumbler
  s.add(`<path d="M385 300H575L565 560C565 566 560 570 554 570H406C400 570 395 566 395 560Z" fill="${s.lin([[0, "#A98C77"], [0.3, "#D7C3B2"], [1, "#9C7F6A"]], 0, 0, 1, 0)}" opacity=".75"/>`);
  // wax inside
  s.add(`<path d="M392 350H568L564 556H396Z" fill="${s.lin([[0, "#E9DCCB"], [0.4, "#FBF4EA"], [1, "#DCCBB5"]], 0, 0, 1, 0)}"/><ellipse cx="480" cy="350" rx="88" ry="14" fill="#F3E8D8"/>`);
  s.add(`<ellipse cx="480" cy="300" rx="95" ry="16" fill="none" stroke="#FFFFFF" stroke-opacity=".6" stroke-width="3"/>`);
  s.add(`<path d="M402 320L410 550" stroke="#FFFFFF" stroke-opacity=".45" stroke-width="10" stroke-linecap="round"/>`);
  // label band
  s.add(`<rect x="400" y="430" width="160" height="56" fill="${C.charcoal}" opacity=".85"/><circle cx="480" cy="458" r="12" fill="none" stroke="${C.gold}" stroke-width="2"/>`);
  s.add(flame(s, 480, 346, 44));
  // a fig and a fig leaf
  s.shadow(660, 562, 50, 9, 0.35, 6);
  s.add(`<path d="M660 470C668 470 670 480 672 490C700 502 712 530 700 550C688 568 632 568 620 550C608 530 620 502 648 490C650 480 652 470 660 470Z" fill="${s.rad([[0, "#A66A7E"], [1, "#5E3346"]], 0.4, 0.35, 0.8)}"/>`);
  s.add(leaf(s, 260, 560, 110, 36, -30, C.sageDeep));
  s.add(leaf(s, 270, 566, 90, 28, -70, C.sage));
  s.vignette(0.18);
  return s;
};

scenes["prd-serum"] = () => {
  const s = productStage(34, "#F1E8D6", "#E9DCC2", "#DCC8A6", "#CDB58E");
  s.shadow(480, 566, 90, 14, 0.4, 9);
  // bottle
  s.add(`<rect x="410" y="330" width="140" height="236" rx="18" fill="${s.lin([[0, "#D9C38E"], [0.3, "#F5E7C4"], [0.7, "#EAD7A8"], [1, "#BFA46A"]], 0, 0, 1, 0)}"/>`);
  s.add(`<rect x="410" y="400" width="140" height="166" rx="18" fill="#E3A94E" opacity=".45"/>`);
  s.add(`<path d="M428 350V540" stroke="#FFFFFF" stroke-opacity=".55" stroke-width="9" stroke-linecap="round"/>`);
  // collar and bulb
  s.add(`<rect x="446" y="294" width="68" height="40" rx="4" fill="${s.lin([[0, "#8E7C34"], [0.45, C.goldLight], [1, "#8A7630"]], 0, 0, 1, 0)}"/>`);
  s.add(`<path d="M456 296V250C456 200 504 200 504 250V296Z" fill="${s.lin([[0, "#4A4845"], [0.4, "#2B2A28"], [1, "#151413"]], 0, 0, 1, 0)}"/><path d="M466 282V252C466 232 474 224 478 222" stroke="#FFFFFF" stroke-opacity=".18" stroke-width="5" stroke-linecap="round" fill="none"/>`);
  // blank label
  s.add(`<rect x="428" y="430" width="104" height="90" rx="4" fill="#FBF6EC"/><circle cx="480" cy="475" r="16" fill="none" stroke="${C.gold}" stroke-width="2"/>`);
  // orange slice (vitamin C) and a drop
  s.shadow(660, 570, 60, 10, 0.3, 6);
  const slice = (cx, cy, r) => {
    let out = `<ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${r * 0.45}" fill="#E39A43"/><ellipse cx="${cx}" cy="${cy}" rx="${r - 6}" ry="${(r - 6) * 0.45}" fill="#F7E2B8"/>`;
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      out += `<path d="M${cx} ${cy}L${f(cx + Math.cos(a) * (r - 10))} ${f(cy + Math.sin(a) * (r - 10) * 0.45)}L${f(cx + Math.cos(a + 0.72) * (r - 10))} ${f(cy + Math.sin(a + 0.72) * (r - 10) * 0.45)}Z" fill="#F0B45E"/>`;
    }
    return out;
  };
  s.add(slice(660, 552, 64));
  s.add(`<path d="M320 500C320 500 300 528 300 540C300 552 310 560 320 560C330 560 340 552 340 540C340 528 320 500 320 500Z" fill="#E8BE72" opacity=".85"/><ellipse cx="314" cy="540" rx="4" ry="7" fill="#FFFFFF" opacity=".6"/>`);
  s.vignette(0.16);
  return s;
};

scenes["prd-salts"] = () => {
  const s = productStage(35, "#E9E6DE", "#DCD6CA", "#CFC7B7", "#BDB3A0");
  s.shadow(470, 566, 130, 16, 0.38, 9);
  // jar contents (salt) then glass
  s.add(`<path d="M372 346C400 332 430 340 460 334C500 326 530 338 568 330V548C568 560 558 566 548 566H392C382 566 372 560 372 548Z" fill="${s.lin([[0, "#F1D9D0"], [1, "#E2BFB2"]])}"/>`);
  let crystals = "";
  for (let k = 0; k < 220; k++) {
    const x = 378 + s.rand() * 184;
    const y = 346 + s.rand() * 214;
    const r = 2 + s.rand() * 4;
    crystals += `<rect x="${f(x)}" y="${f(y)}" width="${f(r)}" height="${f(r)}" transform="rotate(${f(s.rand() * 90)} ${f(x)} ${f(y)})" fill="${s.rand() > 0.55 ? "#FFFFFF" : "#D4A597"}" opacity=".8"/>`;
  }
  s.add(crystals);
  s.add(`<path d="M362 300H578V552C578 566 566 576 552 576H388C374 576 362 566 362 552Z" fill="${s.lin([[0, "#FFFFFF", 0.45], [0.25, "#FFFFFF", 0.05], [0.8, "#FFFFFF", 0.1], [1, "#FFFFFF", 0.4]], 0, 0, 1, 0)}" stroke="#FFFFFF" stroke-opacity=".7" stroke-width="3"/>`);
  s.add(`<path d="M382 320V550" stroke="#FFFFFF" stroke-opacity=".55" stroke-width="10" stroke-linecap="round"/>`);
  // wooden lid
  s.add(`<rect x="352" y="250" width="236" height="56" rx="10" fill="${s.lin([[0, "#9C7047"], [0.35, "#C9A071"], [1, "#8A6039"]], 0, 0, 1, 0)}"/>`);
  s.add(`<path d="M362 268H578M362 286H578" stroke="#7A5430" stroke-opacity=".3" stroke-width="2"/>`);
  // spilled crystals and a scoop
  s.add(`<path d="M620 560L740 520" stroke="${C.wood}" stroke-width="9" stroke-linecap="round"/><ellipse cx="616" cy="552" rx="38" ry="20" fill="${C.woodDeep}"/><ellipse cx="616" cy="548" rx="32" ry="14" fill="#EBCFC4"/>`);
  let spill = "";
  for (let k = 0; k < 40; k++) {
    const x = 560 + s.rand() * 140;
    const y = 570 + s.rand() * 30;
    const r = 2.5 + s.rand() * 4;
    spill += `<rect x="${f(x)}" y="${f(y)}" width="${f(r)}" height="${f(r)}" transform="rotate(${f(s.rand() * 90)} ${f(x)} ${f(y)})" fill="${s.rand() > 0.5 ? "#FFFFFF" : "#E0B6A8"}"/>`;
  }
  s.add(spill);
  s.add(sprig(s, [200, 600], [240, 520], [320, 470], { leaves: 7, len: 46, wid: 18 }));
  s.vignette(0.16);
  return s;
};

scenes["prd-box"] = () => {
  const s = productStage(36, "#F0E0D6", "#E4CDBF", "#D6B9A6", "#C6A490");
  s.shadow(480, 570, 200, 18, 0.4, 10);
  // box in 3/4 view
  const front = s.lin([[0, "#A8B894"], [1, "#8DA07A"]]);
  const side = s.lin([[0, "#8A9C77"], [1, "#72855F"]]);
  s.add(`<path d="M320 360H560V570H320Z" fill="${front}"/><path d="M560 360L660 320V520L560 570Z" fill="${side}"/>`);
  // lid
  s.add(`<path d="M306 330H574V384H306Z" fill="${s.lin([[0, "#B7C6A3"], [1, "#9FB18A"]])}"/><path d="M574 330L676 290V342L574 384Z" fill="#8FA27A"/><path d="M306 330L410 290H676L574 330Z" fill="#C6D3B4"/>`);
  // ribbons
  const gold = s.lin([[0, C.goldLight], [0.5, C.gold], [1, "#8E7C34"]], 0, 0, 1, 0);
  // ribbon running front to back: down the front, across the top
  s.add(`<rect x="426" y="330" width="30" height="240" fill="${gold}"/><path d="M426 330L529 290H559L456 330Z" fill="${C.goldLight}"/>`);
  // ribbon running left to right: across the top, down the right side (lid, then box)
  s.add(`<path d="M349.7 313.2L366.3 306.8H634.3L617.7 313.2Z" fill="${C.goldLight}"/>`);
  s.add(`<path d="M617.7 313.2L634.3 306.8V359.3L617.7 366Z" fill="#A38D3F"/><path d="M602 368.8L618 362.4V541.6L602 549Z" fill="#9C8A3E"/>`);
  // bow on the lid
  const bx = 492;
  const by = 308;
  s.add(`<path d="M${bx} ${by}C${bx - 40} ${by - 70} ${bx - 110} ${by - 40} ${bx - 70} ${by - 6}C${bx - 50} ${by + 8} ${bx - 20} ${by + 4} ${bx} ${by}Z" fill="${gold}"/><path d="M${bx} ${by}C${bx + 40} ${by - 70} ${bx + 110} ${by - 40} ${bx + 70} ${by - 6}C${bx + 50} ${by + 8} ${bx + 20} ${by + 4} ${bx} ${by}Z" fill="${gold}"/>`);
  s.add(`<path d="M${bx} ${by}C${bx - 30} ${by - 46} ${bx - 70} ${by - 34} ${bx - 60} ${by - 12}M${bx} ${by}C${bx + 30} ${by - 46} ${bx + 70} ${by - 34} ${bx + 60} ${by - 12}" stroke="#8E7C34" stroke-opacity=".5" stroke-width="3" fill="none"/>`);
  s.add(`<path d="M${bx - 6} ${by + 4}L${bx - 40} ${by + 60}L${bx - 24} ${by + 54}L${bx - 18} ${by + 70}L${bx + 2} ${by + 8}Z" fill="#A38D3F"/><path d="M${bx + 6} ${by + 4}L${bx + 46} ${by + 54}L${bx + 28} ${by + 52}L${bx + 26} ${by + 68}L${bx - 2} ${by + 8}Z" fill="#A38D3F"/>`);
  s.add(`<ellipse cx="${bx}" cy="${by}" rx="16" ry="12" fill="${C.goldLight}"/>`);
  // tag and sprig
  s.add(sprig(s, [700, 610], [760, 560], [820, 470], { leaves: 7, len: 50, wid: 18 }));
  s.add(`<g transform="rotate(-12 230 540)"><rect x="190" y="520" width="90" height="50" rx="6" fill="#FBF6EC"/><circle cx="202" cy="545" r="5" fill="#D9C3B0"/></g>`);
  s.vignette(0.16);
  return s;
};

// default category image: neutral gradient with a gentle tone-on-tone leaf motif
scenes["default-category"] = () => {
  const s = new Scene(W, H, 41);
  s.backdrop("#F2EBDF", "#E4D8C4", { x: 0.35, y: 0.3, color: "#FFFFFF", a: 0.5, r: 0.7 });
  const tone = ["#D8CAB0", "#DDD0B8", "#D3C4A8"];
  s.add(`<g opacity=".8">${sprig(s, [980, 700], [760, 560], [640, 330], { leaves: 11, len: 120, wid: 44, colors: tone, stem: "#D3C4A8", stemWidth: 5 })}</g>`);
  s.add(`<g opacity=".6">${sprig(s, [-20, -20], [140, 60], [230, 230], { leaves: 7, len: 90, wid: 32, colors: tone, stem: "#D3C4A8", stemWidth: 4 })}</g>`);
  s.vignette(0.1);
  return s;
};

// ---------------------------------------------------------------------------------------------
// SVG assets

const LOTUS = (color) =>
  `<g fill="${color}"><path d="M32 14C38 22 40 32 32 46C24 32 26 22 32 14Z"/><path d="M30 46C22 42 14 34 14 22C22 24 28 32 30 46Z"/><path d="M34 46C42 42 50 34 50 22C42 24 36 32 34 46Z"/><path d="M29 48C20 48 8 44 4 34C14 32 24 38 29 48Z"/><path d="M35 48C44 48 56 44 60 34C50 32 40 38 35 48Z"/><path d="M21 48.5Q32 38 43 48.5Q32 51 21 48.5Z"/><rect x="10" y="51" width="44" height="3" rx="1.5"/></g>`;

const RAYS = (color) =>
  `<g stroke="${color}" stroke-width="2.4" stroke-linecap="round"><path d="M32 3V8M18 7L21 11.5M46 7L43 11.5M8 16L12.5 18.5M56 16L51.5 18.5"/></g>`;

function logo(color, markColor) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 60" width="240" height="60" role="img" aria-label="Maison Lumière">
<g transform="translate(2 2) scale(.875)">${LOTUS(markColor)}${RAYS(markColor)}</g>
<text x="64" y="39" font-family="Georgia, 'Times New Roman', serif" font-size="23" letter-spacing=".4" fill="${color}" textLength="172" lengthAdjust="spacingAndGlyphs">Maison Lumière</text>
</svg>
`;
}

function favicon() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${LOTUS(C.gold)}${RAYS(C.gold)}</svg>\n`;
}

function notFound() {
  // A lost pebble on the ground, a dotted trail behind it and a question mark made of shapes.
  const line = "#8C8271";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 160" width="240" height="160" fill="none" stroke="${line}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round">
<path d="M20 128H220" opacity=".5"/>
<path d="M34 140H70M160 140H206" opacity=".3"/>
<path d="M96 126C84 126 78 118 82 108C86 96 100 88 118 88C138 88 154 96 156 110C158 122 148 126 134 126Z" fill="#EFE8DC"/>
<path d="M98 104C104 98 112 96 120 96" opacity=".55"/>
<path d="M110 112a1.5 1.5 0 1 0 .1 0M130 112a1.5 1.5 0 1 0 .1 0" stroke-width="3"/>
<path d="M114 120C118 118 124 118 128 120" opacity=".8"/>
<g fill="${line}" stroke="none" opacity=".45"><circle cx="34" cy="118" r="2"/><circle cx="48" cy="114" r="2"/><circle cx="62" cy="117" r="2"/><circle cx="74" cy="112" r="2"/></g>
<path d="M170 44C170 34 178 28 187 28C196 28 203 34 203 42C203 52 188 54 188 64V70" stroke="#B9A04E" stroke-width="5"/>
<circle cx="188" cy="82" r="3.5" fill="#B9A04E" stroke="none"/>
<path d="M194 128C194 120 192 115 188 111M199 128C199 118 201 112 205 108M204 128C206 122 209 119 214 117" opacity=".6"/>
</svg>
`;
}

// ---------------------------------------------------------------------------------------------
// Rendering

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
