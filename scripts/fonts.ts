// Cuts the hosted fonts (app/fonts/hosted.ts) from their @fontsource files: only the characters
// of the latin range and the weights the storefront draws, so a phone's first page downloads
// ≈ 53 KB of fonts instead of ≈ 75. Run after changing hosted.ts or updating a font package:
//   npx tsx scripts/fonts.ts
// (a unit test fails while a committed file differs from what this writes).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";
import { HOSTED_FAMILIES, latinCodePoints, type HostedFamily } from "../app/fonts/hosted";

const require = createRequire(import.meta.url);

/** The cut font of one family, as woff2 bytes. */
export async function cutFont(family: HostedFamily): Promise<Buffer> {
  const source = readFileSync(require.resolve(family.source));
  const text = String.fromCodePoint(...latinCodePoints());
  return subsetFont(source, text, { targetFormat: "woff2", variationAxes: { wght: family.weight } });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, family] of Object.entries(HOSTED_FAMILIES)) {
    const bytes = await cutFont(family);
    writeFileSync(new URL(`../app/fonts/${family.file}`, import.meta.url), bytes);
    console.log(`${name}: app/fonts/${family.file}, ${bytes.length} bytes`);
  }
}
