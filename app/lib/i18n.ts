// One translator per language, built once and shared by every render. The server knows every
// language's strings (app/lib/strings.server.ts); a browser only the page's own, from a script
// file per language named by its content (routes/strings.ts), loaded by the root layout before the
// app's scripts and kept by the browser: a language change loads a new document, which brings its
// language's strings with it.
// The catalogues use two features of the i18next format, and only these: `{{name}}` values and
// plural forms (`key_one`, `key_other`, chosen by `count` with the language's plural rules). A
// translator of our own reads them the way i18next does (app/lib/i18n.test.ts holds the two
// together over every string) for a fraction of its code in every page's download.
import { createContext } from "react";
import { remembered } from "../../domain/intl";
import type { Lang } from "../../domain/types";
import type { Catalogue, MessageKey } from "../locales";

export const ISO: Record<Lang, string> = { fr: "fr-FR", de: "de-DE", en: "en-GB", es: "es-ES", it: "it-IT" };
export const LANG_NAMES: Record<Lang, string> = { fr: "Français", de: "Deutsch", en: "English", es: "Español", it: "Italiano" };

export interface Translator {
  readonly lang: Lang;
  /** The message of `key` in the translator's language; the key itself when there is none. */
  t(key: string, options?: Record<string, unknown>): string;
}

export const STRINGS_GLOBAL = "__vtStrings";
const known = new Map<Lang, Catalogue>();
/** the address of each language's strings file (the same on the server and in the page) */
const sources = new Map<Lang, string>();
const instances = new Map<Lang, Translator>();

/** Makes a language's strings known to this process or page, with the address of their file. */
export function provideStrings(lang: Lang, strings: Catalogue, src?: string) {
  known.set(lang, strings);
  if (src) sources.set(lang, src);
  else sources.delete(lang);
  instances.delete(lang);
}

if (typeof window !== "undefined") {
  const embedded = (window as unknown as Record<string, { lang: Lang; strings: Catalogue; src?: string } | undefined>)[STRINGS_GLOBAL];
  if (embedded) provideStrings(embedded.lang, embedded.strings, embedded.src);
}

const VALUE = /\{\{-?\s*([^{}]+?)\s*\}\}/g;

function valueAt(options: Record<string, unknown>, path: string): unknown {
  if (path in options) return options[path];
  let value: unknown = options;
  for (const part of path.split(".")) value = value == null ? undefined : (value as Record<string, unknown>)[part];
  return value;
}

function makeTranslator(lang: Lang, strings: Record<string, string>): Translator {
  let rules: Intl.PluralRules | undefined;
  const plural = (count: number) => remembered(`plural|${lang}|${count}`, () => (rules ??= new Intl.PluralRules(lang)).select(count));
  const plain = new Map<string, string>();
  const own = (key: string) => (Object.hasOwn(strings, key) ? strings[key] : undefined);
  const lookup = (key: string, options: Record<string, unknown>) => {
    if (typeof options.count === "number") {
      const form = own(`${key}_${plural(options.count)}`);
      if (form !== undefined) return form;
    }
    return own(key);
  };
  const translate = (key: string, options: Record<string, unknown>) => {
    const text = lookup(key, options);
    if (text === undefined) return key;
    if (!text.includes("{{")) return text;
    // A value not given leaves its placeholder as it is, as i18next does.
    return text.replace(VALUE, (placeholder, path: string) => {
      const value = valueAt(options, path);
      return value === undefined ? placeholder : String(value ?? "");
    });
  };
  return {
    lang,
    t(key, options) {
      if (options) return translate(key, options);
      // Most messages take no value: worked out once.
      let text = plain.get(key);
      if (text === undefined) plain.set(key, (text = translate(key, {})));
      return text;
    },
  };
}

/** The translator of `lang`, made on first use (with no strings known, it answers the keys). */
export function i18nFor(lang: Lang): Translator {
  let instance = instances.get(lang);
  if (!instance) instances.set(lang, (instance = makeTranslator(lang, known.get(lang) ?? {})));
  return instance;
}

/** The page's translator, given by the root to every component (app/lib/use-t.ts). */
export const TranslatorContext = createContext<Translator | null>(null);

/** One message outside React (page titles in `meta`). */
export function message(lang: Lang, key: MessageKey, options?: Record<string, unknown>): string {
  return i18nFor(lang).t(key, options);
}

/** The address of the script that hands the page's strings to the browser; the same on server and browser. */
export function stringsSource(lang: Lang): string | undefined {
  return sources.get(lang);
}
