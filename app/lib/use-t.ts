import { useTranslation } from "react-i18next";
import type { MessageKey } from "../locales";

/** A catalogue key, plural forms ('x_one', 'x_other') named by their base 'x'. */
export type TKey = MessageKey extends infer K ? (K extends `${infer Base}_${"one" | "other"}` ? Base : K) : never;

/** A `t` that only accepts keys that exist in the catalogues. */
export function useT() {
  const { t, i18n } = useTranslation();
  return { t: (key: TKey, options?: Record<string, unknown>) => t(key, options ?? {}) as string, lang: i18n.language };
}
