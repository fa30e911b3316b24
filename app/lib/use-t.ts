import { useContext } from "react";
import type { MessageKey } from "../locales";
import { i18nFor, TranslatorContext } from "./i18n";

/** A catalogue key, plural forms ('x_one', 'x_other') named by their base 'x'. */
export type TKey = MessageKey extends infer K ? (K extends `${infer Base}_${"one" | "other"}` ? Base : K) : never;

/** A `t` that only accepts keys that exist in the catalogues, in the page's language (French outside a page). */
export function useT(): { t: (key: TKey, options?: Record<string, unknown>) => string; lang: string } {
  return useContext(TranslatorContext) ?? i18nFor("fr");
}
