// The marketplace's finder as its home loads it (decision 202): the search in the address (so a
// result list is a link, read without JavaScript), every page up to the one asked for ('see more'
// adds one), and the last-viewed shops from their cookie. A search the API refuses (a radius typed
// into the address) is shown as the default search with the refusal's field.
import { isApiFailure, type ApiClient } from "../../contract/client";
import { LAST_VIEWED_COOKIE, RADIUS_DEFAULT_KM, readLastViewed } from "../../domain/shop-search";
import { readCookie } from "../../contract/page-context";
import { localDateOf } from "../../domain/time";

const MAX_PAGES = 20;

export interface FinderSearch {
  q: string;
  lat: string;
  lng: string;
  radius: string;
  group: string;
  pages: number;
}

export function finderSearch(url: URL): FinderSearch {
  const p = url.searchParams;
  const pages = Number(p.get("pages") ?? "1");
  return {
    q: (p.get("q") ?? "").slice(0, 100),
    lat: p.get("lat") ?? "",
    lng: p.get("lng") ?? "",
    radius: p.get("radius") ?? "",
    group: p.get("group") ?? "",
    pages: Number.isInteger(pages) && pages >= 1 ? Math.min(pages, MAX_PAGES) : 1,
  };
}

export async function loadFinder(api: ApiClient, request: Request, url: URL, now: Date) {
  const search = finderSearch(url);
  const asked = Object.fromEntries(Object.entries({ q: search.q, lat: search.lat, lng: search.lng, radius: search.radius, group: search.group }).filter(([, v]) => v !== ""));
  let refused = null as string | null;
  const pageOf = async (query: Record<string, string>, page: number) => api.get("/shops/search", { query: { ...query, page: String(page) } });
  let first = await pageOf(asked, 1).catch((err: unknown) => {
    if (isApiFailure(err) && err.status === 400) {
      refused = Object.keys(err.fields ?? {})[0] ?? "q";
      return null;
    }
    throw err;
  });
  const query = first ? asked : {};
  first ??= await pageOf({}, 1);
  const later = [];
  for (let page = 2; page <= search.pages && page <= Math.ceil(first.total / 6); page++) later.push(pageOf(query, page));
  const shops = [first, ...(await Promise.all(later))].flatMap((a) => a.shops);
  const ids = readLastViewed(readCookie(request.headers.get("cookie"), LAST_VIEWED_COOKIE));
  const lastViewed = ids.length ? await api.get("/shops/search", { query: { ids: ids.join("-") } }).then((a) => a.shops, () => []) : [];
  return {
    search: { ...search, radius: search.radius || String(RADIUS_DEFAULT_KM) },
    searching: Boolean(query.q || query.lat || query.group),
    refused,
    shops,
    total: first.total,
    more: shops.length < first.total,
    suggestions: first.suggestions,
    groups: first.groups,
    lastViewed,
    // the day a card's 'today' and 'tomorrow' are counted from (the demo's and most shops' zone)
    today: localDateOf(now, "Europe/Paris"),
  };
}

export type FinderData = Awaited<ReturnType<typeof loadFinder>>;
