// The server knows every language's strings from its start; browsers get only their page's, as a
// script file per language named by its content: kept by the browser for a year, sent in no page.
import { createHash } from "node:crypto";
import { LANGS, type Lang } from "../../domain/types";
import { catalogues } from "../locales";
import { provideStrings, STRINGS_GLOBAL } from "./i18n";

const files = new Map<Lang, { name: string; body: string }>();

for (const lang of LANGS) {
  const strings = catalogues[lang];
  const hash = createHash("sha256").update(JSON.stringify({ lang, strings })).digest("hex").slice(0, 12);
  const name = `${lang}.${hash}.js`;
  const src = `/strings/${name}`;
  files.set(lang, { name, body: `window.${STRINGS_GLOBAL}=${JSON.stringify({ lang, strings, src }).replace(/</g, "\\u003c")}` });
  provideStrings(lang, strings, src);
}

/** Called by the root loader so the import stays (the strings are provided when this module loads). */
export function stringsReady() {
  return true;
}

/** A language's strings file by its name, or the current name when the name is an older one's. */
export function stringsFile(name: string): { body: string } | { current: string } | null {
  const lang = name.split(".")[0] as Lang;
  const file = files.get(lang);
  if (!file) return null;
  return file.name === name ? { body: file.body } : { current: file.name };
}
