// The shop finder's rules (spec §4 'Shop search', §5 text search, §9 'Shop finder'), in one place for
// the page and the server: the distance between two points, how it is shown, which shops a text
// finds, the radius, the pages, the suggestions and the last-viewed shops' cookie. The server's
// PostgreSQL query (server/catalogue/shop-finder.ts) reads the same constants and folding table.
import { FOLD_FROM, FOLD_TO, foldForSearch } from "./customer-search";

export { FOLD_FROM, FOLD_TO };

/** Earth radius of the spec's distance, in metres. */
export const EARTH_RADIUS_M = 6_371_000;
export const RADIUS_DEFAULT_KM = 100;
export const RADIUS_MIN_KM = 1;
export const RADIUS_MAX_KM = 250;
/** Results per page; 'see more' adds one more page. */
export const PAGE_SIZE = 6;
/** Suggestions fill the first page up to this many shops. */
export const SUGGESTIONS_UP_TO = 6;
/** The last-viewed list: the newest plus up to 3 more. */
export const LAST_VIEWED_MAX = 4;
export const LAST_VIEWED_COOKIE = "lastViewedShops";
/** Below and at this many metres a distance is shown in metres, above it in kilometres. */
const KM_ABOVE_M = 1000;

export interface Position {
  lat: number;
  lng: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance (haversine, earth radius 6371 km) in whole metres, rounded. */
export function distanceMetres(a: Position, b: Position): number {
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** A distance as shown: metres up to 1000 m, then whole kilometres, truncated (1999 m is '1 km'). */
export function displayDistance(metres: number): { value: number; unit: "m" | "km" } {
  const m = Math.max(0, Math.trunc(metres));
  return m > KM_ABOVE_M ? { value: Math.trunc(m / 1000), unit: "km" } : { value: m, unit: "m" };
}

/**
 * The latitudes and longitudes every point within `metres` of `centre` lies in: the index's cheap
 * prefilter before the exact distance. Near a pole or across the antimeridian it spans every longitude.
 */
export function boundingBox(centre: Position, metres: number) {
  const dLat = (metres / EARTH_RADIUS_M) * (180 / Math.PI);
  const minLat = Math.max(-90, centre.lat - dLat);
  const maxLat = Math.min(90, centre.lat + dLat);
  const cos = Math.cos(rad(centre.lat));
  const dLng = cos > 1e-9 ? dLat / cos : 360;
  const wraps = minLat === -90 || maxLat === 90 || dLng >= 180 || centre.lng - dLng < -180 || centre.lng + dLng > 180;
  return wraps ? { minLat, maxLat, minLng: -180, maxLng: 180 } : { minLat, maxLat, minLng: centre.lng - dLng, maxLng: centre.lng + dLng };
}

/** The radius asked for, in kilometres: a whole number from 1 to 250, 100 when none is given. */
export function radiusFault(km: number): string | null {
  if (!Number.isInteger(km)) return "must be a whole number of kilometres";
  if (km < RADIUS_MIN_KM || km > RADIUS_MAX_KM) return `must be between ${RADIUS_MIN_KM} and ${RADIUS_MAX_KM} km`;
  return null;
}

/** A text as the finder compares it: lower case, accents folded, trimmed (the database's column, same table). */
export const fold = (s: string) => foldForSearch(s.normalize("NFC")).trim();

/**
 * What a query looks for. Digits alone are a postcode: every shop whose postcode starts with them,
 * or, when none does, with their first two (the département). Anything else is words, each one
 * somewhere in the shop's name, city, country or address. Empty: no text condition.
 */
export type TextQuery = { kind: "none" } | { kind: "postcode"; prefix: string; fallback: string | null } | { kind: "words"; words: string[] };

export function textQuery(query: string): TextQuery {
  const q = fold(query);
  if (q === "") return { kind: "none" };
  const digits = q.replace(/\s/g, "");
  if (/^\d+$/.test(digits)) return { kind: "postcode", prefix: digits, fallback: digits.length > 2 ? digits.slice(0, 2) : null };
  return { kind: "words", words: [...new Set(q.split(/\s+/))].slice(0, 5) };
}

const LANGUAGES = ["fr", "de", "en", "es", "it"] as const;
const countryNames = new Map<string, string[]>();

/** A country code and its names in the five languages, folded ('FR': fr, france, frankreich, francia). */
export function countryWords(code: string): string[] {
  const known = countryNames.get(code);
  if (known) return known;
  const names = [code];
  if (/^[A-Z]{2}$/.test(code)) for (const lang of LANGUAGES) names.push(new Intl.DisplayNames([lang], { type: "region" }).of(code) ?? code);
  const folded = [...new Set(names.map(fold))];
  countryNames.set(code, folded);
  return folded;
}

export interface SearchableShop {
  publicInfo: { name: string; address: { address: string; city: string; country: string; zipcode: string } };
}

const postcode = (s: SearchableShop) => s.publicInfo.address.zipcode.replace(/\s/g, "");

/** The shops a text finds, in the order given (spec §5). */
export function searchShops<S extends SearchableShop>(shops: readonly S[], query: string): S[] {
  const q = textQuery(query);
  if (q.kind === "none") return [...shops];
  if (q.kind === "postcode") {
    const byPrefix = (p: string) => shops.filter((s) => postcode(s).startsWith(p));
    const found = byPrefix(q.prefix);
    return found.length > 0 || q.fallback === null ? found : byPrefix(q.fallback);
  }
  return shops.filter((s) => {
    const { name, address } = s.publicInfo;
    const haystack = [name, address.city, address.address].map((f) => fold(f ?? "")).concat(countryWords(address.country));
    return q.words.every((w) => haystack.some((field) => field.includes(w)));
  });
}

/**
 * How a search runs (spec §4): with a position and no text, the shops within the radius, nearest
 * first (location mode); once text is typed, the shops it finds wherever they are (text mode),
 * nearest first when the position is known, else in the business's order.
 */
export function searchMode(query: string, position: Position | null): "location" | "text" | "all" {
  if (textQuery(query).kind !== "none") return "text";
  return position ? "location" : "all";
}

/** The rows of page `page` (1-based): 'see more' asks for the next one. */
export const pageWindow = (page: number) => ({ offset: (Math.max(1, Math.trunc(page)) - 1) * PAGE_SIZE, limit: PAGE_SIZE });
export const hasMore = (total: number, page: number) => total > Math.max(1, Math.trunc(page)) * PAGE_SIZE;

/** How many suggestions fill a first page of `found` results up to six. */
export const suggestionsWanted = (found: number) => Math.max(0, SUGGESTIONS_UP_TO - found);

/** The last-viewed shop ids the cookie holds (ids joined by dashes, newest first); anything else in it is ignored. */
export function readLastViewed(cookie: string | undefined | null): number[] {
  const ids: number[] = [];
  for (const part of (cookie ?? "").split("-")) {
    if (!/^\d{1,10}$/.test(part)) continue;
    const id = Number(part);
    // an id no shop can have (past the database's integers) is ignored like any other garbage
    if (id > 0 && id <= 2_147_483_647 && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, LAST_VIEWED_MAX);
}

/** The cookie after visiting shop `id`: it becomes the newest, the others follow, four at most. */
export function recordViewed(cookie: string | undefined | null, id: number): string {
  return [id, ...readLastViewed(cookie).filter((v) => v !== id)].slice(0, LAST_VIEWED_MAX).join("-");
}
