// The server knows every language's strings from its start; browsers get only their page's.
import { LANGS } from "../../domain/types";
import { catalogues } from "../locales";
import { provideStrings } from "./i18n";

for (const lang of LANGS) provideStrings(lang, catalogues[lang]);

/** Called by the root loader so the import stays (the strings are provided when this module loads). */
export function stringsReady() {
  return true;
}
