// Page addresses (spec §2): every route exists per language, French without a prefix and the
// others under /de, /en, /es, /it; a service's page is /{shopSlug}/services/{category}/{service},
// the shop slug only when the company has two or more shops.

import { LANGS, type Lang } from "./types";

export const DEFAULT_LANG: Lang = "fr";

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

function splitSuffix(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ""] : [path.slice(0, at), path.slice(at)];
}

/**
 * A locale-free path in the given language: '/services' → '/en/services', '/' → '/en';
 * French paths stay as they are. The query and hash are kept.
 */
export function localePath(path: string, lang: Lang = DEFAULT_LANG): string {
  const [pathname, suffix] = splitSuffix(path);
  const absolute = pathname.startsWith("/") ? pathname : `/${pathname}`;
  if (lang === DEFAULT_LANG) return absolute + suffix;
  return (absolute === "/" ? `/${lang}` : `/${lang}${absolute}`) + suffix;
}

/**
 * The page a request is for: React Router's data requests ask for a page's data at its address
 * plus '.data' ('/en.data' for '/en', '/_root.data' for the French home), and must be answered in
 * the language of that page, not of an address that has no language prefix.
 */
export function pagePathname(pathname: string): string {
  if (pathname === "/_root.data") return "/";
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

/**
 * The language of a pathname and the path without its prefix: '/en/services' → en, '/services';
 * no prefix → fr. '/fr/...' is not a prefix (French has none), so it stays part of the path.
 */
export function stripLocale(pathname: string): { lang: Lang; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$|\?|#)(.*)$/.exec(pathname);
  if (match && isLang(match[1]) && match[1] !== DEFAULT_LANG) {
    const rest = match[2];
    return { lang: match[1], path: rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest };
  }
  return { lang: DEFAULT_LANG, path: pathname };
}

export interface ServiceUrlInput {
  /** the shop the visitor books at; used only when there are two or more shops */
  shopSlug?: string | null;
  categorySlug: string;
  serviceSlug: string;
  /** how many shops the company has */
  shopCount: number;
  lang?: Lang;
}

/**
 * A service's page: /{shopSlug}/services/{categorySlug}/{serviceSlug}, the shop slug only with two or
 * more shops (and when known: without it the page lets the visitor pick a shop), then the language prefix.
 */
export function serviceUrl({ shopSlug, categorySlug, serviceSlug, shopCount, lang = DEFAULT_LANG }: ServiceUrlInput): string {
  const segments = ["services", categorySlug, serviceSlug];
  if (shopCount >= 2 && shopSlug) segments.unshift(shopSlug);
  return localePath(`/${segments.map(encodeURIComponent).join("/")}`, lang);
}

/**
 * The reverse of `serviceUrl` on a locale-free path: '/paris/services/massages/californien' or
 * '/services/massages/californien' → its slugs; any other page → null.
 */
export function parseServicePath(path: string): { shopSlug: string | null; categorySlug: string; serviceSlug: string } | null {
  const match = /^\/(?:([^/]+)\/)?services\/([^/?#]+)\/([^/?#]+)\/?$/.exec(path);
  if (!match) return null;
  return { shopSlug: match[1] ? decodeURIComponent(match[1]) : null, categorySlug: decodeURIComponent(match[2]!), serviceSlug: decodeURIComponent(match[3]!) };
}
