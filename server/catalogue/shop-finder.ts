// The shop finder's search in the database (domain/shop-search.ts says what it finds): only this
// company's shops; a position narrows by a box of latitudes and longitudes the index answers, then
// by the exact haversine distance; words by the folded text's trigram index, a postcode by its
// prefix. The page's shops are the catalogue's own (one shape for a shop), with their distance.
import { and, asc, eq, inArray, isNotNull, notInArray, sql, type SQL } from "drizzle-orm";
import { likeLiteral } from "../../domain/customer-search";
import {
  boundingBox,
  countryWords,
  distanceMetres,
  EARTH_RADIUS_M,
  hasMore,
  pageWindow,
  RADIUS_DEFAULT_KM,
  searchMode,
  suggestionsWanted,
  textQuery,
  type Position,
} from "../../domain/shop-search";
import type { Shop } from "../../domain/types";
import type { Db } from "../db";
import { shops } from "../db/schema";

export interface FinderQuery {
  q?: string;
  position: Position | null;
  radiusKm?: number;
  page?: number;
}

/** The haversine distance in metres from `p` to a shop, in SQL (the same formula as domain/shop-search.ts). */
const distanceSql = (p: Position) =>
  sql<number>`(2 * ${EARTH_RADIUS_M} * asin(least(1, sqrt(power(sin(radians(${shops.lat} - ${p.lat}) / 2), 2) + cos(radians(${p.lat})) * cos(radians(${shops.lat})) * power(sin(radians(${shops.lng} - ${p.lng}) / 2), 2)))))`;

/** Within `metres` of `p`: the indexed box first, the exact distance after. */
function within(p: Position, metres: number): SQL {
  const box = boundingBox(p, metres);
  return and(isNotNull(shops.lat), isNotNull(shops.lng), sql`${shops.lat} between ${box.minLat} and ${box.maxLat}`, sql`${shops.lng} between ${box.minLng} and ${box.maxLng}`, sql`round(${distanceSql(p)}) <= ${metres}`)!;
}

const postcodeStarts = (prefix: string) => sql`replace(${shops.zipcode}, ' ', '') like ${`${likeLiteral(prefix)}%`}`;

/** Each word in the folded name, city or address, or in the name of the shop's country (any of the five languages). */
function wordsMatch(words: string[], countries: readonly string[]): SQL {
  return and(
    ...words.map((w) => {
      const inText = sql`${shops.searchText} like ${`%${likeLiteral(w)}%`}`;
      const named = countries.filter((code) => countryWords(code).some((n) => n.includes(w)));
      return named.length > 0 ? sql`(${inText} or ${inArray(shops.country, named)})` : inText;
    }),
  )!;
}

const count = async (db: Db, where: SQL) => (await db.select({ n: sql<number>`count(*)::int` }).from(shops).where(where))[0]?.n ?? 0;

/**
 * One page of the finder's results, how many there are in all, and, on a first page of fewer than
 * six, the nearest (or first) other shops as suggestions. `catalogue` is the company's shops as
 * visitors see them; their countries are what a word may name.
 */
export async function findShops(db: Db, companyId: number, catalogue: readonly Shop[], query: FinderQuery) {
  const { position } = query;
  const page = query.page ?? 1;
  const mode = searchMode(query.q ?? "", position);
  const mine = eq(shops.companyId, companyId);
  let where: SQL = mine;
  if (mode === "location") where = and(mine, within(position!, (query.radiusKm ?? RADIUS_DEFAULT_KM) * 1000))!;
  const text = textQuery(query.q ?? "");
  if (text.kind === "words") where = and(mine, wordsMatch(text.words, [...new Set(catalogue.map((s) => s.publicInfo.address.country))]))!;
  if (text.kind === "postcode") where = and(mine, postcodeStarts(text.prefix))!;
  let total = await count(db, where);
  if (text.kind === "postcode" && total === 0 && text.fallback) {
    where = and(mine, postcodeStarts(text.fallback))!;
    total = await count(db, where);
  }

  // nearest first when the position is known (shops without coordinates last), else the business's order
  const order = position ? [sql`${distanceSql(position)} asc nulls last`, asc(shops.sortOrder), asc(shops.id)] : [asc(shops.sortOrder), asc(shops.id)];
  const { offset, limit } = pageWindow(page);
  const spot = { id: shops.id, lat: shops.lat, lng: shops.lng };
  const found = await db.select(spot).from(shops).where(where).orderBy(...order).limit(limit).offset(offset);

  let suggested: typeof found = [];
  const wanted = suggestionsWanted(total);
  if (page === 1 && mode !== "all" && wanted > 0) {
    const others = found.length > 0 ? and(mine, notInArray(shops.id, found.map((r) => r.id)))! : mine;
    suggested = await db.select(spot).from(shops).where(others).orderBy(...order).limit(wanted);
  }

  const byId = new Map(catalogue.map((s) => [s.id, s]));
  // a shop without coordinates has no distance
  const shape = (row: (typeof found)[number]): Shop[] => {
    const shop = byId.get(row.id);
    if (!shop) return [];
    return [position && row.lat !== null && row.lng !== null ? { ...shop, distance: distanceMetres(position, { lat: row.lat, lng: row.lng }) } : shop];
  };
  return { shops: found.flatMap(shape), total, page, more: hasMore(total, page), suggestions: suggested.flatMap(shape) };
}
