// One i18next instance per request on the server, one per page on the browser: the language
// comes from the address (spec §2: fr without prefix, /de /en /es /it), fr is the fallback.
import i18next, { type i18n } from "i18next";
import type { Lang } from "../../domain/types";
import { catalogues } from "../locales";

export const ISO: Record<Lang, string> = { fr: "fr-FR", de: "de-DE", en: "en-GB", es: "es-ES", it: "it-IT" };
export const LANG_NAMES: Record<Lang, string> = { fr: "Français", de: "Deutsch", en: "English", es: "Español", it: "Italiano" };

export function createI18n(lang: Lang): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: "fr",
    initAsync: false,
    resources: Object.fromEntries(Object.entries(catalogues).map(([l, messages]) => [l, { translation: messages }])),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
