// The drawn SVG files: the spa's logo (dark and white), its favicon, and the 404 picture.
import { C } from "./scene.mjs";
import { WORDMARK_PATH } from "./wordmark.mjs";

const LOTUS = (color) =>
  `<g fill="${color}"><path d="M32 14C38 22 40 32 32 46C24 32 26 22 32 14Z"/><path d="M30 46C22 42 14 34 14 22C22 24 28 32 30 46Z"/><path d="M34 46C42 42 50 34 50 22C42 24 36 32 34 46Z"/><path d="M29 48C20 48 8 44 4 34C14 32 24 38 29 48Z"/><path d="M35 48C44 48 56 44 60 34C50 32 40 38 35 48Z"/><path d="M21 48.5Q32 38 43 48.5Q32 51 21 48.5Z"/><rect x="10" y="51" width="44" height="3" rx="1.5"/></g>`;

const RAYS = (color) =>
  `<g stroke="${color}" stroke-width="2.4" stroke-linecap="round"><path d="M32 3V8M18 7L21 11.5M46 7L43 11.5M8 16L12.5 18.5M56 16L51.5 18.5"/></g>`;

export function logo(color, markColor) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 60" width="240" height="60" role="img" aria-label="Maison Lumière">
<g transform="translate(2 2) scale(.875)">${LOTUS(markColor)}${RAYS(markColor)}</g>
<path fill="${color}" d="${WORDMARK_PATH}"/>
</svg>
`;
}

export function favicon() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${LOTUS(C.gold)}${RAYS(C.gold)}</svg>\n`;
}

export function notFound() {
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
