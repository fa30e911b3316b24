// The scene builder every demo picture is drawn with: an SVG canvas with gradients, blurs and
// clips, a seeded random source (so a picture comes out the same every run), the warm palette,
// and the small shapes several scenes share (leaves, stones, rolled towels, flames).

export const W = 960;
export const H = 640;

// Palette: warm neutrals.
export const C = {
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

export const f = (n) => (Math.round(n * 10) / 10).toString();

export function mulberry32(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Scene {
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
export function quad(p0, p1, p2, t) {
  const u = 1 - t;
  const x = u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0];
  const y = u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1];
  const dx = 2 * u * (p1[0] - p0[0]) + 2 * t * (p2[0] - p1[0]);
  const dy = 2 * u * (p1[1] - p0[1]) + 2 * t * (p2[1] - p1[1]);
  return [x, y, (Math.atan2(dy, dx) * 180) / Math.PI];
}

export function leafPath(len, wid) {
  return `M0 0C${f(len * 0.25)} ${f(-wid)} ${f(len * 0.7)} ${f(-wid)} ${f(len)} 0C${f(len * 0.7)} ${f(wid)} ${f(len * 0.25)} ${f(wid)} 0 0Z`;
}

export function leaf(s, x, y, len, wid, angle, fill, vein = true) {
  return `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})"><path d="${leafPath(len, wid)}" fill="${fill}"/>${
    vein ? `<path d="M${f(len * 0.08)} 0L${f(len * 0.85)} 0" stroke="#FFFFFF" stroke-opacity=".28" stroke-width="${f(Math.max(1, wid * 0.12))}" stroke-linecap="round"/>` : ""
  }</g>`;
}

/**
 * A sprig: curved stem from p0 to p2 (control p1) with alternating leaves.
 * opts: { leaves, len, wid, spread, color, stem, round (eucalyptus-like) }
 */
export function sprig(s, p0, p1, p2, opts = {}) {
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
export function stone(s, cx, cy, rx, ry, base = "#5E5A55", light = "#9A948B") {
  const fill = s.rad([[0, light], [0.55, base], [1, "#2E2C2A"]], 0.38, 0.28, 0.85);
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/><ellipse cx="${f(cx - rx * 0.25)}" cy="${f(cy - ry * 0.45)}" rx="${f(rx * 0.45)}" ry="${f(ry * 0.22)}" fill="#FFFFFF" opacity=".16" ${s.blur(4)}/>`;
}

/** Stack of stones from the bottom up; returns svg. sizes: [[rx, ry], ...] bottom first. */
export function stoneStack(s, cx, baseY, sizes, tones) {
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

export const STONE_TONES = [
  ["#4F4B47", "#8C857C"],
  ["#67615A", "#A59D92"],
  ["#58534E", "#958E85"],
  ["#736B62", "#B2A99D"],
  ["#4A4744", "#86807A"],
];

/** Archimedean spiral path (towel roll end). */
export function spiral(cx, cy, r, turns = 3.2, rot = 0) {
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
export function towelBody(s, cx, cy, r, dx, dy, color, deep) {
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
export function towelRoll(s, cx, cy, r, color, deep) {
  const fill = s.rad([[0, "#FFFFFF", 1], [0.35, color], [1, deep]], 0.4, 0.35, 0.75);
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"/><path d="${spiral(cx + 1, cy + 1, r * 0.86, 2.6, 0.6)}" fill="none" stroke="${deep}" stroke-width="${f(r * 0.09)}" stroke-linecap="round" opacity=".55"/><path d="${spiral(cx - 1, cy - 2, r * 0.86, 2.6, 0.6)}" fill="none" stroke="#FFFFFF" stroke-width="${f(r * 0.04)}" stroke-linecap="round" opacity=".5"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r - 1)}" fill="none" stroke="${deep}" stroke-width="2" opacity=".5"/>`;
}

/** Candle flame with glow. */
export function flame(s, x, y, h = 46) {
  const glow = s.rad([[0, "#FFE6A8", 0.75], [0.35, "#F6C978", 0.3], [1, "#F6C978", 0]]);
  const body = s.lin([[0, "#FFF6D8"], [0.55, "#F8C65F"], [1, "#E08A3C"]]);
  const w = h * 0.32;
  return `<circle cx="${f(x)}" cy="${f(y - h * 0.45)}" r="${f(h * 2.6)}" fill="${glow}"/><path d="M${f(x)} ${f(y - h)}C${f(x + w * 0.4)} ${f(y - h * 0.6)} ${f(x + w)} ${f(y - h * 0.3)} ${f(x + w * 0.6)} ${f(y - h * 0.08)}C${f(x + w * 0.3)} ${f(y + h * 0.08)} ${f(x - w * 0.3)} ${f(y + h * 0.08)} ${f(x - w * 0.6)} ${f(y - h * 0.08)}C${f(x - w)} ${f(y - h * 0.3)} ${f(x - w * 0.4)} ${f(y - h * 0.6)} ${f(x)} ${f(y - h)}Z" fill="${body}"/><path d="M${f(x)} ${f(y + 4)}L${f(x)} ${f(y - h * 0.15)}" stroke="#3A2E22" stroke-width="2.5" stroke-linecap="round"/>`;
}
