import { useContext } from "react";
import { getI18n, I18nContext } from "react-i18next";
import type { i18n } from "i18next";
import type { MessageKey } from "../locales";

/** A catalogue key, plural forms ('x_one', 'x_other') named by their base 'x'. */
export type TKey = MessageKey extends infer K ? (K extends `${infer Base}_${"one" | "other"}` ? Base : K) : never;

type Translator = { t: (key: TKey, options?: Record<string, unknown>) => string; lang: string };

// One translator per i18next instance (one per language, app/lib/i18n.ts), shared by every
// component and render: react-i18next's hook copies the whole instance for each component it
// serves, which cost about a tenth of a page's server time. A language change loads a new
// document, so an instance never changes language; its plain messages are remembered.
const translators = new WeakMap<i18n, Translator>();

function translator(instance: i18n): Translator {
  let made = translators.get(instance);
  if (made) return made;
  const plain = new Map<string, string>();
  made = {
    t: (key, options) => {
      if (options) return instance.t(key, options) as string;
      let text = plain.get(key);
      if (text === undefined) plain.set(key, (text = instance.t(key, {}) as string));
      return text;
    },
    lang: instance.language,
  };
  translators.set(instance, made);
  return made;
}

/** A `t` that only accepts keys that exist in the catalogues. */
export function useT(): Translator {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  return instance ? translator(instance) : KEYS;
}

/** Outside any i18next instance, as react-i18next answers then: the key itself. */
const KEYS: Translator = { t: (key) => key, lang: "fr" };
