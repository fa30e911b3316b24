// Writes the storefront's icon sprite (app/components/ui/icons.svg) from lucide's own drawings:
// one <symbol> per icon that app/components/ui/icons.tsx names. Run after adding an icon there:
//   node scripts/icons.mjs
// (a unit test fails while the sprite and the list differ).
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = new URL("..", import.meta.url);
const LIST = fileURLToPath(new URL("app/components/ui/icons.tsx", root));
const SPRITE = fileURLToPath(new URL("app/components/ui/icons.svg", root));

/** The icons' names (lucide's kebab-case), in the order icons.tsx lists them. */
export function iconNames(source = readFileSync(LIST, "utf8")) {
  return [...source.matchAll(/\bicon\("([a-z0-9-]+)"\)/g)].map((m) => m[1]);
}

const escape = (value) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** The sprite's text for these names. */
export async function spriteFor(names) {
  const symbols = [];
  for (const name of [...new Set(names)].sort()) {
    const { __iconData } = await import(`lucide-react/dist/esm/icons/${name}.mjs`);
    const shapes = __iconData.node
      .map(([tag, attrs]) => `<${tag}${Object.entries(attrs).filter(([k]) => k !== "key").map(([k, v]) => ` ${k}="${escape(v)}"`).join("")}/>`)
      .join("");
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(SPRITE, await spriteFor(iconNames()));
  console.log(`${SPRITE}: ${iconNames().length} icons`);
}
