// What the back-office's catalogue pages share: a text in the page's language with the French as
// fallback, and which of the five languages an article still lacks.
import { LANGS, type Lang } from "../../domain/types";

type Localised = Partial<Record<string, string>>;

/** The text in `lang`, else the French (the fallback the storefront shows too). */
export const inLang = (text: Localised, lang: string) => text[lang]?.trim() || text.fr?.trim() || "";

/** The languages whose name is not written (the storefront shows the French there). */
export const missingLangs = (name: Localised): Lang[] => LANGS.filter((l) => !name[l]?.trim());

/** The article kinds, as the catalogue's pages name them in their addresses. */
export const KINDS = { service: "1", product: "2", package: "4" } as const;
export type Kind = keyof typeof KINDS;
export const kindOf = (type: string): Kind => (type === "2" ? "product" : type === "4" ? "package" : "service");
