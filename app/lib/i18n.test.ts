// The translator reads the catalogues as i18next did (the format they are written in): every
// message of every language, with and without values, for the counts that pick each plural form.
import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { LANGS } from "../../domain/types";
import { catalogues } from "../locales";
import { i18nFor, provideStrings } from "./i18n";

describe("the translator reads the catalogues as i18next does", () => {
  for (const lang of LANGS) {
    it(lang, async () => {
      provideStrings(lang, catalogues[lang]);
      const ours = i18nFor(lang);
      const reference = i18next.createInstance();
      await reference.init({ lng: lang, fallbackLng: false, initAsync: false, resources: { [lang]: { translation: catalogues[lang] } }, interpolation: { escapeValue: false }, returnNull: false });
      const keys = new Set(Object.keys(catalogues[lang]).map((k) => k.replace(/_(one|other)$/, "")));
      keys.add("no.such.key");
      keys.add("constructor");
      const names = new Set(Object.values(catalogues[lang]).flatMap((text) => [...text.matchAll(/\{\{\s*([^{}]+?)\s*\}\}/g)].map((m) => m[1]!)));
      const values = Object.fromEntries([...names].map((n) => [n, `<${n} & 2>`]));
      let compared = 0;
      for (const key of keys) {
        const cases: (Record<string, unknown> | undefined)[] = [undefined, {}, values, { name: 3 }, ...[0, 1, 2, 5, 21, 1.5].map((count) => ({ ...values, count }))];
        for (const options of cases) {
          expect(ours.t(key, options), `${lang}:${key} ${JSON.stringify(options)}`).toBe(reference.t(key, options ?? {}));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }
});
