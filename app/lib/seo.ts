import type { PublicSettings } from "../../domain/company-settings";

/** The tab title: the company's pattern ('%s' by default) around the page title, or the fallback. */
export function tabTitle(settings: PublicSettings | undefined, pageTitle: string | undefined, fallback: string): string {
  const title = pageTitle?.trim() || settings?.booker.favicon.title || fallback;
  const pattern = settings?.booker.seo.siteTabTitlePattern || "%s";
  return pattern.includes("%s") ? pattern.replace("%s", title) : title;
}
