// One i18next instance per language, built once and shared by every render. The server knows
// every language's strings (app/lib/strings.server.ts); a browser only the page's own, written
// into the document by the root layout (`stringsScript`): a language change loads a new
// document, which brings its language's strings with it.
import i18next, { type i18n } from "i18next";
import type { Lang } from "../../domain/types";
import type { Catalogue, MessageKey } from "../locales";

export const ISO: Record<Lang, string> = { fr: "fr-FR", de: "de-DE", en: "en-GB", es: "es-ES", it: "it-IT" };
export const LANG_NAMES: Record<Lang, string> = { fr: "Français", de: "Deutsch", en: "English", es: "Español", it: "Italiano" };

const STRINGS_GLOBAL = "__vtStrings";
const known = new Map<Lang, Catalogue>();
const instances = new Map<Lang, i18n>();

/** Makes a language's strings known to this process or page. */
export function provideStrings(lang: Lang, strings: Catalogue) {
  known.set(lang, strings);
  instances.delete(lang);
}

if (typeof window !== "undefined") {
  const embedded = (window as unknown as Record<string, { lang: Lang; strings: Catalogue } | undefined>)[STRINGS_GLOBAL];
  if (embedded) provideStrings(embedded.lang, embedded.strings);
}

/** The i18next instance of `lang`, made on first use. */
export function i18nFor(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (instance) return instance;
  instance = i18next.createInstance();
  const strings = known.get(lang);
  void instance.init({
    lng: lang,
    fallbackLng: false,
    initAsync: false,
    resources: strings ? { [lang]: { translation: strings } } : {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(lang, instance);
  return instance;
}

/** One message outside React (page titles in `meta`). */
export function message(lang: Lang, key: MessageKey, options?: Record<string, unknown>): string {
  return i18nFor(lang).t(key, options ?? {}) as string;
}

/** The script that hands the page's strings to the browser; the same text on server and browser. */
export function stringsScript(lang: Lang): string {
  const strings = known.get(lang);
  if (!strings) return "";
  return `window.${STRINGS_GLOBAL}=${JSON.stringify({ lang, strings }).replace(/</g, "\\u003c")}`;
}
