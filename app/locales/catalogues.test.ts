import { describe, expect, it } from "vitest";
import { LANGS } from "../../domain/types";
import { catalogues } from "./index";

describe("interface catalogues", () => {
  const reference = Object.keys(catalogues.fr).sort();
  for (const lang of LANGS) {
    it(`${lang} has exactly the keys of fr, none empty`, () => {
      expect(Object.keys(catalogues[lang]).sort()).toEqual(reference);
      for (const [key, value] of Object.entries(catalogues[lang])) expect(value.trim(), `${lang}:${key}`).not.toBe("");
    });
  }
  it("no key is defined by two areas (one would hide the other)", async () => {
    const areas = await Promise.all(["common", "shell", "catalogue", "account", "booking", "ui"].map((a) => import(`./${a}.ts`)));
    const seen = new Map<string, string>();
    for (const [i, mod] of areas.entries()) {
      const messages = Object.values(mod)[0] as { fr: Record<string, string> };
      for (const key of Object.keys(messages.fr)) {
        expect(seen.get(key), `${key} defined twice`).toBeUndefined();
        seen.set(key, String(i));
      }
    }
  });

  it("translations are real: a non-French catalogue differs from fr on most keys", () => {
    for (const lang of LANGS.filter((l) => l !== "fr")) {
      const same = reference.filter((k) => catalogues[lang][k as keyof typeof catalogues.fr] === catalogues.fr[k as keyof typeof catalogues.fr]);
      expect(same.length / reference.length, lang).toBeLessThan(0.2);
    }
  });
});
