import { describe, expect, it } from "vitest";
import { LANGS } from "../../domain/types";
import { stringsSource } from "./i18n";
import { stringsFile } from "./strings.server";

describe("each language's strings as a file named by its content", () => {
  it("one file per language, under the name the pages load, that hands its strings and name to the page", () => {
    const names = LANGS.map((lang) => stringsSource(lang)!);
    expect(new Set(names).size).toBe(LANGS.length);
    for (const [i, lang] of LANGS.entries()) {
      const name = names[i]!.replace("/strings/", "");
      expect(name).toMatch(new RegExp(`^${lang}\\.[0-9a-f]{12}\\.js$`));
      const file = stringsFile(name);
      if (!file || !("body" in file)) throw new Error(`no file for ${lang}`);
      const handed = { value: undefined as unknown };
      new Function("window", file.body)(new Proxy({}, { set: (_t, _k, v) => ((handed.value = v), true) }));
      expect(handed.value).toMatchObject({ lang, src: names[i] });
      expect(Object.keys((handed.value as { strings: object }).strings).length).toBeGreaterThan(100);
    }
  });

  it("an older name of a language's file leads to the current one; no language, no file", () => {
    const current = stringsSource("de")!.replace("/strings/", "");
    expect(stringsFile("de.000000000000.js")).toEqual({ current });
    expect(stringsFile("xx.000000000000.js")).toBeNull();
  });
});
