// Tab titles and descriptions of the catalogue pages, from the root loader's company and language.
import { localise } from "../../domain/catalogue";
import type { Lang, Localised } from "../../domain/types";
import type { loader as rootLoader } from "../root";
import { tabTitle } from "./seo";
import { message } from "./i18n";

type RootData = Awaited<ReturnType<typeof rootLoader>>;

export function catalogueMeta(matches: readonly ({ id: string; data?: unknown } | undefined)[], title: string | undefined, description?: Localised | string) {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  const lang = (root?.lang ?? "fr") as Lang;
  const settings = root?.company.settings;
  const own = typeof description === "string" ? description : localise(description, lang);
  const text = own || localise(settings?.booker.seo.description, lang);
  return [{ title: tabTitle(settings, title, message(lang, "site.fallbackTitle")) }, ...(text ? [{ name: "description", content: text }] : [])];
}

export function rootLang(matches: readonly ({ id: string; data?: unknown } | undefined)[]): Lang {
  return ((matches.find((m) => m?.id === "root")?.data as RootData | undefined)?.lang ?? "fr") as Lang;
}
