import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error a plain script of the repository, without types
import { iconNames, spriteFor } from "../../../scripts/icons.mjs";

const SOURCE = new URL("./icons.tsx", import.meta.url);
const SPRITE = new URL("./icons.svg", import.meta.url);

describe("the icon sprite", () => {
  it("holds exactly lucide's drawings of the icons icons.tsx names (run `node scripts/icons.mjs` after adding one)", async () => {
    const names: string[] = iconNames(readFileSync(SOURCE, "utf8"));
    expect(names.length).toBeGreaterThan(40);
    expect(readFileSync(SPRITE, "utf8")).toBe(await spriteFor(names));
  });

  it("every symbol the sprite holds is one icons.tsx names", () => {
    const names = new Set(iconNames(readFileSync(SOURCE, "utf8")));
    const symbols = [...readFileSync(SPRITE, "utf8").matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(symbols)).toEqual(names);
  });
});
