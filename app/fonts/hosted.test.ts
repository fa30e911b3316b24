import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { cutFont } from "../../scripts/fonts";
import { HOSTED_FAMILIES, latinCodePoints } from "./hosted";

const require = createRequire(import.meta.url);

describe("hosted fonts", () => {
  it("the latin range holds every letter of the five languages, the euro sign and typographic quotes", () => {
    const points = new Set(latinCodePoints());
    for (const ch of "azAZàâçéèêëîïôùûüÿœŒßäöÜñ¿¡ìòÀÉ€’‘“”«»–—… ") expect(points.has(ch.codePointAt(0)!), ch).toBe(true);
  });

  it.each(Object.entries(HOSTED_FAMILIES))("%s: the committed file is the cut scripts/fonts.ts writes, and smaller than its source", async (_name, family) => {
    const committed = readFileSync(new URL(family.file, import.meta.url));
    const cut = await cutFont(family);
    // Differs: run `npx tsx scripts/fonts.ts` after changing hosted.ts or a font package.
    expect(Buffer.compare(committed, cut)).toBe(0);
    expect(committed.length).toBeLessThan(readFileSync(require.resolve(family.source)).length);
    // Cutting a font is seconds of CPU: a busy machine must not fail it on time.
  }, 60_000);
});
