import type { PublicSettings } from "../../domain/company-settings";
import { localise } from "../../domain/catalogue";
import type { Lang } from "../../domain/types";
import type { MessageKey } from "../locales";
import { message } from "./i18n";

/** The tab title: the company's pattern ('%s' by default) around the page title, or the fallback. */
export function tabTitle(settings: { booker: Pick<PublicSettings["booker"], "favicon" | "seo"> } | undefined, pageTitle: string | undefined, fallback: string): string {
  const title = pageTitle?.trim() || settings?.booker.favicon.title || fallback;
  const pattern = settings?.booker.seo.siteTabTitlePattern || "%s";
  return pattern.includes("%s") ? pattern.replace("%s", title) : title;
}

type RootLike = { lang: string; company: { settings: { booker: Pick<PublicSettings["booker"], "favicon" | "seo"> } } };

/**
 * A page's title and description for its `meta` export: the title from a catalogue key (or a
 * given text) through the tab-title pattern, the description from the page or the company's SEO
 * text. Canonical and hreflang links are written by root.tsx for every page.
 */
export function pageMeta(matches: readonly ({ id: string; data?: unknown } | undefined)[], title: MessageKey | { text: string }, description?: string) {
  const root = matches.find((m) => m?.id === "root")?.data as RootLike | undefined;
  const lang = (root?.lang ?? "fr") as Lang;
  const settings = root?.company.settings;
  const text = typeof title === "string" ? message(lang, title) : title.text;
  return [
    { title: tabTitle(settings, text, message(lang, "site.fallbackTitle")) },
    { name: "description", content: description ?? localise(settings?.booker.seo.description, lang) },
  ];
}
